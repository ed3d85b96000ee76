// FLAGS: -lcublas -lcufft
// NEEDS: cublas cufft
// Names public code written for CUDA 10-12 still uses: cuda::memory_order_*
// (libcu++ names the orders in cuda:: as well as cuda::std::), cublasGemmEx
// with a cudaDataType for the compute type (cuBLAS's C++ overloads take it
// to the cublasComputeType_t meant), and cuFFT's CUFFT_LICENSE_ERROR,
// CUFFT_INCOMPLETE_PARAMETER_LIST and CUFFT_PARSE_ERROR.
#include <cstdio>
#include <cuda/atomic>
#include <cublas_v2.h>
#include <cufft.h>

__global__ void publish(cuda::atomic<int, cuda::thread_scope_system> *flag, int *data)
{
    data[threadIdx.x] = threadIdx.x * 3;
    __syncthreads();
    if (threadIdx.x == 0)
        flag->store(1, cuda::memory_order_release);
}

int main()
{
    cuda::atomic<int, cuda::thread_scope_system> *flag;
    int *data;
    cudaMallocManaged(&flag, sizeof *flag);
    cudaMallocManaged(&data, 32 * sizeof(int));
    new (flag) cuda::atomic<int, cuda::thread_scope_system>(0);
    publish<<<1, 32>>>(flag, data);
    cudaDeviceSynchronize();
    cuda::memory_order o = cuda::memory_order_acquire;
    printf("flag %d data[31] %d\n", flag->load(o), data[31]);

    // C = A * B, 2x2, column major, compute type given as CUDA_R_32F
    float ha[4] = {1, 2, 3, 4}, hb[4] = {5, 6, 7, 8}, hc[4];
    float *a, *b, *c;
    cudaMalloc(&a, sizeof ha);
    cudaMalloc(&b, sizeof hb);
    cudaMalloc(&c, sizeof hc);
    cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice);
    cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice);
    cublasHandle_t h;
    cublasCreate(&h);
    const float one = 1, zero = 0;
    cublasStatus_t st = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, a, CUDA_R_32F, 2, b, CUDA_R_32F,
                                     2, &zero, c, CUDA_R_32F, 2, CUDA_R_32F, CUBLAS_GEMM_DEFAULT);
    cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost);
    printf("gemm %d: %g %g %g %g\n", (int)st, hc[0], hc[1], hc[2], hc[3]);
    st = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, a, CUDA_R_32F, 2, b, CUDA_R_32F, 2, &zero, c,
                      CUDA_R_32F, 2, CUDA_R_8I, CUBLAS_GEMM_DEFAULT);
    printf("compute type CUDA_R_8I: %s\n", st == CUBLAS_STATUS_NOT_SUPPORTED ? "not supported" : "accepted");
    cublasDestroy(h);

    printf("cufft codes %d %d %d\n", (int)CUFFT_INCOMPLETE_PARAMETER_LIST, (int)CUFFT_PARSE_ERROR,
           (int)CUFFT_LICENSE_ERROR);
    return 0;
}
