// EXPECT: Malloc/Free Error encountered : Device-side double free
// EXPECT: at twice in .*dfree_heap\.cu:21
// EXPECT: by thread \(0,0,0\) in block \(0,0,0\)
// EXPECT: Address 0x[0-9a-f]+
// EXPECT: ^sync: cudaErrorLaunchFailure$
// EXPECT: ERROR SUMMARY: 2 errors
// EXIT: 7
// FIXED: ^sync: cudaSuccess$
// FIXED: ERROR SUMMARY: 0 errors
// memcheck: a kernel frees a device-heap block twice.
// (compute-sanitizer on an H100: the same report; without the tool the
// kernel fails with cudaErrorLaunchFailure there and here.)
#include <cstdio>
__global__ void twice(int *out)
{
    int *p = (int *)malloc(16 * sizeof(int));
    p[0] = 7;
    *out = p[0];
    free(p);
#ifndef FIXED
    free(p);
#endif
}
int main()
{
    int *out;
    cudaMalloc(&out, sizeof(int));
    twice<<<1, 1>>>(out);
    printf("sync: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
