// TOOL: --leak-check full
// EXPECT: Leaked 1000 bytes at 0x[0-9a-f]+
// EXPECT: LEAK SUMMARY: 1000 bytes leaked in 1 allocations
// EXPECT: ^stream: cudaSuccess$
// EXPECT: ERROR SUMMARY: 1 error$
// EXIT: 7
// FIXED: LEAK SUMMARY: 0 bytes leaked in 0 allocations
// FIXED: ERROR SUMMARY: 0 errors
// memcheck --leak-check full: memory from cudaMallocAsync is never freed;
// another block, freed by cudaFreeAsync, is not a leak (compute-sanitizer
// on an H100: the same leak and summary, and 0 for the fixed twin).
#include <cstdio>
int main()
{
    cudaStream_t s;
    cudaStreamCreate(&s);
    char *a, *b;
    cudaMallocAsync(&a, 1000, s);
    cudaMallocAsync(&b, 300, s);
    cudaMemsetAsync(a, 1, 1000, s);
    cudaFreeAsync(b, s);
#ifdef FIXED
    cudaFreeAsync(a, s);
#endif
    printf("stream: %s\n", cudaGetErrorName(cudaStreamSynchronize(s)));
    return 0;
}
