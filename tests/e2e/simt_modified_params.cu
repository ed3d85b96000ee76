// Kernel parameters that each thread modifies (`src += threadIdx.x`, a
// count decremented per thread, a scale changed under a thread-dependent
// if) used across barriers: in the region strategy they are per-thread
// values filled from the argument, so every strategy gives the same
// output (and a GPU's).
#include <cstdio>

__global__ void bitonic_rows(int *dst, const int *src, int n, int rounds, float scale)
{
    __shared__ int s[128];
    src += blockIdx.x * n + threadIdx.x;     // the samples' idiom
    dst += blockIdx.x * n + threadIdx.x;
    s[threadIdx.x] = src[0];
    s[threadIdx.x + n / 2] = src[n / 2];
    if (threadIdx.x % 3 == 0)
        scale *= 2.0f;
    rounds -= threadIdx.x % 2;
    for (int size = 2; size <= n; size <<= 1)
        for (int stride = size / 2; stride > 0; stride >>= 1) {
            __syncthreads();
            unsigned pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
            bool up = (threadIdx.x & (size / 2)) == 0;
            int a = s[pos], b = s[pos + stride];
            if ((a > b) == up) {
                s[pos] = b;
                s[pos + stride] = a;
            }
        }
    __syncthreads();
    dst[0] = s[threadIdx.x] * rounds + (int)scale;
    dst[n / 2] = s[threadIdx.x + n / 2];
}

int main()
{
    const int n = 128, blocks = 4;
    int *src, *dst;
    cudaMallocManaged(&src, blocks * n * sizeof(int));
    cudaMallocManaged(&dst, blocks * n * sizeof(int));
    for (int i = 0; i < blocks * n; i++)
        src[i] = (i * 7919) % 1000;
    bitonic_rows<<<blocks, n / 2>>>(dst, src, n, 3, 1.5f);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    for (int b = 0; b < blocks; b++) {
        long sum = 0;
        for (int i = 0; i < n; i++)
            sum += (long)dst[b * n + i] * (i + 1);
        printf("block %d: %d %d %d %d ... %d %d  weighted %ld\n", b, dst[b * n], dst[b * n + 1], dst[b * n + 2],
               dst[b * n + 3], dst[b * n + n - 2], dst[b * n + n - 1], sum);
    }
    return 0;
}
