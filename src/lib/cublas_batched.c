/*
 * cuBLAS's batched level-2 and level-3 forms that are a loop over their
 * single forms (cublas_api.h): gemvBatched, gemvStridedBatched and
 * trsmBatched in S, D, C and Z.  Each matrix of the batch is one call of
 * the v2 function (src/lib/cublas.c), with its checks and its stream
 * order; a call on a capturing stream records each one.  A zero batch
 * count does nothing; a negative one is what an H200's cuBLAS 13 makes of
 * it: CUBLAS_STATUS_EXECUTION_FAILED for the gemv forms, for trsmBatched
 * CUBLAS_STATUS_INVALID_VALUE and its message on standard output.
 */
#include <stdio.h>

#include "cublas_v2.h"

#define BATCHED(P, T)                                                                              \
    cublasStatus_t cublas##P##gemvBatched(cublasHandle_t h, cublasOperation_t trans, int m, int n, \
                                          const T *alpha, const T *const A[], int lda,             \
                                          const T *const x[], int incx, const T *beta,             \
                                          T *const y[], int incy, int count)                       \
    {                                                                                              \
        if (!h)                                                                                    \
            return CUBLAS_STATUS_NOT_INITIALIZED;                                                  \
        if (count < 0)                                                                             \
            return CUBLAS_STATUS_EXECUTION_FAILED;                                                 \
        for (int b = 0; b < count; b++) {                                                          \
            cublasStatus_t st = cublas##P##gemv_v2(h, trans, m, n, alpha, A[b], lda, x[b], incx,   \
                                                   beta, y[b], incy);                              \
            if (st != CUBLAS_STATUS_SUCCESS)                                                       \
                return st;                                                                         \
        }                                                                                          \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    cublasStatus_t cublas##P##gemvStridedBatched(                                                  \
        cublasHandle_t h, cublasOperation_t trans, int m, int n, const T *alpha, const T *A,       \
        int lda, long long sA, const T *x, int incx, long long sx, const T *beta, T *y, int incy,  \
        long long sy, int count)                                                                   \
    {                                                                                              \
        if (!h)                                                                                    \
            return CUBLAS_STATUS_NOT_INITIALIZED;                                                  \
        if (count < 0)                                                                             \
            return CUBLAS_STATUS_EXECUTION_FAILED;                                                 \
        for (int b = 0; b < count; b++) {                                                          \
            cublasStatus_t st = cublas##P##gemv_v2(h, trans, m, n, alpha, A + b * sA, lda,         \
                                                   x + b * sx, incx, beta, y + b * sy, incy);      \
            if (st != CUBLAS_STATUS_SUCCESS)                                                       \
                return st;                                                                         \
        }                                                                                          \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    cublasStatus_t cublas##P##trsmBatched(cublasHandle_t h, cublasSideMode_t side,                 \
                                          cublasFillMode_t uplo, cublasOperation_t trans,          \
                                          cublasDiagType_t diag, int m, int n, const T *alpha,     \
                                          const T *const A[], int lda, T *const B[], int ldb,      \
                                          int count)                                               \
    {                                                                                              \
        if (!h)                                                                                    \
            return CUBLAS_STATUS_NOT_INITIALIZED;                                                  \
        if (count < 0) {                                                                           \
            printf(" ** On entry to " #P "BATCHED TRSM  parameter number 12 had an illegal value\n"); \
            return CUBLAS_STATUS_INVALID_VALUE;                                                    \
        }                                                                                          \
        for (int b = 0; b < count; b++) {                                                          \
            cublasStatus_t st = cublas##P##trsm_v2(h, side, uplo, trans, diag, m, n, alpha, A[b],  \
                                                   lda, B[b], ldb);                                \
            if (st != CUBLAS_STATUS_SUCCESS)                                                       \
                return st;                                                                         \
        }                                                                                          \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }

BATCHED(S, float)
BATCHED(D, double)
BATCHED(C, cuComplex)
BATCHED(Z, cuDoubleComplex)
