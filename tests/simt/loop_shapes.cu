// Loop and declaration shapes regions take: an init-less for stepping a
// uniform local declared ahead; a per-thread array with a parenthesised
// bound; a value computed from a uniform local that changes later is a
// context variable, not repeated (its input would differ).
#define EPT ((16 + 1) / 2)

__global__ void stride_ahead(unsigned *d, unsigned n)
{
    __shared__ unsigned s[64];
    s[threadIdx.x] = d[threadIdx.x];
    for (unsigned size = 2; size <= n; size <<= 1) {
        unsigned stride = size / 2;
        unsigned offset = threadIdx.x & (stride - 1);
        {
            __syncthreads();
            s[threadIdx.x] += stride;
            stride >>= 1;
        }
        for (; stride > 0; stride >>= 1) {
            __syncthreads();
            if (offset >= stride)
                s[threadIdx.x] ^= stride;
        }
    }
    __syncthreads();
    d[threadIdx.x] = s[threadIdx.x];
}

__global__ void bounded_array(float *d)
{
    __shared__ float x[64];
    float call[EPT + 1];
    for (int i = 0; i < EPT; i++)
        call[i] = d[threadIdx.x] * i;
    x[threadIdx.x] = call[2];
    __syncthreads();
    d[threadIdx.x] = x[63 - threadIdx.x] + call[3];
}

#include <cstdio>

int main()
{
    unsigned *d;
    float *f;
    cudaMallocManaged(&d, 64 * sizeof(unsigned));
    cudaMallocManaged(&f, 64 * sizeof(float));
    for (int i = 0; i < 64; i++) {
        d[i] = i * 7;
        f[i] = i;
    }
    stride_ahead<<<1, 64>>>(d, 32);
    bounded_array<<<1, 64>>>(f);
    cudaDeviceSynchronize();
    long s = 0;
    double t = 0;
    for (int i = 0; i < 64; i++) {
        s += d[i] * (i + 1);
        t += f[i] * (i + 1);
    }
    printf("%ld %.1f\n", s, t);
    return 0;
}
