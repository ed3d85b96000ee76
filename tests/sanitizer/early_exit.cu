// BUILD: plain
// TOOL: --tool synccheck
// EXPECT: ^result: cudaSuccess$
// EXPECT: ERROR SUMMARY: 0 errors
// EXIT: 0
// synccheck: threads that return before a barrier are no divergence (an
// H100's compute-sanitizer agrees).
#include <cstdio>
__global__ void k(int *out, int n)
{
    __shared__ int s[64];
    if (threadIdx.x >= n)
        return;
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = s[n - 1 - threadIdx.x];
}
int main()
{
    int *o;
    cudaMalloc(&o, 64 * sizeof(int));
    k<<<1, 64>>>(o, 40);
    printf("result: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
