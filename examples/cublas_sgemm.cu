// cuBLAS with cucc: C = alpha A B + beta C with cublasSgemm on device
// memory (column-major, as cuBLAS is), checked against a plain triple loop
// on the host.  Build it as with nvcc:
//     cucc examples/cublas_sgemm.cu -lcublas -o cublas_sgemm && ./cublas_sgemm
// Needs a CBLAS (Debian's libopenblas-dev).
#include <cublas_v2.h>
#include <cmath>
#include <cstdio>
#include <vector>

int main()
{
    const int m = 96, n = 80, k = 64;
    std::vector<float> a(m * k), b(k * n), c(m * n), want(m * n);
    for (int i = 0; i < m * k; i++)
        a[i] = (float)((i * 37) % 17) / 16 - 0.5f;
    for (int i = 0; i < k * n; i++)
        b[i] = (float)((i * 11) % 13) / 12 - 0.5f;
    for (int i = 0; i < m * n; i++)
        c[i] = (float)(i % 5);
    const float alpha = 1.5f, beta = -0.5f;
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            double s = 0;
            for (int l = 0; l < k; l++)
                s += (double)a[i + l * m] * b[l + j * k];
            want[i + j * m] = (float)(alpha * s + beta * c[i + j * m]);
        }
    float *da, *db, *dc;
    cudaMalloc(&da, a.size() * sizeof(float));
    cudaMalloc(&db, b.size() * sizeof(float));
    cudaMalloc(&dc, c.size() * sizeof(float));
    cublasHandle_t h;
    cublasCreate(&h);
    cublasSetMatrix(m, k, sizeof(float), a.data(), m, da, m);
    cublasSetMatrix(k, n, sizeof(float), b.data(), k, db, k);
    cublasSetMatrix(m, n, sizeof(float), c.data(), m, dc, m);
    cublasStatus_t st = cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, da, m, db, k, &beta, dc, m);
    cublasGetMatrix(m, n, sizeof(float), dc, m, c.data(), m);
    double worst = 0;
    for (int i = 0; i < m * n; i++)
        worst = fmax(worst, fabs(c[i] - want[i]));
    int ok = st == CUBLAS_STATUS_SUCCESS && worst < 1e-4;
    printf("cublas_sgemm %dx%dx%d: %s (largest error %.2g)\n", m, n, k, ok ? "ok" : "FAILED", worst);
    cublasDestroy(h);
    return !ok;
}
