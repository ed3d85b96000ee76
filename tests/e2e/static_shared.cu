// `static __shared__` variables (the same thing as plain __shared__ ones
// in a function body): the warp-shuffle block sum with its 32 partial sums
// in a __device__ function, called twice per kernel (one array for both
// calls), over many blocks; a kernel of its own with a static tile and a
// barrier; each block's values must be its own in every strategy.
#include <cstdio>

__device__ int block_sum(int v)
{
    static __shared__ int partial[32];
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (lane == 0)
        partial[warp] = v;
    __syncthreads();
    v = threadIdx.x < blockDim.x / 32 ? partial[lane] : 0;
    if (warp == 0)
        for (int off = 16; off > 0; off /= 2)
            v += __shfl_down_sync(0xffffffffu, v, off);
    __syncthreads();        /* before the next call writes partial again */
    return v;
}

__global__ void sums(const int *in, int n, int *out)
{
    int s = 0, sq = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        s += in[i];
        sq += in[i] * in[i];
    }
    s = block_sum(s);
    sq = block_sum(sq);
    if (threadIdx.x == 0) {
        out[2 * blockIdx.x] = s;
        out[2 * blockIdx.x + 1] = sq;
    }
}

__global__ void reverse_tiles(const int *in, int *out)
{
    static __shared__ int tile[128];
    int t = threadIdx.x, base = blockIdx.x * blockDim.x;
    tile[t] = in[base + t] + (int)blockIdx.x;
    __syncthreads();
    out[base + t] = tile[blockDim.x - 1 - t];
}

int main(void)
{
    const int n = 100000, blocks = 300;
    int *in, *out;
    cudaMallocManaged(&in, n * sizeof(int));
    cudaMallocManaged(&out, n * sizeof(int));
    for (int i = 0; i < n; i++)
        in[i] = (i * 37) % 101 - 50;
    sums<<<blocks, 256>>>(in, n, out);
    cudaDeviceSynchronize();
    long long total = 0, check = 0;
    int bad = 0;
    for (int b = 0; b < blocks; b++) {
        int s = 0, sq = 0;
        for (int i = b * 256; i < n; i += blocks * 256)
            for (int k = i; k < i + 256 && k < n; k++) {
                s += in[k];
                sq += in[k] * in[k];
            }
        if ((out[2 * b] != s || out[2 * b + 1] != sq) && bad++ < 3)
            printf("block %d: %d %d, want %d %d\n", b, out[2 * b], out[2 * b + 1], s, sq);
        total += out[2 * b];
        check += (long long)out[2 * b + 1] * (b % 7 + 1);
    }
    printf("sums: %lld %lld\n", total, check);
    reverse_tiles<<<n / 128, 128>>>(in, out);
    cudaDeviceSynchronize();
    long long r = 0;
    for (int i = 0; i < n / 128 * 128; i++) {
        int b = i / 128, want = in[b * 128 + 127 - i % 128] + b;
        if (out[i] != want && bad++ < 6)
            printf("reverse %d: %d, want %d\n", i, out[i], want);
        r += (long long)out[i] * (i % 5 + 1);
    }
    printf("reverse_tiles: %lld\n", r);
    printf("%s\n", bad ? "MISMATCH" : "all match");
    return 0;
}
