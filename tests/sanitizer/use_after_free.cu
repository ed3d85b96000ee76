// EXPECT: Invalid __global__ read of size 4 bytes
// EXPECT: at sum in .*use_after_free\.cu:17
// EXPECT: by thread \(0,0,0\) in block \(0,0,0\)
// EXPECT: is in an allocation freed before
// EXPECT: cudaFree of 256 bytes
// EXPECT: ^synchronize: cudaErrorLaunchFailure$
// EXPECT: ERROR SUMMARY: 2 errors
// EXIT: 7
// FIXED: ^synchronize: cudaSuccess$
// FIXED: ERROR SUMMARY: 0 errors
// memcheck: a kernel reads device memory after cudaFree.
#include <cstdio>
__global__ void sum(const int *p, int n, int *out)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += p[i];
    *out = s;
}
int main()
{
    int *d, *out;
    cudaMalloc(&d, 64 * sizeof(int));
    cudaMalloc(&out, sizeof(int));
    cudaMemset(d, 0, 64 * sizeof(int));
#ifndef FIXED
    cudaFree(d);
#endif
    sum<<<1, 1>>>(d, 64, out);
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    return 0;
}
