// Arithmetic with an explicit rounding mode (__fadd_rz, __dmul_ru,
// __fmaf_rd, __fsqrt_ru, __drcp_rz, ...) and rounding conversions
// (__double2float_r*, __int2float_r*, __ull2float_r*, __ll2double_r*,
// __float2int_r*, __double2ll_r*, ...) on operands built to hit every
// corner: ties, subnormal results, overflow, exact zeros of either sign,
// infinities, NaN.  The host computes the references independently, with
// its own hardware in each IEEE rounding mode (fesetround around volatile
// operations).
#include <cuda_runtime.h>
#include <fenv.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>

#define N 20000
#define NFO 7   /* float ops: add sub mul div rcp sqrt fma */
#define NDO 7   /* double ops, same order */
#define NCV 8   /* d2f i2f u2f ll2f ull2f ll2d ull2d (7) + padding */

struct In { float fa, fb, fc; double da, db, dc; int i; unsigned u; long long ll; unsigned long long ull; };
struct Out {
    float f[NFO][4];
    double d[NDO][4];
    float cf[5][4];
    double cd[2][4];
    int f2i[4]; long long d2ll[4]; unsigned long long d2ull[4]; unsigned d2u[4];
};

__global__ void kernel(const In *in, Out *out, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) return;
    In v = in[t];
    Out &o = out[t];
    float a = v.fa, b = v.fb, c = v.fc;
    double x = v.da, y = v.db, z = v.dc;
#define F4(k, FN, ...) o.f[k][0] = FN##_rn(__VA_ARGS__); o.f[k][1] = FN##_rz(__VA_ARGS__); \
                       o.f[k][2] = FN##_ru(__VA_ARGS__); o.f[k][3] = FN##_rd(__VA_ARGS__);
#define D4(k, FN, ...) o.d[k][0] = FN##_rn(__VA_ARGS__); o.d[k][1] = FN##_rz(__VA_ARGS__); \
                       o.d[k][2] = FN##_ru(__VA_ARGS__); o.d[k][3] = FN##_rd(__VA_ARGS__);
    F4(0, __fadd, a, b) F4(1, __fsub, a, b) F4(2, __fmul, a, b) F4(3, __fdiv, a, b)
    F4(4, __frcp, a) F4(5, __fsqrt, a) F4(6, __fmaf, a, b, c)
    D4(0, __dadd, x, y) D4(1, __dsub, x, y) D4(2, __dmul, x, y) D4(3, __ddiv, x, y)
    D4(4, __drcp, x) D4(5, __dsqrt, x) D4(6, __fma, x, y, z)
#define C4(arr, k, FN, arg) arr[k][0] = FN##_rn(arg); arr[k][1] = FN##_rz(arg); arr[k][2] = FN##_ru(arg); arr[k][3] = FN##_rd(arg);
    C4(o.cf, 0, __double2float, x) C4(o.cf, 1, __int2float, v.i) C4(o.cf, 2, __uint2float, v.u)
    C4(o.cf, 3, __ll2float, v.ll) C4(o.cf, 4, __ull2float, v.ull)
    C4(o.cd, 0, __ll2double, v.ll) C4(o.cd, 1, __ull2double, v.ull)
    o.f2i[0] = __float2int_rn(a); o.f2i[1] = __float2int_rz(a); o.f2i[2] = __float2int_ru(a); o.f2i[3] = __float2int_rd(a);
    o.d2ll[0] = __double2ll_rn(x); o.d2ll[1] = __double2ll_rz(x); o.d2ll[2] = __double2ll_ru(x); o.d2ll[3] = __double2ll_rd(x);
    o.d2ull[0] = __double2ull_rn(x); o.d2ull[1] = __double2ull_rz(x); o.d2ull[2] = __double2ull_ru(x);
    o.d2ull[3] = __double2ull_rd(x);
    o.d2u[0] = __double2uint_rn(x); o.d2u[1] = __double2uint_rz(x); o.d2u[2] = __double2uint_ru(x); o.d2u[3] = __double2uint_rd(x);
}

static const int modes[4] = { FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD };

/* Host references: one operation under the hardware rounding mode m. */
static float hf(int op, float a, float b, float c, int m)
{
    volatile float va = a, vb = b, vc = c, r;
    fesetround(modes[m]);
    switch (op) {
    case 0: r = va + vb; break;
    case 1: r = va - vb; break;
    case 2: r = va * vb; break;
    case 3: r = va / vb; break;
    case 4: r = 1.0f / va; break;
    case 5: r = sqrtf(va); break;
    default: r = fmaf(va, vb, vc); break;
    }
    fesetround(FE_TONEAREST);
    return r;
}
static double hd(int op, double a, double b, double c, int m)
{
    volatile double va = a, vb = b, vc = c, r;
    fesetround(modes[m]);
    switch (op) {
    case 0: r = va + vb; break;
    case 1: r = va - vb; break;
    case 2: r = va * vb; break;
    case 3: r = va / vb; break;
    case 4: r = 1.0 / va; break;
    case 5: r = sqrt(va); break;
    default: r = fma(va, vb, vc); break;
    }
    fesetround(FE_TONEAREST);
    return r;
}
static float hcf(int k, const In &v, int m)
{
    volatile double x = v.da;
    volatile int i = v.i;
    volatile unsigned u = v.u;
    volatile long long ll = v.ll;
    volatile unsigned long long ull = v.ull;
    volatile float r;
    fesetround(modes[m]);
    switch (k) {
    case 0: r = (float)x; break;
    case 1: r = (float)i; break;
    case 2: r = (float)u; break;
    case 3: r = (float)ll; break;
    default: r = (float)ull; break;
    }
    fesetround(FE_TONEAREST);
    return r;
}
static double hcd(int k, const In &v, int m)
{
    volatile long long ll = v.ll;
    volatile unsigned long long ull = v.ull;
    volatile double r;
    fesetround(modes[m]);
    r = k == 0 ? (double)ll : (double)ull;
    fesetround(FE_TONEAREST);
    return r;
}
/* x rounded to an integer in mode m, as a double (x not NaN). */
static double hrint(double x, int m)
{
    volatile double vx = x, r;
    fesetround(modes[m]);
    r = nearbyint(vx);
    fesetround(FE_TONEAREST);
    return r;
}

static int same_f(float a, float b) { return (isnan(a) && isnan(b)) || !memcmp(&a, &b, 4); }
static int same_d(double a, double b) { return (isnan(a) && isnan(b)) || !memcmp(&a, &b, 8); }

static unsigned long long st = 88172645463325252ULL;
static unsigned long long rnd(void) { st ^= st << 13; st ^= st >> 7; st ^= st << 17; return st; }
static double urand(void) { return (rnd() >> 11) * 0x1p-53; }

/* A float from one of several families chosen to exercise the edge cases. */
static float pick_f(float other)
{
    float specials[] = { 0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, 0x1p-149f, -0x1p-149f, 0x1p-126f,
                         0x1.fffffep127f, -0x1.fffffep127f, 3.0f, 0.5f, 0x1p-140f };
    switch (rnd() % 8) {
    case 0: return specials[rnd() % 15];
    case 1: return -other;                                                 /* exact zero sums */
    case 2: return other * (float)ldexp(1.0, (int)(rnd() % 60) - 30) * (1 + (float)(rnd() % 3) * 0x1p-23f);
    case 3: return (float)ldexp(urand() + 0.5, (int)(rnd() % 300) - 150) * (rnd() & 1 ? -1 : 1);
    case 4: { unsigned u = (unsigned)rnd(); float f; memcpy(&f, &u, 4); return f; }
    case 5: return (float)((int)(rnd() % 2001) - 1000) * 0.5f;             /* ties for conversions */
    default: return (float)((urand() * 2 - 1) * 100);
    }
}
static double pick_d(double other)
{
    double specials[] = { 0.0, -0.0, INFINITY, -INFINITY, NAN, 1.0, -1.0, 0x1p-1074, -0x1p-1074, 0x1p-1022,
                          0x1.fffffffffffffp1023, -0x1.fffffffffffffp1023, 3.0, 0.5, 0x1p-1060 };
    switch (rnd() % 8) {
    case 0: return specials[rnd() % 15];
    case 1: return -other;
    case 2: return other * ldexp(1.0, (int)(rnd() % 120) - 60) * (1 + (double)(rnd() % 3) * 0x1p-52);
    case 3: return ldexp(urand() + 0.5, (int)(rnd() % 2100) - 1075) * (rnd() & 1 ? -1 : 1);
    case 4: { unsigned long long u = rnd(); double f; memcpy(&f, &u, 8); return f; }
    case 5: return (double)((long long)(rnd() % 20000001) - 10000000) * 0.5;
    case 6: return ldexp(urand() + 0.5, (int)(rnd() % 70)) * (rnd() & 1 ? -1 : 1);   /* around 2^31, 2^63, 2^64 */
    default: return (urand() * 2 - 1) * 1e6;
    }
}

int main(void)
{
    In *hin = (In *)malloc(N * sizeof(In));
    Out *hout = (Out *)malloc(N * sizeof(Out));
    for (int t = 0; t < N; t++) {
        In &v = hin[t];
        v.fa = pick_f(1.0f); v.fb = pick_f(v.fa); v.fc = pick_f(v.fa * v.fb);
        v.da = pick_d(1.0); v.db = pick_d(v.da); v.dc = pick_d(v.da * v.db);
        v.i = (int)rnd(); v.u = (unsigned)rnd(); v.ll = (long long)rnd(); v.ull = rnd();
        if (t % 4 == 1) { v.i >>= rnd() % 31; v.u >>= rnd() % 31; v.ll >>= rnd() % 63; v.ull >>= rnd() % 63; }
    }
    In *din;
    Out *dout;
    if (cudaMalloc(&din, N * sizeof(In)) || cudaMalloc(&dout, N * sizeof(Out))) { printf("FAIL cudaMalloc\n"); return 1; }
    cudaMemcpy(din, hin, N * sizeof(In), cudaMemcpyHostToDevice);
    kernel<<<(N + 127) / 128, 128>>>(din, dout, N);
    if (cudaDeviceSynchronize() != cudaSuccess) { printf("FAIL launch\n"); return 1; }
    cudaMemcpy(hout, dout, N * sizeof(Out), cudaMemcpyDeviceToHost);

    const char *fnames[NFO] = { "__fadd", "__fsub", "__fmul", "__fdiv", "__frcp", "__fsqrt", "__fmaf" };
    const char *dnames[NDO] = { "__dadd", "__dsub", "__dmul", "__ddiv", "__drcp", "__dsqrt", "__fma" };
    const char *cnames[7] = { "__double2float", "__int2float", "__uint2float", "__ll2float", "__ull2float",
                              "__ll2double", "__ull2double" };
    const char *suffix[4] = { "_rn", "_rz", "_ru", "_rd" };
    int bad_f[NFO] = { 0 }, bad_d[NDO] = { 0 }, bad_c[7] = { 0 }, bad_i[4] = { 0 }, shown = 0;
    for (int t = 0; t < N; t++) {
        const In &v = hin[t];
        const Out &o = hout[t];
        for (int m = 0; m < 4; m++) {
            for (int k = 0; k < NFO; k++) {
                float e = hf(k, v.fa, v.fb, v.fc, m);
                if (!same_f(o.f[k][m], e)) {
                    bad_f[k]++;
                    if (shown++ < 10)
                        printf("%s%s(%a, %a, %a) = %a, expected %a\n", fnames[k], suffix[m], v.fa, v.fb, v.fc,
                               o.f[k][m], e);
                }
            }
            for (int k = 0; k < NDO; k++) {
                double e = hd(k, v.da, v.db, v.dc, m);
                if (!same_d(o.d[k][m], e)) {
                    bad_d[k]++;
                    if (shown++ < 10)
                        printf("%s%s(%a, %a, %a) = %a, expected %a\n", dnames[k], suffix[m], v.da, v.db, v.dc,
                               o.d[k][m], e);
                }
            }
            for (int k = 0; k < 5; k++)
                if (!same_f(o.cf[k][m], hcf(k, v, m))) {
                    bad_c[k]++;
                    if (shown++ < 10) printf("%s%s: %a, expected %a\n", cnames[k], suffix[m], o.cf[k][m], hcf(k, v, m));
                }
            for (int k = 0; k < 2; k++)
                if (!same_d(o.cd[k][m], hcd(k, v, m))) {
                    bad_c[5 + k]++;
                    if (shown++ < 10) printf("%s%s: %a, expected %a\n", cnames[5 + k], suffix[m], o.cd[k][m], hcd(k, v, m));
                }
            /* float -> int: saturating, NaN -> 0 */
            double r = isnan(v.fa) ? 0 : hrint(v.fa, m);
            long long ei = isnan(v.fa) ? 0 : r >= 0x1p31 ? INT_MAX : r <= -0x1p31 ? INT_MIN : (long long)r;
            if (o.f2i[m] != ei) bad_i[0]++;
            /* double -> long long / unsigned long long / unsigned: NaN -> 0x8000000000000000 / 0x80000000 */
            double rd = isnan(v.da) ? 0 : hrint(v.da, m);
            long long ell = isnan(v.da) ? LLONG_MIN : rd >= 0x1p63 ? LLONG_MAX : rd <= -0x1p63 ? LLONG_MIN : (long long)rd;
            unsigned long long eull = isnan(v.da) ? 0x8000000000000000ull : rd >= 0x1p64 ? ULLONG_MAX
                                      : rd <= 0 ? 0 : (unsigned long long)rd;
            unsigned eu = isnan(v.da) ? 0x80000000u : rd >= 0x1p32 ? UINT_MAX : rd <= 0 ? 0 : (unsigned)rd;
            if (o.d2ll[m] != ell) bad_i[1]++;
            if (o.d2ull[m] != eull) bad_i[2]++;
            if (o.d2u[m] != eu) bad_i[3]++;
            if ((o.f2i[m] != ei || o.d2ll[m] != ell || o.d2ull[m] != eull || o.d2u[m] != eu) && shown++ < 10)
                printf("conversion%s of %a / %a: %d %lld %llu %u, expected %lld %lld %llu %u\n", suffix[m], v.fa, v.da,
                       o.f2i[m], o.d2ll[m], o.d2ull[m], o.d2u[m], ei, ell, eull, eu);
        }
    }
    int failures = 0;
    for (int k = 0; k < NFO; k++) { printf("%-16s mismatches=%d\n", fnames[k], bad_f[k]); failures += bad_f[k]; }
    for (int k = 0; k < NDO; k++) { printf("%-16s mismatches=%d\n", dnames[k], bad_d[k]); failures += bad_d[k]; }
    for (int k = 0; k < 7; k++) { printf("%-16s mismatches=%d\n", cnames[k], bad_c[k]); failures += bad_c[k]; }
    const char *inames[4] = { "__float2int", "__double2ll", "__double2ull", "__double2uint" };
    for (int k = 0; k < 4; k++) { printf("%-16s mismatches=%d\n", inames[k], bad_i[k]); failures += bad_i[k]; }
    cudaFree(din); cudaFree(dout); free(hin); free(hout);
    printf(failures ? "FAIL\n" : "PASS\n");
    return failures != 0;
}
