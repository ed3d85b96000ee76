// cuda_fp16.h math functions on all 65536 halves, in device code: hsqrt,
// hrsqrt, hrcp, hlog, hlog2, hlog10, hexp, hexp2, hexp10, hsin, hcos,
// htanh, htrunc, hceil, hfloor, hrint, __hneg, __habs, and their __half2
// forms (low lane x, high lane -x).  CUDA documents them as rounded to
// nearest even, and its implementation corrects the float approximations
// on exactly the inputs where they misround; the reference is the
// long double function rounded to half by half_ref.h.  The inputs CUDA
// corrects are also checked against values computed in binary128.
#include <cuda_fp16.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "half_ref.h"
#include "half_test.h"

#define F16 10, 15
enum { SQRT, RSQRT, RCP, LOG, LOG2, LOG10, EXP, EXP2, EXP10, SIN, COS, TANH,
       TRUNC, CEIL, FLOOR, RINT, NEG, ABS, NFN };
static const char *names[NFN] = {"hsqrt", "hrsqrt", "hrcp", "hlog", "hlog2", "hlog10", "hexp", "hexp2",
                                 "hexp10", "hsin", "hcos", "htanh", "htrunc", "hceil", "hfloor", "hrint",
                                 "__hneg", "__habs"};

__device__ __half apply(int f, __half x)
{
    switch (f) {
    case SQRT: return hsqrt(x);
    case RSQRT: return hrsqrt(x);
    case RCP: return hrcp(x);
    case LOG: return hlog(x);
    case LOG2: return hlog2(x);
    case LOG10: return hlog10(x);
    case EXP: return hexp(x);
    case EXP2: return hexp2(x);
    case EXP10: return hexp10(x);
    case SIN: return hsin(x);
    case COS: return hcos(x);
    case TANH: return htanh(x);
    case TRUNC: return htrunc(x);
    case CEIL: return hceil(x);
    case FLOOR: return hfloor(x);
    case RINT: return hrint(x);
    case NEG: return __hneg(x);
    default: return __habs(x);
    }
}

__device__ __half2 apply2(int f, __half2 x)
{
    switch (f) {
    case SQRT: return h2sqrt(x);
    case RSQRT: return h2rsqrt(x);
    case RCP: return h2rcp(x);
    case LOG: return h2log(x);
    case LOG2: return h2log2(x);
    case LOG10: return h2log10(x);
    case EXP: return h2exp(x);
    case EXP2: return h2exp2(x);
    case EXP10: return h2exp10(x);
    case SIN: return h2sin(x);
    case COS: return h2cos(x);
    case TANH: return h2tanh(x);
    case TRUNC: return h2trunc(x);
    case CEIL: return h2ceil(x);
    case FLOOR: return h2floor(x);
    case RINT: return h2rint(x);
    case NEG: return __hneg2(x);
    default: return __habs2(x);
    }
}

/* out[f][i]: f(half i); out2[f][i]: the pair form on (i, i ^ 0x8000). */
__global__ void math(unsigned short *out, unsigned int *out2)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    __half x = __ushort_as_half((unsigned short)i);
    __half2 p = __halves2half2(x, __ushort_as_half((unsigned short)(i ^ 0x8000)));
    for (int f = 0; f < NFN; f++) {
        out[f * 65536 + i] = __half_as_ushort(apply(f, x));
        __half2 r = apply2(f, p);
        out2[f * 65536 + i] = (unsigned int)__half_as_ushort(r.x) | (unsigned int)__half_as_ushort(r.y) << 16;
    }
}

static uint16_t reference(int f, uint16_t h)
{
    if ((h & 0x7fff) > 0x7c00)
        return 0x7fff;
    long double x = (h & 0x7fff) == 0x7c00 ? ((h & 0x8000) ? -INFINITY : INFINITY) : ref_value(h, F16);
    long double y;
    switch (f) {
    case SQRT: y = sqrtl(x); break;
    case RSQRT: y = 1.0L / sqrtl(x); break;
    case RCP: y = 1.0L / x; break;
    case LOG: y = logl(x); break;
    case LOG2: y = log2l(x); break;
    case LOG10: y = log10l(x); break;
    case EXP: y = expl(x); break;
    case EXP2: y = exp2l(x); break;
    case EXP10: y = exp10l(x); break;
    case SIN: y = sinl(x); break;
    case COS: y = cosl(x); break;
    case TANH: y = tanhl(x); break;
    case TRUNC: y = truncl(x); break;
    case CEIL: y = ceill(x); break;
    case FLOOR: y = floorl(x); break;
    case RINT: y = rintl(x); break;
    case NEG: return (uint16_t)(h ^ 0x8000);
    default: return (uint16_t)(h & 0x7fff);
    }
    return isnan(y) ? 0x7fff : ref_convert(y, F16, REF_RN);
}

/* CUDA's hexp, hexp10, hlog, hlog10, hsin and hcos correct the rounding of
 * these inputs; the correctly rounded values, from binary128. */
static const struct { int f; unsigned short in, out; } corrected[] = {
    {EXP, 0x1F79, 0x3C07}, {EXP, 0x25CF, 0x3C17}, {EXP, 0xC13B, 0x2CAF}, {EXP, 0xC1EF, 0x2A97},
    {EXP10, 0x34DE, 0x4007}, {EXP10, 0x9766, 0x3BF7}, {EXP10, 0x9972, 0x3BF4}, {EXP10, 0xA5C4, 0x3B99},
    {EXP10, 0xBF0A, 0x2473}, {LOG, 0x160D, 0xC685}, {LOG, 0x3BFE, 0x9401}, {LOG, 0x3C0B, 0x2178},
    {LOG, 0x6051, 0x4651}, {LOG10, 0x338F, 0xB903}, {LOG10, 0x33F8, 0xB8D5}, {LOG10, 0x57E1, 0x4033},
    {LOG10, 0x719D, 0x440F}, {SIN, 0x32B3, 0x32A7}, {SIN, 0x5CB0, 0xBBFF}, {SIN, 0xB2B3, 0xB2A7},
    {SIN, 0xDCB0, 0x3BFF}, {COS, 0x2B7C, 0x3BFD}, {COS, 0xAB7C, 0x3BFD},
};

int main(void)
{
    unsigned short *d;
    unsigned int *d2;
    CHECK(cudaMalloc(&d, NFN * 65536 * sizeof(unsigned short)));
    CHECK(cudaMalloc(&d2, NFN * 65536 * sizeof(unsigned int)));
    math<<<256, 256>>>(d, d2);
    CHECK(cudaGetLastError());
    static unsigned short out[NFN * 65536];
    static unsigned int out2[NFN * 65536];
    CHECK(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(out2, d2, sizeof out2, cudaMemcpyDeviceToHost));
    for (int f = 0; f < NFN; f++)
        for (int i = 0; i < 65536; i++) {
            uint16_t want = reference(f, (uint16_t)i);
            uint16_t want_hi = reference(f, (uint16_t)(i ^ 0x8000));
            EXPECT(out[f * 65536 + i] == want, "%s(%04x) = %04x, want %04x\n", names[f], i, out[f * 65536 + i], want);
            unsigned int w2 = (unsigned int)want | (unsigned int)want_hi << 16;
            EXPECT(out2[f * 65536 + i] == w2, "%s pair (%04x) = %08x, want %08x\n", names[f], i,
                   out2[f * 65536 + i], w2);
        }
    for (size_t j = 0; j < sizeof corrected / sizeof *corrected; j++)
        EXPECT(out[corrected[j].f * 65536 + corrected[j].in] == corrected[j].out, "%s(%04x) = %04x, want %04x\n",
               names[corrected[j].f], corrected[j].in, out[corrected[j].f * 65536 + corrected[j].in],
               corrected[j].out);
    /* Special values CUDA documents. */
    EXPECT(out[SQRT * 65536 + 0x8000] == 0x8000, "hsqrt(-0) is -0\n");
    EXPECT(out[RSQRT * 65536 + 0x8000] == 0xfc00, "hrsqrt(-0) is -inf\n");
    EXPECT(out[RSQRT * 65536 + 0x7c00] == 0x0000, "hrsqrt(+inf) is +0\n");
    EXPECT(out[LOG * 65536 + 0x0000] == 0xfc00 && out[LOG * 65536 + 0x3c00] == 0x0000, "hlog(0), hlog(1)\n");
    EXPECT(out[LOG2 * 65536 + 0xbc00] == 0x7fff, "hlog2(-1) is NaN\n");
    EXPECT(out[EXP * 65536 + 0xfc00] == 0x0000 && out[EXP * 65536 + 0x8000] == 0x3c00, "hexp(-inf), hexp(-0)\n");
    EXPECT(out[SIN * 65536 + 0x7c00] == 0x7fff && out[SIN * 65536 + 0x8000] == 0x8000, "hsin(inf), hsin(-0)\n");
    EXPECT(out[TANH * 65536 + 0xfc00] == 0xbc00, "htanh(-inf) is -1\n");
    EXPECT(out[CEIL * 65536 + 0xb800] == 0x8000 && out[FLOOR * 65536 + 0x3800] == 0x0000,
           "hceil(-0.5) is -0, hfloor(0.5) is +0\n");
    EXPECT(out[RINT * 65536 + 0x3e00] == 0x4000 && out[RINT * 65536 + 0x4100] == 0x4000, "hrint ties to even\n");
    EXPECT(out[NEG * 65536 + 0xfe01] == 0x7fff && out[ABS * 65536 + 0xfc00] == 0x7c00, "__hneg(NaN), __habs(-inf)\n");
    CHECK(cudaFree(d));
    CHECK(cudaFree(d2));
    if (failures) {
        printf("FAIL %ld mismatches\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
