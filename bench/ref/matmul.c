/* OpenMP reference of bench/matmul.cu: the row-times-matrix loop order a
 * CPU programmer writes (the inner loop runs along rows of B and C). */
#include <stdlib.h>
#include "../bench.h"

#define N 384
#define REPS 2

static void matmul(const float *a, const float *b, float *c, int n)
{
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++)
            c[i * n + j] = 0;
        for (int k = 0; k < n; k++) {
            float aik = a[i * n + k];
            for (int j = 0; j < n; j++)
                c[i * n + j] += aik * b[k * n + j];
        }
    }
}

int main(void)
{
    float *a = malloc(N * N * sizeof(float)), *b = malloc(N * N * sizeof(float));
    float *c = malloc(N * N * sizeof(float));
    for (int i = 0; i < N * N; i++) {
        a[i] = (float)(i % 7) - 3;
        b[i] = (float)(i % 5) - 2;
    }
    matmul(a, b, c, N);
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        matmul(a, b, c, N);
    double t1 = bench_now_ms();
    double check = 0;
    for (int i = 0; i < N * N; i++)
        check += c[i] * (i % 3);
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
