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
 * them, convert them).  Here lane l holds of the accumulator tile (M x N,
 * row by row) the elements e = l + 32 i, i < E = M N / 32 (as many as on
 * the GPU: 8, or 2 for m8n8k4), which share column l % N (N divides 32 in
 * every shape) and lie in rows l / N + (32 / N) i; its A fragment holds
 * those E rows of A, k-major (x[k E + i]), and its B fragment that column
 * of B (x[k]): what the lane's products read, and no more.  No lane needs
 * another's data, so the functions are plain code that any SIMT strategy
 * runs (the lane comes from the worker's threadIdx, which region pieces
 * that call these keep current: src/simt/region.c, reads_tls), and the
 * products of a k are E side by side (a vector of E floats).  Products
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

/* A GCC vector of N T's (named through a class: a vector_size attribute on
 * a typedef that depends on a template's parameter is lost). */
template <class _CuT, int _CuN> struct cucc__mma_vt {
    typedef _CuT type __attribute__((vector_size(sizeof(_CuT) * _CuN)));
};

/* How a fragment stores an element of type T, and how the product reads
 * it: one (value), or E in a row as a vector V of E sums (vec: the
 * conversions of value on GCC's vector types, so that a product of the
 * lane's E rows is a few vector instructions). */
template <class T> struct cucc__mma_elem {
    typedef T storage;
    static float value(T v) { return (float)v; }
};
template <> struct cucc__mma_elem<__half> {
    typedef __half storage;
    static float value(__half v) { return __half2float(v); }
    /* cucc__f16_to_f (device_half.h) on E elements */
    template <class _CuV, int _CuE> static void vec(_CuV &v, const __half *p)
    {
        typedef typename cucc__mma_vt<unsigned short, _CuE>::type _CuH;
        typedef typename cucc__mma_vt<unsigned int, _CuE>::type _CuU;
        typedef typename cucc__mma_vt<int, _CuE>::type _CuI;
        _CuH h;
        memcpy(&h, p, sizeof h);
        const _CuU u = __builtin_convertvector(h, _CuU), em = u & 0x7fffu;
        const _CuU normal = (em << 13) + 0x38000000u;
        const _CuI e = (_CuI)em;
        const _CuU sub = (_CuU)(__builtin_convertvector(e, _CuV) * 5.9604644775390625e-08f);
        /* the cases' masks from sign bits, not compares (which GCC splits
         * into scalar ones on vectors wider than the machine's) */
        const _CuU is_sub = (_CuU)((e - 0x400) >> 31), is_inf = (_CuU)((0x7bff - e) >> 31), is_nan = (_CuU)((0x7c00 - e) >> 31);
        const _CuU r = (normal & ~(is_sub | is_inf)) | (sub & is_sub) | (0x7f800000u & is_inf) | (u & 0x8000u) << 16;
        v = (_CuV)((r | is_nan) & ~(is_nan & 0x80000000u));
    }
};
template <> struct cucc__mma_elem<__nv_bfloat16> {
    typedef __nv_bfloat16 storage;
    static float value(__nv_bfloat16 v) { return __bfloat162float(v); }
    template <class _CuV, int _CuE> static void vec(_CuV &v, const __nv_bfloat16 *p)
    {
        typedef typename cucc__mma_vt<unsigned short, _CuE>::type _CuH;
        typedef typename cucc__mma_vt<unsigned int, _CuE>::type _CuU;
        _CuH h;
        memcpy(&h, p, sizeof h);
        v = (_CuV)(__builtin_convertvector(h, _CuU) << 16);
    }
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
    template <class _CuV, int _CuE> static void vec(_CuV &v, const float *p)
    {
        typedef typename cucc__mma_vt<unsigned int, _CuE>::type _CuU;
        _CuU u;
        memcpy(&u, p, sizeof u);
        v = (_CuV)(u & 0xffffe000u);
    }
};
template <> struct cucc__mma_elem<double> {
    typedef double storage;
    static double value(double v) { return v; }
    template <class _CuV, int _CuE> static void vec(_CuV &v, const double *p) { memcpy(&v, p, sizeof v); }
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

/* The elements a fragment of Use holds in a lane: E rows of A, one column
 * of B, E elements of the accumulator. */
template <int _CuM, int _CuN, int _CuK> struct cucc__mma_part {
    enum { _CuE = _CuM * _CuN / 32, _CuStep = 32 / _CuN };
};
template <class _CuUse, int _CuM, int _CuN, int _CuK> struct cucc__mma_size;
template <int _CuM, int _CuN, int _CuK> struct cucc__mma_size<matrix_a, _CuM, _CuN, _CuK> {
    enum { value = cucc__mma_part<_CuM, _CuN, _CuK>::_CuE * _CuK };
};
template <int _CuM, int _CuN, int _CuK> struct cucc__mma_size<matrix_b, _CuM, _CuN, _CuK> { enum { value = _CuK }; };
template <int _CuM, int _CuN, int _CuK> struct cucc__mma_size<accumulator, _CuM, _CuN, _CuK> {
    enum { value = cucc__mma_part<_CuM, _CuN, _CuK>::_CuE };
};

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

/* A and B from memory laid out as the fragment's Layout says, ldm
 * elements between rows (row_major) or columns (col_major): the lane's E
 * rows of A (M x K), k-major; the lane's column of B (K x N). */
template <int _CuM, int _CuN, int _CuK, class T, class _CuLayout, class _CuP>
__device__ inline void load_matrix_sync(fragment<matrix_a, _CuM, _CuN, _CuK, T, _CuLayout> &a, const _CuP *p, unsigned ldm)
{
    typedef cucc__mma_part<_CuM, _CuN, _CuK> _CuPart;
    const bool row = !__is_same(_CuLayout, col_major);
    const unsigned r0 = cucc__mma_lane() / _CuN;
    for (int i = 0; i < _CuPart::_CuE; i++) {
        const size_t r = r0 + (size_t)_CuPart::_CuStep * i;
        for (int k = 0; k < _CuK; k++)
            a.x[k * _CuPart::_CuE + i] = p[row ? r * ldm + k : (size_t)k * ldm + r];
    }
}
template <int _CuM, int _CuN, int _CuK, class T, class _CuLayout, class _CuP>
__device__ inline void load_matrix_sync(fragment<matrix_b, _CuM, _CuN, _CuK, T, _CuLayout> &b, const _CuP *p, unsigned ldm)
{
    const bool row = !__is_same(_CuLayout, col_major);
    const size_t col = cucc__mma_lane() % _CuN;
    for (int k = 0; k < _CuK; k++)
        b.x[k] = p[row ? (size_t)k * ldm + col : col * ldm + k];
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
    enum { _CuE = cucc__mma_part<_CuM, _CuN, _CuK>::_CuE };
    typedef typename cucc__mma_vt<_CuSum, _CuE>::type _CuV;
    _CuV out;
    for (int i = 0; i < _CuE; i++)
        out[i] = (_CuSum)cucc__mma_elem<_CuTC>::value(c.x[i]);
    for (int k = 0; k < _CuK; k++) {
        _CuV ak;
        cucc__mma_elem<_CuTA>::template vec<_CuV, _CuE>(ak, a.x + k * _CuE);
        out += ak * (_CuSum)cucc__mma_elem<_CuTA>::value(b.x[k]);
    }
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
    enum { _CuE = cucc__mma_part<_CuM, _CuN, _CuK>::_CuE };
    long long s[_CuE];
    for (int i = 0; i < _CuE; i++)
        s[i] = c.x[i];
    for (int k = 0; k < _CuK; k++) {
        const int bk = cucc__mma_elem<_CuTA>::value(b.x[k]);
        for (int i = 0; i < _CuE; i++)
            s[i] += cucc__mma_elem<_CuTA>::value(a.x[k * _CuE + i]) * bk;
    }
    for (int i = 0; i < _CuE; i++)
        d.x[i] = !satf ? (int)(unsigned)s[i] : s[i] > 2147483647LL ? 2147483647 : s[i] < -2147483648LL ? (int)0x80000000u : (int)s[i];
}

} // namespace wmma
} // namespace nvcuda

#endif
