// A cuFFT convolution with cucc: a signal and a filter go through a
// forward FFT, a kernel multiplies the spectra (and scales by 1/n), the
// inverse FFT gives the circular convolution, checked against the direct
// sum on the host.  Build it as with nvcc:
//     cucc examples/cufft_convolution.cu -lcufft -o cufft_convolution && ./cufft_convolution
// Needs FFTW 3 (Debian's libfftw3-dev).
#include <cufft.h>
#include <cmath>
#include <cstdio>

__global__ void multiply(cufftComplex *a, const cufftComplex *b, int n, float scale)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        cufftComplex x = a[i], y = b[i];
        a[i].x = (x.x * y.x - x.y * y.y) * scale;
        a[i].y = (x.x * y.y + x.y * y.x) * scale;
    }
}

int main()
{
    const int n = 1024;
    cufftComplex *sig, *fil;
    cudaMallocManaged(&sig, n * sizeof(cufftComplex));
    cudaMallocManaged(&fil, n * sizeof(cufftComplex));
    float s[n], f[n];
    for (int i = 0; i < n; i++) {
        s[i] = (float)sin(0.05 * i) + (float)((i * 7) % 5) / 10;
        f[i] = i < 9 ? 1.0f / 9 : 0;    /* a moving average */
        sig[i].x = s[i];
        sig[i].y = 0;
        fil[i].x = f[i];
        fil[i].y = 0;
    }
    cufftHandle plan;
    cufftPlan1d(&plan, n, CUFFT_C2C, 1);
    cufftExecC2C(plan, sig, sig, CUFFT_FORWARD);
    cufftExecC2C(plan, fil, fil, CUFFT_FORWARD);
    multiply<<<(n + 255) / 256, 256>>>(sig, fil, n, 1.0f / n);
    cufftExecC2C(plan, sig, sig, CUFFT_INVERSE);
    cudaDeviceSynchronize();
    double worst = 0;
    for (int i = 0; i < n; i++) {
        double want = 0;
        for (int j = 0; j < n; j++)
            want += (double)s[j] * f[(i - j + n) % n];
        worst = fmax(worst, fabs(sig[i].x - want));
    }
    int ok = worst < 1e-4;
    printf("cufft_convolution of %d samples: %s (largest error %.2g)\n", n, ok ? "ok" : "FAILED", worst);
    cufftDestroy(plan);
    return !ok;
}
