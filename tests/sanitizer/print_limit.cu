// TOOL: --print-limit 2
// EXPECT: Invalid __global__ write of size 4 bytes
// EXPECT: ERROR SUMMARY: 9 errors
// EXIT: 7
// memcheck --print-limit 2: eight threads write past the end, each an
// error (plus the failed synchronisation); two are printed, all counted.
#include <cstdio>
__global__ void spill(int *p, int n)
{
    p[n + threadIdx.x] = 1;
}
int main()
{
    int *d;
    cudaMalloc(&d, 16 * sizeof(int));
    spill<<<1, 8>>>(d, 16);
    printf("result: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
