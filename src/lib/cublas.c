/*
 * cuBLAS over the host's CBLAS (include/cublas_api.h says what is here;
 * docs/libraries.md why).  Device memory is host memory, so a cuBLAS call
 * is the CBLAS call with cuBLAS's column-major arguments, after the work
 * queued on the handle's stream before it has finished; it is finished
 * when it returns, which CUDA's ordering allows (the caller cannot tell a
 * call that ran early from one that waited).  Scalars are read where the
 * pointer mode says, which here is the same memory.  Arguments are checked
 * as cuBLAS checks them (CUBLAS_STATUS_INVALID_VALUE) before CBLAS sees
 * them: the reference CBLAS would print and exit on a bad one.  What CBLAS
 * lacks (amin, geam, dgmm, out-of-place trmm) is written here.
 */
#include <cblas.h>
#include <math.h>
#include <stdio.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "cublas_api.h"
#include "stream_call.h"
#include "written.h"

struct cublasContext {
    cudaStream_t stream;
    cublasPointerMode_t pointer_mode;
    cublasAtomicsMode_t atomics_mode;
    cublasMath_t math_mode;
};

/* initcheck: n elements of x, increment inc (any sign; 0: one element), written. */
static void wrote_vec(const void *x, int n, int inc, size_t elem)
{
    lib_written(x, 1, n, inc < 0 ? -inc : inc, elem);
}

/* ---- the handle ---------------------------------------------------------- */

cublasStatus_t cublasCreate_v2(cublasHandle_t *handle)
{
    if (!handle)
        return CUBLAS_STATUS_INVALID_VALUE;
    struct cublasContext *h = calloc(1, sizeof *h);
    if (!h)
        return CUBLAS_STATUS_ALLOC_FAILED;
    if (cudaFree(0) != cudaSuccess) {   /* the device must be usable */
        free(h);
        return CUBLAS_STATUS_NOT_INITIALIZED;
    }
    *handle = h;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasDestroy_v2(cublasHandle_t handle)
{
    if (!handle)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    cudaStreamSynchronize(handle->stream);
    free(handle);
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGetVersion_v2(cublasHandle_t handle, int *version)
{
    if (!version)
        return CUBLAS_STATUS_INVALID_VALUE;
    *version = CUBLAS_VERSION;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGetProperty(libraryPropertyType type, int *value)
{
    if (!value)
        return CUBLAS_STATUS_INVALID_VALUE;
    switch (type) {
    case MAJOR_VERSION: *value = CUBLAS_VER_MAJOR; break;
    case MINOR_VERSION: *value = CUBLAS_VER_MINOR; break;
    case PATCH_LEVEL: *value = CUBLAS_VER_PATCH; break;
    default: return CUBLAS_STATUS_INVALID_VALUE;
    }
    return CUBLAS_STATUS_SUCCESS;
}

size_t cublasGetCudartVersion(void)
{
    int v = 0;
    cudaRuntimeGetVersion(&v);
    return (size_t)v;
}

cublasStatus_t cublasSetWorkspace_v2(cublasHandle_t handle, void *workspace, size_t workspaceSizeInBytes)
{
    if (!handle)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    return !workspace && workspaceSizeInBytes ? CUBLAS_STATUS_INVALID_VALUE : CUBLAS_STATUS_SUCCESS;
}

/* The handle's settings: a getter and a setter each, the setter taking the
 * values `valid` admits. */
#define SETTING(GET, SET, T, FIELD, valid)                                                         \
    cublasStatus_t GET(cublasHandle_t handle, T *value)                                            \
    {                                                                                              \
        if (!handle)                                                                               \
            return CUBLAS_STATUS_NOT_INITIALIZED;                                                  \
        if (!value)                                                                                \
            return CUBLAS_STATUS_INVALID_VALUE;                                                    \
        *value = handle->FIELD;                                                                    \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    cublasStatus_t SET(cublasHandle_t handle, T value)                                             \
    {                                                                                              \
        if (!handle)                                                                               \
            return CUBLAS_STATUS_NOT_INITIALIZED;                                                  \
        if (!(valid))                                                                              \
            return CUBLAS_STATUS_INVALID_VALUE;                                                    \
        handle->FIELD = value;                                                                     \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }
SETTING(cublasGetStream_v2, cublasSetStream_v2, cudaStream_t, stream, true)
SETTING(cublasGetPointerMode_v2, cublasSetPointerMode_v2, cublasPointerMode_t, pointer_mode,
        value == CUBLAS_POINTER_MODE_HOST || value == CUBLAS_POINTER_MODE_DEVICE)
SETTING(cublasGetAtomicsMode, cublasSetAtomicsMode, cublasAtomicsMode_t, atomics_mode,
        value == CUBLAS_ATOMICS_NOT_ALLOWED || value == CUBLAS_ATOMICS_ALLOWED)
SETTING(cublasGetMathMode, cublasSetMathMode, cublasMath_t, math_mode,
        (value & 0xf) <= CUBLAS_TF32_TENSOR_OP_MATH && !(value & ~0x1f))

const char *cublasGetStatusName(cublasStatus_t status)
{
    switch (status) {
    case CUBLAS_STATUS_SUCCESS: return "CUBLAS_STATUS_SUCCESS";
    case CUBLAS_STATUS_NOT_INITIALIZED: return "CUBLAS_STATUS_NOT_INITIALIZED";
    case CUBLAS_STATUS_ALLOC_FAILED: return "CUBLAS_STATUS_ALLOC_FAILED";
    case CUBLAS_STATUS_INVALID_VALUE: return "CUBLAS_STATUS_INVALID_VALUE";
    case CUBLAS_STATUS_ARCH_MISMATCH: return "CUBLAS_STATUS_ARCH_MISMATCH";
    case CUBLAS_STATUS_MAPPING_ERROR: return "CUBLAS_STATUS_MAPPING_ERROR";
    case CUBLAS_STATUS_EXECUTION_FAILED: return "CUBLAS_STATUS_EXECUTION_FAILED";
    case CUBLAS_STATUS_INTERNAL_ERROR: return "CUBLAS_STATUS_INTERNAL_ERROR";
    case CUBLAS_STATUS_NOT_SUPPORTED: return "CUBLAS_STATUS_NOT_SUPPORTED";
    case CUBLAS_STATUS_LICENSE_ERROR: return "CUBLAS_STATUS_LICENSE_ERROR";
    }
    return "CUBLAS_STATUS_UNKNOWN";
}

const char *cublasGetStatusString(cublasStatus_t status)
{
    switch (status) {
    case CUBLAS_STATUS_SUCCESS: return "success";
    case CUBLAS_STATUS_NOT_INITIALIZED: return "the library was not initialized";
    case CUBLAS_STATUS_ALLOC_FAILED: return "the resource allocation failed";
    case CUBLAS_STATUS_INVALID_VALUE: return "an invalid numeric value was used as an argument";
    case CUBLAS_STATUS_ARCH_MISMATCH: return "an absent device architectural feature is required";
    case CUBLAS_STATUS_MAPPING_ERROR: return "an access to GPU memory space failed";
    case CUBLAS_STATUS_EXECUTION_FAILED: return "the GPU program failed to execute";
    case CUBLAS_STATUS_INTERNAL_ERROR: return "an internal operation failed";
    case CUBLAS_STATUS_NOT_SUPPORTED: return "the functionality requested is not supported";
    case CUBLAS_STATUS_LICENSE_ERROR: return "error detected trying to check the license";
    }
    return "unknown error";
}

/* ---- helpers: strided copies ---------------------------------------------- */

static cublasStatus_t strided(int n, int elem, const void *x, int incx, void *y, int incy)
{
    if (n < 0 || elem <= 0 || incx <= 0 || incy <= 0)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (!n)
        return CUBLAS_STATUS_SUCCESS;
    if (!x || !y)
        return CUBLAS_STATUS_INVALID_VALUE;
    for (int i = 0; i < n; i++)
        memcpy((char *)y + (size_t)i * incy * elem, (const char *)x + (size_t)i * incx * elem, (size_t)elem);
    return CUBLAS_STATUS_SUCCESS;
}

/* A leading dimension below the rows is cuBLAS's failed copy (a 2D copy
 * with a pitch under its width), not an invalid value. */
static cublasStatus_t matrix(int rows, int cols, int elem, const void *A, int lda, void *B, int ldb)
{
    if (rows < 0 || cols < 0 || elem <= 0 || lda <= 0 || ldb <= 0)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (lda < rows || ldb < rows)
        return CUBLAS_STATUS_MAPPING_ERROR;
    if (!rows || !cols)
        return CUBLAS_STATUS_SUCCESS;
    if (!A || !B)
        return CUBLAS_STATUS_INVALID_VALUE;
    for (int j = 0; j < cols; j++)
        memcpy((char *)B + (size_t)j * ldb * elem, (const char *)A + (size_t)j * lda * elem,
               (size_t)rows * elem);
    return CUBLAS_STATUS_SUCCESS;
}

/* The synchronous forms wait for the legacy stream's work, as a cudaMemcpy
 * does; the asynchronous ones for their stream's (and are done on return). */
cublasStatus_t cublasSetVector(int n, int elemSize, const void *x, int incx, void *devicePtr, int incy)
{
    cudaStreamSynchronize(0);
    return strided(n, elemSize, x, incx, devicePtr, incy);
}

cublasStatus_t cublasGetVector(int n, int elemSize, const void *x, int incx, void *y, int incy)
{
    cudaStreamSynchronize(0);
    return strided(n, elemSize, x, incx, y, incy);
}

cublasStatus_t cublasSetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb)
{
    cudaStreamSynchronize(0);
    return matrix(rows, cols, elemSize, A, lda, B, ldb);
}

cublasStatus_t cublasGetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb)
{
    cudaStreamSynchronize(0);
    return matrix(rows, cols, elemSize, A, lda, B, ldb);
}

cublasStatus_t cublasSetVectorAsync(int n, int elemSize, const void *hostPtr, int incx, void *devicePtr, int incy,
                                    cudaStream_t stream)
{
    cudaStreamSynchronize(stream);
    return strided(n, elemSize, hostPtr, incx, devicePtr, incy);
}

cublasStatus_t cublasGetVectorAsync(int n, int elemSize, const void *devicePtr, int incx, void *hostPtr, int incy,
                                    cudaStream_t stream)
{
    cudaStreamSynchronize(stream);
    return strided(n, elemSize, devicePtr, incx, hostPtr, incy);
}

cublasStatus_t cublasSetMatrixAsync(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb,
                                    cudaStream_t stream)
{
    cudaStreamSynchronize(stream);
    return matrix(rows, cols, elemSize, A, lda, B, ldb);
}

cublasStatus_t cublasGetMatrixAsync(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb,
                                    cudaStream_t stream)
{
    cudaStreamSynchronize(stream);
    return matrix(rows, cols, elemSize, A, lda, B, ldb);
}

/* ---- common checks ----------------------------------------------------------- */

/* The handle exists. */
#define HANDLE(h)                                                                                  \
    do {                                                                                           \
        if (!(h))                                                                                  \
            return CUBLAS_STATUS_NOT_INITIALIZED;                                                  \
    } while (0)
/* After the checks: the work queued before the call on the handle's stream
 * is done, or the call is recorded into the stream's capture
 * (src/lib/stream_call.h); scalars are copied in host pointer mode. */
#define LIB_CAPTURED CUBLAS_STATUS_SUCCESS
#define LIB_FAILED CUBLAS_STATUS_EXECUTION_FAILED
#define RUN(h, self, ...) LIB_RUN((h)->stream, (h)->pointer_mode == CUBLAS_POINTER_MODE_HOST, self, __VA_ARGS__)
#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond))                                                                               \
            return CUBLAS_STATUS_INVALID_VALUE;                                                    \
    } while (0)

static int max1(int a) { return a > 1 ? a : 1; }

static bool op_ok(cublasOperation_t op) { return op == CUBLAS_OP_N || op == CUBLAS_OP_T || op == CUBLAS_OP_C; }
static bool fill_ok(cublasFillMode_t u) { return u == CUBLAS_FILL_MODE_LOWER || u == CUBLAS_FILL_MODE_UPPER; }
static bool side_ok(cublasSideMode_t s) { return s == CUBLAS_SIDE_LEFT || s == CUBLAS_SIDE_RIGHT; }
static bool diag_ok(cublasDiagType_t d) { return d == CUBLAS_DIAG_NON_UNIT || d == CUBLAS_DIAG_UNIT; }

static enum CBLAS_TRANSPOSE trans_of(cublasOperation_t op)
{
    return op == CUBLAS_OP_N ? CblasNoTrans : op == CUBLAS_OP_T ? CblasTrans : CblasConjTrans;
}
static enum CBLAS_UPLO uplo_of(cublasFillMode_t u) { return u == CUBLAS_FILL_MODE_LOWER ? CblasLower : CblasUpper; }
static enum CBLAS_SIDE side_of(cublasSideMode_t s) { return s == CUBLAS_SIDE_LEFT ? CblasLeft : CblasRight; }
static enum CBLAS_DIAG diag_of(cublasDiagType_t d) { return d == CUBLAS_DIAG_UNIT ? CblasUnit : CblasNonUnit; }

/* cuBLAS's level-3 products report a bad argument on standard output as
 * the reference BLAS's XERBLA does, numbered as the Fortran routine's
 * parameters (seen on an H200 for gemm and trsm): the first bad one in
 * the reference order. */
static cublasStatus_t bad_param(const char *routine, int param)
{
    printf(" ** On entry to %s  parameter number %d had an illegal value\n", routine, param);
    return CUBLAS_STATUS_INVALID_VALUE;
}

static int gemm_bad(cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k, int lda, int ldb, int ldc)
{
    return !op_ok(ta) ? 1 : !op_ok(tb) ? 2 : m < 0 ? 3 : n < 0 ? 4 : k < 0 ? 5
           : lda < max1(ta == CUBLAS_OP_N ? m : k) ? 8 : ldb < max1(tb == CUBLAS_OP_N ? k : n) ? 10
           : ldc < max1(m) ? 13 : 0;
}

static int trsm_bad(cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag,
                    int m, int n, int lda, int ldb)
{
    return !side_ok(side) ? 1 : !fill_ok(uplo) ? 2 : !op_ok(trans) ? 3 : !diag_ok(diag) ? 4 : m < 0 ? 5
           : n < 0 ? 6 : lda < max1(side == CUBLAS_SIDE_LEFT ? m : n) ? 9 : ldb < max1(m) ? 11 : 0;
}

/* ---- level 1 ------------------------------------------------------------------- */

/* |x| as cuBLAS's amax/amin measure it: |re| + |im| for complex. */
static double mag_s(const void *x, long i) { return fabsf(((const float *)x)[i]); }
static double mag_d(const void *x, long i) { return fabs(((const double *)x)[i]); }
static double mag_c(const void *x, long i) { return fabsf(((const float *)x)[2 * i]) + fabsf(((const float *)x)[2 * i + 1]); }
static double mag_z(const void *x, long i) { return fabs(((const double *)x)[2 * i]) + fabs(((const double *)x)[2 * i + 1]); }

/* The 1-based index of the first largest (or smallest) magnitude; 0 when n
 * or incx is not positive. */
static cublasStatus_t extreme(cublasHandle_t h, int n, const void *x, int incx, int *result,
                              double (*mag)(const void *, long), bool largest)
{
    CHECK(result);
    int best = 0;
    if (n > 0 && incx > 0) {
        double m = mag(x, 0);
        best = 1;
        for (int i = 1; i < n; i++) {
            double v = mag(x, (long)i * incx);
            if (largest ? v > m : v < m) {
                m = v;
                best = i + 1;
            }
        }
    }
    *result = best;
    return CUBLAS_STATUS_SUCCESS;
}

#define AMAX(p, T, M)                                                                              \
    cublasStatus_t cublasI##p##amax_v2(cublasHandle_t h, int n, const T *x, int incx, int *result)  \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(result);                                                                             \
        RUN(h, cublasI##p##amax_v2, ARG(h), ARG(n), ARG(x), ARG(incx), ARG(result));               \
        cublasStatus_t st = extreme(h, n, x, incx, result, M, true);                               \
        wrote_vec(result, 1, 1, sizeof(int));                                                      \
        return st;                                                                                 \
    }                                                                                              \
    cublasStatus_t cublasI##p##amin_v2(cublasHandle_t h, int n, const T *x, int incx, int *result)  \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(result);                                                                             \
        RUN(h, cublasI##p##amin_v2, ARG(h), ARG(n), ARG(x), ARG(incx), ARG(result));               \
        cublasStatus_t st = extreme(h, n, x, incx, result, M, false);                              \
        wrote_vec(result, 1, 1, sizeof(int));                                                      \
        return st;                                                                                 \
    }
AMAX(s, float, mag_s)
AMAX(d, double, mag_d)
AMAX(c, cuComplex, mag_c)
AMAX(z, cuDoubleComplex, mag_z)

/* Real: scalars by value to CBLAS; complex: by pointer. */
#define L1_REAL(P, p, T)                                                                           \
    cublasStatus_t cublas##P##axpy_v2(cublasHandle_t h, int n, const T *alpha, const T *x, int incx, \
                                      T *y, int incy)                                              \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(alpha);                                                                              \
        RUN(h, cublas##P##axpy_v2, ARG(h), ARG(n), SCALAR(alpha, sizeof *(alpha)), ARG(x),         \
            ARG(incx), ARG(y), ARG(incy));                                                         \
        if (n > 0)                                                                                 \
            { cblas_##p##axpy(n, *alpha, x, incx, y, incy); wrote_vec(y, n, incy, sizeof(T)); }                                          \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    cublasStatus_t cublas##P##scal_v2(cublasHandle_t h, int n, const T *alpha, T *x, int incx)     \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(alpha);                                                                              \
        RUN(h, cublas##P##scal_v2, ARG(h), ARG(n), SCALAR(alpha, sizeof *(alpha)), ARG(x),         \
            ARG(incx));                                                                            \
        if (n > 0 && incx > 0)                                                                     \
            { cblas_##p##scal(n, *alpha, x, incx); wrote_vec(x, n, incx, sizeof(T)); }                                                   \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    cublasStatus_t cublas##P##dot_v2(cublasHandle_t h, int n, const T *x, int incx, const T *y,    \
                                     int incy, T *result)                                          \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(result);                                                                             \
        RUN(h, cublas##P##dot_v2, ARG(h), ARG(n), ARG(x), ARG(incx), ARG(y), ARG(incy),            \
            ARG(result));                                                                          \
        *result = n > 0 ? cblas_##p##dot(n, x, incx, y, incy) : 0;                                 \
        lib_written(result, 1, 1, 1, sizeof(T));                                                   \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    cublasStatus_t cublas##P##rot_v2(cublasHandle_t h, int n, T *x, int incx, T *y, int incy,      \
                                     const T *c, const T *s)                                       \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(c &&s);                                                                              \
        RUN(h, cublas##P##rot_v2, ARG(h), ARG(n), ARG(x), ARG(incx), ARG(y), ARG(incy),            \
            SCALAR(c, sizeof *(c)), SCALAR(s, sizeof *(s)));                                       \
        if (n > 0)                                                                                 \
            { cblas_##p##rot(n, x, incx, y, incy, *c, *s); wrote_vec(x, n, incx, sizeof(T)); wrote_vec(y, n, incy, sizeof(T)); }                                           \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }
L1_REAL(S, s, float)
L1_REAL(D, d, double)

/* dotu and dotc: CBLAS returns complex results through a pointer */
#define CDOT(P, p, T, DOT)                                                                         \
    cublasStatus_t cublas##P##DOT##_v2(cublasHandle_t h, int n, const T *x, int incx, const T *y,  \
                                       int incy, T *result)                                        \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(result);                                                                             \
        RUN(h, cublas##P##DOT##_v2, ARG(h), ARG(n), ARG(x), ARG(incx), ARG(y), ARG(incy),          \
            ARG(result));                                                                          \
        T r = {0, 0};                                                                              \
        if (n > 0)                                                                                 \
            cblas_##p##DOT##_sub(n, x, incx, y, incy, &r);                                         \
        *result = r;                                                                               \
        wrote_vec(result, 1, 1, sizeof(T));                                                        \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }
#define L1_COMPLEX(P, p, T, R)                                                                     \
    cublasStatus_t cublas##P##axpy_v2(cublasHandle_t h, int n, const T *alpha, const T *x, int incx, \
                                      T *y, int incy)                                              \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(alpha);                                                                              \
        RUN(h, cublas##P##axpy_v2, ARG(h), ARG(n), SCALAR(alpha, sizeof *(alpha)), ARG(x),         \
            ARG(incx), ARG(y), ARG(incy));                                                         \
        if (n > 0)                                                                                 \
            { cblas_##p##axpy(n, alpha, x, incx, y, incy); wrote_vec(y, n, incy, sizeof(T)); }                                           \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    cublasStatus_t cublas##P##scal_v2(cublasHandle_t h, int n, const T *alpha, T *x, int incx)     \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(alpha);                                                                              \
        RUN(h, cublas##P##scal_v2, ARG(h), ARG(n), SCALAR(alpha, sizeof *(alpha)), ARG(x),         \
            ARG(incx));                                                                            \
        if (n > 0 && incx > 0)                                                                     \
            { cblas_##p##scal(n, alpha, x, incx); wrote_vec(x, n, incx, sizeof(T)); }                                                    \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    CDOT(P, p, T, dotu)                                                                            \
    CDOT(P, p, T, dotc)
L1_COMPLEX(C, c, cuComplex, float)
L1_COMPLEX(Z, z, cuDoubleComplex, double)

#define L1_ANY(P, p, T)                                                                            \
    cublasStatus_t cublas##P##copy_v2(cublasHandle_t h, int n, const T *x, int incx, T *y, int incy) \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        RUN(h, cublas##P##copy_v2, ARG(h), ARG(n), ARG(x), ARG(incx), ARG(y), ARG(incy));          \
        if (n > 0)                                                                                 \
            { cblas_##p##copy(n, x, incx, y, incy); wrote_vec(y, n, incy, sizeof(T)); }                                                  \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    cublasStatus_t cublas##P##swap_v2(cublasHandle_t h, int n, T *x, int incx, T *y, int incy)     \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        RUN(h, cublas##P##swap_v2, ARG(h), ARG(n), ARG(x), ARG(incx), ARG(y), ARG(incy));          \
        if (n > 0)                                                                                 \
            { cblas_##p##swap(n, x, incx, y, incy); wrote_vec(x, n, incx, sizeof(T)); wrote_vec(y, n, incy, sizeof(T)); }                                                  \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }
L1_ANY(S, s, float)
L1_ANY(D, d, double)
L1_ANY(C, c, cuComplex)
L1_ANY(Z, z, cuDoubleComplex)

#define L1_NORM(NAME, CB, T, R)                                                                    \
    cublasStatus_t NAME(cublasHandle_t h, int n, const T *x, int incx, R *result)                  \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(result);                                                                             \
        RUN(h, NAME, ARG(h), ARG(n), ARG(x), ARG(incx), ARG(result));                              \
        *result = n > 0 && incx > 0 ? CB(n, x, incx) : 0;                                          \
        wrote_vec(result, 1, 1, sizeof(R));                                                        \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }
L1_NORM(cublasSasum_v2, cblas_sasum, float, float)
L1_NORM(cublasDasum_v2, cblas_dasum, double, double)
L1_NORM(cublasScasum_v2, cblas_scasum, cuComplex, float)
L1_NORM(cublasDzasum_v2, cblas_dzasum, cuDoubleComplex, double)
L1_NORM(cublasSnrm2_v2, cblas_snrm2, float, float)
L1_NORM(cublasDnrm2_v2, cblas_dnrm2, double, double)
L1_NORM(cublasScnrm2_v2, cblas_scnrm2, cuComplex, float)
L1_NORM(cublasDznrm2_v2, cblas_dznrm2, cuDoubleComplex, double)

cublasStatus_t cublasCsscal_v2(cublasHandle_t h, int n, const float *alpha, cuComplex *x, int incx)
{
    HANDLE(h);
    CHECK(alpha);
    RUN(h, cublasCsscal_v2, ARG(h), ARG(n), SCALAR(alpha, sizeof *(alpha)), ARG(x), ARG(incx));
    if (n > 0 && incx > 0)
    {
        cblas_csscal(n, *alpha, x, incx);
        wrote_vec(x, n, incx, sizeof(cuComplex));
    }
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasZdscal_v2(cublasHandle_t h, int n, const double *alpha, cuDoubleComplex *x, int incx)
{
    HANDLE(h);
    CHECK(alpha);
    RUN(h, cublasZdscal_v2, ARG(h), ARG(n), SCALAR(alpha, sizeof *(alpha)), ARG(x), ARG(incx));
    if (n > 0 && incx > 0)
    {
        cblas_zdscal(n, *alpha, x, incx);
        wrote_vec(x, n, incx, sizeof(cuDoubleComplex));
    }
    return CUBLAS_STATUS_SUCCESS;
}

/* ---- level 2 --------------------------------------------------------------------- */

/* Element k of x with increment inc (negative: from the end) of n. */
static inline long at_inc(int k, int inc, int n) { return inc >= 0 ? (long)k * inc : (long)(n - 1 - k) * -inc; }

/* A zero increment, which CBLAS rejects and cuBLAS takes (seen on an H200):
 * x with increment 0 is x[0] for every element; y with increment 0 gets the
 * first element of the result.  The call then runs on contiguous copies. */
static void *gather(const void *x, int inc, int len, size_t e)
{
    char *t = malloc((size_t)(len > 0 ? len : 1) * e);
    for (int i = 0; t && i < len; i++)
        memcpy(t + (size_t)i * e, (const char *)x + (size_t)at_inc(inc ? i : 0, inc, len) * e, e);
    return t;
}

static void scatter(const void *t, void *y, int inc, int len, size_t e)
{
    for (int i = 0; i < (inc ? len : 1); i++)
        memcpy((char *)y + (size_t)at_inc(i, inc, len) * e, (const char *)t + (size_t)i * e, e);
}

/* S(x): a scalar argument for CBLAS, the value for real types, the pointer
 * for complex ones. */
#define BY_VALUE(x) (*(x))
#define BY_POINTER(x) (x)

#define L2(P, p, T, S)                                                                             \
    cublasStatus_t cublas##P##gemv_v2(cublasHandle_t h, cublasOperation_t trans, int m, int n,     \
                                      const T *alpha, const T *A, int lda, const T *x, int incx,   \
                                      const T *beta, T *y, int incy)                               \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(op_ok(trans) && m >= 0 && n >= 0 && lda >= max1(m) && alpha && beta);                \
        RUN(h, cublas##P##gemv_v2, ARG(h), ARG(trans), ARG(m), ARG(n),                             \
            SCALAR(alpha, sizeof *(alpha)), ARG(A), ARG(lda), ARG(x), ARG(incx), SCALAR(beta,      \
            sizeof *(beta)), ARG(y), ARG(incy));                                                   \
        if (!m || !n)                                                                              \
            return CUBLAS_STATUS_SUCCESS;                                                          \
        if (incx && incy) {                                                                        \
            cblas_##p##gemv(CblasColMajor, trans_of(trans), m, n, S(alpha), A, lda, x, incx,       \
                            S(beta), y, incy);                                                     \
            wrote_vec(y, trans == CUBLAS_OP_N ? m : n, incy, sizeof(T));                           \
            return CUBLAS_STATUS_SUCCESS;                                                          \
        }                                                                                          \
        int lx = trans == CUBLAS_OP_N ? n : m, ly = trans == CUBLAS_OP_N ? m : n;                  \
        T *tx = gather(x, incx, lx, sizeof(T)), *ty = gather(y, incy, ly, sizeof(T));              \
        if (tx && ty) {                                                                            \
            cblas_##p##gemv(CblasColMajor, trans_of(trans), m, n, S(alpha), A, lda, tx, 1,         \
                            S(beta), ty, 1);                                                       \
            scatter(ty, y, incy, ly, sizeof(T));                                                   \
        }                                                                                          \
        bool ok = tx && ty;                                                                        \
        free(tx);                                                                                  \
        free(ty);                                                                                  \
        return ok ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_ALLOC_FAILED;                            \
    }                                                                                              \
    cublasStatus_t cublas##P##trmv_v2(cublasHandle_t h, cublasFillMode_t uplo,                     \
                                      cublasOperation_t trans, cublasDiagType_t diag, int n,       \
                                      const T *A, int lda, T *x, int incx)                         \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(fill_ok(uplo) && op_ok(trans) && diag_ok(diag) && n >= 0 && lda >= max1(n) && incx); \
        RUN(h, cublas##P##trmv_v2, ARG(h), ARG(uplo), ARG(trans), ARG(diag), ARG(n), ARG(A),       \
            ARG(lda), ARG(x), ARG(incx));                                                          \
        if (n)                                                                                     \
            cblas_##p##trmv(CblasColMajor, uplo_of(uplo), trans_of(trans), diag_of(diag), n, A,    \
                            lda, x, incx);                                                         \
        wrote_vec(x, n, incx, sizeof(T));                                                          \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    cublasStatus_t cublas##P##trsv_v2(cublasHandle_t h, cublasFillMode_t uplo,                     \
                                      cublasOperation_t trans, cublasDiagType_t diag, int n,       \
                                      const T *A, int lda, T *x, int incx)                         \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(fill_ok(uplo) && op_ok(trans) && diag_ok(diag) && n >= 0 && lda >= max1(n) && incx); \
        RUN(h, cublas##P##trsv_v2, ARG(h), ARG(uplo), ARG(trans), ARG(diag), ARG(n), ARG(A),       \
            ARG(lda), ARG(x), ARG(incx));                                                          \
        if (n)                                                                                     \
            cblas_##p##trsv(CblasColMajor, uplo_of(uplo), trans_of(trans), diag_of(diag), n, A,    \
                            lda, x, incx);                                                         \
        wrote_vec(x, n, incx, sizeof(T));                                                          \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }
L2(S, s, float, BY_VALUE)
L2(D, d, double, BY_VALUE)
L2(C, c, cuComplex, BY_POINTER)
L2(Z, z, cuDoubleComplex, BY_POINTER)

#define GER(P, N, CB, T, S)                                                                        \
    cublasStatus_t cublas##P##N##_v2(cublasHandle_t h, int m, int n, const T *alpha, const T *x,   \
                                     int incx, const T *y, int incy, T *A, int lda)                \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(m >= 0 && n >= 0 && lda >= max1(m) && alpha);                                        \
        RUN(h, cublas##P##N##_v2, ARG(h), ARG(m), ARG(n), SCALAR(alpha, sizeof *(alpha)),          \
            ARG(x), ARG(incx), ARG(y), ARG(incy), ARG(A), ARG(lda));                               \
        if (!m || !n)                                                                              \
            return CUBLAS_STATUS_SUCCESS;                                                          \
        lib_written(A, m, n, lda, sizeof(T));                                                      \
        if (incx && incy) {                                                                        \
            CB(CblasColMajor, m, n, S(alpha), x, incx, y, incy, A, lda);                           \
            return CUBLAS_STATUS_SUCCESS;                                                          \
        }                                                                                          \
        T *tx = gather(x, incx, m, sizeof(T)), *ty = gather(y, incy, n, sizeof(T));                \
        if (tx && ty)                                                                              \
            CB(CblasColMajor, m, n, S(alpha), tx, 1, ty, 1, A, lda);                               \
        bool ok = tx && ty;                                                                        \
        free(tx);                                                                                  \
        free(ty);                                                                                  \
        return ok ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_ALLOC_FAILED;                            \
    }
GER(S, ger, cblas_sger, float, BY_VALUE)
GER(D, ger, cblas_dger, double, BY_VALUE)
GER(C, geru, cblas_cgeru, cuComplex, BY_POINTER)
GER(C, gerc, cblas_cgerc, cuComplex, BY_POINTER)
GER(Z, geru, cblas_zgeru, cuDoubleComplex, BY_POINTER)
GER(Z, gerc, cblas_zgerc, cuDoubleComplex, BY_POINTER)

#define SYMV(P, N, CB, T, S)                                                                       \
    cublasStatus_t cublas##P##N##_v2(cublasHandle_t h, cublasFillMode_t uplo, int n,               \
                                     const T *alpha, const T *A, int lda, const T *x, int incx,    \
                                     const T *beta, T *y, int incy)                                \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(fill_ok(uplo) && n >= 0 && lda >= max1(n) && alpha && beta);                         \
        RUN(h, cublas##P##N##_v2, ARG(h), ARG(uplo), ARG(n), SCALAR(alpha, sizeof *(alpha)),       \
            ARG(A), ARG(lda), ARG(x), ARG(incx), SCALAR(beta,                                      \
            sizeof *(beta)), ARG(y), ARG(incy));                                                   \
        if (!n)                                                                                    \
            return CUBLAS_STATUS_SUCCESS;                                                          \
        wrote_vec(y, n, incy, sizeof(T));                                                          \
        if (incx && incy) {                                                                        \
            CB(CblasColMajor, uplo_of(uplo), n, S(alpha), A, lda, x, incx, S(beta), y, incy);      \
            return CUBLAS_STATUS_SUCCESS;                                                          \
        }                                                                                          \
        T *tx = gather(x, incx, n, sizeof(T)), *ty = gather(y, incy, n, sizeof(T));                \
        if (tx && ty) {                                                                            \
            CB(CblasColMajor, uplo_of(uplo), n, S(alpha), A, lda, tx, 1, S(beta), ty, 1);          \
            scatter(ty, y, incy, n, sizeof(T));                                                    \
        }                                                                                          \
        bool ok = tx && ty;                                                                        \
        free(tx);                                                                                  \
        free(ty);                                                                                  \
        return ok ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_ALLOC_FAILED;                            \
    }
SYMV(S, symv, cblas_ssymv, float, BY_VALUE)
SYMV(D, symv, cblas_dsymv, double, BY_VALUE)
SYMV(C, hemv, cblas_chemv, cuComplex, BY_POINTER)
SYMV(Z, hemv, cblas_zhemv, cuDoubleComplex, BY_POINTER)

/* ---- level 3 ----------------------------------------------------------------------- */

/* Element arithmetic of geam and dgmm, for each type. */
static inline float mul_s(float a, float b) { return a * b; }
static inline double mul_d(double a, double b) { return a * b; }
static inline float add_s(float a, float b) { return a + b; }
static inline double add_d(double a, double b) { return a + b; }
static inline float conj_s(float a) { return a; }
static inline double conj_d(double a) { return a; }
static inline bool zero_s(const float *a) { return *a == 0; }
static inline bool zero_d(const double *a) { return *a == 0; }
static inline bool zero_c(const cuComplex *a) { return a->x == 0 && a->y == 0; }
static inline bool zero_z(const cuDoubleComplex *a) { return a->x == 0 && a->y == 0; }
#define mul_c cuCmulf
#define mul_z cuCmul
#define add_c cuCaddf
#define add_z cuCadd
#define conj_c cuConjf
#define conj_z cuConj


#define L3(P, p, T, S, REAL)                                                                           \
    cublasStatus_t cublas##P##gemm_v2(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, \
                                      int m, int n, int k, const T *alpha, const T *A, int lda,    \
                                      const T *B, int ldb, const T *beta, T *C, int ldc)           \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        int bad = gemm_bad(ta, tb, m, n, k, lda, ldb, ldc);                                        \
        if (bad)                                                                                   \
            return bad_param(#P "GEMM", bad);                                                      \
        CHECK(alpha && beta);                                                                      \
        RUN(h, cublas##P##gemm_v2, ARG(h), ARG(ta), ARG(tb), ARG(m), ARG(n), ARG(k),               \
            SCALAR(alpha, sizeof *(alpha)), ARG(A), ARG(lda), ARG(B), ARG(ldb), SCALAR(beta,       \
            sizeof *(beta)), ARG(C), ARG(ldc));                                                    \
        if (m && n)                                                                                \
            cblas_##p##gemm(CblasColMajor, trans_of(ta), trans_of(tb), m, n, k, S(alpha), A, lda,  \
                            B, ldb, S(beta), C, ldc);                                              \
        lib_written(C, m, n, ldc, sizeof(T));                                                      \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    cublasStatus_t cublas##P##gemmBatched(cublasHandle_t h, cublasOperation_t ta,                  \
                                          cublasOperation_t tb, int m, int n, int k,               \
                                          const T *alpha, const T *const A[], int lda,             \
                                          const T *const B[], int ldb, const T *beta,              \
                                          T *const C[], int ldc, int count)                        \
    {                                                                                              \
        CHECK(count >= 0);                                                                         \
        for (int b = 0; b < count; b++) {                                                          \
            cublasStatus_t st = cublas##P##gemm_v2(h, ta, tb, m, n, k, alpha, A[b], lda, B[b],     \
                                                   ldb, beta, C[b], ldc);                          \
            if (st != CUBLAS_STATUS_SUCCESS)                                                       \
                return st;                                                                         \
        }                                                                                          \
        return count ? CUBLAS_STATUS_SUCCESS : (h ? CUBLAS_STATUS_SUCCESS                          \
                                                  : CUBLAS_STATUS_NOT_INITIALIZED);                \
    }                                                                                              \
    cublasStatus_t cublas##P##gemmStridedBatched(                                                  \
        cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,         \
        const T *alpha, const T *A, int lda, long long sA, const T *B, int ldb, long long sB,      \
        const T *beta, T *C, int ldc, long long sC, int count)                                     \
    {                                                                                              \
        CHECK(count >= 0);                                                                         \
        for (int b = 0; b < count; b++) {                                                          \
            cublasStatus_t st = cublas##P##gemm_v2(h, ta, tb, m, n, k, alpha, A + b * sA, lda,     \
                                                   B + b * sB, ldb, beta, C + b * sC, ldc);        \
            if (st != CUBLAS_STATUS_SUCCESS)                                                       \
                return st;                                                                         \
        }                                                                                          \
        return h ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_NOT_INITIALIZED;                          \
    }                                                                                              \
    cublasStatus_t cublas##P##symm_v2(cublasHandle_t h, cublasSideMode_t side,                     \
                                      cublasFillMode_t uplo, int m, int n, const T *alpha,         \
                                      const T *A, int lda, const T *B, int ldb, const T *beta,     \
                                      T *C, int ldc)                                               \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(side_ok(side) && fill_ok(uplo) && m >= 0 && n >= 0 &&                                \
              lda >= max1(side == CUBLAS_SIDE_LEFT ? m : n) && ldb >= max1(m) &&                   \
              ldc >= max1(m) && alpha && beta);                                                    \
        RUN(h, cublas##P##symm_v2, ARG(h), ARG(side), ARG(uplo), ARG(m), ARG(n),                   \
            SCALAR(alpha, sizeof *(alpha)), ARG(A), ARG(lda), ARG(B), ARG(ldb), SCALAR(beta,       \
            sizeof *(beta)), ARG(C), ARG(ldc));                                                    \
        if (m && n)                                                                                \
            cblas_##p##symm(CblasColMajor, side_of(side), uplo_of(uplo), m, n, S(alpha), A, lda,   \
                            B, ldb, S(beta), C, ldc);                                              \
        lib_written(C, m, n, ldc, sizeof(T));                                                      \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    cublasStatus_t cublas##P##syrk_v2(cublasHandle_t h, cublasFillMode_t uplo,                     \
                                      cublasOperation_t trans, int n, int k, const T *alpha,       \
                                      const T *A, int lda, const T *beta, T *C, int ldc)           \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(fill_ok(uplo) && (trans == CUBLAS_OP_N || trans == CUBLAS_OP_T ||                    \
                                (trans == CUBLAS_OP_C && REAL)) &&                                  \
              n >= 0 && k >= 0 && lda >= max1(trans == CUBLAS_OP_N ? n : k) && ldc >= max1(n) &&   \
              alpha && beta);                                                                      \
        RUN(h, cublas##P##syrk_v2, ARG(h), ARG(uplo), ARG(trans), ARG(n), ARG(k),                  \
            SCALAR(alpha, sizeof *(alpha)), ARG(A), ARG(lda), SCALAR(beta,                         \
            sizeof *(beta)), ARG(C), ARG(ldc));                                                    \
        if (n)                                                                                     \
            cblas_##p##syrk(CblasColMajor, uplo_of(uplo),                                          \
                            trans == CUBLAS_OP_N ? CblasNoTrans : CblasTrans, n, k, S(alpha), A,   \
                            lda, S(beta), C, ldc);                                                 \
        lib_written(C, n, n, ldc, sizeof(T));                                                      \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    cublasStatus_t cublas##P##trmm_v2(cublasHandle_t h, cublasSideMode_t side,                     \
                                      cublasFillMode_t uplo, cublasOperation_t trans,              \
                                      cublasDiagType_t diag, int m, int n, const T *alpha,         \
                                      const T *A, int lda, const T *B, int ldb, T *C, int ldc)     \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(side_ok(side) && fill_ok(uplo) && op_ok(trans) && diag_ok(diag) && m >= 0 &&         \
              n >= 0 && lda >= max1(side == CUBLAS_SIDE_LEFT ? m : n) && ldb >= max1(m) &&         \
              ldc >= max1(m) && alpha);                                                            \
        RUN(h, cublas##P##trmm_v2, ARG(h), ARG(side), ARG(uplo), ARG(trans), ARG(diag), ARG(m),    \
            ARG(n), SCALAR(alpha,                                                                  \
            sizeof *(alpha)), ARG(A), ARG(lda), ARG(B), ARG(ldb), ARG(C), ARG(ldc));               \
        if (!m || !n)                                                                              \
            return CUBLAS_STATUS_SUCCESS;                                                          \
        if (C != B) /* cuBLAS's trmm writes C: B copied there, then in place */                    \
            for (int j = 0; j < n; j++)                                                            \
                memmove(C + (long)j * ldc, B + (long)j * ldb, sizeof(T) * (size_t)m);              \
        cblas_##p##trmm(CblasColMajor, side_of(side), uplo_of(uplo), trans_of(trans),              \
                        diag_of(diag), m, n, S(alpha), A, lda, C, ldc);                            \
        lib_written(C, m, n, ldc, sizeof(T));                                                      \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    cublasStatus_t cublas##P##trsm_v2(cublasHandle_t h, cublasSideMode_t side,                     \
                                      cublasFillMode_t uplo, cublasOperation_t trans,              \
                                      cublasDiagType_t diag, int m, int n, const T *alpha,         \
                                      const T *A, int lda, T *B, int ldb)                          \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        int bad = trsm_bad(side, uplo, trans, diag, m, n, lda, ldb);                               \
        if (bad)                                                                                   \
            return bad_param(#P "TRSM", bad);                                                      \
        CHECK(alpha);                                                                              \
        RUN(h, cublas##P##trsm_v2, ARG(h), ARG(side), ARG(uplo), ARG(trans), ARG(diag), ARG(m),    \
            ARG(n), SCALAR(alpha, sizeof *(alpha)), ARG(A), ARG(lda), ARG(B), ARG(ldb));           \
        if (m && n)                                                                                \
            cblas_##p##trsm(CblasColMajor, side_of(side), uplo_of(uplo), trans_of(trans),          \
                            diag_of(diag), m, n, S(alpha), A, lda, B, ldb);                        \
        lib_written(B, m, n, ldb, sizeof(T));                                                      \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    /* C = alpha op(A) + beta op(B), m x n; C may be A or B (not transposed) */                    \
    cublasStatus_t cublas##P##geam(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb,   \
                                   int m, int n, const T *alpha, const T *A, int lda,              \
                                   const T *beta, const T *B, int ldb, T *C, int ldc)              \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(op_ok(ta) && op_ok(tb) && m >= 0 && n >= 0 && alpha && beta && ldc >= max1(m) &&     \
              lda >= max1(ta == CUBLAS_OP_N ? m : n) && ldb >= max1(tb == CUBLAS_OP_N ? m : n));   \
        CHECK(!((C == A && (ta != CUBLAS_OP_N || lda != ldc)) ||                                   \
                (C == B && (tb != CUBLAS_OP_N || ldb != ldc))));                                   \
        RUN(h, cublas##P##geam, ARG(h), ARG(ta), ARG(tb), ARG(m), ARG(n),                          \
            SCALAR(alpha, sizeof *(alpha)), ARG(A), ARG(lda), SCALAR(beta,                         \
            sizeof *(beta)), ARG(B), ARG(ldb), ARG(C), ARG(ldc));                                  \
        bool use_a = !zero_##p(alpha), use_b = !zero_##p(beta);                                    \
        for (int j = 0; j < n; j++)                                                                \
            for (int i = 0; i < m; i++) {                                                          \
                T r;                                                                               \
                memset(&r, 0, sizeof r);                                                           \
                if (use_a) {                                                               \
                    T a = ta == CUBLAS_OP_N ? A[i + (long)j * lda] : A[j + (long)i * lda];         \
                    r = mul_##p(*alpha, ta == CUBLAS_OP_C ? conj_##p(a) : a);                      \
                }                                                                                  \
                if (use_b) {                                                                       \
                    T b = tb == CUBLAS_OP_N ? B[i + (long)j * ldb] : B[j + (long)i * ldb];         \
                    r = add_##p(r, mul_##p(*beta, tb == CUBLAS_OP_C ? conj_##p(b) : b));           \
                }                                                                                  \
                C[i + (long)j * ldc] = r;                                                          \
            }                                                                                      \
        lib_written(C, m, n, ldc, sizeof(T));                                                      \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    /* C = A diag(x) (right) or diag(x) A (left) */                                                \
    cublasStatus_t cublas##P##dgmm(cublasHandle_t h, cublasSideMode_t mode, int m, int n,          \
                                   const T *A, int lda, const T *x, int incx, T *C, int ldc)       \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(side_ok(mode) && m >= 0 && n >= 0 && lda >= max1(m) && ldc >= max1(m));              \
        CHECK(!(C == A && lda != ldc));                                                            \
        RUN(h, cublas##P##dgmm, ARG(h), ARG(mode), ARG(m), ARG(n), ARG(A), ARG(lda), ARG(x),       \
            ARG(incx), ARG(C), ARG(ldc));                                                          \
        int len = mode == CUBLAS_SIDE_LEFT ? m : n;                                                \
        for (int j = 0; j < n; j++)                                                                \
            for (int i = 0; i < m; i++)                                                            \
                C[i + (long)j * ldc] = mul_##p(A[i + (long)j * lda],                               \
                                               x[at_inc(mode == CUBLAS_SIDE_LEFT ? i : j, incx, len)]); \
        lib_written(C, m, n, ldc, sizeof(T));                                                      \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }
L3(S, s, float, BY_VALUE, 1)
L3(D, d, double, BY_VALUE, 1)
L3(C, c, cuComplex, BY_POINTER, 0)
L3(Z, z, cuDoubleComplex, BY_POINTER, 0)

#define HEMM(P, p, T)                                                                              \
    cublasStatus_t cublas##P##hemm_v2(cublasHandle_t h, cublasSideMode_t side,                     \
                                      cublasFillMode_t uplo, int m, int n, const T *alpha,         \
                                      const T *A, int lda, const T *B, int ldb, const T *beta,     \
                                      T *C, int ldc)                                               \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(side_ok(side) && fill_ok(uplo) && m >= 0 && n >= 0 &&                                \
              lda >= max1(side == CUBLAS_SIDE_LEFT ? m : n) && ldb >= max1(m) &&                   \
              ldc >= max1(m) && alpha && beta);                                                    \
        RUN(h, cublas##P##hemm_v2, ARG(h), ARG(side), ARG(uplo), ARG(m), ARG(n),                   \
            SCALAR(alpha, sizeof *(alpha)), ARG(A), ARG(lda), ARG(B), ARG(ldb), SCALAR(beta,       \
            sizeof *(beta)), ARG(C), ARG(ldc));                                                    \
        if (m && n)                                                                                \
            cblas_##p##hemm(CblasColMajor, side_of(side), uplo_of(uplo), m, n, alpha, A, lda, B,   \
                            ldb, beta, C, ldc);                                                    \
        lib_written(C, m, n, ldc, sizeof(T));                                                      \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }                                                                                              \
    cublasStatus_t cublas##P##herk_v2(cublasHandle_t h, cublasFillMode_t uplo,                     \
                                      cublasOperation_t trans, int n, int k,                       \
                                      const __typeof__(((T *)0)->x) *alpha, const T *A, int lda,   \
                                      const __typeof__(((T *)0)->x) *beta, T *C, int ldc)          \
    {                                                                                              \
        HANDLE(h);                                                                                 \
        CHECK(fill_ok(uplo) && (trans == CUBLAS_OP_N || trans == CUBLAS_OP_C) && n >= 0 &&         \
              k >= 0 && lda >= max1(trans == CUBLAS_OP_N ? n : k) && ldc >= max1(n) && alpha &&    \
              beta);                                                                               \
        RUN(h, cublas##P##herk_v2, ARG(h), ARG(uplo), ARG(trans), ARG(n), ARG(k),                  \
            SCALAR(alpha, sizeof *(alpha)), ARG(A), ARG(lda), SCALAR(beta,                         \
            sizeof *(beta)), ARG(C), ARG(ldc));                                                    \
        if (n)                                                                                     \
            cblas_##p##herk(CblasColMajor, uplo_of(uplo), trans_of(trans), n, k, *alpha, A, lda,   \
                            *beta, C, ldc);                                                        \
        lib_written(C, n, n, ldc, sizeof(T));                                                      \
        return CUBLAS_STATUS_SUCCESS;                                                              \
    }
HEMM(C, c, cuComplex)
HEMM(Z, z, cuDoubleComplex)

/* ---- the Ex forms: the types CBLAS has ------------------------------------------- */

static bool float_compute(cublasComputeType_t c)
{
    return c == CUBLAS_COMPUTE_32F || c == CUBLAS_COMPUTE_32F_PEDANTIC || c == CUBLAS_COMPUTE_32F_FAST_16F ||
           c == CUBLAS_COMPUTE_32F_FAST_16BF || c == CUBLAS_COMPUTE_32F_FAST_TF32;
}

static bool double_compute(cublasComputeType_t c)
{
    return c == CUBLAS_COMPUTE_64F || c == CUBLAS_COMPUTE_64F_PEDANTIC;
}

/* One product of GemmEx's types: 0 S, 1 D, 2 C, 3 Z, 4 half A and B with
 * float or half C (float arithmetic), -1 none. */
static int ex_kind(cudaDataType a, cudaDataType b, cudaDataType c, cublasComputeType_t ct)
{
    if (a == CUDA_R_16F && b == CUDA_R_16F && (c == CUDA_R_16F || c == CUDA_R_32F) && float_compute(ct))
        return 4;
    if (a != b || b != c)
        return -1;
    if (a == CUDA_R_32F && float_compute(ct))
        return 0;
    if (a == CUDA_R_64F && double_compute(ct))
        return 1;
    if (a == CUDA_C_32F && float_compute(ct))
        return 2;
    if (a == CUDA_C_64F && double_compute(ct))
        return 3;
    return -1;
}

static const size_t ex_size[] = {sizeof(float), sizeof(double), sizeof(cuComplex), sizeof(cuDoubleComplex)};

/* The size of alpha and beta of a kind: half products are scaled in float. */
static size_t ex_scalar(int kind) { return kind == 4 ? sizeof(float) : ex_size[kind]; }

/* IEEE binary16 to and from float (round to nearest even), for GemmEx's
 * half inputs: a half times a half is exact in float, so the products are
 * the GPU's; the sums run in float as cuBLAS's do with CUBLAS_COMPUTE_32F. */
static float half_to_float(uint16_t h)
{
    uint32_t sign = (uint32_t)(h & 0x8000) << 16, exp = (h >> 10) & 31, man = h & 0x3ff, bits;
    if (exp == 31)
        bits = sign | 0x7f800000u | man << 13;
    else if (exp)
        bits = sign | (exp + 112) << 23 | man << 13;
    else if (!man)
        bits = sign;
    else {  /* subnormal: normalise */
        exp = 113;
        while (!(man & 0x400)) {
            man <<= 1;
            exp--;
        }
        bits = sign | exp << 23 | (man & 0x3ff) << 13;
    }
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

static uint16_t float_to_half(float f)
{
    uint32_t x;
    memcpy(&x, &f, sizeof x);
    uint16_t sign = (uint16_t)(x >> 16 & 0x8000);
    uint32_t abs = x & 0x7fffffffu;
    if (abs > 0x7f800000u)
        return sign | 0x7e00;   /* NaN */
    if (abs >= 0x477ff000u)     /* rounds to infinity */
        return sign | 0x7c00;
    if (abs < 0x38800000u) {    /* subnormal or zero: the value in units of 2^-24 */
        float a;
        memcpy(&a, &abs, sizeof a);
        return sign | (uint16_t)lrintf(a * 16777216.0f);
    }
    uint32_t r = abs + 0xfff + (abs >> 13 & 1);     /* round to nearest even */
    return sign | (uint16_t)((r - 0x38000000u) >> 13);
}

/* A half matrix (rows x cols, leading dimension ld) as floats, packed
 * with the same leading dimension. */
static float *halves(const void *a, int rows, int cols, int ld)
{
    size_t n = cols > 0 ? (size_t)ld * (size_t)(cols - 1) + (size_t)rows : 0;
    float *f = malloc((n ? n : 1) * sizeof *f);
    for (size_t i = 0; f && i < n; i++)
        f[i] = half_to_float(((const uint16_t *)a)[i]);
    return f;
}

/* GemmEx with half A and B: in float, C converted in and out if half. */
static cublasStatus_t gemm_half(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
                                int k, const void *alpha, const void *A, int lda, const void *B, int ldb,
                                const void *beta, void *C, cudaDataType Ctype, int ldc)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (gemm_bad(ta, tb, m, n, k, lda, ldb, ldc) || !alpha || !beta)
        return CUBLAS_STATUS_INVALID_VALUE;
    bool an = ta == CUBLAS_OP_N, bn = tb == CUBLAS_OP_N;
    float *a = halves(A, an ? m : k, an ? k : m, lda), *b = halves(B, bn ? k : n, bn ? n : k, ldb);
    float *c = Ctype == CUDA_R_16F ? halves(C, m, n, ldc) : C;
    cublasStatus_t st = a && b && c ? cublasSgemm_v2(h, ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc)
                                    : CUBLAS_STATUS_ALLOC_FAILED;
    if (st == CUBLAS_STATUS_SUCCESS && Ctype == CUDA_R_16F)
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++)
                ((uint16_t *)C)[i + (size_t)j * ldc] = float_to_half(c[i + (size_t)j * ldc]);
    if (st == CUBLAS_STATUS_SUCCESS && Ctype == CUDA_R_16F)
        lib_written(C, m, n, ldc, 2);
    free(a);
    free(b);
    if (c != C)
        free(c);
    return st;
}

static cublasStatus_t gemm_kind(int kind, cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m,
                                int n, int k, const void *alpha, const void *A, int lda, const void *B, int ldb,
                                const void *beta, void *C, int ldc)
{
    switch (kind) {
    case 0: return cublasSgemm_v2(h, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
    case 1: return cublasDgemm_v2(h, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
    case 2: return cublasCgemm_v2(h, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
    case 3: return cublasZgemm_v2(h, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

cublasStatus_t cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n,
                            int k, const void *alpha, const void *A, cudaDataType Atype, int lda, const void *B,
                            cudaDataType Btype, int ldb, const void *beta, void *C, cudaDataType Ctype, int ldc,
                            cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    if (!handle)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    (void)algo;
    int kind = ex_kind(Atype, Btype, Ctype, computeType);
    if (kind < 0)
        return CUBLAS_STATUS_NOT_SUPPORTED;
    RUN(handle, cublasGemmEx, ARG(handle), ARG(transa), ARG(transb), ARG(m), ARG(n), ARG(k),
        SCALAR(alpha, ex_scalar(kind)), ARG(A), ARG(Atype), ARG(lda), ARG(B), ARG(Btype), ARG(ldb),
        SCALAR(beta, ex_scalar(kind)), ARG(C), ARG(Ctype), ARG(ldc), ARG(computeType), ARG(algo));
    if (kind == 4)
        return gemm_half(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, Ctype, ldc);
    return gemm_kind(kind, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

cublasStatus_t cublasGemmBatchedEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,
                                   int n, int k, const void *alpha, const void *const Aarray[], cudaDataType Atype,
                                   int lda, const void *const Barray[], cudaDataType Btype, int ldb,
                                   const void *beta, void *const Carray[], cudaDataType Ctype, int ldc,
                                   int batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    if (!handle)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    (void)algo;
    int kind = ex_kind(Atype, Btype, Ctype, computeType);
    if (kind < 0)
        return CUBLAS_STATUS_NOT_SUPPORTED;
    CHECK(batchCount >= 0);
    RUN(handle, cublasGemmBatchedEx, ARG(handle), ARG(transa), ARG(transb), ARG(m), ARG(n), ARG(k),
        SCALAR(alpha, ex_scalar(kind)), ARG(Aarray), ARG(Atype), ARG(lda), ARG(Barray), ARG(Btype), ARG(ldb),
        SCALAR(beta, ex_scalar(kind)), ARG(Carray), ARG(Ctype), ARG(ldc), ARG(batchCount), ARG(computeType),
        ARG(algo));
    for (int b = 0; b < batchCount; b++) {
        cublasStatus_t st = kind == 4 ? gemm_half(handle, transa, transb, m, n, k, alpha, Aarray[b], lda, Barray[b],
                                                  ldb, beta, Carray[b], Ctype, ldc)
                                      : gemm_kind(kind, handle, transa, transb, m, n, k, alpha, Aarray[b], lda,
                                                  Barray[b], ldb, beta, Carray[b], ldc);
        if (st != CUBLAS_STATUS_SUCCESS)
            return st;
    }
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                          int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype,
                                          int lda, long long int strideA, const void *B, cudaDataType Btype, int ldb,
                                          long long int strideB, const void *beta, void *C, cudaDataType Ctype,
                                          int ldc, long long int strideC, int batchCount,
                                          cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    if (!handle)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    (void)algo;
    int kind = ex_kind(Atype, Btype, Ctype, computeType);
    if (kind < 0)
        return CUBLAS_STATUS_NOT_SUPPORTED;
    CHECK(batchCount >= 0);
    RUN(handle, cublasGemmStridedBatchedEx, ARG(handle), ARG(transa), ARG(transb), ARG(m), ARG(n), ARG(k),
        SCALAR(alpha, ex_scalar(kind)), ARG(A), ARG(Atype), ARG(lda), ARG(strideA), ARG(B), ARG(Btype), ARG(ldb),
        ARG(strideB), SCALAR(beta, ex_scalar(kind)), ARG(C), ARG(Ctype), ARG(ldc), ARG(strideC), ARG(batchCount),
        ARG(computeType), ARG(algo));
    size_t e = kind == 4 ? 2 : ex_size[kind], ec = kind == 4 && Ctype == CUDA_R_32F ? 4 : e;
    for (int b = 0; b < batchCount; b++) {
        const char *a = (const char *)A + (long long)b * strideA * (long long)e;
        const char *bb = (const char *)B + (long long)b * strideB * (long long)e;
        char *c = (char *)C + (long long)b * strideC * (long long)ec;
        cublasStatus_t st = kind == 4 ? gemm_half(handle, transa, transb, m, n, k, alpha, a, lda, bb, ldb, beta, c,
                                                  Ctype, ldc)
                                      : gemm_kind(kind, handle, transa, transb, m, n, k, alpha, a, lda, bb, ldb,
                                                  beta, c, ldc);
        if (st != CUBLAS_STATUS_SUCCESS)
            return st;
    }
    return CUBLAS_STATUS_SUCCESS;
}
