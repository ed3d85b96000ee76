// The printf FIFO: many threads of many blocks print concurrently and each
// thread's lines come out complete and in its order; output beyond
// cudaLimitPrintfFifoSize is dropped, not interleaved or corrupted; the
// limit cannot change once device code has printed (cudaErrorInvalidValue)
// until cudaDeviceReset.
#include <cuda_runtime.h>
#include "devrt_capture.h"

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %d %s\n", __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

#define NB 64
#define NT 64

__global__ void many_lines(int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    for (int k = 0; k < n; k++)
        printf("T%d S%d\n", t, k);
}

/* Parses "T<t> S<k>" lines: every line well formed, each thread's steps
 * increasing; returns the number of lines (-1 on a malformed one) and
 * counts per thread in seen[]. */
static int check_lines(const char *text, int nthreads, int *seen, int *last)
{
    int lines = 0;
    for (int t = 0; t < nthreads; t++) {
        seen[t] = 0;
        last[t] = -1;
    }
    const char *p = text;
    while (*p) {
        int t, k, len;
        if (sscanf(p, "T%d S%d\n%n", &t, &k, &len) != 2 || t < 0 || t >= nthreads || k <= last[t])
            return -1;
        last[t] = k;
        seen[t]++;
        lines++;
        p += len;
    }
    return lines;
}

int main(void)
{
    static int seen[NB * NT], last[NB * NT];
    size_t fifo = 0;
    int bad = 0;
    CHECK(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, (size_t)1 << 20));
    CHECK(cudaDeviceGetLimit(&fifo, cudaLimitPrintfFifoSize));
    if (fifo < ((size_t)1 << 20)) {
        printf("fifo limit reads %zu\n", fifo);
        bad++;
    }

    /* 16384 short lines fit in 1 MiB: all of them, in order per thread. */
    capture_begin();
    many_lines<<<NB, NT>>>(4);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    char *text = capture_end();
    int n = check_lines(text, NB * NT, seen, last);
    int incomplete = 0;
    for (int t = 0; t < NB * NT; t++)
        incomplete += seen[t] != 4;
    if (n != NB * NT * 4 || incomplete) {
        printf("all fit: %d lines, %d threads incomplete\n", n, incomplete);
        bad++;
    }
    free(text);

    /* Printing froze the limit. */
    if (cudaDeviceSetLimit(cudaLimitPrintfFifoSize, (size_t)2 << 20) != cudaErrorInvalidValue) {
        printf("setting the fifo size after printf did not fail\n");
        bad++;
    }
    (void)cudaGetLastError();

    /* 81920 lines do not fit: some are dropped, the rest intact. */
    capture_begin();
    many_lines<<<NB, NT>>>(20);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    text = capture_end();
    n = check_lines(text, NB * NT, seen, last);
    if (n <= 0 || n >= NB * NT * 20) {
        printf("overflow: %d lines of %d\n", n, NB * NT * 20);
        bad++;
    }
    free(text);

    /* The flush emptied the FIFO. */
    capture_begin();
    many_lines<<<1, 1>>>(3);
    CHECK(cudaDeviceSynchronize());
    text = capture_end();
    if (strcmp(text, "T0 S0\nT0 S1\nT0 S2\n") != 0) {
        printf("after the overflow: \"%s\"\n", text);
        bad++;
    }
    free(text);

    /* A new context may size its FIFO again. */
    CHECK(cudaDeviceReset());
    CHECK(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, (size_t)2 << 20));
    CHECK(cudaDeviceGetLimit(&fifo, cudaLimitPrintfFifoSize));
    if (fifo < ((size_t)2 << 20)) {
        printf("fifo limit after reset reads %zu\n", fifo);
        bad++;
    }
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
