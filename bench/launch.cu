// Launch latency: 10000 x (an empty <<<1,1>>> launch + cudaDeviceSynchronize),
// each iteration timed; prints the median in microseconds as
//     launch_us <median>
// (bench/run.sh reports it apart from the ratio table).
#include <stdlib.h>
#include "bench.h"

#define ITERS 10000

__global__ void empty(void) {}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    static double t[ITERS];
    for (int i = 0; i < 100; i++) {          /* warm-up */
        empty<<<1, 1>>>();
        cudaDeviceSynchronize();
    }
    for (int i = 0; i < ITERS; i++) {
        double t0 = bench_now_ms();
        empty<<<1, 1>>>();
        cudaDeviceSynchronize();
        t[i] = (bench_now_ms() - t0) * 1e3;
    }
    qsort(t, ITERS, sizeof t[0], cmp);
    printf("launch_us %.2f\n", t[ITERS / 2]);
    return 0;
}
