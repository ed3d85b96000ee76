// Matrix multiply C = A * B, 16x16 tiles staged through shared memory with
// two __syncthreads per tile: the classic CUDA kernel, all barriers.
#include "bench.h"

#define N 384
#define TILE 16
#define REPS 2

__global__ void matmul(const float *a, const float *b, float *c, int n)
{
    __shared__ float ta[TILE][TILE], tb[TILE][TILE];
    int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
    float sum = 0;
    for (int t = 0; t < n / TILE; t++) {
        ta[threadIdx.y][threadIdx.x] = a[row * n + t * TILE + threadIdx.x];
        tb[threadIdx.y][threadIdx.x] = b[(t * TILE + threadIdx.y) * n + col];
        __syncthreads();
        for (int k = 0; k < TILE; k++)
            sum += ta[threadIdx.y][k] * tb[k][threadIdx.x];
        __syncthreads();
    }
    c[row * n + col] = sum;
}

int main(void)
{
    float *a, *b, *c;
    cudaMallocManaged(&a, N * N * sizeof(float));
    cudaMallocManaged(&b, N * N * sizeof(float));
    cudaMallocManaged(&c, N * N * sizeof(float));
    for (int i = 0; i < N * N; i++) {
        a[i] = (float)(i % 7) - 3;
        b[i] = (float)(i % 5) - 2;
    }
    dim3 block(TILE, TILE), grid(N / TILE, N / TILE);
    matmul<<<grid, block>>>(a, b, c, N);
    cudaDeviceSynchronize();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        matmul<<<grid, block>>>(a, b, c, N);
    cudaDeviceSynchronize();
    double t1 = bench_now_ms();
    double check = 0;
    for (int i = 0; i < N * N; i++)
        check += c[i] * (i % 3);
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
