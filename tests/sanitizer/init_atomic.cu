// BUILD: initcheck
// TOOL: --tool initcheck
// EXPECT: ^========= Uninitialized __global__ memory read of size 4 bytes$
// EXPECT: at count in .*init_atomic\.cu:16$
// EXPECT: ERROR SUMMARY: 1 error$
// EXIT: 7
// FIXED: ERROR SUMMARY: 0 errors
// (compute-sanitizer on an H200: 1 error, in thread 15 where cucc names the
// first thread to get there, 1)
// initcheck: a counter that is never zeroed is incremented with atomicAdd.
#include <cstdio>
__global__ void count(const int *v, int n, unsigned *hits)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && v[i] > 0)
        atomicAdd(hits, 1u);
}
int main()
{
    int h[16], *v;
    unsigned *hits;
    for (int i = 0; i < 16; i++)
        h[i] = i % 2;
    cudaMalloc(&v, sizeof h);
    cudaMalloc(&hits, sizeof(unsigned));
    cudaMemcpy(v, h, sizeof h, cudaMemcpyHostToDevice);
#ifdef FIXED
    cudaMemset(hits, 0, sizeof(unsigned));
#endif
    count<<<1, 16>>>(v, 16, hits);
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    cudaFree(v);
    cudaFree(hits);
    return 0;
}
