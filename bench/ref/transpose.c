/* OpenMP reference of bench/transpose.cu: a cache-blocked transpose, 32x32
 * blocks, rows of blocks shared among the threads. */
#include <stdlib.h>
#include "../bench.h"

#define N 4096
#define B 32
#define REPS 5

static void transpose(float *restrict out, const float *restrict in, int n)
{
#pragma omp parallel for schedule(static)
    for (int by = 0; by < n; by += B)
        for (int bx = 0; bx < n; bx += B)
            for (int y = by; y < by + B; y++)
                for (int x = bx; x < bx + B; x++)
                    out[x * n + y] = in[y * n + x];
}

int main(void)
{
    float *in = malloc((size_t)N * N * sizeof(float)), *out = malloc((size_t)N * N * sizeof(float));
    for (int i = 0; i < N * N; i++) {
        in[i] = (float)(i % 1000);
        out[i] = 0;
    }
    transpose(out, in, N);
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        transpose(out, in, N);
    double t1 = bench_now_ms();
    double check = 0;
    for (int i = 0; i < N * N; i++)
        check += (double)out[i] * (i % 7 + 1);
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
