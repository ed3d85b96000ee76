// BUILD: plain
// TOOL: --tool synccheck
// EXPECT: Barrier error detected\. Divergent thread\(s\) in block\.
// EXPECT: at k in
// EXPECT: by thread \(32,0,0\) in block \(0,0,0\)
// EXPECT: by thread \(63,0,0\) in block \(0,0,0\)
// EXPECT: ^result: cudaSuccess$
// EXPECT: ERROR SUMMARY: 32 errors
// EXIT: 7
// FIXED: ^result: cudaSuccess$
// FIXED: ERROR SUMMARY: 0 errors
// synccheck: the two halves of the block meet at different __syncthreads
// calls (an H100's compute-sanitizer reports each thread of one half).
#include <cstdio>
__global__ void k(int *out)
{
    __shared__ int s[64];
    s[threadIdx.x] = threadIdx.x;
#ifdef FIXED
    __syncthreads();
    if (threadIdx.x < 32) {
        out[threadIdx.x] = s[63 - threadIdx.x];
    } else {
        out[threadIdx.x] = s[threadIdx.x - 32];
    }
#else
    if (threadIdx.x < 32) {
        __syncthreads();
        out[threadIdx.x] = s[63 - threadIdx.x];
    } else {
        __syncthreads();
        out[threadIdx.x] = s[threadIdx.x - 32];
    }
#endif
}
int main()
{
    int *o;
    cudaMalloc(&o, 64 * sizeof(int));
    k<<<1, 64>>>(o);
    printf("result: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
