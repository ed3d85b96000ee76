// Row variables of the region strategy: `int v = R + threadIdx.x` with R
// the same along a row of threads (blockIdx, blockDim, threadIdx.y, the
// kernel's parameters) is computed once per row and counted up along it.
// 2D blocks, the variable repeated in a later piece, one under an if, an
// unsigned one, one inside a lockstep loop, and a partial last block.
#include <cstdio>

#define TW 16
#define TH 4

__global__ void tile_shift(const int *in, int *out, int w, int h)
{
    __shared__ int tile[TH][TW + 1];
    int gx = blockIdx.x * TW + threadIdx.x;
    int gy = blockIdx.y * TH + threadIdx.y;
    unsigned ux = blockIdx.x * blockDim.x + threadIdx.x + 3u;
    tile[threadIdx.y][threadIdx.x] = gx < w && gy < h ? in[gy * w + gx] : -1;
    __syncthreads();
    int sx = (int)ux - 3;
    int nb = tile[threadIdx.y][(threadIdx.x + 1) % TW];
    if (gx < w && gy < h) {
        int col = blockIdx.x * blockDim.x + threadIdx.x;
        out[gy * w + gx] = nb * 1000 + col - sx + gx % 7;
    }
}

__global__ void row_sums(const int *in, int *sums, int n)
{
    __shared__ int part[64];
    int acc = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        int j = blockIdx.x + threadIdx.x;
        acc += in[i] + (j & 1);
    }
    part[threadIdx.x] = acc;
    __syncthreads();
    if (threadIdx.x == 0) {
        int t = 0;
        for (int k = 0; k < (int)blockDim.x; k++)
            t += part[k];
        sums[blockIdx.x] = t;
    }
}

int main()
{
    const int w = 37, h = 10, n = 1000;
    int *in, *out, *sums;
    cudaMallocManaged(&in, w * h * sizeof(int));
    cudaMallocManaged(&out, w * h * sizeof(int));
    cudaMallocManaged(&sums, 4 * sizeof(int));
    for (int i = 0; i < w * h; i++) {
        in[i] = (i * 13) % 97;
        out[i] = 0;
    }
    tile_shift<<<dim3((w + TW - 1) / TW, (h + TH - 1) / TH), dim3(TW, TH)>>>(in, out, w, h);
    row_sums<<<4, 64>>>(in, sums, w * h < n ? w * h : n);
    cudaDeviceSynchronize();
    int bad = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int bx = x / TW, tx = x % TW, nx = bx * TW + (tx + 1) % TW;
            int nb = nx < w ? in[y * w + nx] : -1;
            bad += out[y * w + x] != nb * 1000 + x % 7;
        }
    int total = 0, want = 0;
    for (int b = 0; b < 4; b++)
        total += sums[b];
    for (int i = 0; i < w * h; i++) {
        int b = (i / 64) % 4, t = i % 64;
        want += in[i] + ((b + t) & 1);
    }
    printf("tile_shift: %d wrong; row_sums: %d (want %d)\n", bad, total, want);
    printf("%s\n", bad == 0 && total == want && cudaGetLastError() == cudaSuccess ? "PASS" : "FAIL");
    return 0;
}
