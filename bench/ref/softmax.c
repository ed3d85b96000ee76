/* OpenMP reference of bench/softmax.cu: rows shared among the threads; per
 * row a max pass and an exp-and-sum pass (omp simd reductions) and a
 * scaling pass, exp computed once per element. */
#include <math.h>
#include <stdlib.h>
#include "../bench.h"

#define ROWS 4096
#define COLS 1024
#define REPS 5

static void softmax(const float *restrict x, float *restrict y, int rows, int cols)
{
#pragma omp parallel for schedule(static)
    for (int r = 0; r < rows; r++) {
        const float *row = x + (size_t)r * cols;
        float *out = y + (size_t)r * cols;
        float m = -INFINITY;
#pragma omp simd reduction(max : m)
        for (int c = 0; c < cols; c++)
            m = m > row[c] ? m : row[c];
        float s = 0;
#pragma omp simd reduction(+ : s)
        for (int c = 0; c < cols; c++) {
            float e = expf(row[c] - m);
            out[c] = e;
            s += e;
        }
        float inv = 1.0f / s;
#pragma omp simd
        for (int c = 0; c < cols; c++)
            out[c] *= inv;
    }
}

int main(void)
{
    float *x = malloc((size_t)ROWS * COLS * sizeof(float));
    float *y = malloc((size_t)ROWS * COLS * sizeof(float));
    for (int i = 0; i < ROWS * COLS; i++)
        x[i] = (float)(((unsigned)i * 7919u) % 1000u) * 0.01f - 5.0f;
    softmax(x, y, ROWS, COLS);
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        softmax(x, y, ROWS, COLS);
    double t1 = bench_now_ms();
    double check = 0;
    for (int i = 0; i < ROWS * COLS; i++)
        check += rint(1e6 * (double)y[i]) * (i % 3 + 1);
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
