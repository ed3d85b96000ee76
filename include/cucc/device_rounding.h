/*
 * Arithmetic and conversions with an explicit IEEE rounding mode (CUDA Math
 * API "Single/Double Precision Intrinsics", "Type Casting Intrinsics"):
 * __fadd_rz, __dmul_ru, __fmaf_rd, __fsqrt_ru, __double2float_rz,
 * __float2int_rn, __ll2float_rd, ...
 *
 * The host's rounding mode is never changed (it is per OS thread, would
 * need -frounding-math to stop g++ folding across it, and would leak into
 * the other fibers of the worker).  Instead each operation is computed
 * under the default round-to-nearest mode, then the sign of the exact error
 * is found with error-free transformations, and the result is moved to the
 * neighbouring representable value when the requested direction says so:
 *
 *   float ops      in double: the product of two floats is exact, the sum
 *                  is exact as sum + TwoSum error, and quotient/root are
 *                  checked by multiplying back exactly;
 *   double ops     TwoSum for +/-, and for *, /, sqrt, fma a binary128
 *                  (__float128 / aarch64 long double) computation that is
 *                  exact or has the exact sign;
 *   int -> fp      compare the rounded value with the integer in __int128.
 *
 * Conversions to integers saturate as the GPU does (PTX cvt clamps to the
 * destination range), and NaN converts as an H200 does: float NaN -> 0 for
 * 32-bit results and 0x8000000000000000 for 64-bit results, double NaN ->
 * 0x80000000 for 32-bit results (signed and unsigned) and
 * 0x8000000000000000 for 64-bit results.
 *
 * NaN/infinity tests use the bits, and intermediate results pass through
 * cucc__opaque(), so -ffast-math (cucc -use_fast_math) can neither drop the
 * tests nor re-associate the error terms.  C++ only.
 */
#ifndef CUCC_DEVICE_ROUNDING_H
#define CUCC_DEVICE_ROUNDING_H

#include <float.h>
#include <math.h>
#include <string.h>

#include "keywords.h"

#ifndef CUCC_INT128_TYPES
#define CUCC_INT128_TYPES
__extension__ typedef __int128 cucc__int128;
__extension__ typedef unsigned __int128 cucc__uint128;
#endif

#if defined(__SIZEOF_FLOAT128__) && (defined(__x86_64__) || defined(__i386__))
typedef __float128 cucc__f128;
#elif defined(__LDBL_MANT_DIG__) && __LDBL_MANT_DIG__ >= 106
typedef long double cucc__f128;
#else
#error "cucc: need a floating-point type of at least 106 bits (__float128 or binary128 long double)"
#endif

enum { cucc__RN = 0, cucc__RZ = 1, cucc__RU = 2, cucc__RD = 3 };

/* Hide a value from the optimiser: no folding or re-association through
 * it (a register constraint; free at run time).  T is float or double;
 * the overload below takes cucc__f128, which no register class holds. */
template <class T> __device__ inline T cucc__opaque(T x)
{
#if defined(__x86_64__)
    __asm__("" : "+x"(x));
#elif defined(__aarch64__)
    __asm__("" : "+w"(x));
#else
    volatile T v = x;
    x = v;
#endif
    return x;
}
__device__ inline cucc__f128 cucc__opaque(cucc__f128 x)
{
    volatile cucc__f128 v = x;
    return v;
}

__device__ inline unsigned int cucc__fbits(float x) { unsigned int u; memcpy(&u, &x, 4); return u; }
__device__ inline float cucc__bitsf(unsigned int u) { float x; memcpy(&x, &u, 4); return x; }
__device__ inline unsigned long long cucc__dbits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__device__ inline double cucc__bitsd(unsigned long long u) { double x; memcpy(&x, &u, 8); return x; }
__device__ inline bool cucc__isnan(float x) { return (cucc__fbits(x) & 0x7fffffffu) > 0x7f800000u; }
__device__ inline bool cucc__isnan(double x) { return (cucc__dbits(x) & 0x7fffffffffffffffull) > 0x7ff0000000000000ull; }
__device__ inline bool cucc__isfinite(float x) { return (cucc__fbits(x) & 0x7f800000u) != 0x7f800000u; }
__device__ inline bool cucc__isfinite(double x)
{
    return (cucc__dbits(x) & 0x7ff0000000000000ull) != 0x7ff0000000000000ull;
}
__device__ inline bool cucc__signbit(float x) { return cucc__fbits(x) >> 31; }
__device__ inline bool cucc__signbit(double x) { return cucc__dbits(x) >> 63; }

/* The next representable value towards +infinity (NaN and +inf stay). */
__device__ inline float cucc__nextup(float x)
{
    unsigned int u = cucc__fbits(x);
    if ((u & 0x7fffffffu) > 0x7f800000u || u == 0x7f800000u)
        return x;
    if (u == 0x80000000u)
        return cucc__bitsf(1u);
    return cucc__bitsf(u >> 31 ? u - 1u : u + 1u);
}
__device__ inline double cucc__nextup(double x)
{
    unsigned long long u = cucc__dbits(x);
    if ((u & 0x7fffffffffffffffull) > 0x7ff0000000000000ull || u == 0x7ff0000000000000ull)
        return x;
    if (u == 0x8000000000000000ull)
        return cucc__bitsd(1ull);
    return cucc__bitsd(u >> 63 ? u - 1ull : u + 1ull);
}
template <class T> __device__ inline T cucc__nextdown(T x) { return -cucc__nextup(-x); }

/* r is the round-to-nearest result and sigma the sign of (exact - r):
 * return the result rounded in `mode`.  A zero r with a nonzero sigma is an
 * underflow: its zero takes the sign of the exact value. */
template <class T> __device__ inline T cucc__round_dir(T r, int sigma, int mode)
{
    if (sigma == 0 || mode == cucc__RN)
        return r;
    if (r == 0)
        r = sigma > 0 ? T(0) : -T(0);
    switch (mode) {
    case cucc__RU:
        return sigma > 0 ? cucc__nextup(r) : r;
    case cucc__RD:
        return sigma < 0 ? cucc__nextdown(r) : r;
    default: /* RZ */
        if (sigma > 0 && cucc__signbit(r))
            return cucc__nextup(r);
        if (sigma < 0 && !cucc__signbit(r))
            return cucc__nextdown(r);
        return r;
    }
}

template <class T> __device__ inline int cucc__sign(T d) { return d > 0 ? 1 : d < 0 ? -1 : 0; }

/* An exactly zero sum is +0 in every mode except towards -infinity, where
 * it is -0 unless both addends are +0 (IEEE 754 6.3). */
template <class T> __device__ inline T cucc__zero_sum(T r, T a, T b, int mode)
{
    if (r == 0 && mode == cucc__RD && !(a == 0 && b == 0 && !cucc__signbit(a) && !cucc__signbit(b)))
        return -T(0);
    return r;
}

/* Fast2Sum (Dekker) on the operands ordered by magnitude: s + e == a + b
 * exactly, and unlike Knuth's TwoSum no intermediate can overflow when s
 * is finite. */
template <class T> __device__ inline T cucc__two_sum(T a, T b, T *e)
{
    if (__builtin_fabs((double)a) < __builtin_fabs((double)b)) {
        T t = a;
        a = b;
        b = t;
    }
    T s = cucc__opaque(a + b);
    T z = cucc__opaque(s - a);
    *e = b - z;
    return s;
}

/* Single precision --------------------------------------------------------
 * x is exact as s + e (doubles, |e| <= ulp(s)/2); round it to float. */
__device__ inline float cucc__f_from_pair(double s, double e, int mode)
{
    float f = (float)s;
    double d = s - (double)f;
    return cucc__round_dir(f, d != 0 ? cucc__sign(d) : cucc__sign(e), mode);
}

__device__ inline float cucc__fadd(float a, float b, int mode)
{
    a = cucc__opaque(a);
    b = cucc__opaque(b);
    if (mode == cucc__RN)
        return cucc__opaque(a + b);
    if (!cucc__isfinite(a) || !cucc__isfinite(b))
        return a + b;
    double e, s = cucc__two_sum((double)a, (double)b, &e);
    return cucc__zero_sum(cucc__f_from_pair(s, e, mode), a, b, mode);
}

__device__ inline float cucc__fmul(float a, float b, int mode)
{
    a = cucc__opaque(a);
    b = cucc__opaque(b);
    if (mode == cucc__RN)
        return cucc__opaque(a * b);
    double p = (double)a * (double)b; /* exact */
    if (!cucc__isfinite(p))
        return (float)p;
    return cucc__f_from_pair(p, 0.0, mode);
}

__device__ inline float cucc__fdiv(float a, float b, int mode)
{
    a = cucc__opaque(a);
    b = cucc__opaque(b);
    if (mode == cucc__RN)
        return cucc__opaque(a / b);
    if (!cucc__isfinite(a) || !cucc__isfinite(b) || a == 0 || b == 0)
        return a / b;
    /* Rounding a/b to double and then to float is correct (53 >= 2*24+2);
     * the sign of a/b - f is that of (a - f*b) * b, and f*b is exact. */
    float f = (float)((double)a / (double)b);
    double fb = (double)f * (double)b;
    int sigma = (double)a > fb ? 1 : (double)a < fb ? -1 : 0;
    return cucc__round_dir(f, b < 0 ? -sigma : sigma, mode);
}

__device__ inline float cucc__fsqrt(float a, int mode)
{
    a = cucc__opaque(a);
    if (mode == cucc__RN || !(a > 0) || !cucc__isfinite(a))
        return sqrtf(a);
    float f = (float)sqrt((double)a);
    double ff = (double)f * (double)f;
    return cucc__round_dir(f, (double)a > ff ? 1 : (double)a < ff ? -1 : 0, mode);
}

__device__ inline float cucc__fmaf(float a, float b, float c, int mode)
{
    a = cucc__opaque(a);
    b = cucc__opaque(b);
    c = cucc__opaque(c);
    if (mode == cucc__RN)
        return fmaf(a, b, c);
    double p = (double)a * (double)b; /* exact */
    if (!cucc__isfinite(p) || !cucc__isfinite(c))
        return fmaf(a, b, c);
    double e, s = cucc__two_sum(p, (double)c, &e);
    if (s == 0 && e == 0 && mode == cucc__RD) /* exactly zero: -0 unless both terms are +0 */
        return (p == 0 && !cucc__signbit(p) && c == 0 && !cucc__signbit(c)) ? 0.0f : -0.0f;
    return cucc__f_from_pair(s, e, mode);
}

/* Double precision ------------------------------------------------------- */

/* Sign of exact - r for a finite-operand result r that overflowed. */
__device__ inline double cucc__d_overflow(double r, int mode)
{
    return cucc__round_dir(r, r > 0 ? -1 : 1, mode);
}

__device__ inline double cucc__dadd(double a, double b, int mode)
{
    a = cucc__opaque(a);
    b = cucc__opaque(b);
    if (mode == cucc__RN)
        return cucc__opaque(a + b);
    if (!cucc__isfinite(a) || !cucc__isfinite(b))
        return a + b;
    double e, s = cucc__two_sum(a, b, &e);
    if (!cucc__isfinite(s))
        return cucc__d_overflow(s, mode);
    return cucc__zero_sum(cucc__round_dir(s, cucc__sign(e), mode), a, b, mode);
}

__device__ inline double cucc__dmul(double a, double b, int mode)
{
    a = cucc__opaque(a);
    b = cucc__opaque(b);
    double r = cucc__opaque(a * b);
    if (mode == cucc__RN || !cucc__isfinite(a) || !cucc__isfinite(b) || a == 0 || b == 0)
        return r;
    if (!cucc__isfinite(r))
        return cucc__d_overflow(r, mode);
    cucc__f128 d = cucc__opaque((cucc__f128)a * (cucc__f128)b) - (cucc__f128)r; /* product exact */
    return cucc__round_dir(r, cucc__sign(d), mode);
}

__device__ inline double cucc__ddiv(double a, double b, int mode)
{
    a = cucc__opaque(a);
    b = cucc__opaque(b);
    double r = cucc__opaque(a / b);
    if (mode == cucc__RN || !cucc__isfinite(a) || !cucc__isfinite(b) || a == 0 || b == 0)
        return r;
    if (!cucc__isfinite(r))
        return cucc__d_overflow(r, mode);
    /* sign(a/b - r) = sign(a - r*b) * sign(b); r*b is exact in binary128. */
    cucc__f128 d = (cucc__f128)a - cucc__opaque((cucc__f128)r * (cucc__f128)b);
    int sigma = cucc__sign(d);
    return cucc__round_dir(r, b < 0 ? -sigma : sigma, mode);
}

__device__ inline double cucc__dsqrt(double a, int mode)
{
    a = cucc__opaque(a);
    double r = sqrt(a);
    if (mode == cucc__RN || !(a > 0) || !cucc__isfinite(a))
        return r;
    cucc__f128 d = (cucc__f128)a - cucc__opaque((cucc__f128)r * (cucc__f128)r);
    return cucc__round_dir(r, cucc__sign(d), mode);
}

__device__ inline double cucc__dfma(double a, double b, double c, int mode)
{
    a = cucc__opaque(a);
    b = cucc__opaque(b);
    c = cucc__opaque(c);
    double r = fma(a, b, c);
    if (mode == cucc__RN || !cucc__isfinite(a) || !cucc__isfinite(b) || !cucc__isfinite(c))
        return r;
    if (!cucc__isfinite(r))
        return cucc__d_overflow(r, mode);
    /* a*b + c = s + e exactly (binary128 TwoSum of the exact product and
     * c); s - r is exact, and when nonzero it outweighs e. */
    cucc__f128 p = cucc__opaque((cucc__f128)a * (cucc__f128)b);
    cucc__f128 s = cucc__opaque(p + (cucc__f128)c);
    cucc__f128 bb = cucc__opaque(s - p);
    cucc__f128 ab = cucc__opaque(s - bb);
    cucc__f128 e = cucc__opaque(p - ab) + cucc__opaque((cucc__f128)c - bb);
    cucc__f128 d = s - (cucc__f128)r;
    int sigma = d != 0 ? cucc__sign(d) : cucc__sign(e);
    if (r == 0 && sigma == 0 && mode == cucc__RD) {
        bool pz_plus = (a == 0 || b == 0) && cucc__signbit(a) == cucc__signbit(b);
        return (pz_plus && c == 0 && !cucc__signbit(c)) ? 0.0 : -0.0;
    }
    return cucc__round_dir(r, sigma, mode);
}

__device__ inline float cucc__fsub(float x, float y, int mode) { return cucc__fadd(x, -y, mode); }
__device__ inline double cucc__dsub(double x, double y, int mode) { return cucc__dadd(x, -y, mode); }
__device__ inline float cucc__frcp(float x, int mode) { return cucc__fdiv(1.0f, x, mode); }
__device__ inline double cucc__drcp(double x, int mode) { return cucc__ddiv(1.0, x, mode); }

/* The CUDA names: NAME_rn, NAME_rz, NAME_ru and NAME_rd of each operation. */
#define CUCC_ROUNDED(NAME, IMPL, T, _CuP, ...) \
    __device__ inline T NAME##_rn _CuP { return IMPL(__VA_ARGS__, cucc__RN); } \
    __device__ inline T NAME##_rz _CuP { return IMPL(__VA_ARGS__, cucc__RZ); } \
    __device__ inline T NAME##_ru _CuP { return IMPL(__VA_ARGS__, cucc__RU); } \
    __device__ inline T NAME##_rd _CuP { return IMPL(__VA_ARGS__, cucc__RD); }
CUCC_ROUNDED(__fadd, cucc__fadd, float, (float x, float y), x, y)
CUCC_ROUNDED(__fsub, cucc__fsub, float, (float x, float y), x, y)
CUCC_ROUNDED(__fmul, cucc__fmul, float, (float x, float y), x, y)
CUCC_ROUNDED(__fdiv, cucc__fdiv, float, (float x, float y), x, y)
CUCC_ROUNDED(__frcp, cucc__frcp, float, (float x), x)
CUCC_ROUNDED(__fsqrt, cucc__fsqrt, float, (float x), x)
CUCC_ROUNDED(__fmaf, cucc__fmaf, float, (float x, float y, float z), x, y, z)
CUCC_ROUNDED(__fmaf_ieee, cucc__fmaf, float, (float x, float y, float z), x, y, z)
CUCC_ROUNDED(__dadd, cucc__dadd, double, (double x, double y), x, y)
CUCC_ROUNDED(__dsub, cucc__dsub, double, (double x, double y), x, y)
CUCC_ROUNDED(__dmul, cucc__dmul, double, (double x, double y), x, y)
CUCC_ROUNDED(__ddiv, cucc__ddiv, double, (double x, double y), x, y)
CUCC_ROUNDED(__drcp, cucc__drcp, double, (double x), x)
CUCC_ROUNDED(__dsqrt, cucc__dsqrt, double, (double x), x)
CUCC_ROUNDED(__fma, cucc__dfma, double, (double x, double y, double z), x, y, z)

/* 1/sqrt(x) correctly rounded.  The double result is off by at most about
 * one double ulp, so only a value next to a float midpoint can round the
 * wrong way: compare x with 1/m^2 for the two midpoints m around f exactly
 * (m has 25 bits, so m*m is exact and fma gives the sign of x*m*m - 1). */
__device__ inline float __frsqrt_rn(float x)
{
    if (!(x > 0) || !cucc__isfinite(x))
        return 1.0f / sqrtf(x);
    float f = (float)(1.0 / sqrt(cucc__opaque((double)x)));
    double up = ((double)f + (double)cucc__nextup(f)) * 0.5;
    double lo = ((double)f + (double)cucc__nextdown(f)) * 0.5;
    if (fma((double)x, up * up, -1.0) < 0)
        return cucc__nextup(f);
    if (fma((double)x, lo * lo, -1.0) > 0)
        return cucc__nextdown(f);
    return f;
}

/* Conversions between floating-point formats and from integers ------------
 * The exact value is compared with the round-to-nearest result in a wider
 * type (double for floats; __int128 for integers). */
__device__ inline float cucc__d2f(double x, int mode)
{
    x = cucc__opaque(x);
    float f = (float)x;
    if (mode == cucc__RN || cucc__isnan(x))
        return f;
    double d = x - (double)f; /* -inf/+inf after an overflow: the sign is right */
    return cucc__round_dir(f, cucc__sign(d), mode);
}

template <class _CuF, class _CuI> __device__ inline _CuF cucc__i2f(_CuI x, int mode)
{
    _CuF f = (_CuF)x;
    if (mode == cucc__RN)
        return f;
    cucc__int128 back = (cucc__int128)f; /* f is an integer of at most 2^64 */
    return cucc__round_dir(f, (cucc__int128)x > back ? 1 : (cucc__int128)x < back ? -1 : 0, mode);
}

CUCC_ROUNDED(__double2float, cucc__d2f, float, (double x), x)
CUCC_ROUNDED(__int2float, cucc__i2f<float>, float, (int x), x)
CUCC_ROUNDED(__uint2float, cucc__i2f<float>, float, (unsigned int x), x)
CUCC_ROUNDED(__ll2float, cucc__i2f<float>, float, (long long int x), x)
CUCC_ROUNDED(__ull2float, cucc__i2f<float>, float, (unsigned long long int x), x)
CUCC_ROUNDED(__ll2double, cucc__i2f<double>, double, (long long int x), x)
CUCC_ROUNDED(__ull2double, cucc__i2f<double>, double, (unsigned long long int x), x)
__device__ inline double __int2double_rn(int x) { return (double)x; }
__device__ inline double __uint2double_rn(unsigned int x) { return (double)x; }

/* Conversions to integers ------------------------------------------------ */

/* x rounded to an integral value in `mode` (x not NaN). */
__device__ inline double cucc__rint(double x, int mode)
{
    if (!(__builtin_fabs(x) < 0x1p52))
        return x; /* already integral, or infinite */
    double t = (double)(long long)x; /* truncated */
    double f = x - t;               /* exact, |f| < 1, sign of x */
    switch (mode) {
    case cucc__RZ:
        return t;
    case cucc__RU:
        return f > 0 ? t + 1 : t;
    case cucc__RD:
        return f < 0 ? t - 1 : t;
    default: {
        bool odd = (long long)t & 1;
        if (f > 0.5 || (f == 0.5 && odd))
            return t + 1;
        if (f < -0.5 || (f == -0.5 && odd))
            return t - 1;
        return t;
    }
    }
}

/* Round, then clamp to [lo, hi] (as doubles: hi_excl is hi + 1, a power of
 * two); NaN gives nanval. */
template <class _CuI> __device__ inline _CuI cucc__f2i(double x, int mode, double lo, double hi_excl, _CuI lo_i, _CuI hi_i, _CuI nanval)
{
    if (cucc__isnan(x))
        return nanval;
    double r = cucc__rint(x, mode);
    if (r >= hi_excl)
        return hi_i;
    if (r <= lo)
        return lo_i;
    return (_CuI)r;
}

#define CUCC_F2I(NAME, _CuFT, IT, LO, HI_EXCL, LO_I, HI_I, NANV) \
    __device__ inline IT cucc__##NAME(_CuFT x, int mode) \
    { return cucc__f2i<IT>((double)x, mode, LO, HI_EXCL, LO_I, HI_I, NANV); } \
    CUCC_ROUNDED(__##NAME, cucc__##NAME, IT, (_CuFT x), x)
CUCC_F2I(float2int, float, int, -0x1p31, 0x1p31, (int)0x80000000, 0x7fffffff, 0)
CUCC_F2I(float2uint, float, unsigned int, 0.0, 0x1p32, 0u, 0xffffffffu, 0u)
CUCC_F2I(float2ll, float, long long int, -0x1p63, 0x1p63, (long long int)0x8000000000000000ull,
         0x7fffffffffffffffll, (long long int)0x8000000000000000ull)
CUCC_F2I(float2ull, float, unsigned long long int, 0.0, 0x1p64, 0ull, 0xffffffffffffffffull, 0x8000000000000000ull)
CUCC_F2I(double2int, double, int, -0x1p31, 0x1p31, (int)0x80000000, 0x7fffffff, (int)0x80000000)
CUCC_F2I(double2uint, double, unsigned int, 0.0, 0x1p32, 0u, 0xffffffffu, 0x80000000u)
CUCC_F2I(double2ll, double, long long int, -0x1p63, 0x1p63, (long long int)0x8000000000000000ull,
         0x7fffffffffffffffll, (long long int)0x8000000000000000ull)
CUCC_F2I(double2ull, double, unsigned long long int, 0.0, 0x1p64, 0ull, 0xffffffffffffffffull,
         0x8000000000000000ull)
#undef CUCC_F2I
#undef CUCC_ROUNDED

#endif
