// EXPECT: ^========= Invalid __global__ read of size 4 bytes$
// EXPECT: at shifted in .*misaligned_global\.cu:19$
// EXPECT: by thread \(31,0,0\) in block \(0,0,0\)
// EXPECT: Access to 0x[0-9a-f]*2 is misaligned
// EXPECT: and is inside the nearest allocation at 0x[0-9a-f]* of size 256 bytes
// EXPECT: ^global: cudaErrorLaunchFailure$
// EXPECT: ERROR SUMMARY: 33 errors
// EXIT: 7
// FIXED: ^global: cudaSuccess$
// FIXED: ERROR SUMMARY: 0 errors
// memcheck: a kernel reads ints through a pointer 2 bytes into an
// allocation (compute-sanitizer on an H200: the same report for each of
// the 32 threads, 33 errors with the failed synchronisation; without the
// tool the kernel fails with cudaErrorMisalignedAddress).
#include <cstdio>
__global__ void shifted(const int *in, int *out, int by)
{
    const int *p = (const int *)((const char *)in + by);
    out[threadIdx.x] = p[threadIdx.x];
}
int main()
{
    int *in, *out;
    cudaMalloc(&in, 64 * sizeof(int));
    cudaMalloc(&out, 64 * sizeof(int));
    cudaMemset(in, 0, 64 * sizeof(int));
#ifdef FIXED
    shifted<<<1, 32>>>(in, out, 4);
#else
    shifted<<<1, 32>>>(in, out, 2);
#endif
    printf("global: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
