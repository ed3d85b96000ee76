/* OpenMP reference of bench/stencil.cu. */
#include <stdlib.h>
#include "../bench.h"

#define W 2048
#define H 1024
#define REPS 10

static void jacobi(const float *restrict in, float *restrict out, int w, int h)
{
#pragma omp parallel for
    for (int y = 1; y < h - 1; y++)
        for (int x = 1; x < w - 1; x++) {
            int i = y * w + x;
            out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - w] + in[i + w]);
        }
}

int main(void)
{
    float *a = malloc(W * H * sizeof(float)), *b = malloc(W * H * sizeof(float));
    for (int i = 0; i < W * H; i++)
        a[i] = b[i] = (float)((i * 37) % 101);
    jacobi(a, b, W, H);
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++) {
        jacobi(a, b, W, H);
        jacobi(b, a, W, H);
    }
    double t1 = bench_now_ms();
    double check = 0;
    for (int i = 0; i < W * H; i += 7)
        check += a[i];
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
