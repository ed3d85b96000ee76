// Warp shuffles of __half and __half2 (CUDA's overloads in cuda_fp16.h):
// __shfl_sync, __shfl_up_sync, __shfl_down_sync, __shfl_xor_sync at
// widths 32, 8 and 2, over two warps.  Values are moved as bits, NaN
// payloads and signed zeros included; each result is checked against the
// Programming Guide's definition computed on the host.  Then a warp sum of
// halves by __shfl_down_sync and a __half2 butterfly by __shfl_xor_sync.
#include <cuda_fp16.h>
#include <stdio.h>
#include <stdlib.h>
#include "half_test.h"

#define NTHREADS 64
#define NW 3
#define NMODE 4

/* Each thread's value: distinct bits, among them NaNs with payloads (t*977
 * lands in 0x7c01..0x7fff for some threads) and negative zero (t = 0). */
__host__ __device__ unsigned short bits_of(int t) { return (unsigned short)(t == 0 ? 0x8000 : 0x7a00 + t * 977); }

__host__ __device__ int arg_of(int mode, int lane)
{
    switch (mode) {
    case 0: return (lane * 5 + 3) & 63; /* idx, beyond the width too */
    case 1: return 3;                   /* up */
    case 2: return 1;                   /* down */
    default: return 5;                  /* xor */
    }
}

/* The lane a shuffle reads (B.15), or the caller's own lane. */
static int source_lane(int mode, int lane, int arg, int w)
{
    int base = lane & ~(w - 1);
    switch (mode) {
    case 0: return base + (arg % w);
    case 1: return lane - arg >= base ? lane - arg : lane;
    case 2: return lane + arg < base + w ? lane + arg : lane;
    default: {
        int s = lane ^ arg;
        return s < base + w ? s : lane;
    }
    }
}

__global__ void shuffles(unsigned short *out1, unsigned int *out2)
{
    const int widths[NW] = {32, 8, 2};
    int t = threadIdx.x, lane = t & 31;
    __half h = __ushort_as_half(bits_of(t));
    __half2 p = __halves2half2(h, __ushort_as_half((unsigned short)(bits_of(t) ^ 0x8000)));
    for (int m = 0; m < NMODE; m++)
        for (int wi = 0; wi < NW; wi++) {
            int w = widths[wi], a = arg_of(m, lane);
            __half r;
            __half2 r2;
            switch (m) {
            case 0: r = __shfl_sync(0xffffffffu, h, a, w); r2 = __shfl_sync(0xffffffffu, p, a, w); break;
            case 1: r = __shfl_up_sync(0xffffffffu, h, a, w); r2 = __shfl_up_sync(0xffffffffu, p, a, w); break;
            case 2: r = __shfl_down_sync(0xffffffffu, h, a, w); r2 = __shfl_down_sync(0xffffffffu, p, a, w); break;
            default: r = __shfl_xor_sync(0xffffffffu, h, a, w); r2 = __shfl_xor_sync(0xffffffffu, p, a, w); break;
            }
            int k = (t * NMODE + m) * NW + wi;
            out1[k] = __half_as_ushort(r);
            out2[k] = (unsigned int)__half_as_ushort(r2.x) | (unsigned int)__half_as_ushort(r2.y) << 16;
        }
}

/* Lane i holds i + 1; the tree sum of a warp is 528 (exact in half). */
__global__ void warp_sum(__half *sums, __half2 *pairs)
{
    int lane = threadIdx.x & 31;
    __half v = __int2half_rn(lane + 1);
    for (int d = 16; d > 0; d /= 2)
        v += __shfl_down_sync(0xffffffffu, v, d);
    __half2 p = __floats2half2_rn(1.0f, (float)lane);
    for (int d = 1; d < 32; d *= 2)
        p = __hadd2(p, __shfl_xor_sync(0xffffffffu, p, d));
    if (lane == 0)
        sums[threadIdx.x / 32] = v;
    pairs[threadIdx.x] = p;
}

int main(void)
{
    const int widths[NW] = {32, 8, 2};
    const int n = NTHREADS * NMODE * NW;
    unsigned short *d1;
    unsigned int *d2;
    CHECK(cudaMalloc(&d1, n * sizeof(unsigned short)));
    CHECK(cudaMalloc(&d2, n * sizeof(unsigned int)));
    shuffles<<<1, NTHREADS>>>(d1, d2);
    CHECK(cudaGetLastError());
    static unsigned short o1[NTHREADS * NMODE * NW];
    static unsigned int o2[NTHREADS * NMODE * NW];
    CHECK(cudaMemcpy(o1, d1, sizeof o1, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(o2, d2, sizeof o2, cudaMemcpyDeviceToHost));
    int bad = 0, nans = 0;
    for (int t = 0; t < NTHREADS; t++)
        for (int m = 0; m < NMODE; m++)
            for (int wi = 0; wi < NW; wi++) {
                int lane = t & 31, warp = t & ~31;
                int src = warp + source_lane(m, lane, arg_of(m, lane), widths[wi]);
                unsigned short want = bits_of(src);
                unsigned int want2 = (unsigned int)want | (unsigned int)(want ^ 0x8000) << 16;
                int k = (t * NMODE + m) * NW + wi;
                nans += (want & 0x7fff) > 0x7c00;
                if (o1[k] != want || o2[k] != want2) {
                    if (bad++ < 10)
                        printf("thread %d mode %d width %d: %04x %08x, want %04x %08x\n", t, m, widths[wi], o1[k],
                               o2[k], want, want2);
                }
            }
    if (nans == 0) {
        printf("no NaN was shuffled\n");
        bad++;
    }

    __half *ds;
    __half2 *dp;
    CHECK(cudaMalloc(&ds, 2 * sizeof(__half)));
    CHECK(cudaMalloc(&dp, NTHREADS * sizeof(__half2)));
    warp_sum<<<1, NTHREADS>>>(ds, dp);
    CHECK(cudaGetLastError());
    __half sums[2];
    static __half2 pairs[NTHREADS];
    CHECK(cudaMemcpy(sums, ds, sizeof sums, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(pairs, dp, sizeof pairs, cudaMemcpyDeviceToHost));
    for (int w = 0; w < 2; w++)
        if (__half2float(sums[w]) != 528.0f) {
            printf("warp %d sum %g\n", w, __half2float(sums[w]));
            bad++;
        }
    for (int t = 0; t < NTHREADS; t++)
        if (__half2float(pairs[t].x) != 32.0f || __half2float(pairs[t].y) != 496.0f) {
            if (bad++ < 20)
                printf("thread %d butterfly (%g, %g)\n", t, __half2float(pairs[t].x), __half2float(pairs[t].y));
        }
    if (bad) {
        printf("FAIL %d\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
