// Region kernels of several pieces with __shared__ memory, whose blocks
// cucc runs fused along x (each block with its own copy of the shared
// variables, every piece for all blocks of a row before the next piece),
// and statements only one thread of a row acts in (`threadIdx.x == K`).
// Each block's shared data must stay its own: the outputs name the block.
#include <cstdio>

#define BS 16

// A tile plus a one-point halo staged in shared memory, then a 5-point
// stencil from it; the grid is wider than the data (a guard on x).
__global__ void staged(const float *in, float *out, int w, int h)
{
    __shared__ float tile[BS + 2][BS + 2];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x = blockIdx.x * BS + tx, y = blockIdx.y * BS + ty;
    int i = y * w + x;
    bool in_grid = x < w && y < h;
    tile[ty + 1][tx + 1] = in_grid ? in[i] : -1.0f;
    if (tx == 0 && x > 0 && in_grid)
        tile[ty + 1][0] = in[i - 1];
    if (tx == BS - 1 && x < w - 1 && y < h)
        tile[ty + 1][BS + 1] = in[i + 1];
    if (ty == 0 && y > 0 && in_grid)
        tile[0][tx + 1] = in[i - w];
    if (ty == BS - 1 && y < h - 1 && in_grid)
        tile[BS + 1][tx + 1] = in[i + w];
    __syncthreads();
    if (x > 0 && y > 0 && x < w - 1 && y < h - 1)
        out[i] = tile[ty + 1][tx + 1] * 4.0f - tile[ty + 1][tx] - tile[ty + 1][tx + 2] -
                 tile[ty][tx + 1] - tile[ty + 2][tx + 1];
}

// Three pieces, two shared arrays: reverse the block's segment through a,
// rotate it by the block's number through b, and mark the first and last
// thread's values.
__global__ void shuffle_blocks(const int *in, int *out, int *firsts, int *lasts)
{
    __shared__ int a[128];
    __shared__ int b[128];
    int n = blockDim.x;
    int g = (blockIdx.y * gridDim.x + blockIdx.x) * n + threadIdx.x;
    a[n - 1 - threadIdx.x] = in[g] + (int)blockIdx.x * 1000;
    __syncthreads();
    b[(threadIdx.x + blockIdx.x) % n] = a[threadIdx.x] * 3 + (int)blockIdx.y;
    __syncthreads();
    out[g] = b[threadIdx.x] - a[(threadIdx.x + 1) % n];
    if (threadIdx.x == 0)
        firsts[blockIdx.y * gridDim.x + blockIdx.x] = b[0] + a[0];
    if (threadIdx.x == blockDim.x - 1)
        lasts[blockIdx.y * gridDim.x + blockIdx.x] = b[n - 1] - a[n - 1];
    if (threadIdx.x == 1000)       // no such thread
        lasts[0] = -7;
}

// A block sum in shared memory, one thread writing the block's result:
// a piece of that one statement.
__global__ void block_sums(const int *in, long long *sums)
{
    __shared__ long long part[64];
    int t = threadIdx.x + threadIdx.y * blockDim.x;
    int g = blockIdx.x * blockDim.x * blockDim.y + t;
    part[t] = in[g] * (long long)(t + 1);
    __syncthreads();
    if (t == 0) {
        long long s = 0;
        for (int k = 0; k < 64; k++)
            s += part[k];
        part[0] = s;
    }
    __syncthreads();
    if (threadIdx.x == 0 && threadIdx.y == 1)
        sums[blockIdx.x] = part[0] - part[1];
}

int main()
{
    const int w = 100, h = 37;
    float *in, *out;
    cudaMallocManaged(&in, w * h * sizeof(float));
    cudaMallocManaged(&out, w * h * sizeof(float));
    for (int i = 0; i < w * h; i++) {
        in[i] = (float)((i * 37) % 101);
        out[i] = 0;
    }
    staged<<<dim3((w + BS - 1) / BS, (h + BS - 1) / BS), dim3(BS, BS)>>>(in, out, w, h);
    cudaDeviceSynchronize();
    double check = 0;
    int bad = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int i = y * w + x;
            float want = 0;
            if (x > 0 && y > 0 && x < w - 1 && y < h - 1)
                want = in[i] * 4.0f - in[i - 1] - in[i + 1] - in[i - w] - in[i + w];
            bad += out[i] != want;
            check += out[i] * (i % 7 + 1);
        }
    printf("staged: %d wrong, check %.1f\n", bad, check);

    const int n = 128, gx = 9, gy = 3, nb = gx * gy;
    int *iin, *iout, *firsts, *lasts;
    cudaMallocManaged(&iin, n * nb * sizeof(int));
    cudaMallocManaged(&iout, n * nb * sizeof(int));
    cudaMallocManaged(&firsts, nb * sizeof(int));
    cudaMallocManaged(&lasts, nb * sizeof(int));
    for (int i = 0; i < n * nb; i++)
        iin[i] = (i * 7919) % 1013;
    shuffle_blocks<<<dim3(gx, gy), n>>>(iin, iout, firsts, lasts);
    cudaDeviceSynchronize();
    long long isum = 0;
    for (int i = 0; i < n * nb; i++)
        isum += (long long)iout[i] * (i % 11 + 1);
    printf("shuffle_blocks: sum %lld\n", isum);
    for (int b = 0; b < nb; b++)
        printf("  block %2d: first %d last %d out[0] %d out[%d] %d\n", b, firsts[b], lasts[b],
               iout[b * n], n - 1, iout[b * n + n - 1]);

    const int sb = 20;
    int *sin;
    long long *sums;
    cudaMallocManaged(&sin, 64 * sb * sizeof(int));
    cudaMallocManaged(&sums, sb * sizeof(long long));
    for (int i = 0; i < 64 * sb; i++)
        sin[i] = (i * 13) % 29 - 14;
    block_sums<<<sb, dim3(16, 4)>>>(sin, sums);
    cudaDeviceSynchronize();
    for (int b = 0; b < sb; b++)
        printf("block_sums[%d] = %lld\n", b, sums[b]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
