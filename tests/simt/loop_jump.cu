// A uniform break or continue between the barriers of a loop, with other
// statements after it in the same piece: regions (the jump runs once per
// block).  A break on a value read from memory, the same for all threads
// only at run time: fibers.
__global__ void uniform_break(int *p, int n)
{
    __shared__ int s[64];
    bool done;
    for (int i = 0; i < n; i++) {
        done = false;
        s[threadIdx.x] = p[threadIdx.x] + i;
        __syncthreads();
        if (i == n - 1)
            break;
        done = true;
        p[threadIdx.x] = s[63 - threadIdx.x];
        __syncthreads();
    }
    p[threadIdx.x] += done;
}

__global__ void memory_break(int *p, int n, const int *limit)
{
    __shared__ int s[64];
    for (int i = 0; i < n; i++) {
        s[threadIdx.x] = p[threadIdx.x] + i;
        __syncthreads();
        if (i >= limit[0])
            break;
        p[threadIdx.x] = s[63 - threadIdx.x];
        __syncthreads();
    }
}

#include <cstdio>

int main()
{
    int *p, *limit;
    cudaMallocManaged(&p, 64 * sizeof(int));
    cudaMallocManaged(&limit, sizeof(int));
    for (int n = 1; n <= 3; n++) {
        for (int i = 0; i < 64; i++)
            p[i] = i * n;
        uniform_break<<<1, 64>>>(p, n);
        cudaDeviceSynchronize();
        printf("uniform_break %d: %d %d %d\n", n, p[0], p[5], p[63]);
        limit[0] = n - 1;
        memory_break<<<1, 64>>>(p, 3, limit);
        cudaDeviceSynchronize();
        printf("memory_break %d: %d %d %d\n", n, p[0], p[5], p[63]);
    }
    return 0;
}
