/*
 * cuSPARSE on cucc (docs/libraries.md): the handle, the legacy matrix
 * descriptor and the generic API's sparse-times-dense products and
 * triangular solve, computed on the host (device memory is host memory).
 * Same types, values and functions as NVIDIA's; a call runs once the work
 * queued before it on the handle's stream is done, and is done when it
 * returns.  What is here:
 *
 *   handle       Create, Destroy, GetVersion, GetProperty, Set/GetStream,
 *                Set/GetPointerMode, GetErrorName, GetErrorString
 *   descriptors  Create/DestroyMatDescr, Set/GetMat{Type,FillMode,
 *                DiagType,IndexBase}
 *   generic      CreateCsr, CreateCsc, CreateCoo (and Const forms),
 *                DestroySpMat, SpMatGetSize, SpMatGetFormat,
 *                SpMatGetIndexBase, SpMat{Get,Set}Values, CsrGet,
 *                CsrSetPointers, SpMat{Set,Get}Attribute (fill mode, diag
 *                type); Create/DestroyDnVec, DnVecGet, DnVec{Get,Set}Values;
 *                Create/DestroyDnMat, DnMatGet, DnMat{Get,Set}Values
 *   compute      SpMV, SpMM (each with _bufferSize), SpSV (createDescr,
 *                bufferSize, analysis, solve, destroyDescr)
 *   conversions  (src/lib/cusparse_convert.c) Xcoo2csr, Xcsr2coo,
 *                Csr2cscEx2 (and _bufferSize), CreateIdentityPermutation,
 *                Xcsrsort, XcoosortByRow/ByColumn (and _bufferSizeExt),
 *                SparseToDense, DenseToSparse (_bufferSize, _analysis,
 *                _convert); sparse vectors: Create/DestroySpVec, SpVecGet,
 *                Gather, Scatter; Csc/CooSetPointers
 *   SpGEMM       (src/lib/cusparse_spgemm.c) createDescr, destroyDescr,
 *                workEstimation, compute, copy, getNumProducts: C = alpha
 *                A B of CSR matrices
 *
 * Values of 32- and 64-bit real and complex types (the compute type that
 * of the values), 32- and 64-bit indices, CSR, CSC and COO for SpMV and
 * SpMM, CSR and COO for SpSV, every operation on A (SpMM: on B too, but
 * the conjugate transpose of a complex B).  Other formats and types
 * return CUSPARSE_STATUS_NOT_SUPPORTED, as does SpMV or SpMM of a matrix
 * whose fill mode or diagonal type was set (as cuSPARSE 12.6 does).
 */
#ifndef CUSPARSE_H_
#define CUSPARSE_H_

#include <stddef.h>
#include <stdint.h>
#include "cuComplex.h"
#include "cuda_runtime_api.h"
#include "library_types.h"

#define CUSPARSE_VER_MAJOR 12
#define CUSPARSE_VER_MINOR 6
#define CUSPARSE_VER_PATCH 3
#define CUSPARSE_VER_BUILD 3
#define CUSPARSE_VERSION (CUSPARSE_VER_MAJOR * 1000 + CUSPARSE_VER_MINOR * 100 + CUSPARSE_VER_PATCH)

#ifndef CUSPARSEAPI
#define CUSPARSEAPI
#endif

#ifdef __cplusplus
extern "C" {
#endif

struct cusparseContext;
typedef struct cusparseContext *cusparseHandle_t;
struct cusparseMatDescr;
typedef struct cusparseMatDescr *cusparseMatDescr_t;

typedef enum {
    CUSPARSE_STATUS_SUCCESS = 0,
    CUSPARSE_STATUS_NOT_INITIALIZED = 1,
    CUSPARSE_STATUS_ALLOC_FAILED = 2,
    CUSPARSE_STATUS_INVALID_VALUE = 3,
    CUSPARSE_STATUS_ARCH_MISMATCH = 4,
    CUSPARSE_STATUS_MAPPING_ERROR = 5,
    CUSPARSE_STATUS_EXECUTION_FAILED = 6,
    CUSPARSE_STATUS_INTERNAL_ERROR = 7,
    CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8,
    CUSPARSE_STATUS_ZERO_PIVOT = 9,
    CUSPARSE_STATUS_NOT_SUPPORTED = 10,
    CUSPARSE_STATUS_INSUFFICIENT_RESOURCES = 11
} cusparseStatus_t;

typedef enum { CUSPARSE_POINTER_MODE_HOST = 0, CUSPARSE_POINTER_MODE_DEVICE = 1 } cusparsePointerMode_t;

typedef enum {
    CUSPARSE_MATRIX_TYPE_GENERAL = 0,
    CUSPARSE_MATRIX_TYPE_SYMMETRIC = 1,
    CUSPARSE_MATRIX_TYPE_HERMITIAN = 2,
    CUSPARSE_MATRIX_TYPE_TRIANGULAR = 3
} cusparseMatrixType_t;

typedef enum { CUSPARSE_FILL_MODE_LOWER = 0, CUSPARSE_FILL_MODE_UPPER = 1 } cusparseFillMode_t;
typedef enum { CUSPARSE_DIAG_TYPE_NON_UNIT = 0, CUSPARSE_DIAG_TYPE_UNIT = 1 } cusparseDiagType_t;
typedef enum { CUSPARSE_INDEX_BASE_ZERO = 0, CUSPARSE_INDEX_BASE_ONE = 1 } cusparseIndexBase_t;

typedef enum {
    CUSPARSE_OPERATION_NON_TRANSPOSE = 0,
    CUSPARSE_OPERATION_TRANSPOSE = 1,
    CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2
} cusparseOperation_t;

typedef enum {
    CUSPARSE_FORMAT_CSR = 1,
    CUSPARSE_FORMAT_CSC = 2,
    CUSPARSE_FORMAT_COO = 3,
    CUSPARSE_FORMAT_BLOCKED_ELL = 5,
    CUSPARSE_FORMAT_BSR = 6,
    CUSPARSE_FORMAT_SLICED_ELLPACK = 7
} cusparseFormat_t;

typedef enum { CUSPARSE_ORDER_COL = 1, CUSPARSE_ORDER_ROW = 2 } cusparseOrder_t;
typedef enum { CUSPARSE_INDEX_16U = 1, CUSPARSE_INDEX_32I = 2, CUSPARSE_INDEX_64I = 3 } cusparseIndexType_t;
typedef enum { CUSPARSE_SPMAT_FILL_MODE, CUSPARSE_SPMAT_DIAG_TYPE } cusparseSpMatAttribute_t;

typedef enum {
    CUSPARSE_SPMV_ALG_DEFAULT = 0,
    CUSPARSE_SPMV_CSR_ALG1 = 2,
    CUSPARSE_SPMV_CSR_ALG2 = 3,
    CUSPARSE_SPMV_COO_ALG1 = 1,
    CUSPARSE_SPMV_COO_ALG2 = 4,
    CUSPARSE_SPMV_SELL_ALG1 = 5,
    CUSPARSE_SPMV_BSR_ALG1 = 6
} cusparseSpMVAlg_t;

typedef enum {
    CUSPARSE_SPMM_ALG_DEFAULT = 0,
    CUSPARSE_SPMM_COO_ALG1 = 1,
    CUSPARSE_SPMM_COO_ALG2 = 2,
    CUSPARSE_SPMM_COO_ALG3 = 3,
    CUSPARSE_SPMM_COO_ALG4 = 5,
    CUSPARSE_SPMM_CSR_ALG1 = 4,
    CUSPARSE_SPMM_CSR_ALG2 = 6,
    CUSPARSE_SPMM_CSR_ALG3 = 12,
    CUSPARSE_SPMM_BLOCKED_ELL_ALG1 = 13,
    CUSPARSE_SPMM_BSR_ALG1 = 14
} cusparseSpMMAlg_t;

typedef enum { CUSPARSE_SPSV_ALG_DEFAULT = 0 } cusparseSpSVAlg_t;
typedef enum { CUSPARSE_ACTION_SYMBOLIC = 0, CUSPARSE_ACTION_NUMERIC = 1 } cusparseAction_t;
typedef enum { CUSPARSE_CSR2CSC_ALG_DEFAULT = 1, CUSPARSE_CSR2CSC_ALG1 = 1 } cusparseCsr2CscAlg_t;
typedef enum { CUSPARSE_SPARSETODENSE_ALG_DEFAULT = 0 } cusparseSparseToDenseAlg_t;
typedef enum { CUSPARSE_DENSETOSPARSE_ALG_DEFAULT = 0 } cusparseDenseToSparseAlg_t;

/* SpGEMM's algorithms (cucc computes them all the same way; the two
 * misspelled names are NVIDIA's) */
typedef enum {
    CUSPARSE_SPGEMM_DEFAULT = 0,
    CUSPARSE_SPGEMM_CSR_ALG_DETERMINITIC = 1,
    CUSPARSE_SPGEMM_CSR_ALG_NONDETERMINITIC = 2,
    CUSPARSE_SPGEMM_ALG1 = 3,
    CUSPARSE_SPGEMM_ALG2 = 4,
    CUSPARSE_SPGEMM_ALG3 = 5
} cusparseSpGEMMAlg_t;

struct cusparseDnVecDescr;
struct cusparseSpMatDescr;
struct cusparseDnMatDescr;
struct cusparseSpSVDescr;
typedef struct cusparseDnVecDescr *cusparseDnVecDescr_t;
typedef struct cusparseSpMatDescr *cusparseSpMatDescr_t;
typedef struct cusparseDnMatDescr *cusparseDnMatDescr_t;
typedef struct cusparseDnVecDescr const *cusparseConstDnVecDescr_t;
typedef struct cusparseSpMatDescr const *cusparseConstSpMatDescr_t;
typedef struct cusparseDnMatDescr const *cusparseConstDnMatDescr_t;
typedef struct cusparseSpSVDescr *cusparseSpSVDescr_t;
struct cusparseSpVecDescr;
typedef struct cusparseSpVecDescr *cusparseSpVecDescr_t;
typedef struct cusparseSpVecDescr const *cusparseConstSpVecDescr_t;
struct cusparseSpGEMMDescr;
typedef struct cusparseSpGEMMDescr *cusparseSpGEMMDescr_t;

/* the handle */
cusparseStatus_t CUSPARSEAPI cusparseCreate(cusparseHandle_t *handle);
cusparseStatus_t CUSPARSEAPI cusparseDestroy(cusparseHandle_t handle);
cusparseStatus_t CUSPARSEAPI cusparseGetVersion(cusparseHandle_t handle, int *version);
cusparseStatus_t CUSPARSEAPI cusparseGetProperty(libraryPropertyType type, int *value);
const char *CUSPARSEAPI cusparseGetErrorName(cusparseStatus_t status);
const char *CUSPARSEAPI cusparseGetErrorString(cusparseStatus_t status);
cusparseStatus_t CUSPARSEAPI cusparseSetStream(cusparseHandle_t handle, cudaStream_t streamId);
cusparseStatus_t CUSPARSEAPI cusparseGetStream(cusparseHandle_t handle, cudaStream_t *streamId);
cusparseStatus_t CUSPARSEAPI cusparseGetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t *mode);
cusparseStatus_t CUSPARSEAPI cusparseSetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t mode);

/* the legacy matrix descriptor */
cusparseStatus_t CUSPARSEAPI cusparseCreateMatDescr(cusparseMatDescr_t *descrA);
cusparseStatus_t CUSPARSEAPI cusparseDestroyMatDescr(cusparseMatDescr_t descrA);
cusparseStatus_t CUSPARSEAPI cusparseSetMatType(cusparseMatDescr_t descrA, cusparseMatrixType_t type);
cusparseMatrixType_t CUSPARSEAPI cusparseGetMatType(const cusparseMatDescr_t descrA);
cusparseStatus_t CUSPARSEAPI cusparseSetMatFillMode(cusparseMatDescr_t descrA, cusparseFillMode_t fillMode);
cusparseFillMode_t CUSPARSEAPI cusparseGetMatFillMode(const cusparseMatDescr_t descrA);
cusparseStatus_t CUSPARSEAPI cusparseSetMatDiagType(cusparseMatDescr_t descrA, cusparseDiagType_t diagType);
cusparseDiagType_t CUSPARSEAPI cusparseGetMatDiagType(const cusparseMatDescr_t descrA);
cusparseStatus_t CUSPARSEAPI cusparseSetMatIndexBase(cusparseMatDescr_t descrA, cusparseIndexBase_t base);
cusparseIndexBase_t CUSPARSEAPI cusparseGetMatIndexBase(const cusparseMatDescr_t descrA);

/* dense vectors and matrices */
cusparseStatus_t CUSPARSEAPI cusparseCreateDnVec(cusparseDnVecDescr_t *dnVecDescr, int64_t size,
                                                 void *values, cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseCreateConstDnVec(cusparseConstDnVecDescr_t *dnVecDescr, int64_t size,
                                                      const void *values, cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseDestroyDnVec(cusparseConstDnVecDescr_t dnVecDescr);
cusparseStatus_t CUSPARSEAPI cusparseDnVecGet(cusparseDnVecDescr_t dnVecDescr, int64_t *size, void **values,
                                              cudaDataType *valueType);
cusparseStatus_t CUSPARSEAPI cusparseDnVecGetValues(cusparseDnVecDescr_t dnVecDescr, void **values);
cusparseStatus_t CUSPARSEAPI cusparseDnVecSetValues(cusparseDnVecDescr_t dnVecDescr, void *values);
cusparseStatus_t CUSPARSEAPI cusparseCreateDnMat(cusparseDnMatDescr_t *dnMatDescr, int64_t rows, int64_t cols,
                                                 int64_t ld, void *values, cudaDataType valueType,
                                                 cusparseOrder_t order);
cusparseStatus_t CUSPARSEAPI cusparseCreateConstDnMat(cusparseConstDnMatDescr_t *dnMatDescr, int64_t rows,
                                                      int64_t cols, int64_t ld, const void *values,
                                                      cudaDataType valueType, cusparseOrder_t order);
cusparseStatus_t CUSPARSEAPI cusparseDestroyDnMat(cusparseConstDnMatDescr_t dnMatDescr);
cusparseStatus_t CUSPARSEAPI cusparseDnMatGet(cusparseDnMatDescr_t dnMatDescr, int64_t *rows, int64_t *cols,
                                              int64_t *ld, void **values, cudaDataType *type,
                                              cusparseOrder_t *order);
cusparseStatus_t CUSPARSEAPI cusparseDnMatGetValues(cusparseDnMatDescr_t dnMatDescr, void **values);
cusparseStatus_t CUSPARSEAPI cusparseDnMatSetValues(cusparseDnMatDescr_t dnMatDescr, void *values);

/* sparse matrices */
cusparseStatus_t CUSPARSEAPI cusparseCreateCsr(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols,
                                               int64_t nnz, void *csrRowOffsets, void *csrColInd,
                                               void *csrValues, cusparseIndexType_t csrRowOffsetsType,
                                               cusparseIndexType_t csrColIndType, cusparseIndexBase_t idxBase,
                                               cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseCreateConstCsr(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows,
                                                    int64_t cols, int64_t nnz, const void *csrRowOffsets,
                                                    const void *csrColInd, const void *csrValues,
                                                    cusparseIndexType_t csrRowOffsetsType,
                                                    cusparseIndexType_t csrColIndType,
                                                    cusparseIndexBase_t idxBase, cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseCreateCsc(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols,
                                               int64_t nnz, void *cscColOffsets, void *cscRowInd,
                                               void *cscValues, cusparseIndexType_t cscColOffsetsType,
                                               cusparseIndexType_t cscRowIndType, cusparseIndexBase_t idxBase,
                                               cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseCreateCoo(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols,
                                               int64_t nnz, void *cooRowInd, void *cooColInd, void *cooValues,
                                               cusparseIndexType_t cooIdxType, cusparseIndexBase_t idxBase,
                                               cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseDestroySpMat(cusparseConstSpMatDescr_t spMatDescr);
cusparseStatus_t CUSPARSEAPI cusparseSpMatGetSize(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows,
                                                  int64_t *cols, int64_t *nnz);
cusparseStatus_t CUSPARSEAPI cusparseSpMatGetFormat(cusparseConstSpMatDescr_t spMatDescr,
                                                    cusparseFormat_t *format);
cusparseStatus_t CUSPARSEAPI cusparseSpMatGetIndexBase(cusparseConstSpMatDescr_t spMatDescr,
                                                       cusparseIndexBase_t *idxBase);
cusparseStatus_t CUSPARSEAPI cusparseSpMatGetValues(cusparseSpMatDescr_t spMatDescr, void **values);
cusparseStatus_t CUSPARSEAPI cusparseSpMatSetValues(cusparseSpMatDescr_t spMatDescr, void *values);
cusparseStatus_t CUSPARSEAPI cusparseCsrGet(cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols,
                                            int64_t *nnz, void **csrRowOffsets, void **csrColInd,
                                            void **csrValues, cusparseIndexType_t *csrRowOffsetsType,
                                            cusparseIndexType_t *csrColIndType, cusparseIndexBase_t *idxBase,
                                            cudaDataType *valueType);
cusparseStatus_t CUSPARSEAPI cusparseCsrSetPointers(cusparseSpMatDescr_t spMatDescr, void *csrRowOffsets,
                                                    void *csrColInd, void *csrValues);
cusparseStatus_t CUSPARSEAPI cusparseCscSetPointers(cusparseSpMatDescr_t spMatDescr, void *cscColOffsets,
                                                    void *cscRowInd, void *cscValues);
cusparseStatus_t CUSPARSEAPI cusparseCooSetPointers(cusparseSpMatDescr_t spMatDescr, void *cooRows,
                                                    void *cooColumns, void *cooValues);
cusparseStatus_t CUSPARSEAPI cusparseSpMatGetAttribute(cusparseConstSpMatDescr_t spMatDescr,
                                                       cusparseSpMatAttribute_t attribute, void *data,
                                                       size_t dataSize);
cusparseStatus_t CUSPARSEAPI cusparseSpMatSetAttribute(cusparseSpMatDescr_t spMatDescr,
                                                       cusparseSpMatAttribute_t attribute, void *data,
                                                       size_t dataSize);

/* y = alpha op(A) x + beta y */
cusparseStatus_t CUSPARSEAPI cusparseSpMV_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA,
                                                     const void *alpha, cusparseConstSpMatDescr_t matA,
                                                     cusparseConstDnVecDescr_t vecX, const void *beta,
                                                     cusparseDnVecDescr_t vecY, cudaDataType computeType,
                                                     cusparseSpMVAlg_t alg, size_t *bufferSize);
cusparseStatus_t CUSPARSEAPI cusparseSpMV(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha,
                                          cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX,
                                          const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType,
                                          cusparseSpMVAlg_t alg, void *externalBuffer);

/* C = alpha op(A) op(B) + beta C */
cusparseStatus_t CUSPARSEAPI cusparseSpMM_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA,
                                                     cusparseOperation_t opB, const void *alpha,
                                                     cusparseConstSpMatDescr_t matA,
                                                     cusparseConstDnMatDescr_t matB, const void *beta,
                                                     cusparseDnMatDescr_t matC, cudaDataType computeType,
                                                     cusparseSpMMAlg_t alg, size_t *bufferSize);
cusparseStatus_t CUSPARSEAPI cusparseSpMM(cusparseHandle_t handle, cusparseOperation_t opA,
                                          cusparseOperation_t opB, const void *alpha,
                                          cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB,
                                          const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType,
                                          cusparseSpMMAlg_t alg, void *externalBuffer);

/* op(A) y = alpha x, A triangular (its fill mode and diagonal type are
 * the matrix's attributes) */
cusparseStatus_t CUSPARSEAPI cusparseSpSV_createDescr(cusparseSpSVDescr_t *descr);
cusparseStatus_t CUSPARSEAPI cusparseSpSV_destroyDescr(cusparseSpSVDescr_t descr);
cusparseStatus_t CUSPARSEAPI cusparseSpSV_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA,
                                                     const void *alpha, cusparseConstSpMatDescr_t matA,
                                                     cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY,
                                                     cudaDataType computeType, cusparseSpSVAlg_t alg,
                                                     cusparseSpSVDescr_t spsvDescr, size_t *bufferSize);
cusparseStatus_t CUSPARSEAPI cusparseSpSV_analysis(cusparseHandle_t handle, cusparseOperation_t opA,
                                                   const void *alpha, cusparseConstSpMatDescr_t matA,
                                                   cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY,
                                                   cudaDataType computeType, cusparseSpSVAlg_t alg,
                                                   cusparseSpSVDescr_t spsvDescr, void *externalBuffer);
cusparseStatus_t CUSPARSEAPI cusparseSpSV_solve(cusparseHandle_t handle, cusparseOperation_t opA,
                                                const void *alpha, cusparseConstSpMatDescr_t matA,
                                                cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY,
                                                cudaDataType computeType, cusparseSpSVAlg_t alg,
                                                cusparseSpSVDescr_t spsvDescr);

/* sparse vectors: nnz of size elements, at indices (src/lib/cusparse_convert.c) */
cusparseStatus_t CUSPARSEAPI cusparseCreateSpVec(cusparseSpVecDescr_t *spVecDescr, int64_t size, int64_t nnz,
                                                 void *indices, void *values, cusparseIndexType_t idxType,
                                                 cusparseIndexBase_t idxBase, cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseCreateConstSpVec(cusparseConstSpVecDescr_t *spVecDescr, int64_t size,
                                                      int64_t nnz, const void *indices, const void *values,
                                                      cusparseIndexType_t idxType, cusparseIndexBase_t idxBase,
                                                      cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseDestroySpVec(cusparseConstSpVecDescr_t spVecDescr);
cusparseStatus_t CUSPARSEAPI cusparseSpVecGet(cusparseSpVecDescr_t spVecDescr, int64_t *size, int64_t *nnz,
                                              void **indices, void **values, cusparseIndexType_t *idxType,
                                              cusparseIndexBase_t *idxBase, cudaDataType *valueType);
cusparseStatus_t CUSPARSEAPI cusparseConstSpVecGet(cusparseConstSpVecDescr_t spVecDescr, int64_t *size,
                                                   int64_t *nnz, const void **indices, const void **values,
                                                   cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase,
                                                   cudaDataType *valueType);
cusparseStatus_t CUSPARSEAPI cusparseSpVecGetIndexBase(cusparseConstSpVecDescr_t spVecDescr,
                                                       cusparseIndexBase_t *idxBase);
cusparseStatus_t CUSPARSEAPI cusparseSpVecGetValues(cusparseSpVecDescr_t spVecDescr, void **values);
cusparseStatus_t CUSPARSEAPI cusparseConstSpVecGetValues(cusparseConstSpVecDescr_t spVecDescr,
                                                         const void **values);
cusparseStatus_t CUSPARSEAPI cusparseSpVecSetValues(cusparseSpVecDescr_t spVecDescr, void *values);
/* x = y at x's indices; y at x's indices = x */
cusparseStatus_t CUSPARSEAPI cusparseGather(cusparseHandle_t handle, cusparseConstDnVecDescr_t vecY,
                                            cusparseSpVecDescr_t vecX);
cusparseStatus_t CUSPARSEAPI cusparseScatter(cusparseHandle_t handle, cusparseConstSpVecDescr_t vecX,
                                             cusparseDnVecDescr_t vecY);

/* format conversions of the legacy API: 32-bit indices, m rows, n columns */
cusparseStatus_t CUSPARSEAPI cusparseXcoo2csr(cusparseHandle_t handle, const int *cooRowInd, int nnz, int m,
                                              int *csrSortedRowPtr, cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseXcsr2coo(cusparseHandle_t handle, const int *csrSortedRowPtr, int nnz, int m,
                                              int *cooRowInd, cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseCsr2cscEx2_bufferSize(cusparseHandle_t handle, int m, int n, int nnz,
                                                           const void *csrVal, const int *csrRowPtr,
                                                           const int *csrColInd, void *cscVal, int *cscColPtr,
                                                           int *cscRowInd, cudaDataType valType,
                                                           cusparseAction_t copyValues, cusparseIndexBase_t idxBase,
                                                           cusparseCsr2CscAlg_t alg, size_t *bufferSize);
cusparseStatus_t CUSPARSEAPI cusparseCsr2cscEx2(cusparseHandle_t handle, int m, int n, int nnz, const void *csrVal,
                                                const int *csrRowPtr, const int *csrColInd, void *cscVal,
                                                int *cscColPtr, int *cscRowInd, cudaDataType valType,
                                                cusparseAction_t copyValues, cusparseIndexBase_t idxBase,
                                                cusparseCsr2CscAlg_t alg, void *buffer);
cusparseStatus_t CUSPARSEAPI cusparseCreateIdentityPermutation(cusparseHandle_t handle, int n, int *p);
cusparseStatus_t CUSPARSEAPI cusparseXcsrsort_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz,
                                                            const int *csrRowPtrA, const int *csrColIndA,
                                                            size_t *pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseXcsrsort(cusparseHandle_t handle, int m, int n, int nnz,
                                              const cusparseMatDescr_t descrA, const int *csrRowPtrA,
                                              int *csrColIndA, int *P, void *pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseXcoosort_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz,
                                                            const int *cooRowsA, const int *cooColsA,
                                                            size_t *pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseXcoosortByRow(cusparseHandle_t handle, int m, int n, int nnz, int *cooRowsA,
                                                   int *cooColsA, int *P, void *pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseXcoosortByColumn(cusparseHandle_t handle, int m, int n, int nnz,
                                                      int *cooRowsA, int *cooColsA, int *P, void *pBuffer);

/* dense <-> sparse of the generic API */
cusparseStatus_t CUSPARSEAPI cusparseSparseToDense_bufferSize(cusparseHandle_t handle,
                                                              cusparseConstSpMatDescr_t matA,
                                                              cusparseDnMatDescr_t matB,
                                                              cusparseSparseToDenseAlg_t alg, size_t *bufferSize);
cusparseStatus_t CUSPARSEAPI cusparseSparseToDense(cusparseHandle_t handle, cusparseConstSpMatDescr_t matA,
                                                   cusparseDnMatDescr_t matB, cusparseSparseToDenseAlg_t alg,
                                                   void *externalBuffer);
cusparseStatus_t CUSPARSEAPI cusparseDenseToSparse_bufferSize(cusparseHandle_t handle,
                                                              cusparseConstDnMatDescr_t matA,
                                                              cusparseSpMatDescr_t matB,
                                                              cusparseDenseToSparseAlg_t alg, size_t *bufferSize);
cusparseStatus_t CUSPARSEAPI cusparseDenseToSparse_analysis(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA,
                                                            cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg,
                                                            void *externalBuffer);
cusparseStatus_t CUSPARSEAPI cusparseDenseToSparse_convert(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA,
                                                           cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg,
                                                           void *externalBuffer);

/* C = alpha op(A) op(B) of CSR matrices (src/lib/cusparse_spgemm.c): the
 * work estimation and the computation, each called first without a
 * buffer for its size, then with it; C's size then, and copy fills the
 * arrays CsrSetPointers gave C */
cusparseStatus_t CUSPARSEAPI cusparseSpGEMM_createDescr(cusparseSpGEMMDescr_t *descr);
cusparseStatus_t CUSPARSEAPI cusparseSpGEMM_destroyDescr(cusparseSpGEMMDescr_t descr);
cusparseStatus_t CUSPARSEAPI cusparseSpGEMM_workEstimation(cusparseHandle_t handle, cusparseOperation_t opA,
                                                           cusparseOperation_t opB, const void *alpha,
                                                           cusparseConstSpMatDescr_t matA,
                                                           cusparseConstSpMatDescr_t matB, const void *beta,
                                                           cusparseSpMatDescr_t matC, cudaDataType computeType,
                                                           cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr,
                                                           size_t *bufferSize1, void *externalBuffer1);
cusparseStatus_t CUSPARSEAPI cusparseSpGEMM_getNumProducts(cusparseSpGEMMDescr_t spgemmDescr, int64_t *num_prods);
cusparseStatus_t CUSPARSEAPI cusparseSpGEMM_compute(cusparseHandle_t handle, cusparseOperation_t opA,
                                                    cusparseOperation_t opB, const void *alpha,
                                                    cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB,
                                                    const void *beta, cusparseSpMatDescr_t matC,
                                                    cudaDataType computeType, cusparseSpGEMMAlg_t alg,
                                                    cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize2,
                                                    void *externalBuffer2);
cusparseStatus_t CUSPARSEAPI cusparseSpGEMM_copy(cusparseHandle_t handle, cusparseOperation_t opA,
                                                 cusparseOperation_t opB, const void *alpha,
                                                 cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB,
                                                 const void *beta, cusparseSpMatDescr_t matC,
                                                 cudaDataType computeType, cusparseSpGEMMAlg_t alg,
                                                 cusparseSpGEMMDescr_t spgemmDescr);

/* the legacy incomplete LU(0) of a CSR matrix (src/lib/cusparse_ilu.c) */
typedef enum { CUSPARSE_SOLVE_POLICY_NO_LEVEL = 0, CUSPARSE_SOLVE_POLICY_USE_LEVEL = 1 } cusparseSolvePolicy_t;
struct csrilu02Info;
typedef struct csrilu02Info *csrilu02Info_t;
cusparseStatus_t CUSPARSEAPI cusparseCreateCsrilu02Info(csrilu02Info_t *info);
cusparseStatus_t CUSPARSEAPI cusparseDestroyCsrilu02Info(csrilu02Info_t info);
cusparseStatus_t CUSPARSEAPI cusparseXcsrilu02_zeroPivot(cusparseHandle_t handle, csrilu02Info_t info, int *position);
cusparseStatus_t CUSPARSEAPI cusparseScsrilu02_numericBoost(cusparseHandle_t handle, csrilu02Info_t info,
                                                          int enable_boost, double *tol, float *boost_val);
cusparseStatus_t CUSPARSEAPI cusparseScsrilu02_bufferSize(cusparseHandle_t handle, int m, int nnz,
                                                        const cusparseMatDescr_t descrA, float *csrSortedValA,
                                                        const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                        csrilu02Info_t info, int *pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseScsrilu02_analysis(cusparseHandle_t handle, int m, int nnz,
                                                      const cusparseMatDescr_t descrA, const float *csrSortedValA,
                                                      const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                      csrilu02Info_t info, cusparseSolvePolicy_t policy,
                                                      void *pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseScsrilu02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA,
                                             float *csrSortedValA_valM, const int *csrSortedRowPtrA,
                                             const int *csrSortedColIndA, csrilu02Info_t info,
                                             cusparseSolvePolicy_t policy, void *pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseDcsrilu02_numericBoost(cusparseHandle_t handle, csrilu02Info_t info,
                                                          int enable_boost, double *tol, double *boost_val);
cusparseStatus_t CUSPARSEAPI cusparseDcsrilu02_bufferSize(cusparseHandle_t handle, int m, int nnz,
                                                        const cusparseMatDescr_t descrA, double *csrSortedValA,
                                                        const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                        csrilu02Info_t info, int *pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseDcsrilu02_analysis(cusparseHandle_t handle, int m, int nnz,
                                                      const cusparseMatDescr_t descrA, const double *csrSortedValA,
                                                      const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                      csrilu02Info_t info, cusparseSolvePolicy_t policy,
                                                      void *pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseDcsrilu02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA,
                                             double *csrSortedValA_valM, const int *csrSortedRowPtrA,
                                             const int *csrSortedColIndA, csrilu02Info_t info,
                                             cusparseSolvePolicy_t policy, void *pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseCcsrilu02_numericBoost(cusparseHandle_t handle, csrilu02Info_t info,
                                                          int enable_boost, double *tol, cuComplex *boost_val);
cusparseStatus_t CUSPARSEAPI cusparseCcsrilu02_bufferSize(cusparseHandle_t handle, int m, int nnz,
                                                        const cusparseMatDescr_t descrA, cuComplex *csrSortedValA,
                                                        const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                        csrilu02Info_t info, int *pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseCcsrilu02_analysis(cusparseHandle_t handle, int m, int nnz,
                                                      const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA,
                                                      const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                      csrilu02Info_t info, cusparseSolvePolicy_t policy,
                                                      void *pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseCcsrilu02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA,
                                             cuComplex *csrSortedValA_valM, const int *csrSortedRowPtrA,
                                             const int *csrSortedColIndA, csrilu02Info_t info,
                                             cusparseSolvePolicy_t policy, void *pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseZcsrilu02_numericBoost(cusparseHandle_t handle, csrilu02Info_t info,
                                                          int enable_boost, double *tol, cuDoubleComplex *boost_val);
cusparseStatus_t CUSPARSEAPI cusparseZcsrilu02_bufferSize(cusparseHandle_t handle, int m, int nnz,
                                                        const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA,
                                                        const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                        csrilu02Info_t info, int *pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseZcsrilu02_analysis(cusparseHandle_t handle, int m, int nnz,
                                                      const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA,
                                                      const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                      csrilu02Info_t info, cusparseSolvePolicy_t policy,
                                                      void *pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseZcsrilu02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA,
                                             cuDoubleComplex *csrSortedValA_valM, const int *csrSortedRowPtrA,
                                             const int *csrSortedColIndA, csrilu02Info_t info,
                                             cusparseSolvePolicy_t policy, void *pBuffer);

#ifdef __cplusplus
}
#endif

#endif
