/*
 * Host references for the half_*.cu and bf16_*.cu tests, written apart
 * from include/cucc/device_half.h (which computes in double):
 *
 *   ref_round       rounds an exact value N * 2^E (N a 128-bit integer)
 *                   to a 16-bit format in any mode, by integer shifts;
 *   ref_add ...     compute exact sums, products, quotients (with a
 *                   sticky bit) and fmas of 16-bit values in integers,
 *                   then ref_round them: a small soft-float;
 *   ref_convert     finds the rounding of a long double (every float,
 *                   double and 64-bit integer is exact in it) by binary
 *                   search over the format's values and exact compares.
 *
 * A format is (man, bias): binary16 (10, 15), bfloat16 (7, 127).  Modes
 * 0..3 are rn, rz, ru, rd.
 */
#ifndef HALF_REF_H
#define HALF_REF_H

#include <math.h>
#include <stdint.h>
#include <string.h>

typedef unsigned __int128 ref_u128;

enum { REF_RN, REF_RZ, REF_RU, REF_RD };

static inline int ref_top_bit(ref_u128 n)
{
    int p = 0;
    if (n >> 64) {
        p = 64;
        n >>= 64;
    }
    return p + 63 - __builtin_clzll((uint64_t)n);
}

static inline uint16_t ref_inf(int man, int bias) { return (uint16_t)((2 * bias + 1) << man); }

/* sign * N * 2^E (N > 0) rounded to the format. */
static inline uint16_t ref_round(int sign, ref_u128 n, int e, int man, int bias, int mode)
{
    uint16_t inf = ref_inf(man, bias), s = (uint16_t)(sign ? 0x8000 : 0);
    if (n == 0)
        return s;
    int p = ref_top_bit(n);       /* value in [2^(p+e), 2^(p+e+1)) */
    int exp = p + e;
    int emin = 1 - bias;
    int q_exp = (exp < emin ? emin : exp) - man; /* weight of the result's last bit */
    ref_u128 q;
    int cmp_half = -1, inexact = 0; /* remainder vs half an ulp: -1 below, 0 equal, 1 above */
    if (q_exp <= e) {
        q = n << (e - q_exp);
    } else {
        int sh = q_exp - e;
        if (sh > 127) {
            q = 0;
            inexact = 1;
        } else {
            q = n >> sh;
            ref_u128 rem = n - (q << sh);
            ref_u128 half = (ref_u128)1 << (sh - 1);
            inexact = rem != 0;
            cmp_half = rem < half ? -1 : rem > half ? 1 : 0;
        }
    }
    int up = 0;
    if (inexact) {
        if (mode == REF_RN)
            up = cmp_half > 0 || (cmp_half == 0 && (q & 1));
        else if (mode == REF_RU)
            up = !sign;
        else if (mode == REF_RD)
            up = sign;
    }
    q += up;
    /* q now has at most man + 2 bits; rebuild the encoding. */
    uint32_t bits;
    if (q >> (man + 1)) { /* carried into the next binade */
        q >>= 1;
        q_exp++;
    }
    if (q >> man)
        bits = (uint32_t)(q_exp + man + bias) << man | (uint32_t)(q & (((ref_u128)1 << man) - 1));
    else
        bits = (uint32_t)q; /* subnormal (q_exp is emin - man) */
    if (bits >= inf) {
        int to_inf = mode == REF_RN || (mode == REF_RU && !sign) || (mode == REF_RD && sign);
        bits = to_inf ? inf : inf - 1u;
    }
    return (uint16_t)(s | bits);
}

/* A decoded 16-bit value: kind 0 finite (value (-1)^sign * m * 2^e),
 * 1 infinity, 2 NaN. */
typedef struct {
    int kind, sign;
    uint32_t m;
    int e;
} ref_val;

static inline ref_val ref_decode(uint16_t h, int man, int bias)
{
    ref_val v;
    int ef = (h & 0x7fff) >> man;
    v.sign = h >> 15;
    v.m = h & ((1u << man) - 1);
    v.kind = 0;
    if (ef == 2 * bias + 1) {
        v.kind = v.m ? 2 : 1;
        v.e = 0;
        return v;
    }
    if (ef)
        v.m |= 1u << man;
    v.e = (ef ? ef : 1) - bias - man;
    return v;
}

/* Signed sum of x = sx*mx*2^ex and y; the exact value is represented as
 * (sign, N, E), with a far smaller operand replaced by a stand-in that
 * rounds the same way in every mode. */
static inline uint16_t ref_sum(int sx, ref_u128 mx, int ex, int sy, ref_u128 my, int ey, int man, int bias, int mode,
                        int zero_sign)
{
    if (mx == 0 && my == 0)
        return (uint16_t)(zero_sign ? 0x8000 : 0);
    if (mx == 0)
        return ref_round(sy, my, ey, man, bias, mode);
    if (my == 0)
        return ref_round(sx, mx, ex, man, bias, mode);
    if (ex < ey || (ex == ey && mx < my)) { /* x the operand of larger exponent */
        int ts = sx, te = ex;
        ref_u128 tm = mx;
        sx = sy; mx = my; ex = ey;
        sy = ts; my = tm; ey = te;
    }
    int d = ex - ey;
    __int128 a = sx ? -(__int128)mx : (__int128)mx, b = sy ? -(__int128)my : (__int128)my;
    __int128 r;
    int e;
    if (d + ref_top_bit(mx) <= 123) { /* exact in 126 bits */
        r = (a << d) + b;
        e = ey;
    } else {
        /* |y| < 2^(ex - sh): y moves x + y strictly inside one interval
         * of the grid 2^(ex - sh), far finer than the result's ulp, so
         * any stand-in of y's sign in that interval rounds the same. */
        int sh = 100 - ref_top_bit(mx);
        r = (a << sh) * 2 + (b > 0 ? 1 : -1);
        e = ex - sh - 1;
    }
    if (r == 0)
        return (uint16_t)(mode == REF_RD ? 0x8000 : 0);
    return ref_round(r < 0, (ref_u128)(r < 0 ? -r : r), e, man, bias, mode);
}

static inline uint16_t ref_add(uint16_t ha, uint16_t hb, int negate_b, int man, int bias)
{
    ref_val a = ref_decode(ha, man, bias), b = ref_decode(hb, man, bias);
    b.sign ^= negate_b;
    if (a.kind == 2 || b.kind == 2)
        return 0x7fff;
    if (a.kind == 1 && b.kind == 1)
        return a.sign == b.sign ? (uint16_t)(a.sign << 15 | ref_inf(man, bias)) : 0x7fff;
    if (a.kind == 1 || b.kind == 1)
        return (uint16_t)((a.kind == 1 ? a.sign : b.sign) << 15 | ref_inf(man, bias));
    return ref_sum(a.sign, a.m, a.e, b.sign, b.m, b.e, man, bias, REF_RN, a.sign && b.sign);
}

static inline uint16_t ref_mul(uint16_t ha, uint16_t hb, int man, int bias)
{
    ref_val a = ref_decode(ha, man, bias), b = ref_decode(hb, man, bias);
    int s = a.sign ^ b.sign;
    if (a.kind == 2 || b.kind == 2)
        return 0x7fff;
    if (a.kind == 1 || b.kind == 1) {
        if ((a.kind == 0 && a.m == 0) || (b.kind == 0 && b.m == 0))
            return 0x7fff;
        return (uint16_t)(s << 15 | ref_inf(man, bias));
    }
    return ref_round(s, (ref_u128)a.m * b.m, a.e + b.e, man, bias, REF_RN);
}

static inline uint16_t ref_div(uint16_t ha, uint16_t hb, int man, int bias)
{
    ref_val a = ref_decode(ha, man, bias), b = ref_decode(hb, man, bias);
    int s = a.sign ^ b.sign;
    if (a.kind == 2 || b.kind == 2 || (a.kind == 1 && b.kind == 1))
        return 0x7fff;
    if (a.kind == 1)
        return (uint16_t)(s << 15 | ref_inf(man, bias));
    if (b.kind == 1)
        return (uint16_t)(s << 15);
    if (b.m == 0)
        return a.m == 0 ? 0x7fff : (uint16_t)(s << 15 | ref_inf(man, bias));
    if (a.m == 0)
        return (uint16_t)(s << 15);
    ref_u128 num = (ref_u128)a.m << 80;
    ref_u128 q = num / b.m, rem = num % b.m;
    return ref_round(s, q * 2 + (rem != 0), a.e - b.e - 81, man, bias, REF_RN);
}

static inline uint16_t ref_fma(uint16_t ha, uint16_t hb, uint16_t hc, int man, int bias)
{
    ref_val a = ref_decode(ha, man, bias), b = ref_decode(hb, man, bias), c = ref_decode(hc, man, bias);
    int sp = a.sign ^ b.sign;
    uint16_t inf = ref_inf(man, bias);
    if (a.kind == 2 || b.kind == 2 || c.kind == 2)
        return 0x7fff;
    if (a.kind == 1 || b.kind == 1) {
        if ((a.kind == 0 && a.m == 0) || (b.kind == 0 && b.m == 0))
            return 0x7fff;
        if (c.kind == 1 && c.sign != sp)
            return 0x7fff;
        return (uint16_t)(sp << 15 | inf);
    }
    if (c.kind == 1)
        return (uint16_t)(c.sign << 15 | inf);
    return ref_sum(sp, (ref_u128)a.m * b.m, a.e + b.e, c.sign, c.m, c.e, man, bias, REF_RN, sp && c.sign);
}

/* The value of a 16-bit pattern as a long double (exact); infinity is
 * given as 2^(bias + 1), the first value past the largest finite one,
 * which is what rounding compares against. */
static inline long double ref_value(uint16_t h, int man, int bias)
{
    ref_val v = ref_decode(h, man, bias);
    long double x = v.kind == 1 ? ldexpl(1.0L, bias + 1) : ldexpl((long double)v.m, v.e);
    return v.sign ? -x : x;
}

/* The values of all non-negative patterns up to infinity, per format. */
static long double ref_tab_f16[0x7c01], ref_tab_bf16[0x7f81];
static inline long double ref_table_value(uint16_t h, int man, int bias)
{
    long double *t = man == 10 ? ref_tab_f16 : ref_tab_bf16;
    if (t[1] == 0)
        for (uint32_t i = 0; i <= ref_inf(man, bias); i++)
            t[i] = ref_value((uint16_t)i, man, bias);
    return t[h];
}

/* x (not NaN) rounded to the format in `mode`, by binary search for the
 * two neighbours of |x| and exact comparisons. */
static inline uint16_t ref_convert(long double x, int man, int bias, int mode)
{
    int sign = signbit(x) != 0;
    long double ax = fabsl(x);
    uint16_t inf = ref_inf(man, bias);
    if (isinf(x))
        return (uint16_t)(sign << 15 | inf);
    uint16_t lo = 0, hi = inf; /* value(lo) <= ax, answer in [lo, hi] */
    if (ax >= ref_table_value(inf, man, bias)) {
        lo = inf;
    } else {
        while (hi - lo > 1) {
            uint16_t mid = (uint16_t)((lo + hi) / 2);
            if (ref_table_value(mid, man, bias) <= ax)
                lo = mid;
            else
                hi = mid;
        }
    }
    uint16_t r;
    long double vlo = ref_table_value(lo, man, bias);
    if (lo == inf) {
        r = inf;
    } else if (vlo == ax) {
        r = lo;
    } else {
        uint16_t up = (uint16_t)(lo + 1);
        int m = mode;
        if (sign && m >= REF_RU)
            m = m == REF_RU ? REF_RD : REF_RU; /* directions mirror for negative x */
        if (m == REF_RZ || m == REF_RD)
            r = lo;
        else if (m == REF_RU)
            r = up;
        else {
            long double mid = (vlo + ref_table_value(up, man, bias)) / 2;
            r = ax < mid ? lo : ax > mid ? up : (lo & 1) ? up : lo;
        }
    }
    if (r == inf && !(mode == REF_RN || (mode == REF_RU && !sign) || (mode == REF_RD && sign)) && !isinf(x))
        r = (uint16_t)(inf - 1);
    return (uint16_t)(sign << 15 | r);
}

#endif
