/* REFFLAGS: -lfftw3f -lm
 * The reference of bench/lib/fft.cu: the same transforms by FFTW directly
 * (a plan for the array, FFTW_ESTIMATE, as src/lib/cufft.c makes). */
#include <fftw3.h>
#include <stdlib.h>
#include "../../bench.h"

#define N (1 << 18)
#define BATCH 8
#define REPS 10

int main(void)
{
    fftwf_complex *d = fftwf_malloc(sizeof(fftwf_complex) * N * BATCH);
    for (int i = 0; i < N * BATCH; i++) {
        d[i][0] = (float)(i % 13) / 13;
        d[i][1] = 0;
    }
    int n[1] = {N};
    fftwf_plan fw = fftwf_plan_many_dft(1, n, BATCH, d, n, 1, N, d, n, 1, N, FFTW_FORWARD, FFTW_ESTIMATE);
    fftwf_plan bw = fftwf_plan_many_dft(1, n, BATCH, d, n, 1, N, d, n, 1, N, FFTW_BACKWARD, FFTW_ESTIMATE);
    fftwf_execute(fw);
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        fftwf_execute(r % 2 ? bw : fw);
    double t1 = bench_now_ms();
    bench_report((t1 - t0) / REPS, d[1][0]);
    return 0;
}
