// TOOL: --leak-check full
// EXPECT: Leaked 400 bytes at 0x[0-9a-f]+
// EXPECT: LEAK SUMMARY: 400 bytes leaked in 1 allocations
// EXPECT: ^done$
// EXPECT: ERROR SUMMARY: 1 error$
// EXIT: 7
// memcheck --leak-check full: one of two allocations is never freed.
#include <cstdio>
int main()
{
    int *a, *b;
    cudaMalloc(&a, 100 * sizeof(int));
    cudaMalloc(&b, 50 * sizeof(int));
    cudaFree(b);
    printf("done\n");
    return 0;
}
