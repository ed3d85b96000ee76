// volatile shared memory in code that synchronises explicitly (barriers in
// the same block as the accesses, the scan of the CUDA samples) needs no
// lockstep: the kernel keeps the region strategy.  The legacy last-warp
// steps in a block of their own still run in lockstep (on fibers).
#include <cstdio>

__global__ void scan_synced(const unsigned *in, unsigned *out)
{
    __shared__ unsigned buf[2 * 64];
    volatile unsigned *s = buf;
    unsigned pos = threadIdx.x + 64;
    s[threadIdx.x] = 0;
    s[pos] = in[blockIdx.x * 64 + threadIdx.x];
    for (unsigned offset = 1; offset < 64; offset <<= 1) {
        __syncthreads();
        unsigned t = s[pos] + s[pos - offset];
        __syncthreads();
        s[pos] = t;
    }
    out[blockIdx.x * 64 + threadIdx.x] = s[pos];
}

__global__ void last_warp(const unsigned *in, unsigned *out)
{
    __shared__ unsigned buf[64];
    buf[threadIdx.x] = in[blockIdx.x * 64 + threadIdx.x];
    __syncthreads();
    if (threadIdx.x < 32) {
        volatile unsigned *v = buf;
        v[threadIdx.x] += v[threadIdx.x + 32];
        v[threadIdx.x] += v[threadIdx.x + 16];
        v[threadIdx.x] += v[threadIdx.x + 8];
        v[threadIdx.x] += v[threadIdx.x + 4];
        v[threadIdx.x] += v[threadIdx.x + 2];
        v[threadIdx.x] += v[threadIdx.x + 1];
    }
    if (threadIdx.x == 0)
        out[blockIdx.x] = buf[0];
}

int main()
{
    unsigned *in, *out;
    cudaMallocManaged(&in, 128 * sizeof(unsigned));
    cudaMallocManaged(&out, 128 * sizeof(unsigned));
    for (int i = 0; i < 128; i++)
        in[i] = (unsigned)(i * 7 % 13);
    scan_synced<<<2, 64>>>(in, out);
    cudaDeviceSynchronize();
    printf("scan: %u %u %u %u\n", out[0], out[63], out[64], out[127]);
    last_warp<<<2, 64>>>(in, out);
    cudaDeviceSynchronize();
    printf("sums: %u %u\n", out[0], out[1]);
    return 0;
}
