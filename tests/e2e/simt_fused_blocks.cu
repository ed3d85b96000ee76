// Blocks along x run together, row by row (src/simt/fuse.c): a thread-loop
// kernel, a region kernel that is one guarded piece, a kernel whose device
// function reads blockIdx (not fused), over grids whose rows of blocks the
// runtime's chunks split anywhere; every element must see its own block.
#include <cstdio>
#include <cstdlib>

__global__ void tag2d(int *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    out[y * w + x] = (blockIdx.y * gridDim.x + blockIdx.x) * 1000 + threadIdx.y * blockDim.x + threadIdx.x;
}

__global__ void stencil(const float *in, float *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x <= 0 || y <= 0 || x >= w - 1 || y >= h - 1)
        return;
    int i = y * w + x;
    out[i] = in[i - 1] + 2 * in[i] + 3 * in[i + 1] + 5 * in[i - w] + 7 * in[i + w];
}

__device__ int which_block() { return blockIdx.x + 100 * blockIdx.y; }

__global__ void via_function(int *out, int w)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    out[y * w + x] = which_block();
}

int main()
{
    const int bx = 8, by = 4, gx = 37, gy = 9, w = bx * gx, h = by * gy;
    int *t, *f;
    float *a, *b;
    cudaMallocManaged(&t, w * h * sizeof(int));
    cudaMallocManaged(&f, w * h * sizeof(int));
    cudaMallocManaged(&a, w * h * sizeof(float));
    cudaMallocManaged(&b, w * h * sizeof(float));
    for (int i = 0; i < w * h; i++) {
        a[i] = (float)(i % 17);
        b[i] = -1;
    }
    dim3 block(bx, by), grid(gx, gy);
    tag2d<<<grid, block>>>(t, w, h);
    stencil<<<grid, block>>>(a, b, w, h);
    via_function<<<grid, block>>>(f, w);
    cudaError_t e = cudaDeviceSynchronize();
    int bad = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int i = y * w + x, bxi = x / bx, byi = y / by;
            int want = (byi * gx + bxi) * 1000 + (y % by) * bx + x % bx;
            bad += t[i] != want;
            float s = -1;
            if (x > 0 && y > 0 && x < w - 1 && y < h - 1)
                s = a[i - 1] + 2 * a[i] + 3 * a[i + 1] + 5 * a[i - w] + 7 * a[i + w];
            bad += b[i] != s;
            bad += f[i] != bxi + 100 * byi;
            if (getenv("DBG") && (t[i] != want || f[i] != bxi + 100 * byi || b[i] != s)) printf("%d %d: %d %d | %g %g | %d\n", x, y, t[i], want, b[i], s, f[i]);
        }
    printf("%s %d\n", cudaGetErrorName(e), bad);
    printf("%s\n", bad == 0 && e == cudaSuccess ? "PASS" : "FAIL");
    return bad != 0;
}
