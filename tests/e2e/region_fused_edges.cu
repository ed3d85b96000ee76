// Region kernels at the edges of fusing blocks along x: a parameter each
// thread moves, a parameter a uniform loop counts down, a __shared__
// array declared inside a loop, shuffles of the first 64 threads of
// 100-thread blocks, a shuffle whose lane comes from blockIdx, and a
// __syncthreads_count result stored by every thread.  Each kernel has a
// grid-stride sum (a lockstep loop) so that it would fuse.
#include <cstdio>

__global__ void moved_param(const int *in, int *out, int n)
{
    __shared__ int s[64];
    int v = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        v += in[i];
    out += blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = v;
    __syncthreads();
    *out = s[63 - threadIdx.x] + 1000 * (int)blockIdx.x;
}

__global__ void counted_param(const int *in, int *out, int n, int width)
{
    __shared__ int s[64];
    int v = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        v += in[i];
    s[threadIdx.x] = v;
    __syncthreads();
    for (; width > 1; width /= 2) {
        if (threadIdx.x < width / 2)
            s[threadIdx.x] += s[threadIdx.x + width / 2];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        out[blockIdx.x] = s[0] * 10 + width;
}

__global__ void shared_in_loop(const int *in, int *out, int n)
{
    int v = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        v += in[i];
    for (int r = 0; r < 3; r++) {
        __shared__ int t[64];
        t[threadIdx.x] = v + r;
        __syncthreads();
        v = t[(threadIdx.x + 5) % 64] * 2 % 10007;
        __syncthreads();
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void low_shuffles(const int *in, int *out, int n)
{
    int v = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        v += in[i];
    if (threadIdx.x < 64) {
        for (int off = 16; off > 0; off /= 2)
            v += __shfl_down_sync(0xffffffffu, v, off);
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void lane_from_block(const int *in, int *out, int *counts, int n)
{
    int v = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        v += in[i];
    int w = __shfl_sync(0xffffffffu, v, blockIdx.x % 32);
    int c = __syncthreads_count(v % 3 == 0);
    out[blockIdx.x * blockDim.x + threadIdx.x] = w;
    counts[blockIdx.x * blockDim.x + threadIdx.x] = c;
}

static long weigh(const int *a, int n)
{
    long c = 0;
    for (int i = 0; i < n; i++)
        c += (long)a[i] * (i % 13 + 1);
    return c;
}

int main()
{
    const int n = 50000, blocks = 37;
    int *in, *out, *counts;
    cudaMallocManaged(&in, n * sizeof(int));
    cudaMallocManaged(&out, blocks * 100 * sizeof(int));
    cudaMallocManaged(&counts, blocks * 100 * sizeof(int));
    for (int i = 0; i < n; i++)
        in[i] = (i * 37) % 101;

    moved_param<<<blocks, 64>>>(in, out, n);
    cudaDeviceSynchronize();
    printf("moved_param: %d %d, check %ld\n", out[65], out[blocks * 64 - 1], weigh(out, blocks * 64));

    counted_param<<<blocks, 64>>>(in, out, n, 64);
    cudaDeviceSynchronize();
    printf("counted_param: %d %d, check %ld\n", out[0], out[blocks - 1], weigh(out, blocks));

    shared_in_loop<<<blocks, 64>>>(in, out, n);
    cudaDeviceSynchronize();
    printf("shared_in_loop: %d %d, check %ld\n", out[0], out[blocks * 64 - 1], weigh(out, blocks * 64));

    low_shuffles<<<blocks, 100>>>(in, out, n);
    cudaDeviceSynchronize();
    printf("low_shuffles: %d %d %d, check %ld\n", out[0], out[132], out[blocks * 100 - 1],
           weigh(out, blocks * 100));

    lane_from_block<<<blocks, 64>>>(in, out, counts, n);
    cudaDeviceSynchronize();
    printf("lane_from_block: %d %d, counts %d %d, check %ld %ld\n", out[0], out[blocks * 64 - 1],
           counts[0], counts[blocks * 64 - 1], weigh(out, blocks * 64), weigh(counts, blocks * 64));
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
