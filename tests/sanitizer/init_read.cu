// BUILD: initcheck
// TOOL: --tool initcheck
// EXPECT: ^========= Uninitialized __global__ memory read of size 4 bytes$
// EXPECT: at twice in .*init_read\.cu:16$
// EXPECT: by thread \(7,0,0\) in block \(1,0,0\)
// EXPECT: ERROR SUMMARY: 40 errors
// EXIT: 7
// FIXED: ERROR SUMMARY: 0 errors
// (compute-sanitizer on an H200: the same, 40 errors)
// initcheck: a kernel reads device memory that nothing wrote.
#include <cstdio>
__global__ void twice(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = 2 * in[i];
}
int main()
{
    float *in, *out;
    cudaMalloc(&in, 40 * sizeof(float));
    cudaMalloc(&out, 40 * sizeof(float));
#ifdef FIXED
    cudaMemset(in, 0, 40 * sizeof(float));
#endif
    twice<<<2, 32>>>(in, out, 40);
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    cudaFree(in);
    cudaFree(out);
    return 0;
}
