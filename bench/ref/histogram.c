/* OpenMP reference of bench/histogram.cu: a private histogram per thread,
 * added to the shared one at the end, as the CUDA blocks do. */
#include <stdlib.h>
#include <string.h>
#include "../bench.h"

#define N (1 << 23)
#define BINS 256
#define REPS 5

static void histogram(const unsigned char *data, unsigned *hist, int n)
{
#pragma omp parallel
    {
        unsigned local[BINS] = {0};
#pragma omp for nowait
        for (int i = 0; i < n; i++)
            local[data[i]]++;
        for (int b = 0; b < BINS; b++)
            if (local[b]) {
#pragma omp atomic
                hist[b] += local[b];
            }
    }
}

int main(void)
{
    unsigned char *data = malloc(N);
    unsigned hist[BINS] = {0};
    unsigned s = 1;
    for (int i = 0; i < N; i++) {
        s = s * 1664525u + 1013904223u;
        data[i] = (unsigned char)((s >> 24) & (s >> 16));    /* skewed */
    }
    histogram(data, hist, N);
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++) {
        memset(hist, 0, sizeof hist);
        histogram(data, hist, N);
    }
    double t1 = bench_now_ms();
    double check = 0;
    for (int b = 0; b < BINS; b++)
        check += (double)hist[b] * (b + 1);
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
