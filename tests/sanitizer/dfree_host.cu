// EXPECT: Program hit cudaErrorInvalidValue \(error 1\) due to "invalid argument" on CUDA API call to cudaFree\.
// EXPECT: Program hit cudaErrorInvalidValue \(error 1\) due to "invalid argument" on CUDA API call to cudaFreeHost\.
// EXPECT: ^calls: cudaErrorInvalidValue cudaErrorInvalidValue$
// EXPECT: ERROR SUMMARY: 2 errors
// EXIT: 7
// FIXED: ^calls: cudaSuccess cudaSuccess$
// FIXED: ERROR SUMMARY: 0 errors
// memcheck: device memory freed twice, and cudaFreeHost given device memory.
// (compute-sanitizer on an H100: the same two API errors.)
#include <cstdio>
int main()
{
    int *d, *e;
    cudaMalloc(&d, 64);
    cudaMalloc(&e, 64);
    cudaFree(d);
    cudaError_t a = cudaSuccess, b = cudaSuccess;
#ifndef FIXED
    a = cudaFree(d);
    b = cudaFreeHost(e);
#endif
    cudaFree(e);
    printf("calls: %s %s\n", cudaGetErrorName(a), cudaGetErrorName(b));
    return 0;
}
