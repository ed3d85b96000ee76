// A shared library of CUDA code (add_library SHARED): a kernel and the host
// function that launches it, called by shared_app.
#include "shared_ops.h"

__global__ void square_kernel(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = v[i] * v[i];
}

int square_all(int *v, int n)
{
    int *d;
    if (cudaMalloc(&d, n * sizeof(int)) != cudaSuccess)
        return -1;
    cudaMemcpy(d, v, n * sizeof(int), cudaMemcpyHostToDevice);
    square_kernel<<<(n + 127) / 128, 128>>>(d, n);
    cudaMemcpy(v, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return cudaGetLastError() == cudaSuccess ? 0 : -1;
}
