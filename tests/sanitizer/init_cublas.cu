// BUILD: initcheck
// LINK: -lcublas
// TOOL: --tool initcheck
// EXPECT: Uninitialized __global__ memory read of size 4 bytes
// EXPECT: at use in .*init_cublas\.cu:24
// EXPECT: ERROR SUMMARY: 32 errors
// EXIT: 7
// FIXED: ERROR SUMMARY: 0 errors
// initcheck and device memory cuBLAS wrote from the host beyond gemm:
// copy's y, a norm returned through a device pointer, geqrfBatched's
// factors and tau, gelsBatched's devInfo, all read by a kernel; the planted
// bug copies 32 of the 64 values the kernel reads.
#include <cstdio>
#include <cublas_v2.h>
__global__ void use(const float *y, const float *norm, const float *a, const float *tau,
                    const int *dev_info, float *out)
{
    int t = threadIdx.x;
    float extra = 0;
    if (t == 0)
        extra = *norm + a[0] + a[5] + tau[0] + tau[1] + (float)*dev_info;
    else if (t == 1)
        extra = a[7];
    out[t] = y[t] + extra;
}
int main()
{
    float *x, *y, *norm, *out, *a, *tau, *c;
    int *dev_info;
    cudaMalloc(&x, 64 * sizeof(float));
    cudaMalloc(&y, 64 * sizeof(float));
    cudaMalloc(&norm, sizeof(float));
    cudaMalloc(&out, 64 * sizeof(float));
    cudaMalloc(&a, 8 * sizeof(float));
    cudaMalloc(&tau, 2 * sizeof(float));
    cudaMalloc(&c, 4 * sizeof(float));
    cudaMalloc(&dev_info, sizeof(int));
    float hx[64], ha[8] = {3, 1, 4, 1, 5, 9, 2, 6}, hc[4] = {1, 2, 3, 4};
    for (int i = 0; i < 64; i++)
        hx[i] = (float)(i % 9);
    cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice);
    cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice);
    cudaMemcpy(c, hc, sizeof hc, cudaMemcpyHostToDevice);
    cublasHandle_t h;
    cublasCreate(&h);
#ifdef FIXED
    cublasScopy(h, 64, x, 1, y, 1);
#else
    cublasScopy(h, 32, x, 1, y, 1);
#endif
    cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE);
    cublasSnrm2(h, 64, x, 1, norm);
    cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST);
    float **pa, **pt, **pc;
    cudaMallocManaged(&pa, sizeof(float *));
    cudaMallocManaged(&pt, sizeof(float *));
    cudaMallocManaged(&pc, sizeof(float *));
    *pa = a;
    *pt = tau;
    *pc = c;
    int info;
    cublasSgeqrfBatched(h, 4, 2, pa, 4, pt, &info, 1);
    cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice);
    cublasSgelsBatched(h, CUBLAS_OP_N, 4, 2, 1, pa, 4, pc, 4, &info, dev_info, 1);
    use<<<1, 64>>>(y, norm, a, tau, dev_info, out);
    printf("synchronize: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    cublasDestroy(h);
    return 0;
}
