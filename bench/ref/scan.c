/* OpenMP reference of bench/scan.cu: the same inclusive prefix sums of
 * consecutive SEG-element segments, each a running sum, the segments
 * shared among the threads. */
#include <stdlib.h>
#include "../bench.h"

#define N (1 << 24)
#define SEG 512
#define REPS 5

static void block_scan(const float *restrict in, float *restrict out, int n)
{
#pragma omp parallel for schedule(static)
    for (int s = 0; s < n; s += SEG) {
        float acc = 0;
        for (int i = s; i < s + SEG; i++) {
            acc += in[i];
            out[i] = acc;
        }
    }
}

int main(void)
{
    float *in = malloc(N * sizeof(float)), *out = malloc(N * sizeof(float));
    for (int i = 0; i < N; i++)
        in[i] = (float)((i * 7) % 10);
    block_scan(in, out, N);
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        block_scan(in, out, N);
    double t1 = bench_now_ms();
    double check = 0;
    for (int i = 0; i < N; i++)
        check += (double)out[i] * (i % 3 + 1);
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
