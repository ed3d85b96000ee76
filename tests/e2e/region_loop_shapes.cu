// Loop shapes of the CUDA samples that regions take: a stride declared in
// the outer loop, halved once in a block and then by an init-less for
// statement around barriers (oddEvenMergeSort); a per-thread array whose
// bound is a parenthesised macro (binomialOptions), read across
// barriers; C89 counters `int k = 0;` (lavaMD); a per-thread value
// computed from a uniform local that changes after it (the value must
// not be computed again from the changed input).  Exact results.
#include <cstdio>

#define L 128
#define EPT ((16 + 1) / 2)

__global__ void odd_even(unsigned *d, unsigned n)
{
    __shared__ unsigned s[L];
    s[threadIdx.x] = d[blockIdx.x * L + threadIdx.x];
    s[threadIdx.x + L / 2] = d[blockIdx.x * L + threadIdx.x + L / 2];
    for (unsigned size = 2; size <= n; size <<= 1) {
        unsigned stride = size / 2;
        unsigned offset = threadIdx.x & (stride - 1);
        {
            __syncthreads();
            unsigned pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
            if (pos + stride < L && s[pos] > s[pos + stride]) {
                unsigned t = s[pos];
                s[pos] = s[pos + stride];
                s[pos + stride] = t;
            }
            stride >>= 1;
        }
        for (; stride > 0; stride >>= 1) {
            __syncthreads();
            unsigned pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
            if (offset >= stride && pos < L && s[pos - stride] > s[pos]) {
                unsigned t = s[pos - stride];
                s[pos - stride] = s[pos];
                s[pos] = t;
            }
        }
    }
    __syncthreads();
    d[blockIdx.x * L + threadIdx.x] = s[threadIdx.x];
    d[blockIdx.x * L + threadIdx.x + L / 2] = s[threadIdx.x + L / 2];
}

__global__ void steps(const float *in, float *out, int rounds)
{
    __shared__ float ex[L + 1];
    const int tid = threadIdx.x;
    float v[EPT + 1];
    int k = 0;
    for (int i = 0; i < EPT; i++)
        v[i] = in[blockIdx.x * L * EPT + tid * EPT + i];
    if (tid == 0)
        ex[L] = 0;
    for (k = 0; k < rounds; k++) {
        ex[tid] = v[0];
        __syncthreads();
        v[EPT] = ex[tid + 1];
        __syncthreads();
        for (int i = 0; i < EPT; i++)
            v[i] = v[i] + v[i + 1] - k;
    }
    out[blockIdx.x * L + tid] = v[0] + v[EPT - 1];
}

__global__ void late_input(int *d, int n)
{
    __shared__ int s[64];
    int stride = n / 2;
    int off = threadIdx.x & (stride - 1);
    s[threadIdx.x] = off;
    __syncthreads();
    stride >>= 1;
    __syncthreads();
    d[threadIdx.x] = s[63 - threadIdx.x] * 100 + off * 10 + stride;
}

int main()
{
    const int blocks = 2;
    unsigned *d;
    float *in, *out;
    cudaMallocManaged(&d, blocks * L * sizeof(unsigned));
    cudaMallocManaged(&in, blocks * L * EPT * sizeof(float));
    cudaMallocManaged(&out, blocks * L * sizeof(float));
    for (int i = 0; i < blocks * L; i++)
        d[i] = (i * 7919u) % 1000u;
    odd_even<<<blocks, L / 2>>>(d, L);
    printf("odd_even: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    unsigned long w = 0;
    for (int i = 0; i < blocks * L; i++)
        w += (unsigned long)d[i] * (i + 1);
    printf("d[0]=%u d[%d]=%u weighted=%lu\n", d[0], L - 1, d[L - 1], w);
    for (int i = 0; i < blocks * L * EPT; i++)
        in[i] = (float)(i % 13 - 6);
    steps<<<blocks, L>>>(in, out, 3);
    printf("steps: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    double t = 0;
    for (int i = 0; i < blocks * L; i++)
        t += out[i] * (i % 5 + 1);
    printf("out[0]=%.0f out[%d]=%.0f weighted=%.0f\n", out[0], blocks * L - 1, out[blocks * L - 1], t);
    int *li;
    cudaMallocManaged(&li, 64 * sizeof(int));
    late_input<<<1, 64>>>(li, 16);
    printf("late_input: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    long u = 0;
    for (int i = 0; i < 64; i++)
        u += (long)li[i] * (i + 1);
    printf("li[0]=%d li[13]=%d weighted=%ld\n", li[0], li[13], u);
    return 0;
}
