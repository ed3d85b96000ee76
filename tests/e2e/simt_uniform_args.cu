// __device__ functions that wait, called with arguments every thread
// passes the same (a size, a cooperative_groups::thread_block) and with
// per-thread ones: the region form counts its loops to a uniform argument
// (as the samples' scan1Inclusive does), one region form per set of
// uniform arguments, nested calls passing `size / 4` on.  Output equal in
// every strategy and on a GPU.
#include <cooperative_groups.h>
#include <cstdio>
namespace cg = cooperative_groups;

__device__ unsigned scan1(unsigned v, volatile unsigned *s, unsigned size, cg::thread_block cta)
{
    unsigned pos = 2 * threadIdx.x - (threadIdx.x & (size - 1));
    s[pos] = 0;
    pos += size;
    s[pos] = v;
    for (unsigned off = 1; off < size; off <<= 1) {
        cg::sync(cta);
        unsigned t = s[pos] + s[pos - off];
        cg::sync(cta);
        s[pos] = t;
    }
    return s[pos];
}

__device__ unsigned scan4(unsigned v, volatile unsigned *s, unsigned size, cg::thread_block cta)
{
    return scan1(v * 3, s, size / 4, cta) - v;
}

// rounds is a per-thread argument in one kernel, uniform in the other
__device__ int rounds_of(int *s, int rounds)
{
    int acc = 0;
    for (int r = 0; r < 3; r++) {
        s[threadIdx.x] = rounds + r;
        __syncthreads();
        acc += s[(threadIdx.x + 1) % blockDim.x];
        __syncthreads();
    }
    return acc;
}

__global__ void scans(unsigned *out, unsigned size)
{
    __shared__ unsigned s[2 * 256];
    cg::thread_block cta = cg::this_thread_block();
    unsigned a = scan1(threadIdx.x % 7, s, size, cta);
    cg::sync(cta);
    unsigned b = threadIdx.x < size / 4 ? 1u : 0u;
    cg::sync(cta);
    b += scan4(threadIdx.x % 3, s, size, cg::this_thread_block());
    out[blockIdx.x * size + threadIdx.x] = a * 1000 + b;
}

__global__ void rounds_uniform(int *out, int k)
{
    __shared__ int s[128];
    out[threadIdx.x] = rounds_of(s, k);
}

__global__ void rounds_per_thread(int *out)
{
    __shared__ int s[128];
    out[threadIdx.x] = rounds_of(s, threadIdx.x % 4);
}

int main()
{
    const unsigned size = 256;
    unsigned *out;
    int *r;
    cudaMallocManaged(&out, 2 * size * sizeof(unsigned));
    cudaMallocManaged(&r, 2 * 128 * sizeof(int));
    scans<<<2, size>>>(out, size);
    rounds_uniform<<<1, 128>>>(r, 5);
    rounds_per_thread<<<1, 128>>>(r + 128);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    unsigned long long w = 0;
    for (unsigned i = 0; i < 2 * size; i++)
        w += (unsigned long long)out[i] * (i % 11 + 1);
    printf("scans: %u %u %u %u ... %u  weighted %llu\n", out[0], out[1], out[63], out[64], out[2 * size - 1], w);
    long rs = 0;
    for (int i = 0; i < 256; i++)
        rs += (long)r[i] * (i % 5 + 1);
    printf("rounds: %d %d %d %d  weighted %ld\n", r[0], r[127], r[128], r[255], rs);
    return 0;
}
