/*
 * The arithmetic under cuda_fp16.h (__half, binary16) and cuda_bf16.h
 * (__nv_bfloat16, bfloat16): both are 16-bit IEEE-style formats handled
 * here on their bit patterns, with the format given as (stored mantissa
 * bits, exponent bias): binary16 (10, 15), bfloat16 (7, 127).
 *
 * Every result is computed exactly or in a wider format and rounded once
 * (cucc__to16), which is what the GPU's f16/bf16 instructions do:
 *
 *   conversions    from double, or from a float or 32-bit integer through
 *                  an exact double; 64-bit integers are first rounded to
 *                  53 bits "to odd" (cucc__u64_odd), and rounding to odd
 *                  at p+2 or more bits then to p bits is one correct
 *                  rounding (Boldo & Melquiond);
 *   + - * /, sqrt  in double.  A product of two 16-bit values is exact in
 *                  double; a sum, quotient or root rounded to double then
 *                  to 16 bits is correctly rounded, since 53 >= 2p + 2
 *                  (Figueroa, "When is double rounding innocuous?");
 *   fma            the exact product plus the third operand rounded to
 *                  odd in double (TwoSum), then rounded once.
 *
 * NaN results are the canonical NaN 0x7fff of both formats, as the GPU's
 * conversions and arithmetic produce.  Nothing here reads or changes the
 * host's floating-point environment, and results do not depend on it:
 * rounding is done on integer bits, the TwoSum terms pass through an
 * optimisation barrier (no re-association under -ffast-math), and float
 * subnormals reach double through their bits (cucc__f2d: -ffast-math's
 * DAZ flag would flush them in a conversion).
 *
 * Checked exhaustively against integer references (outside the test
 * suite, which samples): every float to both formats in every mode; all
 * 2^32 pairs of halves for +, * and /; 2^27 random fmas.  C++ only;
 * included by cuda_fp16.h and cuda_bf16.h.
 */
#ifndef CUCC_DEVICE_HALF_H
#define CUCC_DEVICE_HALF_H

#include <math.h>
#include <string.h>

#include "keywords.h"

/* Rounding modes of cucc__to16. */
enum { cucc__H_RN = 0, cucc__H_RZ = 1, cucc__H_RU = 2, cucc__H_RD = 3 };

/* The two formats, as (mantissa bits, bias) argument pairs. */
#define CUCC_FMT_F16 10, 15
#define CUCC_FMT_BF16 7, 127

__host__ __device__ inline unsigned long long cucc__h_dbits(double x)
{
    unsigned long long u;
    memcpy(&u, &x, 8);
    return u;
}
__host__ __device__ inline double cucc__h_bitsd(unsigned long long u)
{
    double x;
    memcpy(&x, &u, 8);
    return x;
}
__host__ __device__ inline unsigned int cucc__h_fbits(float x)
{
    unsigned int u;
    memcpy(&u, &x, 4);
    return u;
}
__host__ __device__ inline float cucc__h_bitsf(unsigned int u)
{
    float x;
    memcpy(&x, &u, 4);
    return x;
}

/* Hide a value from the optimiser (no folding or re-association through
 * it; free at run time). */
__host__ __device__ inline double cucc__h_opaque(double x)
{
#if defined(__x86_64__)
    __asm__("" : "+x"(x));
#elif defined(__aarch64__)
    __asm__("" : "+w"(x));
#else
    volatile double v = x;
    x = v;
#endif
    return x;
}

/* x rounded to the 16-bit format (man, bias) in `mode`: NaN gives 0x7fff,
 * overflow infinity or the largest finite value as IEEE 754 says for the
 * mode, results below the normal range are subnormal (no flushing). */
__host__ __device__ inline unsigned short cucc__to16(double x, int man, int bias, int mode)
{
    unsigned long long u = cucc__h_dbits(x);
    unsigned int sign = (unsigned int)(u >> 63);
    unsigned long long a = u & 0x7fffffffffffffffULL;
    unsigned int inf = (unsigned int)(2 * bias + 1) << man;
    unsigned int big = sign ? (mode == cucc__H_RZ || mode == cucc__H_RU ? inf - 1 : inf)
                            : (mode == cucc__H_RZ || mode == cucc__H_RD ? inf - 1 : inf);
    /* Results in the normal range, the common case: the double's exponent
     * and upper mantissa bits are the result's once the bias is changed. */
    if (a >= (unsigned long long)(1024 - bias) << 52 && a < (unsigned long long)(1024 + bias) << 52) {
        int sh = 52 - man;
        unsigned int bits = (unsigned int)(a >> sh) - ((unsigned int)(1023 - bias) << man);
        unsigned long long rest = a & ((1ULL << sh) - 1), half = 1ULL << (sh - 1);
        /* Without branches: rounding is data-dependent, hence unpredictable. */
        unsigned int up;
        switch (mode) {
        case cucc__H_RN: up = (unsigned int)(rest > half) | ((unsigned int)(rest == half) & bits & 1u); break;
        case cucc__H_RU: up = (unsigned int)(rest != 0) & (sign ^ 1u); break;
        case cucc__H_RD: up = (unsigned int)(rest != 0) & sign; break;
        default: up = 0; break;
        }
        bits += up;
        if (bits >= inf)
            bits = big;
        return (unsigned short)(sign << 15 | bits);
    }
    if (a > 0x7ff0000000000000ULL)
        return 0x7fff;
    if (a == 0x7ff0000000000000ULL)
        return (unsigned short)(sign << 15 | inf);
    if (a == 0)
        return (unsigned short)(sign << 15);
    int e = (int)(a >> 52);
    unsigned long long m = a & 0xfffffffffffffULL;
    if (e == 0)
        e = 1;
    else
        m |= 1ULL << 52;
    e -= 1023; /* |x| = m * 2^(e - 52), m < 2^53 */
    if (e > bias)
        return (unsigned short)(sign << 15 | big);
    int emin = 1 - bias;
    int eu = e > emin ? e : emin; /* the result's binade: ulp 2^(eu - man) */
    int s = eu - man - (e - 52);  /* bits of m below that ulp, >= 52 - man */
    unsigned long long q, rest, half;
    if (s >= 64) {
        q = 0;
        rest = 1; /* below half an ulp, not zero */
        half = 2;
    } else {
        q = m >> s;
        rest = m & ((1ULL << s) - 1);
        half = 1ULL << (s - 1);
    }
    bool up;
    switch (mode) {
    case cucc__H_RN: up = rest > half || (rest == half && (q & 1)); break;
    case cucc__H_RU: up = rest != 0 && !sign; break;
    case cucc__H_RD: up = rest != 0 && sign; break;
    default: up = false; break;
    }
    /* The encoding is monotonic: a carry out of the mantissa moves to the
     * next binade, and out of the largest one to infinity. */
    unsigned int bits = ((unsigned int)(eu + bias - 1) << man) + (unsigned int)q + (up ? 1u : 0u);
    if (bits >= inf)
        bits = big;
    return (unsigned short)(sign << 15 | bits);
}

/* a + b rounded to odd: the round-to-nearest sum, moved one ulp towards
 * the exact value when it is inexact and its last bit is even.  Finite
 * operands whose sum does not overflow. */
__host__ __device__ inline double cucc__h_odd_sum(double a, double b)
{
    double s = cucc__h_opaque(a + b);
    double bb = cucc__h_opaque(s - a);
    double aa = cucc__h_opaque(s - bb);
    double e = cucc__h_opaque(a - aa) + cucc__h_opaque(b - bb); /* TwoSum: s + e == a + b exactly */
    unsigned long long u = cucc__h_dbits(s);
    if (e != 0 && !(u & 1)) {
        if ((e > 0) == (s > 0))
            u++; /* away from zero */
        else
            u--;
    }
    return cucc__h_bitsd(u);
}

/* An integer magnitude as a double rounded to odd at 53 bits. */
__host__ __device__ inline double cucc__u64_odd(unsigned long long m)
{
    double scale = 1;
    unsigned long long sticky = 0;
    while (m >> 53) {
        sticky |= m & 1;
        m >>= 1;
        scale *= 2;
    }
    return (double)(m | sticky) * scale;
}

/* Integer -> 16-bit format in `mode`. */
__host__ __device__ inline unsigned short cucc__ll_to16(long long i, int man, int bias, int mode)
{
    unsigned long long m = i < 0 ? 0 - (unsigned long long)i : (unsigned long long)i;
    double d = cucc__u64_odd(m);
    return cucc__to16(i < 0 ? -d : d, man, bias, mode);
}
__host__ __device__ inline unsigned short cucc__ull_to16(unsigned long long i, int man, int bias, int mode)
{
    return cucc__to16(cucc__u64_odd(i), man, bias, mode);
}

/* binary16 -> float, exact; NaN gives the canonical float NaN 0x7fffffff
 * (its sign and payload are dropped, as CUDA's conversion does). */
__host__ __device__ inline float cucc__f16_to_f(unsigned short h)
{
    /* Each case's bits, chosen by masks: no branch, no select that gcc
     * leaves as control flow, so that loops of conversions vectorise. */
    const unsigned int em = h & 0x7fffu;
    const unsigned int normal = (em << 13) + 0x38000000u;     /* exponent + 112 */
    /* zero or subnormal: m * 2^-24, exact in float */
    const unsigned int sub = cucc__h_fbits((float)(int)em * 5.9604644775390625e-08f);
    const unsigned int is_sub = 0u - (unsigned int)(em < 0x400u);
    const unsigned int is_inf = 0u - (unsigned int)(em >= 0x7c00u);
    const unsigned int is_nan = 0u - (unsigned int)(em > 0x7c00u);
    unsigned int r = (normal & ~(is_sub | is_inf)) | (sub & is_sub) | (0x7f800000u & is_inf);
    r |= (unsigned int)(h & 0x8000u) << 16;
    return cucc__h_bitsf((r | is_nan) & ~(is_nan & 0x80000000u));
}

/* bfloat16 -> float: the upper half of a float (NaN payloads kept). */
__host__ __device__ inline float cucc__bf16_to_f(unsigned short h)
{
    return cucc__h_bitsf((unsigned int)h << 16);
}

/* A float as a double, exactly, also when the host treats subnormal
 * inputs as zero (-ffast-math sets the x86 DAZ flag, which would flush
 * float subnormals, bfloat16's among them, in the conversion). */
__host__ __device__ inline double cucc__f2d(float f)
{
    unsigned int u = cucc__h_fbits(f);
    if (u & 0x7f800000u)
        return (double)f;
    double d = (double)(u & 0x7fffffu) * 1.4012984643248171e-45; /* 2^-149 */
    return (u >> 31) ? -d : d;
}
__host__ __device__ inline double cucc__bf16_to_d(unsigned short h) { return cucc__f2d(cucc__bf16_to_f(h)); }

__host__ __device__ inline bool cucc__isnan16(unsigned short h, int man)
{
    return (h & 0x7fffu) > (0x7fffu >> man << man);
}

/* Round the finite value v to an integral value in `mode`. */
__host__ __device__ inline double cucc__h_rint(double v, int mode)
{
    if (!(v > -4503599627370496.0 && v < 4503599627370496.0)) /* |v| >= 2^52: integral */
        return v;
    double t = (double)(long long)v; /* truncation, exact */
    double d = v - t;
    if (d == 0 || mode == cucc__H_RZ)
        return t;
    if (mode == cucc__H_RU)
        return d > 0 ? t + 1 : t;
    if (mode == cucc__H_RD)
        return d < 0 ? t - 1 : t;
    double ad = d < 0 ? -d : d;
    if (ad > 0.5 || (ad == 0.5 && (long long)t % 2 != 0))
        return d < 0 ? t - 1 : t + 1;
    return t;
}

/* A 16-bit value h (v its value) to an integer type in `mode`, saturating
 * as the GPU's cvt does, NaN giving `nan`.  The type is a CUCC_INT_RANGE_*
 * argument list: lowest value and highest + 1 as doubles (exact), lowest
 * and highest as integers, the NaN result. */
#define CUCC_INT_RANGE_S8 -128.0, 128.0, -128LL, 127LL, 0LL
#define CUCC_INT_RANGE_U8 0.0, 256.0, 0LL, 255LL, 0LL
#define CUCC_INT_RANGE_S16 -32768.0, 32768.0, -32768LL, 32767LL, 0LL
#define CUCC_INT_RANGE_U16 0.0, 65536.0, 0LL, 65535LL, 0LL
#define CUCC_INT_RANGE_S32 -2147483648.0, 2147483648.0, -2147483647LL - 1, 2147483647LL, 0LL
#define CUCC_INT_RANGE_U32 0.0, 4294967296.0, 0LL, 4294967295LL, 0LL
#define CUCC_INT_RANGE_S64                                                                         \
    -9223372036854775808.0, 9223372036854775808.0, -9223372036854775807LL - 1, 9223372036854775807LL, \
        -9223372036854775807LL - 1
__host__ __device__ inline long long cucc__h_to_int(unsigned short h, double v, int man, int mode, double lo,
                                                    double hi_ex, long long lo_i, long long hi_i, long long nan)
{
    if (cucc__isnan16(h, man))
        return nan;
    double r = cucc__h_rint(v, mode);
    if (r >= hi_ex)
        return hi_i;
    if (r < lo)
        return lo_i;
    return (long long)r;
}
/* ... to unsigned long long: NaN gives 0x8000000000000000. */
__host__ __device__ inline unsigned long long cucc__h_to_uint64(unsigned short h, double v, int man, int mode)
{
    if (cucc__isnan16(h, man))
        return 0x8000000000000000ULL;
    double r = cucc__h_rint(v, mode);
    if (r >= 18446744073709551616.0)
        return 0xffffffffffffffffULL;
    if (r < 0)
        return 0;
    return (unsigned long long)r;
}

/* Integral rounding of a 16-bit value in its own format (hrint, hfloor,
 * ...): exact, NaN canonical, zeros keep their sign. */
__host__ __device__ inline unsigned short cucc__h_round_int16(unsigned short h, double v, int man, int bias,
                                                              int mode)
{
    if (cucc__isnan16(h, man))
        return 0x7fff;
    double r = cucc__h_rint(v, mode);
    unsigned short out = cucc__to16(r, man, bias, cucc__H_RN);
    return r == 0 ? (unsigned short)(h & 0x8000u) : out;
}

/* Ordering of 16-bit values by their bits (both encodings are
 * sign-magnitude and monotonic): -1, 0 or 1 as a < b, a == b (+0 == -0),
 * a > b, and 2 when either is a NaN.  No floating-point compare, so
 * -ffast-math cannot assume the NaNs away. */
__host__ __device__ inline int cucc__h16_cmp(unsigned short a, unsigned short b, int man)
{
    if (cucc__isnan16(a, man) || cucc__isnan16(b, man))
        return 2;
    int ka = (a & 0x8000u) ? -(int)(a & 0x7fffu) : (int)(a & 0x7fffu);
    int kb = (b & 0x8000u) ? -(int)(b & 0x7fffu) : (int)(b & 0x7fffu);
    return ka < kb ? -1 : ka > kb;
}

/* Maximum and minimum (__hmax, __hmin and their _nan forms): a NaN operand
 * gives the other one, or the canonical NaN when nan_wins or both are
 * NaN; +0 is above -0. */
__host__ __device__ inline unsigned short cucc__h16_max(unsigned short a, unsigned short b, int man, bool nan_wins)
{
    bool na = cucc__isnan16(a, man), nb = cucc__isnan16(b, man);
    if (na || nb)
        return (nan_wins || (na && nb)) ? 0x7fff : na ? b : a;
    int c = cucc__h16_cmp(a, b, man);
    if (c == 0)
        return (a & 0x8000u) ? b : a;
    return c > 0 ? a : b;
}
__host__ __device__ inline unsigned short cucc__h16_min(unsigned short a, unsigned short b, int man, bool nan_wins)
{
    bool na = cucc__isnan16(a, man), nb = cucc__isnan16(b, man);
    if (na || nb)
        return (nan_wins || (na && nb)) ? 0x7fff : na ? b : a;
    int c = cucc__h16_cmp(a, b, man);
    if (c == 0)
        return (a & 0x8000u) ? a : b;
    return c < 0 ? a : b;
}

/* Saturation to [+0, 1] of the _sat forms: NaN and negative values
 * (-0 included) give +0. */
__host__ __device__ inline unsigned short cucc__h16_sat(unsigned short h, int man, unsigned short one)
{
    if (cucc__isnan16(h, man) || (h & 0x8000u))
        return 0;
    return h > one ? one : h;
}

/* Negation and absolute value: sign-bit operations, NaN canonical (as
 * CUDA's __hneg and __habs give it). */
__host__ __device__ inline unsigned short cucc__h16_neg(unsigned short h, int man)
{
    return cucc__isnan16(h, man) ? (unsigned short)0x7fff : (unsigned short)(h ^ 0x8000u);
}
__host__ __device__ inline unsigned short cucc__h16_abs(unsigned short h, int man)
{
    return cucc__isnan16(h, man) ? (unsigned short)0x7fff : (unsigned short)(h & 0x7fffu);
}

/* fma(a, b, c) of 16-bit values given as exact doubles, rounded once. */
__host__ __device__ inline unsigned short cucc__h_fma(double a, double b, double c, int man, int bias)
{
    double p = a * b; /* exact: 2 * (man + 1) <= 53 bits */
    double t = p + c;
    if ((cucc__h_dbits(t) & 0x7ff0000000000000ULL) == 0x7ff0000000000000ULL) /* NaN or infinity */
        return cucc__to16(t, man, bias, cucc__H_RN);
    return cucc__to16(cucc__h_odd_sum(p, c), man, bias, cucc__H_RN);
}

#endif
