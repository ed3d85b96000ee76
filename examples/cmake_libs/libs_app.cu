// cuBLAS, cuFFT and cuRAND from a CMake project (CUDA::cublas, CUDA::cufft,
// CUDA::curand): a random vector, its dot product with itself, and the
// zero-frequency term of its FFT, which is its sum.
#include <cublas_v2.h>
#include <cufft.h>
#include <curand.h>
#include <cmath>
#include <cstdio>

int main()
{
    const int n = 1024;
    float *x;
    cufftComplex *c;
    cudaMallocManaged(&x, n * sizeof(float));
    cudaMallocManaged(&c, n * sizeof(cufftComplex));
    curandGenerator_t gen;
    curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT);
    curandSetPseudoRandomGeneratorSeed(gen, 42);
    curandGenerateUniform(gen, x, n);
    cublasHandle_t h;
    cublasCreate(&h);
    float dot = 0;
    cublasSdot(h, n, x, 1, x, 1, &dot);
    cudaDeviceSynchronize();
    double sum = 0, sq = 0;
    for (int i = 0; i < n; i++) {
        c[i].x = x[i];
        c[i].y = 0;
        sum += x[i];
        sq += (double)x[i] * x[i];
    }
    cufftHandle plan;
    cufftPlan1d(&plan, n, CUFFT_C2C, 1);
    cufftExecC2C(plan, c, c, CUFFT_FORWARD);
    cudaDeviceSynchronize();
    int ok = fabs(dot - sq) < 1e-3 * sq && fabs(c[0].x - sum) < 1e-3 * sum;
    printf("cmake_libs: %s\n", ok ? "ok" : "FAILED");
    cublasDestroy(h);
    cufftDestroy(plan);
    curandDestroyGenerator(gen);
    return !ok;
}
