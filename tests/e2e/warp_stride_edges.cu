// Loops of a warp's lanes at their edges: a float bound, an int counter
// against an unsigned bound with the warp's start below zero (lanes below
// zero compare as huge), a range whose length overflows int, a signed warp
// number below zero (x / 32 rounds toward zero: not the warp's), and the
// CSR row loop with its thread number a row variable.  Every lane's count
// must be the one its own loop gives.
#include <cstdio>

__global__ void float_bound(const int *len, int *out)
{
    int w = threadIdx.x / 32, lane = threadIdx.x % 32;
    int cnt = 0;
    for (int j = lane; j < len[w] * 0.5f; j += 32)
        cnt++;
    out[threadIdx.x] = cnt;
}

__global__ void unsigned_bound(unsigned n, int off, int *out)
{
    int lane = threadIdx.x % 32;
    int cnt = 0;
    for (int j = off + lane; j < n; j += 32)
        cnt++;
    out[blockIdx.x * blockDim.x + threadIdx.x] = cnt;
}

__global__ void wide_range(int lo, int hi, int *out)
{
    int lane = threadIdx.x & 31;
    int cnt = 0;
    for (int j = lo + lane; j < hi; j += 32)
        if (j > hi - 64 || j < lo + 64)
            cnt++;
    out[blockIdx.x * blockDim.x + threadIdx.x] = cnt;
}

__global__ void negative_warp(const int *ptr, int *out)
{
    int x = (int)threadIdx.x + 32 * ((int)blockIdx.x - 1);
    int w = x / 32;
    int lane = x & 31;
    int cnt = 0;
    for (int j = ptr[w + 1] + lane; j < ptr[w + 2]; j += 32)
        cnt += j;
    out[blockIdx.x * blockDim.x + threadIdx.x] = cnt;
}

__global__ void row_variable(int rows, const int *ptr, const int *val, int *out)
{
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = tid & 31;
    int row = tid / 32;
    int sum = 0;
    if (row < rows)
        for (int j = ptr[row] + lane; j < ptr[row + 1]; j += 32)
            sum += val[j];
    out[tid] = sum;
}

static void show(const char *what, const int *v, int n)
{
    long long s = 0;
    for (int i = 0; i < n; i++)
        s += (long long)v[i] * (i % 7 + 1);
    printf("%s:", what);
    for (int i = 0; i < 12 && i < n; i++)
        printf(" %d", v[i]);
    printf(" ... weighted sum %lld\n", s);
}

int main(void)
{
    int *out, *ptr, *val, *len;
    cudaMallocManaged(&out, 4096 * sizeof(int));
    cudaMallocManaged(&ptr, 64 * sizeof(int));
    cudaMallocManaged(&val, 4096 * sizeof(int));
    cudaMallocManaged(&len, 2 * sizeof(int));
    len[0] = 21;
    len[1] = 80;
    float_bound<<<1, 64>>>(len, out);
    cudaDeviceSynchronize();
    show("float_bound", out, 64);
    unsigned_bound<<<1, 32>>>(100u, -5, out);
    cudaDeviceSynchronize();
    show("unsigned_bound", out, 32);
    wide_range<<<1, 32>>>(-2000000000, 2000000000, out);
    cudaDeviceSynchronize();
    show("wide_range", out, 32);
    for (int i = 0; i < 64; i++)
        ptr[i] = i * 10;
    negative_warp<<<2, 32>>>(ptr, out);
    cudaDeviceSynchronize();
    show("negative_warp", out, 64);
    for (int r = 0; r <= 8; r++)
        ptr[r] = r * 40 + (r % 3) * 7;
    for (int i = 0; i < 4096; i++)
        val[i] = i % 100;
    row_variable<<<8 * 32 / 64, 64>>>(8, ptr, val, out);
    cudaError_t e = cudaDeviceSynchronize();
    show("row_variable", out, 8 * 32);
    printf("%s\n", cudaGetErrorName(e));
    return 0;
}
