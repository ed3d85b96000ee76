// `void(f(x));` in a region piece, a functional cast to void that the
// parser reads as a declaration: the emitter marked its "variable" used
// with `(void)&(;`, the region form did not compile and the kernel ran on
// fibers (the e2e runner fails a test whose region form does not compile).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void k(unsigned *h)
{
    __shared__ unsigned s[64];
    s[threadIdx.x] = threadIdx.x * 3u;
    __syncthreads();
    void(min(s[threadIdx.x], 3u));
    h[threadIdx.x] = s[63 - threadIdx.x];
}

int main()
{
    unsigned *h;
    cudaMallocManaged(&h, 64 * sizeof(unsigned));
    k<<<1, 64>>>(h);
    cudaDeviceSynchronize();
    unsigned sum = 0;
    for (int i = 0; i < 64; i++)
        sum += h[i] * (i + 1);
    printf("h[0] %u h[63] %u weighted sum %u\n", h[0], h[63], sum);
    return 0;
}
