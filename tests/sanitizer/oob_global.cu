// EXPECT: Invalid __global__ write of size 4 bytes
// EXPECT: at fill in .*oob_global\.cu:18
// EXPECT: by thread \(100,0,0\) in block \(0,0,0\)
// EXPECT: Access to 0x[0-9a-f]+ is out of bounds
// EXPECT: and is 1 bytes after the nearest allocation at 0x[0-9a-f]+ of size 400 bytes
// EXPECT: Program hit cudaErrorLaunchFailure \(error 719\) due to \"unspecified launch failure\" on CUDA API call to cudaDeviceSynchronize\.
// EXPECT: ^synchronize: cudaErrorLaunchFailure$
// EXPECT: Program hit cudaErrorLaunchFailure .* on CUDA API call to cudaFree\.
// EXPECT: ERROR SUMMARY: 3 errors
// EXIT: 7
// memcheck: a kernel writes one element past the end of a cudaMalloc'd
// array (the bound test is `<=`).
#include <cstdio>
__global__ void fill(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i <= n)
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
