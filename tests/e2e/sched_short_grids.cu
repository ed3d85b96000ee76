// Chunks sized by the rate of a worker's previous chunk (src/rt/sched.c,
// claim): many short launches of a kernel of cheap blocks, then launches of
// the same kernel whose blocks turn heavy, then cheap again, then medium.
// Every block must run exactly once each time, whoever ran it.
#include <cstdio>

__global__ void count_blocks(unsigned *hits, unsigned *sum, int work)
{
    __shared__ unsigned acc;
    if (threadIdx.x == 0)
        acc = 0;
    __syncthreads();
    unsigned v = threadIdx.x;
    for (int k = 0; k < work; k++)          /* heavy when work is large */
        v = v * 1664525u + 1013904223u;
    atomicAdd(&acc, v & 1u);
    __syncthreads();
    if (threadIdx.x == 0) {
        atomicAdd(&hits[blockIdx.x], 1u);
        atomicAdd(sum, acc);
    }
}

static unsigned expected_sum(int blocks, int threads, int work)
{
    unsigned odd = 0;
    for (int t = 0; t < threads; t++) {
        unsigned v = t;
        for (int k = 0; k < work; k++)
            v = v * 1664525u + 1013904223u;
        odd += v & 1u;
    }
    return odd * blocks;
}

int main()
{
    const int blocks = 96, threads = 64;
    unsigned *hits, *sum;
    cudaMallocManaged(&hits, blocks * sizeof(unsigned));
    cudaMallocManaged(&sum, sizeof(unsigned));
    int phases[] = {0, 20000, 0, 5000};
    int launches[] = {300, 3, 300, 5};
    for (int p = 0; p < 4; p++) {
        cudaMemset(hits, 0, blocks * sizeof(unsigned));
        *sum = 0;
        cudaDeviceSynchronize();
        for (int r = 0; r < launches[p]; r++)
            count_blocks<<<blocks, threads>>>(hits, sum, phases[p]);
        cudaError_t e = cudaDeviceSynchronize();
        int wrong = 0;
        for (int b = 0; b < blocks; b++)
            wrong += hits[b] != (unsigned)launches[p];
        printf("phase %d: work %d, %d launches: %s, blocks counted wrong %d, sum %s\n", p,
               phases[p], launches[p], cudaGetErrorString(e), wrong,
               *sum == expected_sum(blocks, threads, phases[p]) * launches[p] ? "right" : "wrong");
    }
    return 0;
}
