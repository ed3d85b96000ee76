// BUILD: initcheck
// TOOL: --tool initcheck
// EXPECT: at total in .*init_kernel\.cu:27$
// EXPECT: Address 0x[0-9a-f]*[4c]$
// EXPECT: ERROR SUMMARY: 8 errors
// EXIT: 7
// FIXED: ERROR SUMMARY: 0 errors
// (compute-sanitizer on an H200 reports the copy instead: 2 errors, "Uninitialized
// access ... on access by cudaMemcpy source"; cucc carries the bits through the
// copy and reports each read of the odd elements)
// initcheck: one kernel writes the even elements only, a device-to-device
// copy moves them, and a second kernel reads every element of the copy.
#include <cstdio>
__global__ void evens(int *p, int n)
{
    int i = threadIdx.x;
#ifndef FIXED
    if (i % 2 == 0)
#endif
        if (i < n)
            p[i] = i;
}
__global__ void total(const int *p, int n, int *out)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += p[i];
    *out = s;
}
int main()
{
    int *a, *b, *out, r;
    cudaMalloc(&a, 16 * sizeof(int));
    cudaMalloc(&b, 16 * sizeof(int));
    cudaMalloc(&out, sizeof(int));
    evens<<<1, 16>>>(a, 16);
    cudaMemcpy(b, a, 16 * sizeof(int), cudaMemcpyDeviceToDevice);
    total<<<1, 1>>>(b, 16, out);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(&r, out, sizeof r, cudaMemcpyDeviceToHost);
    printf("synchronize: %s\n", cudaGetErrorName(e));
    cudaFree(a);
    cudaFree(b);
    cudaFree(out);
    return 0;
}
