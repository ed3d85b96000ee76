// saxpy, y = a * x + y: memory bound, one element per thread, no barrier.
#include "bench.h"

#define N (1 << 22)
#define REPS 20

__global__ void saxpy(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

int main(void)
{
    float *x, *y;
    cudaMallocManaged(&x, N * sizeof(float));
    cudaMallocManaged(&y, N * sizeof(float));
    for (int i = 0; i < N; i++) {
        x[i] = (float)(i % 100);
        y[i] = 1.0f;
    }
    int threads = 256, blocks = (N + threads - 1) / threads;
    saxpy<<<blocks, threads>>>(N, 0.5f, x, y);
    cudaDeviceSynchronize();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        saxpy<<<blocks, threads>>>(N, 0.5f, x, y);
    cudaDeviceSynchronize();
    double t1 = bench_now_ms();
    double check = 0;
    for (int i = 0; i < N; i += 97)
        check += y[i];
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
