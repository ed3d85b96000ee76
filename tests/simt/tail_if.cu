// Barriers under a condition of the thread: regions only where the `if`
// is the kernel's last statement and has no else (a thread that fails it
// has nothing left to run, as if it had returned); otherwise fibers.
#include <cstdio>

__global__ void tail(float *p, int n)
{
    __shared__ float s[64];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        s[threadIdx.x] = p[i];
        __syncthreads();
        p[i] = s[threadIdx.x ^ 1];
    }
}

__global__ void not_last(float *p, float *q, int n)
{
    __shared__ float s[64];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        s[threadIdx.x] = p[i];
        __syncthreads();
        p[i] = s[threadIdx.x ^ 1];
    }
    q[i] += 1;
}

__global__ void with_else(float *p, float *q, int n)
{
    __shared__ float s[64];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        s[threadIdx.x] = p[i];
        __syncthreads();
        p[i] = s[threadIdx.x ^ 1];
    } else {
        q[i] = 2;
    }
}

__global__ void in_loop(float *p, int n)
{
    __shared__ float s[64];
    for (int k = 0; k < 4; k++) {
        int i = k * 64 + threadIdx.x;
        if (i < n) {
            s[threadIdx.x] = p[i];
            __syncthreads();
            p[i] = s[threadIdx.x ^ 1];
        }
    }
}

/* 100 elements in two blocks of 64: the second block's first 36 threads
 * pass (pairs i, i ^ 1 both), the others have nothing more to do */
int main()
{
    float *p, *q;
    cudaMallocManaged(&p, 256 * sizeof(float));
    cudaMallocManaged(&q, 256 * sizeof(float));
    for (int i = 0; i < 256; i++)
        p[i] = i, q[i] = 0;
    tail<<<2, 64>>>(p, 100);
    not_last<<<2, 64>>>(p, q, 100);
    with_else<<<2, 64>>>(p, q, 100);
    in_loop<<<1, 64>>>(p, 256);
    cudaError_t e = cudaDeviceSynchronize();
    double sp = 0, sq = 0;
    for (int i = 0; i < 256; i++)
        sp += p[i] * (i % 7 + 1), sq += q[i] * (i % 5 + 1);
    printf("%s %.0f %.0f %.0f %.0f\n", cudaGetErrorName(e), p[1], p[99], sp, sq);
    return 0;
}
