// Sum of n floats with warp shuffles: a grid-stride sum per thread, then
// __shfl_down_sync within each warp, then the warps' sums through shared
// memory (one __syncthreads) and a last warp shuffle; block sums are added
// by a second, one-block launch.
#include "bench.h"

#define N (1 << 22)
#define THREADS 256
#define BLOCKS 1024
#define REPS 10

__device__ float warp_sum(float v)
{
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

__global__ void block_sums(const float *x, float *partial, int n)
{
    __shared__ float warps[THREADS / 32];
    float v = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        v += x[i];
    v = warp_sum(v);
    if (threadIdx.x % 32 == 0)
        warps[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = threadIdx.x < blockDim.x / 32 ? warps[threadIdx.x] : 0;
        v = warp_sum(v);
        if (threadIdx.x == 0)
            partial[blockIdx.x] = v;
    }
}

int main(void)
{
    float *x, *partial, *sum;
    cudaMallocManaged(&x, N * sizeof(float));
    cudaMallocManaged(&partial, BLOCKS * sizeof(float));
    cudaMallocManaged(&sum, sizeof(float));
    for (int i = 0; i < N; i++)
        x[i] = (float)(i % 4) * 0.25f;   /* every partial sum is exact */
    block_sums<<<BLOCKS, THREADS>>>(x, partial, N);
    block_sums<<<1, THREADS>>>(partial, sum, BLOCKS);
    cudaDeviceSynchronize();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++) {
        block_sums<<<BLOCKS, THREADS>>>(x, partial, N);
        block_sums<<<1, THREADS>>>(partial, sum, BLOCKS);
    }
    cudaDeviceSynchronize();
    double t1 = bench_now_ms();
    bench_report((t1 - t0) / REPS, *sum);
    return 0;
}
