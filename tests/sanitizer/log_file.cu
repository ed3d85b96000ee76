// TOOL: --log-file @LOG@ --tool=memcheck
// EXPECT: ^========= CUCC-SANITIZER$
// EXPECT: Invalid __global__ read of size 8 bytes
// EXPECT: is 1 bytes after the nearest allocation at 0x[0-9a-f]+ of size 80 bytes
// EXPECT: ERROR SUMMARY: 2 errors
// EXPECT: ^result: cudaErrorLaunchFailure$
// EXIT: 7
// memcheck --log-file: the report goes to the file, the program's output
// stays where it was; a read of a double past the end.
#include <cstdio>
__global__ void last(const double *p, int n, double *out)
{
    *out = p[n];
}
int main()
{
    double *p, *out;
    cudaMalloc(&p, 10 * sizeof(double));
    cudaMalloc(&out, sizeof(double));
    last<<<1, 1>>>(p, 10, out);
    printf("result: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
