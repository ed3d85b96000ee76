// Histogram of n bytes into 256 bins: each block counts into a private
// histogram in shared memory with shared-memory atomics (cleared and
// flushed between __syncthreads), then adds it to the global one with
// global atomics.
#include "bench.h"

#define N (1 << 23)
#define BINS 256
#define THREADS 256
#define BLOCKS 512
#define REPS 5

__global__ void histogram(const unsigned char *data, unsigned *hist, int n)
{
    __shared__ unsigned local[BINS];
    for (int b = threadIdx.x; b < BINS; b += blockDim.x)
        local[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += blockDim.x)
        if (local[b])
            atomicAdd(&hist[b], local[b]);
}

int main(void)
{
    unsigned char *data;
    unsigned *hist;
    cudaMallocManaged(&data, N);
    cudaMallocManaged(&hist, BINS * sizeof(unsigned));
    unsigned s = 1;
    for (int i = 0; i < N; i++) {
        s = s * 1664525u + 1013904223u;
        data[i] = (unsigned char)((s >> 24) & (s >> 16));    /* skewed */
    }
    histogram<<<BLOCKS, THREADS>>>(data, hist, N);
    cudaDeviceSynchronize();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++) {
        cudaMemset(hist, 0, BINS * sizeof(unsigned));
        histogram<<<BLOCKS, THREADS>>>(data, hist, N);
    }
    cudaDeviceSynchronize();
    double t1 = bench_now_ms();
    double check = 0;
    for (int b = 0; b < BINS; b++)
        check += (double)hist[b] * (b + 1);
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
