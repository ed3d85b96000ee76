// Row softmax, one block of 256 threads per row: each thread strides over
// the row; the row maximum is reduced with __shfl_xor_sync and the sum of
// expf(x - max) with __shfl_down_sync, both written inline in the kernel,
// each followed by the per-warp results in a __shared__ array and a
// __syncthreads().  Check: sum of round(1e6 * y) weighted by position,
// robust to the last-bit differences of expf and of summation order.
#include <math.h>
#include "bench.h"

#define ROWS 4096
#define COLS 1024
#define THREADS 256
#define REPS 5

__global__ void softmax(const float *x, float *y, int cols)
{
    __shared__ float warps[THREADS / 32];
    const float *row = x + (size_t)blockIdx.x * cols;
    float *out = y + (size_t)blockIdx.x * cols;
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32, nwarps = blockDim.x / 32;

    float m = -INFINITY;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        m = fmaxf(m, row[c]);
    for (int off = 16; off > 0; off /= 2)
        m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, off));
    if (lane == 0)
        warps[warp] = m;
    __syncthreads();
    m = warps[0];
    for (int w = 1; w < nwarps; w++)
        m = fmaxf(m, warps[w]);
    __syncthreads();

    float s = 0;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        s += expf(row[c] - m);
    for (int off = 16; off > 0; off /= 2)
        s += __shfl_down_sync(0xffffffffu, s, off);
    if (lane == 0)
        warps[warp] = s;
    __syncthreads();
    float total = 0;
    for (int w = 0; w < nwarps; w++)
        total += warps[w];
    float inv = 1.0f / total;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        out[c] = expf(row[c] - m) * inv;
}

int main(void)
{
    float *x, *y;
    cudaMallocManaged(&x, (size_t)ROWS * COLS * sizeof(float));
    cudaMallocManaged(&y, (size_t)ROWS * COLS * sizeof(float));
    for (int i = 0; i < ROWS * COLS; i++)
        x[i] = (float)(((unsigned)i * 7919u) % 1000u) * 0.01f - 5.0f;
    softmax<<<ROWS, THREADS>>>(x, y, COLS);
    cudaDeviceSynchronize();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        softmax<<<ROWS, THREADS>>>(x, y, COLS);
    cudaDeviceSynchronize();
    double t1 = bench_now_ms();
    double check = 0;
    for (int i = 0; i < ROWS * COLS; i++)
        check += rint(1e6 * (double)y[i]) * (i % 3 + 1);
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
