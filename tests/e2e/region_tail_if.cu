// A kernel whose last statement is `if (c) { ... __syncthreads() ... }`
// with c the thread's own (a tutorial's guard around a whole tiled
// kernel): the threads that fail c have nothing left to run, as if they
// had returned, and the barriers wait for the others.  Regions run such
// kernels (src/simt/region.c, tail_if); the output must be the same in
// every strategy (region_tail_if.expected: an H200's output; its
// compute-sanitizer synccheck reports no error).  Blocks wholly outside,
// and a last block of a 1-D grid where only some threads pass, whose
// passing threads read only what passing threads wrote.
#include <cstdio>

#define TILE 16

__global__ void tiled_mm(const float *a, const float *b, float *c, int n)
{
    __shared__ float as[TILE][TILE];
    __shared__ float bs[TILE][TILE];
    int col = blockIdx.x * TILE + threadIdx.x;
    int row = blockIdx.y * TILE + threadIdx.y;
    if (row < n && col < n) {
        float sum = 0;
        for (int t = 0; t < n / TILE; t++) {
            as[threadIdx.y][threadIdx.x] = a[row * n + t * TILE + threadIdx.x];
            bs[threadIdx.y][threadIdx.x] = b[(t * TILE + threadIdx.y) * n + col];
            __syncthreads();
            for (int k = 0; k < TILE; k++)
                sum += as[threadIdx.y][k] * bs[k][threadIdx.x];
            __syncthreads();
        }
        c[row * n + col] = sum;
    }
}

/* each block's sum of 2 * x over the elements it has, by its thread 0 */
__global__ void partial_sums(const int *x, int *out, int n)
{
    __shared__ int s[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        s[threadIdx.x] = 2 * x[i];
        __syncthreads();
        if (threadIdx.x == 0) {
            int have = n - blockIdx.x * blockDim.x;
            if (have > (int)blockDim.x)
                have = blockDim.x;
            int t = 0;
            for (int k = 0; k < have; k++)
                t += s[k];
            out[blockIdx.x] = t;
        }
    }
}

int main()
{
    const int n = 48;
    float *a, *b, *c;
    cudaMallocManaged(&a, n * n * sizeof(float));
    cudaMallocManaged(&b, n * n * sizeof(float));
    cudaMallocManaged(&c, n * n * sizeof(float));
    for (int i = 0; i < n * n; i++) {
        a[i] = (float)(i % 7) - 3;
        b[i] = (float)(i % 5) - 2;
        c[i] = -1;
    }
    /* a 4 x 4 grid for a 3 x 3 of tiles: the last row and column of
     * blocks have no thread that passes */
    tiled_mm<<<dim3(4, 4), dim3(TILE, TILE)>>>(a, b, c, n);
    cudaError_t e = cudaDeviceSynchronize();
    int bad = 0;
    double check = 0;
    for (int r = 0; r < n; r++)
        for (int q = 0; q < n; q++) {
            float want = 0;
            for (int k = 0; k < n; k++)
                want += a[r * n + k] * b[k * n + q];
            bad += c[r * n + q] != want;
            check += c[r * n + q] * ((r + 2 * q) % 9);
        }
    printf("tiled_mm: %s, %d wrong, check %.0f\n", cudaGetErrorName(e), bad, check);

    const int m = 1000, blocks = 5;
    int *x, *out;
    cudaMallocManaged(&x, m * sizeof(int));
    cudaMallocManaged(&out, blocks * sizeof(int));
    for (int i = 0; i < m; i++)
        x[i] = i % 13;
    for (int k = 0; k < blocks; k++)
        out[k] = -7;
    partial_sums<<<blocks, 256>>>(x, out, m);
    e = cudaDeviceSynchronize();
    printf("partial_sums: %s,", cudaGetErrorName(e));
    int total = 0;
    for (int k = 0; k < blocks; k++) {
        printf(" %d", out[k]);
        total += out[k] == -7 ? 0 : out[k];
    }
    int want = 0;
    for (int i = 0; i < m; i++)
        want += 2 * x[i];
    printf(" (total %d, want %d)\n", total, want);
    return 0;
}
