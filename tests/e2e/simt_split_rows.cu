// Comparisons of threadIdx.x with a value the same in every thread split
// a region kernel's x loops in two, each with the comparisons known
// (src/simt/region.c, "split rows"): every operator and its mirror image,
// signed, unsigned, wider and floating-point bounds, bounds below 0 and
// past the block, under a guard, with a return, and next to a row
// variable.  Each thread's result is checked against the same arithmetic
// done on the host.
#include <cstdio>

__global__ void cmp(int *out, int k, long kl, float kf, unsigned ku)
{
    __shared__ int s[256];
    int t = threadIdx.x;
    s[t] = t * 3 + 1;
    __syncthreads();
    int r = 0;
    r += threadIdx.x < k ? 1 : 0;
    r += threadIdx.x >= k ? s[threadIdx.x - k] : 0;
    r += (threadIdx.x > kl) << 3;
    r += (kl >= threadIdx.x) << 4;
    r += (threadIdx.x <= kf) << 5;
    r += (kf < threadIdx.x) << 6;
    r += ku > threadIdx.x ? s[ku - 1 - threadIdx.x] << 8 : 0;
    __syncthreads();
    out[blockIdx.x * blockDim.x + t] = r;
}

// one bound per piece: a wider signed one (x > kl: the first point past
// it), a floating-point one (searched)
__global__ void wide(int *out, long kl, float kf)
{
    __shared__ int s[256];
    int t = threadIdx.x;
    s[t] = t * 5 + 2;
    __syncthreads();
    int r = threadIdx.x > kl ? s[threadIdx.x] : -1;
    __syncthreads();
    r += kf >= threadIdx.x ? 1000 : 0;
    out[blockIdx.x * blockDim.x + t] = r;
}

// a guard (`if (c) s` over a row) and an early return on the comparison,
// and a row variable i
__global__ void tree(int *out, const int *in, int stop)
{
    __shared__ int s[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = in[i];
    __syncthreads();
    for (int half = blockDim.x / 2; half > 0; half /= 2) {
        if (threadIdx.x < half)
            s[threadIdx.x] += s[threadIdx.x + half];
        __syncthreads();
    }
    if (threadIdx.x >= stop)
        return;
    out[i] = s[0] + threadIdx.x;
}

static int host_cmp(int t, int k, long kl, float kf, unsigned ku)
{
    int s[256];
    for (int j = 0; j < 256; j++)
        s[j] = j * 3 + 1;
    unsigned x = (unsigned)t;
    int r = 0;
    r += x < (unsigned)k ? 1 : 0;
    r += x >= (unsigned)k ? s[x - (unsigned)k] : 0;
    r += ((long)x > kl) << 3;
    r += (kl >= (long)x) << 4;
    r += ((float)x <= kf) << 5;
    r += (kf < (float)x) << 6;
    r += ku > x ? s[ku - 1 - x] << 8 : 0;
    return r;
}

int main()
{
    int *out, *in;
    cudaMallocManaged(&out, 4 * 256 * sizeof(int));
    cudaMallocManaged(&in, 4 * 256 * sizeof(int));
    const struct {
        int k;
        long kl;
        float kf;
        unsigned ku;
        int threads;
    } cases[] = {
        {5, 7, 9.5f, 3, 64},       {0, -1, -0.5f, 0, 64},   {64, 64, 64.0f, 64, 64},
        {300, 1000, 1e9f, 200, 256}, {-3, -3000000000L, -2.0f, 1, 128}, {31, 32, 31.0f, 17, 96},
    };
    int bad = 0;
    for (const auto &c : cases) {
        cmp<<<2, c.threads>>>(out, c.k, c.kl, c.kf, c.ku);
        cudaDeviceSynchronize();
        for (int b = 0; b < 2; b++)
            for (int t = 0; t < c.threads; t++) {
                int want = host_cmp(t, c.k, c.kl, c.kf, c.ku);
                if (out[b * c.threads + t] != want && bad++ < 5)
                    printf("FAIL cmp k=%d threads=%d t=%d: %d, want %d\n", c.k, c.threads, t,
                           out[b * c.threads + t], want);
            }
    }
    for (const auto &c : cases) {
        wide<<<2, c.threads>>>(out, c.kl < 0 ? c.kl : c.kl % c.threads, c.kf);
        cudaDeviceSynchronize();
        long kl = c.kl < 0 ? c.kl : c.kl % c.threads;
        for (int t = 0; t < c.threads; t++) {
            int want = ((long)t > kl ? t * 5 + 2 : -1) + (c.kf >= (float)t ? 1000 : 0);
            if (out[t] != want && bad++ < 5)
                printf("FAIL wide kl=%ld kf=%g t=%d: %d, want %d\n", kl, c.kf, t, out[t], want);
        }
    }
    for (int i = 0; i < 4 * 256; i++)
        in[i] = i % 7;
    for (int threads = 32; threads <= 256; threads *= 2)
        for (int stop = -1; stop <= threads; stop += threads / 4 + 1) {
            for (int i = 0; i < 4 * 256; i++)
                out[i] = -7;
            tree<<<4, threads>>>(out, in, stop);
            cudaDeviceSynchronize();
            for (int b = 0; b < 4; b++) {
                int sum = 0;
                for (int t = 0; t < threads; t++)
                    sum += in[b * threads + t];
                for (int t = 0; t < threads; t++) {
                    int want = (unsigned)t >= (unsigned)stop ? -7 : sum + t;
                    if (out[b * threads + t] != want && bad++ < 5)
                        printf("FAIL tree threads=%d stop=%d t=%d: %d, want %d\n", threads, stop,
                               t, out[b * threads + t], want);
                }
            }
        }
    printf("%s, %d wrong\n", cudaGetErrorString(cudaGetLastError()), bad);
    if (bad)
        return 1;
    printf("PASS\n");
    return 0;
}
