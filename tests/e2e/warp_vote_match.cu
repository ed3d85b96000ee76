// Votes, matches and warp reductions end to end: __ballot_sync, __all_sync,
// __any_sync, __uni_sync, __match_any_sync / __match_all_sync for every
// type CUDA accepts, __reduce_{add,min,max}_sync (int and unsigned) and
// __reduce_{and,or,xor}_sync, with the full mask in partial warps, with a
// subset mask (lanes that exited are excused), on both sides of a branch,
// and the legacy forms (__ballot, __any, __all, __shfl*) in converged code.
// Expectations are computed on the host.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %s:%d %s\n", __FILE__, __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

#define NF 32
#define NK 4

__host__ __device__ int key(int k, int lane, int blk)
{
    switch (k) {
    case 0: return lane % 3;
    case 1: return (lane * lane + blk) % 5 - 2;
    case 2: return 7;
    default: return lane < 8 ? -lane : 100000 + (lane & 1);
    }
}

__host__ __device__ int val(int lane, int blk) { return (lane * 2654435761u + blk * 97u) % 2001 - 1000; }

/* Lanes 9 and 22 exit first when quit is set; the rest use `live` as the
 * mask, naming only lanes that did not exit. */
__global__ void kernel(unsigned *out, int quit)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x & 31, blk = blockIdx.x;
    int first = threadIdx.x - lane, left = blockDim.x - first;
    unsigned exist = left >= 32 ? 0xffffffffu : (1u << left) - 1;
    unsigned gone = quit ? (1u << 9) | (1u << 22) : 0u;
    unsigned live = exist & ~gone;
    unsigned *r = out + (size_t)t * NF;
    if (gone & (1u << lane)) return;
    unsigned mask = quit ? live : 0xffffffffu;   /* full mask: exited and missing lanes excused */
    int k = 0;
    for (int kk = 0; kk < NK; kk++) {
        int v = key(kk, lane, blk);
        int p1 = 0, p2 = 0;
        r[k++] = __match_any_sync(mask, v) ^ __match_any_sync(mask, (unsigned)v) ^ __match_any_sync(mask, (long)v)
                 ^ __match_any_sync(mask, (unsigned long)v) ^ __match_any_sync(mask, (long long)v << 33)
                 ^ __match_any_sync(mask, (unsigned long long)v) ^ __match_any_sync(mask, (float)v)
                 ^ __match_any_sync(mask, (double)v * 0.5);
        unsigned a = __match_all_sync(mask, v, &p1), b = __match_all_sync(mask, (double)v, &p2);
        r[k++] = a == b && p1 == p2 ? a | (p1 ? 0 : 1) : 0xdead;
    }
    int x = val(lane, blk);
    r[k++] = __ballot_sync(mask, x > 0);
    r[k++] = __all_sync(mask, x > -1001) * 2 + __all_sync(mask, x > 0);
    r[k++] = __any_sync(mask, x > 990) * 2 + __any_sync(mask, x > 5000);
    r[k++] = __uni_sync(mask, 1) * 2 + __uni_sync(mask, x > 0);
    r[k++] = (unsigned)__reduce_add_sync(mask, x);
    r[k++] = (unsigned)__reduce_min_sync(mask, x);
    r[k++] = (unsigned)__reduce_max_sync(mask, x);
    r[k++] = __reduce_add_sync(mask, (unsigned)x);
    r[k++] = __reduce_min_sync(mask, (unsigned)x);
    r[k++] = __reduce_max_sync(mask, (unsigned)x);
    r[k++] = __reduce_and_sync(mask, (unsigned)x | 0x80000000u);
    r[k++] = __reduce_or_sync(mask, (unsigned)x & 0xff);
    r[k++] = __reduce_xor_sync(mask, (unsigned)x);
    /* subset masks on the two sides of a branch */
    if (lane & 1) r[k++] = __reduce_add_sync(live & 0xaaaaaaaau, (unsigned)x);
    else r[k++] = __ballot_sync(live & 0x55555555u, x > 0);
    /* legacy forms: the active mask is every live lane here */
    r[k++] = __ballot(x > 0);
    r[k++] = __any(x > 990) * 2 + __all(x > -1001);
    r[k++] = (unsigned)__shfl(x, 0) ^ (unsigned)__shfl_xor(x, 1) ^ (unsigned)__shfl_up(x, 1) ^ (unsigned)__shfl_down(x, 2);
}

int main(void)
{
    const int shapes[][2] = { { 2, 64 }, { 3, 80 }, { 1, 45 }, { 2, 7 } };
    int failures = 0;
    for (int quit = 0; quit < 2; quit++)
        for (int s = 0; s < 4; s++) {
            int nb = shapes[s][0], bs = shapes[s][1], n = nb * bs;
            unsigned *d, *h = (unsigned *)malloc((size_t)n * NF * sizeof(unsigned));
            CHECK(cudaMalloc(&d, (size_t)n * NF * sizeof(unsigned)));
            CHECK(cudaMemset(d, 0, (size_t)n * NF * sizeof(unsigned)));
            kernel<<<nb, bs>>>(d, quit);
            CHECK(cudaGetLastError());
            CHECK(cudaDeviceSynchronize());
            CHECK(cudaMemcpy(h, d, (size_t)n * NF * sizeof(unsigned), cudaMemcpyDeviceToHost));
            int bad = 0;
            for (int t = 0; t < n; t++) {
                int tb = t % bs, blk = t / bs, lane = tb & 31, first = tb - lane, left = bs - first;
                unsigned exist = left >= 32 ? 0xffffffffu : (1u << left) - 1;
                unsigned gone = quit ? (1u << 9) | (1u << 22) : 0u, live = exist & ~gone;
                if (gone & (1u << lane)) continue;
                unsigned e[NF];
                int k = 0;
                for (int kk = 0; kk < NK; kk++) {
                    unsigned any = 0;
                    int same = 1;
                    for (int l = 0; l < 32; l++) {
                        if (!(live & (1u << l))) continue;
                        if (key(kk, l, blk) == key(kk, lane, blk)) any |= 1u << l;
                        if (key(kk, l, blk) != key(kk, __builtin_ctz(live), blk)) same = 0;
                    }
                    e[k++] = 0;                      /* 8 identical masks xor to 0 */
                    e[k++] = same ? live : 1u;
                }
                unsigned ballot = 0, even = 0, uand = 0xffffffffu, uor = 0, uxor = 0;
                int all0 = 1, all1 = 1, any0 = 0, any1 = 0, smin = 1 << 30, smax = -(1 << 30);
                unsigned usum = 0, umin = 0xffffffffu, umax = 0, oddsum = 0;
                for (int l = 0; l < 32; l++) {
                    if (!(live & (1u << l))) continue;
                    int x = val(l, blk);
                    if (x > 0) ballot |= 1u << l;
                    all0 &= x > -1001; all1 &= x > 0; any0 |= x > 990; any1 |= x > 5000;
                    usum += (unsigned)x;
                    if (x < smin) smin = x;
                    if (x > smax) smax = x;
                    if ((unsigned)x < umin) umin = (unsigned)x;
                    if ((unsigned)x > umax) umax = (unsigned)x;
                    uand &= (unsigned)x | 0x80000000u; uor |= (unsigned)x & 0xff; uxor ^= (unsigned)x;
                    if (l & 1) oddsum += (unsigned)x;
                    else if (x > 0) even |= 1u << l;
                }
                e[k++] = ballot;
                e[k++] = all0 * 2 + all1;
                e[k++] = any0 * 2 + any1;
                e[k++] = 2 + (ballot == 0 || ballot == live);
                e[k++] = usum; e[k++] = (unsigned)smin; e[k++] = (unsigned)smax;
                e[k++] = usum; e[k++] = umin; e[k++] = umax;
                e[k++] = uand; e[k++] = uor; e[k++] = uxor;
                e[k++] = (lane & 1) ? oddsum : even;
                e[k++] = ballot;
                e[k++] = any0 * 2 + all0;
                {
                    /* legacy shuffles: lane 0, lane ^ 1, lane - 1 (own value
                     * at lane 0), lane + 2 (own value past lane 31); a
                     * source that exited or does not exist has no defined
                     * value, so such lanes are not checked */
                    int src[4] = { 0, lane ^ 1, lane >= 1 ? lane - 1 : lane, lane + 2 < 32 ? lane + 2 : lane };
                    unsigned want = 0;
                    int ok = 1;
                    for (int q = 0; q < 4; q++) {
                        ok &= (live >> src[q]) & 1;
                        want ^= (unsigned)val(src[q], blk);
                    }
                    e[k] = ok ? want : h[(size_t)t * NF + k];
                    k++;
                }
                for (int j = 0; j < k; j++)
                    if (h[(size_t)t * NF + j] != e[j]) {
                        if (bad < 5) printf("quit=%d bs=%d t=%d field %d: got 0x%x want 0x%x\n", quit, bs, t, j, h[(size_t)t * NF + j], e[j]);
                        bad++;
                    }
            }
            printf("quit=%d blocks=%d threads=%d mismatches=%d\n", quit, nb, bs, bad);
            failures += bad != 0;
            CHECK(cudaFree(d));
            free(h);
        }
    if (failures) { printf("FAIL\n"); return 1; }
    printf("PASS\n");
    return 0;
}
