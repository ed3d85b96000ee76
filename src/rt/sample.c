/*
 * The texture unit: addressing, filtering and format conversion with the
 * arithmetic of NVIDIA's hardware (Programming Guide, appendix "Texture
 * Fetching"), bit for bit as an H200 computes it.
 *
 * Coordinates.  A normalized coordinate is first rounded down to a
 * multiple of 2^-21 (denormals count as 0, NaN as 0) and then multiplied by
 * the size; an unnormalized one is used as it is.  Point sampling takes
 * floor(x); linear filtering takes xB = x - 0.5, i = floor(xB) and the
 * weight a = frac(xB) rounded to 8 fractional bits (half up), so a is 0..256
 * in units of 1/256: the appendix's "9-bit fixed point with 8 bits of
 * fractional value".  In clamp mode xB itself is clamped to [0, N-1] first
 * (which matters for 3D weights, below).  Wrap and mirror apply to texel
 * indices and only with normalized coordinates; without them they act as
 * clamp.  Border gives the border colour for every tap outside [0, N).
 *
 * Weights.  The taps' weights are integers in units of 1/256 that always
 * sum to 256.  In 2D, w(x1,y1) = round(a*b) half up, w(x1,y0) = a - w(x1,y1),
 * w(x0,y1) = b - w(x1,y1), w(x0,y0) = the rest.  In 3D the z weights (c,
 * 256-c) are split along x (the x1 part rounded half up, x0 the rest) and
 * each of those along y (rounded half up for x1, half down for x0).
 * A 1D array is a 2D texture one row high sampled at y = 0 (with
 * addressMode[1]), so linear filtering blends half of row -1 in: invisible
 * except in border mode, where half of the result is the border colour.
 * 1D layered arrays are sampled at the row's centre instead.
 *
 * Mipmaps: coordinates are always normalized; linear mipmap filtering
 * weighs the two levels like a third axis (z weights 256-f and f, f the
 * level-of-detail fraction in 8 bits), so a trilinear fetch has 8 taps.
 *
 * Values.  32-bit float texels: the exact sum of weight * texel / 256,
 * rounded to float once, ties away from zero.  8/16-bit integer texels read
 * as normalized floats go through a 16-bit pipeline: unsigned 8-bit values
 * are widened to 16 bits (v * 257), the weighted sum is rounded half up to a
 * 16-bit value N and the result is N / 65535 (N / 32767 for signed 16-bit,
 * no less than -1).  Half texels are aligned to the largest exponent among
 * the taps with 4 extra bits (cut toward zero), summed exactly and rounded
 * to a half, ties away.  Border colours are first converted to the texel
 * format.  Signed 8-bit filtering and sRGB filtering across steep jumps
 * are close (one unit in the last place) but not yet bit for bit.
 *
 * All of this was fitted to, and checked against, fetches recorded on an
 * H200 with CUDA 13 (tests/e2e/tex_h200_bits.cu keeps a sample of them).
 *
 * Everything here runs in device code (worker threads); it reads the
 * texture object and the texels and writes only *out.
 */
#include "texture.h"

#include <math.h>
#include <string.h>

#define FRAC_BITS 21
#define ONE ((int64_t)1 << FRAC_BITS)

/* Coordinates ----------------------------------------------------------- */

static float clean(float x)
{
    if (x != x || fabsf(x) < 0x1p-126f)
        return 0.0f;
    return x;
}

/* floor(d) for |d| < 2^62, without a libm call. */
static int64_t floor_i64(double d)
{
    int64_t v = (int64_t)d;
    return (double)v > d ? v - 1 : v;
}

/* x in texel space, as a fixed-point number with FRAC_BITS fraction bits. */
static int64_t texel_coord(float x, size_t n, int norm)
{
    double d = clean(x);
    if (norm) {
        /* Far outside [0, 1) every mode has settled (clamped, or a whole
         * number of periods), so large values may be pulled in. */
        if (d > 0x1p20)
            d = 0x1p20;
        if (d < -0x1p20)
            d = -0x1p20;
        return floor_i64(d * (double)ONE) * (int64_t)n;
    }
    if (d > 0x1p40)
        d = 0x1p40;
    if (d < -0x1p40)
        d = -0x1p40;
    return floor_i64(d * (double)ONE);
}

static int64_t floor_div_one(int64_t v)
{
    return v >= 0 ? v >> FRAC_BITS : -((-v + ONE - 1) >> FRAC_BITS);
}

/* The index an address mode gives for texel index i of an axis of n
 * texels; -1 for a border texel. */
static long long address(long long i, long long n, int mode, int norm)
{
    if (norm && mode == cudaAddressModeWrap) {
        long long m = i % n;
        return m < 0 ? m + n : m;
    }
    if (norm && mode == cudaAddressModeMirror) {
        long long m = i % (2 * n);
        if (m < 0)
            m += 2 * n;
        return m < n ? m : 2 * n - 1 - m;
    }
    if (mode == cudaAddressModeBorder)
        return i < 0 || i >= n ? -1 : i;
    return i < 0 ? 0 : i >= n ? n - 1 : i;
}

static int clamps(int mode, int norm)
{
    return mode == cudaAddressModeClamp || (!norm && mode != cudaAddressModeBorder);
}

/* One axis of a fetch: the first tap's index and the weight of the second
 * (0..256); for point sampling the index only. */
struct axis {
    long long i;
    int a;
};

static struct axis axis_point(float x, size_t n, int norm)
{
    struct axis r = { floor_div_one(texel_coord(x, n, norm)), 0 };
    return r;
}

static struct axis axis_linear(float x, size_t n, int mode, int norm)
{
    int64_t u = texel_coord(x, n, norm) - ONE / 2;
    if (clamps(mode, norm)) {
        int64_t hi = ((int64_t)n - 1) * ONE;
        u = u < 0 ? 0 : u > hi ? hi : u;
    }
    int64_t i = floor_div_one(u);
    int64_t f = u - i * ONE;
    struct axis r = { i, (int)((f + (1 << (FRAC_BITS - 9))) >> (FRAC_BITS - 8)) };
    return r;
}

/* Taps ------------------------------------------------------------------ */

#define MAX_TAPS 16

struct tap {
    const unsigned char *p; /* NULL: the border colour */
    int w;                  /* weight in 1/256 */
};

static const unsigned char *texel_at(const struct cucc__tex *t, const struct cucc__level *lv, long long i,
                                     long long j, long long k)
{
    if (i < 0 || j < 0 || k < 0)
        return NULL;
    return lv->data + (size_t)k * lv->slice + (size_t)j * lv->pitch + (size_t)i * (size_t)t->esize;
}

/* w * f / 256 rounded half up (up != 0) or half down. */
static int split(int w, int f, int up)
{
    return (2 * w * f + (up ? 256 : 255)) >> 9;
}

/* Appends the taps of a fetch at (x, y, z) on one level, their weights
 * summing to total (256, or a mipmap level's share).  dims is 2 or 3
 * (1D arrays are 2D); slice is the layer of layered textures. */
static int level_taps(const struct cucc__tex *t, const struct cucc__samp *s, const struct cucc__level *lv, int dims,
                      float x, float y, float z, long long slice, int total, struct tap *tp)
{
    int norm = s->normcoords;
    size_t n[3] = { lv->w, lv->h, dims == 3 ? lv->d : 1 };
    float c[3] = { x, y, z };
    if (!s->linear) {
        long long idx[3] = { 0, 0, slice };
        for (int d = 0; d < dims; d++)
            idx[d] = address(axis_point(c[d], n[d], norm).i, (long long)n[d], s->addr[d], norm);
        tp[0].p = texel_at(t, lv, idx[0], idx[1], idx[2]);
        tp[0].w = total;
        return 1;
    }
    struct axis ax[3];
    for (int d = 0; d < dims; d++)
        ax[d] = axis_linear(c[d], n[d], s->addr[d], norm);
    int nt = 0;
    int z1 = dims == 3 ? split(total, ax[2].a, 1) : 0;
    for (int zi = 0; zi < (dims == 3 ? 2 : 1); zi++) {
        int wz = zi ? z1 : total - z1;
        int x1 = split(wz, ax[0].a, 1);
        for (int xi = 0; xi < 2; xi++) {
            int wx = xi ? x1 : wz - x1;
            int y1 = split(wx, ax[1].a, xi);
            for (int yi = 0; yi < 2; yi++) {
                int w = yi ? y1 : wx - y1;
                if (w == 0)
                    continue;
                long long i = address(ax[0].i + xi, (long long)n[0], s->addr[0], norm);
                long long j = address(ax[1].i + yi, (long long)n[1], s->addr[1], norm);
                long long k = slice;
                if (dims == 3)
                    k = address(ax[2].i + zi, (long long)n[2], s->addr[2], norm);
                tp[nt].p = i < 0 || j < 0 || k < 0 ? NULL : texel_at(t, lv, i, j, k);
                tp[nt].w = w;
                nt++;
            }
        }
    }
    return nt;
}

/* Values ---------------------------------------------------------------- */

static float half_to_float(uint16_t h)
{
    unsigned s = (unsigned)(h >> 15) << 31, e = (h >> 10) & 31, m = h & 1023;
    uint32_t b;
    if (e == 31)
        b = s | 0x7f800000u | (m << 13);
    else if (e != 0)
        b = s | ((e + 112) << 23) | (m << 13);
    else if (m == 0)
        b = s;
    else {
        float f = ldexpf((float)m, -24);
        return s ? -f : f;
    }
    float f;
    memcpy(&f, &b, 4);
    return f;
}

/* The exponent of |v| as a half: [2^e, 2^(e+1)), at least -14. */
static int half_exp(double v)
{
    int e;
    frexp(fabs(v), &e);
    return e - 1 < -14 ? -14 : e - 1;
}

/* Rounds to a half, toward zero (rz) or to nearest with ties away. */
static double round_half(double d, int rz)
{
    double a = fabs(d);
    if (a == 0 || a != a || isinf(a))
        return d;
    double ulp = ldexp(1.0, half_exp(a) - 10);
    double m = a / ulp;
    m = rz ? floor(m) : floor(m + 0.5);
    double r = m * ulp;
    if (r > 65504)
        r = rz ? 65504 : INFINITY;
    return d < 0 ? -r : r;
}

/* Channel c of a texel as a 32-bit integer (sign- or zero-extended). */
static int32_t raw_int(const struct cucc__tex *t, const unsigned char *p, int c)
{
    switch (t->fmt) {
    case CUCC_TF_U8: return p[c];
    case CUCC_TF_S8: return (signed char)p[c];
    case CUCC_TF_U16: { uint16_t v; memcpy(&v, p + 2 * c, 2); return v; }
    case CUCC_TF_S16: { int16_t v; memcpy(&v, p + 2 * c, 2); return v; }
    default: { int32_t v; memcpy(&v, p + 4 * c, 4); return v; }
    }
}

static float raw_float(const struct cucc__tex *t, const unsigned char *p, int c)
{
    if (t->fmt == CUCC_TF_F16) {
        uint16_t h;
        memcpy(&h, p + 2 * c, 2);
        return half_to_float(h);
    }
    float f;
    memcpy(&f, p + 4 * c, 4);
    return f;
}

/* The border colour is converted to the texel format first: to the
 * nearest normalized integer (ties to even, in float arithmetic: 0.3 in an
 * 8-bit unsigned normalized texture reads back as 76/255), to a half
 * toward zero; integer formats read as integers get the colour's bits,
 * cut to the channel width. */
static int32_t border_int(int fmt, int readnorm, float b)
{
    if (readnorm) {
        float lo = fmt == CUCC_TF_U8 || fmt == CUCC_TF_U16 ? 0.0f : -1.0f, v = b != b ? 0.0f : b;
        v = v < lo ? lo : v > 1 ? 1 : v;
        float scale = fmt == CUCC_TF_U8 ? 255.0f : fmt == CUCC_TF_S8 ? 127.0f : fmt == CUCC_TF_U16 ? 65535.0f : 32767.0f;
        float m = v * scale; /* rounded to float, as the hardware does */
        return (int32_t)rintf(m);
    }
    uint32_t bits;
    memcpy(&bits, &b, 4);
    switch (fmt) {
    case CUCC_TF_U8: return (int32_t)(bits & 0xff);
    case CUCC_TF_S8: return (signed char)(bits & 0xff);
    case CUCC_TF_U16: return (int32_t)(bits & 0xffff);
    case CUCC_TF_S16: return (int16_t)(bits & 0xffff);
    default: return (int32_t)bits;
    }
}

static int32_t tap_int(const struct cucc__tex *t, const struct cucc__samp *s, const struct tap *tp, int c)
{
    return tp->p ? raw_int(t, tp->p, c) : border_int(t->fmt, s->readnorm, s->border[c]);
}

static double tap_float(const struct cucc__tex *t, const struct cucc__samp *s, const struct tap *tp, int c)
{
    if (tp->p)
        return raw_float(t, tp->p, c);
    return t->fmt == CUCC_TF_F16 ? round_half(s->border[c], 1) : s->border[c];
}

/* A texel read as a normalized float (point sampling). */
static float norm_value(int fmt, int32_t v)
{
    switch (fmt) {
    case CUCC_TF_U8: return (float)v / 255.0f;
    case CUCC_TF_U16: return (float)v / 65535.0f;
    case CUCC_TF_S8: return fmaxf((float)v / 127.0f, -1.0f);
    default: return fmaxf((float)v / 32767.0f, -1.0f);
    }
}

/* Rounds an exactly representable double to float, ties away from zero. */
static float round_rna(double d)
{
    double a = fabs(d);
    if (a == 0 || a != a)
        return (float)d;
    float r;
    if (a >= 0x1p-126) {
        uint64_t b;
        memcpy(&b, &a, 8);
        b += (uint64_t)1 << 28;
        b &= ~(((uint64_t)1 << 29) - 1);
        memcpy(&a, &b, 8);
        r = (float)a;
    } else {
        r = (float)(floor(a * 0x1p149 + 0.5) * 0x1p-149);
    }
    return d < 0 ? -r : r;
}

/* Exact sum of terms m * 2^e (m < 2^40, e >= -176) in a 384-bit two's
 * complement accumulator anchored at 2^-176, rounded to float with ties
 * away from zero.  Only used when the double sum below is not exact
 * (texels of wildly different magnitudes). */
#define ACC_LIMBS 6
#define ACC_ANCHOR 176

static void acc_negate(uint64_t *v)
{
    unsigned carry = 1;
    for (int k = 0; k < ACC_LIMBS; k++) {
        uint64_t x = ~v[k] + carry;
        carry = carry && x == 0;
        v[k] = x;
    }
}

static void acc_add(uint64_t *acc, int neg, uint64_t m, int e)
{
    uint64_t v[ACC_LIMBS] = { 0 };
    int sh = e + ACC_ANCHOR, l = sh / 64, b = sh % 64;
    v[l] = m << b;
    if (b && l + 1 < ACC_LIMBS)
        v[l + 1] = m >> (64 - b);
    if (neg)
        acc_negate(v);
    unsigned carry = 0;
    for (int k = 0; k < ACC_LIMBS; k++) {
        uint64_t s1 = acc[k] + v[k];
        unsigned c1 = s1 < v[k];
        uint64_t s2 = s1 + carry;
        unsigned c2 = s2 < s1;
        acc[k] = s2;
        carry = c1 | c2;
    }
}

static int acc_bit(const uint64_t *acc, int i)
{
    return i < 0 ? 0 : (int)((acc[i / 64] >> (i % 64)) & 1);
}

static float acc_round(uint64_t *acc)
{
    int neg = (int)(acc[ACC_LIMBS - 1] >> 63);
    if (neg)
        acc_negate(acc);
    int top = -1;
    for (int i = ACC_LIMBS * 64 - 1; i >= 0 && top < 0; i--)
        if (acc_bit(acc, i))
            top = i;
    if (top < 0)
        return 0.0f;
    int low = top - 23; /* lowest kept bit */
    if (low < ACC_ANCHOR - 149)
        low = ACC_ANCHOR - 149; /* subnormal floats */
    uint64_t m = 0;
    for (int i = top; i >= low; i--)
        m = m << 1 | (uint64_t)acc_bit(acc, i);
    m += (uint64_t)acc_bit(acc, low - 1);
    float r = ldexpf((float)m, low - ACC_ANCHOR);
    return neg ? -r : r;
}

/* sum(w_k * v_k) / 256 as a double, when that is exact. */
static int exact_sum(const double *v, const int *w, int n, double *out)
{
    double s = 0;
    for (int k = 0; k < n; k++) {
        double p = v[k] * w[k];
        double t = s + p, bp = t - s;
        if ((s - (t - bp)) + (p - bp) != 0)
            return 0;
        s = t;
    }
    *out = s / 256;
    return 1;
}

static float float_sum(const double *v, const int *w, int n)
{
    double s = 0;
    if (exact_sum(v, w, n, &s))
        return round_rna(s);
    for (int k = 0; k < n; k++)
        if (isinf(v[k]) || v[k] != v[k]) {
            s = 0;
            for (int j = 0; j < n; j++)
                s += v[j] * w[j];
            return (float)(s / 256);
        }
    uint64_t acc[ACC_LIMBS] = { 0 };
    for (int k = 0; k < n; k++) {
        if (v[k] == 0 || w[k] == 0)
            continue;
        int e;
        double fr = frexp(fabs(v[k]), &e);       /* |v| = fr * 2^e, fr in [0.5, 1) */
        uint64_t m = (uint64_t)ldexp(fr, 24);    /* floats have 24 significant bits */
        acc_add(acc, v[k] < 0, m * (uint64_t)w[k], e - 24 - 8);
    }
    return acc_round(acc);
}

/* Half texels: aligned to the largest exponent among the taps, with 4
 * bits below its last mantissa bit (the rest cut off toward zero), summed
 * exactly and rounded to a half, ties away from zero. */
static float half_sum(const double *v, const int *w, int n)
{
    int m = -100;
    for (int k = 0; k < n; k++) {
        if (isinf(v[k]) || v[k] != v[k])
            return (float)v[k];
        if (v[k] != 0 && half_exp(v[k]) > m)
            m = half_exp(v[k]);
    }
    if (m == -100)
        return 0.0f;
    double g = ldexp(1.0, m - 14), s = 0;
    for (int k = 0; k < n; k++)
        s += trunc(v[k] / g) * g * w[k];
    return (float)round_half(s / 256, 0);
}

/* sRGB textures (cudaTextureDesc.sRGB on 8-bit unsigned normalized data):
 * the H200's conversion of each 8-bit value to linear space, in units of
 * 1/65536, as recorded (a coarse version of the sRGB curve).  Alpha is not
 * converted.  Filtering blends the converted texels and rounds to 11
 * significant bits; this matches the hardware for neighbouring texels of
 * similar value, not yet for steep jumps. */
static const uint32_t srgb_table[256] = {
    0x0000, 0x0014, 0x0028, 0x003c, 0x0050, 0x0064, 0x0078, 0x008c, 0x00a0, 0x00b4, 0x00c8, 0x00dc,
    0x00f0, 0x0108, 0x0120, 0x0138, 0x0154, 0x0170, 0x018c, 0x01ac, 0x01cc, 0x01ec, 0x020c, 0x0230,
    0x0258, 0x027c, 0x02a4, 0x02d0, 0x02f8, 0x0324, 0x0354, 0x0380, 0x03b0, 0x03e8, 0x0418, 0x0450,
    0x0488, 0x04c0, 0x04f8, 0x0530, 0x0570, 0x05b0, 0x05f0, 0x0630, 0x0670, 0x06b8, 0x0700, 0x0748,
    0x0790, 0x07e0, 0x0830, 0x0880, 0x08d0, 0x0920, 0x0970, 0x09c0, 0x0a20, 0x0a80, 0x0ad0, 0x0b30,
    0x0b90, 0x0bf0, 0x0c50, 0x0cc0, 0x0d20, 0x0d80, 0x0e00, 0x0e60, 0x0ec0, 0x0f40, 0x0fa0, 0x1020,
    0x10a0, 0x1100, 0x1180, 0x1200, 0x1280, 0x1300, 0x1380, 0x1400, 0x1480, 0x1520, 0x15a0, 0x1620,
    0x16c0, 0x1740, 0x17e0, 0x1860, 0x1900, 0x19a0, 0x1a20, 0x1ac0, 0x1b60, 0x1c00, 0x1ca0, 0x1d40,
    0x1e00, 0x1e80, 0x1f40, 0x2000, 0x2080, 0x2140, 0x2200, 0x22c0, 0x2380, 0x2440, 0x2500, 0x25c0,
    0x2680, 0x2740, 0x2800, 0x28c0, 0x2980, 0x2a40, 0x2b00, 0x2c00, 0x2cc0, 0x2d80, 0x2e80, 0x2f40,
    0x3000, 0x3100, 0x31c0, 0x32c0, 0x3380, 0x3480, 0x3580, 0x3640, 0x3740, 0x3840, 0x3940, 0x3a00,
    0x3b00, 0x3c00, 0x3d00, 0x3e00, 0x3f00, 0x4000, 0x4100, 0x4200, 0x4300, 0x4400, 0x4500, 0x4680,
    0x4780, 0x4880, 0x4980, 0x4a80, 0x4c00, 0x4d00, 0x4e00, 0x4f00, 0x5080, 0x5180, 0x5280, 0x5400,
    0x5500, 0x5680, 0x5780, 0x5900, 0x5a00, 0x5b00, 0x5c80, 0x5e00, 0x5f00, 0x6080, 0x6180, 0x6300,
    0x6400, 0x6580, 0x6700, 0x6880, 0x6980, 0x6b00, 0x6c80, 0x6d80, 0x6f00, 0x7080, 0x7200, 0x7380,
    0x7500, 0x7680, 0x7800, 0x7900, 0x7b00, 0x7c00, 0x7e00, 0x7f00, 0x8100, 0x8200, 0x8400, 0x8500,
    0x8700, 0x8900, 0x8a00, 0x8c00, 0x8d00, 0x8f00, 0x9100, 0x9200, 0x9400, 0x9600, 0x9700, 0x9900,
    0x9b00, 0x9c00, 0x9e00, 0xa000, 0xa100, 0xa300, 0xa500, 0xa700, 0xa900, 0xaa00, 0xac00, 0xae00,
    0xb000, 0xb200, 0xb300, 0xb500, 0xb700, 0xb900, 0xbb00, 0xbd00, 0xbf00, 0xc100, 0xc300, 0xc500,
    0xc700, 0xc900, 0xcb00, 0xcd00, 0xcf00, 0xd100, 0xd300, 0xd500, 0xd700, 0xd900, 0xdb00, 0xdd00,
    0xdf00, 0xe100, 0xe300, 0xe500, 0xe800, 0xea00, 0xec00, 0xee00, 0xf000, 0xf200, 0xf400, 0xf600,
    0xfa00, 0xfc00, 0xfe00, 0x10000,
};

/* Combines the taps of a fetch into its result. */
static void resolve(const struct cucc__tex *t, const struct cucc__samp *s, const struct tap *tp, int nt, int blend,
                    union cucc__texel *out)
{
    memset(out, 0, sizeof *out);
    int isfloat = t->fmt == CUCC_TF_F32 || t->fmt == CUCC_TF_F16;
    /* Point sampling, or an integer texture (never filtered: a texture
     * reference set to linear gets the heaviest tap).  A filtered fetch
     * that lands on one texel still goes through the pipelines below. */
    if (!blend || (!isfloat && !s->readnorm)) {
        int best = 0;
        for (int k = 1; k < nt; k++)
            if (tp[k].w > tp[best].w)
                best = k;
        for (int c = 0; c < t->nch; c++) {
            if (s->srgb && c < 3)
                out->f[c] = (float)srgb_table[tap_int(t, s, &tp[best], c) & 255] / 65536.0f;
            else if (isfloat)
                out->f[c] = (float)tap_float(t, s, &tp[best], c);
            else if (s->readnorm)
                out->f[c] = norm_value(t->fmt, tap_int(t, s, &tp[best], c));
            else
                out->i[c] = tap_int(t, s, &tp[best], c);
        }
        return;
    }
    int w[MAX_TAPS];
    for (int k = 0; k < nt; k++)
        w[k] = tp[k].w;
    if (t->fmt == CUCC_TF_F32) {
        /* The common case, without the per-format dispatch. */
        for (int c = 0; c < t->nch; c++) {
            double v[MAX_TAPS];
            for (int k = 0; k < nt; k++) {
                float f = s->border[c];
                if (tp[k].p)
                    memcpy(&f, tp[k].p + 4 * c, 4);
                v[k] = f;
            }
            out->f[c] = float_sum(v, w, nt);
        }
        return;
    }
    for (int c = 0; c < t->nch; c++) {
        if (isfloat) {
            double v[MAX_TAPS];
            for (int k = 0; k < nt; k++)
                v[k] = tap_float(t, s, &tp[k], c);
            out->f[c] = t->fmt == CUCC_TF_F32 ? float_sum(v, w, nt) : half_sum(v, w, nt);
        } else if (s->srgb && c < 3) {
            double sum = 0;
            for (int k = 0; k < nt; k++)
                sum += (double)w[k] * srgb_table[tap_int(t, s, &tp[k], c) & 255];
            out->f[c] = (float)round_half(sum / (256.0 * 65536.0), 0);
        } else if (t->fmt == CUCC_TF_S8) {
            /* Not bit for bit yet (about 5% of fetches differ by one unit
             * of 1/32767): the exact weighted value in the 16-bit scale,
             * v * 32767 / 127, rounded half up. */
            int64_t num = 0, den = 127 * 256;
            for (int k = 0; k < nt; k++)
                num += (int64_t)w[k] * tap_int(t, s, &tp[k], c) * 32767;
            int64_t n2 = 2 * num + den;
            int64_t n = n2 >= 0 ? n2 / (2 * den) : -((-n2 + 2 * den - 1) / (2 * den));
            out->f[c] = fmaxf((float)n / 32767.0f, -1.0f);
        } else {
            int64_t sum = 0;
            for (int k = 0; k < nt; k++) {
                int32_t e = tap_int(t, s, &tp[k], c);
                sum += (int64_t)w[k] * (t->fmt == CUCC_TF_U8 ? e * 257 : e);
            }
            int64_t n = (sum + 128) >> 8;
            if (t->fmt == CUCC_TF_U8 || t->fmt == CUCC_TF_U16)
                out->f[c] = (float)n / 65535.0f;
            else
                out->f[c] = fmaxf((float)n / 32767.0f, -1.0f);
        }
    }
}

/* Cube maps (Programming Guide, "Cubemap Textures"): the face is the major
 * axis of (x, y, z); (s, t) in [0, 1] on it. */
static int cube_face(float x, float y, float z, float *s, float *t)
{
    float ax = fabsf(x), ay = fabsf(y), az = fabsf(z), ma, sc, tc;
    int face;
    /* Ties go to z, then y (as on an H200). */
    if (az >= ax && az >= ay) {
        face = z >= 0 ? 4 : 5;
        ma = az;
        sc = z >= 0 ? x : -x;
        tc = -y;
    } else if (ay >= ax) {
        face = y >= 0 ? 2 : 3;
        ma = ay;
        sc = x;
        tc = y >= 0 ? z : -z;
    } else {
        face = x >= 0 ? 0 : 1;
        ma = ax;
        sc = x >= 0 ? -z : z;
        tc = -y;
    }
    if (ma == 0)
        ma = 1;
    *s = (sc / ma + 1) * 0.5f;
    *t = (tc / ma + 1) * 0.5f;
    return face;
}

/* Layer indices are unsigned: a negative one is past the last layer and
 * clamps to it. */
static long long clamp_layer(int layer, size_t n)
{
    return (unsigned)layer >= n ? (long long)n - 1 : layer;
}

/* The taps of one level, by the resource's shape. */
static int shape_taps(const struct cucc__tex *t, const struct cucc__samp *s, unsigned level, float x, float y,
                      float z, int layer, int total, struct tap *tp)
{
    const struct cucc__level *lv = &t->lv[level];
    switch (t->shape) {
    case CUCC_SHAPE_1D:
        return level_taps(t, s, lv, 2, x, 0.0f, 0.0f, 0, total, tp);
    case CUCC_SHAPE_1D_LAYERED: /* unlike 1D arrays, sampled at the row's centre */
        return level_taps(t, s, lv, 2, x, 0.5f, 0.0f, clamp_layer(layer, lv->d), total, tp);
    case CUCC_SHAPE_2D_LAYERED:
        return level_taps(t, s, lv, 2, x, y, 0.0f, clamp_layer(layer, lv->d), total, tp);
    case CUCC_SHAPE_3D:
        return level_taps(t, s, lv, 3, x, y, z, 0, total, tp);
    case CUCC_SHAPE_CUBE:
    case CUCC_SHAPE_CUBE_LAYERED: {
        float fs, ft;
        int face = cube_face(x, y, z, &fs, &ft);
        long long base = t->shape == CUCC_SHAPE_CUBE_LAYERED ? 6 * clamp_layer(layer, lv->d / 6) : 0;
        struct cucc__samp cs = *s;
        cs.normcoords = 1;
        cs.addr[0] = cs.addr[1] = cudaAddressModeClamp;
        return level_taps(t, &cs, lv, 2, fs, ft, 0.0f, clamp_layer((int)(base + face), lv->d), total, tp);
    }
    default:
        return level_taps(t, s, lv, 2, x, y, 0.0f, 0, total, tp);
    }
}

void cucc__sample(const struct cucc__tex *t, const struct cucc__samp *s, int kind, float x, float y, float z,
                  int layer, float lod, union cucc__texel *out)
{
    if (t->shape == CUCC_SHAPE_LINEAR) {
        cucc__sample_fetch(t, s->readnorm, (long long)floorf(clean(x)), out);
        return;
    }
    struct tap tp[MAX_TAPS];
    int nt;
    if (!t->mipmapped) {
        nt = shape_taps(t, s, 0, x, y, z, layer, 256, tp);
        resolve(t, s, tp, nt, s->linear, out);
        return;
    }
    /* Mipmaps: coordinates are always normalized.  The level of detail
     * (0 without an explicit one) plus the bias, clamped, picks the level;
     * linear mipmap filtering weighs the two nearest levels by its
     * fraction (8 bits) like a third axis of a 3D texture. */
    struct cucc__samp ms = *s;
    ms.normcoords = 1;
    float l = ((kind & CUCC_TEX_LOD) ? clean(lod) : 0.0f) + s->lodbias;
    float hi = s->maxlod < (float)(t->nlevels - 1) ? s->maxlod : (float)(t->nlevels - 1);
    if (l > hi)
        l = hi;
    if (l < s->minlod)
        l = s->minlod;
    if (!(l > 0))
        l = 0;
    unsigned k = (unsigned)floorf(l);
    int f = (int)floorf((l - (float)k) * 256.0f + 0.5f);
    if (!s->miplinear) {
        k = (unsigned)floorf(l + 0.5f);
        f = 0;
    }
    if (f >= 256) {
        k++;
        f = 0;
    }
    if (k >= t->nlevels - 1) {
        k = t->nlevels - 1;
        f = 0;
    }
    nt = shape_taps(t, &ms, k, x, y, z, layer, 256 - f, tp);
    if (f)
        nt += shape_taps(t, &ms, k + 1, x, y, z, layer, f, tp + nt);
    resolve(t, &ms, tp, nt, s->linear || f, out);
}

void cucc__sample_fetch(const struct cucc__tex *t, int readnorm, long long i, union cucc__texel *out)
{
    memset(out, 0, sizeof *out);
    if (t->shape != CUCC_SHAPE_LINEAR || i < 0 || (unsigned long long)i >= t->nelems)
        return;
    const unsigned char *p = t->lv[0].data + (size_t)i * (size_t)t->esize;
    int isfloat = t->fmt == CUCC_TF_F32 || t->fmt == CUCC_TF_F16;
    for (int c = 0; c < t->nch; c++) {
        if (isfloat)
            out->f[c] = raw_float(t, p, c);
        else if (readnorm)
            out->f[c] = norm_value(t->fmt, raw_int(t, p, c));
        else
            out->i[c] = raw_int(t, p, c);
    }
}

/* tex2Dgather: channel comp of the four texels bilinear filtering would
 * use, in the order (i0, j1), (i1, j1), (i1, j0), (i0, j0). */
void cucc__sample_gather(const struct cucc__tex *t, const struct cucc__samp *s, float x, float y, int comp,
                         union cucc__texel *out)
{
    memset(out, 0, sizeof *out);
    if (t->shape == CUCC_SHAPE_LINEAR || comp < 0 || comp > 3 || comp >= t->nch)
        return;
    const struct cucc__level *lv = &t->lv[0];
    int norm = s->normcoords;
    struct axis ax = axis_linear(x, lv->w, s->addr[0], norm);
    struct axis ay = axis_linear(y, lv->h, s->addr[1], norm);
    static const int di[4] = { 0, 1, 1, 0 }, dj[4] = { 1, 1, 0, 0 };
    int isfloat = t->fmt == CUCC_TF_F32 || t->fmt == CUCC_TF_F16;
    for (int k = 0; k < 4; k++) {
        long long i = address(ax.i + di[k], (long long)lv->w, s->addr[0], norm);
        long long j = address(ay.i + dj[k], (long long)lv->h, s->addr[1], norm);
        struct tap tp = { i < 0 || j < 0 ? NULL : texel_at(t, lv, i, j, 0), 256 };
        if (isfloat)
            out->f[k] = (float)tap_float(t, s, &tp, comp);
        else if (s->readnorm)
            out->f[k] = norm_value(t->fmt, tap_int(t, s, &tp, comp));
        else
            out->i[k] = tap_int(t, s, &tp, comp);
    }
}
