/* OpenMP reference of bench/spmv.cu: CSR rows shared among the threads,
 * a dot product per row. */
#include <stdlib.h>
#include "../bench.h"

#define ROWS (1 << 18)
#define REPS 10

static void spmv(int rows, const int *restrict rowptr, const int *restrict cols,
                 const float *restrict vals, const float *restrict x, float *restrict y)
{
#pragma omp parallel for schedule(static)
    for (int r = 0; r < rows; r++) {
        float sum = 0;
        for (int k = rowptr[r]; k < rowptr[r + 1]; k++)
            sum += vals[k] * x[cols[k]];
        y[r] = sum;
    }
}

int main(void)
{
    int *rowptr = malloc((ROWS + 1) * sizeof(int));
    unsigned s = 12345;
    rowptr[0] = 0;
    for (int r = 0; r < ROWS; r++) {
        s = s * 1664525u + 1013904223u;
        rowptr[r + 1] = rowptr[r] + 8 + (int)((s >> 16) % 57);
    }
    int nnz = rowptr[ROWS];
    int *cols = malloc(nnz * sizeof(int));
    float *vals = malloc(nnz * sizeof(float)), *x = malloc(ROWS * sizeof(float));
    float *y = malloc(ROWS * sizeof(float));
    for (int k = 0; k < nnz; k++) {
        s = s * 1664525u + 1013904223u;
        cols[k] = (int)((s >> 8) % ROWS);
        vals[k] = (float)((int)(s >> 28) % 5 - 2);
    }
    for (int i = 0; i < ROWS; i++)
        x[i] = (float)(i % 10);
    spmv(ROWS, rowptr, cols, vals, x, y);
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        spmv(ROWS, rowptr, cols, vals, x, y);
    double t1 = bench_now_ms();
    double check = 0;
    for (int i = 0; i < ROWS; i++)
        check += (double)y[i] * (i % 7 + 1);
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
