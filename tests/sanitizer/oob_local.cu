// EXPECT: Invalid __local__ read of size 4 bytes
// EXPECT: at pick in .*oob_local\.cu:15
// EXPECT: by thread \(1,0,0\) in block \(0,0,0\)
// EXPECT: by thread \(3,0,0\) in block \(0,0,0\)
// EXPECT: out of bounds of the thread's local array
// EXPECT: ERROR SUMMARY: 3 errors
// EXIT: 7
// FIXED: ^result: cudaSuccess$
// FIXED: ERROR SUMMARY: 0 errors
// memcheck: odd threads read a local array one past its end.
#include <cstdio>
__global__ void pick(int *out, int idx)
{
    int local[4] = {1, 2, 3, 4};
    out[threadIdx.x] = local[idx + threadIdx.x % 2];
}
int main()
{
    int *o;
    cudaMalloc(&o, 32 * sizeof(int));
#ifdef FIXED
    pick<<<1, 4>>>(o, 2);
#else
    pick<<<1, 4>>>(o, 3);
#endif
    printf("result: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
