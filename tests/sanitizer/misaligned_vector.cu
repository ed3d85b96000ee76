// EXPECT: ^========= Invalid __global__ read of size 16 bytes$
// EXPECT: at load4 in .*misaligned_vector\.cu:19$
// EXPECT: by thread \(7,0,0\) in block \(0,0,0\)
// EXPECT: Access to 0x[0-9a-f]*8 is misaligned
// EXPECT: and is inside the nearest allocation at 0x[0-9a-f]* of size 1024 bytes
// EXPECT: ^vector: cudaErrorLaunchFailure$
// EXPECT: ERROR SUMMARY: 9 errors
// EXIT: 7
// FIXED: ^vector: cudaSuccess$
// FIXED: ERROR SUMMARY: 0 errors
// memcheck: float4 loads from an address 8 bytes into an allocation (a
// float4 must be 16-byte aligned).
// (compute-sanitizer on an H200: the same report for each of the 8
// threads.)
#include <cstdio>
__global__ void load4(const float *in, float *out, int by)
{
    const float4 *p = (const float4 *)(in + by);
    float4 v = p[threadIdx.x];
    out[threadIdx.x] = v.x + v.y + v.z + v.w;
}
int main()
{
    float *in, *out;
    cudaMalloc(&in, 256 * sizeof(float));
    cudaMalloc(&out, 32 * sizeof(float));
    cudaMemset(in, 0, 256 * sizeof(float));
#ifdef FIXED
    load4<<<1, 8>>>(in, out, 4);
#else
    load4<<<1, 8>>>(in, out, 2);
#endif
    printf("vector: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
