// EXPECT: Invalid __global__ read of size 4 bytes
// EXPECT: at total in .*uaf_async\.cu:20
// EXPECT: by thread \(0,0,0\) in block \(0,0,0\)
// EXPECT: is in an allocation freed before
// EXPECT: cudaFree of 512 bytes
// EXPECT: ^stream: cudaErrorLaunchFailure$
// EXPECT: ERROR SUMMARY: 2 errors
// EXIT: 7
// FIXED: ^stream: cudaSuccess$
// FIXED: ERROR SUMMARY: 0 errors
// memcheck: memory freed by cudaFreeAsync on a stream is read by a kernel
// queued after the free on the same stream.
// (compute-sanitizer on an H200 reports the read as out of bounds, 2
// errors; cucc-sanitizer names the freed allocation.)
#include <cstdio>
__global__ void total(const float *p, int n, float *out)
{
    float s = 0;
    for (int i = 0; i < n; i++)
        s += p[i];
    *out = s;
}
int main()
{
    cudaStream_t s;
    cudaStreamCreate(&s);
    float *d, *out;
    cudaMallocAsync(&d, 128 * sizeof(float), s);
    cudaMalloc(&out, sizeof(float));
    cudaMemsetAsync(d, 0, 128 * sizeof(float), s);
#ifdef FIXED
    total<<<1, 1, 0, s>>>(d, 128, out);
    cudaFreeAsync(d, s);
#else
    cudaFreeAsync(d, s);
    total<<<1, 1, 0, s>>>(d, 128, out);
#endif
    printf("stream: %s\n", cudaGetErrorName(cudaStreamSynchronize(s)));
    return 0;
}
