/* REFFLAGS: -lblas
 * The reference of bench/lib/sgemm.cu: the same sgemm by CBLAS directly. */
#include <cblas.h>
#include <stdlib.h>
#include "../../bench.h"

#define N 1024
#define REPS 5

int main(void)
{
    float *a = malloc(N * N * sizeof(float)), *b = malloc(N * N * sizeof(float));
    float *c = calloc(N * N, sizeof(float));
    for (int i = 0; i < N * N; i++)
        a[i] = b[i] = (float)(i % 7) / 8;
    cblas_sgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, N, N, N, 1, a, N, b, N, 1, c, N);
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        cblas_sgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, N, N, N, 1, a, N, b, N, 1, c, N);
    double t1 = bench_now_ms();
    bench_report((t1 - t0) / REPS, c[0] + c[N * N - 1]);
    return 0;
}
