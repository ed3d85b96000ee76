// Concurrent device malloc/free from many blocks at once (blocks run on
// several cores): each thread allocates blocks of varying sizes, keeps a
// few alive across iterations, fills and checks them, and frees them,
// sometimes in another thread than the one that allocated.  No block may
// be handed out twice, and once all are freed the heap is whole again.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %d %s\n", __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

#define NB 64
#define NT 128
#define ITERS 48
#define KEEP 4

__device__ unsigned *handoff[NB * NT];

__device__ unsigned rnd(unsigned *s)
{
    *s = *s * 1664525u + 1013904223u;
    return *s >> 8;
}

__device__ int fill_check(unsigned *p, unsigned words, unsigned tag, int check)
{
    int bad = 0;
    for (unsigned k = 0; k < words; k++) {
        if (check)
            bad |= p[k] != (tag ^ k);
        else
            p[k] = tag ^ k;
    }
    return bad;
}

__global__ void churn(int *bad, int *nulls)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x, seed = t * 7919u + 1;
    unsigned *keep[KEEP] = { 0 };
    unsigned words[KEEP] = { 0 };
    for (int it = 0; it < ITERS; it++) {
        int slot = it % KEEP;
        if (keep[slot]) {
            if (fill_check(keep[slot], words[slot], t << 12 | slot, 1))
                atomicAdd(bad, 1);
            free(keep[slot]);
        }
        words[slot] = 1 + rnd(&seed) % 512;
        keep[slot] = (unsigned *)malloc(words[slot] * 4);
        if (!keep[slot]) {
            atomicAdd(nulls, 1);
            continue;
        }
        if ((uintptr_t)keep[slot] % 16)
            atomicAdd(bad, 1);
        fill_check(keep[slot], words[slot], t << 12 | slot, 0);
    }
    for (int s = 0; s < KEEP; s++) {
        if (keep[s] && fill_check(keep[s], words[s], t << 12 | s, 1))
            atomicAdd(bad, 1);
        if (s == 0)
            handoff[t] = keep[s];   /* freed by another thread, later */
        else
            free(keep[s]);
    }
}

/* Frees what a thread of another block left behind. */
__global__ void free_others(void)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned other = (t + NT * 5) % (NB * NT);
    free(handoff[other]);
}

__global__ void whole(size_t bytes, int *ok)
{
    void *p = malloc(bytes);
    *ok = p != NULL;
    free(p);
}

int main(void)
{
    int *d, h[3] = { 0, 0, 0 }, bad = 0;
    size_t heap = 0;
    CHECK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, (size_t)64 << 20));
    CHECK(cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize));
    CHECK(cudaMalloc(&d, sizeof h));
    CHECK(cudaMemset(d, 0, sizeof h));
    for (int round = 0; round < 3; round++) {
        churn<<<NB, NT>>>(d, d + 1);
        CHECK(cudaGetLastError());
        free_others<<<NB, NT>>>();
        CHECK(cudaGetLastError());
    }
    whole<<<1, 1>>>(heap - heap / 16, d + 2);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    /* Live blocks at any time: at most NB*NT*KEEP*2 KiB = 64 MiB worst
     * case, about 32 MiB on average, so a few NULLs are allowed. */
    if (h[0]) {
        printf("%d corrupted or misaligned blocks\n", h[0]);
        bad++;
    }
    if (h[1] > NB * NT * ITERS * 3 / 4) {
        printf("%d of %d allocations failed\n", h[1], NB * NT * ITERS * 3);
        bad++;
    }
    if (!h[2]) {
        printf("the heap is not whole after everything was freed\n");
        bad++;
    }
    CHECK(cudaFree(d));
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
