/* The device-side runtime's host-visible behaviour: the device heap
 * (devheap.c) and the printf FIFO (devprintf.c), driven from a host
 * thread, which uses them as device code does. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cuda_runtime_api.h"
#include "harness.h"
#include "rt/rt.h"

/* include/cucc/device_runtime.h is C++; its C entry points: */
int cucc__dev_printf(const char *fmt, ...);
void *cucc__dev_aligned_malloc(size_t size, size_t align);
void cucc__dev_free(void *ptr);

#define HEAP ((size_t)4 << 20)

TEST(heap_fills_and_empties)
{
    static void *p[8192];
    int n = 0;
    ASSERT_OK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, HEAP));
    while (n < 8192 && (p[n] = cucc__dev_malloc(1000)) != NULL) {
        ASSERT_EQ((uintptr_t)p[n] % 16, 0);
        memset(p[n], n & 0xff, 1000);
        n++;
    }
    /* 1000 bytes take a 1024-byte chunk: nearly all of the heap, no more. */
    ASSERT(n <= (int)(HEAP / 1024));
    ASSERT(n >= (int)(HEAP / 1024) - 8);
    for (int i = 0; i < n; i++) {
        ASSERT_EQ(((unsigned char *)p[i])[999], i & 0xff);
        ASSERT_EQ(cucc__heap_free(p[i]), 0);
    }
    /* The freed chunks sit on this thread's cache; a large request takes
     * them back and finds the heap whole. */
    void *big = cucc__dev_malloc(HEAP - HEAP / 16);
    ASSERT(big != NULL);
    ASSERT_EQ(cucc__heap_free(big), 0);
    ASSERT(cucc__dev_malloc(HEAP) == NULL);
}

TEST(heap_refuses_bad_frees)
{
    int local;
    void *small = cucc__dev_malloc(100), *large = cucc__dev_malloc(5000);
    ASSERT(small && large);
    ASSERT_EQ(cucc__heap_free(small), 0);
    ASSERT_EQ(cucc__heap_free(small), -2);      /* freed before: on the thread cache */
    ASSERT_EQ(cucc__heap_free(large), 0);
    ASSERT_EQ(cucc__heap_free(large), -2);      /* freed before: back in the heap */
    ASSERT_EQ(cucc__heap_free(&local), -1);
    ASSERT_EQ(cucc__heap_free((char *)cucc__dev_malloc(64) + 16), -1);
    cucc__dev_free(NULL);                       /* no effect */
    /* Outside a kernel a bad free is refused, not trapped. */
    cucc__dev_free(&local);
}

TEST(aligned_malloc)
{
    size_t aligns[] = { 1, 2, 16, 64, 256, 4096, 65536 };
    for (size_t i = 0; i < sizeof aligns / sizeof aligns[0]; i++) {
        void *p = cucc__dev_aligned_malloc(100, aligns[i]);
        ASSERT(p != NULL);
        ASSERT_EQ((uintptr_t)p % (aligns[i] < 16 ? 16 : aligns[i]), 0);
        ASSERT_EQ(cucc__heap_free(p), 0);
    }
    ASSERT(cucc__dev_aligned_malloc(100, 0) == NULL);
    ASSERT(cucc__dev_aligned_malloc(100, 48) == NULL);
}

TEST(heap_limit_frozen_until_reset)
{
    size_t v = 0;
    ASSERT_OK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, HEAP));
    void *p = cucc__dev_malloc(16);
    ASSERT(p != NULL);
    ASSERT_ERR(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 4 * HEAP), cudaErrorInvalidValue);
    ASSERT_OK(cudaDeviceGetLimit(&v, cudaLimitMallocHeapSize));
    ASSERT_EQ(v, HEAP);
    ASSERT(cucc__dev_malloc(2 * HEAP) == NULL);
    /* A reset drops the heap; the next one has the new size. */
    ASSERT_OK(cudaDeviceReset());
    ASSERT_OK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 4 * HEAP));
    p = cucc__dev_malloc(2 * HEAP);
    ASSERT(p != NULL);
    ASSERT_EQ(cucc__heap_free(p), 0);
}

TEST(printf_returns_argument_counts)
{
    const char *null_fmt = NULL;
    ASSERT_EQ(cucc__dev_printf("%d %s\n", 1, "x"), 2);
    ASSERT_EQ(cucc__dev_printf("none %%\n"), 0);
    ASSERT_EQ(cucc__dev_printf("%*.*f|%-*s\n", 8, 2, 1.5, 4, "ab"), 5);
    ASSERT_EQ(cucc__dev_printf("%hhd %lld %zu %Lf\n", 1, 2LL, (size_t)3, (long double)4), 4);
    ASSERT_EQ(cucc__dev_printf(null_fmt), -1);
}

/* Device output stays in the FIFO until a synchronising call. */
TEST(printf_waits_for_sync)
{
    FILE *tmp = tmpfile();
    ASSERT(tmp != NULL);
    fflush(stdout);
    int saved = dup(1);
    dup2(fileno(tmp), 1);
    cucc__dev_printf("first %d\n", 1);
    cucc__dev_printf("second %s\n", "two");
    fflush(stdout);
    long before = ftell(tmp);
    cudaError_t e = cudaDeviceSynchronize();
    fflush(stdout);
    long after = ftell(tmp);
    dup2(saved, 1);
    close(saved);
    char text[64] = { 0 };
    rewind(tmp);
    size_t got = fread(text, 1, sizeof text - 1, tmp);
    fclose(tmp);
    ASSERT_OK(e);
    ASSERT_EQ(before, 0);
    ASSERT_EQ(after, 19);
    ASSERT_EQ(got, 19);
    ASSERT_STR(text, "first 1\nsecond two\n");
}

TEST(printf_limit_frozen_until_reset)
{
    ASSERT_OK(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, (size_t)1 << 20));
    ASSERT_EQ(cucc__dev_printf("%s", ""), 1);
    ASSERT_ERR(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, (size_t)2 << 20), cudaErrorInvalidValue);
    ASSERT_OK(cudaDeviceReset());
    ASSERT_OK(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, (size_t)2 << 20));
}
