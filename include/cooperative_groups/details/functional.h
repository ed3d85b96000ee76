/*
 * The function objects of cg::reduce and the scans (plus, less, greater,
 * bit_and, bit_or, bit_xor), and the inclusive scan by rank they share.
 * Included by cooperative_groups/reduce.h and scan.h.
 */
#ifndef CUCC_COOPERATIVE_GROUPS_FUNCTIONAL_H
#define CUCC_COOPERATIVE_GROUPS_FUNCTIONAL_H

#include "../../cooperative_groups.h"

namespace cooperative_groups {

template <typename TyVal> struct plus {
    __device__ __forceinline__ TyVal operator()(TyVal a, TyVal b) const { return a + b; }
};
/* less picks the smaller value, greater the larger (CUDA's definitions). */
template <typename TyVal> struct less {
    __device__ __forceinline__ TyVal operator()(TyVal a, TyVal b) const { return (b < a) ? b : a; }
};
template <typename TyVal> struct greater {
    __device__ __forceinline__ TyVal operator()(TyVal a, TyVal b) const { return (a < b) ? b : a; }
};
template <typename TyVal> struct bit_and {
    __device__ __forceinline__ TyVal operator()(TyVal a, TyVal b) const { return a & b; }
};
template <typename TyVal> struct bit_or {
    __device__ __forceinline__ TyVal operator()(TyVal a, TyVal b) const { return a | b; }
};
template <typename TyVal> struct bit_xor {
    __device__ __forceinline__ TyVal operator()(TyVal a, TyVal b) const { return a ^ b; }
};

namespace details {

/* The type of a value without const, volatile and references. */
template <typename TyVal> struct plain { typedef TyVal type; };
template <typename TyVal> struct plain<TyVal &> : plain<TyVal> {};
template <typename TyVal> struct plain<TyVal &&> : plain<TyVal> {};
template <typename TyVal> struct plain<const TyVal> : plain<TyVal> {};
template <typename TyVal> struct plain<volatile TyVal> : plain<TyVal> {};
template <typename TyVal> struct plain<const volatile TyVal> : plain<TyVal> {};

/* Integer types (exclusive sums are inclusive - own value for them). */
template <typename TyVal> struct integral { static const bool value = false; };
#define CUCC_CG_INTEGRAL(TyVal) template <> struct integral<TyVal> { static const bool value = true; };
CUCC_CG_INTEGRAL(bool) CUCC_CG_INTEGRAL(char) CUCC_CG_INTEGRAL(signed char) CUCC_CG_INTEGRAL(unsigned char)
CUCC_CG_INTEGRAL(short) CUCC_CG_INTEGRAL(unsigned short) CUCC_CG_INTEGRAL(int) CUCC_CG_INTEGRAL(unsigned int)
CUCC_CG_INTEGRAL(long) CUCC_CG_INTEGRAL(unsigned long) CUCC_CG_INTEGRAL(long long)
CUCC_CG_INTEGRAL(unsigned long long)
#undef CUCC_CG_INTEGRAL

/* Inclusive scan by rank (Hillis-Steele, as CUDA does it): at step i a
 * member of rank r >= i combines its value with that of rank r - i. */
template <typename Group, typename TyVal, typename _CuOp>
__device__ inline TyVal scan_by_rank(const Group &g, TyVal v, _CuOp &op)
{
    unsigned int n = (unsigned int)g.size(), r = (unsigned int)g.thread_rank();
    for (unsigned int i = 1; i < n; i <<= 1) {
        TyVal w = g.shfl_up(v, i);
        if (i <= r)
            v = op(v, w);
    }
    return v;
}

} // namespace details

} // namespace cooperative_groups

#endif
