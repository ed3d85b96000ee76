// Loops whose start is the thread's own, run by the region strategy in
// lockstep (iteration k of every thread before k + 1): a grid-stride loop
// with an early return before it, a loop over a 2D block's rows under an
// if, with <= and ++; results checked against the host's computation in
// each thread's order.
#include <cstdio>
__global__ void k1(const float *x, float *out, int n)
{
    __shared__ float s[128];
    float v = 0;
    int base = blockIdx.x * blockDim.x;
    if (threadIdx.x == 127 && blockIdx.x == 3) return;
    for (int i = base + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        v += x[i] * (i % 3);
    s[threadIdx.x] = v;
    __syncthreads();
    if (threadIdx.x == 0) { float t = 0; for (int j = 0; j < 127; j++) t += s[j]; out[blockIdx.x] = t; }
}
__global__ void k2(int *a, int w, int h)
{
    __shared__ int rows[8];
    if (threadIdx.x == 0) rows[threadIdx.y] = 0;
    __syncthreads();
    int acc = 0;
    if (w > 3)
        for (unsigned c = threadIdx.x + blockIdx.x * 0u; c <= (unsigned)w; c++)
            acc += a[threadIdx.y * (w + 1) + c];
    atomicAdd(&rows[threadIdx.y], acc);
    __syncthreads();
    if (threadIdx.x == 0) a[threadIdx.y * (w + 1)] = rows[threadIdx.y];
}
/* a histogram: integer atomics on shared memory in the stride loop (run
 * in lockstep), a float one (order shows: left to each thread in turn) */
__global__ void k3(const int *v, int n, unsigned *hist, float *fsum)
{
    __shared__ unsigned bins[16];
    __shared__ float total;
    for (int b = threadIdx.x; b < 16; b += blockDim.x)
        bins[b] = 0;
    if (threadIdx.x == 0)
        total = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&bins[v[i] % 16], 1u);
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&total, v[i] * 0.1f);
    __syncthreads();
    for (int b = threadIdx.x; b < 16; b += blockDim.x)
        atomicAdd(&hist[b], bins[b]);
    if (threadIdx.x == 0)
        atomicAdd(fsum, total > 0 ? 1.0f : 0.0f);
}

int main()
{
    const int n = 10000;
    float *x, *out; cudaMallocManaged(&x, n * 4); cudaMallocManaged(&out, 16 * 4);
    for (int i = 0; i < n; i++) x[i] = (i % 7) * 0.5f;
    k1<<<8, 128>>>(x, out, n);
    int *a; cudaMallocManaged(&a, 8 * 41 * 4);
    for (int i = 0; i < 8 * 41; i++) a[i] = i % 5;
    k2<<<1, dim3(16, 8)>>>(a, 40, 8);
    cudaDeviceSynchronize();
    int ok = cudaGetLastError() == cudaSuccess;
    for (int b = 0; b < 8; b++) {
        float t = 0;
        for (int j = 0; j < 127; j++) {
            float v = 0;
            if (!(j == 127 && b == 3))
                for (int i = b * 128 + j; i < n; i += 8 * 128)
                    v += (i % 7) * 0.5f * (i % 3);
            t += v;
        }
        ok &= t == out[b];
        printf("%g ", out[b]);
    }
    printf("\n");
    for (int r = 0; r < 8; r++) {
        int want = 0;
        for (int c = 0; c <= 40; c++)
            for (int tx = 0; tx < 16; tx++)
                if (c >= tx)
                    want += (r * 41 + c) % 5;
        ok &= a[r * 41] == want;
        printf("%d ", a[r * 41]);
    }
    printf("\n");
    int *v;
    unsigned *hist;
    float *fsum;
    cudaMallocManaged(&v, 5000 * sizeof(int));
    cudaMallocManaged(&hist, 16 * sizeof(unsigned));
    cudaMallocManaged(&fsum, sizeof(float));
    for (int i = 0; i < 5000; i++)
        v[i] = (i * 7919) % 1000;
    for (int b = 0; b < 16; b++)
        hist[b] = 0;
    *fsum = 0;
    k3<<<3, 96>>>(v, 5000, hist, fsum);
    cudaDeviceSynchronize();
    unsigned want[16] = {0};
    for (int i = 0; i < 5000; i++)
        want[v[i] % 16]++;
    for (int b = 0; b < 16; b++) {
        ok &= hist[b] == want[b];
        printf("%u ", hist[b]);
    }
    ok &= *fsum == 3.0f;
    printf("\n%s\n", ok ? "PASS" : "FAIL");
}
