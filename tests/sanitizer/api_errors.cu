// BUILD: plain
// EXPECT: Note: not built with cucc --sanitize
// EXPECT: Program hit cudaErrorInvalidValue \(error 1\) due to "invalid argument" on CUDA API call to cudaFree\.
// EXPECT: Program hit cudaErrorInvalidDevice \(error 101\) due to "invalid device ordinal" on CUDA API call to cudaSetDevice\.
// EXPECT: ^calls: cudaErrorInvalidValue cudaErrorInvalidDevice$
// EXPECT: ERROR SUMMARY: 2 errors
// EXIT: 7
// cucc-sanitizer on a program not built with --sanitize, which it cannot
// build again (tests/run_sanitizer.sh removes its recipe): CUDA API errors
// are still reported.
#include <cstdio>
int main()
{
    int x;
    cudaError_t a = cudaFree(&x);
    cudaError_t b = cudaSetDevice(99);
    printf("calls: %s %s\n", cudaGetErrorName(a), cudaGetErrorName(b));
    return 0;
}
