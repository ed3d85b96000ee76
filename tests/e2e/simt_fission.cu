// Statements of a region piece run as x loops of their own (src/simt/
// region.c, find_fission): a tile and its halo loaded with one plain store
// and four guarded ones, per-thread order that must hold across the
// loops (a store, an update under a test, another update), atomics under
// a test, and a piece after an early return.  Block widths 1, 7, 16, 32;
// each result is checked against the host's.
#include <cstdio>

__global__ void halo(const int *in, int *out, int w, int h)
{
    extern __shared__ int t[];
    int bw = blockDim.x + 2;
    int tx = threadIdx.x, ty = threadIdx.y;
    int x = blockIdx.x * blockDim.x + tx, y = blockIdx.y * blockDim.y + ty;
    int i = y * w + x;
    t[(ty + 1) * bw + tx + 1] = in[i];
    if (tx == 0)
        t[(ty + 1) * bw] = x > 0 ? in[i - 1] : -1;
    if (tx == blockDim.x - 1)
        t[(ty + 1) * bw + tx + 2] = x < w - 1 ? in[i + 1] : -1;
    if (ty == 0)
        t[tx + 1] = y > 0 ? in[i - w] : -1;
    if (ty == blockDim.y - 1)
        t[(ty + 2) * bw + tx + 1] = y < h - 1 ? in[i + w] : -1;
    __syncthreads();
    out[y * w + x] = t[(ty + 1) * bw + tx + 1] + 3 * t[(ty + 1) * bw + tx] + 5 * t[(ty + 1) * bw + tx + 2] +
             7 * t[ty * bw + tx + 1] + 11 * t[(ty + 2) * bw + tx + 1];
}

__global__ void ordered(int *a, int *count, int n, int stop)
{
    __shared__ int s[64];
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    if (x >= stop)
        return;
    __syncthreads();
    a[x] = x % 5;
    if (x & 1)
        a[x] += 2;
    a[x] *= 3;
    if (a[x] > 6)
        atomicAdd(count, 1);
    s[threadIdx.x] = a[x];
    __syncthreads();
    if (threadIdx.x == 0)
        a[n + blockIdx.x] = s[0];
}

int main()
{
    const int W = 56, H = 28;
    int *in, *out;
    cudaMallocManaged(&in, W * H * sizeof(int));
    cudaMallocManaged(&out, W * H * sizeof(int));
    for (int i = 0; i < W * H; i++)
        in[i] = (i * 37) % 101;
    int bad = 0;
    const int sizes[][2] = {{1, 4}, {7, 4}, {14, 7}, {28, 2}};
    for (const auto &sz : sizes) {
        dim3 block(sz[0], sz[1]), grid(W / sz[0], H / sz[1]);
        for (int i = 0; i < W * H; i++)
            out[i] = 0;
        halo<<<grid, block, (sz[0] + 2) * (sz[1] + 2) * sizeof(int)>>>(in, out, W, H);
        cudaDeviceSynchronize();
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                int c = in[y * W + x];
                int l = x % sz[0] == 0 ? (x > 0 ? in[y * W + x - 1] : -1) : in[y * W + x - 1];
                int r = x % sz[0] == sz[0] - 1 ? (x < W - 1 ? in[y * W + x + 1] : -1) : in[y * W + x + 1];
                int u = y % sz[1] == 0 ? (y > 0 ? in[(y - 1) * W + x] : -1) : in[(y - 1) * W + x];
                int d = y % sz[1] == sz[1] - 1 ? (y < H - 1 ? in[(y + 1) * W + x] : -1) : in[(y + 1) * W + x];
                int want = c + 3 * l + 5 * r + 7 * u + 11 * d;
                if (out[y * W + x] != want && bad++ < 5)
                    printf("FAIL halo %dx%d (%d,%d): %d, want %d\n", sz[0], sz[1], x, y, out[y * W + x], want);
            }
    }
    int *a, *count;
    cudaMallocManaged(&a, (256 + 64) * sizeof(int));
    cudaMallocManaged(&count, sizeof(int));
    for (int threads = 16; threads <= 64; threads *= 2)
        for (int stop = 0; stop <= 256; stop += 37) {
            for (int i = 0; i < 256 + 64; i++)
                a[i] = -9;
            *count = 0;
            int blocks = 256 / threads;
            ordered<<<blocks, threads>>>(a, count, 256, stop);
            cudaDeviceSynchronize();
            int want_count = 0;
            for (int x = 0; x < 256; x++) {
                int v = x < stop ? (x % 5 + (x & 1 ? 2 : 0)) * 3 : -9;
                want_count += x < stop && v > 6;
                if (a[x] != v && bad++ < 5)
                    printf("FAIL ordered threads=%d stop=%d x=%d: %d, want %d\n", threads, stop, x, a[x], v);
            }
            for (int b = 0; b < blocks; b++) {
                int first = b * threads;
                int v = first < stop ? (first % 5 + (first & 1 ? 2 : 0)) * 3 : -9;
                if (a[256 + b] != v && bad++ < 5)
                    printf("FAIL ordered block %d: %d, want %d\n", b, a[256 + b], v);
            }
            if (*count != want_count && bad++ < 5)
                printf("FAIL count threads=%d stop=%d: %d, want %d\n", threads, stop, *count, want_count);
        }
    printf("%s, %d wrong\n", cudaGetErrorString(cudaGetLastError()), bad);
    if (bad)
        return 1;
    printf("PASS\n");
    return 0;
}
