#include "vecops.h"

__device__ float axpy(float a, float x, float y) { return a * x + y; }

__global__ void fill_kernel(float *d, int n, float v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        d[i] = v + i;
}

void fill(float *d, int n, float v) { fill_kernel<<<(n + 127) / 128, 128>>>(d, n, v); }
