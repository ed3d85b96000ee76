// Row variables through other row variables (src/simt/region.c,
// find_rows): `int tx = threadIdx.x; int x = blockIdx.x * 16 + tx;` makes
// x a row variable too, computed per row from tx's start.  Not through a
// row variable that is modified, nor through one of a narrow type (an
// unsigned char one wraps at 256).  Each result is checked against the
// host's arithmetic.
#include <cstdio>

#define BS 16

// a shared tile with its halo, as a Jacobi step stages it
__global__ void tile_step(const float *in, float *out, int w, int h)
{
    __shared__ float t[BS + 2][BS + 2];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x = blockIdx.x * BS + tx, y = blockIdx.y * BS + ty;
    int i = y * w + x;
    t[ty + 1][tx + 1] = in[i];
    if (tx == 0)
        t[ty + 1][0] = x > 0 ? in[i - 1] : 0;
    if (tx == BS - 1)
        t[ty + 1][BS + 1] = x < w - 1 ? in[i + 1] : 0;
    if (ty == 0)
        t[0][tx + 1] = y > 0 ? in[i - w] : 0;
    if (ty == BS - 1)
        t[BS + 1][tx + 1] = y < h - 1 ? in[i + w] : 0;
    __syncthreads();
    out[i] = t[ty + 1][tx + 1] + 2 * t[ty + 1][tx] + 3 * t[ty + 1][tx + 2] + 5 * t[ty][tx + 1] +
             7 * t[ty + 2][tx + 1];
}

// chains of several steps, a modified one, a narrow one, a long one
__global__ void chains(int *out)
{
    __shared__ int s[512];
    int a = threadIdx.x;
    int b = a + 1;
    int c = b + blockIdx.x * blockDim.x * 2;
    unsigned char n = threadIdx.x;
    int m = n + blockIdx.x * 1000;
    long l = threadIdx.x;
    long g = l + (long)blockIdx.x * blockDim.x;
    int k = threadIdx.x;
    k += 7;
    int kk = blockIdx.x + k;
    s[threadIdx.x] = c;
    __syncthreads();
    int o = blockIdx.x * blockDim.x + threadIdx.x;
    out[4 * o] = s[threadIdx.x];
    out[4 * o + 1] = m;
    out[4 * o + 2] = (int)g;
    out[4 * o + 3] = kk;
}

int main()
{
    const int W = 64, H = 48;
    float *in, *out;
    cudaMallocManaged(&in, W * H * sizeof(float));
    cudaMallocManaged(&out, W * H * sizeof(float));
    for (int i = 0; i < W * H; i++)
        in[i] = (float)((i * 37) % 101);
    tile_step<<<dim3(W / BS, H / BS), dim3(BS, BS)>>>(in, out, W, H);
    cudaDeviceSynchronize();
    int bad = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            float l = x > 0 ? in[y * W + x - 1] : 0, r = x < W - 1 ? in[y * W + x + 1] : 0;
            float u = y > 0 ? in[(y - 1) * W + x] : 0, d = y < H - 1 ? in[(y + 1) * W + x] : 0;
            float want = in[y * W + x] + 2 * l + 3 * r + 5 * u + 7 * d;
            if (out[y * W + x] != want && bad++ < 5)
                printf("FAIL tile (%d,%d): %g, want %g\n", x, y, out[y * W + x], want);
        }
    int *o;
    cudaMallocManaged(&o, 3 * 512 * 4 * sizeof(int));
    for (int threads = 32; threads <= 512; threads *= 4) {
        chains<<<3, threads>>>(o);
        cudaDeviceSynchronize();
        for (int bx = 0; bx < 3; bx++)
            for (int t = 0; t < threads; t++) {
                int i = bx * threads + t;
                int want[4] = {t + 1 + bx * threads * 2, (unsigned char)t + bx * 1000, t + bx * threads,
                               bx + t + 7};
                for (int k = 0; k < 4; k++)
                    if (o[4 * i + k] != want[k] && bad++ < 5)
                        printf("FAIL chains threads=%d block %d thread %d [%d]: %d, want %d\n", threads, bx,
                               t, k, o[4 * i + k], want[k]);
            }
    }
    printf("%s, %d wrong\n", cudaGetErrorString(cudaGetLastError()), bad);
    if (bad)
        return 1;
    printf("PASS\n");
    return 0;
}
