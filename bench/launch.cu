// Launch latency: 10000 x (an empty <<<1,1>>> launch + cudaDeviceSynchronize),
// each iteration timed; prints the median in microseconds as
//     launch_us <median>
// then the same for a grid of 1024 blocks of 256 threads that each scale a
// float (1 MB: what it costs to share a launch of cheap blocks among the
// workers), as
//     grid_us <median>
// (bench/run.sh reports both apart from the ratio table).
#include <stdlib.h>
#include "bench.h"

#define ITERS 10000

__global__ void empty(void) {}

__global__ void scale(float *x, float a)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    x[i] = x[i] * a + 1.0f;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

#define GRID_ITERS 2000

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

    float *x;
    cudaMalloc(&x, 1024 * 256 * sizeof(float));
    cudaMemset(x, 0, 1024 * 256 * sizeof(float));
    for (int i = 0; i < 100; i++)
        scale<<<1024, 256>>>(x, 0.5f);
    cudaDeviceSynchronize();
    for (int i = 0; i < GRID_ITERS; i++) {
        double t0 = bench_now_ms();
        scale<<<1024, 256>>>(x, 0.5f);
        cudaDeviceSynchronize();
        t[i] = (bench_now_ms() - t0) * 1e3;
    }
    qsort(t, GRID_ITERS, sizeof t[0], cmp);
    printf("grid_us %.2f\n", t[GRID_ITERS / 2]);
    cudaFree(x);
    return 0;
}
