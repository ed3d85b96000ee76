/*
 * The function objects of cg::reduce and the scans (plus, less, greater,
 * bit_and, bit_or, bit_xor), and the inclusive scan by rank they share.
 * Included by cooperative_groups/reduce.h and scan.h.
 */
#ifndef CUCC_COOPERATIVE_GROUPS_FUNCTIONAL_H
#define CUCC_COOPERATIVE_GROUPS_FUNCTIONAL_H

#include "../../cooperative_groups.h"

namespace cooperative_groups {

template <typename T> struct plus {
    __device__ __forceinline__ T operator()(T a, T b) const { return a + b; }
};
/* less picks the smaller value, greater the larger (CUDA's definitions). */
template <typename T> struct less {
    __device__ __forceinline__ T operator()(T a, T b) const { return (b < a) ? b : a; }
};
template <typename T> struct greater {
    __device__ __forceinline__ T operator()(T a, T b) const { return (a < b) ? b : a; }
};
template <typename T> struct bit_and {
    __device__ __forceinline__ T operator()(T a, T b) const { return a & b; }
};
template <typename T> struct bit_or {
    __device__ __forceinline__ T operator()(T a, T b) const { return a | b; }
};
template <typename T> struct bit_xor {
    __device__ __forceinline__ T operator()(T a, T b) const { return a ^ b; }
};

namespace details {

/* The type of a value without const, volatile and references. */
template <typename T> struct plain { typedef T type; };
template <typename T> struct plain<T &> : plain<T> {};
template <typename T> struct plain<T &&> : plain<T> {};
template <typename T> struct plain<const T> : plain<T> {};
template <typename T> struct plain<volatile T> : plain<T> {};
template <typename T> struct plain<const volatile T> : plain<T> {};

/* Integer types (exclusive sums are inclusive - own value for them). */
template <typename T> struct integral { static const bool value = false; };
#define CUCC_CG_INTEGRAL(T) template <> struct integral<T> { static const bool value = true; };
CUCC_CG_INTEGRAL(bool) CUCC_CG_INTEGRAL(char) CUCC_CG_INTEGRAL(signed char) CUCC_CG_INTEGRAL(unsigned char)
CUCC_CG_INTEGRAL(short) CUCC_CG_INTEGRAL(unsigned short) CUCC_CG_INTEGRAL(int) CUCC_CG_INTEGRAL(unsigned int)
CUCC_CG_INTEGRAL(long) CUCC_CG_INTEGRAL(unsigned long) CUCC_CG_INTEGRAL(long long)
CUCC_CG_INTEGRAL(unsigned long long)
#undef CUCC_CG_INTEGRAL

/* Inclusive scan by rank (Hillis-Steele, as CUDA does it): at step i a
 * member of rank r >= i combines its value with that of rank r - i. */
template <typename Group, typename T, typename Op>
__device__ inline T scan_by_rank(const Group &g, T v, Op &op)
{
    unsigned int n = (unsigned int)g.size(), r = (unsigned int)g.thread_rank();
    for (unsigned int i = 1; i < n; i <<= 1) {
        T w = g.shfl_up(v, i);
        if (i <= r)
            v = op(v, w);
    }
    return v;
}

} // namespace details

} // namespace cooperative_groups

#endif
