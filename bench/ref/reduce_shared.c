/* OpenMP reference of bench/reduce_shared.cu (and reduce_shuffle.cu): a
 * parallel sum, omp parallel for simd with reduction(+): threads and vector
 * lanes (the data keep every partial sum exact). */
#include <stdlib.h>
#include "../bench.h"

#define N (1 << 22)
#define REPS 10

static float sum(const float *x, int n)
{
    float s = 0;
#pragma omp parallel for simd reduction(+ : s)
    for (int i = 0; i < n; i++)
        s += x[i];
    return s;
}

int main(void)
{
    float *x = malloc(N * sizeof(float));
    for (int i = 0; i < N; i++)
        x[i] = (float)(i % 4) * 0.25f;   /* every partial sum is exact */
    volatile float s = sum(x, N);
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        s = sum(x, N);
    double t1 = bench_now_ms();
    bench_report((t1 - t0) / REPS, s);
    return 0;
}
