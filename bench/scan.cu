// Block-wide inclusive prefix sums (Hillis-Steele) of consecutive
// THREADS-element segments of a big array: each block loads its segment
// into __shared__ memory and runs log2(blockDim.x) steps, each with a
// barrier after the reads and one after the writes (the loop's trip count
// depends only on blockDim).  Integer-valued floats: every sum is exact.
#include "bench.h"

#define N (1 << 24)
#define THREADS 512
#define REPS 5

__global__ void block_scan(const float *in, float *out)
{
    __shared__ float buf[THREADS];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    buf[threadIdx.x] = in[i];
    __syncthreads();
    for (unsigned off = 1; off < blockDim.x; off *= 2) {
        float v = threadIdx.x >= off ? buf[threadIdx.x - off] : 0.0f;
        __syncthreads();
        buf[threadIdx.x] += v;
        __syncthreads();
    }
    out[i] = buf[threadIdx.x];
}

int main(void)
{
    float *in, *out;
    cudaMallocManaged(&in, N * sizeof(float));
    cudaMallocManaged(&out, N * sizeof(float));
    for (int i = 0; i < N; i++)
        in[i] = (float)((i * 7) % 10);
    block_scan<<<N / THREADS, THREADS>>>(in, out);
    cudaDeviceSynchronize();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        block_scan<<<N / THREADS, THREADS>>>(in, out);
    cudaDeviceSynchronize();
    double t1 = bench_now_ms();
    double check = 0;
    for (int i = 0; i < N; i++)
        check += (double)out[i] * (i % 3 + 1);
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
