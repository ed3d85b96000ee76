// EXPECT: ^synchronize: cudaSuccess$
// EXPECT: ERROR SUMMARY: 0 errors
// EXIT: 0
// memcheck: the fixed twin of oob_global: no error.
#include <cstdio>
__global__ void fill(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = i;
}
int main()
{
    int *d;
    cudaMalloc(&d, 100 * sizeof(int));
    fill<<<1, 128>>>(d, 100);
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    cudaFree(d);
    return 0;
}
