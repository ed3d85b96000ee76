// Legacy warp-synchronous code: shared-memory reductions, a scan and a
// bitonic sort within a warp, with no __syncwarp between the lanes' steps,
// relying on the lanes of a warp running in lockstep (pre-Volta idiom).
#include <cstdio>

#define THREADS 256
#define BLOCKS 4

__device__ void warp_reduce(volatile int *s, int tid)
{
    s[tid] += s[tid + 32];
    s[tid] += s[tid + 16];
    s[tid] += s[tid + 8];
    s[tid] += s[tid + 4];
    s[tid] += s[tid + 2];
    s[tid] += s[tid + 1];
}

__global__ void reduce_volatile(const int *in, int *out)
{
    __shared__ int s[THREADS];
    int tid = threadIdx.x;
    s[tid] = in[blockIdx.x * THREADS + tid];
    __syncthreads();
    for (int step = THREADS / 2; step > 32; step >>= 1) {
        if (tid < step)
            s[tid] += s[tid + step];
        __syncthreads();
    }
    if (tid < 32)
        warp_reduce(s, tid);
    if (tid == 0)
        out[blockIdx.x] = s[0];
}

/* The same with the last warp's loop in the kernel, through a volatile
 * pointer, and a loop instead of the unrolled steps. */
__global__ void reduce_loop(const int *in, int *out)
{
    __shared__ int s[THREADS];
    int tid = threadIdx.x;
    s[tid] = in[blockIdx.x * THREADS + tid] * 2;
    __syncthreads();
    for (int step = THREADS / 2; step > 32; step >>= 1) {
        if (tid < step)
            s[tid] += s[tid + step];
        __syncthreads();
    }
    if (tid < 32) {
        volatile int *v = s;
        for (int step = 32; step > 0; step >>= 1)
            v[tid] += v[tid + step];
    }
    if (tid == 0)
        out[blockIdx.x] = s[0];
}

/* Inclusive scan of each warp's 32 values in shared memory (the padded
 * layout of the old SDK scan: a zero half below each warp's values). */
__device__ int warp_scan(int value, volatile int *s)
{
    int pos = 2 * threadIdx.x - (threadIdx.x & 31);
    s[pos] = 0;
    pos += 32;
    s[pos] = value;
    for (int offset = 1; offset < 32; offset <<= 1)
        s[pos] += s[pos - offset];
    return s[pos];
}

__global__ void scan_warps(const int *in, int *out)
{
    __shared__ int s[2 * THREADS];
    int i = blockIdx.x * THREADS + threadIdx.x;
    out[i] = warp_scan(in[i], s);
}

/* Bitonic sort of each warp's 32 keys in shared memory, ascending. */
__global__ void bitonic_warps(const int *in, int *out)
{
    __shared__ int keys[THREADS];
    int tid = threadIdx.x;
    keys[tid] = in[blockIdx.x * THREADS + tid];
    __syncthreads();
    volatile int *s = keys + (tid & ~31);
    int lane = tid & 31;
    for (int k = 2; k <= 32; k <<= 1)
        for (int j = k >> 1; j > 0; j >>= 1) {
            int partner = lane ^ j;
            if (partner > lane) {
                int a = s[lane], b = s[partner];
                bool up = (lane & k) == 0;
                if ((a > b) == up) {
                    s[lane] = b;
                    s[partner] = a;
                }
            }
        }
    __syncthreads();
    out[blockIdx.x * THREADS + tid] = keys[tid];
}

int main(void)
{
    const int n = THREADS * BLOCKS;
    int *in, *out;
    cudaMallocManaged(&in, n * sizeof(int));
    cudaMallocManaged(&out, n * sizeof(int));
    unsigned x = 12345;
    for (int i = 0; i < n; i++) {
        x = x * 1103515245u + 12345u;
        in[i] = (int)((x >> 16) % 1000) - 500;
    }

    reduce_volatile<<<BLOCKS, THREADS>>>(in, out);
    cudaDeviceSynchronize();
    for (int b = 0; b < BLOCKS; b++) {
        int want = 0;
        for (int t = 0; t < THREADS; t++)
            want += in[b * THREADS + t];
        printf("reduce_volatile block %d: %d (%s)\n", b, out[b], out[b] == want ? "ok" : "WRONG");
    }

    reduce_loop<<<BLOCKS, THREADS>>>(in, out);
    cudaDeviceSynchronize();
    for (int b = 0; b < BLOCKS; b++) {
        int want = 0;
        for (int t = 0; t < THREADS; t++)
            want += 2 * in[b * THREADS + t];
        printf("reduce_loop block %d: %d (%s)\n", b, out[b], out[b] == want ? "ok" : "WRONG");
    }

    scan_warps<<<BLOCKS, THREADS>>>(in, out);
    cudaDeviceSynchronize();
    int bad = 0;
    for (int w = 0; w < n / 32; w++) {
        int sum = 0;
        for (int l = 0; l < 32; l++) {
            sum += in[w * 32 + l];
            bad += out[w * 32 + l] != sum;
        }
    }
    printf("scan_warps: warp 0 ends %d, warp 5 ends %d, %d wrong\n", out[31], out[5 * 32 + 31], bad);

    bitonic_warps<<<BLOCKS, THREADS>>>(in, out);
    cudaDeviceSynchronize();
    bad = 0;
    long check = 0;
    for (int w = 0; w < n / 32; w++)
        for (int l = 0; l < 32; l++) {
            if (l && out[w * 32 + l - 1] > out[w * 32 + l])
                bad++;
            check += (long)out[w * 32 + l] * (l + 1);
        }
    printf("bitonic_warps: first %d %d %d, %d out of order, weighted sum %ld\n", out[0], out[1], out[31],
           bad, check);
    cudaError_t e = cudaGetLastError();
    printf("%s\n", cudaGetErrorString(e));
    return 0;
}
