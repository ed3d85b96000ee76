// A failed assert in a kernel prints CUDA's message with the kernel's own
// name (never cucc's names for its body), block and thread, and ends the
// grid with cudaErrorAssert.  The program reads its own stderr back.
#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

__global__ void check(const int *a)
{
    assert(a[threadIdx.x] < 3);
}

int main()
{
    char path[] = "/tmp/cucc_assert_XXXXXX";
    int fd = mkstemp(path);
    int saved = dup(2);
    dup2(fd, 2);
    int *a;
    cudaMallocManaged(&a, 4 * sizeof(int));
    for (int i = 0; i < 4; i++)
        a[i] = i;
    check<<<1, 4>>>(a);
    cudaError_t e = cudaDeviceSynchronize();
    fflush(stderr);
    dup2(saved, 2);
    char buf[4096] = {0};
    FILE *f = fopen(path, "r");
    size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
    buf[n] = 0;
    if (f)
        fclose(f);
    unlink(path);
    bool named = strstr(buf, "check(const int *)") || strstr(buf, "check(const int*)");
    bool where = strstr(buf, "block: [0,0,0], thread: [3,0,0] Assertion `a[threadIdx.x] < 3` failed.");
    printf("%s, kernel named %s, block and thread %s, internal names %s\n", cudaGetErrorName(e),
           named ? "yes" : "no", where ? "yes" : "no", strstr(buf, "cucc__") ? "yes" : "no");
    printf("%s\n", e == cudaErrorAssert && named && where && !strstr(buf, "cucc__") ? "PASS" : "FAIL");
    return 0;
}
