// The device heap holds cudaLimitMallocHeapSize bytes: many threads
// allocating more than that get NULL once it is full, the blocks they did
// get are disjoint, freeing everything makes the whole heap usable again
// (one allocation of most of it succeeds), and the heap survives kernels.
// Also __nv_aligned_device_malloc's alignment, and the limit frozen once
// device code has used the heap.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %d %s\n", __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

#define HEAP ((size_t)4 << 20)
#define NB 32
#define NT 256
#define N (NB * NT)
#define CHUNK 1000              /* N * CHUNK: about twice the heap; small enough for
                                 * the thread caches (devheap.c) */

__device__ int *ptrs[N];

__global__ void grab(int *got)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int *p = (int *)malloc(CHUNK);
    ptrs[t] = p;
    if (p) {
        for (int k = 0; k < CHUNK / 4; k++)
            p[k] = t;
        atomicAdd(got, 1);
    }
}

/* Every block still holds its owner's pattern (no two overlap), and
 * 16-byte alignment held. */
__global__ void verify_and_free(int *bad)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int *p = ptrs[t];
    if (!p)
        return;
    if ((uintptr_t)p % 16)
        atomicAdd(bad, 1);
    for (int k = 0; k < CHUNK / 4; k++)
        if (p[k] != t) {
            atomicAdd(bad, 1);
            break;
        }
    free(p);
    ptrs[t] = NULL;
}

__global__ void big(size_t bytes, int *ok)
{
    char *p = (char *)malloc(bytes);
    *ok = p != NULL;
    if (p) {
        p[0] = 1;
        p[bytes - 1] = 2;
        free(p);
    }
}

__global__ void aligned(int *res)
{
    size_t aligns[4] = { 16, 256, 4096, 65536 };
    for (int i = 0; i < 4; i++) {
        void *p = __nv_aligned_device_malloc(100, aligns[i]);
        res[i] = p && (uintptr_t)p % aligns[i] == 0;
        free(p);
    }
    res[4] = __nv_aligned_device_malloc(100, 24) == NULL;     /* not a power of two */
    res[5] = malloc(HEAP) == NULL;                            /* the heap keeps some for itself */
}

int main(void)
{
    int *d, h[8], got1, got2, bad = 0;
    size_t limit = 0;
    CHECK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, HEAP));
    CHECK(cudaDeviceGetLimit(&limit, cudaLimitMallocHeapSize));
    CHECK(cudaMalloc(&d, sizeof h));

    CHECK(cudaMemset(d, 0, sizeof h));
    grab<<<NB, NT>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&got1, d, sizeof(int), cudaMemcpyDeviceToHost));
    /* Nearly all of the heap, never more than it. */
    int fit = (int)(limit / (CHUNK + 16));
    if (got1 > fit || got1 < fit * 9 / 10) {
        printf("first round: %d allocations of %d bytes in a %zu-byte heap\n", got1, CHUNK, limit);
        bad++;
    }
    CHECK(cudaMemset(d, 0, sizeof(int)));
    verify_and_free<<<NB, NT>>>(d);
    CHECK(cudaMemcpy(h, d, sizeof(int), cudaMemcpyDeviceToHost));
    if (h[0]) {
        printf("%d blocks overlapped or were misaligned\n", h[0]);
        bad++;
    }

    /* Everything was freed: the same again, then one big block. */
    CHECK(cudaMemset(d, 0, sizeof(int)));
    grab<<<NB, NT>>>(d);
    CHECK(cudaMemcpy(&got2, d, sizeof(int), cudaMemcpyDeviceToHost));
    if (got2 != got1) {
        printf("second round: %d allocations, first %d\n", got2, got1);
        bad++;
    }
    CHECK(cudaMemset(d, 0, sizeof(int)));
    verify_and_free<<<NB, NT>>>(d);
    big<<<1, 1>>>(limit - limit / 8, d + 1);
    CHECK(cudaMemcpy(h, d, 2 * sizeof(int), cudaMemcpyDeviceToHost));
    if (h[0] || !h[1]) {
        printf("after freeing all: overlaps %d, big allocation %s\n", h[0], h[1] ? "ok" : "failed");
        bad++;
    }

    aligned<<<1, 1>>>(d);
    CHECK(cudaMemcpy(h, d, 6 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 6; i++)
        if (!h[i]) {
            printf("aligned check %d failed\n", i);
            bad++;
        }

    if (cudaDeviceSetLimit(cudaLimitMallocHeapSize, HEAP * 2) != cudaErrorInvalidValue) {
        printf("changing the heap size after use did not fail\n");
        bad++;
    }
    (void)cudaGetLastError();
    CHECK(cudaDeviceGetLimit(&limit, cudaLimitMallocHeapSize));
    if (limit != HEAP) {
        printf("heap limit reads %zu after the refused change\n", limit);
        bad++;
    }
    CHECK(cudaFree(d));
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
