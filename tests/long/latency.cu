// Latency of an empty kernel launch followed by cudaDeviceSynchronize,
// 10,000 times after a warm-up: median and spread (reference: 7.7 us on an
// H200 with CUDA 13).  Also launch + cudaStreamSynchronize on a created
// stream, and an event round trip.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define N 10000

__global__ void empty(void) {}

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double t[N];

static void report(const char *what)
{
    qsort(t, N, sizeof t[0], cmp);
    printf("%-44s median %6.2f us  (p10 %6.2f, p90 %6.2f, p99 %6.2f)\n", what, t[N / 2], t[N / 10],
           t[N * 9 / 10], t[N * 99 / 100]);
}

int main(void)
{
    cudaStream_t s;
    cudaEvent_t e;
    if (cudaStreamCreate(&s) != cudaSuccess || cudaEventCreate(&e) != cudaSuccess)
        return 1;
    for (int i = 0; i < 1000; i++) {
        empty<<<1, 1>>>();
        cudaDeviceSynchronize();
    }
    for (int i = 0; i < N; i++) {
        double t0 = now_us();
        empty<<<1, 1>>>();
        cudaDeviceSynchronize();
        t[i] = now_us() - t0;
    }
    report("empty<<<1,1>>> + cudaDeviceSynchronize");
    for (int i = 0; i < N; i++) {
        double t0 = now_us();
        empty<<<1, 1, 0, s>>>();
        cudaStreamSynchronize(s);
        t[i] = now_us() - t0;
    }
    report("empty<<<1,1,0,s>>> + cudaStreamSynchronize");
    for (int i = 0; i < N; i++) {
        double t0 = now_us();
        cudaEventRecord(e, s);
        cudaEventSynchronize(e);
        t[i] = now_us() - t0;
    }
    report("cudaEventRecord + cudaEventSynchronize");
    if (cudaGetLastError() != cudaSuccess)
        return 1;
    return 0;
}
