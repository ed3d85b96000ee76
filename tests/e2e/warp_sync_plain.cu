// The unrolled last-warp reduction without volatile (what the GPU does).
#include <cstdio>
#define THREADS 128
__global__ void reduce_plain(const int *in, int *out)
{
    __shared__ int s[THREADS];
    int tid = threadIdx.x;
    s[tid] = in[blockIdx.x * THREADS + tid];
    __syncthreads();
    if (tid < 64) s[tid] += s[tid + 64];
    __syncthreads();
    if (tid < 32) {
        s[tid] += s[tid + 32];
        s[tid] += s[tid + 16];
        s[tid] += s[tid + 8];
        s[tid] += s[tid + 4];
        s[tid] += s[tid + 2];
        s[tid] += s[tid + 1];
    }
    if (tid == 0) out[blockIdx.x] = s[0];
}
int main(void)
{
    int *in, *out;
    cudaMallocManaged(&in, 4 * THREADS * sizeof(int));
    cudaMallocManaged(&out, 4 * sizeof(int));
    for (int i = 0; i < 4 * THREADS; i++) in[i] = (i * 7919) % 101 - 50;
    reduce_plain<<<4, THREADS>>>(in, out);
    cudaDeviceSynchronize();
    for (int b = 0; b < 4; b++) {
        int want = 0;
        for (int t = 0; t < THREADS; t++) want += in[b * THREADS + t];
        printf("block %d: %d want %d\n", b, out[b], want);
    }
    return 0;
}
