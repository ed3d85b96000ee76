// FLAGS: -lcublas
// cuBLAS sgemm through cucc (src/lib/cublas.c over the host's CBLAS)
// against the same product by CBLAS directly (ref/sgemm.c): what the
// cuBLAS layer costs.  1024 x 1024 x 1024, C = A B + C.
#include <cublas_v2.h>
#include "../bench.h"

#define N 1024
#define REPS 5

int main(void)
{
    float *a, *b, *c;
    cudaMalloc(&a, N * N * sizeof(float));
    cudaMalloc(&b, N * N * sizeof(float));
    cudaMallocManaged(&c, N * N * sizeof(float));
    float *h = (float *)malloc(N * N * sizeof(float));
    for (int i = 0; i < N * N; i++)
        h[i] = (float)(i % 7) / 8;
    cudaMemcpy(a, h, N * N * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(b, h, N * N * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemset(c, 0, N * N * sizeof(float));
    cublasHandle_t handle;
    cublasCreate(&handle);
    const float one = 1;
    cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, N, N, N, &one, a, N, b, N, &one, c, N);
    cudaDeviceSynchronize();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, N, N, N, &one, a, N, b, N, &one, c, N);
    cudaDeviceSynchronize();
    double t1 = bench_now_ms();
    bench_report((t1 - t0) / REPS, c[0] + c[N * N - 1]);
    return 0;
}
