// A __device__ function of the program's own named like a math function
// the region planner knows to be pure (min) reads memory: a declaration
// that calls it is no value the block may compute once, before the
// thread's own add (it was: seen 0, fibers and a GPU 1).
#include <cstdio>
#include <cuda_runtime.h>

__device__ unsigned min(const unsigned *p, unsigned v) { return *p < v ? *p : v; }

__global__ void k(unsigned *hist)
{
    __shared__ unsigned s;
    __syncthreads();
    atomicAdd(&hist[0], 1u);
    unsigned v = min(hist, 100u);
    s = v;
    __syncthreads();
    hist[1] = s;
}

int main()
{
    unsigned *h;
    cudaMallocManaged(&h, 4 * sizeof(unsigned));
    cudaMemset(h, 0, 4 * sizeof(unsigned));
    k<<<1, 1>>>(h);
    cudaDeviceSynchronize();
    printf("hist0=%u seen=%u\n", h[0], h[1]);
    k<<<1, 1>>>(h);
    cudaDeviceSynchronize();
    printf("hist0=%u seen=%u\n", h[0], h[1]);
    return 0;
}
