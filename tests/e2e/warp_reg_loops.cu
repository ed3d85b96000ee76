// Warp shuffle loops of one shuffle and one update (`v += __shfl_down_sync(
// full, v, off)` and kin), which region kernels run a warp at a time with
// the lanes in one vector: every shuffle kind, several value types, the
// update's forms, and the cases that must keep the general path (a width
// below 32, a mask given as a value, warps that left, a loop in a device
// function, a barrier after).
#include <cstdio>
#include <cstdint>

#define FULL 0xffffffffu

__device__ float warp_sum(float v)
{
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(FULL, v, off);
    return v;
}

__device__ long long warp_xor_sum(long long v)
{
    for (int m = 1; m < 32; m <<= 1)
        v = v + __shfl_xor_sync(FULL, v, m);
    return v;
}

__global__ void kinds(float *f, int *i, double *d, unsigned long long *u, unsigned *x)
{
    __shared__ float part[8];
    int t = threadIdx.x;
    float v = (float)(t % 7) * 0.5f + 1.0f;
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(FULL, v, off);
    int s = t * 3 - 40;
    for (int off = 1; off < 32; off *= 2)           // inclusive scan
        s = __shfl_up_sync(FULL, s, off) + s;
    double dd = 1.0 / (t + 1);
    for (int m = 16; m >= 1; m /= 2)
        dd = dd * __shfl_xor_sync(FULL, dd, m, 32);
    unsigned long long w = 1ull << (t % 64);
    for (int m = 1; m <= 16; m *= 2)
        w |= __shfl_xor_sync(FULL, w, m);
    float mx = (float)((t * 37) % 101) - 50.0f;
    for (int off = 16; off > 0; off /= 2)
        mx = fmaxf(mx, __shfl_xor_sync(FULL, mx, off));
    int mn = (t * 53) % 97;
    for (int off = 1; off < 32; off *= 2)
        mn = min(__shfl_down_sync(FULL, mn, off), mn);
    unsigned b = 0x9e3779b9u * (t + 1);
    for (int k = 0; k < 3; k++)                     // broadcast, any lane
        b ^= __shfl_sync(FULL, b, k * 5 + 1);
    if (t % 32 == 0)
        part[t / 32] = v;
    __syncthreads();
    f[t] = v + part[(t / 32 + 1) % (blockDim.x / 32)] + mx * 1000.0f;
    s += mn * 100000;
    i[t] = s;
    d[t] = dd;
    u[t] = w;
    x[t] = b;
}

__global__ void fallbacks(int *out, int n, unsigned mask)
{
    int t = threadIdx.x;
    if (t >= n)                      // whole warps leave
        return;
    int a = t + 1;
    for (int off = 8; off > 0; off /= 2)             // width 16
        a += __shfl_down_sync(FULL, a, off, 16);
    int b = t * t;
    for (int off = 16; off > 0; off /= 2)            // the mask is a value
        b += __shfl_down_sync(mask, b, off);
    int c = t;
    for (int off = 16; off > 0; off /= 2)
        c = c - __shfl_xor_sync(FULL, c, off);
    out[3 * t] = a;
    out[3 * t + 1] = b;
    out[3 * t + 2] = c;
}

__global__ void in_functions(float *out, long long *l)
{
    __shared__ float warps[32];
    int t = threadIdx.x;
    float v = warp_sum((float)(t & 15) + 0.25f);
    if (t % 32 == 0)
        warps[t / 32] = v;
    __syncthreads();
    if (t < 32) {
        float w = t < blockDim.x / 32 ? warps[t] : 0.0f;
        w = warp_sum(w);
        if (t == 0)
            out[blockIdx.x] = w;
    }
    long long q = warp_xor_sum((long long)t * 1000003 - 77);
    l[blockIdx.x * blockDim.x + t] = q;
}

int main()
{
    const int T = 256;
    float *f; int *i; double *d; unsigned long long *u; unsigned *x;
    cudaMallocManaged(&f, T * sizeof *f);
    cudaMallocManaged(&i, T * sizeof *i);
    cudaMallocManaged(&d, T * sizeof *d);
    cudaMallocManaged(&u, T * sizeof *u);
    cudaMallocManaged(&x, T * sizeof *x);
    kinds<<<1, T>>>(f, i, d, u, x);
    cudaDeviceSynchronize();
    for (int k = 0; k < T; k += 37)
        printf("kinds %d: %.3f %d %.6e %llx %08x\n", k, f[k], i[k], d[k], u[k], x[k]);

    int *o;
    cudaMallocManaged(&o, 3 * 128 * sizeof *o);
    int ns[] = {128, 96, 32};
    unsigned masks[] = {FULL, FULL, FULL};
    for (int c = 0; c < 3; c++) {
        cudaMemset(o, 0, 3 * 128 * sizeof *o);
        fallbacks<<<1, 128>>>(o, ns[c], masks[c]);
        printf("fallbacks n=%d: %s\n", ns[c], cudaGetErrorString(cudaDeviceSynchronize()));
        for (int k = 0; k < ns[c]; k += 23)
            printf("  %d: %d %d %d\n", k, o[3 * k], o[3 * k + 1], o[3 * k + 2]);
    }

    float *out; long long *l;
    cudaMallocManaged(&out, 4 * sizeof *out);
    cudaMallocManaged(&l, 4 * 160 * sizeof *l);
    in_functions<<<4, 160>>>(out, l);
    cudaDeviceSynchronize();
    for (int b = 0; b < 4; b++)
        printf("block %d: %.2f %lld %lld\n", b, out[b], l[b * 160], l[b * 160 + 159]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
