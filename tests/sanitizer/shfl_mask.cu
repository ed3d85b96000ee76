// BUILD: plain
// TOOL: --tool synccheck
// EXPECT: Barrier error detected\. Invalid arguments\.
// EXPECT: by thread \(8,0,0\) in block \(0,0,0\)
// EXPECT: Program hit cudaErrorIllegalInstruction \(error 715\) .* on CUDA API call to cudaDeviceSynchronize\.
// EXPECT: ^result: cudaErrorIllegalInstruction$
// EXPECT: ERROR SUMMARY: 2 errors
// EXIT: 7
// FIXED: ^result: cudaSuccess$
// FIXED: ERROR SUMMARY: 0 errors
// synccheck: lanes 8-15 call __shfl_xor_sync with a mask that leaves them
// out.  The first is reported, then the kernel traps with
// cudaErrorIllegalInstruction, as on an H100 without the tool (whose
// compute-sanitizer reports every lane that calls it).
#include <cstdio>
__global__ void k(int *out)
{
    int v = threadIdx.x;
    // lanes 0-15 take part, but the mask names only lanes 0-7
    if (threadIdx.x < 16)
#ifdef FIXED
        v += __shfl_xor_sync(0xffffu, v, 1);
#else
        v += __shfl_xor_sync(0xffu, v, 1);
#endif
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
