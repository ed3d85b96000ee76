// Local pointers in kernels with barriers: a pointer stored through
// (`out[i] = v`) keeps its value, so one computed from uniform values is
// uniform in the region strategy; pointers reassigned per thread, arrays
// of pointers written per thread and pointers to the thread's own slot
// stay per thread.  Output equal in every strategy and on a GPU.
#include <cstdio>

__global__ void pointers(const int *in, int *out, int n)
{
    __shared__ int tile[64];
    __shared__ int other[64];
    int *dst = out + blockIdx.x * 3 * n;                  // uniform, stored through
    int *mine = tile + threadIdx.x;                       // the thread's own
    int *pick = tile;                                     // reassigned per thread
    if (threadIdx.x & 1)
        pick = other;
    int *both[2];                                         // an array, written per thread
    both[0] = tile;
    both[1] = tile;
    both[threadIdx.x % 2] = other;
    *mine = in[blockIdx.x * n + threadIdx.x];
    other[threadIdx.x] = -*mine;
    __syncthreads();
    for (int s = 1; s < n; s *= 2) {
        int v = threadIdx.x >= (unsigned)s ? tile[threadIdx.x - s] : 0;
        __syncthreads();
        *mine += v;
        __syncthreads();
    }
    dst[threadIdx.x] = tile[threadIdx.x];
    __syncthreads();
    dst[n + threadIdx.x] = pick[(threadIdx.x + 1) % n];
    dst += 2 * n;
    dst[threadIdx.x] = both[0][threadIdx.x] + both[1][n - 1 - threadIdx.x];
}

int main()
{
    const int n = 64, blocks = 3;
    int *in, *out;
    cudaMallocManaged(&in, blocks * n * sizeof(int));
    cudaMallocManaged(&out, blocks * 3 * n * sizeof(int));
    for (int i = 0; i < blocks * n; i++)
        in[i] = (i * 37) % 11 - 5;
    pointers<<<blocks, n>>>(in, out, n);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    for (int b = 0; b < blocks; b++)
        for (int r = 0; r < 3; r++) {
            long sum = 0;
            for (int i = 0; i < n; i++)
                sum += (long)out[(b * 3 + r) * n + i] * (i + 1);
            printf("block %d part %d: %d %d %d ... %d  weighted %ld\n", b, r, out[(b * 3 + r) * n],
                   out[(b * 3 + r) * n + 1], out[(b * 3 + r) * n + 2], out[(b * 3 + r) * n + n - 1], sum);
        }
    return 0;
}
