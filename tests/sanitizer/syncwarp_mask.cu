// BUILD: plain
// TOOL: --tool synccheck
// EXPECT: Barrier error detected\. Invalid arguments\.
// EXPECT: by thread \(0,0,0\) in block \(0,0,0\)
// EXPECT: by thread \(31,0,0\) in block \(0,0,0\)
// EXPECT: ^sync: cudaErrorLaunchFailure$
// EXPECT: ERROR SUMMARY: 33 errors
// EXIT: 7
// FIXED: ^sync: cudaSuccess$
// FIXED: ERROR SUMMARY: 0 errors
// synccheck: every lane calls __syncwarp with a mask that leaves out lane
// 0.  An H200's compute-sanitizer reports each of the 32 lanes ("Invalid
// arguments.") and the kernel then fails with cudaErrorLaunchFailure
// (without the tool it runs on); cucc-sanitizer reports the same 32 and,
// besides, the failed cudaDeviceSynchronize (33).
#include <cstdio>
__global__ void k(int *out)
{
    int v = threadIdx.x;
#ifdef FIXED
    __syncwarp(0xffffffffu);
#else
    __syncwarp(0xfffffffeu);
#endif
    out[threadIdx.x] = v;
}
int main()
{
    int *o;
    cudaMalloc(&o, 32 * sizeof(int));
    k<<<1, 32>>>(o);
    printf("sync: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
