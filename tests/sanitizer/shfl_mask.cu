// BUILD: plain
// TOOL: --tool synccheck
// EXPECT: Barrier error detected\. Invalid arguments\.
// EXPECT: by thread \(8,0,0\) in block \(0,0,0\)
// EXPECT: by thread \(15,0,0\) in block \(0,0,0\)
// EXPECT: ERROR SUMMARY: 8 errors
// EXIT: 7
// synccheck: lanes 8-15 call __shfl_xor_sync with a mask that leaves them
// out (an H100 traps: cudaErrorIllegalInstruction without the tool; its
// compute-sanitizer reports every lane that calls it).
#include <cstdio>
__global__ void k(int *out)
{
    int v = threadIdx.x;
    // lanes 0-15 take part, but the mask names only lanes 0-7
    if (threadIdx.x < 16)
        v += __shfl_xor_sync(0xffu, v, 1);
    out[threadIdx.x] = v;
}
int main()
{
    int *o;
    cudaMalloc(&o, 32 * sizeof(int));
    k<<<1, 32>>>(o);
    printf("result: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
