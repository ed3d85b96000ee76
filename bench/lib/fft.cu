// FLAGS: -lcufft
// cuFFT through cucc (src/lib/cufft.c over FFTW) against the same
// transforms by FFTW directly (ref/fft.c): what the cuFFT layer costs.
// 8 complex transforms of 2^18 points, forward, in place.
#include <cufft.h>
#include "../bench.h"

#define N (1 << 18)
#define BATCH 8
#define REPS 10

int main(void)
{
    cufftComplex *d;
    cudaMallocManaged(&d, (size_t)N * BATCH * sizeof(cufftComplex));
    for (int i = 0; i < N * BATCH; i++) {
        d[i].x = (float)(i % 13) / 13;
        d[i].y = 0;
    }
    cufftHandle plan;
    cufftPlan1d(&plan, N, CUFFT_C2C, BATCH);
    cufftExecC2C(plan, d, d, CUFFT_FORWARD);
    cudaDeviceSynchronize();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        cufftExecC2C(plan, d, d, r % 2 ? CUFFT_INVERSE : CUFFT_FORWARD);
    cudaDeviceSynchronize();
    double t1 = bench_now_ms();
    bench_report((t1 - t0) / REPS, d[1].x);
    return 0;
}
