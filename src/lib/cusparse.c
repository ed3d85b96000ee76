/*
 * cuSPARSE on the host (include/cusparse.h says what is here;
 * docs/libraries.md why).  Device memory is host memory, so a call is a
 * loop over the matrix's entries, run after the work queued on the
 * handle's stream before it has finished and finished when it returns, as
 * src/lib/cublas.c does.  Scalars are read where the pointer mode says,
 * which here is the same memory.
 *
 * Each product walks the stored entries once.  Where an output element
 * is one stored row's (or column's) dot product, CSR times x and its
 * transpose for CSC, it is summed first and then combined, alpha * sum +
 * beta * y, as cuSPARSE's CSR algorithms do; otherwise y is scaled by beta
 * (set to zero when beta is zero, whatever it held) and each entry adds
 * alpha * a * x.  Arithmetic is in the value type, complex for the C types.
 */
#include <complex.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "cucc/abi.h"

#include "cusparse.h"
#include "cusparse_impl.h"
#include "stream_call.h"

/* ---- the handle ---------------------------------------------------------- */

cusparseStatus_t cusparseCreate(cusparseHandle_t *handle)
{
    if (!handle)
        return CUSPARSE_STATUS_INVALID_VALUE;
    struct cusparseContext *h = calloc(1, sizeof *h);
    if (!h)
        return CUSPARSE_STATUS_ALLOC_FAILED;
    if (cudaFree(0) != cudaSuccess) {   /* the device must be usable */
        free(h);
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    }
    *handle = h;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseDestroy(cusparseHandle_t handle)
{
    if (!handle)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    cudaStreamSynchronize(handle->stream);
    free(handle);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseGetVersion(cusparseHandle_t handle, int *version)
{
    if (!handle)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (!version)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *version = CUSPARSE_VERSION;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseGetProperty(libraryPropertyType type, int *value)
{
    if (!value)
        return CUSPARSE_STATUS_INVALID_VALUE;
    switch (type) {
    case MAJOR_VERSION: *value = CUSPARSE_VER_MAJOR; break;
    case MINOR_VERSION: *value = CUSPARSE_VER_MINOR; break;
    case PATCH_LEVEL: *value = CUSPARSE_VER_PATCH; break;
    default: return CUSPARSE_STATUS_INVALID_VALUE;
    }
    return CUSPARSE_STATUS_SUCCESS;
}

const char *cusparseGetErrorName(cusparseStatus_t status)
{
    switch (status) {
    case CUSPARSE_STATUS_SUCCESS: return "CUSPARSE_STATUS_SUCCESS";
    case CUSPARSE_STATUS_NOT_INITIALIZED: return "CUSPARSE_STATUS_NOT_INITIALIZED";
    case CUSPARSE_STATUS_ALLOC_FAILED: return "CUSPARSE_STATUS_ALLOC_FAILED";
    case CUSPARSE_STATUS_INVALID_VALUE: return "CUSPARSE_STATUS_INVALID_VALUE";
    case CUSPARSE_STATUS_ARCH_MISMATCH: return "CUSPARSE_STATUS_ARCH_MISMATCH";
    case CUSPARSE_STATUS_MAPPING_ERROR: return "CUSPARSE_STATUS_MAPPING_ERROR";
    case CUSPARSE_STATUS_EXECUTION_FAILED: return "CUSPARSE_STATUS_EXECUTION_FAILED";
    case CUSPARSE_STATUS_INTERNAL_ERROR: return "CUSPARSE_STATUS_INTERNAL_ERROR";
    case CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED: return "CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED";
    case CUSPARSE_STATUS_ZERO_PIVOT: return "CUSPARSE_STATUS_ZERO_PIVOT";
    case CUSPARSE_STATUS_NOT_SUPPORTED: return "CUSPARSE_STATUS_NOT_SUPPORTED";
    case CUSPARSE_STATUS_INSUFFICIENT_RESOURCES: return "CUSPARSE_STATUS_INSUFFICIENT_RESOURCES";
    }
    return "CUSPARSE_STATUS_UNKNOWN";
}

const char *cusparseGetErrorString(cusparseStatus_t status)
{
    switch (status) {
    case CUSPARSE_STATUS_SUCCESS: return "success";
    case CUSPARSE_STATUS_NOT_INITIALIZED: return "initialization error";
    case CUSPARSE_STATUS_ALLOC_FAILED: return "out of memory";
    case CUSPARSE_STATUS_INVALID_VALUE: return "invalid value";
    case CUSPARSE_STATUS_ARCH_MISMATCH: return "architecture mismatch";
    case CUSPARSE_STATUS_MAPPING_ERROR: return "texture memory mapping error";
    case CUSPARSE_STATUS_EXECUTION_FAILED: return "kernel launch failure";
    case CUSPARSE_STATUS_INTERNAL_ERROR: return "internal error";
    case CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED: return "matrix type not supported";
    case CUSPARSE_STATUS_ZERO_PIVOT: return "zero pivot";
    case CUSPARSE_STATUS_NOT_SUPPORTED: return "operation not supported";
    case CUSPARSE_STATUS_INSUFFICIENT_RESOURCES: return "insufficient resources";
    }
    return "unknown error";
}

cusparseStatus_t cusparseSetStream(cusparseHandle_t handle, cudaStream_t streamId)
{
    if (!handle)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    handle->stream = streamId;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseGetStream(cusparseHandle_t handle, cudaStream_t *streamId)
{
    if (!handle)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (!streamId)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *streamId = handle->stream;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseGetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t *mode)
{
    if (!handle)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (!mode)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *mode = handle->pointer_mode;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t mode)
{
    if (!handle)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (mode != CUSPARSE_POINTER_MODE_HOST && mode != CUSPARSE_POINTER_MODE_DEVICE)
        return CUSPARSE_STATUS_INVALID_VALUE;
    handle->pointer_mode = mode;
    return CUSPARSE_STATUS_SUCCESS;
}

/* ---- the legacy matrix descriptor ---------------------------------------- */

cusparseStatus_t cusparseCreateMatDescr(cusparseMatDescr_t *descrA)
{
    if (!descrA)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *descrA = calloc(1, sizeof **descrA);   /* general, lower, non-unit, base 0 */
    return *descrA ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_ALLOC_FAILED;
}

cusparseStatus_t cusparseDestroyMatDescr(cusparseMatDescr_t descrA)
{
    free(descrA);
    return CUSPARSE_STATUS_SUCCESS;
}

#define DESCR_FIELD(Name, field, T, lo, hi)                                                        \
    cusparseStatus_t cusparseSetMat##Name(cusparseMatDescr_t d, T v)                               \
    {                                                                                              \
        if (!d || (int)v < (lo) || (int)v > (hi))                                                  \
            return CUSPARSE_STATUS_INVALID_VALUE;                                                  \
        d->field = v;                                                                              \
        return CUSPARSE_STATUS_SUCCESS;                                                            \
    }                                                                                              \
    T cusparseGetMat##Name(const cusparseMatDescr_t d) { return d ? d->field : (T)0; }
DESCR_FIELD(Type, type, cusparseMatrixType_t, 0, 3)
DESCR_FIELD(FillMode, fill, cusparseFillMode_t, 0, 1)
DESCR_FIELD(DiagType, diag, cusparseDiagType_t, 0, 1)
DESCR_FIELD(IndexBase, base, cusparseIndexBase_t, 0, 1)

/* ---- descriptors of the generic API --------------------------------------- */

cusparseStatus_t cusparseCreateDnVec(cusparseDnVecDescr_t *d, int64_t size, void *values, cudaDataType type)
{
    if (!d || size < 0 || (size > 0 && !values))
        return CUSPARSE_STATUS_INVALID_VALUE;
    struct cusparseDnVecDescr *v = malloc(sizeof *v);
    if (!v)
        return CUSPARSE_STATUS_ALLOC_FAILED;
    *v = (struct cusparseDnVecDescr){size, values, type};
    *d = v;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCreateConstDnVec(cusparseConstDnVecDescr_t *d, int64_t size, const void *values,
                                          cudaDataType type)
{
    return cusparseCreateDnVec((cusparseDnVecDescr_t *)d, size, (void *)values, type);
}

cusparseStatus_t cusparseDestroyDnVec(cusparseConstDnVecDescr_t d)
{
    free((void *)d);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseDnVecGet(cusparseDnVecDescr_t d, int64_t *size, void **values, cudaDataType *type)
{
    if (!d || !size || !values || !type)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *size = d->size;
    *values = d->values;
    *type = d->type;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseDnVecGetValues(cusparseDnVecDescr_t d, void **values)
{
    if (!d || !values)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *values = d->values;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseDnVecSetValues(cusparseDnVecDescr_t d, void *values)
{
    if (!d || !values)
        return CUSPARSE_STATUS_INVALID_VALUE;
    d->values = values;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCreateDnMat(cusparseDnMatDescr_t *d, int64_t rows, int64_t cols, int64_t ld,
                                     void *values, cudaDataType type, cusparseOrder_t order)
{
    if (!d || rows < 0 || cols < 0 || (order != CUSPARSE_ORDER_COL && order != CUSPARSE_ORDER_ROW) ||
        ld < (order == CUSPARSE_ORDER_COL ? rows : cols) || ld < 1 || (rows && cols && !values))
        return CUSPARSE_STATUS_INVALID_VALUE;
    struct cusparseDnMatDescr *m = malloc(sizeof *m);
    if (!m)
        return CUSPARSE_STATUS_ALLOC_FAILED;
    *m = (struct cusparseDnMatDescr){rows, cols, ld, values, type, order};
    *d = m;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCreateConstDnMat(cusparseConstDnMatDescr_t *d, int64_t rows, int64_t cols, int64_t ld,
                                          const void *values, cudaDataType type, cusparseOrder_t order)
{
    return cusparseCreateDnMat((cusparseDnMatDescr_t *)d, rows, cols, ld, (void *)values, type, order);
}

cusparseStatus_t cusparseDestroyDnMat(cusparseConstDnMatDescr_t d)
{
    free((void *)d);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseDnMatGet(cusparseDnMatDescr_t d, int64_t *rows, int64_t *cols, int64_t *ld,
                                  void **values, cudaDataType *type, cusparseOrder_t *order)
{
    if (!d || !rows || !cols || !ld || !values || !type || !order)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *rows = d->rows;
    *cols = d->cols;
    *ld = d->ld;
    *values = d->values;
    *type = d->type;
    *order = d->order;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseDnMatGetValues(cusparseDnMatDescr_t d, void **values)
{
    if (!d || !values)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *values = d->values;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseDnMatSetValues(cusparseDnMatDescr_t d, void *values)
{
    if (!d || !values)
        return CUSPARSE_STATUS_INVALID_VALUE;
    d->values = values;
    return CUSPARSE_STATUS_SUCCESS;
}

static bool index_type_ok(cusparseIndexType_t t)
{
    return t == CUSPARSE_INDEX_32I || t == CUSPARSE_INDEX_64I;
}

static cusparseStatus_t new_sparse(cusparseSpMatDescr_t *d, cusparseFormat_t format, int64_t rows,
                                   int64_t cols, int64_t nnz, void *offsets, void *indices, void *values,
                                   cusparseIndexType_t offsets_type, cusparseIndexType_t index_type,
                                   cusparseIndexBase_t base, cudaDataType type)
{
    if (!d || rows < 0 || cols < 0 || nnz < 0 || (base != CUSPARSE_INDEX_BASE_ZERO &&
                                                  base != CUSPARSE_INDEX_BASE_ONE))
        return CUSPARSE_STATUS_INVALID_VALUE;
    /* without entries every array may be NULL, CSR's offsets too (cuSPARSE
     * 12.6 allows it: SpGEMM's C and DenseToSparse's output get theirs
     * later, by CsrSetPointers) */
    if (nnz > 0 && (!offsets || !indices || !values))
        return CUSPARSE_STATUS_INVALID_VALUE;
    if (!index_type_ok(offsets_type) || !index_type_ok(index_type))
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    struct cusparseSpMatDescr *m = calloc(1, sizeof *m);
    if (!m)
        return CUSPARSE_STATUS_ALLOC_FAILED;
    *m = (struct cusparseSpMatDescr){format, rows, cols, nnz, offsets, indices, values, offsets_type,
                                     index_type, base, type, CUSPARSE_FILL_MODE_LOWER,
                                     CUSPARSE_DIAG_TYPE_NON_UNIT, false};
    *d = m;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCreateCsr(cusparseSpMatDescr_t *d, int64_t rows, int64_t cols, int64_t nnz,
                                   void *offsets, void *columns, void *values, cusparseIndexType_t offsets_type,
                                   cusparseIndexType_t columns_type, cusparseIndexBase_t base, cudaDataType type)
{
    return new_sparse(d, CUSPARSE_FORMAT_CSR, rows, cols, nnz, offsets, columns, values, offsets_type,
                      columns_type, base, type);
}

cusparseStatus_t cusparseCreateConstCsr(cusparseConstSpMatDescr_t *d, int64_t rows, int64_t cols, int64_t nnz,
                                        const void *offsets, const void *columns, const void *values,
                                        cusparseIndexType_t offsets_type, cusparseIndexType_t columns_type,
                                        cusparseIndexBase_t base, cudaDataType type)
{
    return new_sparse((cusparseSpMatDescr_t *)d, CUSPARSE_FORMAT_CSR, rows, cols, nnz, (void *)offsets,
                      (void *)columns, (void *)values, offsets_type, columns_type, base, type);
}

cusparseStatus_t cusparseCreateCsc(cusparseSpMatDescr_t *d, int64_t rows, int64_t cols, int64_t nnz,
                                   void *offsets, void *rows_at, void *values, cusparseIndexType_t offsets_type,
                                   cusparseIndexType_t rows_type, cusparseIndexBase_t base, cudaDataType type)
{
    return new_sparse(d, CUSPARSE_FORMAT_CSC, rows, cols, nnz, offsets, rows_at, values, offsets_type,
                      rows_type, base, type);
}

cusparseStatus_t cusparseCreateCoo(cusparseSpMatDescr_t *d, int64_t rows, int64_t cols, int64_t nnz,
                                   void *row_ind, void *col_ind, void *values, cusparseIndexType_t index_type,
                                   cusparseIndexBase_t base, cudaDataType type)
{
    return new_sparse(d, CUSPARSE_FORMAT_COO, rows, cols, nnz, row_ind, col_ind, values, index_type,
                      index_type, base, type);
}

cusparseStatus_t cusparseDestroySpMat(cusparseConstSpMatDescr_t d)
{
    free((void *)d);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpMatGetSize(cusparseConstSpMatDescr_t d, int64_t *rows, int64_t *cols, int64_t *nnz)
{
    if (!d || !rows || !cols || !nnz)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *rows = d->rows;
    *cols = d->cols;
    *nnz = d->nnz;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpMatGetFormat(cusparseConstSpMatDescr_t d, cusparseFormat_t *format)
{
    if (!d || !format)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *format = d->format;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpMatGetIndexBase(cusparseConstSpMatDescr_t d, cusparseIndexBase_t *base)
{
    if (!d || !base)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *base = d->base;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpMatGetValues(cusparseSpMatDescr_t d, void **values)
{
    if (!d || !values)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *values = d->values;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpMatSetValues(cusparseSpMatDescr_t d, void *values)
{
    if (!d || !values)
        return CUSPARSE_STATUS_INVALID_VALUE;
    d->values = values;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCsrGet(cusparseSpMatDescr_t d, int64_t *rows, int64_t *cols, int64_t *nnz,
                                void **offsets, void **columns, void **values, cusparseIndexType_t *offsets_type,
                                cusparseIndexType_t *columns_type, cusparseIndexBase_t *base, cudaDataType *type)
{
    if (!d || !rows || !cols || !nnz || !offsets || !columns || !values || !offsets_type || !columns_type ||
        !base || !type)
        return CUSPARSE_STATUS_INVALID_VALUE;
    if (d->format != CUSPARSE_FORMAT_CSR)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *rows = d->rows;
    *cols = d->cols;
    *nnz = d->nnz;
    *offsets = d->offsets;
    *columns = d->indices;
    *values = d->values;
    *offsets_type = d->offsets_type;
    *columns_type = d->index_type;
    *base = d->base;
    *type = d->type;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCsrSetPointers(cusparseSpMatDescr_t d, void *offsets, void *columns, void *values)
{
    if (!d || d->format != CUSPARSE_FORMAT_CSR || !offsets || (d->nnz > 0 && (!columns || !values)))
        return CUSPARSE_STATUS_INVALID_VALUE;
    d->offsets = offsets;
    d->indices = columns;
    d->values = values;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCscSetPointers(cusparseSpMatDescr_t d, void *offsets, void *rows, void *values)
{
    if (!d || d->format != CUSPARSE_FORMAT_CSC || !offsets || (d->nnz > 0 && (!rows || !values)))
        return CUSPARSE_STATUS_INVALID_VALUE;
    d->offsets = offsets;
    d->indices = rows;
    d->values = values;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCooSetPointers(cusparseSpMatDescr_t d, void *rows, void *columns, void *values)
{
    if (!d || d->format != CUSPARSE_FORMAT_COO || (d->nnz > 0 && (!rows || !columns || !values)))
        return CUSPARSE_STATUS_INVALID_VALUE;
    d->offsets = rows;
    d->indices = columns;
    d->values = values;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpMatGetAttribute(cusparseConstSpMatDescr_t d, cusparseSpMatAttribute_t attribute,
                                           void *data, size_t size)
{
    if (!d || !data)
        return CUSPARSE_STATUS_INVALID_VALUE;
    if (attribute == CUSPARSE_SPMAT_FILL_MODE && size == sizeof(cusparseFillMode_t))
        *(cusparseFillMode_t *)data = d->fill;
    else if (attribute == CUSPARSE_SPMAT_DIAG_TYPE && size == sizeof(cusparseDiagType_t))
        *(cusparseDiagType_t *)data = d->diag;
    else
        return CUSPARSE_STATUS_INVALID_VALUE;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpMatSetAttribute(cusparseSpMatDescr_t d, cusparseSpMatAttribute_t attribute,
                                           void *data, size_t size)
{
    if (!d || !data)
        return CUSPARSE_STATUS_INVALID_VALUE;
    int v = *(const int *)data;
    if (attribute == CUSPARSE_SPMAT_FILL_MODE && size == sizeof(cusparseFillMode_t) && (v == 0 || v == 1))
        d->fill = (cusparseFillMode_t)v;
    else if (attribute == CUSPARSE_SPMAT_DIAG_TYPE && size == sizeof(cusparseDiagType_t) && (v == 0 || v == 1))
        d->diag = (cusparseDiagType_t)v;
    else
        return CUSPARSE_STATUS_INVALID_VALUE;
    d->triangular = true;
    return CUSPARSE_STATUS_SUCCESS;
}

/* ---- the entries ------------------------------------------------------------ */

/* Entry k's row and column (0-based).  CSR and CSC give the major index
 * (row, column) by walking their offsets. */
typedef struct {
    const struct cusparseSpMatDescr *m;
    int64_t major, k, end;
} Walk;

static void walk_start(Walk *w, const struct cusparseSpMatDescr *m)
{
    w->m = m;
    w->major = -1;
    w->k = 0;
    w->end = 0;
}

/* The next entry's (row, column, index in values); false after the last. */
static bool walk_next(Walk *w, int64_t *r, int64_t *c, int64_t *at)
{
    const struct cusparseSpMatDescr *m = w->m;
    int64_t base = m->base;
    if (m->format == CUSPARSE_FORMAT_COO) {
        if (w->k >= m->nnz)
            return false;
        *r = index_at(m->offsets, m->offsets_type, w->k) - base;
        *c = index_at(m->indices, m->index_type, w->k) - base;
        *at = w->k++;
        return true;
    }
    int64_t nmajor = m->format == CUSPARSE_FORMAT_CSR ? m->rows : m->cols;
    while (w->k >= w->end) {
        if (++w->major >= nmajor)
            return false;
        w->k = index_at(m->offsets, m->offsets_type, w->major) - base;
        w->end = index_at(m->offsets, m->offsets_type, w->major + 1) - base;
    }
    int64_t minor = index_at(m->indices, m->index_type, w->k) - base;
    *r = m->format == CUSPARSE_FORMAT_CSR ? w->major : minor;
    *c = m->format == CUSPARSE_FORMAT_CSR ? minor : w->major;
    *at = w->k++;
    return true;
}

/* ---- the products, per value type ------------------------------------------- */

/* Does the entry lie where a triangular solve uses it? */
static inline bool in_triangle(const struct cusparseSpMatDescr *m, int64_t r, int64_t c)
{
    return m->fill == CUSPARSE_FILL_MODE_LOWER ? c <= r : c >= r;
}

#define PRODUCTS(S, T, CONJ)                                                                          \
    /* y = alpha op(A) x + beta y over vectors of strides ix, iy */                                  \
    static void spmv_##S(cusparseOperation_t op, T alpha, const struct cusparseSpMatDescr *m,        \
                         const T *x, int64_t ix, T beta, T *y, int64_t iy, int64_t ny)               \
    {                                                                                                \
        const T *a = m->values;                                                                      \
        bool gather = (m->format == CUSPARSE_FORMAT_CSR && op == CUSPARSE_OPERATION_NON_TRANSPOSE) || \
                      (m->format == CUSPARSE_FORMAT_CSC && op != CUSPARSE_OPERATION_NON_TRANSPOSE);  \
        if (gather) {                                                                                \
            int64_t nmajor = m->format == CUSPARSE_FORMAT_CSR ? m->rows : m->cols;                   \
            for (int64_t i = 0; i < nmajor; i++) {                                                   \
                T s = 0;                                                                             \
                int64_t b = index_at(m->offsets, m->offsets_type, i) - m->base;                      \
                int64_t e = index_at(m->offsets, m->offsets_type, i + 1) - m->base;                  \
                for (int64_t k = b; k < e; k++) {                                                    \
                    T v = op == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE ? CONJ(a[k]) : a[k];          \
                    s += v * x[(index_at(m->indices, m->index_type, k) - m->base) * ix];             \
                }                                                                                    \
                y[i * iy] = beta == 0 ? alpha * s : alpha * s + beta * y[i * iy];                    \
            }                                                                                        \
            return;                                                                                  \
        }                                                                                            \
        for (int64_t i = 0; i < ny; i++)                                                             \
            y[i * iy] = beta == 0 ? 0 : beta * y[i * iy];                                            \
        Walk w;                                                                                      \
        int64_t r, c, k;                                                                             \
        walk_start(&w, m);                                                                           \
        while (walk_next(&w, &r, &c, &k)) {                                                          \
            if (op == CUSPARSE_OPERATION_NON_TRANSPOSE)                                              \
                y[r * iy] += alpha * (a[k] * x[c * ix]);                                             \
            else                                                                                     \
                y[c * iy] += alpha * ((op == CUSPARSE_OPERATION_TRANSPOSE ? a[k] : CONJ(a[k])) *     \
                                      x[r * ix]);                                                    \
        }                                                                                            \
    }                                                                                                \
                                                                                                     \
    /* op(A) y = alpha x, A triangular, stored as CSR (COO: as converted by as_csr) */           \
    static cusparseStatus_t spsv_##S(cusparseOperation_t op, T alpha, const struct cusparseSpMatDescr *m, \
                                     const T *x, T *y)                                               \
    {                                                                                                \
        struct cusparseSpMatDescr t = *m;                                                            \
        const T *a = t.values;                                                                       \
        int64_t n = t.rows;                                                                          \
        bool lower = t.fill == CUSPARSE_FILL_MODE_LOWER, unit = t.diag == CUSPARSE_DIAG_TYPE_UNIT;   \
        if (op == CUSPARSE_OPERATION_NON_TRANSPOSE) {                                                \
            /* rows in the order the triangle allows, each its dot product */                       \
            for (int64_t s = 0; s < n; s++) {                                                        \
                int64_t i = lower ? s : n - 1 - s;                                                   \
                T sum = alpha * x[i], d = 1;                                                         \
                int64_t b = index_at(t.offsets, t.offsets_type, i) - t.base;                         \
                int64_t e = index_at(t.offsets, t.offsets_type, i + 1) - t.base;                     \
                for (int64_t k = b; k < e; k++) {                                                    \
                    int64_t c = index_at(t.indices, t.index_type, k) - t.base;                       \
                    if (c == i)                                                                      \
                        d = a[k];                                                                    \
                    else if (in_triangle(&t, i, c))                                                  \
                        sum -= a[k] * y[c];                                                          \
                }                                                                                    \
                y[i] = unit ? sum : sum / d;                                                         \
            }                                                                                        \
            return CUSPARSE_STATUS_SUCCESS;                                                          \
        }                                                                                            \
        /* the transpose: each row, once its unknown is known, updates the others */                \
        for (int64_t i = 0; i < n; i++)                                                              \
            y[i] = alpha * x[i];                                                                     \
        for (int64_t s = 0; s < n; s++) {                                                            \
            int64_t i = lower ? n - 1 - s : s;                                                       \
            int64_t b = index_at(t.offsets, t.offsets_type, i) - t.base;                             \
            int64_t e = index_at(t.offsets, t.offsets_type, i + 1) - t.base;                         \
            T d = 1;                                                                                 \
            for (int64_t k = b; k < e && !unit; k++)                                                 \
                if (index_at(t.indices, t.index_type, k) - t.base == i)                              \
                    d = op == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE ? CONJ(a[k]) : a[k];            \
            if (!unit)                                                                               \
                y[i] /= d;                                                                           \
            for (int64_t k = b; k < e; k++) {                                                        \
                int64_t c = index_at(t.indices, t.index_type, k) - t.base;                           \
                if (c != i && in_triangle(&t, i, c))                                                 \
                    y[c] -= (op == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE ? CONJ(a[k]) : a[k]) * y[i]; \
            }                                                                                        \
        }                                                                                            \
        return CUSPARSE_STATUS_SUCCESS;                                                              \
    }

#define REAL(v) (v)
PRODUCTS(s, float, REAL)
PRODUCTS(d, double, REAL)
PRODUCTS(c, float _Complex, conjf)
PRODUCTS(z, double _Complex, conj)

/* ---- the compute calls ---------------------------------------------------------- */

/* After the checks: the work queued before the call on the handle's stream
 * is done, or the call is recorded into the stream's capture
 * (src/lib/stream_call.h), alpha and beta copied in host pointer mode.
 * Descriptors are read when the call runs. */
#define LIB_CAPTURED CUSPARSE_STATUS_SUCCESS
#define LIB_FAILED CUSPARSE_STATUS_EXECUTION_FAILED
#define RUN(h, self, ...) LIB_RUN((h)->stream, (h)->pointer_mode == CUSPARSE_POINTER_MODE_HOST, self, __VA_ARGS__)

static bool op_ok(cusparseOperation_t op)
{
    return op == CUSPARSE_OPERATION_NON_TRANSPOSE || op == CUSPARSE_OPERATION_TRANSPOSE ||
           op == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE;
}

static bool format_ok(const struct cusparseSpMatDescr *m)
{
    return m->format == CUSPARSE_FORMAT_CSR || m->format == CUSPARSE_FORMAT_CSC ||
           m->format == CUSPARSE_FORMAT_COO;
}

/* CSR and CSC without entries may have come without offsets: none to
 * read then (a GPU would fault). */
static bool offsets_ok(const struct cusparseSpMatDescr *m)
{
    return m->offsets || m->format == CUSPARSE_FORMAT_COO ||
           (m->format == CUSPARSE_FORMAT_CSR ? m->rows : m->cols) == 0;
}

/* The checks SpMV makes, for its _bufferSize too. */
static cusparseStatus_t spmv_check(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
                                   cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t x, const void *beta,
                                   cusparseDnVecDescr_t y, cudaDataType type)
{
    if (!h)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (!alpha || !beta || !A || !x || !y || !op_ok(op))
        return CUSPARSE_STATUS_INVALID_VALUE;
    bool t = op != CUSPARSE_OPERATION_NON_TRANSPOSE;
    if (x->size != (t ? A->rows : A->cols) || y->size != (t ? A->cols : A->rows) || !offsets_ok(A))
        return CUSPARSE_STATUS_INVALID_VALUE;
    if (!format_ok(A) || !value_size(type) || A->type != type || x->type != type || y->type != type ||
        A->triangular)
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpMV_bufferSize(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
                                         cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t x,
                                         const void *beta, cusparseDnVecDescr_t y, cudaDataType type,
                                         cusparseSpMVAlg_t alg, size_t *size)
{
    (void)alg;
    cusparseStatus_t st = spmv_check(h, op, alpha, A, x, beta, y, type);
    if (st == CUSPARSE_STATUS_SUCCESS && !size)
        st = CUSPARSE_STATUS_INVALID_VALUE;
    if (st == CUSPARSE_STATUS_SUCCESS)
        *size = 0;      /* no work space */
    return st;
}

cusparseStatus_t cusparseSpMV(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
                              cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t x, const void *beta,
                              cusparseDnVecDescr_t y, cudaDataType type, cusparseSpMVAlg_t alg, void *buffer)
{
    (void)alg, (void)buffer;
    cusparseStatus_t st = spmv_check(h, op, alpha, A, x, beta, y, type);
    if (st != CUSPARSE_STATUS_SUCCESS)
        return st;
    RUN(h, cusparseSpMV, ARG(h), ARG(op), SCALAR(alpha, value_size(type)), ARG(A), ARG(x),
        SCALAR(beta, value_size(type)), ARG(y), ARG(type), ARG(alg), ARG(buffer));
    switch (type) {
    case CUDA_R_32F:
        spmv_s(op, *(const float *)alpha, A, x->values, 1, *(const float *)beta, y->values, 1, y->size);
        break;
    case CUDA_R_64F:
        spmv_d(op, *(const double *)alpha, A, x->values, 1, *(const double *)beta, y->values, 1, y->size);
        break;
    case CUDA_C_32F:
        spmv_c(op, *(const float _Complex *)alpha, A, x->values, 1, *(const float _Complex *)beta, y->values,
               1, y->size);
        break;
    default:
        spmv_z(op, *(const double _Complex *)alpha, A, x->values, 1, *(const double _Complex *)beta,
               y->values, 1, y->size);
        break;
    }
    cucc__init_written(y->values, (size_t)y->size * value_size(type));   /* for initcheck */
    return CUSPARSE_STATUS_SUCCESS;
}

/* A dense matrix's element (i, j) of op(M) is at values + elem * (i * si + j * sj). */
static void strides(const struct cusparseDnMatDescr *M, cusparseOperation_t op, int64_t *si, int64_t *sj)
{
    int64_t r = M->order == CUSPARSE_ORDER_COL ? 1 : M->ld, c = M->order == CUSPARSE_ORDER_COL ? M->ld : 1;
    *si = op == CUSPARSE_OPERATION_NON_TRANSPOSE ? r : c;
    *sj = op == CUSPARSE_OPERATION_NON_TRANSPOSE ? c : r;
}

static cusparseStatus_t spmm_check(cusparseHandle_t h, cusparseOperation_t opA, cusparseOperation_t opB,
                                   const void *alpha, cusparseConstSpMatDescr_t A, cusparseConstDnMatDescr_t B,
                                   const void *beta, cusparseDnMatDescr_t C, cudaDataType type)
{
    if (!h)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (!alpha || !beta || !A || !B || !C || !op_ok(opA) || !op_ok(opB))
        return CUSPARSE_STATUS_INVALID_VALUE;
    int64_t m = opA == CUSPARSE_OPERATION_NON_TRANSPOSE ? A->rows : A->cols;
    int64_t k = opA == CUSPARSE_OPERATION_NON_TRANSPOSE ? A->cols : A->rows;
    int64_t bk = opB == CUSPARSE_OPERATION_NON_TRANSPOSE ? B->rows : B->cols;
    int64_t n = opB == CUSPARSE_OPERATION_NON_TRANSPOSE ? B->cols : B->rows;
    if (bk != k || C->rows != m || C->cols != n || !offsets_ok(A))
        return CUSPARSE_STATUS_INVALID_VALUE;
    if (!format_ok(A) || !value_size(type) || A->type != type || B->type != type || C->type != type ||
        A->triangular)
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpMM_bufferSize(cusparseHandle_t h, cusparseOperation_t opA, cusparseOperation_t opB,
                                         const void *alpha, cusparseConstSpMatDescr_t A,
                                         cusparseConstDnMatDescr_t B, const void *beta, cusparseDnMatDescr_t C,
                                         cudaDataType type, cusparseSpMMAlg_t alg, size_t *size)
{
    (void)alg;
    cusparseStatus_t st = spmm_check(h, opA, opB, alpha, A, B, beta, C, type);
    if (st == CUSPARSE_STATUS_SUCCESS && !size)
        st = CUSPARSE_STATUS_INVALID_VALUE;
    if (st == CUSPARSE_STATUS_SUCCESS)
        *size = 0;
    return st;
}

cusparseStatus_t cusparseSpMM(cusparseHandle_t h, cusparseOperation_t opA, cusparseOperation_t opB,
                              const void *alpha, cusparseConstSpMatDescr_t A, cusparseConstDnMatDescr_t B,
                              const void *beta, cusparseDnMatDescr_t C, cudaDataType type, cusparseSpMMAlg_t alg,
                              void *buffer)
{
    (void)alg, (void)buffer;
    cusparseStatus_t st = spmm_check(h, opA, opB, alpha, A, B, beta, C, type);
    if (st != CUSPARSE_STATUS_SUCCESS)
        return st;
    if (opB == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE && (type == CUDA_C_32F || type == CUDA_C_64F))
        return CUSPARSE_STATUS_NOT_SUPPORTED;   /* op(B) is read in place, unconjugated */
    RUN(h, cusparseSpMM, ARG(h), ARG(opA), ARG(opB), SCALAR(alpha, value_size(type)), ARG(A), ARG(B),
        SCALAR(beta, value_size(type)), ARG(C), ARG(type), ARG(alg), ARG(buffer));
    int64_t bi, bj, ci, cj;
    strides(B, opB, &bi, &bj);
    strides(C, CUSPARSE_OPERATION_NON_TRANSPOSE, &ci, &cj);
    size_t es = value_size(type);
    /* column j of C from column j of op(B) */
    for (int64_t j = 0; j < C->cols; j++) {
        const char *x = (const char *)B->values + es * j * bj;
        char *y = (char *)C->values + es * j * cj;
        switch (type) {
        case CUDA_R_32F:
            spmv_s(opA, *(const float *)alpha, A, (const float *)x, bi, *(const float *)beta, (float *)y, ci,
                   C->rows);
            break;
        case CUDA_R_64F:
            spmv_d(opA, *(const double *)alpha, A, (const double *)x, bi, *(const double *)beta, (double *)y,
                   ci, C->rows);
            break;
        case CUDA_C_32F:
            spmv_c(opA, *(const float _Complex *)alpha, A, (const float _Complex *)x, bi,
                   *(const float _Complex *)beta, (float _Complex *)y, ci, C->rows);
            break;
        default:
            spmv_z(opA, *(const double _Complex *)alpha, A, (const double _Complex *)x, bi,
                   *(const double _Complex *)beta, (double _Complex *)y, ci, C->rows);
            break;
        }
    }
    if (C->rows > 0 && C->cols > 0)   /* for initcheck: C's extent */
        cucc__init_written(C->values, es * (size_t)((C->cols - 1) * cj + (C->rows - 1) * ci + 1));
    return CUSPARSE_STATUS_SUCCESS;
}

/* ---- triangular solve -------------------------------------------------------------- */

cusparseStatus_t cusparseSpSV_createDescr(cusparseSpSVDescr_t *descr)
{
    if (!descr)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *descr = calloc(1, sizeof **descr);
    return *descr ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_ALLOC_FAILED;
}

cusparseStatus_t cusparseSpSV_destroyDescr(cusparseSpSVDescr_t descr)
{
    free(descr);
    return CUSPARSE_STATUS_SUCCESS;
}

/* COO as CSR (64-bit indices, base 0), its entries in row order, those of
 * a row in their order; *out owns the arrays (free_csr). */
static cusparseStatus_t as_csr(const struct cusparseSpMatDescr *m, struct cusparseSpMatDescr *out)
{
    size_t es = value_size(m->type);
    int64_t *off = calloc((size_t)m->rows + 1, sizeof *off);
    int64_t *col = malloc(((size_t)m->nnz + 1) * sizeof *col);
    char *val = malloc(((size_t)m->nnz + 1) * es);
    if (!off || !col || !val) {
        free(off), free(col), free(val);
        return CUSPARSE_STATUS_ALLOC_FAILED;
    }
    for (int64_t k = 0; k < m->nnz; k++) {
        int64_t r = index_at(m->offsets, m->offsets_type, k) - m->base;
        if (r < 0 || r >= m->rows) {
            free(off), free(col), free(val);
            return CUSPARSE_STATUS_INVALID_VALUE;
        }
        off[r + 1]++;
    }
    for (int64_t r = 0; r < m->rows; r++)
        off[r + 1] += off[r];
    int64_t *next = malloc(((size_t)m->rows + 1) * sizeof *next);
    if (!next) {
        free(off), free(col), free(val);
        return CUSPARSE_STATUS_ALLOC_FAILED;
    }
    memcpy(next, off, ((size_t)m->rows + 1) * sizeof *next);
    for (int64_t k = 0; k < m->nnz; k++) {
        int64_t r = index_at(m->offsets, m->offsets_type, k) - m->base, at = next[r]++;
        col[at] = index_at(m->indices, m->index_type, k) - m->base;
        memcpy(val + at * es, (const char *)m->values + k * es, es);
    }
    free(next);
    *out = *m;
    out->format = CUSPARSE_FORMAT_CSR;
    out->offsets = off;
    out->indices = col;
    out->values = val;
    out->offsets_type = out->index_type = CUSPARSE_INDEX_64I;
    out->base = CUSPARSE_INDEX_BASE_ZERO;
    return CUSPARSE_STATUS_SUCCESS;
}

static void free_csr(struct cusparseSpMatDescr *m)
{
    free(m->offsets);
    free(m->indices);
    free(m->values);
}

static cusparseStatus_t spsv_check(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
                                   cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t x,
                                   cusparseDnVecDescr_t y, cudaDataType type, cusparseSpSVDescr_t d)
{
    if (!h)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (!alpha || !A || !x || !y || !d || !op_ok(op) || A->rows != A->cols || x->size != A->rows ||
        y->size != A->rows || !offsets_ok(A))
        return CUSPARSE_STATUS_INVALID_VALUE;
    if ((A->format != CUSPARSE_FORMAT_CSR && A->format != CUSPARSE_FORMAT_COO) || !value_size(type) ||
        A->type != type || x->type != type || y->type != type)
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpSV_bufferSize(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
                                         cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t x,
                                         cusparseDnVecDescr_t y, cudaDataType type, cusparseSpSVAlg_t alg,
                                         cusparseSpSVDescr_t d, size_t *size)
{
    (void)alg;
    cusparseStatus_t st = spsv_check(h, op, alpha, A, x, y, type, d);
    if (st == CUSPARSE_STATUS_SUCCESS && !size)
        st = CUSPARSE_STATUS_INVALID_VALUE;
    if (st == CUSPARSE_STATUS_SUCCESS)
        *size = 0;
    return st;
}

cusparseStatus_t cusparseSpSV_analysis(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
                                       cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t x,
                                       cusparseDnVecDescr_t y, cudaDataType type, cusparseSpSVAlg_t alg,
                                       cusparseSpSVDescr_t d, void *buffer)
{
    (void)alg, (void)buffer;
    cusparseStatus_t st = spsv_check(h, op, alpha, A, x, y, type, d);
    if (st == CUSPARSE_STATUS_SUCCESS)
        d->analysed = 1;    /* the solve walks the rows in order: nothing to prepare */
    return st;
}

cusparseStatus_t cusparseSpSV_solve(cusparseHandle_t h, cusparseOperation_t op, const void *alpha,
                                    cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t x,
                                    cusparseDnVecDescr_t y, cudaDataType type, cusparseSpSVAlg_t alg,
                                    cusparseSpSVDescr_t d)
{
    (void)alg;
    cusparseStatus_t st = spsv_check(h, op, alpha, A, x, y, type, d);
    if (st != CUSPARSE_STATUS_SUCCESS)
        return st;
    if (!d->analysed)
        return CUSPARSE_STATUS_INVALID_VALUE;
    RUN(h, cusparseSpSV_solve, ARG(h), ARG(op), SCALAR(alpha, value_size(type)), ARG(A), ARG(x), ARG(y),
        ARG(type), ARG(alg), ARG(d));
    struct cusparseSpMatDescr csr;
    const struct cusparseSpMatDescr *m = A;
    if (A->format == CUSPARSE_FORMAT_COO) {
        if ((st = as_csr(A, &csr)) != CUSPARSE_STATUS_SUCCESS)
            return st;
        m = &csr;
    }
    switch (type) {
    case CUDA_R_32F: st = spsv_s(op, *(const float *)alpha, m, x->values, y->values); break;
    case CUDA_R_64F: st = spsv_d(op, *(const double *)alpha, m, x->values, y->values); break;
    case CUDA_C_32F: st = spsv_c(op, *(const float _Complex *)alpha, m, x->values, y->values); break;
    default: st = spsv_z(op, *(const double _Complex *)alpha, m, x->values, y->values); break;
    }
    if (m == &csr)
        free_csr(&csr);
    if (st == CUSPARSE_STATUS_SUCCESS)   /* for initcheck */
        cucc__init_written(y->values, (size_t)y->size * value_size(type));
    return st;
}
