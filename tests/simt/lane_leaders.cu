// Statements only every N-th thread takes run in an x loop of their own
// (src/simt/region.c find_xstep); the dump names the strategy, the run
// compares fibers and regions.
#include <cstdio>

__global__ void leaders(int *out)
{
    __shared__ int s[64];
    int v = out[threadIdx.x];
    s[threadIdx.x] = v;
    __syncthreads();
    v += s[63 - threadIdx.x];
    __syncthreads();
    if (threadIdx.x % 32 == 0)
        s[threadIdx.x / 32] = v;
    __syncthreads();
    if ((threadIdx.x & 7) == 0 && threadIdx.x < 40)
        out[threadIdx.x] = s[0] + s[1] + v;
}

int main()
{
    int *p;
    cudaMallocManaged(&p, 64 * sizeof(int));
    for (int i = 0; i < 64; i++)
        p[i] = i * i;
    leaders<<<1, 64>>>(p);
    cudaDeviceSynchronize();
    long w = 0;
    for (int i = 0; i < 64; i++)
        w += (long)p[i] * (i + 1);
    printf("%d %d %ld\n", p[0], p[8], w);
    return 0;
}
