// Pieces whose last statement only every N-th thread of a row takes
// (`if (threadIdx.x % 32 == 0)`, `lane == 0 && ...`, `(tx & 15) == 0`,
// `!(tx % 8)`): regions run that statement in an x loop of its own over
// those threads.  Results must not change: the stores happen before the
// next barrier, values the other statements leave are what it reads, and
// what the piece feeds (a predicate, a shuffle) is computed as before.
#include <cstdio>

__device__ float warp_sum(float v)
{
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

__global__ void block_sum(const float *x, float *out)
{
    __shared__ float warps[8];
    float v = x[blockIdx.x * blockDim.x + threadIdx.x];
    v = warp_sum(v);
    if (threadIdx.x % 32 == 0)
        warps[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = threadIdx.x < blockDim.x / 32 ? warps[threadIdx.x] : 0;
        v = warp_sum(v);
        if (threadIdx.x == 0)
            out[blockIdx.x] = v;
    }
}

// one warp per row, lane 0 writes (a CSR product's shape)
__global__ void rows(const int *ptr, const float *val, float *y, int nrows)
{
    int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int lane = threadIdx.x % 32;
    float sum = 0;
    if (row < nrows)
        for (int k = ptr[row] + lane; k < ptr[row + 1]; k += 32)
            sum += val[k];
    for (int off = 16; off > 0; off /= 2)
        sum += __shfl_down_sync(0xffffffffu, sum, off);
    if (lane == 0 && row < nrows)
        y[row] = sum;
}

// 2D blocks: leaders of 16-thread groups along x, and of groups of 8;
// a leader's statement reading a local of its own piece stays in place
__global__ void groups(int *out)
{
    __shared__ int s[4][32];
    int tx = threadIdx.x, ty = threadIdx.y;
    int mine = tx * 3 + ty;
    s[ty][tx] = mine;
    __syncthreads();
    int t = s[ty][(tx + 1) % 32] + mine;
    __syncthreads();
    if ((tx & 15) == 0)
        s[ty][tx] = t * 2;
    __syncthreads();
    int u = s[ty][tx] + 1;
    if (!(tx % 8))
        out[ty * 32 + tx] = u + t;
    __syncthreads();
    out[ty * 32 + tx] += 1;
    if (tx % 8)
        out[ty * 32 + tx] = -u;
    if (0 == (threadIdx.x & 3))
        out[ty * 32 + tx] += 1000;
}

int main()
{
    const int B = 3, T = 256;
    float *x, *o;
    cudaMallocManaged(&x, B * T * sizeof(float));
    cudaMallocManaged(&o, B * sizeof(float));
    for (int i = 0; i < B * T; i++)
        x[i] = (float)(i % 10);
    block_sum<<<B, T>>>(x, o);
    printf("block_sum: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    printf("%.0f %.0f %.0f\n", o[0], o[1], o[2]);

    const int nrows = 20;
    int *ptr;
    float *val, *y;
    cudaMallocManaged(&ptr, (nrows + 1) * sizeof(int));
    cudaMallocManaged(&y, nrows * sizeof(float));
    ptr[0] = 0;
    for (int r = 0; r < nrows; r++)
        ptr[r + 1] = ptr[r] + (r * 7) % 45 + 1;
    cudaMallocManaged(&val, ptr[nrows] * sizeof(float));
    for (int k = 0; k < ptr[nrows]; k++)
        val[k] = (float)(k % 5);
    rows<<<(nrows * 32 + 127) / 128, 128>>>(ptr, val, y, nrows);
    printf("rows: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    for (int r = 0; r < nrows; r++)
        printf("%.0f%c", y[r], r == nrows - 1 ? '\n' : ' ');

    int *g;
    cudaMallocManaged(&g, 4 * 32 * sizeof(int));
    groups<<<1, dim3(32, 4)>>>(g);
    printf("groups: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    long w = 0;
    for (int i = 0; i < 128; i++)
        w += (long)g[i] * (i + 1);
    printf("g[0]=%d g[8]=%d g[16]=%d g[127]=%d weighted=%ld\n", g[0], g[8], g[16], g[127], w);
    return 0;
}
