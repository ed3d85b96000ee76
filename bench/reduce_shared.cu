// Sum of n floats: each block reduces its 256 elements (a grid-stride sum
// per thread first) in shared memory, a tree with a __syncthreads per
// level; block sums are added by a second, one-block launch.
#include "bench.h"

#define N (1 << 22)
#define THREADS 256
#define BLOCKS 1024
#define REPS 10

__global__ void block_sums(const float *x, float *partial, int n)
{
    __shared__ float s[THREADS];
    float v = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        v += x[i];
    s[threadIdx.x] = v;
    __syncthreads();
    for (int half = blockDim.x / 2; half > 0; half /= 2) {
        if (threadIdx.x < half)
            s[threadIdx.x] += s[threadIdx.x + half];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        partial[blockIdx.x] = s[0];
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
