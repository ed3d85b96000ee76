// cuda_fp16.h arithmetic in device code against the integer soft-float of
// half_ref.h: every half against 16 chosen and random halves, and 600000
// random triples (two thirds of them with b near -a or c near -a*b, where
// cancellation and ties happen), through +, -, *, /, fma, the _sat and
// _relu forms, max/min with and without NaN propagation, the twelve
// comparisons and the operators, and the __half2 forms lane by lane.  The
// __host__ __device__ functions are also run on the host for a sample.
// Results must match bit for bit (every NaN result is the canonical 0x7fff).
#include <cuda_fp16.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "half_ref.h"
#define HALF_TEST_SEED 0x2545f4914f6cdd1dull
#include "half_test.h"

#define F16 10, 15

enum { ADD, SUB, MUL, DIV, FMA, MAX, MIN, MAXN, MINN, ADDS, SUBS, MULS, FMAS, RELU,
       OPADD, OPSUB, OPMUL, OPDIV, ADD2X, ADD2Y, FMA2X, FMA2Y, DIV2X, DIV2Y, NOUT };
static const char *names[NOUT] = {"add", "sub", "mul", "div", "fma", "max", "min", "max_nan", "min_nan",
                                  "add_sat", "sub_sat", "mul_sat", "fma_sat", "fma_relu", "op+", "op-",
                                  "op*", "op/", "hadd2.x", "hadd2.y", "hfma2.x", "hfma2.y", "h2div.x",
                                  "h2div.y"};
struct Out {
    unsigned short r[NOUT];
    unsigned int cmp; /* 12 intrinsics, 6 operators, 4 pair forms */
};

static __host__ __device__ unsigned int compare_bits(__half a, __half b)
{
    bool c[22] = {__heq(a, b), __hne(a, b), __hle(a, b), __hge(a, b), __hlt(a, b), __hgt(a, b),
                  __hequ(a, b), __hneu(a, b), __hleu(a, b), __hgeu(a, b), __hltu(a, b), __hgtu(a, b),
                  a == b, a != b, a <= b, a >= b, a < b, a > b,
                  /* pair forms on (a, a) vs (b, b) and (a, b) vs (b, a) */
                  __hbeq2(__half2half2(a), __half2half2(b)), __hblt2(__halves2half2(a, b), __halves2half2(b, a)),
                  __hbgeu2(__half2half2(a), __half2half2(b)),
                  __heq2_mask(__halves2half2(a, b), __halves2half2(b, a)) == 0xffffffffu};
    unsigned int bits = 0;
    for (int i = 0; i < 22; i++)
        bits |= (unsigned int)c[i] << i;
    return bits;
}

__global__ void arith(const unsigned short *in, Out *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    __half a = __ushort_as_half(in[3 * i]), b = __ushort_as_half(in[3 * i + 1]), c = __ushort_as_half(in[3 * i + 2]);
    unsigned short *r = out[i].r;
    r[ADD] = __half_as_ushort(__hadd(a, b));
    r[SUB] = __half_as_ushort(__hsub(a, b));
    r[MUL] = __half_as_ushort(__hmul(a, b));
    r[DIV] = __half_as_ushort(__hdiv(a, b));
    r[FMA] = __half_as_ushort(__hfma(a, b, c));
    r[MAX] = __half_as_ushort(__hmax(a, b));
    r[MIN] = __half_as_ushort(__hmin(a, b));
    r[MAXN] = __half_as_ushort(__hmax_nan(a, b));
    r[MINN] = __half_as_ushort(__hmin_nan(a, b));
    r[ADDS] = __half_as_ushort(__hadd_sat(a, b));
    r[SUBS] = __half_as_ushort(__hsub_sat(a, b));
    r[MULS] = __half_as_ushort(__hmul_sat(a, b));
    r[FMAS] = __half_as_ushort(__hfma_sat(a, b, c));
    r[RELU] = __half_as_ushort(__hfma_relu(a, b, c));
    r[OPADD] = __half_as_ushort(a + b);
    r[OPSUB] = __half_as_ushort(a - b);
    r[OPMUL] = __half_as_ushort(a * b);
    r[OPDIV] = __half_as_ushort(a / b);
    __half2 s = __hadd2(__halves2half2(a, b), __halves2half2(b, c));
    r[ADD2X] = __half_as_ushort(s.x);
    r[ADD2Y] = __half_as_ushort(s.y);
    __half2 f = __hfma2(__halves2half2(a, c), __halves2half2(b, b), __halves2half2(c, a));
    r[FMA2X] = __half_as_ushort(__low2half(f));
    r[FMA2Y] = __half_as_ushort(__high2half(f));
    __half2 q = __halves2half2(a, b) / __halves2half2(b, a);
    r[DIV2X] = __half_as_ushort(q.x);
    r[DIV2Y] = __half_as_ushort(q.y);
    out[i].cmp = compare_bits(a, b);
}

/* Host references built from half_ref.h. */
static int isnan16(uint16_t h) { return (h & 0x7fff) > 0x7c00; }
static uint16_t canon(uint16_t h) { return isnan16(h) ? 0x7fff : h; }
static long double val(uint16_t h) { return ref_value(h, F16); }
/* IEEE ordering with +0 above -0, for max/min. */
static int above(uint16_t a, uint16_t b)
{
    if (val(a) != val(b) || (a & 0x7fff) == 0x7c00 || (b & 0x7fff) == 0x7c00) {
        long double x = (a & 0x7fff) == 0x7c00 ? ((a & 0x8000) ? -INFINITY : INFINITY) : val(a);
        long double y = (b & 0x7fff) == 0x7c00 ? ((b & 0x8000) ? -INFINITY : INFINITY) : val(b);
        return x > y;
    }
    return !(a & 0x8000) && (b & 0x8000);
}
static uint16_t ref_max(uint16_t a, uint16_t b, int nan_wins)
{
    if (isnan16(a) || isnan16(b))
        return (nan_wins || (isnan16(a) && isnan16(b))) ? 0x7fff : isnan16(a) ? b : a;
    return above(b, a) ? b : a;
}
static uint16_t ref_min(uint16_t a, uint16_t b, int nan_wins)
{
    if (isnan16(a) || isnan16(b))
        return (nan_wins || (isnan16(a) && isnan16(b))) ? 0x7fff : isnan16(a) ? b : a;
    return above(a, b) ? b : a;
}
static uint16_t ref_sat(uint16_t h)
{
    if (isnan16(h) || (h & 0x8000))
        return 0;
    return h > 0x3C00 ? 0x3C00 : h;
}
static unsigned int ref_compare(uint16_t a, uint16_t b)
{
    int un = isnan16(a) || isnan16(b);
    long double x = (a & 0x7fff) == 0x7c00 ? ((a & 0x8000) ? -INFINITY : INFINITY) : val(a);
    long double y = (b & 0x7fff) == 0x7c00 ? ((b & 0x8000) ? -INFINITY : INFINITY) : val(b);
    int eq = !un && x == y, lt = !un && x < y, gt = !un && x > y;
    int c[22] = {eq, lt || gt, lt || eq, gt || eq, lt, gt, eq || un, !eq, !gt, !lt, lt || un, gt || un,
                 eq, !eq, lt || eq, gt || eq, lt, gt,
                 eq, lt && gt /* (a<b) and (b<a): never */, !lt, eq};
    unsigned int bits = 0;
    for (int i = 0; i < 22; i++)
        bits |= (unsigned int)c[i] << i;
    return bits;
}

static void reference(uint16_t a, uint16_t b, uint16_t c, uint16_t *r)
{
    r[ADD] = ref_add(a, b, 0, F16);
    r[SUB] = ref_add(a, b, 1, F16);
    r[MUL] = ref_mul(a, b, F16);
    r[DIV] = ref_div(a, b, F16);
    r[FMA] = ref_fma(a, b, c, F16);
    r[MAX] = ref_max(a, b, 0);
    r[MIN] = ref_min(a, b, 0);
    r[MAXN] = ref_max(a, b, 1);
    r[MINN] = ref_min(a, b, 1);
    r[ADDS] = ref_sat(r[ADD]);
    r[SUBS] = ref_sat(r[SUB]);
    r[MULS] = ref_sat(r[MUL]);
    r[FMAS] = ref_sat(r[FMA]);
    r[RELU] = isnan16(r[FMA]) ? 0x7fff : ref_max(r[FMA], 0, 0);
    r[OPADD] = r[ADD];
    r[OPSUB] = r[SUB];
    r[OPMUL] = r[MUL];
    r[OPDIV] = r[DIV];
    r[ADD2X] = r[ADD];
    r[ADD2Y] = ref_add(b, c, 0, F16);
    r[FMA2X] = r[FMA];
    r[FMA2Y] = ref_fma(c, b, a, F16);
    r[DIV2X] = r[DIV];
    r[DIV2Y] = ref_div(b, a, F16);
}

int main(void)
{
    /* Halves chosen for b: zeros, the extreme subnormals and normals,
     * one, the largest value, infinities, NaNs, and randoms. */
    const unsigned short chosen[] = {0x0000, 0x8000, 0x0001, 0x83ff, 0x0400, 0x3c00, 0xbc00, 0x7bff,
                                     0xfbff, 0x7c00, 0xfc00, 0x7e00, 0xfd01, 0x3555, 0x4248, 0xc0f1};
    const int nchosen = sizeof chosen / sizeof *chosen;
    int nrand = 600000;
    int n = 65536 * nchosen + nrand;
    unsigned short *in = (unsigned short *)malloc(3 * (size_t)n * sizeof(unsigned short));
    int k = 0;
    for (int a = 0; a < 65536; a++)
        for (int j = 0; j < nchosen; j++) {
            in[3 * k] = (unsigned short)a;
            in[3 * k + 1] = chosen[j];
            in[3 * k + 2] = (unsigned short)rnd();
            k++;
        }
    while (k < n) {
        unsigned long long r = rnd();
        uint16_t a = (uint16_t)r, b = (uint16_t)(r >> 16), c = (uint16_t)(r >> 32);
        int near = (int)((r >> 48) % 9) - 4;
        if (k % 3 == 1)
            b = (uint16_t)((a ^ 0x8000) + near); /* b near -a: cancellation */
        if (k % 3 == 2 && !isnan16(a) && !isnan16(b)) {
            uint16_t p = ref_mul(a, b, F16); /* c near -a*b */
            if ((p & 0x7fff) < 0x7c00)
                c = (uint16_t)((p ^ 0x8000) + near);
        }
        in[3 * k] = a;
        in[3 * k + 1] = b;
        in[3 * k + 2] = c;
        k++;
    }
    unsigned short *din;
    Out *dout;
    CHECK(cudaMalloc(&din, 3 * (size_t)n * sizeof(unsigned short)));
    CHECK(cudaMalloc(&dout, (size_t)n * sizeof(Out)));
    CHECK(cudaMemcpy(din, in, 3 * (size_t)n * sizeof(unsigned short), cudaMemcpyHostToDevice));
    arith<<<(n + 255) / 256, 256>>>(din, dout, n);
    CHECK(cudaGetLastError());
    Out *out = (Out *)malloc((size_t)n * sizeof(Out));
    CHECK(cudaMemcpy(out, dout, (size_t)n * sizeof(Out), cudaMemcpyDeviceToHost));

    long nan_results = 0, ties_exercised = 0;
    for (int i = 0; i < n; i++) {
        uint16_t a = in[3 * i], b = in[3 * i + 1], c = in[3 * i + 2];
        uint16_t want[NOUT];
        reference(a, b, c, want);
        for (int j = 0; j < NOUT; j++)
            EXPECT(out[i].r[j] == want[j], "%s(%04x, %04x, %04x) = %04x, want %04x\n", names[j], a, b, c,
                   out[i].r[j], want[j]);
        unsigned int wc = ref_compare(a, b);
        EXPECT(out[i].cmp == wc, "compare(%04x, %04x) = %06x, want %06x\n", a, b, out[i].cmp, wc);
        nan_results += want[ADD] == 0x7fff;
        if (!isnan16(a) && !isnan16(b) && (b & 0x7fff) != 0x7c00 && (a & 0x7fff) != 0x7c00) {
            /* a + b exactly halfway between two halves: ties to even */
            long double s = val(a) + val(b), r = val(want[ADD]);
            ties_exercised += (want[ADD] & 0x7fff) < 0x7c00 && fabsl(s - r) > 0 &&
                              fabsl(s - r) == fabsl(val((uint16_t)(want[ADD] ^ 1)) - s);
        }
        if (i % 13 == 0) { /* the same __host__ __device__ functions on the host */
            __half ha = __ushort_as_half(a), hb = __ushort_as_half(b);
            EXPECT(canon(__half_as_ushort(__hadd(ha, hb))) == want[ADD], "host hadd %04x %04x\n", a, b);
            EXPECT(canon(__half_as_ushort(ha * hb)) == want[MUL], "host op* %04x %04x\n", a, b);
            EXPECT(canon(__half_as_ushort(__hdiv(ha, hb))) == want[DIV], "host hdiv %04x %04x\n", a, b);
            EXPECT(__half_as_ushort(__hmax(ha, hb)) == want[MAX], "host hmax %04x %04x\n", a, b);
            EXPECT(__half_as_ushort(__hsub_sat(ha, hb)) == want[SUBS], "host hsub_sat %04x %04x\n", a, b);
            EXPECT(compare_bits(ha, hb) == wc, "host compare %04x %04x\n", a, b);
        }
    }
    /* The inputs must reach the cases that matter. */
    EXPECT(nan_results > 1000 && ties_exercised > 1000, "coverage: %ld NaN results, %ld ties\n", nan_results,
           ties_exercised);
    free(in);
    free(out);
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    if (failures) {
        printf("FAIL %ld mismatches\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
