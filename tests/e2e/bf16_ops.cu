// The C++ side of cuda_bf16.h, device and host: implicit conversions and
// operators of __nv_bfloat16 and __nv_bfloat162, pair functions, bit
// casts, classification and constants; the explicit conversions between
// __half and __nv_bfloat16 for all 65536 values each way (against
// half_ref.h); atomicAdd on __nv_bfloat16 and __nv_bfloat162 from many
// threads (order-independent sums, distinct old values, the pair updated
// as one word); shuffles of both types, bits preserved.
#include <cuda_bf16.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "half_ref.h"
#include "half_test.h"

static_assert(sizeof(__nv_bfloat16) == 2 && alignof(__nv_bfloat16) == 2, "__nv_bfloat16 is 2 bytes");
static_assert(sizeof(__nv_bfloat162) == 4 && alignof(__nv_bfloat162) == 4, "__nv_bfloat162 is 4 bytes");
static_assert(sizeof(nv_bfloat16) == 2 && sizeof(__nv_bfloat162_raw) == 4, "typedefs and raw forms");

static int bad;
#undef EXPECT /* this test counts its failures in `bad` */
#define EXPECT(cond, ...)                                                                \
    do {                                                                                 \
        if (!(cond) && bad++ < 20)                                                       \
            printf(__VA_ARGS__);                                                         \
    } while (0)

#define NCHECK 25
__host__ __device__ void run_checks(unsigned int *r)
{
    int k = 0;
    __nv_bfloat16 a = 2.5f, b = -1.25, c = 3;
    __nv_bfloat16 nan = __ushort_as_bfloat16(0x7fc1);
    r[k++] = __bfloat16_as_ushort(a) | __bfloat16_as_ushort(b) << 16;     /* 0x4020, 0xbfa0 */
    r[k++] = __bfloat16_as_ushort(a + b) | __bfloat16_as_ushort(a * c) << 16; /* 1.25 0x3fa0, 7.5 0x40f0 */
    r[k++] = __bfloat16_as_ushort(c / a) | __bfloat16_as_ushort(a - c) << 16; /* 1.2 0x3f9a, -0.5 0xbf00 */
    __nv_bfloat16 t = a;
    t += c;
    t *= b;
    t -= a;
    t /= c;
    r[k++] = __bfloat16_as_ushort(t); /* ((5.5 * -1.25) - 2.5) / 3 = -3.125, all exact */
    __nv_bfloat16 u = c;
    u++;
    ++u;
    r[k++] = __bfloat16_as_ushort(u) | __bfloat16_as_ushort(-u) << 16; /* 5 0x40a0, -5 0xc0a0 */
    r[k++] = (a == a) | (a != c) << 1 | (b < a) << 2 | (a > b) << 3 | (a <= a) << 4 | (c >= a) << 5 |
             (nan == nan) << 6 | (nan != nan) << 7; /* 0xbf */
    /* -1 (truncation), 255 (saturation) */
    r[k++] = ((unsigned int)(int)b & 0xffffu) | (unsigned int)(unsigned char)__float2bfloat16(1e10f) << 16;
    float f = a;
    r[k++] = (unsigned int)(f * 4) | (unsigned int)(bool)__ushort_as_bfloat16(0x8000) << 8; /* 10 */
    __nv_bfloat162 p = make_bfloat162(a, b), q = __halves2bfloat162(c, a);
    __nv_bfloat162 s = p + q, m = p * q, v = p / q;
    r[k++] = __bfloat16_as_ushort(s.x) | __bfloat16_as_ushort(s.y) << 16; /* 5.5 0x40b0, 1.25 0x3fa0 */
    r[k++] = __bfloat16_as_ushort(m.x) | __bfloat16_as_ushort(m.y) << 16; /* 7.5 0x40f0, -3.125 0xc048 */
    r[k++] = __bfloat16_as_ushort(v.x) | __bfloat16_as_ushort(v.y) << 16; /* 0.8333 0x3f55, -0.5 0xbf00 */
    r[k++] = (p == p) | (p != q) << 1 | (p < q) << 2 | (p >= q) << 3; /* 0x7 */
    __nv_bfloat162 l = __lows2bfloat162(p, q), h = __highs2bfloat162(p, q), x = __lowhigh2highlow(p);
    r[k++] = __bfloat16_as_ushort(l.x) | __bfloat16_as_ushort(l.y) << 16; /* a, c: 0x40404020 */
    r[k++] = __bfloat16_as_ushort(h.x) | __bfloat16_as_ushort(h.y) << 16; /* b, a: 0x4020bfa0 */
    r[k++] = __bfloat16_as_ushort(x.x) | __bfloat16_as_ushort(x.y) << 16; /* b, a */
    __nv_bfloat162 d2 = __bfloat162bfloat162(c), lo = __low2bfloat162(p), hi = __high2bfloat162(p);
    r[k++] = __bfloat16_as_ushort(d2.x) ^ __bfloat16_as_ushort(lo.y) << 16; /* c ^ a<<16: 0x40204040 */
    r[k++] = __bfloat16_as_ushort(__low2bfloat16(hi)) | __bfloat16_as_ushort(__high2bfloat16(p)) << 16;
    float2 fl = __bfloat1622float2(p);
    r[k++] = (unsigned int)(fl.x * 4) | (unsigned int)(int)(fl.y * 4) << 16; /* 10, -5 */
    __nv_bfloat162 fp = __floats2bfloat162_rn(1.0f / 3, (float)1e39);
    __nv_bfloat162 fq = __float22bfloat162_rn(make_float2(-0.1f, 1e-45f));
    r[k++] = __bfloat16_as_ushort(fp.x) | __bfloat16_as_ushort(fp.y) << 16; /* 0x3eab, inf 0x7f80 */
    r[k++] = __bfloat16_as_ushort(fq.x) | __bfloat16_as_ushort(fq.y) << 16; /* 0xbdcd, 0 */
    r[k++] = (unsigned int)(__hisinf(CUDART_INF_BF16) + 1) | (unsigned int)(__hisinf(-CUDART_INF_BF16) + 1) << 4 |
             __hisnan(nan) << 8 | __hisnan(CUDART_MAX_NORMAL_BF16) << 9; /* 0x102 */
    __nv_bfloat162 pn = __halves2bfloat162(nan, a), e2 = __heq2(pn, pn), n2 = __hisnan2(pn);
    r[k++] = __bfloat16_as_ushort(e2.x) | __bfloat16_as_ushort(e2.y) << 16; /* 0, 1.0 0x3f80 */
    r[k++] = __bfloat16_as_ushort(n2.x) | __hneu2_mask(pn, pn) << 16;        /* 0x3f80, 0xffff */
    r[k++] = __bfloat16_as_ushort(__hmax(nan, b)) | __bfloat16_as_ushort(__hmin_nan(a, nan)) << 16;
    r[k++] = (unsigned int)(__low2float(p) * 4) | (unsigned int)(int)(__high2float(p) * 4) << 16; /* 10, -5 */
}

__global__ void device_checks(unsigned int *r) { run_checks(r); }

/* Functions that exist only in device code. */
__global__ void device_only(unsigned int *r)
{
    __nv_bfloat162 a = __floats2bfloat162_rn(1.5f, -2.0f), b = __floats2bfloat162_rn(0.5f, 3.0f);
    __nv_bfloat162 c = __floats2bfloat162_rn(1.0f, 1.0f);
    __nv_bfloat162 z = __hcmadd(a, b, c); /* (1.5 - 2i)(0.5 + 3i) + (1 + i) = (7.75, 4.5) */
    r[0] = __bfloat16_as_ushort(z.x) | __bfloat16_as_ushort(z.y) << 16;
    __nv_bfloat162 f = __hfma2_relu(a, b, __floats2bfloat162_rn(-1.0f, 1.0f)); /* (-0.25, -5) -> (0, 0) */
    r[1] = __bfloat16_as_ushort(f.x) | __bfloat16_as_ushort(f.y) << 16;
    __nv_bfloat162 g = __hfma2_sat(a, b, c); /* (1.75, -5) -> (1, 0) */
    r[2] = __bfloat16_as_ushort(g.x) | __bfloat16_as_ushort(g.y) << 16;
    r[3] = (unsigned int)__bfloat162int_rn(__float2bfloat16(2.5f)) |
           (unsigned int)__bfloat162int_ru(__float2bfloat16(2.25f)) << 8 |
           (unsigned int)__bfloat162int_rd(__float2bfloat16(-2.25f)) << 16;
    r[4] = __bfloat16_as_ushort(__int2bfloat16_rz(257)) | __bfloat16_as_ushort(__ull2bfloat16_ru(257)) << 16;
}

/* Every __half to __nv_bfloat16 and back. */
__global__ void convert(unsigned short *h2b, unsigned short *b2h)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    h2b[i] = __bfloat16_as_ushort(__nv_bfloat16(__ushort_as_half((unsigned short)i)));
    b2h[i] = __half_as_ushort(__half(__ushort_as_bfloat16((unsigned short)i)));
}

#define NB 8
#define NT 32
/* 256 adds of 1.0 (exact: integers to 256 are bfloat16 values); the pair
 * adds (1.0, 0.5). */
__global__ void adds(__nv_bfloat16 *cell, __nv_bfloat162 *pair, __nv_bfloat16 *old1, __nv_bfloat162 *old2)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    old1[t] = atomicAdd(cell, __float2bfloat16(1.0f));
    old2[t] = atomicAdd(pair, __floats2bfloat162_rn(1.0f, 0.5f));
    atomicAdd(&cell[1], __ushort_as_bfloat16(0x0001)); /* subnormal, not flushed */
}

__global__ void shuffles(unsigned int *out)
{
    int lane = threadIdx.x;
    __nv_bfloat16 v = __ushort_as_bfloat16((unsigned short)(0x7f81 + lane * 4099));
    __nv_bfloat162 p = __halves2bfloat162(v, __ushort_as_bfloat16((unsigned short)lane));
    __nv_bfloat16 a = __shfl_sync(0xffffffffu, v, 31 - lane);
    __nv_bfloat16 b = __shfl_xor_sync(0xffffffffu, v, 3, 8);
    __nv_bfloat162 c = __shfl_up_sync(0xffffffffu, p, 2);
    __nv_bfloat162 d = __shfl_down_sync(0xffffffffu, p, 5, 16);
    out[4 * lane] = __bfloat16_as_ushort(a);
    out[4 * lane + 1] = __bfloat16_as_ushort(b);
    out[4 * lane + 2] = __bfloat16_as_ushort(c.x) | (unsigned int)__bfloat16_as_ushort(c.y) << 16;
    out[4 * lane + 3] = __bfloat16_as_ushort(d.x) | (unsigned int)__bfloat16_as_ushort(d.y) << 16;
}

int main(void)
{
    const unsigned int want[NCHECK] = {
        0xbfa04020, 0x40f03fa0, 0xbf003f9a, 0xc048, 0xc0a040a0, 0xbf, 0x00ffffff, 10,
        0x3fa040b0, 0xc04840f0, 0xbf003f55, 0x7, 0x40404020, 0x4020bfa0, 0x4020bfa0, 0x40204040, 0xbfa0bfa0,
        0xfffb000a, 0x7f803eab, 0x0000bdcd, 0x102, 0x3f800000, 0xffff3f80, 0x7fffbfa0, 0xfffb000a};
    unsigned int host[NCHECK], dev[NCHECK], *dr;
    run_checks(host);
    CHECK(cudaMalloc(&dr, sizeof dev));
    device_checks<<<1, 1>>>(dr);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(dev, dr, sizeof dev, cudaMemcpyDeviceToHost));
    for (int i = 0; i < NCHECK; i++)
        EXPECT(host[i] == want[i] && dev[i] == want[i], "check %d: host %08x device %08x want %08x\n", i, host[i],
               dev[i], want[i]);

    unsigned int d2[5];
    const unsigned int want2[5] = {0x409040f8, 0x00000000, 0x00003f80, 0xfffd0302, 0x43814380};
    device_only<<<1, 1>>>(dr);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(d2, dr, sizeof d2, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 5; i++)
        EXPECT(d2[i] == want2[i], "device-only check %d: %08x want %08x\n", i, d2[i], want2[i]);

    unsigned short *dh2b, *db2h;
    CHECK(cudaMalloc(&dh2b, 65536 * 2));
    CHECK(cudaMalloc(&db2h, 65536 * 2));
    convert<<<256, 256>>>(dh2b, db2h);
    CHECK(cudaGetLastError());
    static unsigned short h2b[65536], b2h[65536];
    CHECK(cudaMemcpy(h2b, dh2b, sizeof h2b, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(b2h, db2h, sizeof b2h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 65536; i++) {
        uint16_t w1 = (i & 0x7fff) > 0x7c00 ? 0x7fff : ref_convert(ref_value((uint16_t)i, 10, 15), 7, 127, REF_RN);
        if ((i & 0x7fff) == 0x7c00)
            w1 = (uint16_t)((i & 0x8000) | 0x7f80);
        uint16_t w2 = (i & 0x7fff) > 0x7f80 ? 0x7fff : ref_convert(ref_value((uint16_t)i, 7, 127), 10, 15, REF_RN);
        if ((i & 0x7fff) == 0x7f80)
            w2 = (uint16_t)((i & 0x8000) | 0x7c00);
        EXPECT(h2b[i] == w1, "__nv_bfloat16(half %04x) = %04x, want %04x\n", i, h2b[i], w1);
        EXPECT(b2h[i] == w2, "__half(bfloat16 %04x) = %04x, want %04x\n", i, b2h[i], w2);
        if (i % 11 == 0) {
            EXPECT(__bfloat16_as_ushort(__nv_bfloat16(__ushort_as_half((unsigned short)i))) == w1, "host h->b\n");
            EXPECT(__half_as_ushort(__half(__ushort_as_bfloat16((unsigned short)i))) == w2, "host b->h\n");
        }
    }

    __nv_bfloat16 cell_h[2] = {__float2bfloat16(0.0f), __float2bfloat16(0.0f)};
    __nv_bfloat162 pair_h = __floats2bfloat162_rn(0.0f, 0.0f);
    __nv_bfloat16 *cell, *old1;
    __nv_bfloat162 *pair, *old2;
    CHECK(cudaMalloc(&cell, sizeof cell_h));
    CHECK(cudaMalloc(&pair, sizeof pair_h));
    CHECK(cudaMalloc(&old1, NB * NT * sizeof(__nv_bfloat16)));
    CHECK(cudaMalloc(&old2, NB * NT * sizeof(__nv_bfloat162)));
    CHECK(cudaMemcpy(cell, cell_h, sizeof cell_h, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(pair, &pair_h, sizeof pair_h, cudaMemcpyHostToDevice));
    adds<<<NB, NT>>>(cell, pair, old1, old2);
    CHECK(cudaGetLastError());
    static __nv_bfloat16 o1[NB * NT];
    static __nv_bfloat162 o2[NB * NT];
    CHECK(cudaMemcpy(cell_h, cell, sizeof cell_h, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&pair_h, pair, sizeof pair_h, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(o1, old1, sizeof o1, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(o2, old2, sizeof o2, cudaMemcpyDeviceToHost));
    EXPECT(__bfloat162float(cell_h[0]) == 256.0f, "sum %g\n", __bfloat162float(cell_h[0]));
    EXPECT(__bfloat16_as_ushort(cell_h[1]) == 0x0100, "subnormal sum %04x\n", __bfloat16_as_ushort(cell_h[1]));
    EXPECT(__bfloat162float(pair_h.x) == 256.0f && __bfloat162float(pair_h.y) == 128.0f, "pair sum\n");
    static char seen[NB * NT], seen2[NB * NT];
    for (int t = 0; t < NB * NT; t++) {
        float v = __bfloat162float(o1[t]), x = __bfloat162float(o2[t].x), y = __bfloat162float(o2[t].y);
        int k = (int)v, j = (int)x;
        EXPECT(k == v && k >= 0 && k < NB * NT && !seen[k]++, "old value %g seen twice\n", v);
        EXPECT(j == x && j >= 0 && j < NB * NT && !seen2[j]++ && y == x / 2, "old pair (%g, %g)\n", x, y);
    }

    unsigned int *ds, sh[4 * 32];
    CHECK(cudaMalloc(&ds, sizeof sh));
    shuffles<<<1, 32>>>(ds);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(sh, ds, sizeof sh, cudaMemcpyDeviceToHost));
    for (int lane = 0; lane < 32; lane++) {
#define V(l) ((unsigned short)(0x7f81 + (l) * 4099))
#define P(l) ((unsigned int)V(l) | (unsigned int)(l) << 16)
        int xs = lane ^ 3, up = lane >= 2 ? lane - 2 : lane, dn = (lane & 15) + 5 < 16 ? lane + 5 : lane;
        EXPECT(sh[4 * lane] == V(31 - lane), "shfl lane %d\n", lane);
        EXPECT(sh[4 * lane + 1] == V(xs), "shfl_xor lane %d\n", lane);
        EXPECT(sh[4 * lane + 2] == P(up), "shfl_up lane %d\n", lane);
        EXPECT(sh[4 * lane + 3] == P(dn), "shfl_down lane %d\n", lane);
    }
    if (bad) {
        printf("FAIL %d\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
