// Pieces between barriers in which every thread computes the same values
// from shared memory (a block's per-warp maxima and sums combined by each
// thread), which cucc's region strategy computes once per row of threads
// and copies, and look-alikes it must not: a loop or if that may not run,
// leaving each thread its own value.
#include <cstdio>
#include <cmath>

__global__ void row_stats(const float *x, float *y, int cols, int nwarps_used)
{
    __shared__ float part[32];
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32, nwarps = blockDim.x / 32;
    const float *row = x + (size_t)blockIdx.x * cols;
    float m = -INFINITY;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        m = fmaxf(m, row[c]);
    for (int off = 16; off > 0; off /= 2)
        m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, off));
    if (lane == 0)
        part[warp] = m;
    __syncthreads();
    m = part[0];
    for (int w = 1; w < nwarps; w++)
        m = fmaxf(m, part[w]);
    __syncthreads();
    float s = 0;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        s += row[c] - m;
    for (int off = 16; off > 0; off /= 2)
        s += __shfl_down_sync(0xffffffffu, s, off);
    if (lane == 0)
        part[warp] = s;
    __syncthreads();
    float total = 0, mine = (float)threadIdx.x;
    for (int w = 0; w < nwarps_used; w++)   // 0 warps used: each thread keeps its own
        total += part[w];
    for (int w = 0; w < nwarps_used; w++)
        mine = part[w];
    if (nwarps_used > 1)
        mine = part[1] * 2.0f;
    float scale = total * 0.5f + 1.0f;   // exact: integer-valued data
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        y[(size_t)blockIdx.x * cols + c] = (row[c] - m) * scale + mine;
}

// A 2D block: each row of threads combines the same shared values, then
// every thread adds its own coordinates.
__global__ void grid_mix(const int *in, int *out)
{
    __shared__ int vals[64];
    int t = threadIdx.y * blockDim.x + threadIdx.x;
    vals[t] = in[blockIdx.x * 64 + t] * (t + 1);
    __syncthreads();
    int lo = vals[0], hi = vals[0];
    for (int k = 1; k < 64; k++) {
        lo = min(lo, vals[k]);
        hi = max(hi, vals[k]);
    }
    int span = hi - lo;
    __syncthreads();
    out[blockIdx.x * 64 + t] = span * 100 + (int)threadIdx.x * 10 + (int)threadIdx.y + lo;
}

int main()
{
    const int rows = 6, cols = 300;
    float *x, *y;
    cudaMallocManaged(&x, rows * cols * sizeof(float));
    cudaMallocManaged(&y, rows * cols * sizeof(float));
    for (int i = 0; i < rows * cols; i++)
        x[i] = (float)((i * 37) % 101) - 50.0f;
    for (int used = 0; used <= 4; used += 2) {
        row_stats<<<rows, 128>>>(x, y, cols, used);
        cudaDeviceSynchronize();
        double sum = 0;
        for (int i = 0; i < rows * cols; i++)
            sum += y[i] * (i % 5 + 1);
        printf("row_stats used=%d: sum %.3f y[0] %.3f y[%d] %.3f y[last] %.3f\n", used, sum, y[0],
               cols + 7, y[cols + 7], y[rows * cols - 1]);
    }
    int *in, *out;
    const int nb = 5;
    cudaMallocManaged(&in, nb * 64 * sizeof(int));
    cudaMallocManaged(&out, nb * 64 * sizeof(int));
    for (int i = 0; i < nb * 64; i++)
        in[i] = (i * 7919) % 97 - 40;
    grid_mix<<<nb, dim3(16, 4)>>>(in, out);
    cudaDeviceSynchronize();
    long long isum = 0;
    for (int i = 0; i < nb * 64; i++)
        isum += (long long)out[i] * (i % 13 + 1);
    printf("grid_mix: sum %lld out[0] %d out[63] %d out[%d] %d\n", isum, out[0], out[63], nb * 64 - 1,
           out[nb * 64 - 1]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
