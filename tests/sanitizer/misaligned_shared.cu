// EXPECT: ^========= Invalid __shared__ read of size 4 bytes$
// EXPECT: at shared_mis in .*misaligned_shared\.cu:22$
// EXPECT: by thread \(0,0,0\) in block \(0,0,0\)
// EXPECT: is misaligned
// EXPECT: ^shared: cudaErrorLaunchFailure$
// EXPECT: ERROR SUMMARY: 33 errors
// EXIT: 7
// FIXED: ^shared: cudaSuccess$
// FIXED: ERROR SUMMARY: 0 errors
// memcheck: a kernel reads a __shared__ array of ints one byte off
// (compute-sanitizer on an H200: the same, 33 errors; without the tool
// cudaErrorMisalignedAddress, which a --sanitize build run without the
// tool returns too; a plain build does not check alignment).
#include <cstdio>
__global__ void shared_mis(int *out, int by)
{
    __shared__ int s[40];
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    int *q = (int *)((char *)s + by);
    __syncthreads();
    out[threadIdx.x] = q[threadIdx.x];
}
int main()
{
    int *out;
    cudaMalloc(&out, 64 * sizeof(int));
#ifdef FIXED
    shared_mis<<<1, 32>>>(out, 4);
#else
    shared_mis<<<1, 32>>>(out, 1);
#endif
    printf("shared: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
