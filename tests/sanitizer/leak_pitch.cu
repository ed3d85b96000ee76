// TOOL: --leak-check full
// EXPECT: Leaked 256 bytes at 0x[0-9a-f]+
// EXPECT: Leaked 2048 bytes at 0x[0-9a-f]+
// EXPECT: LEAK SUMMARY: 2304 bytes leaked in 2 allocations
// EXPECT: ^pitch ok$
// EXPECT: ERROR SUMMARY: 2 errors$
// EXIT: 7
// FIXED: LEAK SUMMARY: 0 bytes leaked in 0 allocations
// FIXED: ERROR SUMMARY: 0 errors
// memcheck --leak-check full: a pitched allocation and a managed one are
// never freed; a third allocation is.
// (compute-sanitizer on an H200: the same two leaks and summary, and
// "LEAK SUMMARY: 0 bytes leaked in 0 allocations" for the fixed twin.)
#include <cstdio>
int main()
{
    float *p, *q;
    int *m;
    size_t pitch;
    cudaMallocPitch(&p, &pitch, 100 * sizeof(float), 4);
    cudaMallocManaged(&m, 256);
    cudaMalloc(&q, 64);
    cudaFree(q);
#ifdef FIXED
    cudaFree(p);
    cudaFree(m);
#endif
    printf("pitch %s\n", pitch >= 400 ? "ok" : "small");
    return 0;
}
