/*
 * Single and double precision complex numbers of the CUDA toolkit
 * (cuComplex.h): cuFloatComplex is float2 and cuDoubleComplex is double2,
 * real part in .x, imaginary part in .y.  Plain C as well as C++.
 *
 * Results match a GPU's to the last bit: where nvcc contracts an
 * expression of these functions into a fused multiply-add on the device,
 * the functions here call fma()/fmaf() at the same place, and they divide
 * and take magnitudes by the same scaled algorithms (no overflow for large
 * components).  Host calls give the device's rounding too.
 */
#ifndef CUCC_CUCOMPLEX_H
#define CUCC_CUCOMPLEX_H
#define CU_COMPLEX_H_     /* NVIDIA's include guard: programs test it */

#include <math.h>

#include "cucc/keywords.h"
#include "vector_types.h"

typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;

/* A product the GPU leaves unfused: the host compiler must not contract it
 * into an adjacent addition either (it would under -march=native). */
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
#define CUCC_CX_ROUNDED(v) __asm__("" : "+x"(v))
#elif defined(__GNUC__) && defined(__aarch64__)
#define CUCC_CX_ROUNDED(v) __asm__("" : "+w"(v))
#else
#define CUCC_CX_ROUNDED(v) ((void)0)
#endif

/* The whole family for one precision: S is the suffix of the function
 * names ("f" or nothing), T the component type, C the complex type, FMA,
 * SQRT and ABS the math library's functions for T and BIG its largest
 * finite value. */
#define CUCC_COMPLEX_FAMILY(_CuS, T, _CuC, FMA, SQRT, ABS, BIG)                                    \
    static __inline__ __host__ __device__ T cuCreal##_CuS(_CuC z) { return z.x; }               \
    static __inline__ __host__ __device__ T cuCimag##_CuS(_CuC z) { return z.y; }               \
    static __inline__ __host__ __device__ _CuC make_##_CuC(T re, T im)                          \
    {                                                                                     \
        _CuC z;                                                                              \
        z.x = re;                                                                         \
        z.y = im;                                                                         \
        return z;                                                                         \
    }                                                                                     \
    static __inline__ __host__ __device__ _CuC cuConj##_CuS(_CuC z) { return make_##_CuC(z.x, -z.y); }  \
    static __inline__ __host__ __device__ _CuC cuCadd##_CuS(_CuC a, _CuC b)                           \
    {                                                                                     \
        return make_##_CuC(a.x + b.x, a.y + b.y);                                            \
    }                                                                                     \
    static __inline__ __host__ __device__ _CuC cuCsub##_CuS(_CuC a, _CuC b)                           \
    {                                                                                     \
        return make_##_CuC(a.x - b.x, a.y - b.y);                                            \
    }                                                                                     \
    /* (a.x b.x - a.y b.y) + i (a.x b.y + a.y b.x): the imaginary part fused */          \
    static __inline__ __host__ __device__ _CuC cuCmul##_CuS(_CuC a, _CuC b)                           \
    {                                                                                     \
        return make_##_CuC(FMA(a.x, b.x, -(a.y * b.y)), FMA(a.x, b.y, a.y * b.x));                         \
    }                                                                                     \
    /* Both operands scaled by 1 / (|b.x| + |b.y|) before the textbook formula,       \
     * so that neither the squares nor the products overflow. */                        \
    static __inline__ __host__ __device__ _CuC cuCdiv##_CuS(_CuC a, _CuC b)                           \
    {                                                                                     \
        T scale = (T)1 / (ABS(b.x) + ABS(b.y));                                           \
        T ar = a.x * scale, ai = a.y * scale;                                             \
        T br = b.x * scale, bi = b.y * scale;                                             \
        T inv = (T)1 / FMA(br, br, bi * bi);                                              \
        T re = FMA(ar, br, ai * bi);                                                      \
        return make_##_CuC(re * inv, FMA(ai, br, -(ar * bi)) * inv);                         \
    }                                                                                     \
    /* |z| = big * sqrt(1 + (small / big)^2); big + small where that is 0,         \
     * infinite or NaN-free but out of range. */                                          \
    static __inline__ __host__ __device__ T cuCabs##_CuS(_CuC z)                                \
    {                                                                                     \
        T a = ABS(z.x), b = ABS(z.y);                                                     \
        T big = a > b ? a : b, small = a > b ? b : a;                                     \
        T q = small / big;                                                                \
        T r = SQRT(FMA(q, q, (T)1)) * big;                                                \
        if (big == (T)0 || big > BIG || small > BIG)                                      \
            r = big + small;                                                              \
        return r;                                                                         \
    }                                                                                     \
    /* x * y + d, each part accumulated into d */                                        \
    static __inline__ __host__ __device__ _CuC cuCfma##_CuS(_CuC x, _CuC y, _CuC d)                      \
    {                                                                                     \
        T re = FMA(x.x, y.x, d.x);                                                        \
        T im = FMA(x.x, y.y, d.y);                                                        \
        return make_##_CuC(FMA(-x.y, y.y, re), FMA(x.y, y.x, im));                           \
    }

CUCC_COMPLEX_FAMILY(f, float, cuFloatComplex, fmaf, sqrtf, fabsf, 3.40282347e+38f)
CUCC_COMPLEX_FAMILY(, double, cuDoubleComplex, fma, sqrt, fabs, 1.7976931348623157e+308)

#undef CUCC_COMPLEX_FAMILY

static __inline__ __host__ __device__ cuComplex make_cuComplex(float re, float im)
{
    return make_cuFloatComplex(re, im);
}

static __inline__ __host__ __device__ cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex z)
{
    return make_cuDoubleComplex((double)z.x, (double)z.y);
}

static __inline__ __host__ __device__ cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex z)
{
    return make_cuFloatComplex((float)z.x, (float)z.y);
}

#endif
