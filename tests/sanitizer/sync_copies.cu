// TOOL: --tool synccheck
// EXPECT: ^result: 64 2016$
// EXPECT: ERROR SUMMARY: 0 errors
// EXIT: 0
// synccheck: one __syncthreads call that gcc copies into the two paths
// of a thread-dependent `?:` before it (a Hillis-Steele scan) is one
// barrier; the threads of both paths meet there (an H200's
// compute-sanitizer reports nothing).  Compared by line, not address.
#include <cstdio>
__global__ void scan(int *p)
{
    __shared__ int s[64];
    s[threadIdx.x] = p[threadIdx.x];
    __syncthreads();
    for (unsigned off = 1; off < blockDim.x; off *= 2) {
        int v = threadIdx.x >= off ? s[threadIdx.x - off] : 0;
        __syncthreads();
        s[threadIdx.x] += v;
        __syncthreads();
    }
    p[threadIdx.x] = s[threadIdx.x];
}
int main(void)
{
    int *p;
    cudaMallocManaged(&p, 64 * sizeof(int));
    for (int i = 0; i < 64; i++)
        p[i] = 1;
    scan<<<1, 64>>>(p);
    cudaDeviceSynchronize();
    long sum = 0;
    for (int i = 0; i < 64; i++)
        sum += p[i] - 1;
    printf("result: %d %ld\n", p[63], sum);
    return 0;
}
