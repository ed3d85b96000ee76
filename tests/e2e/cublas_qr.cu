// FLAGS: -lcublas
// NEEDS: cublas
// cuBLAS's batched QR: geqrfBatched (Householder, LAPACK's layout: R on and
// above the diagonal, the reflectors' vectors below it, their scalars in
// tau) and gelsBatched (least squares min ||C - A X|| for m >= n, X in C's
// first n rows), in S, D, C and Z; a rank-deficient matrix's devInfo; and
// the status and info of bad arguments.
#include <cstdio>
#include <cmath>
#include <cublas_v2.h>
#include <cuComplex.h>

static double tidy(double v) { return fabs(v) < 5e-5 ? 0.0 : v; }

template <class T>
static void print_real(const char *what, const T *a, int rows, int cols, int ld, int digits = 4)
{
    printf("%s:\n", what);
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++)
            printf(" %9.*f", digits, tidy((double)a[i + j * ld]));
        printf("\n");
    }
}

static void print_c(const char *what, const cuComplex *a, int rows, int cols, int ld)
{
    printf("%s:\n", what);
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++)
            printf(" (%8.4f,%8.4f)", tidy(cuCrealf(a[i + j * ld])), tidy(cuCimagf(a[i + j * ld])));
        printf("\n");
    }
}

static void print_z(const char *what, const cuDoubleComplex *a, int rows, int cols, int ld)
{
    printf("%s:\n", what);
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++)
            printf(" (%8.4f,%8.4f)", tidy(cuCreal(a[i + j * ld])), tidy(cuCimag(a[i + j * ld])));
        printf("\n");
    }
}

int main(void)
{
    cublasHandle_t h;
    cublasCreate(&h);
    int info = 99;

    // S: two 4x3 matrices (lda 5), the second with a zero below-diagonal part in column 0
    {
        float *A[2], *tau[2], **dA, **dT;
        cudaMallocManaged(&dA, 2 * sizeof(float *));
        cudaMallocManaged(&dT, 2 * sizeof(float *));
        for (int b = 0; b < 2; b++) {
            cudaMallocManaged(&A[b], 5 * 3 * sizeof(float));
            cudaMallocManaged(&tau[b], 3 * sizeof(float));
            for (int j = 0; j < 3; j++)
                for (int i = 0; i < 5; i++)
                    A[b][i + j * 5] = (float)((i * 7 + j * 3 + b * 5) % 11) - 4.0f;
            dA[b] = A[b];
            dT[b] = tau[b];
        }
        for (int i = 1; i < 4; i++)
            A[1][i] = 0;
        cublasStatus_t st = cublasSgeqrfBatched(h, 4, 3, dA, 5, dT, &info, 2);
        cudaDeviceSynchronize();
        printf("Sgeqrf status %d info %d\n", (int)st, info);
        for (int b = 0; b < 2; b++) {
            print_real("A", A[b], 4, 3, 5);
            print_real("tau", tau[b], 1, 3, 1);
        }
    }
    // D: 5x2 and a square 3x3
    {
        double *A, *tau, **dA, **dT;
        cudaMallocManaged(&A, 15 * sizeof(double));
        cudaMallocManaged(&tau, 3 * sizeof(double));
        cudaMallocManaged(&dA, sizeof(double *));
        cudaMallocManaged(&dT, sizeof(double *));
        dA[0] = A;
        dT[0] = tau;
        for (int k = 0; k < 10; k++)
            A[k] = std::sin(1.0 + k) * 3.0;
        cublasStatus_t st = cublasDgeqrfBatched(h, 5, 2, dA, 5, dT, &info, 1);
        cudaDeviceSynchronize();
        printf("Dgeqrf 5x2 status %d info %d\n", (int)st, info);
        print_real("A", A, 5, 2, 5);
        print_real("tau", tau, 1, 2, 1);
        for (int k = 0; k < 9; k++)
            A[k] = (double)((k * k + 3) % 7) - 2.5;
        st = cublasDgeqrfBatched(h, 3, 3, dA, 3, dT, &info, 1);
        cudaDeviceSynchronize();
        printf("Dgeqrf 3x3 status %d info %d\n", (int)st, info);
        print_real("A", A, 3, 3, 3);
        print_real("tau", tau, 1, 3, 1);
        // wide: 2x4
        for (int k = 0; k < 8; k++)
            A[k] = (double)(k % 3) + 0.5 * k;
        st = cublasDgeqrfBatched(h, 2, 4, dA, 2, dT, &info, 1);
        cudaDeviceSynchronize();
        printf("Dgeqrf 2x4 status %d info %d\n", (int)st, info);
        if (st == CUBLAS_STATUS_SUCCESS) {
            print_real("A", A, 2, 4, 2);
            print_real("tau", tau, 1, 2, 1);
        }
    }
    // C and Z: 3x2 complex
    {
        cuComplex *A, *tau, **dA, **dT;
        cudaMallocManaged(&A, 6 * sizeof(cuComplex));
        cudaMallocManaged(&tau, 2 * sizeof(cuComplex));
        cudaMallocManaged(&dA, sizeof(void *));
        cudaMallocManaged(&dT, sizeof(void *));
        dA[0] = A;
        dT[0] = tau;
        for (int k = 0; k < 6; k++)
            A[k] = make_cuComplex((float)(k % 4) - 1.0f, (float)((k * 5) % 3) - 0.5f);
        cublasStatus_t st = cublasCgeqrfBatched(h, 3, 2, dA, 3, dT, &info, 1);
        cudaDeviceSynchronize();
        printf("Cgeqrf status %d info %d\n", (int)st, info);
        print_c("A", A, 3, 2, 3);
        print_c("tau", tau, 1, 2, 1);
    }
    {
        cuDoubleComplex *A, *tau, **dA, **dT;
        cudaMallocManaged(&A, 8 * sizeof(cuDoubleComplex));
        cudaMallocManaged(&tau, 2 * sizeof(cuDoubleComplex));
        cudaMallocManaged(&dA, sizeof(void *));
        cudaMallocManaged(&dT, sizeof(void *));
        dA[0] = A;
        dT[0] = tau;
        for (int k = 0; k < 8; k++)
            A[k] = make_cuDoubleComplex(std::cos(0.7 * k) * 2, std::sin(1.3 * k));
        cublasStatus_t st = cublasZgeqrfBatched(h, 4, 2, dA, 4, dT, &info, 1);
        cudaDeviceSynchronize();
        printf("Zgeqrf status %d info %d\n", (int)st, info);
        print_z("A", A, 4, 2, 4);
        print_z("tau", tau, 1, 2, 1);
    }

    // gels: S 6x3, two right-hand sides, batch 2; the second rank-deficient
    {
        float *A[2], *C[2], **dA, **dC;
        int *devInfo;
        cudaMallocManaged(&dA, 2 * sizeof(float *));
        cudaMallocManaged(&dC, 2 * sizeof(float *));
        cudaMallocManaged(&devInfo, 2 * sizeof(int));
        for (int b = 0; b < 2; b++) {
            cudaMallocManaged(&A[b], 6 * 3 * sizeof(float));
            cudaMallocManaged(&C[b], 7 * 2 * sizeof(float));
            for (int k = 0; k < 18; k++)
                A[b][k] = (float)((k * 5 + 2) % 9) - 3.0f;
            for (int k = 0; k < 14; k++)
                C[b][k] = (float)(k % 5) + 0.5f;
            dA[b] = A[b];
            dC[b] = C[b];
            devInfo[b] = -7;
        }
        for (int i = 0; i < 6; i++)
            A[1][i + 6] = 0;    // column 1 zero
        cublasStatus_t st = cublasSgelsBatched(h, CUBLAS_OP_N, 6, 3, 2, dA, 6, dC, 7, &info, devInfo, 2);
        cudaDeviceSynchronize();
        printf("Sgels status %d info %d devInfo %d %d\n", (int)st, info, devInfo[0], devInfo[1]);
        print_real("X", C[0], 3, 2, 7);
        print_real("R", A[0], 3, 3, 6, 3);   // float: a value ends near ...5 in the 5th place
    }
    {
        double *A, *C, **dA, **dC;
        int *devInfo;
        cudaMallocManaged(&A, 4 * 2 * sizeof(double));
        cudaMallocManaged(&C, 4 * sizeof(double));
        cudaMallocManaged(&dA, sizeof(void *));
        cudaMallocManaged(&dC, sizeof(void *));
        cudaMallocManaged(&devInfo, sizeof(int));
        dA[0] = A;
        dC[0] = C;
        double x[4] = {1, 2, 3, 4}, y[4] = {2.1, 3.9, 6.2, 7.8};
        for (int i = 0; i < 4; i++) {
            A[i] = 1;
            A[i + 4] = x[i];
            C[i] = y[i];
        }
        cublasStatus_t st = cublasDgelsBatched(h, CUBLAS_OP_N, 4, 2, 1, dA, 4, dC, 4, &info, devInfo, 1);
        cudaDeviceSynchronize();
        printf("Dgels line fit status %d info %d devInfo %d: intercept %.6f slope %.6f\n", (int)st, info,
               *devInfo, C[0], C[1]);
    }
    {
        cuComplex *A, *C, **dA, **dC;
        int *devInfo;
        cudaMallocManaged(&A, 4 * 2 * sizeof(cuComplex));
        cudaMallocManaged(&C, 4 * sizeof(cuComplex));
        cudaMallocManaged(&dA, sizeof(void *));
        cudaMallocManaged(&dC, sizeof(void *));
        cudaMallocManaged(&devInfo, sizeof(int));
        dA[0] = A;
        dC[0] = C;
        for (int k = 0; k < 8; k++)
            A[k] = make_cuComplex((float)((k * 3) % 5) - 2.0f, (float)(k % 3) - 1.0f);
        for (int k = 0; k < 4; k++)
            C[k] = make_cuComplex((float)k, 1.0f - (float)k);
        cublasStatus_t st = cublasCgelsBatched(h, CUBLAS_OP_N, 4, 2, 1, dA, 4, dC, 4, &info, devInfo, 1);
        cudaDeviceSynchronize();
        printf("Cgels status %d info %d devInfo %d\n", (int)st, info, *devInfo);
        print_c("X", C, 2, 1, 4);
    }
    {
        cuDoubleComplex *A, *C, **dA, **dC;
        int *devInfo;
        cudaMallocManaged(&A, 3 * 3 * sizeof(cuDoubleComplex));
        cudaMallocManaged(&C, 3 * 2 * sizeof(cuDoubleComplex));
        cudaMallocManaged(&dA, sizeof(void *));
        cudaMallocManaged(&dC, sizeof(void *));
        cudaMallocManaged(&devInfo, sizeof(int));
        dA[0] = A;
        dC[0] = C;
        for (int k = 0; k < 9; k++)
            A[k] = make_cuDoubleComplex(k == 0 || k == 4 || k == 8 ? 4.0 : 0.5 * (k % 4), 0.25 * (k % 3));
        for (int k = 0; k < 6; k++)
            C[k] = make_cuDoubleComplex(1.0 + k, -0.5 * k);
        cublasStatus_t st = cublasZgelsBatched(h, CUBLAS_OP_N, 3, 3, 2, dA, 3, dC, 3, &info, devInfo, 1);
        cudaDeviceSynchronize();
        printf("Zgels status %d info %d devInfo %d\n", (int)st, info, *devInfo);
        print_z("X", C, 3, 2, 3);
    }

    // bad arguments
    {
        float *A, *T, **dA, **dT;
        int *devInfo;
        cudaMallocManaged(&A, 64 * sizeof(float));
        cudaMallocManaged(&T, 8 * sizeof(float));
        cudaMallocManaged(&dA, sizeof(void *));
        cudaMallocManaged(&dT, sizeof(void *));
        cudaMallocManaged(&devInfo, sizeof(int));
        for (int k = 0; k < 64; k++)
            A[k] = (float)(k % 7) - 3;
        dA[0] = A;
        dT[0] = T;
        struct { int m, n, lda, batch; } g[] = {{-1, 2, 4, 1}, {4, -1, 4, 1}, {4, 2, 3, 1}, {4, 2, 4, -1}, {0, 0, 1, 1}, {4, 2, 4, 0}};
        for (auto &c : g) {
            info = 99;
            cublasStatus_t st = cublasSgeqrfBatched(h, c.m, c.n, dA, c.lda, dT, &info, c.batch);
            printf("Sgeqrf m %d n %d lda %d batch %d: status %d info %d\n", c.m, c.n, c.lda, c.batch, (int)st, info);
        }
        struct { cublasOperation_t t; int m, n, nrhs, lda, ldc, batch; } e[] = {
            {CUBLAS_OP_T, 4, 2, 1, 4, 4, 1}, {CUBLAS_OP_N, -1, 2, 1, 4, 4, 1}, {CUBLAS_OP_N, 4, -1, 1, 4, 4, 1},
            {CUBLAS_OP_N, 4, 2, -1, 4, 4, 1}, {CUBLAS_OP_N, 4, 2, 1, 3, 4, 1}, {CUBLAS_OP_N, 4, 2, 1, 4, 3, 1},
            {CUBLAS_OP_N, 4, 2, 1, 4, 4, -1}, {CUBLAS_OP_N, 2, 4, 1, 4, 4, 1}, {CUBLAS_OP_N, 0, 0, 0, 1, 1, 1}};
        for (auto &c : e) {
            info = 99;
            *devInfo = -7;
            cublasStatus_t st = cublasSgelsBatched(h, c.t, c.m, c.n, c.nrhs, dA, c.lda, dT, c.ldc, &info, devInfo, c.batch);
            cudaDeviceSynchronize();
            printf("Sgels trans %d m %d n %d nrhs %d lda %d ldc %d batch %d: status %d info %d devInfo %d\n", (int)c.t, c.m,
                   c.n, c.nrhs, c.lda, c.ldc, c.batch, (int)st, info, *devInfo);
        }
    }
    cublasDestroy(h);
    return 0;
}
