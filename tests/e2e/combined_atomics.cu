// Integer atomics a region piece sums by address before adding them to
// memory (src/simt/region.c, "combined atomics"): the shared-histogram
// flush, a global histogram read from a const input, counters of each
// integer width, atomicSub and the _block forms, more addresses than the
// worker's table has slots, returned threads, and pieces that must not
// sum (a thread reads what it added, a non-const input, a float add).
#include <cstdio>
#include <cuda_runtime.h>

#define BINS 256

__device__ unsigned long long total;
__device__ int signed_total;

__global__ void shared_hist(const unsigned char *data, unsigned *hist, int n)
{
    __shared__ unsigned local[BINS];
    for (int b = threadIdx.x; b < BINS; b += blockDim.x)
        local[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += blockDim.x)
        if (local[b])
            atomicAdd(&hist[b], local[b]);
}

// No shared memory: every add goes to the global histogram.
__global__ void global_hist(const unsigned char *data, int *hist, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    atomicAdd(&hist[data[i]], 2);
    atomicSub_block(&hist[data[i]], 1);
}

// No barrier and no guard (a thread loop otherwise): the grid covers n.
__global__ void naive_hist(const unsigned char *data, unsigned *hist)
{
    atomicAdd(&hist[data[blockIdx.x * blockDim.x + threadIdx.x]], 1u);
}

// Global variables' counters: the input read must be __restrict__.
__global__ void global_counters(const unsigned char *__restrict__ data, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        atomicAdd(&total, (unsigned long long)data[i] << 33);
        atomicSub(&signed_total, (int)data[i]);
    }
}

// 4096 addresses from each block: the table spills.
__global__ void wide(unsigned *counts, int nbins)
{
    for (int b = threadIdx.x; b < nbins; b += blockDim.x)
        atomicAdd(&counts[(b * 7 + blockIdx.x) % nbins], (unsigned)b + 1);
}

// A scatter-add whose reads come before each thread's add: summed.
__global__ void scatter(const int *key, int *val, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&out[key[i]], val[i] - 3);
}

// A loop's next turn reads what this turn added: nothing may wait.
__global__ void loop_then_add(unsigned *c, unsigned *seen)
{
    __syncthreads();    /* a region kernel */
    if (threadIdx.x == 0 && blockIdx.x == 0)
        for (int j = 0; j < 4; j++) {
            seen[j] = c[0];
            atomicAdd(&c[0], 1u);
        }
}

// A thread reads what it added: nothing may wait.
__global__ void reads_back(unsigned *cell, unsigned *seen)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    atomicAdd(&cell[i % 64], 1u);
    seen[i] = cell[i % 64] > 0;
}

// The input is not const: it may be the counters (here it is).
__global__ void aliased(unsigned *in, unsigned *out)
{
    unsigned i = threadIdx.x;
    atomicAdd(&out[i % 4], 1u);
    out[64 + i] = in[i % 4];
}

// A float sum keeps its atomics (its rounding would change), in a piece
// that would sum an integer's.
__global__ void float_sum(const int *x, float *sum, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(sum, 0.25f * x[i]);
}

int main()
{
    const int n = 1 << 20;
    unsigned char *data;
    unsigned *hist, *counts, *cell, *seen, *al;
    int *ghist;
    int *x;
    float *fsum;
    cudaMallocManaged(&data, n);
    cudaMallocManaged(&hist, BINS * sizeof(unsigned));
    cudaMallocManaged(&ghist, BINS * sizeof(int));
    cudaMallocManaged(&counts, 4096 * sizeof(unsigned));
    cudaMallocManaged(&cell, 64 * sizeof(unsigned));
    cudaMallocManaged(&seen, 4096 * sizeof(unsigned));
    cudaMallocManaged(&al, 320 * sizeof(unsigned));
    cudaMallocManaged(&x, 4096 * sizeof(int));
    cudaMallocManaged(&fsum, sizeof(float));
    unsigned s = 7;
    unsigned ref[BINS] = {0};
    unsigned long long ref_total = 0;
    long long ref_signed = 0;
    for (int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        data[i] = (unsigned char)((s >> 24) & (s >> 13));
        ref[data[i]]++;
        ref_total += (unsigned long long)data[i] << 33;
        ref_signed -= data[i];
    }
    cudaMemset(hist, 0, BINS * sizeof(unsigned));
    cudaMemset(ghist, 0, BINS * sizeof(int));
    shared_hist<<<120, 256>>>(data, hist, n);
    global_hist<<<(n + 255) / 256, 256>>>(data, ghist, n);
    global_counters<<<64, 128>>>(data, n);
    cudaDeviceSynchronize();
    int bad = 0, bad_g = 0, bad_n = 0;
    for (int b = 0; b < BINS; b++) {
        bad += hist[b] != ref[b];
        bad_g += ghist[b] != (int)ref[b];
    }
    cudaMemset(hist, 0, BINS * sizeof(unsigned));
    naive_hist<<<n / 128, 128>>>(data, hist);
    cudaDeviceSynchronize();
    for (int b = 0; b < BINS; b++)
        bad_n += hist[b] != ref[b];
    unsigned long long t;
    int st;
    cudaMemcpyFromSymbol(&t, total, sizeof t);
    cudaMemcpyFromSymbol(&st, signed_total, sizeof st);
    printf("shared_hist: %d bins wrong; naive_hist: %d bins wrong, bin0 %u\n", bad, bad_n, hist[0]);
    printf("global_hist: %d bins wrong, total %s, signed %s (%d)\n", bad_g,
           t == ref_total ? "right" : "wrong", st == (int)ref_signed ? "right" : "wrong", st);

    cudaMemset(counts, 0, 4096 * sizeof(unsigned));
    wide<<<40, 128>>>(counts, 4096);
    cudaDeviceSynchronize();
    unsigned long long sum = 0, want = 0;
    int bad_w = 0;
    for (int blk = 0; blk < 40; blk++)
        for (int b = 0; b < 4096; b++)
            want += (unsigned)b + 1;
    for (int b = 0; b < 4096; b++)
        sum += counts[b];
    for (int b = 0; b < 4096; b++) {
        unsigned e = 0;
        for (int blk = 0; blk < 40; blk++)
            for (int k = 0; k < 4096; k++)
                if ((k * 7 + blk) % 4096 == b)
                    e += (unsigned)k + 1;
        bad_w += counts[b] != e;
    }
    printf("wide: sum %s, %d counters wrong\n", sum == want ? "right" : "wrong", bad_w);

    cudaMemset(cell, 0, 64 * sizeof(unsigned));
    reads_back<<<16, 256>>>(cell, seen);
    cudaDeviceSynchronize();
    int unseen = 0;
    for (int i = 0; i < 4096; i++)
        unseen += !seen[i];
    printf("reads_back: %d threads missed their add, cell0 %u\n", unseen, cell[0]);

    cudaMemset(al, 0, 320 * sizeof(unsigned));
    aliased<<<1, 256>>>(al, al);
    cudaDeviceSynchronize();
    int low = 0;
    for (int i = 0; i < 256; i++)
        low += al[64 + i] == 0;
    printf("aliased: counters %u %u %u %u, %d reads saw none\n", al[0], al[1], al[2], al[3], low);

    int *key, *val, *out;
    cudaMallocManaged(&key, 10000 * sizeof(int));
    cudaMallocManaged(&val, 10000 * sizeof(int));
    cudaMallocManaged(&out, 100 * sizeof(int));
    long long ref_out[100] = {0};
    for (int i = 0; i < 10000; i++) {
        key[i] = (i * 37) % 100;
        val[i] = i % 7;
        ref_out[key[i]] += val[i] - 3;
    }
    cudaMemset(out, 0, 100 * sizeof(int));
    scatter<<<40, 256>>>(key, val, out, 10000);
    cudaDeviceSynchronize();
    int bad_s = 0;
    for (int k = 0; k < 100; k++)
        bad_s += out[k] != (int)ref_out[k];
    printf("scatter: %d sums wrong, out[1] %d\n", bad_s, out[1]);

    cudaMemset(cell, 0, 64 * sizeof(unsigned));
    loop_then_add<<<2, 64>>>(cell, seen);
    cudaDeviceSynchronize();
    printf("loop_then_add: saw %u %u %u %u, ends at %u\n", seen[0], seen[1], seen[2], seen[3], cell[0]);

    for (int i = 0; i < 4096; i++)
        x[i] = i % 8;
    *fsum = 0;
    float_sum<<<16, 256>>>(x, fsum, 4096);
    cudaDeviceSynchronize();
    printf("float_sum: %.2f\n", *fsum);
    return 0;
}
