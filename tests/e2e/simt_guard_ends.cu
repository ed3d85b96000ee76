// A region kernel's guard that the two ends of a row of threads decide
// (src/simt/region.c, ends_decide): bounds on a value growing with
// threadIdx.x, joined so that a row passes wholly exactly when its first
// and last threads do, with the forms that must not be decided so (a hole
// in the middle of a row, a disjunction of two bounds, a product).  Rows
// that pass wholly, partly, or not at all; block widths 1, 16, 33 and 64.
// Each element is checked against the same test done on the host.
#include <cstdio>

// exit form: return when outside [lo, hi] x [1, h - 2]
__global__ void box(int *out, int w, int h, int lo, int hi)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < lo || y <= 0 || x > hi || y >= h - 1)
        return;
    out[y * w + x] = 1 + x + 1000 * y;
}

// last-statement form, a local from threadIdx.x, a negated flat test
__global__ void inside(int *out, int w, int lo, int hi, int ylo)
{
    int tx = threadIdx.x, ty = threadIdx.y;
    int x = blockIdx.x * blockDim.x + tx, y = blockIdx.y * blockDim.y + ty;
    int i = y * w + x;
    if (x > lo && !(y < ylo) && x < hi)
        out[i] = 2;
}

// a hole: threads between lo and hi leave, the row's ends may stay
__global__ void hole(int *out, int w, int lo, int hi)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x > lo && x < hi)
        return;
    out[y * w + x] = 3;
}

// a disjunction with a flat side (decided by the ends), one of two bounds
// (not), and a product (not)
__global__ void mixed(int *out, int w, int flag, int lo, int hi, int k)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int i = y * w + x;
    __syncthreads();
    if (flag > 0 || x < k)
        out[i] += 10;
    __syncthreads();
    if (x < lo || x > hi)
        out[i] += 100;
    __syncthreads();
    if (x * 2 < k)
        out[i] += 1000;
}

static int host_box(int x, int y, int h, int lo, int hi)
{
    return (x < lo || y <= 0 || x > hi || y >= h - 1) ? 0 : 1 + x + 1000 * y;
}

int main()
{
    const int widths[] = {1, 16, 33, 64};
    const int W = 128, H = 8;
    int *out;
    cudaMallocManaged(&out, W * H * sizeof(int));
    int bad = 0;
    for (int bw : widths) {
        dim3 block(bw, 2), grid((W + bw - 1) / bw, H / 2);
        const int bounds[][2] = {{0, W - 1}, {1, W - 2}, {5, 70}, {16, 47}, {40, 20}, {-3, 200}};
        for (const auto &b : bounds) {
            int lo = b[0], hi = b[1];
            // grids cover exactly W columns only where bw divides W
            int cols = grid.x * bw < W ? grid.x * bw : W;
            if (W % bw)
                continue;
            for (int i = 0; i < W * H; i++)
                out[i] = 0;
            box<<<grid, block>>>(out, W, H, lo, hi);
            cudaDeviceSynchronize();
            for (int y = 0; y < H; y++)
                for (int x = 0; x < cols; x++)
                    if (out[y * W + x] != host_box(x, y, H, lo, hi) && bad++ < 5)
                        printf("FAIL box bw=%d lo=%d hi=%d (%d,%d): %d\n", bw, lo, hi, x, y, out[y * W + x]);
            for (int i = 0; i < W * H; i++)
                out[i] = 0;
            inside<<<grid, block>>>(out, W, lo, hi, 3);
            cudaDeviceSynchronize();
            for (int y = 0; y < H; y++)
                for (int x = 0; x < cols; x++) {
                    int want = (x > lo && y >= 3 && x < hi) ? 2 : 0;
                    if (out[y * W + x] != want && bad++ < 5)
                        printf("FAIL inside bw=%d lo=%d hi=%d (%d,%d): %d\n", bw, lo, hi, x, y, out[y * W + x]);
                }
            for (int i = 0; i < W * H; i++)
                out[i] = 0;
            hole<<<grid, block>>>(out, W, lo, hi);
            cudaDeviceSynchronize();
            for (int y = 0; y < H; y++)
                for (int x = 0; x < cols; x++) {
                    int want = (x > lo && x < hi) ? 0 : 3;
                    if (out[y * W + x] != want && bad++ < 5)
                        printf("FAIL hole bw=%d lo=%d hi=%d (%d,%d): %d\n", bw, lo, hi, x, y, out[y * W + x]);
                }
            for (int flag = 0; flag < 2; flag++) {
                for (int i = 0; i < W * H; i++)
                    out[i] = 0;
                mixed<<<grid, block>>>(out, W, flag, lo, hi, hi - lo);
                cudaDeviceSynchronize();
                for (int y = 0; y < H; y++)
                    for (int x = 0; x < cols; x++) {
                        int k = hi - lo;
                        int want = ((flag || x < k) ? 10 : 0) + ((x < lo || x > hi) ? 100 : 0) + (x * 2 < k ? 1000 : 0);
                        if (out[y * W + x] != want && bad++ < 5)
                            printf("FAIL mixed bw=%d flag=%d lo=%d hi=%d (%d,%d): %d, want %d\n", bw, flag, lo,
                                   hi, x, y, out[y * W + x], want);
                    }
            }
        }
    }
    printf("%s, %d wrong\n", cudaGetErrorString(cudaGetLastError()), bad);
    if (bad)
        return 1;
    printf("PASS\n");
    return 0;
}
