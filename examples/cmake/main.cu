#include <cstdio>
#include "vecops.h"

void report(const float *y, int n, int arch);

__global__ void saxpy(float a, const float *x, float *y, int n, int *arch)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = axpy(a, x[i], y[i]);
#ifdef __CUDA_ARCH__
    if (i == 0)
        *arch = __CUDA_ARCH__;
#endif
}

int main()
{
    const int n = 1000;
    float *x, *y;
    int *arch;
    cudaMallocManaged(&x, n * sizeof(float));
    cudaMallocManaged(&y, n * sizeof(float));
    cudaMallocManaged(&arch, sizeof(int));
    fill(x, n, 1.0f);
    fill(y, n, 0.0f);
    saxpy<<<(n + 255) / 256, 256>>>(SCALE, x, y, n, arch);
    if (cudaDeviceSynchronize() != cudaSuccess)
        return 1;
    report(y, n, *arch);
    return 0;
}
