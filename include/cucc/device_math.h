/*
 * The math library of device code (Programming Guide, "Mathematical
 * Functions"; CUDA Math API): what CUDA offers beyond the C library and
 * libstdc++, plus the fast single-precision intrinsics.
 *
 * The standard functions (sinf, exp, pow, erf, ...) are glibc's and
 * libstdc++'s, which give the float overloads of <cmath> (sqrt(float) is
 * float, as in CUDA) and are at least as accurate as CUDA's documented
 * bounds except where noted in docs/device-library.md.  Functions here are
 * computed in a wider format (double for float functions, x87 extended or
 * binary128 long double for double ones) so that they stay well inside
 * CUDA's bounds; special values follow CUDA (checked on an H200).
 * C++ only; included by cucc/device_functions.h.
 */
#ifndef CUCC_DEVICE_MATH_H
#define CUCC_DEVICE_MATH_H

#include <math.h>
#include <cmath>

#include "keywords.h"
#include "device_rounding.h"

/* C library functions less accurate than CUDA's bounds ----------------------
 * glibc 2.36 measured against binary128: tgammaf 6.2 ulp (CUDA: 5), tanhf
 * 2.1 (2), tanh 2.2 (1), cbrt 3.3 (1), exp10 1.9 (1), log10 1.5 (1).  These
 * weak definitions replace them for the whole program, host code included
 * (more accurate, never less; a program's own definition still wins), by
 * evaluating the next wider format's function: all round correctly in
 * practice (max 0.501 ulp).  The argument passes through a volatile so that
 * -ffast-math cannot narrow (float)tgamma((double)x) back into a call of
 * tgammaf itself. */
extern "C" {
__host__ __device__ __attribute__((weak)) float tgammaf(float x) noexcept
{
    volatile double w = x;
    return (float)tgamma(w);
}
__host__ __device__ __attribute__((weak)) float tanhf(float x) noexcept
{
    volatile double w = x;
    return (float)tanh(w);
}
__host__ __device__ __attribute__((weak)) double tanh(double x) noexcept
{
    volatile long double w = x;
    return (double)tanhl(w);
}
__host__ __device__ __attribute__((weak)) double cbrt(double x) noexcept
{
    volatile long double w = x;
    return (double)cbrtl(w);
}
__host__ __device__ __attribute__((weak)) double exp10(double x) noexcept
{
    volatile long double w = x;
    return (double)exp10l(w);
}
__host__ __device__ __attribute__((weak)) double log10(double x) noexcept
{
    volatile long double w = x;
    return (double)log10l(w);
}
}

/* Reciprocal roots -------------------------------------------------------- */

__host__ __device__ inline CUCC_TWIN_INLINE float rsqrtf(float x) { return (float)(1.0 / sqrt((double)x)); }
__host__ __device__ inline CUCC_TWIN_INLINE double rsqrt(double x) { return (double)(1.0L / sqrtl((long double)x)); }
__host__ __device__ inline CUCC_TWIN_INLINE float rsqrt(float x) { return rsqrtf(x); }
__host__ __device__ inline CUCC_TWIN_INLINE float rcbrtf(float x) { return (float)(1.0 / cbrt((double)x)); }
__host__ __device__ inline CUCC_TWIN_INLINE double rcbrt(double x) { return (double)(1.0L / cbrtl((long double)x)); }
__host__ __device__ inline CUCC_TWIN_INLINE float rcbrt(float x) { return rcbrtf(x); }

/* sin(pi x), cos(pi x) ------------------------------------------------------
 * x = n/2 + f exactly with |f| <= 1/4 and n = round(2x), then the quadrant
 * n mod 4 picks +-sin(pi f) or +-cos(pi f).  sinpi of an integer is a zero
 * with the sign of x, cospi of a half-integer is +0 (IEEE 754 sinPi/cosPi). */
__host__ __device__ inline CUCC_TWIN_INLINE void cucc__sincospi(double x, long double *s, long double *c)
{
    const long double pi = 3.14159265358979323846264338327950288L;
    if (!cucc__isfinite(x)) {
        *s = *c = __builtin_nanl("");
        return;
    }
    if (!(__builtin_fabs(x) < 0x1p62)) { /* an even integer */
        *s = copysignl(0.0L, (long double)x);
        *c = 1.0L;
        return;
    }
    long double n = nearbyintl(2 * x);
    long double f = x - n / 2;
    long double sp = sinl(pi * f), cp = cosl(pi * f);
    switch ((long long)n & 3) {
    case 0: *s = sp; *c = cp; break;
    case 1: *s = cp; *c = -sp; break;
    case 2: *s = -sp; *c = -cp; break;
    default: *s = -cp; *c = sp; break;
    }
    if (*s == 0)
        *s = copysignl(0.0L, x);
    if (*c == 0)
        *c = 0.0L;
}

__host__ __device__ inline CUCC_TWIN_INLINE double sinpi(double x)
{
    long double s, c;
    cucc__sincospi(x, &s, &c);
    return (double)s;
}
__host__ __device__ inline CUCC_TWIN_INLINE double cospi(double x)
{
    long double s, c;
    cucc__sincospi(x, &s, &c);
    return (double)c;
}
__host__ __device__ inline CUCC_TWIN_INLINE void sincospi(double x, double *sptr, double *cptr)
{
    long double s, c;
    cucc__sincospi(x, &s, &c);
    *sptr = (double)s;
    *cptr = (double)c;
}
__host__ __device__ inline CUCC_TWIN_INLINE float sinpif(float x) { return (float)sinpi((double)x); }
__host__ __device__ inline CUCC_TWIN_INLINE float cospif(float x) { return (float)cospi((double)x); }
__host__ __device__ inline CUCC_TWIN_INLINE void sincospif(float x, float *sptr, float *cptr)
{
    double s, c;
    sincospi((double)x, &s, &c);
    *sptr = (float)s;
    *cptr = (float)c;
}
__host__ __device__ inline CUCC_TWIN_INLINE float sinpi(float x) { return sinpif(x); }
__host__ __device__ inline CUCC_TWIN_INLINE float cospi(float x) { return cospif(x); }
__host__ __device__ inline CUCC_TWIN_INLINE void sincospi(float x, float *sptr, float *cptr) { sincospif(x, sptr, cptr); }

/* Float overloads CUDA adds for glibc's double-only GNU/POSIX functions. */
__host__ __device__ inline CUCC_TWIN_INLINE float exp10(float x) { return exp10f(x); }
__host__ __device__ inline CUCC_TWIN_INLINE void sincos(float x, float *sptr, float *cptr) { sincosf(x, sptr, cptr); }
__host__ __device__ inline CUCC_TWIN_INLINE float j0(float x) { return j0f(x); }
__host__ __device__ inline CUCC_TWIN_INLINE float j1(float x) { return j1f(x); }
__host__ __device__ inline CUCC_TWIN_INLINE float jn(int n, float x) { return jnf(n, x); }
__host__ __device__ inline CUCC_TWIN_INLINE float y0(float x) { return y0f(x); }
__host__ __device__ inline CUCC_TWIN_INLINE float y1(float x) { return y1f(x); }
__host__ __device__ inline CUCC_TWIN_INLINE float yn(int n, float x) { return ynf(n, x); }

/* Norms ---------------------------------------------------------------------
 * Sums of squares in long double neither overflow nor underflow for double
 * inputs and carry 11 extra bits; squares of floats are exact in double,
 * and the sum carries 29 extra bits.  An infinite component makes the norm
 * infinite even when another one is NaN (as on the GPU).  Acc is the type
 * the squares are summed in. */
template <class _CuAcc, class T> __host__ __device__ inline _CuAcc cucc__sumsq(int dim, const T *p, bool *inf)
{
    _CuAcc s = 0;
    *inf = false;
    for (int i = 0; i < dim; i++) {
        if (__builtin_isinf(p[i]))
            *inf = true;
        s += (_CuAcc)p[i] * p[i];
    }
    return s;
}
__host__ __device__ inline CUCC_TWIN_INLINE double cucc__norm(int dim, const double *p)
{
    bool inf;
    long double s = cucc__sumsq<long double>(dim, p, &inf);
    return inf ? HUGE_VAL : (double)sqrtl(s);
}
__host__ __device__ inline CUCC_TWIN_INLINE double cucc__rnorm(int dim, const double *p)
{
    bool inf;
    long double s = cucc__sumsq<long double>(dim, p, &inf);
    return inf ? 0.0 : (double)(1.0L / sqrtl(s));
}
__host__ __device__ inline CUCC_TWIN_INLINE double norm(int dim, const double *p) { return cucc__norm(dim, p); }
__host__ __device__ inline CUCC_TWIN_INLINE double rnorm(int dim, const double *p) { return cucc__rnorm(dim, p); }
__host__ __device__ inline CUCC_TWIN_INLINE double norm3d(double a, double b, double c)
{
    double v[3] = { a, b, c };
    return cucc__norm(3, v);
}
__host__ __device__ inline CUCC_TWIN_INLINE double rnorm3d(double a, double b, double c)
{
    double v[3] = { a, b, c };
    return cucc__rnorm(3, v);
}
__host__ __device__ inline CUCC_TWIN_INLINE double norm4d(double a, double b, double c, double d)
{
    double v[4] = { a, b, c, d };
    return cucc__norm(4, v);
}
__host__ __device__ inline CUCC_TWIN_INLINE double rnorm4d(double a, double b, double c, double d)
{
    double v[4] = { a, b, c, d };
    return cucc__rnorm(4, v);
}
__host__ __device__ inline CUCC_TWIN_INLINE double rhypot(double a, double b)
{
    double v[2] = { a, b };
    return cucc__rnorm(2, v);
}

/* Float norms: the squares are summed in double. */
__host__ __device__ inline CUCC_TWIN_INLINE float normf(int dim, const float *p)
{
    bool inf;
    double s = cucc__sumsq<double>(dim, p, &inf);
    return inf ? HUGE_VALF : (float)sqrt(s);
}
__host__ __device__ inline CUCC_TWIN_INLINE float rnormf(int dim, const float *p)
{
    bool inf;
    double s = cucc__sumsq<double>(dim, p, &inf);
    return inf ? 0.0f : (float)(1.0 / sqrt(s));
}
__host__ __device__ inline CUCC_TWIN_INLINE float norm3df(float a, float b, float c)
{
    float v[3] = { a, b, c };
    return normf(3, v);
}
__host__ __device__ inline CUCC_TWIN_INLINE float rnorm3df(float a, float b, float c)
{
    float v[3] = { a, b, c };
    return rnormf(3, v);
}
__host__ __device__ inline CUCC_TWIN_INLINE float norm4df(float a, float b, float c, float d)
{
    float v[4] = { a, b, c, d };
    return normf(4, v);
}
__host__ __device__ inline CUCC_TWIN_INLINE float rnorm4df(float a, float b, float c, float d)
{
    float v[4] = { a, b, c, d };
    return rnormf(4, v);
}
__host__ __device__ inline CUCC_TWIN_INLINE float rhypotf(float a, float b)
{
    float v[2] = { a, b };
    return rnormf(2, v);
}

/* Error function family ---------------------------------------------------- */

/* erfcx(x) = exp(x^2) erfc(x), evaluated in long double (erfc does not
 * underflow there before x ~ 106); for large x the asymptotic series
 * 1/(x sqrt(pi)) * sum (-1)^k (2k-1)!! / (2x^2)^k. */
__host__ __device__ inline CUCC_TWIN_INLINE long double cucc__erfcxl(long double x)
{
    if (x < 50)
        return expl(x * x) * erfcl(x);
    if (__builtin_isinf(x))
        return 0;
    long double t = 1, s = 1, q = 1 / (2 * x * x);
    for (int k = 1; k < 12; k++) {
        t *= -(2 * k - 1) * q;
        s += t;
    }
    return s / (x * 1.77245385090551602729816748334114518L);
}
__host__ __device__ inline CUCC_TWIN_INLINE double erfcx(double x) { return (double)cucc__erfcxl(x); }
__host__ __device__ inline CUCC_TWIN_INLINE float erfcxf(float x) { return (float)cucc__erfcxl(x); }
__host__ __device__ inline CUCC_TWIN_INLINE float erfcx(float x) { return erfcxf(x); }

/* normcdf(x) = erfc(-x / sqrt(2)) / 2; the scaling is done in long double
 * because erfc magnifies relative argument errors by 2t^2 in the tail. */
__host__ __device__ inline CUCC_TWIN_INLINE double normcdf(double x)
{
    return (double)(0.5L * erfcl(-(long double)x * 0.707106781186547524400844362104849039L));
}
__host__ __device__ inline CUCC_TWIN_INLINE float normcdff(float x) { return (float)normcdf((double)x); }
__host__ __device__ inline CUCC_TWIN_INLINE float normcdf(float x) { return normcdff(x); }

/*
 * Inverse error functions.  A closed-form first guess (Winitzki's
 * approximation, relative error ~2e-3) refined by Newton steps:
 *  - |x| <= 1/2 (erfinv): Halley steps on erf(y) - x;
 *  - tails (erfcinv(q), q <= 1/2, which also serves erfinv near +-1 through
 *    q = 1 - |x|, exact there): Newton steps on log(erfc(t)) - log(q),
 *    written as log(erfcx(t)) - t^2 so that subnormal q keep full accuracy.
 * `steps` trades accuracy for speed: 2 suffice for float results.
 */
__host__ __device__ inline CUCC_TWIN_INLINE double cucc__erfinv_guess(double lg1mx2, double ax)
{
    const double a = 0.147, k = 2 / (3.14159265358979323846 * a);
    double u = k + lg1mx2 / 2;
    double y = sqrt(sqrt(u * u - lg1mx2 / a) - u);
    return y > 0 ? y : ax * 0.886226925452758014;
}

__host__ __device__ inline CUCC_TWIN_INLINE double cucc__erfinv_center(double ax, int steps)
{
    if (ax < 0x1p-28)
        return ax * 0.886226925452758013649083741671; /* sqrt(pi)/2 */
    double y = ax < 0.05 ? ax * 0.886226925452758014 * (1 + 0.261799387799149436 * ax * ax) /* series */
                         : cucc__erfinv_guess(log1p(-ax * ax), ax);
    for (int i = 0; i < steps; i++) {
        double f = erf(y) - ax;
        double r = f / (1.12837916709551257390 * exp(-y * y)); /* f / f'(y) */
        y -= r / (1 + y * r);                                  /* Halley */
    }
    return y;
}

__host__ __device__ inline CUCC_TWIN_INLINE double cucc__erfcinv_tail(double q, int steps)
{
    double lq = log(q);
    double t = cucc__erfinv_guess(lq + log(2 - q), 1 - q);
    for (int i = 0; i < steps; i++) {
        double ex = (double)cucc__erfcxl(t);
        double g = log(ex) - t * t - lq;       /* log(erfc(t)) - log(q) */
        t += g * ex * 0.886226925452758013649; /* - g / g'(t) */
    }
    return t;
}

__host__ __device__ inline CUCC_TWIN_INLINE double cucc__erfinv(double x, int steps)
{
    if (cucc__isnan(x))
        return x;
    double ax = fabs(x);
    if (ax > 1)
        return NAN;
    if (ax == 1)
        return copysign(HUGE_VAL, x);
    if (x == 0)
        return x;
    double y = ax <= 0.5 ? cucc__erfinv_center(ax, steps) : cucc__erfcinv_tail(1 - ax, steps + 1);
    return copysign(y, x);
}

__host__ __device__ inline CUCC_TWIN_INLINE double cucc__erfcinv(double q, int steps)
{
    if (cucc__isnan(q))
        return q;
    if (q < 0 || q > 2)
        return NAN;
    if (q == 0)
        return HUGE_VAL;
    if (q == 2)
        return -HUGE_VAL;
    if (q <= 0.5)
        return cucc__erfcinv_tail(q, steps + 1);
    if (q < 1.5) {
        double x = 1 - q; /* exact */
        return x == 0 ? 0.0 : copysign(cucc__erfinv_center(fabs(x), steps), x);
    }
    return -cucc__erfcinv_tail(2 - q, steps + 1);
}

__host__ __device__ inline CUCC_TWIN_INLINE double erfinv(double x) { return cucc__erfinv(x, 3); }
__host__ __device__ inline CUCC_TWIN_INLINE double erfcinv(double x) { return cucc__erfcinv(x, 3); }
__host__ __device__ inline CUCC_TWIN_INLINE float erfinvf(float x) { return (float)cucc__erfinv(x, 2); }
__host__ __device__ inline CUCC_TWIN_INLINE float erfcinvf(float x) { return (float)cucc__erfcinv(x, 2); }
__host__ __device__ inline CUCC_TWIN_INLINE float erfinv(float x) { return erfinvf(x); }
__host__ __device__ inline CUCC_TWIN_INLINE float erfcinv(float x) { return erfcinvf(x); }

/* normcdfinv(p) = -sqrt(2) erfcinv(2p); 2p is exact. */
__host__ __device__ inline CUCC_TWIN_INLINE double normcdfinv(double p)
{
    double r = (double)(-1.41421356237309504880168872420969808L * (long double)cucc__erfcinv(2 * p, 3));
    return r == 0 ? 0.0 : r; /* +0 at p = 1/2 */
}
__host__ __device__ inline CUCC_TWIN_INLINE float normcdfinvf(float p)
{
    float r = (float)(-1.4142135623730951 * cucc__erfcinv(2.0 * p, 2));
    return r == 0 ? 0.0f : r;
}
__host__ __device__ inline CUCC_TWIN_INLINE float normcdfinv(float p) { return normcdfinvf(p); }

/* Modified Bessel functions I0, I1 --------------------------------------------
 * |x| < 25: the power series (all terms positive) in long double;
 * beyond, the asymptotic expansion
 *   I_nu(x) ~ e^x / sqrt(2 pi x) * sum_k prod_{j<=k} ((2j-1)^2 - 4nu^2) / (8 j x). */
__host__ __device__ inline CUCC_TWIN_INLINE long double cucc__bessel_i(int nu, long double ax)
{
    if (ax < 25) {
        long double q = ax * ax / 4, t = nu ? ax / 2 : 1, s = t;
        for (int k = 1; k < 200 && t > s * 1e-22L; k++) {
            t *= q / ((long double)k * (k + nu));
            s += t;
        }
        return s;
    }
    if (__builtin_isinf(ax))
        return ax;
    long double t = 1, s = 1, prev = 2;
    for (int k = 1; k < 60; k++) {
        long double m = (long double)(2 * k - 1) * (2 * k - 1) - 4 * nu * nu;
        long double nt = t * m / (8 * k * ax);
        if (fabsl(nt) >= fabsl(prev) || fabsl(nt) < 1e-22L)
            break;
        prev = t = nt;
        s += t;
    }
    long double h = expl(ax / 2); /* e^x in two halves: no early overflow */
    return h * (h * s / sqrtl(2 * 3.14159265358979323846264338327950288L * ax));
}
__host__ __device__ inline CUCC_TWIN_INLINE double cyl_bessel_i0(double x) { return (double)cucc__bessel_i(0, fabsl(x)); }
__host__ __device__ inline CUCC_TWIN_INLINE double cyl_bessel_i1(double x)
{
    return (double)copysignl(cucc__bessel_i(1, fabsl(x)), (long double)x);
}
__host__ __device__ inline CUCC_TWIN_INLINE float cyl_bessel_i0f(float x) { return (float)cyl_bessel_i0((double)x); }
__host__ __device__ inline CUCC_TWIN_INLINE float cyl_bessel_i1f(float x) { return (float)cyl_bessel_i1((double)x); }
__device__ inline CUCC_TWIN_INLINE float cyl_bessel_i0(float x) { return cyl_bessel_i0f(x); }
__device__ inline CUCC_TWIN_INLINE float cyl_bessel_i1(float x) { return cyl_bessel_i1f(x); }

/* Division ------------------------------------------------------------------ */

/* fdividef is the IEEE quotient unless -use_fast_math (then __fdividef). */
__host__ __device__ inline CUCC_TWIN_INLINE float fdividef(float x, float y) { return x / y; }

/* min / max ------------------------------------------------------------------
 * CUDA's overload set.  Mixed signed/unsigned arguments compare as
 * unsigned; the floating-point forms are fminf/fmax (a NaN operand loses)
 * and return the first operand when the two compare equal (+0 vs -0). */
__host__ __device__ inline CUCC_TWIN_INLINE int min(int a, int b) { return a < b ? a : b; }
__host__ __device__ inline CUCC_TWIN_INLINE unsigned int umin(unsigned int a, unsigned int b) { return a < b ? a : b; }
__host__ __device__ inline CUCC_TWIN_INLINE long long int llmin(long long int a, long long int b) { return a < b ? a : b; }
__host__ __device__ inline CUCC_TWIN_INLINE unsigned long long int ullmin(unsigned long long int a, unsigned long long int b)
{
    return a < b ? a : b;
}
__host__ __device__ inline CUCC_TWIN_INLINE int max(int a, int b) { return a > b ? a : b; }
__host__ __device__ inline CUCC_TWIN_INLINE unsigned int umax(unsigned int a, unsigned int b) { return a > b ? a : b; }
__host__ __device__ inline CUCC_TWIN_INLINE long long int llmax(long long int a, long long int b) { return a > b ? a : b; }
__host__ __device__ inline CUCC_TWIN_INLINE unsigned long long int ullmax(unsigned long long int a, unsigned long long int b)
{
    return a > b ? a : b;
}

#define CUCC_MINMAX(_CuR, _CuA, _CuB) \
    __host__ __device__ inline _CuR min(_CuA a, _CuB b) { return (_CuR)a < (_CuR)b ? (_CuR)a : (_CuR)b; } \
    __host__ __device__ inline _CuR max(_CuA a, _CuB b) { return (_CuR)a > (_CuR)b ? (_CuR)a : (_CuR)b; }
CUCC_MINMAX(unsigned int, unsigned int, unsigned int)
CUCC_MINMAX(unsigned int, int, unsigned int)
CUCC_MINMAX(unsigned int, unsigned int, int)
CUCC_MINMAX(long int, long int, long int)
CUCC_MINMAX(unsigned long int, unsigned long int, unsigned long int)
CUCC_MINMAX(unsigned long int, long int, unsigned long int)
CUCC_MINMAX(unsigned long int, unsigned long int, long int)
CUCC_MINMAX(long long int, long long int, long long int)
CUCC_MINMAX(unsigned long long int, unsigned long long int, unsigned long long int)
CUCC_MINMAX(unsigned long long int, long long int, unsigned long long int)
CUCC_MINMAX(unsigned long long int, unsigned long long int, long long int)
#undef CUCC_MINMAX

#define CUCC_FMINMAX(_CuR, _CuA, _CuB) \
    __host__ __device__ inline _CuR min(_CuA a, _CuB b) \
    { return ((_CuR)b < (_CuR)a || cucc__isnan((_CuR)a)) ? (_CuR)b : (_CuR)a; } \
    __host__ __device__ inline _CuR max(_CuA a, _CuB b) \
    { return ((_CuR)b > (_CuR)a || cucc__isnan((_CuR)a)) ? (_CuR)b : (_CuR)a; }
CUCC_FMINMAX(float, float, float)
CUCC_FMINMAX(double, double, double)
CUCC_FMINMAX(double, float, double)
CUCC_FMINMAX(double, double, float)
#undef CUCC_FMINMAX

/* Shifts in device code (src/emit/devcall.c): a count past the width of
 * the promoted left operand gives what a GPU's shl/shr give, the shift by
 * the width (0; -1 for a negative signed value shifted right); a negative
 * count is such a count (the instructions read it unsigned).  Operands of
 * other than integer types keep their own operator. */
template <class _CuT> struct cucc__shint { static const bool value = false; };
#define CUCC_SHINT(_CuX) template <> struct cucc__shint<_CuX> { static const bool value = true; };
CUCC_SHINT(bool) CUCC_SHINT(char) CUCC_SHINT(signed char) CUCC_SHINT(unsigned char)
CUCC_SHINT(short) CUCC_SHINT(unsigned short) CUCC_SHINT(int) CUCC_SHINT(unsigned)
CUCC_SHINT(long) CUCC_SHINT(unsigned long) CUCC_SHINT(long long) CUCC_SHINT(unsigned long long)
CUCC_SHINT(wchar_t) CUCC_SHINT(char16_t) CUCC_SHINT(char32_t)
#undef CUCC_SHINT
template <class _CuT> struct cucc__shint<const _CuT> : cucc__shint<_CuT> {};
template <class _CuT> struct cucc__shint<volatile _CuT> : cucc__shint<_CuT> {};
template <class _CuT> struct cucc__shint<const volatile _CuT> : cucc__shint<_CuT> {};
template <class _CuT> struct cucc__shint<_CuT &> : cucc__shint<_CuT> {};
template <class _CuT> struct cucc__shint<_CuT &&> : cucc__shint<_CuT> {};
template <bool _CuInt> struct cucc__sh_s {
    template <class _CuA, class _CuB>
    static constexpr auto l(_CuA &&a, _CuB &&b) -> decltype(static_cast<_CuA &&>(a) << static_cast<_CuB &&>(b))
    { return static_cast<_CuA &&>(a) << static_cast<_CuB &&>(b); }
    template <class _CuA, class _CuB>
    static constexpr auto r(_CuA &&a, _CuB &&b) -> decltype(static_cast<_CuA &&>(a) >> static_cast<_CuB &&>(b))
    { return static_cast<_CuA &&>(a) >> static_cast<_CuB &&>(b); }
};
template <> struct cucc__sh_s<true> {
    template <class _CuB> static constexpr bool past(_CuB b, unsigned bits)
    { return (unsigned long long)b >= bits; }
    template <class _CuA, class _CuB> static constexpr auto l(_CuA a, _CuB b) -> decltype(a << b)
    { return past(b, sizeof(decltype(a << b)) * 8) ? decltype(a << b)(0) : a << b; }
    template <class _CuA, class _CuB> static constexpr auto r(_CuA a, _CuB b) -> decltype(a >> b)
    {
        return past(b, sizeof(decltype(a >> b)) * 8)
                   ? (decltype(a >> b))(a) < (decltype(a >> b))(0) ? decltype(a >> b)(-1) : decltype(a >> b)(0)
                   : a >> b;
    }
};
template <class _CuA, class _CuB>
__host__ __device__ constexpr auto cucc__shl(_CuA &&a, _CuB &&b)
    -> decltype(static_cast<_CuA &&>(a) << static_cast<_CuB &&>(b))
{
    return cucc__sh_s<cucc__shint<_CuA>::value && cucc__shint<_CuB>::value>::l(static_cast<_CuA &&>(a),
                                                                          static_cast<_CuB &&>(b));
}
template <class _CuA, class _CuB>
__host__ __device__ constexpr auto cucc__shr(_CuA &&a, _CuB &&b)
    -> decltype(static_cast<_CuA &&>(a) >> static_cast<_CuB &&>(b))
{
    return cucc__sh_s<cucc__shint<_CuA>::value && cucc__shint<_CuB>::value>::r(static_cast<_CuA &&>(a),
                                                                          static_cast<_CuB &&>(b));
}

/* fmaxf, fminf, fmax, fmin as device code calls them --------------------------
 * The emitter renames these calls in device and __host__ __device__ bodies
 * (src/emit/devcall.c) to the inline forms below: on x86-64 the C
 * library's are calls, which keep gcc from vectorising a thread loop that
 * uses them (a row maximum, a ReLU, a clamp).  CUDA's results (an H100):
 * a NaN operand loses, and -0 counts as less than +0 (fmaxf(-0, +0) and
 * fmaxf(+0, -0) are +0, fminf of them -0; glibc returns the first).
 * Arguments of other types go to the C++ library's fmax/fmin. */
template <class _CuF, class U> __host__ __device__ inline _CuF cucc__fmax_as(_CuF a, _CuF b)
{
    U x, y;
    __builtin_memcpy(&x, &a, sizeof x);
    __builtin_memcpy(&y, &b, sizeof y);
    U z = x & y;    /* equal: the same, or +0 of +0 and -0 */
    _CuF r;
    __builtin_memcpy(&r, &z, sizeof r);
    /* selects, not || and ?: chains, so that gcc if-converts and vectorises */
    _CuF m = a > b ? a : b;
    m = a == b ? r : m;
    m = cucc__isnan(b) ? a : m;
    return cucc__isnan(a) ? b : m;
}
template <class _CuF, class U> __host__ __device__ inline _CuF cucc__fmin_as(_CuF a, _CuF b)
{
    U x, y;
    __builtin_memcpy(&x, &a, sizeof x);
    __builtin_memcpy(&y, &b, sizeof y);
    U z = x | y;    /* equal: the same, or -0 of +0 and -0 */
    _CuF r;
    __builtin_memcpy(&r, &z, sizeof r);
    _CuF m = a < b ? a : b;
    m = a == b ? r : m;
    m = cucc__isnan(b) ? a : m;
    return cucc__isnan(a) ? b : m;
}
__host__ __device__ inline CUCC_TWIN_INLINE float cucc__dev_fmaxf(float a, float b) { return cucc__fmax_as<float, unsigned>(a, b); }
__host__ __device__ inline CUCC_TWIN_INLINE float cucc__dev_fminf(float a, float b) { return cucc__fmin_as<float, unsigned>(a, b); }
/* expf in device code (src/emit/devcall.c renames the calls): inline and
 * free of branches, so that gcc vectorises the thread loops that call it
 * (glibc's is a call), and the same arithmetic whether vectorised or not,
 * so every SIMT strategy gets the same bits.  e^x = 2^(k/32) 2^t with k =
 * rint(32 x log2 e), |t| <= 1/64, in double: 2^(k/32) from a table of
 * 2^(j/32) (gathers when vectorised) with k/32's integer part added to the
 * exponent, 2^t - 1 by its Taylor polynomial of degree 4 (relative error
 * about 1e-12).  Off the correctly rounded float in about 3 of 10^7 floats
 * of [-110, 90], by 1 ulp (glibc's: 1 in 10^4; CUDA's expf: up to 2 ulp).
 * |x| past 104 (x < 0) or 90 (x > 0) is clamped on its bits first, which
 * keeps k in the double's exponent range and gives 0 or inf the same way;
 * a NaN passes through. */
constexpr double cucc__exp2_32[32] = {
    0x1.0000000000000p+0, 0x1.059b0d3158574p+0, 0x1.0b5586cf9890fp+0, 0x1.11301d0125b51p+0,
    0x1.172b83c7d517bp+0, 0x1.1d4873168b9aap+0, 0x1.2387a6e756238p+0, 0x1.29e9df51fdee1p+0,
    0x1.306fe0a31b715p+0, 0x1.371a7373aa9cbp+0, 0x1.3dea64c123422p+0, 0x1.44e086061892dp+0,
    0x1.4bfdad5362a27p+0, 0x1.5342b569d4f82p+0, 0x1.5ab07dd485429p+0, 0x1.6247eb03a5585p+0,
    0x1.6a09e667f3bcdp+0, 0x1.71f75e8ec5f74p+0, 0x1.7a11473eb0187p+0, 0x1.82589994cce13p+0,
    0x1.8ace5422aa0dbp+0, 0x1.93737b0cdc5e5p+0, 0x1.9c49182a3f090p+0, 0x1.a5503b23e255dp+0,
    0x1.ae89f995ad3adp+0, 0x1.b7f76f2fb5e47p+0, 0x1.c199bdd85529cp+0, 0x1.cb720dcef9069p+0,
    0x1.d5818dcfba487p+0, 0x1.dfc97337b9b5fp+0, 0x1.ea4afa2a490dap+0, 0x1.f50765b6e4540p+0
};
__host__ __device__ inline CUCC_TWIN_INLINE float cucc__dev_expf(float x)
{
    unsigned ix;
    __builtin_memcpy(&ix, &x, sizeof ix);
    unsigned ax = ix & 0x7fffffffu, lim = (ix >> 31) ? 0x42d00000u /* 104 */ : 0x42b40000u /* 90 */;
    ax = ax > lim && ax <= 0x7f800000u ? lim : ax;
    ix = (ix & 0x80000000u) | ax;
    float xc;
    __builtin_memcpy(&xc, &ix, sizeof xc);
    double z = (double)xc * (32 * 1.4426950408889634);
    double kd = z + 0x1.8p52;   /* rint(z) in the low bits of kd */
    unsigned long long kb, sb;
    __builtin_memcpy(&kb, &kd, sizeof kb);
    double t = (z - (kd - 0x1.8p52)) * (1.0 / 32);
    double q = 0x1.3b2ab6fba4e77p-7;            /* (ln 2)^4 / 4! */
    q = q * t + 0x1.c6b08d704a0c0p-5;           /* (ln 2)^3 / 3! */
    q = q * t + 0x1.ebfbdff82c58fp-3;           /* (ln 2)^2 / 2! */
    q = q * t + 0x1.62e42fefa39efp-1;           /* ln 2 */
    q = q * t;
    double s = cucc__exp2_32[kb & 31];
    __builtin_memcpy(&sb, &s, sizeof sb);
    sb += (kb >> 5) << 52;
    __builtin_memcpy(&s, &sb, sizeof s);
    return (float)(s + s * q);
}
template <class _CuR> struct cucc__fminmax {
    template <class _CuA, class _CuB> static _CuR max(_CuA a, _CuB b) { return fmax(a, b); }
    template <class _CuA, class _CuB> static _CuR min(_CuA a, _CuB b) { return fmin(a, b); }
};
template <> struct cucc__fminmax<float> {
    static float max(float a, float b) { return cucc__dev_fmaxf(a, b); }
    static float min(float a, float b) { return cucc__dev_fminf(a, b); }
};
template <> struct cucc__fminmax<double> {
    static double max(double a, double b) { return cucc__fmax_as<double, unsigned long long>(a, b); }
    static double min(double a, double b) { return cucc__fmin_as<double, unsigned long long>(a, b); }
};
template <class _CuA, class _CuB>
__host__ __device__ inline CUCC_TWIN_INLINE auto cucc__dev_fmax(_CuA a, _CuB b) -> decltype(fmax(a, b))
{
    return cucc__fminmax<decltype(fmax(a, b))>::max(a, b);
}
template <class _CuA, class _CuB>
__host__ __device__ inline CUCC_TWIN_INLINE auto cucc__dev_fmin(_CuA a, _CuB b) -> decltype(fmin(a, b))
{
    return cucc__fminmax<decltype(fmin(a, b))>::min(a, b);
}

/* Fast single-precision intrinsics -------------------------------------------
 * The GPU evaluates these with hardware approximations; the C library's
 * functions are more accurate, so they serve.  Special values follow the
 * GPU where its approximations differ from the C functions. */
/* The GPU's sine approximation flushes a subnormal argument to zero. */
__device__ inline CUCC_TWIN_INLINE float cucc__ftz_arg(float x) { return __builtin_fabsf(x) < FLT_MIN ? copysignf(0.0f, x) : x; }
__device__ inline CUCC_TWIN_INLINE float __sinf(float x) { return sinf(cucc__ftz_arg(x)); }
__device__ inline CUCC_TWIN_INLINE float __cosf(float x) { return cosf(x); }
__device__ inline CUCC_TWIN_INLINE float __tanf(float x) { return tanf(cucc__ftz_arg(x)); }
__device__ inline CUCC_TWIN_INLINE void __sincosf(float x, float *sptr, float *cptr) { sincosf(cucc__ftz_arg(x), sptr, cptr); }
__device__ inline CUCC_TWIN_INLINE float __expf(float x) { return cucc__dev_expf(x); }
__device__ inline CUCC_TWIN_INLINE float __exp10f(float x) { return exp10f(x); }
__device__ inline CUCC_TWIN_INLINE float __logf(float x) { return logf(x); }
__device__ inline CUCC_TWIN_INLINE float __log2f(float x) { return log2f(x); }
__device__ inline CUCC_TWIN_INLINE float __log10f(float x) { return log10f(x); }
__device__ inline CUCC_TWIN_INLINE float __tanhf(float x) { return tanhf(x); }
/* __powf is exp2(y * log2(x)) on the GPU: a negative x gives NaN, and
 * 0 * inf cases (x = 0 or inf with y = 0, x = 1 with y = inf) give NaN. */
__device__ inline CUCC_TWIN_INLINE float __powf(float x, float y) { return (float)exp2((double)y * log2((double)x)); }
/* x * (1/y), with the reciprocal flushed to zero when it is subnormal:
 * for 2^126 < |y| < 2^128 the result is 0 (NaN for infinite x). */
__device__ inline CUCC_TWIN_INLINE float __fdividef(float x, float y)
{
    float r = 1.0f / y;
    if (__builtin_fabsf(r) < FLT_MIN)
        r = copysignf(0.0f, r);
    return x * r;
}
__device__ inline CUCC_TWIN_INLINE float __saturatef(float x)
{
    if (cucc__isnan(x)) /* by the bits: also under -ffast-math */
        return 0.0f;
    return x > 0.0f ? (x < 1.0f ? x : 1.0f) : 0.0f;
}

#endif
