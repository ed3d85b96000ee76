// BUILD: initcheck
// TOOL: --tool initcheck
// EXPECT: Uninitialized __global__ memory read of size 4 bytes
// EXPECT: at sum_rows in .*init_memset\.cu:23
// EXPECT: ERROR SUMMARY: 64 errors
// EXIT: 7
// FIXED: ERROR SUMMARY: 0 errors
// initcheck and device memory that device code wrote with memset and
// memcpy (sizes known only at run time, which g++ leaves calls): each
// thread clears its row of 8 ints and copies 4 values in, then reads the
// row back.  The planted bug clears 6 of each row's 8 ints (compute-sanitizer
// on an H200: the same 64 errors at the same line, 0 fixed).
#include <cstdio>
#include <cstring>
__global__ void sum_rows(int *rows, const int *src, int *out, size_t clear)
{
    int t = threadIdx.x;
    int *row = rows + t * 8;
    memset(row, 0, clear);
    memcpy(row, src + t * 4, 4 * sizeof(int));
    int s = 0;
    for (int k = 0; k < 8; k++)
        s += row[k];
    out[t] = s;
}
int main()
{
    int *rows, *src, *out;
    cudaMalloc(&rows, 32 * 8 * sizeof(int));
    cudaMalloc(&out, 32 * sizeof(int));
    cudaMallocManaged(&src, 32 * 4 * sizeof(int));
    for (int i = 0; i < 128; i++)
        src[i] = i;
#ifdef FIXED
    sum_rows<<<1, 32>>>(rows, src, out, 8 * sizeof(int));
#else
    sum_rows<<<1, 32>>>(rows, src, out, 6 * sizeof(int));
#endif
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    return 0;
}
