// EXPECT: Invalid __shared__ read of size 4 bytes
// EXPECT: at scale in .*oob_dyn_shared\.cu:18
// EXPECT: by thread \(31,0,0\) in block \(1,0,0\)
// EXPECT: ^result: cudaErrorLaunchFailure$
// EXPECT: ERROR SUMMARY: 2 errors
// EXIT: 7
// FIXED: ^result: cudaSuccess$
// FIXED: ERROR SUMMARY: 0 errors
// memcheck: a kernel reads its dynamic shared memory one element past the
// size the launch gave it (block 1 only: its offset is 1).
#include <cstdio>
__global__ void scale(const int *in, int *out, int shift)
{
    extern __shared__ int buf[];
    buf[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
    __syncthreads();
    int off = blockIdx.x == 1 ? shift : 0;
    out[blockIdx.x * blockDim.x + threadIdx.x] = 2 * buf[threadIdx.x + off];
}
int main()
{
    int *in, *out;
    cudaMalloc(&in, 64 * sizeof(int));
    cudaMalloc(&out, 64 * sizeof(int));
    cudaMemset(in, 0, 64 * sizeof(int));
#ifdef FIXED
    scale<<<2, 32, 33 * sizeof(int)>>>(in, out, 1);
#else
    scale<<<2, 32, 32 * sizeof(int)>>>(in, out, 1);
#endif
    printf("result: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
