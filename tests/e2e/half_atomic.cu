// atomicAdd on __half and __half2 from many threads, in global and shared
// memory.  The values are chosen so that every order of the additions
// gives the same result (integers up to 2048 are exact in half), and each
// thread's returned old value must be distinct: a lost or doubled update
// shows.  The pair form must update both halves as one word: every old
// pair returned satisfies y == -x / 4.  Also: an add that rounds (2048 + 1
// ties back to 2048), subnormal addends (no flushing), NaN.
#include <cuda_fp16.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "half_test.h"

#define NB 16
#define NT 128
#define N (NB * NT) /* 2048 */

/* cells: [0] += 1.0, [1] += 2^-24 (subnormal), [2] = 2048 += 1.0 (rounds
 * back), [3] = NaN += 1.0; pair += (1.0, -0.25); olds: the values seen. */
__global__ void global_adds(__half *cells, __half2 *pair, __half *old1, __half2 *old2)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    old1[t] = atomicAdd(&cells[0], __float2half(1.0f));
    atomicAdd(&cells[1], __ushort_as_half(0x0001));
    atomicAdd(&cells[2], __float2half(1.0f));
    atomicAdd(&cells[3], __float2half(1.0f));
    old2[t] = atomicAdd(pair, __floats2half2_rn(1.0f, -0.25f));
}

/* Per block in shared memory: each thread adds 0.5; the block's total
 * (64.0) is then added to a global cell. */
__global__ void shared_adds(__half *total, __half *old_shared)
{
    __shared__ __half cell;
    if (threadIdx.x == 0)
        cell = __float2half(0.0f);
    __syncthreads();
    old_shared[blockIdx.x * blockDim.x + threadIdx.x] = atomicAdd(&cell, __float2half(0.5f));
    __syncthreads();
    if (threadIdx.x == 0)
        atomicAdd(total, cell);
}

int main(void)
{
    int bad = 0;
    __half cells_h[4] = {__float2half(0.0f), __float2half(0.0f), __float2half(2048.0f), __ushort_as_half(0x7e00)};
    __half2 pair_h = __floats2half2_rn(0.0f, 0.0f);
    __half *cells, *old1, *total, *olds;
    __half2 *pair, *old2;
    CHECK(cudaMalloc(&cells, sizeof cells_h));
    CHECK(cudaMalloc(&pair, sizeof pair_h));
    CHECK(cudaMalloc(&old1, N * sizeof(__half)));
    CHECK(cudaMalloc(&old2, N * sizeof(__half2)));
    CHECK(cudaMalloc(&total, sizeof(__half)));
    CHECK(cudaMalloc(&olds, N * sizeof(__half)));
    CHECK(cudaMemcpy(cells, cells_h, sizeof cells_h, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(pair, &pair_h, sizeof pair_h, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(total, 0, sizeof(__half)));
    global_adds<<<NB, NT>>>(cells, pair, old1, old2);
    CHECK(cudaGetLastError());
    shared_adds<<<NB, NT>>>(total, olds);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    static __half o1[N], os[N];
    static __half2 o2[N];
    __half tot;
    CHECK(cudaMemcpy(cells_h, cells, sizeof cells_h, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&pair_h, pair, sizeof pair_h, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(o1, old1, sizeof o1, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(o2, old2, sizeof o2, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(os, olds, sizeof os, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&tot, total, sizeof tot, cudaMemcpyDeviceToHost));

    const unsigned short want_cells[4] = {0x6800 /* 2048 */, 0x0800 /* 2048 * 2^-24 */, 0x6800, 0x7fff};
    for (int i = 0; i < 4; i++)
        if (__half_as_ushort(cells_h[i]) != want_cells[i]) {
            printf("cell %d: %04x, want %04x\n", i, __half_as_ushort(cells_h[i]), want_cells[i]);
            bad++;
        }
    if (__half_as_ushort(pair_h.x) != 0x6800 || __half2float(pair_h.y) != -512.0f) {
        printf("pair: %04x %04x\n", __half_as_ushort(pair_h.x), __half_as_ushort(pair_h.y));
        bad++;
    }
    static char seen[N], seen2[N], seen_shared[NB][NT];
    memset(seen, 0, sizeof seen);
    memset(seen2, 0, sizeof seen2);
    memset(seen_shared, 0, sizeof seen_shared);
    for (int t = 0; t < N; t++) {
        float v = __half2float(o1[t]);
        int k = (int)v;
        if (k != v || k < 0 || k >= N || seen[k]++) {
            printf("thread %d saw %g twice or out of range\n", t, v);
            bad++;
        }
        float x = __half2float(o2[t].x), y = __half2float(o2[t].y);
        int j = (int)x;
        if (j != x || j < 0 || j >= N || seen2[j]++ || y != -x / 4) {
            printf("thread %d saw pair (%g, %g)\n", t, x, y);
            bad++;
        }
        float s = __half2float(os[t]);
        int m = (int)(s * 2);
        if (m != s * 2 || m < 0 || m >= NT || seen_shared[t / NT][m]++) {
            printf("thread %d saw %g in shared memory\n", t, s);
            bad++;
        }
        if (bad > 20)
            break;
    }
    if (__half2float(tot) != NB * NT * 0.5f) {
        printf("shared total %g\n", __half2float(tot));
        bad++;
    }
    if (bad) {
        printf("FAIL %d\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
