/*
 * cuBLAS's batched LU family (cublas_api.h): getrfBatched, getrsBatched,
 * getriBatched and matinvBatched in S, D, C and Z, for a batch of small
 * square matrices, column-major, each its own pointer (as cuBLAS takes
 * them, device memory: here host memory like all of cucc's).
 *
 * getrf is LAPACK's unblocked right-looking elimination (getf2): column j's
 * pivot is the first of its largest entries at or below the diagonal in
 * magnitude (for complex entries the modulus, not LAPACK's |re| + |im|: an
 * H200's cuBLAS picks so), rows j and the pivot's are swapped across
 * the whole matrix, the column below the diagonal is divided by the pivot
 * and the trailing matrix updated; P[j] = the pivot's row, 1-based.  With
 * P null there is no pivoting.  info[b] is 0, or the first k (1-based)
 * whose U(k,k) is exactly 0 (the factorization still completes, as
 * LAPACK's does).  getrs solves op(A) X = B from those factors (P null:
 * no row exchanges), getri writes the inverse from them out of place,
 * matinv (n <= 32) factors a copy and inverts.  Results agree with a GPU's
 * to rounding (the order of a GPU's sums is its own); pivots are the same
 * choice.  A call waits for the work queued on the handle's stream before
 * it, or is recorded in that stream's capture (stream_call.h).
 *
 * One macro writes the four types: T the storage type, V the arithmetic
 * type (C99 complex for C and Z, the same layout as cuComplex).
 */
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cublas_v2.h"
#include "written.h"

#define LIB_CAPTURED CUBLAS_STATUS_SUCCESS
#define LIB_FAILED CUBLAS_STATUS_EXECUTION_FAILED
#include "stream_call.h"
#include "cublas_solve.h"

/* A bad argument: the message cuBLAS prints (on stdout, with the
 * parameter numbers an H200's cuBLAS 13 prints: getrf's n -1, its lda
 * -3, matinv's n -5). */
static cublasStatus_t bad_arg(const char *routine, int param)
{
    printf(" ** On entry to %s  parameter number %d had an illegal value\n", routine, param);
    return CUBLAS_STATUS_INVALID_VALUE;
}


static double abs1_r(double x) { return fabs(x); }
static double abs_c(double complex x) { return cabs(x); }
#define NOCONJ(x) (x)

#define LU(P, T, V, ABS1, CONJ)                                                                     \
    /* getf2 on one n x n matrix a (leading dimension lda); piv may be     \
     * null.  Returns info. */                                                                     \
    static int P##_getf2(int n, V *a, int lda, int *piv)                                           \
    {                                                                                              \
        int info = 0;                                                                              \
        for (int j = 0; j < n; j++) {                                                              \
            int p = j;                                                                             \
            if (piv) {                                                                             \
                double best = ABS1(a[j + (size_t)j * lda]);                                        \
                for (int i = j + 1; i < n; i++)                                                    \
                    if (ABS1(a[i + (size_t)j * lda]) > best) {                                     \
                        best = ABS1(a[i + (size_t)j * lda]);                                       \
                        p = i;                                                                     \
                    }                                                                              \
                piv[j] = p + 1;                                                                    \
                if (p != j)                                                                        \
                    for (int k = 0; k < n; k++) {                                                  \
                        V t = a[j + (size_t)k * lda];                                              \
                        a[j + (size_t)k * lda] = a[p + (size_t)k * lda];                           \
                        a[p + (size_t)k * lda] = t;                                                \
                    }                                                                              \
            }                                                                                      \
            V d = a[j + (size_t)j * lda];                                                          \
            if (d == 0) {                                                                          \
                if (!info)                                                                         \
                    info = j + 1;                                                                  \
                continue;                                                                          \
            }                                                                                      \
            for (int i = j + 1; i < n; i++)                                                        \
                a[i + (size_t)j * lda] /= d;                                                       \
            for (int k = j + 1; k < n; k++) {                                                      \
                V u = a[j + (size_t)k * lda];                                                      \
                for (int i = j + 1; i < n; i++)                                                    \
                    a[i + (size_t)k * lda] -= a[i + (size_t)j * lda] * u;                          \
            }                                                                                      \
        }                                                                                          \
        return info;                                                                               \
    }                                                                                              \
    /* op(A) x = b for one column b, A's factors in a; piv may be null */                         \
    static void P##_solve1(int trans, int n, const V *a, int lda, const int *piv, V *b)            \
    {                                                                                              \
        if (trans == CUBLAS_OP_N) {                                                                \
            for (int j = 0; piv && j < n; j++)                                                     \
                if (piv[j] - 1 != j) {                                                             \
                    V t = b[j];                                                                    \
                    b[j] = b[piv[j] - 1];                                                          \
                    b[piv[j] - 1] = t;                                                             \
                }                                                                                  \
            for (int j = 0; j < n; j++)           /* L y = b, L unit lower */                      \
                for (int i = j + 1; i < n; i++)                                                    \
                    b[i] -= a[i + (size_t)j * lda] * b[j];                                         \
            for (int j = n - 1; j >= 0; j--) {    /* U x = y */                                    \
                b[j] /= a[j + (size_t)j * lda];                                                    \
                for (int i = 0; i < j; i++)                                                        \
                    b[i] -= a[i + (size_t)j * lda] * b[j];                                         \
            }                                                                                      \
            return;                                                                                \
        }                                                                                          \
        /* op(A) = A^T or A^H = op(U) op(L) op(P)^T ... solved as op(U) y = b,                   \
         * op(L) z = y, then the row exchanges undone in reverse */                                \
        int cj = trans == CUBLAS_OP_C;                                                             \
        for (int j = 0; j < n; j++) {                                                              \
            V s = b[j];                                                                            \
            for (int i = 0; i < j; i++)                                                            \
                s -= (cj ? CONJ(a[i + (size_t)j * lda]) : a[i + (size_t)j * lda]) * b[i];         \
            b[j] = s / (cj ? CONJ(a[j + (size_t)j * lda]) : a[j + (size_t)j * lda]);              \
        }                                                                                          \
        for (int j = n - 1; j >= 0; j--) {                                                         \
            V s = b[j];                                                                            \
            for (int i = j + 1; i < n; i++)                                                        \
                s -= (cj ? CONJ(a[i + (size_t)j * lda]) : a[i + (size_t)j * lda]) * b[i];         \
            b[j] = s;                                                                              \
        }                                                                                          \
        for (int j = n - 1; piv && j >= 0; j--)                                                    \
            if (piv[j] - 1 != j) {                                                                 \
                V t = b[j];                                                                        \
                b[j] = b[piv[j] - 1];                                                              \
                b[piv[j] - 1] = t;                                                                 \
            }                                                                                      \
    }                                                                                              \
    /* the inverse of A (factors a, pivots piv) into c: its columns solve     \
     * A c_k = e_k; info: the first zero of U's diagonal, then c untouched */                     \
    static int P##_inverse(int n, const V *a, int lda, const int *piv, V *c, int ldc)              \
    {                                                                                              \
        for (int j = 0; j < n; j++)                                                                \
            if (a[j + (size_t)j * lda] == 0)                                                       \
                return j + 1;                                                                      \
        for (int k = 0; k < n; k++) {                                                              \
            V *col = c + (size_t)k * ldc;                                                          \
            for (int i = 0; i < n; i++)                                                            \
                col[i] = i == k;                                                                   \
            P##_solve1(CUBLAS_OP_N, n, a, lda, piv, col);                                          \
        }                                                                                          \
        return 0;                                                                                  \
    }                                                                                              \
    cublasStatus_t cublas##P##getrfBatched(cublasHandle_t h, int n, T *const A[], int lda, int *piv, \
                                           int *info, int batch)                                   \
    {                                                                                              \
        STREAM_OF(h, s);                                                                           \
        if (n < 0)                                                                                 \
            return bad_arg(#P "BATCHED_GETRF", -1);                                                \
        if (lda < (n > 1 ? n : 1))                                                                 \
            return bad_arg(#P "BATCHED_GETRF", -3);                                                \
        if (batch < 0)                                                                             \
            return CUBLAS_STATUS_INVALID_VALUE;                                                    \
        LIB_RUN(s, 1, cublas##P##getrfBatched, ARG(h), ARG(n), ARG(A), ARG(lda), ARG(piv),         \
                ARG(info), ARG(batch));                                                            \
        for (int b = 0; b < batch; b++) {                                                          \
            int r = P##_getf2(n, (V *)A[b], lda, piv ? piv + (size_t)b * n : NULL);                \
            if (info)                                                                              \
                info[b] = r;                                                                       \
        }                                                                                          \
        lib_written(piv, n * batch, 1, 1, sizeof(int));                                            \
        lib_written(info, batch, 1, 1, sizeof(int));                                               \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    cublasStatus_t cublas##P##getrsBatched(cublasHandle_t h, cublasOperation_t trans, int n,       \
                                           int nrhs, const T *const A[], int lda, const int *piv,  \
                                           T *const B[], int ldb, int *info, int batch)            \
    {                                                                                              \
        STREAM_OF(h, s);                                                                           \
        /* info (a host int): the first bad parameter, negated, as LAPACK */                       \
        int bad = trans != CUBLAS_OP_N && trans != CUBLAS_OP_T && trans != CUBLAS_OP_C ? -1        \
                  : n < 0                                                  ? -2                    \
                  : nrhs < 0                                               ? -3                    \
                  : lda < (n > 1 ? n : 1)                                  ? -5                    \
                  : ldb < (n > 1 ? n : 1)                                  ? -8                    \
                  : batch < 0                                              ? -10                   \
                                                                           : 0;                    \
        if (host_info(info, bad) != CUBLAS_STATUS_SUCCESS)                                        \
            return CUBLAS_STATUS_INVALID_VALUE;                                                    \
        LIB_RUN(s, 1, cublas##P##getrsBatched, ARG(h), ARG(trans), ARG(n), ARG(nrhs), ARG(A),      \
                ARG(lda), ARG(piv), ARG(B), ARG(ldb), ARG(info), ARG(batch));                      \
        for (int b = 0; b < batch; b++)                                                            \
            for (int k = 0; k < nrhs; k++)                                                         \
                P##_solve1(trans, n, (const V *)A[b], lda, piv ? piv + (size_t)b * n : NULL,       \
                           (V *)B[b] + (size_t)k * ldb);                                           \
        for (int b = 0; b < batch; b++)                                                            \
            lib_written(B[b], n, nrhs, ldb, sizeof(T));                                            \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    cublasStatus_t cublas##P##getriBatched(cublasHandle_t h, int n, const T *const A[], int lda,   \
                                           const int *piv, T *const C[], int ldc, int *info,       \
                                           int batch)                                              \
    {                                                                                              \
        STREAM_OF(h, s);                                                                           \
        if (n < 0 || lda < (n > 1 ? n : 1) || ldc < (n > 1 ? n : 1) || batch < 0)                  \
            return CUBLAS_STATUS_INVALID_VALUE;                                                    \
        LIB_RUN(s, 1, cublas##P##getriBatched, ARG(h), ARG(n), ARG(A), ARG(lda), ARG(piv), ARG(C), \
                ARG(ldc), ARG(info), ARG(batch));                                                  \
        for (int b = 0; b < batch; b++) {                                                          \
            int r = P##_inverse(n, (const V *)A[b], lda, piv ? piv + (size_t)b * n : NULL,         \
                                (V *)C[b], ldc);                                                   \
            if (info)                                                                              \
                info[b] = r;                                                                       \
            if (!r)                                                                                \
                lib_written(C[b], n, n, ldc, sizeof(T));                                           \
        }                                                                                          \
        lib_written(info, batch, 1, 1, sizeof(int));                                               \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    cublasStatus_t cublas##P##matinvBatched(cublasHandle_t h, int n, const T *const A[], int lda,  \
                                            T *const Ainv[], int lda_inv, int *info, int batch)    \
    {                                                                                              \
        STREAM_OF(h, s);                                                                           \
        if (n < 0 || n > 32)                                                                       \
            return bad_arg(#P "BATCHED_MATINV", -5);                                               \
        if (lda < (n > 1 ? n : 1) || lda_inv < (n > 1 ? n : 1) || batch < 0)                      \
            return CUBLAS_STATUS_INVALID_VALUE;                                                    \
        LIB_RUN(s, 1, cublas##P##matinvBatched, ARG(h), ARG(n), ARG(A), ARG(lda), ARG(Ainv),       \
                ARG(lda_inv), ARG(info), ARG(batch));                                              \
        V a[32 * 32];                                                                              \
        int piv[32];                                                                               \
        for (int b = 0; b < batch; b++) {                                                          \
            for (int k = 0; k < n; k++)                                                            \
                memcpy(a + (size_t)k * n, (const V *)A[b] + (size_t)k * lda, (size_t)n * sizeof(V)); \
            int r = P##_getf2(n, a, n, piv);                                                       \
            if (!r)                                                                                \
                r = P##_inverse(n, a, n, piv, (V *)Ainv[b], lda_inv);                              \
            if (info)                                                                              \
                info[b] = r;                                                                       \
            if (!r)                                                                                \
                lib_written(Ainv[b], n, n, lda_inv, sizeof(T));                                    \
        }                                                                                          \
        lib_written(info, batch, 1, 1, sizeof(int));                                               \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }

LU(S, float, float, abs1_r, NOCONJ)
LU(D, double, double, abs1_r, NOCONJ)
LU(C, cuComplex, float complex, abs_c, conjf)
LU(Z, cuDoubleComplex, double complex, abs_c, conj)
