// FLAGS: -lcublas
// NEEDS: cublas
// What cuBLAS does with arguments at the edges, as an H200 showed: zero
// increments in gemv and axpy, bad leading dimensions (a message on standard
// output for gemm and trsm, as the reference BLAS prints), n = 0, a failed
// matrix copy, an in-place transposed geam, no handle.
#include <cublas_v2.h>
#include <cstdio>
int main()
{
    cublasHandle_t h; cublasCreate(&h);
    float *A, *x, *y, one = 1, zero = 0; int r = -5;
    cudaMallocManaged(&A, 64 * 4); cudaMallocManaged(&x, 64 * 4); cudaMallocManaged(&y, 64 * 4);
    for (int i = 0; i < 64; i++) { A[i] = i % 5; x[i] = i % 3 + 1; y[i] = 1; }
    fprintf(stderr, "[stderr marker]\n"); fflush(stderr);
    printf("[stdout marker]\n"); fflush(stdout);
    printf("gemv incy0 %s\n", cublasGetStatusName(cublasSgemv(h, CUBLAS_OP_N, 4, 3, &one, A, 4, x, 1, &zero, y, 0))); fflush(stdout);
    cudaDeviceSynchronize();
    printf("y %g %g\n", y[0], y[1]);
    printf("gemv incx0 %s\n", cublasGetStatusName(cublasSgemv(h, CUBLAS_OP_N, 4, 3, &one, A, 4, x, 0, &zero, y, 1))); fflush(stdout);
    cudaDeviceSynchronize();
    printf("y %g %g %g %g\n", y[0], y[1], y[2], y[3]);
    printf("gemv lda %s\n", cublasGetStatusName(cublasSgemv(h, CUBLAS_OP_N, 4, 3, &one, A, 2, x, 1, &zero, y, 1))); fflush(stdout);
    printf("dgemm m %s\n", cublasGetStatusName(cublasDgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, -1, 2, 2, (double*)&one, (double*)A, 4, (double*)A, 4, (double*)&zero, (double*)y, 4))); fflush(stdout);
    printf("strsm %s\n", cublasGetStatusName(cublasStrsm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 4, 2, &one, A, 1, y, 4))); fflush(stdout);
    printf("amax n0 %s", cublasGetStatusName(cublasIsamax(h, 0, x, 1, &r))); printf(" %d\n", r);
    printf("axpy incx0 %s\n", cublasGetStatusName(cublasSaxpy(h, 3, &one, x, 0, y, 1))); cudaDeviceSynchronize(); printf("y %g %g %g\n", y[0], y[1], y[2]);
    printf("setvector incx0 %s\n", cublasGetStatusName(cublasSetVector(3, 4, x, 0, y, 1)));
    printf("setmatrix ld %s %s\n", cublasGetStatusName(cublasSetMatrix(4, 2, 4, A, 3, y, 4)), cublasGetStatusName(cublasSetMatrix(4, 2, 4, A, 0, y, 4)));
    printf("geam inplace-T %s\n", cublasGetStatusName(cublasSgeam(h, CUBLAS_OP_T, CUBLAS_OP_N, 4, 4, &one, A, 4, &one, x, 4, A, 4)));
    printf("null handle %s\n", cublasGetStatusName(cublasSscal(NULL, 3, &one, x, 1)));
    fflush(stdout);
    return 0;
}
