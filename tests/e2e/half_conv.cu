// cuda_fp16.h conversions against the independent references of
// half_ref.h: every half to float; float to half in the four rounding
// modes on all 2^19 sign/exponent/upper-mantissa prefixes of a float
// combined with the low-bit patterns that decide rounding (exact, just
// above exact, below, at and above the tie), plus random floats; double to
// half at and beside every midpoint; every 16-bit integer and 32/64-bit
// boundary and random integers to half in all modes; every half to every
// integer type in all modes.  Device results, and the host results of the
// __host__ __device__ functions, must equal the references bit for bit.
#include <cuda_fp16.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "half_ref.h"
#include "half_test.h"

#define F16 10, 15
#define NPAT 6
static const unsigned int low_patterns[NPAT] = {0, 1, 0x0fff, 0x1000, 0x1001, 0x1fff};

__global__ void half_to_float(float *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = __half2float(__ushort_as_half((unsigned short)i));
}

/* rn, rz, ru, rd, then __float2half and the converting constructor. */
__global__ void float_to_half(const float *in, unsigned short *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float x = in[i];
    unsigned short *o = out + 6 * i;
    o[0] = __half_as_ushort(__float2half_rn(x));
    o[1] = __half_as_ushort(__float2half_rz(x));
    o[2] = __half_as_ushort(__float2half_ru(x));
    o[3] = __half_as_ushort(__float2half_rd(x));
    o[4] = __half_as_ushort(__float2half(x));
    o[5] = __half_as_ushort(__half(x));
}

__global__ void double_to_half(const double *in, unsigned short *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = __half_as_ushort(__double2half(in[i]));
}

/* Every 16-bit pattern as a short and as an unsigned short. */
__global__ void short_to_half(unsigned short *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    short s = (short)i;
    unsigned short u = (unsigned short)i;
    unsigned short *o = out + 8 * i;
    o[0] = __half_as_ushort(__short2half_rn(s));
    o[1] = __half_as_ushort(__short2half_rz(s));
    o[2] = __half_as_ushort(__short2half_ru(s));
    o[3] = __half_as_ushort(__short2half_rd(s));
    o[4] = __half_as_ushort(__ushort2half_rn(u));
    o[5] = __half_as_ushort(__ushort2half_rz(u));
    o[6] = __half_as_ushort(__ushort2half_ru(u));
    o[7] = __half_as_ushort(__ushort2half_rd(u));
}

/* int, unsigned int, long long, unsigned long long, four modes each. */
__global__ void int_to_half(const long long *in, unsigned short *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    long long v = in[i];
    unsigned short *o = out + 16 * i;
    o[0] = __half_as_ushort(__int2half_rn((int)v));
    o[1] = __half_as_ushort(__int2half_rz((int)v));
    o[2] = __half_as_ushort(__int2half_ru((int)v));
    o[3] = __half_as_ushort(__int2half_rd((int)v));
    o[4] = __half_as_ushort(__uint2half_rn((unsigned int)v));
    o[5] = __half_as_ushort(__uint2half_rz((unsigned int)v));
    o[6] = __half_as_ushort(__uint2half_ru((unsigned int)v));
    o[7] = __half_as_ushort(__uint2half_rd((unsigned int)v));
    o[8] = __half_as_ushort(__ll2half_rn(v));
    o[9] = __half_as_ushort(__ll2half_rz(v));
    o[10] = __half_as_ushort(__ll2half_ru(v));
    o[11] = __half_as_ushort(__ll2half_rd(v));
    o[12] = __half_as_ushort(__ull2half_rn((unsigned long long)v));
    o[13] = __half_as_ushort(__ull2half_rz((unsigned long long)v));
    o[14] = __half_as_ushort(__ull2half_ru((unsigned long long)v));
    o[15] = __half_as_ushort(__ull2half_rd((unsigned long long)v));
}

/* Every half to every integer type: rn rz ru rd for short, ushort, int,
 * uint, ll, ull (24), then char_rz, uchar_rz and int(h) (the operator). */
#define NH2I 27
__global__ void half_to_int(long long *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    __half h = __ushort_as_half((unsigned short)i);
    long long *o = out + NH2I * i;
#define MODES(k, F) (o[k] = F##_rn(h), o[k + 1] = F##_rz(h), o[k + 2] = F##_ru(h), o[k + 3] = F##_rd(h))
    MODES(0, __half2short);
    MODES(4, __half2ushort);
    MODES(8, __half2int);
    MODES(12, __half2uint);
    MODES(16, __half2ll);
    MODES(20, __half2ull);
#undef MODES
    o[24] = __half2char_rz(h); o[25] = __half2uchar_rz(h); o[26] = (int)h;
}

/* Reference integer conversion: round v (exact) in mode, saturate to
 * [lo, hi], NaN gives nan_value. */
static long long ref_to_int(uint16_t h, int mode, long double lo, long double hi, long long nan_value)
{
    if ((h & 0x7fff) > 0x7c00)
        return nan_value;
    long double v = ref_value(h, F16);
    if ((h & 0x7fff) == 0x7c00)
        v = (h & 0x8000) ? -INFINITY : INFINITY;
    long double r = mode == REF_RN ? rintl(v) : mode == REF_RZ ? truncl(v) : mode == REF_RU ? ceill(v) : floorl(v);
    if (r > hi)
        r = hi;
    if (r < lo)
        r = lo;
    if (r >= 9223372036854775808.0L) /* ull max: keep the bits */
        return (long long)(unsigned long long)r;
    return (long long)r;
}

static void check_half_to_float(void)
{
    float *d = dev_alloc<float>(65536);
    half_to_float<<<256, 256>>>(d);
    CHECK(cudaGetLastError());
    static float out[65536];
    CHECK(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 65536; i++) {
        unsigned int want = (i & 0x7fff) > 0x7c00 ? 0x7fffffffu : fbits((float)ref_value((uint16_t)i, F16));
        if ((i & 0x7fff) == 0x7c00)
            want = (i & 0x8000) ? 0xff800000u : 0x7f800000u;
        EXPECT(fbits(out[i]) == want, "half2float(%04x) = %08x, want %08x\n", i, fbits(out[i]), want);
        float host = __half2float(__ushort_as_half((unsigned short)i));
        EXPECT(fbits(host) == want, "host half2float(%04x) = %08x, want %08x\n", i, fbits(host), want);
        EXPECT(fbits((float)__ushort_as_half((unsigned short)i)) == want, "operator float (%04x)\n", i);
    }
    CHECK(cudaFree(d));
}

static void check_float_to_half(void)
{
    int n = (1 << 19) * NPAT + 200000;
    float *in = (float *)malloc(n * sizeof(float));
    int k = 0;
    for (unsigned int prefix = 0; prefix < (1u << 19); prefix++)
        for (int p = 0; p < NPAT; p++)
            in[k++] = bitsf(prefix << 13 | low_patterns[p]);
    while (k < n)
        in[k++] = bitsf((unsigned int)rnd());
    float *din = dev_alloc<float>(n);
    unsigned short *dout = dev_alloc<unsigned short>(6 * (size_t)n);
    CHECK(cudaMemcpy(din, in, n * sizeof(float), cudaMemcpyHostToDevice));
    float_to_half<<<(n + 255) / 256, 256>>>(din, dout, n);
    CHECK(cudaGetLastError());
    unsigned short *out = (unsigned short *)malloc(6 * (size_t)n * sizeof(unsigned short));
    CHECK(cudaMemcpy(out, dout, 6 * (size_t)n * sizeof(unsigned short), cudaMemcpyDeviceToHost));
    static const char *names[4] = {"rn", "rz", "ru", "rd"};
    for (int i = 0; i < n; i++) {
        float x = in[i];
        for (int m = 0; m < 4; m++) {
            uint16_t want = isnan(x) ? 0x7fff : ref_convert(x, F16, m);
            EXPECT(out[6 * i + m] == want, "float2half_%s(%a = %08x) = %04x, want %04x\n", names[m], x, fbits(x),
                   out[6 * i + m], want);
            if (i % 7 == 0) { /* the host forms of the same functions */
                __half hh = m == 0 ? __float2half_rn(x) : m == 1 ? __float2half_rz(x)
                          : m == 2 ? __float2half_ru(x) : __float2half_rd(x);
                EXPECT(__half_as_ushort(hh) == want, "host float2half_%s(%08x) = %04x, want %04x\n", names[m],
                       fbits(x), __half_as_ushort(hh), want);
            }
        }
        EXPECT(out[6 * i + 4] == out[6 * i] && out[6 * i + 5] == out[6 * i],
               "__float2half / __half(float) differ from _rn for %08x\n", fbits(x));
    }
    free(in);
    free(out);
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
}

static void check_double_to_half(void)
{
    /* Each positive finite half's upper midpoint, one double ulp either
     * side of it, and random doubles around the half range. */
    int n = 3 * 0x7c00 * 2 + 100000;
    double *in = (double *)malloc(n * sizeof(double));
    int k = 0;
    for (int h = 0; h < 0x7c00; h++) {
        double mid = (double)((ref_value((uint16_t)h, F16) + ref_value((uint16_t)(h + 1), F16)) / 2);
        double c[3] = {mid, nextafter(mid, 0), nextafter(mid, INFINITY)};
        for (int j = 0; j < 3; j++) {
            in[k++] = c[j];
            in[k++] = -c[j];
        }
    }
    while (k < n) {
        double d = ldexp((double)(rnd() >> 11), -53 + (int)(rnd() % 50) - 30);
        in[k++] = (rnd() & 1) ? -d : d;
    }
    double *din = dev_alloc<double>(n);
    unsigned short *dout = dev_alloc<unsigned short>(n);
    CHECK(cudaMemcpy(din, in, n * sizeof(double), cudaMemcpyHostToDevice));
    double_to_half<<<(n + 255) / 256, 256>>>(din, dout, n);
    CHECK(cudaGetLastError());
    unsigned short *out = (unsigned short *)malloc(n * sizeof(unsigned short));
    CHECK(cudaMemcpy(out, dout, n * sizeof(unsigned short), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) {
        uint16_t want = ref_convert(in[i], F16, REF_RN);
        EXPECT(out[i] == want, "double2half(%a) = %04x, want %04x\n", in[i], out[i], want);
        if (i % 5 == 0)
            EXPECT(__half_as_ushort(__double2half(in[i])) == want, "host double2half(%a)\n", in[i]);
    }
    free(in);
    free(out);
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
}

static void check_int_to_half(void)
{
    unsigned short *ds = dev_alloc<unsigned short>(8 * 65536);
    short_to_half<<<256, 256>>>(ds);
    CHECK(cudaGetLastError());
    static unsigned short s[8 * 65536];
    CHECK(cudaMemcpy(s, ds, sizeof s, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 65536; i++)
        for (int m = 0; m < 4; m++) {
            uint16_t ws = ref_convert((short)i, F16, m), wu = ref_convert((unsigned short)i, F16, m);
            EXPECT(s[8 * i + m] == ws, "short2half mode %d (%d) = %04x, want %04x\n", m, (short)i, s[8 * i + m], ws);
            EXPECT(s[8 * i + 4 + m] == wu, "ushort2half mode %d (%d) = %04x, want %04x\n", m, i, s[8 * i + 4 + m], wu);
        }
    CHECK(cudaFree(ds));

    /* Boundaries of every width, powers of two and their neighbours, the
     * half overflow thresholds (65504, 65519, 65520, 65536), randoms. */
    int n = 0, cap = 20000;
    long long *in = (long long *)malloc(cap * sizeof(long long));
    long long specials[] = {0, 1, -1, 2047, 2048, 2049, 2050, 4097, 4098, 4099, 65504, 65505, 65519, 65520,
                            65521, 65535, 65536, 2147483647LL, -2147483647LL - 1, 4294967295LL,
                            9223372036854775807LL, -9223372036854775807LL - 1};
    for (size_t j = 0; j < sizeof specials / sizeof *specials; j++) {
        in[n++] = specials[j];
        in[n++] = -specials[j];
    }
    for (int b = 0; b < 64; b++)
        for (int d = -2; d <= 2; d++) {
            in[n++] = (long long)((1ull << b) + d);
            in[n++] = -(long long)((1ull << b) + d);
        }
    while (n < cap)
        in[n++] = (long long)(rnd() >> (rnd() % 64));
    long long *din = dev_alloc<long long>(n);
    unsigned short *dout = dev_alloc<unsigned short>(16 * n);
    CHECK(cudaMemcpy(din, in, n * sizeof(long long), cudaMemcpyHostToDevice));
    int_to_half<<<(n + 127) / 128, 128>>>(din, dout, n);
    CHECK(cudaGetLastError());
    unsigned short *out = (unsigned short *)malloc(16 * n * sizeof(unsigned short));
    CHECK(cudaMemcpy(out, dout, 16 * n * sizeof(unsigned short), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) {
        long long v = in[i];
        long double as[4] = {(long double)(int)v, (long double)(unsigned int)v, (long double)v,
                             (long double)(unsigned long long)v};
        for (int t = 0; t < 4; t++)
            for (int m = 0; m < 4; m++) {
                uint16_t want = ref_convert(as[t], F16, m);
                EXPECT(out[16 * i + 4 * t + m] == want, "int type %d mode %d (%lld) = %04x, want %04x\n", t, m, v,
                       out[16 * i + 4 * t + m], want);
            }
        EXPECT(__half_as_ushort(__ll2half_rn(v)) == ref_convert((long double)v, F16, REF_RN), "host ll2half_rn\n");
        EXPECT(__half_as_ushort(__ull2half_ru((unsigned long long)v)) ==
                   ref_convert((long double)(unsigned long long)v, F16, REF_RU), "host ull2half_ru\n");
        EXPECT(__half_as_ushort(__half(v)) == ref_convert((long double)v, F16, REF_RN), "__half(long long)\n");
    }
    free(in);
    free(out);
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
}

static void check_half_to_int(void)
{
    long long *d = dev_alloc<long long>((size_t)NH2I * 65536);
    half_to_int<<<256, 256>>>(d);
    CHECK(cudaGetLastError());
    long long *out = (long long *)malloc((size_t)NH2I * 65536 * sizeof(long long));
    CHECK(cudaMemcpy(out, d, (size_t)NH2I * 65536 * sizeof(long long), cudaMemcpyDeviceToHost));
    const long double lo[6] = {-32768.0L, 0, -2147483648.0L, 0, -9223372036854775808.0L, 0};
    const long double hi[6] = {32767.0L, 65535.0L, 2147483647.0L, 4294967295.0L, 9223372036854775807.0L,
                               18446744073709551615.0L};
    const long long nanv[6] = {0, 0, 0, 0, (long long)0x8000000000000000ull, (long long)0x8000000000000000ull};
    /* Device results as the type's value (the kernel stored each type). */
    for (int i = 0; i < 65536; i++) {
        uint16_t h = (uint16_t)i;
        for (int t = 0; t < 6; t++)
            for (int m = 0; m < 4; m++) {
                long long want = ref_to_int(h, m, lo[t], hi[t], nanv[t]);
                long long got = out[NH2I * i + 4 * t + (m == REF_RN ? 0 : m == REF_RZ ? 1 : m == REF_RU ? 2 : 3)];
                EXPECT(got == want, "half %04x to type %d mode %d = %lld, want %lld\n", i, t, m, got, want);
            }
        long long wc = ref_to_int(h, REF_RZ, -128, 127, 0), wuc = ref_to_int(h, REF_RZ, 0, 255, 0);
        long long wi = ref_to_int(h, REF_RZ, -2147483648.0L, 2147483647.0L, 0);
        EXPECT(out[NH2I * i + 24] == wc, "half2char_rz(%04x) = %lld, want %lld\n", i, out[NH2I * i + 24], wc);
        EXPECT(out[NH2I * i + 25] == wuc, "half2uchar_rz(%04x) = %lld, want %lld\n", i, out[NH2I * i + 25], wuc);
        EXPECT(out[NH2I * i + 26] == wi, "int(__half %04x) = %lld, want %lld\n", i, out[NH2I * i + 26], wi);
        __half hh = __ushort_as_half(h); /* host forms (_rz only) */
        EXPECT(__half2int_rz(hh) == wi && (int)hh == wi, "host half2int_rz(%04x)\n", i);
        EXPECT((long long)__half2ull_rz(hh) == ref_to_int(h, REF_RZ, lo[5], hi[5], nanv[5]), "host half2ull_rz\n");
    }
    free(out);
    CHECK(cudaFree(d));
}

int main(void)
{
    check_half_to_float();
    check_float_to_half();
    check_double_to_half();
    check_int_to_half();
    check_half_to_int();
    /* A few values a reader can check by eye. */
    EXPECT(__half_as_ushort(__float2half(65520.0f)) == 0x7c00, "65520 rounds to infinity\n");
    EXPECT(__half_as_ushort(__float2half_rz(65520.0f)) == 0x7bff, "rz keeps 65504\n");
    EXPECT(__half_as_ushort(__float2half(5.9604645e-8f)) == 0x0001, "2^-24 is the least subnormal\n");
    EXPECT(__half_as_ushort(__float2half(2.9802322e-8f)) == 0x0000, "2^-25 ties to +0\n");
    EXPECT(__half_as_ushort(__float2half(-NAN)) == 0x7fff, "NaN is canonical\n");
    if (failures) {
        printf("FAIL %ld mismatches\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
