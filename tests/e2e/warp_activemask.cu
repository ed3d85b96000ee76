// __activemask() under divergence, checked against what the GPU's
// reconvergence gives (src/rt/warp.c describes how cucc reconstructs it):
// the two sides of an if/else, lanes 2, 4 and 8 alone, nested branches, a
// switch, a loop whose trip count depends on the lane (one mask per
// iteration, and the whole warp again after the loop), a branch followed
// by a converged call, lanes waiting at __syncthreads, a helper function
// called from both sides of a branch, recursion, lanes that exited, a
// partial last warp, and the legacy __ballot/__any/__all/__shfl.  Every lane also checks that the members of its mask
// all got the same mask.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %s:%d %s\n", __FILE__, __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

#define NF 24
#define LOOPS 5

/* Every member of m agrees on m: a shuffle over m from its lowest lane. */
__device__ int agree(unsigned m)
{
    return __shfl_sync(m, m, __ffs(m) - 1) == m;
}

__device__ __noinline__ unsigned helper(unsigned *slot)
{
    unsigned m = __activemask();
    *slot = m;
    return m;
}

__device__ __noinline__ unsigned rec(int n, unsigned *slot)
{
    if (n == 0) {
        unsigned m = __activemask();
        *slot = m;
        return m;
    }
    unsigned m = rec(n - 1, slot);
    slot[1] += 1;       /* keeps the call from being a tail call */
    return m;
}

__global__ void kernel(unsigned *out, unsigned *ok)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x & 31;
    unsigned *r = out + (size_t)t * NF;
    unsigned good = 1, m;

    /* 0: if/else halves */
    if (lane & 1) { m = __activemask(); r[0] = m; }
    else { m = __activemask(); r[0] = m | 0x80000000u; }
    good &= agree(m);

    /* 1: the guide's example */
    if (lane == 2 || lane == 4 || lane == 8) { m = __activemask(); r[1] = m; good &= agree(m); }

    /* 2: nested branches */
    if (lane < 16) {
        if (lane & 1) { m = __activemask(); r[2] = m; }
        else { m = __activemask(); r[2] = m + 1; }
    } else {
        m = __activemask(); r[2] = m + 2;
    }
    good &= agree(m);

    /* 3: switch */
    switch (lane % 4) {
    case 0: m = __activemask(); r[3] = m; break;
    case 1: m = __activemask(); r[3] = m ^ 1; break;
    case 2: m = __activemask(); r[3] = m ^ 2; break;
    default: m = __activemask(); r[3] = m ^ 3; break;
    }
    good &= agree(m);

    /* 4..8: a loop with lane % 5 iterations, one mask per iteration; 9:
     * the warp reconverges after it */
    for (int i = 0; i < lane % LOOPS; i++) {
        m = __activemask();
        r[4 + i] = m;
        good &= agree(m);
    }
    m = __activemask();
    r[9] = m;
    good &= agree(m);

    /* 10: a branch, then a converged call (lanes past the branch wait) */
    if (lane < 8) { m = __activemask(); r[10] = m; good &= agree(m); }
    m = __activemask();
    r[11] = m;

    /* 12: lanes 0-7 ask while the others wait at a barrier */
    if (lane < 8) { m = __activemask(); r[12] = m; good &= agree(m); }
    __syncthreads();

    /* 13, 14: one helper called from both sides of a branch */
    if (lane < 12) helper(&r[13]);
    else helper(&r[14]);

    /* 15: recursion: the same call at three depths */
    r[16] = 0;
    rec(lane % 3, &r[15]);

    /* 17: after a warp collective over a subset */
    if (lane < 16) {
        int x = __shfl_sync(0xffffu, lane, 0);
        m = __activemask();
        r[17] = m + (unsigned)x;
    } else {
        m = __activemask();
        r[17] = m;
    }
    good &= agree(m);

    /* 19, 20: the legacy forms vote and shuffle among the active lanes */
    if (lane & 1) r[19] = __ballot(lane % 3 == 0);
    else r[19] = __ballot(1);
    if (lane < 10) r[20] = __shfl(t, 3);
    else r[20] = __any(lane == 31) * 10 + __all(lane >= 10);

    /* 18: lanes 20 and up leave; the rest ask */
    if (lane >= 20) { ok[t] = good; return; }
    m = __activemask();
    r[18] = m;
    good &= agree(m);
    ok[t] = good;
}

int main(void)
{
    const int shapes[][2] = { { 2, 64 }, { 3, 80 }, { 1, 45 }, { 2, 13 } };
    int failures = 0;
    for (int s = 0; s < 4; s++) {
        int nb = shapes[s][0], bs = shapes[s][1], n = nb * bs;
        unsigned *d, *dok, *h = (unsigned *)malloc((size_t)n * NF * sizeof(unsigned));
        unsigned *hok = (unsigned *)malloc(n * sizeof(unsigned));
        CHECK(cudaMalloc(&d, (size_t)n * NF * sizeof(unsigned)));
        CHECK(cudaMalloc(&dok, n * sizeof(unsigned)));
        CHECK(cudaMemset(d, 0xff, (size_t)n * NF * sizeof(unsigned)));
        kernel<<<nb, bs>>>(d, dok);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(h, d, (size_t)n * NF * sizeof(unsigned), cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(hok, dok, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
        int bad = 0;
        for (int t = 0; t < n; t++) {
            int tb = t % bs, lane = tb & 31, left = bs - (tb - lane);
            unsigned live = left >= 32 ? 0xffffffffu : (1u << left) - 1;
            unsigned e[NF], *r = h + (size_t)t * NF;
            for (int k = 0; k < NF; k++) e[k] = r[k];     /* fields not set below are not checked */
            unsigned odd = live & 0xaaaaaaaau, even = live & 0x55555555u;
            e[0] = (lane & 1) ? odd : even | 0x80000000u;
            if (lane == 2 || lane == 4 || lane == 8) e[1] = live & 0x114u;
            e[2] = lane < 16 ? ((lane & 1) ? live & 0xaaaau : (live & 0x5555u) + 1) : (live & 0xffff0000u) + 2;
            {
                unsigned q = 0;
                for (int l = 0; l < 32; l++) if ((live >> l & 1) && l % 4 == lane % 4) q |= 1u << l;
                e[3] = q ^ (unsigned)(lane % 4);
            }
            for (int i = 0; i < lane % LOOPS; i++) {
                unsigned q = 0;
                for (int l = 0; l < 32; l++) if ((live >> l & 1) && l % LOOPS > i) q |= 1u << l;
                e[4 + i] = q;
            }
            e[9] = live;
            if (lane < 8) { e[10] = live & 0xffu; e[12] = live & 0xffu; }
            e[11] = live;
            if (lane < 12) e[13] = live & 0xfffu; else e[14] = live & 0xfffff000u;
            {
                unsigned q = 0;
                for (int l = 0; l < 32; l++) if ((live >> l & 1) && l % 3 == lane % 3) q |= 1u << l;
                e[15] = q;
                e[16] = (unsigned)(lane % 3);
            }
            e[17] = lane < 16 ? (live & 0xffffu) + (unsigned)(tb - lane) % 1u : live & 0xffff0000u;
            if (lane < 20) e[18] = live & 0xfffffu;
            {
                unsigned q = 0;
                for (int l = 1; l < 32; l += 2) if ((live >> l & 1) && l % 3 == 0) q |= 1u << l;
                e[19] = (lane & 1) ? q : even;
                e[20] = lane < 10 ? (unsigned)(t - lane + 3) : (unsigned)(((live >> 31) & 1) * 10 + 1);
            }
            for (int k = 0; k < NF; k++)
                if (r[k] != e[k]) {
                    if (bad < 8) printf("block=%d t=%d lane=%d field %d: got 0x%08x want 0x%08x\n", bs, tb, lane, k, r[k], e[k]);
                    bad++;
                }
            if (hok[t] != 1) {
                if (bad < 8) printf("block=%d t=%d: members of a mask disagree\n", bs, tb);
                bad++;
            }
        }
        printf("blocks=%d threads=%d mismatches=%d\n", nb, bs, bad);
        failures += bad != 0;
        CHECK(cudaFree(d)); CHECK(cudaFree(dok));
        free(h); free(hok);
    }
    if (failures) { printf("FAIL\n"); return 1; }
    printf("PASS\n");
    return 0;
}
