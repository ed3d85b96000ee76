/* OpenMP reference of bench/saxpy.cu. */
#include <stdlib.h>
#include "../bench.h"

#define N (1 << 22)
#define REPS 20

static void saxpy(int n, float a, const float *x, float *y)
{
#pragma omp parallel for
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}

int main(void)
{
    float *x = malloc(N * sizeof(float)), *y = malloc(N * sizeof(float));
    for (int i = 0; i < N; i++) {
        x[i] = (float)(i % 100);
        y[i] = 1.0f;
    }
    saxpy(N, 0.5f, x, y);
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        saxpy(N, 0.5f, x, y);
    double t1 = bench_now_ms();
    double check = 0;
    for (int i = 0; i < N; i += 97)
        check += y[i];
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
