// BUILD: initcheck
// TOOL: --tool initcheck
// EXPECT: at sum in .*init_partial\.cu:14$
// EXPECT: by thread \(24,0,0\) in block \(0,0,0\)
// EXPECT: by thread \(31,0,0\) in block \(0,0,0\)
// EXPECT: ERROR SUMMARY: 8 errors
// EXIT: 7
// FIXED: ERROR SUMMARY: 0 errors
// (compute-sanitizer on an H200: the same, threads 24 to 31)
// initcheck: the host copies 24 of 32 elements; the kernel reads all 32.
#include <cstdio>
__global__ void sum(const int *in, int *out)
{
    atomicAdd(out, in[threadIdx.x]);
}
int main()
{
    int h[32], *in, *out, r = 0;
    for (int i = 0; i < 32; i++)
        h[i] = i;
    cudaMalloc(&in, sizeof h);
    cudaMalloc(&out, sizeof(int));
    cudaMemset(out, 0, sizeof(int));
#ifdef FIXED
    cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
#else
    cudaMemcpy(in, h, 24 * sizeof(int), cudaMemcpyHostToDevice);
#endif
    sum<<<1, 32>>>(in, out);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(&r, out, sizeof r, cudaMemcpyDeviceToHost);
    printf("synchronize: %s\n", cudaGetErrorName(e));
    cudaFree(in);
    cudaFree(out);
    return 0;
}
