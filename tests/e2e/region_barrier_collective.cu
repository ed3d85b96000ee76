// A barrier right before a statement whose warp collective reads what
// other threads wrote before the barrier: the collective's inputs must be
// read after the barrier.  (The region strategy once evaluated them in the
// piece before it, reading the old values.)  Shuffles, votes and a
// reduction, with and without code between.
#include <cstdio>

__global__ void shfl_after(int *out)
{
    __shared__ int s[64];
    int t = threadIdx.x;
    s[t] = t + 100;
    __syncthreads();
    int v = __shfl_sync(0xffffffffu, s[(t + 1) % 64], 0);
    out[t] = v;
}

__global__ void vote_after(int *out)
{
    __shared__ int s[64];
    int t = threadIdx.x;
    s[t] = t % 3 == 0;
    __syncthreads();
    unsigned b = __ballot_sync(0xffffffffu, s[63 - t]);
    int any = __any_sync(0xffffffffu, s[(t + 5) % 64] && t > 60);
    out[t] = (int)(b & 0xffff) + any * 100000;
}

__global__ void sum_after(int *out)
{
    __shared__ int s[64];
    int t = threadIdx.x;
    s[t] = t * t;
    __syncthreads();
    int v = s[63 - t];
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (t % 32 == 0)
        out[t / 32] = v;
}

__global__ void twice(int *out)
{
    __shared__ int s[64];
    int t = threadIdx.x;
    s[t] = t;
    __syncthreads();
    int a = __shfl_xor_sync(0xffffffffu, s[(t + 7) % 64], 1);
    __syncthreads();
    s[t] = a * 2;
    __syncthreads();
    int b = __shfl_sync(0xffffffffu, s[(t + 32) % 64], 31);
    out[t] = a * 1000 + b;
}

int main()
{
    int *d, h[64];
    cudaMalloc(&d, 64 * sizeof(int));
    shfl_after<<<1, 64>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("shfl_after: %d %d %d %d\n", h[0], h[31], h[32], h[63]);
    vote_after<<<1, 64>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("vote_after: %d %d %d %d\n", h[0], h[31], h[32], h[63]);
    sum_after<<<1, 64>>>(d);
    cudaMemcpy(h, d, 2 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("sum_after: %d %d\n", h[0], h[1]);
    twice<<<1, 64>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("twice: %d %d %d %d\n", h[0], h[1], h[33], h[63]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
