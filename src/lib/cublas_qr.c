/*
 * cuBLAS's batched QR family (cublas_api.h): geqrfBatched and gelsBatched
 * in S, D, C and Z, for a batch of small column-major matrices, each its
 * own pointer (device memory in cuBLAS: host memory here, as all of
 * cucc's).
 *
 * geqrf is LAPACK's unblocked Householder QR (geqr2): for each of the
 * min(m, n) columns j, the reflector H(j) = I - tau v v^H (larfg) that
 * zeroes A(j+1:m, j), beta = -sign(Re alpha) |(alpha, x)| on the diagonal
 * (real, so R's diagonal is real for C and Z), v below it with v(0) = 1
 * implied, tau in TauArray; no x and a real alpha give tau = 0 (the last
 * row of a square real matrix).  H(j)^H is applied to the columns to the
 * right.  An H200's cuBLAS 13 gives these same choices (signs, the zero
 * tau's, wide matrices factored).
 *
 * gels solves min ||C - A X|| for m >= n and trans N (else
 * CUBLAS_STATUS_NOT_SUPPORTED, info 0): A is factored in place as geqrf,
 * Q^H is applied to C, and R X = (Q^H C)(0:n) is solved into C's first n
 * rows.  devInfoArray[b] is 0, or the first i (1-based) with R(i, i)
 * exactly 0, C then left as Q^H C.  With n or nrhs 0 it returns before
 * anything is written (LAPACK's quick return; an H200's cuBLAS leaves
 * devInfo alone for m = n = nrhs = 0).
 *
 * Bad arguments: status CUBLAS_STATUS_INVALID_VALUE and in the host int
 * info the parameter's position negated, without the handle, as an H200's
 * cuBLAS reports them (gels numbers n -3 and nrhs -2).
 *
 * One macro writes the four types: T the storage type, V the arithmetic
 * type (C99 complex for C and Z, the same layout as cuComplex), R its real
 * type.
 */
#include <complex.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cublas_v2.h"
#include "written.h"

#define LIB_CAPTURED CUBLAS_STATUS_SUCCESS
#define LIB_FAILED CUBLAS_STATUS_EXECUTION_FAILED
#include "stream_call.h"
#include "cublas_solve.h"


static double re_r(double x) { return x; }
static double im_r(double x) { (void)x; return 0; }
static double re_c(double complex x) { return creal(x); }
static double im_c(double complex x) { return cimag(x); }
static double sq_r(double x) { return x * x; }
static double sq_c(double complex x) { return creal(x) * creal(x) + cimag(x) * cimag(x); }
#define NOCONJ(x) (x)

#define QR(P, T, V, R, CONJ, RE, IM, SQ, MKV)                                                       \
    /* H(j)^H = I - conj(tau) v v^H applied to columns [k0, k1) of the     \
     * m x . matrix c from row j; v = (1, a(j+1:m, j)) */                                          \
    static void P##_reflect(int m, int j, const V *a, int lda, V tau, V *c, int ldc, int k0,       \
                            int k1)                                                                \
    {                                                                                              \
        if (tau == 0)                                                                              \
            return;                                                                                \
        const V *v = a + (size_t)j * lda;                                                          \
        for (int k = k0; k < k1; k++) {                                                            \
            V *col = c + (size_t)k * ldc;                                                          \
            V w = col[j];                                                                          \
            for (int i = j + 1; i < m; i++)                                                        \
                w += CONJ(v[i]) * col[i];                                                          \
            w *= CONJ(tau);                                                                        \
            col[j] -= w;                                                                           \
            for (int i = j + 1; i < m; i++)                                                        \
                col[i] -= v[i] * w;                                                                \
        }                                                                                          \
    }                                                                                              \
    /* geqr2 on one m x n matrix; tau gets min(m, n) scalars */                                    \
    static void P##_geqr2(int m, int n, V *a, int lda, V *tau)                                     \
    {                                                                                              \
        int kmax = m < n ? m : n;                                                                  \
        for (int j = 0; j < kmax; j++) {                                                           \
            V *col = a + (size_t)j * lda;                                                          \
            V alpha = col[j];                                                                      \
            double ar = RE(alpha), ai = IM(alpha), amax = fmax(fabs(ar), fabs(ai));                \
            int xnz = 0;                                                                           \
            for (int i = j + 1; i < m; i++) {                                                      \
                amax = fmax(amax, fmax(fabs(RE(col[i])), fabs(IM(col[i]))));                       \
                xnz |= col[i] != 0;                                                                \
            }                                                                                      \
            V t = 0;                                                                               \
            if (xnz || ai != 0) {                                                                  \
                /* |(alpha, x)| scaled by the largest part, as dnrm2 and dlapy3 \
                 * avoid overflow */                                                               \
                double ssq = SQ(alpha / (V)(R)amax);                                               \
                for (int i = j + 1; i < m; i++)                                                    \
                    ssq += SQ(col[i] / (V)(R)amax);                                                \
                double beta = -copysign(amax * sqrt(ssq), ar);                                     \
                t = MKV((beta - ar) / beta, -ai / beta);                                           \
                V scale = (V)1 / (alpha - (V)(R)beta);                                             \
                for (int i = j + 1; i < m; i++)                                                    \
                    col[i] *= scale;                                                               \
                col[j] = (V)(R)beta;                                                               \
            }                                                                                      \
            tau[j] = t;                                                                            \
            P##_reflect(m, j, a, lda, t, a, lda, j + 1, n);                                        \
        }                                                                                          \
    }                                                                                              \
    cublasStatus_t cublas##P##geqrfBatched(cublasHandle_t h, int m, int n, T *const A[], int lda,  \
                                           T *const tau[], int *info, int batch)                   \
    {                                                                                              \
        STREAM_OF(h, s);                                                                           \
        int bad = m < 0                   ? -1                                                     \
                  : n < 0                 ? -2                                                     \
                  : lda < (m > 1 ? m : 1) ? -4                                                     \
                  : batch < 0             ? -7                                                     \
                                          : 0;                                                     \
        if (host_info(info, bad) != CUBLAS_STATUS_SUCCESS)                                        \
            return CUBLAS_STATUS_INVALID_VALUE;                                                    \
        LIB_RUN(s, 1, cublas##P##geqrfBatched, ARG(h), ARG(m), ARG(n), ARG(A), ARG(lda),           \
                ARG(tau), ARG(info), ARG(batch));                                                  \
        int kmax = m < n ? m : n;                                                                  \
        for (int b = 0; b < batch; b++) {                                                          \
            P##_geqr2(m, n, (V *)A[b], lda, (V *)tau[b]);                                          \
            lib_written(A[b], m, n, lda, sizeof(T));                                               \
            lib_written(tau[b], kmax, 1, 1, sizeof(T));                                            \
        }                                                                                          \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    cublasStatus_t cublas##P##gelsBatched(cublasHandle_t h, cublasOperation_t trans, int m, int n, \
                                          int nrhs, T *const A[], int lda, T *const C[], int ldc,  \
                                          int *info, int *dev_info, int batch)                     \
    {                                                                                              \
        STREAM_OF(h, s);                                                                           \
        int bad = m < 0                   ? -1                                                     \
                  : n < 0                 ? -3                                                     \
                  : nrhs < 0              ? -2                                                     \
                  : lda < (m > 1 ? m : 1) ? -5                                                     \
                  : ldc < (m > 1 ? m : 1) ? -7                                                     \
                  : batch < 0             ? -8                                                     \
                                          : 0;                                                     \
        if (host_info(info, bad) != CUBLAS_STATUS_SUCCESS)                                        \
            return CUBLAS_STATUS_INVALID_VALUE;                                                    \
        if (trans != CUBLAS_OP_N || m < n)                                                         \
            return CUBLAS_STATUS_NOT_SUPPORTED;                                                    \
        if (n == 0 || nrhs == 0)                                                                   \
            return CUBLAS_STATUS_SUCCESS;                                                          \
        LIB_RUN(s, 1, cublas##P##gelsBatched, ARG(h), ARG(trans), ARG(m), ARG(n), ARG(nrhs),       \
                ARG(A), ARG(lda), ARG(C), ARG(ldc), ARG(info), ARG(dev_info), ARG(batch));         \
        V *tau = malloc((size_t)n * sizeof(V));                                                    \
        if (!tau)                                                                                  \
            return CUBLAS_STATUS_ALLOC_FAILED;                                                     \
        for (int b = 0; b < batch; b++) {                                                          \
            V *a = (V *)A[b], *c = (V *)C[b];                                                      \
            P##_geqr2(m, n, a, lda, tau);                                                          \
            for (int j = 0; j < n; j++)                                                            \
                P##_reflect(m, j, a, lda, tau[j], c, ldc, 0, nrhs);                                \
            int r = 0;                                                                             \
            for (int j = 0; j < n && !r; j++)                                                      \
                if (a[j + (size_t)j * lda] == 0)                                                   \
                    r = j + 1;                                                                     \
            for (int k = 0; k < nrhs && !r; k++) {    /* R x = (Q^H c)(0:n) */                     \
                V *x = c + (size_t)k * ldc;                                                        \
                for (int i = n - 1; i >= 0; i--) {                                                 \
                    V sum = x[i];                                                                  \
                    for (int l = i + 1; l < n; l++)                                                \
                        sum -= a[i + (size_t)l * lda] * x[l];                                      \
                    x[i] = sum / a[i + (size_t)i * lda];                                           \
                }                                                                                  \
            }                                                                                      \
            if (dev_info)                                                                          \
                dev_info[b] = r;                                                                   \
            lib_written(A[b], m, n, lda, sizeof(T));                                               \
            lib_written(C[b], m, nrhs, ldc, sizeof(T));                                            \
        }                                                                                          \
        free(tau);                                                                                 \
        lib_written(dev_info, batch, 1, 1, sizeof(int));                                           \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }

#define MK_R(re, im) (re)
#define MK_CF(re, im) ((float)(re) + (float)(im) * I)
#define MK_CD(re, im) ((re) + (im) * I)

QR(S, float, float, float, NOCONJ, re_r, im_r, sq_r, MK_R)
QR(D, double, double, double, NOCONJ, re_r, im_r, sq_r, MK_R)
QR(C, cuComplex, float complex, float, conjf, re_c, im_c, sq_c, MK_CF)
QR(Z, cuDoubleComplex, double complex, double, conj, re_c, im_c, sq_c, MK_CD)
