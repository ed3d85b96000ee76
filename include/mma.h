/*
 * mma.h: warp matrix multiply-accumulate (Programming Guide, "Warp Matrix
 * Functions"), nvcuda::wmma: fragments, fill_fragment, load_matrix_sync,
 * store_matrix_sync, mma_sync and __float_to_tf32, for the shapes and
 * types CUDA 13 offers on sm_80 and later but the experimental sub-byte
 * ones (u4, s4, b1, bmma_sync):
 *
 *   m16n16k16, m32n8k16, m8n32k16   __half or __nv_bfloat16 A and B, float
 *                                   (or __half) accumulators; signed or
 *                                   unsigned char A and B, int ones
 *   m16n16k8                        precision::tf32 A and B, float
 *   m8n8k4                          double
 *
 * The Guide leaves unspecified which of a tile's elements each lane of the
 * warp holds; programs may only treat a fragment's elements alike (scale
 * them, convert them).  Here every lane holds the whole A and B tiles, row
 * by row (num_elements M * K and K * N), and of the accumulator tile (M x
 * N, row by row) the elements l, l + 32, l + 64, ... of lane l (as many as
 * on the GPU: 8, or 2 for m8n8k4), of which it computes the products: no
 * lane needs another's data, so the functions are plain code that any SIMT
 * strategy runs (the lane comes from the worker's threadIdx, which region
 * pieces that call these keep current: src/simt/region.c, reads_tls).  Products
 * are exact and summed in float (double for m8n8k4, int for the integer
 * types, wrapping unless satf saturates), in order of k, then rounded to
 * the accumulator's type: integer-valued data give the GPU's results
 * exactly; the tensor cores' own rounding of long float sums is not
 * modelled.  tf32 inputs are cut to tf32 (their low 13 mantissa bits
 * dropped), as the hardware reads them.
 */
#ifndef CUCC_MMA_H
#define CUCC_MMA_H

#include <string.h>

#include "cuda_fp16.h"
#include "cuda_bf16.h"

namespace nvcuda {
namespace wmma {

struct row_major;
struct col_major;
struct matrix_a;
struct matrix_b;
struct accumulator;
namespace precision {
struct tf32;
}

enum layout_t { mem_row_major, mem_col_major };

/* Rounds to tf32 (10 mantissa bits), to nearest with ties away from zero,
 * as cvt.rna.tf32.f32; the result is a float whose low 13 bits are 0. */
__host__ __device__ inline float __float_to_tf32(float in)
{
    unsigned u;
    memcpy(&u, &in, sizeof u);
    if ((u & 0x7f800000u) != 0x7f800000u)   /* not inf or NaN */
        u = (u + 0x1000u) & 0xffffe000u;
    float r;
    memcpy(&r, &u, sizeof r);
    return r;
}

/* How a fragment stores an element of type T, and how the product reads it. */
template <class T> struct cucc__mma_elem {
    typedef T storage;
    static float value(T v) { return (float)v; }
};
template <> struct cucc__mma_elem<__half> {
    typedef __half storage;
    static float value(__half v) { return __half2float(v); }
};
template <> struct cucc__mma_elem<__nv_bfloat16> {
    typedef __nv_bfloat16 storage;
    static float value(__nv_bfloat16 v) { return __bfloat162float(v); }
};
template <> struct cucc__mma_elem<precision::tf32> {
    typedef float storage;
    static float value(float v)
    {
        unsigned u;
        memcpy(&u, &v, sizeof u);
        u &= 0xffffe000u;
        float r;
        memcpy(&r, &u, sizeof r);
        return r;
    }
};
template <> struct cucc__mma_elem<double> {
    typedef double storage;
    static double value(double v) { return v; }
};
template <> struct cucc__mma_elem<signed char> {
    typedef signed char storage;
    static int value(signed char v) { return v; }
};
template <> struct cucc__mma_elem<unsigned char> {
    typedef unsigned char storage;
    static int value(unsigned char v) { return v; }
};

/* The shapes CUDA has (sub-byte ones aside). */
template <int _CuM, int _CuN, int _CuK> struct cucc__mma_shape {
    static const bool ok = (_CuM == 16 && _CuN == 16 && (_CuK == 16 || _CuK == 8)) ||
                           (_CuM == 32 && _CuN == 8 && _CuK == 16) || (_CuM == 8 && _CuN == 32 && _CuK == 16) ||
                           (_CuM == 8 && _CuN == 8 && _CuK == 4);
};

/* The elements a fragment of Use holds: the whole tile of A and B, a
 * 32nd of the accumulator's. */
template <class _CuUse, int _CuM, int _CuN, int _CuK> struct cucc__mma_size;
template <int _CuM, int _CuN, int _CuK> struct cucc__mma_size<matrix_a, _CuM, _CuN, _CuK> { enum { value = _CuM * _CuK }; };
template <int _CuM, int _CuN, int _CuK> struct cucc__mma_size<matrix_b, _CuM, _CuN, _CuK> { enum { value = _CuK * _CuN }; };
template <int _CuM, int _CuN, int _CuK> struct cucc__mma_size<accumulator, _CuM, _CuN, _CuK> { enum { value = _CuM * _CuN / 32 }; };

/* The calling thread's lane in its warp. */
__device__ inline unsigned cucc__mma_lane()
{
    return ((threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x) & 31u;
}

template <class _CuUse, int _CuM, int _CuN, int _CuK, class T, class _CuLayout = void> class fragment {
    static_assert(cucc__mma_shape<_CuM, _CuN, _CuK>::ok, "wmma: no fragment of this shape");

public:
    enum { num_elements = cucc__mma_size<_CuUse, _CuM, _CuN, _CuK>::value };
    enum { num_storage_elements = num_elements };
    typedef T element_type;
    typedef typename cucc__mma_elem<T>::storage storage_element_type;
    storage_element_type x[num_elements];
};

template <class _CuUse, int _CuM, int _CuN, int _CuK, class T, class _CuLayout, class _CuV>
__device__ inline void fill_fragment(fragment<_CuUse, _CuM, _CuN, _CuK, T, _CuLayout> &f, const _CuV &v)
{
    typedef typename fragment<_CuUse, _CuM, _CuN, _CuK, T, _CuLayout>::storage_element_type _CuS;
    const _CuS s = (_CuS)v;
    for (int i = 0; i < f.num_elements; i++)
        f.x[i] = s;
}

/* A and B: the tile's rows (A: M x K, B: K x N) from memory laid out as
 * the fragment's Layout says, ldm elements between rows (row_major) or
 * columns (col_major). */
template <int _CuR, int _CuC, class _CuLayout, class _CuS, class _CuP>
__device__ inline void cucc__mma_tile(_CuS *x, const _CuP *p, unsigned ldm)
{
    const bool row = !__is_same(_CuLayout, col_major);
    for (int r = 0; r < _CuR; r++)
        for (int c = 0; c < _CuC; c++)
            x[r * _CuC + c] = p[row ? (size_t)r * ldm + c : (size_t)c * ldm + r];
}
template <int _CuM, int _CuN, int _CuK, class T, class _CuLayout, class _CuP>
__device__ inline void load_matrix_sync(fragment<matrix_a, _CuM, _CuN, _CuK, T, _CuLayout> &a, const _CuP *p, unsigned ldm)
{
    cucc__mma_tile<_CuM, _CuK, _CuLayout>(a.x, p, ldm);
}
template <int _CuM, int _CuN, int _CuK, class T, class _CuLayout, class _CuP>
__device__ inline void load_matrix_sync(fragment<matrix_b, _CuM, _CuN, _CuK, T, _CuLayout> &b, const _CuP *p, unsigned ldm)
{
    cucc__mma_tile<_CuK, _CuN, _CuLayout>(b.x, p, ldm);
}
/* The accumulator: the lane's elements e = lane + 32 i of the M x N tile. */
template <int _CuM, int _CuN, int _CuK, class T, class _CuP>
__device__ inline void load_matrix_sync(fragment<accumulator, _CuM, _CuN, _CuK, T> &acc, const _CuP *p, unsigned ldm,
                                        layout_t layout)
{
    const unsigned l = cucc__mma_lane();
    for (int i = 0; i < acc.num_elements; i++) {
        const unsigned e = l + 32u * i, r = e / _CuN, c = e % _CuN;
        acc.x[i] = p[layout == mem_row_major ? (size_t)r * ldm + c : (size_t)c * ldm + r];
    }
}
template <int _CuM, int _CuN, int _CuK, class T, class _CuP>
__device__ inline void store_matrix_sync(_CuP *p, const fragment<accumulator, _CuM, _CuN, _CuK, T> &acc, unsigned ldm,
                                         layout_t layout)
{
    const unsigned l = cucc__mma_lane();
    for (int i = 0; i < acc.num_elements; i++) {
        const unsigned e = l + 32u * i, r = e / _CuN, c = e % _CuN;
        p[layout == mem_row_major ? (size_t)r * ldm + c : (size_t)c * ldm + r] = acc.x[i];
    }
}

/* D = A B + C, each element summed from C's in order of k, in Sum. */
template <class T> struct cucc__mma_sum { typedef float type; };
template <> struct cucc__mma_sum<double> { typedef double type; };
template <class _CuAcc, class _CuSum> struct cucc__mma_round {
    static _CuAcc get(_CuSum s) { return (_CuAcc)s; }
};
template <class _CuSum> struct cucc__mma_round<__half, _CuSum> {
    static __half get(_CuSum s) { return __float2half_rn((float)s); }
};
template <int _CuM, int _CuN, int _CuK, class _CuTA, class _CuLA, class _CuLB, class _CuTD, class _CuTC, class _CuSum>
__device__ inline void cucc__mma(fragment<accumulator, _CuM, _CuN, _CuK, _CuTD> &d,
                                 const fragment<matrix_a, _CuM, _CuN, _CuK, _CuTA, _CuLA> &a,
                                 const fragment<matrix_b, _CuM, _CuN, _CuK, _CuTA, _CuLB> &b,
                                 const fragment<accumulator, _CuM, _CuN, _CuK, _CuTC> &c, _CuSum)
{
    /* The lane's outputs e = l + 32 i share column l % N (N divides 32 in
     * every shape) and lie in rows l / N + (32 / N) i: B's column is read
     * once, and the outputs are summed side by side, each in order of k. */
    enum { _CuE = _CuM * _CuN / 32 };
    const unsigned l = cucc__mma_lane(), col = l % _CuN, r0 = l / _CuN;
    _CuSum bcol[_CuK], out[_CuE];
    for (int k = 0; k < _CuK; k++)
        bcol[k] = (_CuSum)cucc__mma_elem<_CuTA>::value(b.x[k * _CuN + col]);
    for (int i = 0; i < _CuE; i++)
        out[i] = (_CuSum)cucc__mma_elem<_CuTC>::value(c.x[i]);
    for (int k = 0; k < _CuK; k++)
        for (int i = 0; i < _CuE; i++)
            out[i] += (_CuSum)cucc__mma_elem<_CuTA>::value(a.x[(r0 + (32 / _CuN) * i) * _CuK + k]) * bcol[k];
    for (int i = 0; i < _CuE; i++)
        d.x[i] = cucc__mma_round<_CuTD, _CuSum>::get(out[i]);
}

template <int _CuM, int _CuN, int _CuK, class _CuTA, class _CuLA, class _CuLB, class _CuTD, class _CuTC>
__device__ inline void mma_sync(fragment<accumulator, _CuM, _CuN, _CuK, _CuTD> &d, const fragment<matrix_a, _CuM, _CuN, _CuK, _CuTA, _CuLA> &a,
                                const fragment<matrix_b, _CuM, _CuN, _CuK, _CuTA, _CuLB> &b,
                                const fragment<accumulator, _CuM, _CuN, _CuK, _CuTC> &c)
{
    cucc__mma(d, a, b, c, typename cucc__mma_sum<_CuTA>::type());
}

/* The integer forms: int sums that wrap, or saturate with satf. */
template <int _CuM, int _CuN, int _CuK, class _CuTA, class _CuLA, class _CuLB>
__device__ inline void mma_sync(fragment<accumulator, _CuM, _CuN, _CuK, int> &d, const fragment<matrix_a, _CuM, _CuN, _CuK, _CuTA, _CuLA> &a,
                                const fragment<matrix_b, _CuM, _CuN, _CuK, _CuTA, _CuLB> &b,
                                const fragment<accumulator, _CuM, _CuN, _CuK, int> &c, bool satf = false)
{
    const unsigned l = cucc__mma_lane();
    for (int i = 0; i < d.num_elements; i++) {
        const unsigned e = l + 32u * i, r = e / _CuN, col = e % _CuN;
        long long s = c.x[i];
        for (int k = 0; k < _CuK; k++)
            s += cucc__mma_elem<_CuTA>::value(a.x[r * _CuK + k]) * cucc__mma_elem<_CuTA>::value(b.x[k * _CuN + col]);
        d.x[i] = !satf ? (int)(unsigned)s : s > 2147483647LL ? 2147483647 : s < -2147483648LL ? (int)0x80000000u : (int)s;
    }
}

} // namespace wmma
} // namespace nvcuda

#endif
