// EXPECT: Invalid __global__ write of size 4 bytes
// EXPECT: at fill in .*uaf_threads\.cu:23
// EXPECT: by thread \(63,0,0\) in block \(0,0,0\)
// EXPECT: Access to 0x[0-9a-f]*fc is in an allocation freed before
// EXPECT: cudaFree of 256 bytes
// EXPECT: ^second: cudaErrorLaunchFailure$
// EXPECT: ERROR SUMMARY: 65 errors
// EXIT: 7
// FIXED: ^first: 63$
// FIXED: ^second: cudaSuccess$
// FIXED: ERROR SUMMARY: 0 errors
// memcheck: a kernel writes managed memory after cudaFree.
// Each of the 64 threads' stores is reported (compute-sanitizer on an
// H200: the same 64 writes, as out of bounds); memcheck lets a kernel go
// on after an error, so the stores land: cudaFree keeps the block's
// memory back, poisoned, which AddressSanitizer needs (src/rt/memory.c,
// block_free).
#include <cstdio>
__global__ void fill(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = i;
}
int main()
{
    int *m;
    cudaMallocManaged(&m, 64 * sizeof(int));
    fill<<<1, 64>>>(m, 64);
    cudaDeviceSynchronize();
    printf("first: %d\n", m[63]);
#ifndef FIXED
    cudaFree(m);
#endif
    fill<<<1, 64>>>(m, 64);
    printf("second: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
