// EXPECT: Invalid __shared__ read of size 4 bytes
// EXPECT: at shift in .*oob_shared\.cu:14
// EXPECT: by thread \(63,0,0\) in block \(0,0,0\)
// EXPECT: ^synchronize: cudaErrorLaunchFailure$
// EXPECT: ERROR SUMMARY: 2 errors
// EXIT: 7
// memcheck: a kernel reads a __shared__ array one past its end.
#include <cstdio>
__global__ void shift(const int *in, int *out)
{
    __shared__ int s[64];
    s[threadIdx.x] = in[threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x + 1];
}
int main()
{
    int *in, *out;
    cudaMalloc(&in, 64 * sizeof(int));
    cudaMalloc(&out, 64 * sizeof(int));
    cudaMemset(in, 0, 64 * sizeof(int));
    shift<<<1, 64>>>(in, out);
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    return 0;
}
