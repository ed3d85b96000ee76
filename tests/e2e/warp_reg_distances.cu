// Warp shuffle loops whose distances are not powers of two (3, 8, 13, ...
// and lane indices 6, 11, 16, 21): region kernels run these a warp at a
// time with the lanes in one vector, through the shuffle's general case,
// for floats, doubles, ints and 64-bit integers, with a block of 4 warps
// and one of 3 warps after whole warps left.
#include <cstdio>

#define FULL 0xffffffffu

__global__ void distances(float *f, double *d, int *i, unsigned long long *u, int live)
{
    int t = threadIdx.x;
    if (t >= live)
        return;
    float a = (float)(t % 5) + 0.25f;
    for (int off = 3; off < 32; off += 5)
        a += __shfl_down_sync(FULL, a, off);
    double b = 1.0 + t * 0.125;
    for (int off = 1; off < 32; off = off * 3)
        b += __shfl_up_sync(FULL, b, off);
    int c = t * 7 - 30;
    for (int m = 3; m < 32; m += 6)
        c ^= __shfl_xor_sync(FULL, c, m);
    unsigned long long w = 0x9e3779b97f4a7c15ull * (t + 1);
    for (int k = 6; k < 24; k += 5)
        w += __shfl_sync(FULL, w, k);
    f[t] = a;
    d[t] = b;
    i[t] = c;
    u[t] = w;
}

int main()
{
    const int n = 128;
    float *f;
    double *d;
    int *i;
    unsigned long long *u;
    cudaMallocManaged(&f, n * sizeof *f);
    cudaMallocManaged(&d, n * sizeof *d);
    cudaMallocManaged(&i, n * sizeof *i);
    cudaMallocManaged(&u, n * sizeof *u);
    for (int live = 128; live >= 96; live -= 32) {
        for (int t = 0; t < n; t++) {
            f[t] = -1;
            d[t] = -1;
            i[t] = -1;
            u[t] = 0;
        }
        distances<<<1, n>>>(f, d, i, u, live);
        cudaError_t e = cudaDeviceSynchronize();
        printf("live %d: %s\n", live, cudaGetErrorString(e));
        unsigned long long hf = 0, hd = 0, hi = 0, hu = 0;
        for (int t = 0; t < n; t++) {
            hf = hf * 31 + (unsigned long long)(f[t] * 4);
            hd = hd * 31 + (unsigned long long)(d[t] * 1024);
            hi = hi * 31 + (unsigned)i[t];
            hu = hu * 31 + u[t];
        }
        printf("  f %llx d %llx i %llx u %llx\n", hf, hd, hi, hu);
        for (int t = 0; t < n; t += 37)
            printf("  t %3d: %g %.6f %d %llx\n", t, f[t], d[t], i[t], u[t]);
    }
    return 0;
}
