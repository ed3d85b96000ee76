// Public code writes `extern "C"__global__` with no space: C++11 would
// read "C"__global__ as a user-defined literal, nvcc reads the qualifier.
// Kernels and device functions declared so compile and run.
#include <cstdio>

__device__ int offset = 7;

extern "C"__device__ __forceinline__ int twice(int v) { return 2 * v; }

extern "C"__global__
void fill(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = twice(i) + offset;
}

extern "C"__host__ __device__ int square(int v) { return v * v; }

extern "C"__global__ void squares(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = square(out[i]);
}

int main()
{
    const int n = 100;
    int *d, h[n];
    cudaMalloc(&d, n * sizeof(int));
    fill<<<(n + 31) / 32, 32>>>(d, n);
    squares<<<(n + 31) / 32, 32>>>(d, n);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    long sum = 0;
    for (int i = 0; i < n; i++)
        sum += h[i];
    printf("h[0] %d h[99] %d sum %ld host square %d\n", h[0], h[99], sum, square(12));
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    cudaFree(d);
    return 0;
}
