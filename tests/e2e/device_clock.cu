// clock() in device code counts the cycles clock64() counts (both an SM's
// clock on a GPU): a thread that waits for clock64() to advance by N sees
// clock() advance by about N too, modulo 2^32; in a __host__ __device__
// function it is the device's in a kernel and the C library's on the host;
// a clock() of the program's own (in a namespace) is left alone.
#include <cuda_runtime.h>
#include <stdio.h>
#include <time.h>

namespace mine {
__device__ long clock() { return 42; }
}

__host__ __device__ long long hd_clock(void) { return (long long)clock(); }

__global__ void rates(int *same, int *hd_same, long *own)
{
    const long long n = 2000000;
    clock_t c0 = clock();
    long long h0 = hd_clock();
    long long t0 = clock64();
    while (clock64() - t0 < n)
        ;
    unsigned dc = (unsigned)clock() - (unsigned)c0;
    unsigned dh = (unsigned)hd_clock() - (unsigned)h0;
    long long d64 = clock64() - t0;
    if (dc > d64 / 2 && dc < d64 * 2)
        atomicAdd(same, 1);
    if (dh > d64 / 2 && dh < d64 * 2)
        atomicAdd(hd_same, 1);
    own[threadIdx.x] = mine::clock();
}

int main(void)
{
    int *same, *hd_same;
    long *own;
    cudaMallocManaged(&same, sizeof(int));
    cudaMallocManaged(&hd_same, sizeof(int));
    cudaMallocManaged(&own, 4 * sizeof(long));
    *same = *hd_same = 0;
    rates<<<2, 4>>>(same, hd_same, own);
    cudaError_t e = cudaDeviceSynchronize();
    printf("sync: %s\n", cudaGetErrorName(e));
    printf("threads whose clock() kept clock64()'s rate: %d of 8\n", *same);
    printf("... through a __host__ __device__ function: %d of 8\n", *hd_same);
    printf("mine::clock(): %ld %ld %ld %ld\n", own[0], own[1], own[2], own[3]);
    long long h0 = hd_clock();
    volatile double x = 0;
    for (int i = 0; i < 20000000 && (long long)clock() - h0 < CLOCKS_PER_SEC / 50; i++)
        x = x + 1.0;
    long long dh = hd_clock() - h0;
    printf("host clock() through it: %s\n", dh > 0 && dh < 10 * CLOCKS_PER_SEC ? "processor time" : "other");
    return 0;
}
