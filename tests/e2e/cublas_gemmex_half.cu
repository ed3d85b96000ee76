// FLAGS: -lcublas
// NEEDS: cublas
// cublasGemmEx with half A and B (CUBLAS_COMPUTE_32F): C in float and in half,
// transposed A; values exact in half and in float, so the same as an H200.
#include <cublas_v2.h>
#include <cuda_fp16.h>
#include <cstdio>
int main()
{
    const int m = 5, n = 4, k = 6;
    __half *a, *b, *ch; float *cf;
    cudaMallocManaged(&a, m * k * 2); cudaMallocManaged(&b, k * n * 2); cudaMallocManaged(&ch, k * n * 2); cudaMallocManaged(&cf, m * n * 4);
    for (int i = 0; i < m * k; i++) a[i] = __float2half((float)((i * 7) % 9) - 4 + 0.5f);
    for (int i = 0; i < k * n; i++) b[i] = __float2half((float)((i * 5) % 7) - 3);
    for (int i = 0; i < m * n; i++) cf[i] = (float)(i % 3);
    for (int i = 0; i < k * n; i++) ch[i] = __float2half((float)(i % 4) * 0.25f);
    cublasHandle_t h; cublasCreate(&h);
    float one = 1, half_ = 0.5f;
    int s1 = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, a, CUDA_R_16F, m, b, CUDA_R_16F, k, &half_, cf, CUDA_R_32F, m, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
    int s2 = cublasGemmEx(h, CUBLAS_OP_T, CUBLAS_OP_N, k, n, m, &one, a, CUDA_R_16F, m, a, CUDA_R_16F, m, &half_, ch, CUDA_R_16F, k, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
    cudaDeviceSynchronize();
    printf("status %d %d\nf32:", s1, s2);
    for (int i = 0; i < m * n; i++) printf(" %g", cf[i]);
    printf("\nf16:");
    for (int i = 0; i < k * n; i++) printf(" %g", __half2float(ch[i]));
    printf("\n");
}
