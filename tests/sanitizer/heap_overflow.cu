// EXPECT: Invalid __global__ write of size 4 bytes
// EXPECT: at grow in .*heap_overflow\.cu:27
// EXPECT: by thread \(0,0,0\) in block \(0,0,0\)
// EXPECT: outside the live blocks of the device heap
// EXPECT: Invalid __global__ read of size 4 bytes
// EXPECT: at grow in .*heap_overflow\.cu:35
// EXPECT: by thread \(1,0,0\) in block \(0,0,0\)
// EXPECT: ^result: cudaErrorLaunchFailure$
// EXPECT: ERROR SUMMARY: 3 errors
// EXIT: 7
// FIXED: ^result: cudaSuccess$
// FIXED: ERROR SUMMARY: 0 errors
// memcheck on the device heap: thread 0 writes one int past a block it
// got from malloc in the kernel; thread 1 reads a block after freeing it.
#include <cstdio>
__global__ void grow(int *out)
{
#ifdef FIXED
    int *p = (int *)malloc(11 * sizeof(int));
#else
    int *p = (int *)malloc(10 * sizeof(int));
#endif
    for (int i = 0; i < 10; i++)
        p[i] = i;
    int v = 0;
    if (threadIdx.x == 0)
        p[10] = 1;
#ifdef FIXED
    if (threadIdx.x == 1)
        v = p[3];
    free(p);
#else
    free(p);
    if (threadIdx.x == 1)
        v = p[3];
#endif
    out[threadIdx.x] = v;
}
int main()
{
    int *out;
    cudaMalloc(&out, 2 * sizeof(int));
    grow<<<1, 2>>>(out);
    printf("result: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
