// Hillis-Steele scans: each step reads below the thread's own element,
// waits, then adds to its own.  cucc runs such a step's two halves as one
// loop from the block's last thread down, the barrier elided, where the
// shapes allow (src/simt/region.c, "descending pairs"); these kernels are
// that shape and its neighbours that must keep the barrier.
#include <cstdio>

#define N 4096

// the plain form: a float step value, both halves split at off
__global__ void scan_plain(const float *in, float *out)
{
    __shared__ float buf[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    buf[threadIdx.x] = in[i];
    __syncthreads();
    for (unsigned off = 1; off < blockDim.x; off *= 2) {
        float v = threadIdx.x >= off ? buf[threadIdx.x - off] : 0.0f;
        __syncthreads();
        buf[threadIdx.x] += v;
        __syncthreads();
    }
    out[i] = buf[threadIdx.x];
}

// ifs on both sides, an int step, a block size that is no power of two
__global__ void scan_ifs(const int *in, int *out, int n)
{
    __shared__ int s[100];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = i < n ? in[i] : 0;
    __syncthreads();
    for (int d = 1; d < blockDim.x; d <<= 1) {
        int t = 0;
        if (threadIdx.x >= d)
            t = s[threadIdx.x - d];
        __syncthreads();
        if (threadIdx.x >= d)
            s[threadIdx.x] += t;
        __syncthreads();
    }
    if (i < n)
        out[i] = s[threadIdx.x];
}

// the suffix sums: reads above its own element, which must wait
__global__ void scan_above(const int *in, int *out)
{
    __shared__ int s[128];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = in[i];
    __syncthreads();
    for (unsigned off = 1; off < blockDim.x; off *= 2) {
        int v = threadIdx.x + off < blockDim.x ? s[threadIdx.x + off] : 0;
        __syncthreads();
        s[threadIdx.x] += v;
        __syncthreads();
    }
    out[i] = s[threadIdx.x];
}

// a step value that outlives the loop, a weight read from global memory,
// and a value kept in a local across steps
__global__ void scan_weighted(const float *in, const float *w, float *out)
{
    __shared__ float buf[128];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    buf[threadIdx.x] = in[i];
    float v = 0.0f, last = -1.0f;
    __syncthreads();
    for (unsigned off = 1; off < blockDim.x; off *= 2) {
        v = threadIdx.x >= off ? buf[threadIdx.x - off] * w[off] : 0.0f;
        __syncthreads();
        buf[threadIdx.x] += v;
        last = buf[threadIdx.x] - v;
        __syncthreads();
    }
    out[i] = buf[threadIdx.x] + 0.5f * v + 0.25f * last;
}

// a 64-bit offset: its step stays two passes
__global__ void scan_wide(const long long *in, long long *out)
{
    __shared__ long long s[64];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = in[i];
    __syncthreads();
    for (long off = 1; off < (long)blockDim.x; off *= 2) {
        long long v = threadIdx.x >= off ? s[threadIdx.x - off] : 0;
        __syncthreads();
        s[threadIdx.x] += v;
        __syncthreads();
    }
    out[i] = s[threadIdx.x];
}

// the second half writes global memory too: the barrier stays
__global__ void scan_store(const int *in, int *out, int *trace)
{
    __shared__ int s[64];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = in[i];
    __syncthreads();
    for (unsigned off = 1; off < blockDim.x; off *= 2) {
        int v = threadIdx.x >= off ? s[threadIdx.x - off] : 0;
        __syncthreads();
        s[threadIdx.x] += v;
        trace[i] += v;
        __syncthreads();
    }
    out[i] = s[threadIdx.x];
}

template <class T> static void show(const char *name, const T *p, int n, int stride)
{
    double sum = 0;
    for (int k = 0; k < n; k++)
        sum += (double)p[k] * (k % 7 + 1);
    printf("%s: sum %.1f;", name, sum);
    for (int k = 0; k < n; k += stride)
        printf(" %.1f", (double)p[k]);
    printf("\n");
}

int main(void)
{
    float *fi, *fo, *w;
    int *ii, *io, *tr;
    long long *li, *lo;
    cudaMallocManaged(&fi, N * sizeof(float));
    cudaMallocManaged(&fo, N * sizeof(float));
    cudaMallocManaged(&w, 256 * sizeof(float));
    cudaMallocManaged(&ii, N * sizeof(int));
    cudaMallocManaged(&io, N * sizeof(int));
    cudaMallocManaged(&tr, N * sizeof(int));
    cudaMallocManaged(&li, N * sizeof(long long));
    cudaMallocManaged(&lo, N * sizeof(long long));
    for (int k = 0; k < N; k++) {
        fi[k] = (float)((k * 5) % 11);
        ii[k] = (k * 13) % 17 - 8;
        li[k] = (long long)k * 1000003 % 9973;
        tr[k] = 0;
    }
    for (int k = 0; k < 256; k++)
        w[k] = 0.5f + (float)(k % 3);

    scan_plain<<<N / 256, 256>>>(fi, fo);
    cudaDeviceSynchronize();
    show("plain 256", fo, N, 509);
    scan_plain<<<N / 64, 64>>>(fi, fo);
    cudaDeviceSynchronize();
    show("plain 64", fo, N, 509);
    scan_plain<<<N / 200, 200>>>(fi, fo);
    cudaDeviceSynchronize();
    show("plain 200", fo, N / 200 * 200, 509);

    scan_ifs<<<(N + 99) / 100, 100>>>(ii, io, N);
    cudaDeviceSynchronize();
    show("ifs 100", io, N, 509);
    scan_ifs<<<(N + 36) / 37, 37>>>(ii, io, N);
    cudaDeviceSynchronize();
    show("ifs 37", io, N, 509);

    scan_above<<<N / 128, 128>>>(ii, io);
    cudaDeviceSynchronize();
    show("above 128", io, N, 509);

    scan_weighted<<<N / 128, 128>>>(fi, w, fo);
    cudaDeviceSynchronize();
    show("weighted 128", fo, N, 509);
    scan_weighted<<<N / 96, 96>>>(fi, w, fo);
    cudaDeviceSynchronize();
    show("weighted 96", fo, N / 96 * 96, 509);

    scan_wide<<<N / 64, 64>>>(li, lo);
    cudaDeviceSynchronize();
    show("wide 64", lo, N, 509);

    scan_store<<<N / 64, 64>>>(ii, io, tr);
    cudaDeviceSynchronize();
    show("store 64", io, N, 509);
    show("store trace", tr, N, 509);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
