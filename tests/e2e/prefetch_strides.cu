// Region kernels whose blocks load their part of an array, work on it
// between barriers and store it: the block-stride prefetch (src/rt/
// prefetch.c) guesses each block's bytes from the blocks before.  Its
// guesses must never change a result or fault, whatever the blocks touch:
// the last blocks' guesses run past the arrays' ends (exact-sized
// allocations), blocks run in reverse order (a negative stride), 2D blocks
// store rows of a wider array, a block's bytes jump at the end of each row
// of blocks, and a site whose pointer is null is never touched.
#include <stdio.h>
#include <stdlib.h>

#define T 256

__global__ void scan_rev(const float *in, float *out, int reverse)
{
    __shared__ float buf[T];
    int b = reverse ? gridDim.x - 1 - blockIdx.x : blockIdx.x;
    int i = b * blockDim.x + threadIdx.x;
    buf[threadIdx.x] = in[i];
    __syncthreads();
    for (int off = 1; off < blockDim.x; off *= 2) {
        float v = threadIdx.x >= off ? buf[threadIdx.x - off] : 0.0f;
        __syncthreads();
        buf[threadIdx.x] += v;
        __syncthreads();
    }
    out[i] = buf[threadIdx.x];
}

// Threads past n return; those left divide by n - i after the barrier.
// The prefetch's notes must not compute that for a thread that returned
// (thread i == n would divide by zero).
__global__ void tail_div(const int *in, int *out, int n)
{
    __shared__ int s[T];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    s[threadIdx.x] = in[i];
    __syncthreads();
    int q = 1000000 / (n - i);
    out[i + (q >> 30)] = s[threadIdx.x] + q;
}

// 16x8 blocks over a w-wide array: each block reverses its tile's rows
// and adds how many of its elements are odd.  (The printf keeps the blocks
// one by one: fused rows of blocks are left to the hardware prefetchers.)
__global__ void flip_tiles(const int *in, int *out, int *unused, int w)
{
    __shared__ int tile[8][16];
    int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 8 + threadIdx.y;
    tile[threadIdx.y][threadIdx.x] = in[y * w + x];
    if (w < 0)
        printf("never\n");
    int odd = __syncthreads_count(tile[threadIdx.y][threadIdx.x] & 1);
    out[y * w + x] = tile[7 - threadIdx.y][threadIdx.x] * 3 + odd;
    if (unused)
        unused[y * w + x] = 1;
}

// The same without the printf: blocks fused along x, thread row y of each
// before row y + 1 of any, each block's row y + 1 prefetched before its
// row y (the row-ahead prefetch), up to the last row of the last blocks.
__global__ void flip_fused(const int *in, int *out, int w)
{
    __shared__ int tile[8][16];
    int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 8 + threadIdx.y;
    tile[threadIdx.y][threadIdx.x] = in[y * w + x];
    __syncthreads();
    out[y * w + x] = tile[7 - threadIdx.y][threadIdx.x] * 3 + blockIdx.x;
}

static int check_scan(int nblocks, int reverse)
{
    int n = nblocks * T;
    float *in, *out;
    cudaMalloc(&in, n * sizeof(float));
    cudaMalloc(&out, n * sizeof(float));
    float *h = (float *)malloc(n * sizeof(float)), *r = (float *)malloc(n * sizeof(float));
    for (int i = 0; i < n; i++)
        h[i] = (float)((i * 7 + reverse) % 11);
    cudaMemcpy(in, h, n * sizeof(float), cudaMemcpyHostToDevice);
    for (int rep = 0; rep < 3; rep++)
        scan_rev<<<nblocks, T>>>(in, out, reverse);
    cudaMemcpy(r, out, n * sizeof(float), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int s = 0; s < n; s += T) {
        float acc = 0;
        for (int i = s; i < s + T; i++) {
            acc += h[i];
            bad += r[i] != acc;
        }
    }
    printf("scan %d blocks%s: %s\n", nblocks, reverse ? " reversed" : "", bad ? "WRONG" : "ok");
    cudaFree(in);
    cudaFree(out);
    free(h);
    free(r);
    return bad;
}

static int check_tiles(int w, int h)
{
    int n = w * h, *in, *out;
    cudaMalloc(&in, n * sizeof(int));
    cudaMalloc(&out, n * sizeof(int));
    int *hi = (int *)malloc(n * sizeof(int)), *ho = (int *)malloc(n * sizeof(int));
    for (int i = 0; i < n; i++)
        hi[i] = i % 1009;
    cudaMemcpy(in, hi, n * sizeof(int), cudaMemcpyHostToDevice);
    flip_fused<<<dim3(w / 16, h / 8), dim3(16, 8)>>>(in, out, w);
    cudaMemcpy(ho, out, n * sizeof(int), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int ty = y % 8, src = (y - ty + 7 - ty) * w + x;
            bad += ho[y * w + x] != hi[src] * 3 + x / 16;
        }
    flip_tiles<<<dim3(w / 16, h / 8), dim3(16, 8)>>>(in, out, NULL, w);
    cudaMemcpy(ho, out, n * sizeof(int), cudaMemcpyDeviceToHost);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int ty = y % 8, src = (y - ty + 7 - ty) * w + x, odd = 0;
            for (int yy = y - ty; yy < y - ty + 8; yy++)
                for (int xx = x - x % 16; xx < x - x % 16 + 16; xx++)
                    odd += hi[yy * w + xx] & 1;
            bad += ho[y * w + x] != hi[src] * 3 + odd;
        }
    printf("tiles %dx%d: %s\n", w, h, bad ? "WRONG" : "ok");
    cudaFree(in);
    cudaFree(out);
    free(hi);
    free(ho);
    return bad;
}

static int check_tail(int n)
{
    int *in, *out;
    cudaMallocManaged(&in, n * sizeof(int));
    cudaMallocManaged(&out, n * sizeof(int));
    for (int i = 0; i < n; i++)
        in[i] = i % 7;
    for (int rep = 0; rep < 3; rep++)
        tail_div<<<(n + T - 1) / T, T>>>(in, out, n);
    cudaError_t e = cudaDeviceSynchronize();
    int bad = e != cudaSuccess;
    for (int i = 0; i < n && !bad; i++)
        bad += out[i] != in[i] + 1000000 / (n - i);
    printf("tail %d: %s\n", n, bad ? "WRONG" : "ok");
    cudaFree(in);
    cudaFree(out);
    return bad;
}

int main(void)
{
    int bad = check_scan(1, 0) + check_scan(3, 0) + check_scan(500, 0) + check_scan(500, 1) +
              check_tiles(16, 8) + check_tiles(64, 40) + check_tiles(1024, 64) +
              check_tail(100000) + check_tail(40 * T + T - 1);
    cudaError_t e = cudaDeviceSynchronize();
    printf("%s\n", e == cudaSuccess ? "no error" : cudaGetErrorString(e));
    printf("%s\n", bad || e != cudaSuccess ? "FAIL" : "PASS");
    return 0;
}
