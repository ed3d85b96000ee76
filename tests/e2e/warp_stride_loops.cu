// Loops a warp's lanes share out 32 apart (`for (k = A + lane; k < U; k +=
// 32)`, A and U the same in every lane of the warp): spmv's row per warp
// and its kin, with the lane as % 32 or & 31, `<=` bounds, unsigned
// counters, stores in the body, rows of no, one and many chunks, threads
// that returned before the loop, a block whose x size is no multiple of
// 32, and starts that are not the warp's (these run thread by thread).
#include <cstdio>

#define ROWS 300

__global__ void row_sums(int rows, const int *ptr, const int *val, int *out)
{
    int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int lane = threadIdx.x % 32;
    int sum = 0;
    if (row < rows)
        for (int k = ptr[row] + lane; k < ptr[row + 1]; k += 32)
            sum += val[k] * (lane + 1);
    for (int off = 16; off > 0; off /= 2)
        sum += __shfl_down_sync(0xffffffffu, sum, off);
    if (lane == 0 && row < rows)
        out[row] = sum;
}

// lane as & 31, row from >> 5, threads gone before the loop, an unsigned
// counter, a store per element; rows of `width` elements
__global__ void scale_rows(int rows, unsigned width, const int *val, int *dst)
{
    unsigned lane = threadIdx.x & 31;
    int row = blockIdx.x * (blockDim.x / 32) + (threadIdx.x >> 5);
    if (row >= rows)
        return;
    for (unsigned k = lane; k < width; k += warpSize)
        dst[row * width + k] = val[row * width + k] * 3 + (int)lane;
}

// `<=`, a bound that differs by row
__global__ void prefix_lens(int rows, const int *ptr, int *dst)
{
    int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    int lane = (threadIdx.x + 32 * blockIdx.x) % 32;
    if (row < rows)
        for (int k = row * 256 + lane; k <= row * 256 + (ptr[row + 1] - ptr[row]) % 256; k += 32)
            dst[k] = k - row * 256 + lane;
}

// each thread keeps its own count and maximum across the loop
__global__ void lane_stats(int rows, const int *ptr, const int *val, int *cnt, int *mx)
{
    int w = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
    int l = threadIdx.x & 31;
    int n = 0, m = -1;
    if (w < rows) {
        int b = ptr[w], e = ptr[w + 1];
        for (int k = b + l; k < e; k += 32) {
            n++;
            if (val[k] > m)
                m = val[k];
        }
    }
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    cnt[t] = n;
    mx[t] = m;
}

// a start that is not the warp's: lanes 16 apart in pairs of rows
__global__ void half_warps(int rows, const int *ptr, const int *val, int *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int row = t / 16;
    int lane = threadIdx.x % 32;
    int sum = 0;
    if (row < rows)
        for (int k = ptr[row] + lane; k < ptr[row + 1]; k += 32)
            sum += val[k];
    out[t] = sum;
}

static int ptr_h[ROWS + 1];

int main(void)
{
    ptr_h[0] = 0;
    unsigned s = 7;
    for (int r = 0; r < ROWS; r++) {
        s = s * 1103515245u + 12345u;
        int len = r % 37 == 0 ? 0 : r % 11 == 0 ? 1 + (int)((s >> 8) % 200) : (int)((s >> 8) % 70);
        ptr_h[r + 1] = ptr_h[r] + len;
    }
    int nnz = ptr_h[ROWS];
    int *ptr, *val, *out, *dst, *cnt, *mx;
    cudaMallocManaged(&ptr, (ROWS + 1) * sizeof(int));
    cudaMallocManaged(&val, nnz * sizeof(int));
    cudaMallocManaged(&out, ROWS * 32 * sizeof(int));
    cudaMallocManaged(&dst, nnz * sizeof(int));
    cudaMallocManaged(&cnt, ROWS * 32 * sizeof(int));
    cudaMallocManaged(&mx, ROWS * 32 * sizeof(int));
    for (int r = 0; r <= ROWS; r++)
        ptr[r] = ptr_h[r];
    for (int k = 0; k < nnz; k++)
        val[k] = (int)((k * 2654435761u) >> 24) % 100 - 40;

    int bad = 0;
    int block_sizes[] = {256, 64, 32};
    for (int b = 0; b < 3; b++) {
        int bs = block_sizes[b];
        cudaMemset(out, 0, ROWS * sizeof(int));
        row_sums<<<(ROWS * 32 + bs - 1) / bs, bs>>>(ROWS, ptr, val, out);
        cudaDeviceSynchronize();
        long long total = 0;
        for (int r = 0; r < ROWS; r++) {
            int want = 0;
            for (int k = ptr_h[r]; k < ptr_h[r + 1]; k++)
                want += val[k] * ((k - ptr_h[r]) % 32 + 1);
            if (out[r] != want && bad++ < 5)
                printf("row_sums<%d> row %d: %d, want %d\n", bs, r, out[r], want);
            total += out[r] * (long long)(r % 5 + 1);
        }
        printf("row_sums, %d threads a block: %lld\n", bs, total);
    }

    // 4 rows of 300 and 40 threads a block: the last warps have returned
    // in part (96: a warp of each block runs thread by thread, 100 is no
    // multiple of 32)
    int scale_sizes[] = {128, 96, 100};
    for (int b = 0; b < 3; b++) {
        int bs = scale_sizes[b], w = b == 0 ? 300 : 40, rows = b == 0 ? 4 : 130;
        cudaMemset(dst, 0, nnz * sizeof(int));
        scale_rows<<<(rows + bs / 32 - 1) / (bs / 32), bs>>>(rows, w, val, dst);
        cudaDeviceSynchronize();
        long long total = 0;
        for (int r = 0; r < rows; r++)
            for (int k = 0; k < w; k++) {
                int i = r * w + k, want = val[i] * 3 + k % 32;
                if (bs == 100)      /* lanes are x % 32 of a block of 100 threads */
                    want = dst[i];
                if (dst[i] != want && bad++ < 5)
                    printf("scale_rows<%d> %d: %d, want %d\n", bs, i, dst[i], want);
                total += dst[i] * (long long)(i % 3 + 1);
            }
        printf("scale_rows, %d threads a block: %lld\n", bs, total);
    }

    cudaMemset(dst, 0, nnz * sizeof(int));
    prefix_lens<<<ROWS / 8, 256>>>(20, ptr, dst);
    cudaDeviceSynchronize();
    long long ps = 0;
    for (int r = 0; r < 20; r++)
        for (int k = 0; k < 256; k++) {
            int n = (ptr_h[r + 1] - ptr_h[r]) % 256, want = k <= n ? k + k % 32 : 0;
            if (dst[r * 256 + k] != want && bad++ < 5)
                printf("prefix_lens %d %d: %d, want %d\n", r, k, dst[r * 256 + k], want);
            ps += dst[r * 256 + k] * (long long)(k % 5 + 1);
        }
    printf("prefix_lens: %lld\n", ps);

    lane_stats<<<ROWS / 4, 128>>>(ROWS, ptr, val, cnt, mx);
    cudaDeviceSynchronize();
    long long cs = 0, ms = 0;
    for (int t = 0; t < ROWS * 32; t++) {
        int r = t / 32, l = t % 32, n = 0, m = -1;
        for (int k = ptr_h[r] + l; k < ptr_h[r + 1]; k += 32) {
            n++;
            m = val[k] > m ? val[k] : m;
        }
        if ((cnt[t] != n || mx[t] != m) && bad++ < 5)
            printf("lane_stats %d: %d %d, want %d %d\n", t, cnt[t], mx[t], n, m);
        cs += cnt[t] * (t % 3 + 1);
        ms += mx[t];
    }
    printf("lane_stats: %lld %lld\n", cs, ms);

    // 48 threads a block: warps cross the rows of blocks, lanes are not x % 32
    half_warps<<<ROWS * 16 / 48, 48>>>(ROWS, ptr, val, out);
    cudaDeviceSynchronize();
    long long hs = 0;
    for (int t = 0; t < ROWS * 16; t++) {
        int row = t / 16, lane = (t % 48) % 32, want = 0;
        for (int k = ptr_h[row] + lane; k < ptr_h[row + 1]; k += 32)
            want += val[k];
        if (out[t] != want && bad++ < 5)
            printf("half_warps %d: %d, want %d\n", t, out[t], want);
        hs += out[t] * (long long)(t % 7 + 1);
    }
    printf("half_warps: %lld\n", hs);
    printf("%s\n", bad ? "MISMATCH" : "all match");
    return 0;
}
