// Matrix transpose out = in^T through a padded __shared__ tile[32][33]
// (the padding keeps the column reads free of bank conflicts on a GPU):
// 32x8 threads per 32x32 tile, each thread moves 4 rows in and 4 out,
// one __syncthreads() in between.
#include "bench.h"

#define N 4096
#define TD 32
#define ROWS 8
#define REPS 5

__global__ void transpose(float *out, const float *in, int n)
{
    __shared__ float tile[TD][TD + 1];
    int x = blockIdx.x * TD + threadIdx.x;
    int y = blockIdx.y * TD + threadIdx.y;
    for (int k = 0; k < TD; k += ROWS)
        tile[threadIdx.y + k][threadIdx.x] = in[(y + k) * n + x];
    __syncthreads();
    x = blockIdx.y * TD + threadIdx.x;
    y = blockIdx.x * TD + threadIdx.y;
    for (int k = 0; k < TD; k += ROWS)
        out[(y + k) * n + x] = tile[threadIdx.x][threadIdx.y + k];
}

int main(void)
{
    float *in, *out;
    cudaMallocManaged(&in, (size_t)N * N * sizeof(float));
    cudaMallocManaged(&out, (size_t)N * N * sizeof(float));
    for (int i = 0; i < N * N; i++) {
        in[i] = (float)(i % 1000);
        out[i] = 0;
    }
    dim3 block(TD, ROWS), grid(N / TD, N / TD);
    transpose<<<grid, block>>>(out, in, N);
    cudaDeviceSynchronize();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        transpose<<<grid, block>>>(out, in, N);
    cudaDeviceSynchronize();
    double t1 = bench_now_ms();
    double check = 0;
    for (int i = 0; i < N * N; i++)
        check += (double)out[i] * (i % 7 + 1);
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
