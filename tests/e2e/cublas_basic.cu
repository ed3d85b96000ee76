// FLAGS: -lcublas
// NEEDS: cublas
// cuBLAS's handle API on small integer-valued data (every result exact, so
// the output is the same whatever the order of the sums): the handle and
// its stream, pointer modes, Set/GetVector and Set/GetMatrix, level 1
// (amax, amin, asum, axpy, copy, dot, nrm2, rot, scal, swap), level 2
// (gemv, ger, symv, trmv, trsv), level 3 (gemm in every transpose
// combination, batched and strided-batched gemm, symm, syrk, trmm, trsm,
// geam, dgmm, GemmEx), complex forms, kernels and cuBLAS calls in stream
// order without a synchronization between them, and argument errors.
// Same output as an H200.
#include <cublas_v2.h>
#include <cstdio>
#include <cstdlib>

#define CK(x)                                                                            \
    do {                                                                                 \
        cublasStatus_t s_ = (x);                                                         \
        if (s_ != CUBLAS_STATUS_SUCCESS)                                                 \
            printf("line %d: %s\n", __LINE__, cublasGetStatusName(s_));                  \
    } while (0)

static void show(const char *what, const float *v, int rows, int cols, int ld)
{
    printf("%s:", what);
    for (int i = 0; i < rows; i++) {
        printf(" [");
        for (int j = 0; j < cols; j++)
            printf(j ? " %g" : "%g", v[i + j * ld]);
        printf("]");
    }
    printf("\n");
}

__global__ void fill(float *v, int n, float base)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = base + (float)(i % 7) - 3;
}

__global__ void twice(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= 2;
}

int main()
{
    cublasHandle_t h;
    CK(cublasCreate(&h));
    int version;
    CK(cublasGetVersion(h, &version));
    printf("version ok %d\n", version >= 11000);
    cudaStream_t s;
    cudaStreamCreate(&s);
    CK(cublasSetStream(h, s));
    cudaStream_t got;
    CK(cublasGetStream(h, &got));
    printf("stream set %d\n", got == s);

    /* level 1 */
    const int n = 9;
    float hx[n], hy[n];
    for (int i = 0; i < n; i++) {
        hx[i] = (float)((i * 5) % 9) - 4;
        hy[i] = (float)(i % 4) + 1;
    }
    float *x, *y;
    cudaMalloc(&x, n * sizeof(float));
    cudaMalloc(&y, n * sizeof(float));
    CK(cublasSetVector(n, sizeof(float), hx, 1, x, 1));
    CK(cublasSetVector(n, sizeof(float), hy, 1, y, 1));
    int imax, imin;
    float r, dot, nrm;
    CK(cublasIsamax(h, n, x, 1, &imax));
    CK(cublasIsamin(h, n, x, 1, &imin));
    CK(cublasSasum(h, n, x, 1, &r));
    CK(cublasSdot(h, n, x, 1, y, 1, &dot));
    CK(cublasSnrm2(h, 2, y + 2, 1, &nrm));
    printf("amax %d amin %d asum %g dot %g nrm2 %.4f\n", imax, imin, r, dot, nrm);
    float alpha = 3, beta = -2, c = 0, sn = 1;
    CK(cublasSaxpy(h, n, &alpha, x, 1, y, 1));
    CK(cublasSscal(h, 4, &beta, x, 2));
    CK(cublasSrot(h, 3, x, 3, y, 3, &c, &sn));
    CK(cublasSswap(h, 2, x, 1, y + 7, 1));
    CK(cublasGetVector(n, sizeof(float), x, 1, hx, 1));
    CK(cublasGetVector(n, sizeof(float), y, 1, hy, 1));
    show("x", hx, 1, n, 1);
    show("y", hy, 1, n, 1);
    /* device pointer mode: scalars and results in device memory */
    float *dscal;
    cudaMallocManaged(&dscal, 4 * sizeof(float));
    dscal[0] = 0.5f;
    CK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE));
    CK(cublasSscal(h, n, dscal, y, 1));
    CK(cublasSdot(h, n, y, 1, y, 1, dscal + 1));
    CK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST));
    cudaDeviceSynchronize();
    printf("device-mode dot %g\n", dscal[1]);

    /* level 2 and 3 on 4x3 / 3x5 matrices, column-major */
    const int M = 4, K = 3, N = 5;
    float *A, *B, *C, *S, *T, *v, *w;
    cudaMallocManaged(&A, 64 * sizeof(float));
    cudaMallocManaged(&B, 64 * sizeof(float));
    cudaMallocManaged(&C, 64 * sizeof(float));
    cudaMallocManaged(&S, 64 * sizeof(float));
    cudaMallocManaged(&T, 64 * sizeof(float));
    cudaMallocManaged(&v, 16 * sizeof(float));
    cudaMallocManaged(&w, 16 * sizeof(float));
    for (int i = 0; i < 64; i++) {
        A[i] = (float)((i * 7) % 11) - 5;
        B[i] = (float)((i * 3) % 7) - 3;
        C[i] = (float)(i % 5);
    }
    for (int i = 0; i < 16; i++) {
        v[i] = (float)(i % 3) + 1;
        w[i] = (float)(i % 4) - 1;
    }
    float one = 1, zero = 0, two = 2;
    CK(cublasSgemv(h, CUBLAS_OP_N, M, K, &two, A, M, v, 1, &one, w, 1));
    CK(cublasSgemv(h, CUBLAS_OP_T, M, K, &one, A, M, w, 1, &zero, v + 8, 1));
    cudaStreamSynchronize(s);
    show("gemv", w, 1, M, 1);
    show("gemv T", v + 8, 1, K, 1);
    CK(cublasSger(h, M, K, &two, w, 1, v, 1, A, M));
    cudaStreamSynchronize(s);
    show("ger", A, M, K, M);
    for (int i = 0; i < 16; i++)    /* S symmetric (lower read), T upper triangular, unit-free */
        for (int j = 0; j < 4; j++) {
            S[i % 4 + 4 * j] = (float)(((i % 4) + j) % 5) - 2;
            T[i % 4 + 4 * j] = i % 4 <= j ? (float)((i % 4 + 2 * j) % 3) + 1 : 99;
        }
    CK(cublasSsymv(h, CUBLAS_FILL_MODE_LOWER, 4, &one, S, 4, v, 1, &zero, w, 1));
    cudaStreamSynchronize(s);
    show("symv", w, 1, 4, 1);
    for (int i = 0; i < 4; i++)
        w[i] = (float)(i + 1);
    CK(cublasStrmv(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 4, T, 4, w, 1));
    cudaStreamSynchronize(s);
    show("trmv", w, 1, 4, 1);
    CK(cublasStrsv(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 4, T, 4, w, 1));
    cudaStreamSynchronize(s);
    show("trsv", w, 1, 4, 1);

    const cublasOperation_t ops[] = {CUBLAS_OP_N, CUBLAS_OP_T};
    for (int a = 0; a < 2; a++)
        for (int b = 0; b < 2; b++) {
            for (int i = 0; i < 64; i++)
                C[i] = (float)(i % 5);
            int lda = ops[a] == CUBLAS_OP_N ? M : K, ldb = ops[b] == CUBLAS_OP_N ? K : N;
            CK(cublasSgemm(h, ops[a], ops[b], M, N, K, &two, A, lda, B, ldb, &beta, C, M));
            cudaStreamSynchronize(s);
            char name[32];
            snprintf(name, sizeof name, "gemm %c%c", "NT"[a], "NT"[b]);
            show(name, C, M, N, M);
        }
    /* kernels and cuBLAS in stream order, no synchronization between */
    fill<<<1, 64, 0, s>>>(B, 64, 1);
    CK(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, &one, A, M, B, K, &zero, C, M));
    twice<<<1, 64, 0, s>>>(C, M * N);
    cudaStreamSynchronize(s);
    show("ordered", C, M, N, M);
    /* batched */
    float *Ab[2] = {A, A + 12}, *Bb[2] = {B, B + 15}, *Cb[2] = {C, C + 20};
    float **dA, **dB, **dC;
    cudaMallocManaged(&dA, sizeof Ab);
    cudaMallocManaged(&dB, sizeof Bb);
    cudaMallocManaged(&dC, sizeof Cb);
    for (int i = 0; i < 2; i++) {
        dA[i] = Ab[i];
        dB[i] = Bb[i];
        dC[i] = Cb[i];
    }
    CK(cublasSgemmBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, &one, dA, M, dB, K, &zero, dC, M, 2));
    cudaStreamSynchronize(s);
    show("batched 1", C + 20, M, N, M);
    CK(cublasSgemmStridedBatched(h, CUBLAS_OP_T, CUBLAS_OP_N, K, K, M, &one, A, M, 12, A, M, 12, &zero, C, K, 9,
                                 2));
    cudaStreamSynchronize(s);
    show("strided 0", C, K, K, K);
    show("strided 1", C + 9, K, K, K);
    CK(cublasSsymm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, 4, 3, &one, S, 4, B, 4, &zero, C, 4));
    cudaStreamSynchronize(s);
    show("symm", C, 4, 3, 4);
    CK(cublasSsyrk(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T, 3, 4, &one, A, 4, &zero, C, 3));
    cudaStreamSynchronize(s);
    show("syrk", C, 3, 3, 3);
    CK(cublasStrmm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, 4, 2, &one, T, 4,
                   B, 4, C, 4));
    cudaStreamSynchronize(s);
    show("trmm", C, 4, 2, 4);
    CK(cublasStrsm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 4, 2, &one, T, 4, C,
                   4));
    cudaStreamSynchronize(s);
    show("trsm", C, 4, 2, 4);
    CK(cublasSgeam(h, CUBLAS_OP_T, CUBLAS_OP_N, 3, 4, &two, A, 4, &beta, B, 3, C, 3));
    cudaStreamSynchronize(s);
    show("geam", C, 3, 4, 3);
    CK(cublasSdgmm(h, CUBLAS_SIDE_RIGHT, 4, 3, A, 4, v, 1, C, 4));
    cudaStreamSynchronize(s);
    show("dgmm", C, 4, 3, 4);
    CK(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, &one, A, CUDA_R_32F, M, B, CUDA_R_32F, K, &zero, C,
                    CUDA_R_32F, M, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    cudaStreamSynchronize(s);
    show("GemmEx", C, M, N, M);

    /* double and complex */
    double *dx;
    cudaMallocManaged(&dx, 8 * sizeof(double));
    for (int i = 0; i < 8; i++)
        dx[i] = (double)((i * 3) % 8) - 3.5;
    double dr;
    int di;
    CK(cublasDasum(h, 8, dx, 1, &dr));
    CK(cublasIdamax(h, 8, dx, 2, &di));
    printf("double asum %g amax(inc 2) %d\n", dr, di);
    cuComplex *cx, *cy, *cA, *cC;
    cudaMallocManaged(&cx, 8 * sizeof(cuComplex));
    cudaMallocManaged(&cy, 8 * sizeof(cuComplex));
    cudaMallocManaged(&cA, 16 * sizeof(cuComplex));
    cudaMallocManaged(&cC, 16 * sizeof(cuComplex));
    for (int i = 0; i < 8; i++) {
        cx[i] = make_cuComplex((float)(i % 3) - 1, (float)(i % 2) + 1);
        cy[i] = make_cuComplex((float)i, -1);
    }
    for (int i = 0; i < 16; i++)
        cA[i] = make_cuComplex((float)((i * 5) % 7) - 3, (float)(i % 3) - 1);
    cuComplex cd, cu, calpha = make_cuComplex(1, -2), cbeta = make_cuComplex(0, 0);
    CK(cublasCdotc(h, 8, cx, 1, cy, 1, &cd));
    CK(cublasCdotu(h, 8, cx, 1, cy, 1, &cu));
    CK(cublasIcamax(h, 8, cx, 1, &di));
    printf("complex dotc (%g,%g) dotu (%g,%g) amax %d\n", cd.x, cd.y, cu.x, cu.y, di);
    CK(cublasCgemm(h, CUBLAS_OP_C, CUBLAS_OP_N, 4, 4, 4, &calpha, cA, 4, cA, 4, &cbeta, cC, 4));
    cudaStreamSynchronize(s);
    printf("cgemm:");
    for (int i = 0; i < 16; i++)
        printf(" (%g,%g)", cC[i].x, cC[i].y);
    printf("\n");

    /* argument errors */
    printf("errors: %s %s %s %s %s\n",
           cublasGetStatusName(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, -1, N, K, &one, A, M, B, K, &zero, C, M)),
           cublasGetStatusName(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, &one, A, 2, B, K, &zero, C, M)),
           cublasGetStatusName(cublasSgemv(h, CUBLAS_OP_N, M, K, &one, A, M, v, 0, &zero, w, 1)),
           cublasGetStatusName(cublasSetPointerMode(h, (cublasPointerMode_t)7)),
           cublasGetStatusName(cublasSetMatrix(4, 2, sizeof(float), A, 3, B, 4)));
    printf("empty: %s\n", cublasGetStatusName(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, 0, 0, 0, &one, A, 1, B, 1,
                                                             &zero, C, 1)));
    printf("strings: %s | %s\n", cublasGetStatusString(CUBLAS_STATUS_SUCCESS),
           cublasGetStatusName(CUBLAS_STATUS_NOT_SUPPORTED));
    CK(cublasDestroy(h));
    cudaStreamDestroy(s);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
