/*
 * cuBLAS on cucc (docs/libraries.md): the handle API of cublas_v2.h over
 * the host's BLAS (Debian's OpenBLAS, or any CBLAS as libblas), since
 * device memory is host memory.  Same types, values and functions as
 * NVIDIA's; a call runs once the work queued before it on the handle's
 * stream is done, and is done when it returns.  What is here:
 *
 *   handle     Create, Destroy, GetVersion, GetProperty, Set/GetStream,
 *              Set/GetPointerMode, Set/GetAtomicsMode, Set/GetMathMode,
 *              SetWorkspace, GetStatusName/String
 *   helpers    Set/GetVector, Set/GetMatrix (and Async)
 *   level 1    amax, amin, asum, axpy, copy, dot(u/c), nrm2, rot, scal, swap
 *   level 2    gemv, ger(u/c), symv, hemv, trmv, trsv
 *   level 3    gemm, gemmBatched, gemmStridedBatched, symm, hemm, syrk,
 *              herk, trmm (out of place, as cuBLAS's), trsm, geam, dgmm,
 *              GemmEx, GemmStridedBatchedEx, GemmBatchedEx (32- and 64-bit
 *              real and complex types; half A and B with float or half C,
 *              computed in float)
 *
 * S, D, C and Z forms where cuBLAS has them.  Other types of the Ex
 * functions (bfloat16, integers, half complex) return
 * CUBLAS_STATUS_NOT_SUPPORTED.
 */
#ifndef CUBLAS_API_H_
#define CUBLAS_API_H_

#include <stddef.h>
#include <stdint.h>
#include "cuComplex.h"
#include "cuda_runtime_api.h"
#include "library_types.h"

#define CUBLAS_VER_MAJOR 13
#define CUBLAS_VER_MINOR 1
#define CUBLAS_VER_PATCH 0
#define CUBLAS_VER_BUILD 3
#define CUBLAS_VERSION (CUBLAS_VER_MAJOR * 10000 + CUBLAS_VER_MINOR * 100 + CUBLAS_VER_PATCH)

typedef enum {
    CUBLAS_STATUS_SUCCESS = 0,
    CUBLAS_STATUS_NOT_INITIALIZED = 1,
    CUBLAS_STATUS_ALLOC_FAILED = 3,
    CUBLAS_STATUS_INVALID_VALUE = 7,
    CUBLAS_STATUS_ARCH_MISMATCH = 8,
    CUBLAS_STATUS_MAPPING_ERROR = 11,
    CUBLAS_STATUS_EXECUTION_FAILED = 13,
    CUBLAS_STATUS_INTERNAL_ERROR = 14,
    CUBLAS_STATUS_NOT_SUPPORTED = 15,
    CUBLAS_STATUS_LICENSE_ERROR = 16
} cublasStatus_t;

typedef enum { CUBLAS_FILL_MODE_LOWER = 0, CUBLAS_FILL_MODE_UPPER = 1, CUBLAS_FILL_MODE_FULL = 2 } cublasFillMode_t;
typedef enum { CUBLAS_DIAG_NON_UNIT = 0, CUBLAS_DIAG_UNIT = 1 } cublasDiagType_t;
typedef enum { CUBLAS_SIDE_LEFT = 0, CUBLAS_SIDE_RIGHT = 1 } cublasSideMode_t;
typedef enum {
    CUBLAS_OP_N = 0,
    CUBLAS_OP_T = 1,
    CUBLAS_OP_C = 2,
    CUBLAS_OP_HERMITAN = 2,
    CUBLAS_OP_CONJG = 3
} cublasOperation_t;
typedef enum { CUBLAS_POINTER_MODE_HOST = 0, CUBLAS_POINTER_MODE_DEVICE = 1 } cublasPointerMode_t;
typedef enum { CUBLAS_ATOMICS_NOT_ALLOWED = 0, CUBLAS_ATOMICS_ALLOWED = 1 } cublasAtomicsMode_t;
typedef enum {
    CUBLAS_GEMM_DFALT = -1,
    CUBLAS_GEMM_DEFAULT = -1,
    CUBLAS_GEMM_ALGO0 = 0,
    CUBLAS_GEMM_ALGO23 = 23,
    CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99,
    CUBLAS_GEMM_DFALT_TENSOR_OP = 99,
    CUBLAS_GEMM_ALGO0_TENSOR_OP = 100,
    CUBLAS_GEMM_ALGO15_TENSOR_OP = 115
} cublasGemmAlgo_t;
typedef enum {
    CUBLAS_DEFAULT_MATH = 0,
    CUBLAS_TENSOR_OP_MATH = 1,
    CUBLAS_PEDANTIC_MATH = 2,
    CUBLAS_TF32_TENSOR_OP_MATH = 3,
    CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 16
} cublasMath_t;
typedef enum {
    CUBLAS_COMPUTE_16F = 64,
    CUBLAS_COMPUTE_16F_PEDANTIC = 65,
    CUBLAS_COMPUTE_32F = 68,
    CUBLAS_COMPUTE_32F_PEDANTIC = 69,
    CUBLAS_COMPUTE_32F_FAST_16F = 74,
    CUBLAS_COMPUTE_32F_FAST_16BF = 75,
    CUBLAS_COMPUTE_32F_FAST_TF32 = 77,
    CUBLAS_COMPUTE_64F = 70,
    CUBLAS_COMPUTE_64F_PEDANTIC = 71,
    CUBLAS_COMPUTE_32I = 72,
    CUBLAS_COMPUTE_32I_PEDANTIC = 73
} cublasComputeType_t;
typedef cudaDataType cublasDataType_t;

struct cublasContext;
typedef struct cublasContext *cublasHandle_t;

#ifdef __cplusplus
extern "C" {
#endif

cublasStatus_t cublasCreate_v2(cublasHandle_t *handle);
cublasStatus_t cublasDestroy_v2(cublasHandle_t handle);
cublasStatus_t cublasGetVersion_v2(cublasHandle_t handle, int *version);
cublasStatus_t cublasGetProperty(libraryPropertyType type, int *value);
size_t cublasGetCudartVersion(void);
cublasStatus_t cublasSetWorkspace_v2(cublasHandle_t handle, void *workspace, size_t workspaceSizeInBytes);
cublasStatus_t cublasSetStream_v2(cublasHandle_t handle, cudaStream_t streamId);
cublasStatus_t cublasGetStream_v2(cublasHandle_t handle, cudaStream_t *streamId);
cublasStatus_t cublasGetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t *mode);
cublasStatus_t cublasSetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t mode);
cublasStatus_t cublasGetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t *mode);
cublasStatus_t cublasSetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t mode);
cublasStatus_t cublasGetMathMode(cublasHandle_t handle, cublasMath_t *mode);
cublasStatus_t cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode);
const char *cublasGetStatusName(cublasStatus_t status);
const char *cublasGetStatusString(cublasStatus_t status);

cublasStatus_t cublasSetVector(int n, int elemSize, const void *x, int incx, void *devicePtr, int incy);
cublasStatus_t cublasGetVector(int n, int elemSize, const void *x, int incx, void *y, int incy);
cublasStatus_t cublasSetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb);
cublasStatus_t cublasGetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb);
cublasStatus_t cublasSetVectorAsync(int n, int elemSize, const void *hostPtr, int incx, void *devicePtr, int incy,
                                    cudaStream_t stream);
cublasStatus_t cublasGetVectorAsync(int n, int elemSize, const void *devicePtr, int incx, void *hostPtr, int incy,
                                    cudaStream_t stream);
cublasStatus_t cublasSetMatrixAsync(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb,
                                    cudaStream_t stream);
cublasStatus_t cublasGetMatrixAsync(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb,
                                    cudaStream_t stream);

/* ---- level 1: T the type, P the S/D/C/Z letter (p in lower case) ---- */
#define CUBLAS_L1(P, p, T)                                                                              \
    cublasStatus_t cublasI##p##amax_v2(cublasHandle_t handle, int n, const T *x, int incx, int *result);  \
    cublasStatus_t cublasI##p##amin_v2(cublasHandle_t handle, int n, const T *x, int incx, int *result);  \
    cublasStatus_t cublas##P##axpy_v2(cublasHandle_t handle, int n, const T *alpha, const T *x, int incx, \
                                      T *y, int incy);                                                    \
    cublasStatus_t cublas##P##copy_v2(cublasHandle_t handle, int n, const T *x, int incx, T *y, int incy); \
    cublasStatus_t cublas##P##scal_v2(cublasHandle_t handle, int n, const T *alpha, T *x, int incx);      \
    cublasStatus_t cublas##P##swap_v2(cublasHandle_t handle, int n, T *x, int incx, T *y, int incy);
CUBLAS_L1(S, s, float)
CUBLAS_L1(D, d, double)
CUBLAS_L1(C, c, cuComplex)
CUBLAS_L1(Z, z, cuDoubleComplex)
#undef CUBLAS_L1
cublasStatus_t cublasSasum_v2(cublasHandle_t handle, int n, const float *x, int incx, float *result);
cublasStatus_t cublasDasum_v2(cublasHandle_t handle, int n, const double *x, int incx, double *result);
cublasStatus_t cublasScasum_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result);
cublasStatus_t cublasDzasum_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double *result);
cublasStatus_t cublasSnrm2_v2(cublasHandle_t handle, int n, const float *x, int incx, float *result);
cublasStatus_t cublasDnrm2_v2(cublasHandle_t handle, int n, const double *x, int incx, double *result);
cublasStatus_t cublasScnrm2_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result);
cublasStatus_t cublasDznrm2_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double *result);
cublasStatus_t cublasSdot_v2(cublasHandle_t handle, int n, const float *x, int incx, const float *y, int incy,
                             float *result);
cublasStatus_t cublasDdot_v2(cublasHandle_t handle, int n, const double *x, int incx, const double *y, int incy,
                             double *result);
cublasStatus_t cublasCdotu_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y,
                              int incy, cuComplex *result);
cublasStatus_t cublasCdotc_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y,
                              int incy, cuComplex *result);
cublasStatus_t cublasZdotu_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx,
                              const cuDoubleComplex *y, int incy, cuDoubleComplex *result);
cublasStatus_t cublasZdotc_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx,
                              const cuDoubleComplex *y, int incy, cuDoubleComplex *result);
cublasStatus_t cublasCsscal_v2(cublasHandle_t handle, int n, const float *alpha, cuComplex *x, int incx);
cublasStatus_t cublasZdscal_v2(cublasHandle_t handle, int n, const double *alpha, cuDoubleComplex *x, int incx);
cublasStatus_t cublasSrot_v2(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy, const float *c,
                             const float *s);
cublasStatus_t cublasDrot_v2(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy,
                             const double *c, const double *s);

/* ---- level 2 ---- */
#define CUBLAS_L2(P, T)                                                                                   \
    cublasStatus_t cublas##P##gemv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n,       \
                                      const T *alpha, const T *A, int lda, const T *x, int incx,          \
                                      const T *beta, T *y, int incy);                                     \
    cublasStatus_t cublas##P##trmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, \
                                      cublasDiagType_t diag, int n, const T *A, int lda, T *x, int incx);  \
    cublasStatus_t cublas##P##trsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, \
                                      cublasDiagType_t diag, int n, const T *A, int lda, T *x, int incx);
CUBLAS_L2(S, float)
CUBLAS_L2(D, double)
CUBLAS_L2(C, cuComplex)
CUBLAS_L2(Z, cuDoubleComplex)
#undef CUBLAS_L2
#define CUBLAS_GER(P, N, T)                                                                               \
    cublasStatus_t cublas##P##N##_v2(cublasHandle_t handle, int m, int n, const T *alpha, const T *x,      \
                                     int incx, const T *y, int incy, T *A, int lda);
CUBLAS_GER(S, ger, float)
CUBLAS_GER(D, ger, double)
CUBLAS_GER(C, geru, cuComplex)
CUBLAS_GER(C, gerc, cuComplex)
CUBLAS_GER(Z, geru, cuDoubleComplex)
CUBLAS_GER(Z, gerc, cuDoubleComplex)
#undef CUBLAS_GER
#define CUBLAS_SYMV(P, N, T)                                                                              \
    cublasStatus_t cublas##P##N##_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const T *alpha,  \
                                     const T *A, int lda, const T *x, int incx, const T *beta, T *y,       \
                                     int incy);
CUBLAS_SYMV(S, symv, float)
CUBLAS_SYMV(D, symv, double)
CUBLAS_SYMV(C, hemv, cuComplex)
CUBLAS_SYMV(Z, hemv, cuDoubleComplex)
#undef CUBLAS_SYMV

/* ---- level 3 ---- */
#define CUBLAS_L3(P, T)                                                                                   \
    cublasStatus_t cublas##P##gemm_v2(cublasHandle_t handle, cublasOperation_t transa,                    \
                                      cublasOperation_t transb, int m, int n, int k, const T *alpha,      \
                                      const T *A, int lda, const T *B, int ldb, const T *beta, T *C,      \
                                      int ldc);                                                           \
    cublasStatus_t cublas##P##gemmBatched(cublasHandle_t handle, cublasOperation_t transa,                \
                                          cublasOperation_t transb, int m, int n, int k, const T *alpha,  \
                                          const T *const Aarray[], int lda, const T *const Barray[],      \
                                          int ldb, const T *beta, T *const Carray[], int ldc,             \
                                          int batchCount);                                                \
    cublasStatus_t cublas##P##gemmStridedBatched(                                                         \
        cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k,   \
        const T *alpha, const T *A, int lda, long long int strideA, const T *B, int ldb,                  \
        long long int strideB, const T *beta, T *C, int ldc, long long int strideC, int batchCount);      \
    cublasStatus_t cublas##P##symm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, \
                                      int m, int n, const T *alpha, const T *A, int lda, const T *B,      \
                                      int ldb, const T *beta, T *C, int ldc);                             \
    cublasStatus_t cublas##P##syrk_v2(cublasHandle_t handle, cublasFillMode_t uplo,                       \
                                      cublasOperation_t trans, int n, int k, const T *alpha, const T *A,  \
                                      int lda, const T *beta, T *C, int ldc);                             \
    cublasStatus_t cublas##P##trmm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, \
                                      cublasOperation_t trans, cublasDiagType_t diag, int m, int n,       \
                                      const T *alpha, const T *A, int lda, const T *B, int ldb, T *C,     \
                                      int ldc);                                                           \
    cublasStatus_t cublas##P##trsm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, \
                                      cublasOperation_t trans, cublasDiagType_t diag, int m, int n,       \
                                      const T *alpha, const T *A, int lda, T *B, int ldb);                \
    cublasStatus_t cublas##P##geam(cublasHandle_t handle, cublasOperation_t transa,                       \
                                   cublasOperation_t transb, int m, int n, const T *alpha, const T *A,    \
                                   int lda, const T *beta, const T *B, int ldb, T *C, int ldc);           \
    cublasStatus_t cublas##P##dgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n,            \
                                   const T *A, int lda, const T *x, int incx, T *C, int ldc);
CUBLAS_L3(S, float)
CUBLAS_L3(D, double)
CUBLAS_L3(C, cuComplex)
CUBLAS_L3(Z, cuDoubleComplex)
#undef CUBLAS_L3
cublasStatus_t cublasChemm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n,
                              const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb,
                              const cuComplex *beta, cuComplex *C, int ldc);
cublasStatus_t cublasZhemm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n,
                              const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda,
                              const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C,
                              int ldc);
cublasStatus_t cublasCherk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k,
                              const float *alpha, const cuComplex *A, int lda, const float *beta, cuComplex *C,
                              int ldc);
cublasStatus_t cublasZherk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k,
                              const double *alpha, const cuDoubleComplex *A, int lda, const double *beta,
                              cuDoubleComplex *C, int ldc);

cublasStatus_t cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n,
                            int k, const void *alpha, const void *A, cudaDataType Atype, int lda, const void *B,
                            cudaDataType Btype, int ldb, const void *beta, void *C, cudaDataType Ctype, int ldc,
                            cublasComputeType_t computeType, cublasGemmAlgo_t algo);
cublasStatus_t cublasGemmBatchedEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,
                                   int n, int k, const void *alpha, const void *const Aarray[], cudaDataType Atype,
                                   int lda, const void *const Barray[], cudaDataType Btype, int ldb,
                                   const void *beta, void *const Carray[], cudaDataType Ctype, int ldc,
                                   int batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo);
cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                          int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype,
                                          int lda, long long int strideA, const void *B, cudaDataType Btype, int ldb,
                                          long long int strideB, const void *beta, void *C, cudaDataType Ctype,
                                          int ldc, long long int strideC, int batchCount,
                                          cublasComputeType_t computeType, cublasGemmAlgo_t algo);

/* batched gemv and trsm (src/lib/cublas_batched.c) */
cublasStatus_t cublasSgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha,
                                  const float *const Aarray[], int lda, const float *const xarray[], int incx,
                                  const float *beta, float *const yarray[], int incy, int batchCount);
cublasStatus_t cublasSgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
                                         const float *alpha, const float *A, int lda, long long int strideA,
                                         const float *x, int incx, long long int stridex, const float *beta, float *y,
                                         int incy, long long int stridey, int batchCount);
cublasStatus_t cublasStrsmBatched(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                  cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha,
                                  const float *const A[], int lda, float *const B[], int ldb, int batchCount);
cublasStatus_t cublasDgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha,
                                  const double *const Aarray[], int lda, const double *const xarray[], int incx,
                                  const double *beta, double *const yarray[], int incy, int batchCount);
cublasStatus_t cublasDgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
                                         const double *alpha, const double *A, int lda, long long int strideA,
                                         const double *x, int incx, long long int stridex, const double *beta, double *y,
                                         int incy, long long int stridey, int batchCount);
cublasStatus_t cublasDtrsmBatched(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                  cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha,
                                  const double *const A[], int lda, double *const B[], int ldb, int batchCount);
cublasStatus_t cublasCgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex *alpha,
                                  const cuComplex *const Aarray[], int lda, const cuComplex *const xarray[], int incx,
                                  const cuComplex *beta, cuComplex *const yarray[], int incy, int batchCount);
cublasStatus_t cublasCgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
                                         const cuComplex *alpha, const cuComplex *A, int lda, long long int strideA,
                                         const cuComplex *x, int incx, long long int stridex, const cuComplex *beta, cuComplex *y,
                                         int incy, long long int stridey, int batchCount);
cublasStatus_t cublasCtrsmBatched(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                  cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex *alpha,
                                  const cuComplex *const A[], int lda, cuComplex *const B[], int ldb, int batchCount);
cublasStatus_t cublasZgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha,
                                  const cuDoubleComplex *const Aarray[], int lda, const cuDoubleComplex *const xarray[], int incx,
                                  const cuDoubleComplex *beta, cuDoubleComplex *const yarray[], int incy, int batchCount);
cublasStatus_t cublasZgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
                                         const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, long long int strideA,
                                         const cuDoubleComplex *x, int incx, long long int stridex, const cuDoubleComplex *beta, cuDoubleComplex *y,
                                         int incy, long long int stridey, int batchCount);
cublasStatus_t cublasZtrsmBatched(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                  cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha,
                                  const cuDoubleComplex *const A[], int lda, cuDoubleComplex *const B[], int ldb, int batchCount);
/* batched LU (src/lib/cublas_lu.c) */
cublasStatus_t cublasSgetrfBatched(cublasHandle_t handle, int n, float *const A[], int lda, int *P, int *info,
                                   int batchSize);
cublasStatus_t cublasSgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs,
                                   const float *const Aarray[], int lda, const int *devIpiv, float *const Barray[],
                                   int ldb, int *info, int batchSize);
cublasStatus_t cublasSgetriBatched(cublasHandle_t handle, int n, const float *const A[], int lda, const int *P,
                                   float *const C[], int ldc, int *info, int batchSize);
cublasStatus_t cublasSmatinvBatched(cublasHandle_t handle, int n, const float *const A[], int lda,
                                    float *const Ainv[], int lda_inv, int *info, int batchSize);
cublasStatus_t cublasDgetrfBatched(cublasHandle_t handle, int n, double *const A[], int lda, int *P, int *info,
                                   int batchSize);
cublasStatus_t cublasDgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs,
                                   const double *const Aarray[], int lda, const int *devIpiv, double *const Barray[],
                                   int ldb, int *info, int batchSize);
cublasStatus_t cublasDgetriBatched(cublasHandle_t handle, int n, const double *const A[], int lda, const int *P,
                                   double *const C[], int ldc, int *info, int batchSize);
cublasStatus_t cublasDmatinvBatched(cublasHandle_t handle, int n, const double *const A[], int lda,
                                    double *const Ainv[], int lda_inv, int *info, int batchSize);
cublasStatus_t cublasCgetrfBatched(cublasHandle_t handle, int n, cuComplex *const A[], int lda, int *P, int *info,
                                   int batchSize);
cublasStatus_t cublasCgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs,
                                   const cuComplex *const Aarray[], int lda, const int *devIpiv, cuComplex *const Barray[],
                                   int ldb, int *info, int batchSize);
cublasStatus_t cublasCgetriBatched(cublasHandle_t handle, int n, const cuComplex *const A[], int lda, const int *P,
                                   cuComplex *const C[], int ldc, int *info, int batchSize);
cublasStatus_t cublasCmatinvBatched(cublasHandle_t handle, int n, const cuComplex *const A[], int lda,
                                    cuComplex *const Ainv[], int lda_inv, int *info, int batchSize);
cublasStatus_t cublasZgetrfBatched(cublasHandle_t handle, int n, cuDoubleComplex *const A[], int lda, int *P, int *info,
                                   int batchSize);
cublasStatus_t cublasZgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs,
                                   const cuDoubleComplex *const Aarray[], int lda, const int *devIpiv, cuDoubleComplex *const Barray[],
                                   int ldb, int *info, int batchSize);
cublasStatus_t cublasZgetriBatched(cublasHandle_t handle, int n, const cuDoubleComplex *const A[], int lda, const int *P,
                                   cuDoubleComplex *const C[], int ldc, int *info, int batchSize);
cublasStatus_t cublasZmatinvBatched(cublasHandle_t handle, int n, const cuDoubleComplex *const A[], int lda,
                                    cuDoubleComplex *const Ainv[], int lda_inv, int *info, int batchSize);

/* batched QR and least squares (src/lib/cublas_qr.c) */
cublasStatus_t cublasSgeqrfBatched(cublasHandle_t handle, int m, int n, float *const Aarray[], int lda,
                                   float *const TauArray[], int *info, int batchSize);
cublasStatus_t cublasDgeqrfBatched(cublasHandle_t handle, int m, int n, double *const Aarray[], int lda,
                                   double *const TauArray[], int *info, int batchSize);
cublasStatus_t cublasCgeqrfBatched(cublasHandle_t handle, int m, int n, cuComplex *const Aarray[], int lda,
                                   cuComplex *const TauArray[], int *info, int batchSize);
cublasStatus_t cublasZgeqrfBatched(cublasHandle_t handle, int m, int n, cuDoubleComplex *const Aarray[], int lda,
                                   cuDoubleComplex *const TauArray[], int *info, int batchSize);
cublasStatus_t cublasSgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs,
                                  float *const Aarray[], int lda, float *const Carray[], int ldc, int *info,
                                  int *devInfoArray, int batchSize);
cublasStatus_t cublasDgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs,
                                  double *const Aarray[], int lda, double *const Carray[], int ldc, int *info,
                                  int *devInfoArray, int batchSize);
cublasStatus_t cublasCgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs,
                                  cuComplex *const Aarray[], int lda, cuComplex *const Carray[], int ldc,
                                  int *info, int *devInfoArray, int batchSize);
cublasStatus_t cublasZgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs,
                                  cuDoubleComplex *const Aarray[], int lda, cuDoubleComplex *const Carray[],
                                  int ldc, int *info, int *devInfoArray, int batchSize);

#ifdef __cplusplus
}

/* Code written for CUDA 10 passes a cudaDataType as the compute type of
 * the Ex GEMMs; in C++ these overloads take it to the compute type it
 * meant (pedantic when the handle's math mode is). */
static inline cublasStatus_t cublasMigrateComputeType(cublasHandle_t handle, cudaDataType_t dataType,
                                                      cublasComputeType_t *computeType)
{
    cublasMath_t mode = CUBLAS_DEFAULT_MATH;
    cublasStatus_t st = cublasGetMathMode(handle, &mode);
    if (st != CUBLAS_STATUS_SUCCESS)
        return st;
    const bool pedantic = (mode & 0xf) == CUBLAS_PEDANTIC_MATH;
    switch (dataType) {
    case CUDA_R_32F:
    case CUDA_C_32F: *computeType = pedantic ? CUBLAS_COMPUTE_32F_PEDANTIC : CUBLAS_COMPUTE_32F; break;
    case CUDA_R_64F:
    case CUDA_C_64F: *computeType = pedantic ? CUBLAS_COMPUTE_64F_PEDANTIC : CUBLAS_COMPUTE_64F; break;
    case CUDA_R_16F: *computeType = pedantic ? CUBLAS_COMPUTE_16F_PEDANTIC : CUBLAS_COMPUTE_16F; break;
    case CUDA_R_32I: *computeType = pedantic ? CUBLAS_COMPUTE_32I_PEDANTIC : CUBLAS_COMPUTE_32I; break;
    default: return CUBLAS_STATUS_NOT_SUPPORTED;
    }
    return CUBLAS_STATUS_SUCCESS;
}
static inline cublasStatus_t cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                          int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype,
                                          int lda, const void *B, cudaDataType Btype, int ldb, const void *beta,
                                          void *C, cudaDataType Ctype, int ldc, cudaDataType computeType,
                                          cublasGemmAlgo_t algo)
{
    cublasComputeType_t ct;
    cublasStatus_t st = cublasMigrateComputeType(handle, computeType, &ct);
    return st != CUBLAS_STATUS_SUCCESS ? st
         : cublasGemmEx(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc,
                        ct, algo);
}
static inline cublasStatus_t cublasGemmBatchedEx(cublasHandle_t handle, cublasOperation_t transa,
                                                 cublasOperation_t transb, int m, int n, int k, const void *alpha,
                                                 const void *const Aarray[], cudaDataType Atype, int lda,
                                                 const void *const Barray[], cudaDataType Btype, int ldb,
                                                 const void *beta, void *const Carray[], cudaDataType Ctype, int ldc,
                                                 int batchCount, cudaDataType computeType, cublasGemmAlgo_t algo)
{
    cublasComputeType_t ct;
    cublasStatus_t st = cublasMigrateComputeType(handle, computeType, &ct);
    return st != CUBLAS_STATUS_SUCCESS ? st
         : cublasGemmBatchedEx(handle, transa, transb, m, n, k, alpha, Aarray, Atype, lda, Barray, Btype, ldb, beta,
                               Carray, Ctype, ldc, batchCount, ct, algo);
}
static inline cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t handle, cublasOperation_t transa,
                                                        cublasOperation_t transb, int m, int n, int k,
                                                        const void *alpha, const void *A, cudaDataType Atype, int lda,
                                                        long long int strideA, const void *B, cudaDataType Btype,
                                                        int ldb, long long int strideB, const void *beta, void *C,
                                                        cudaDataType Ctype, int ldc, long long int strideC,
                                                        int batchCount, cudaDataType computeType,
                                                        cublasGemmAlgo_t algo)
{
    cublasComputeType_t ct;
    cublasStatus_t st = cublasMigrateComputeType(handle, computeType, &ct);
    return st != CUBLAS_STATUS_SUCCESS ? st
         : cublasGemmStridedBatchedEx(handle, transa, transb, m, n, k, alpha, A, Atype, lda, strideA, B, Btype, ldb,
                                      strideB, beta, C, Ctype, ldc, strideC, batchCount, ct, algo);
}
#endif

#endif
