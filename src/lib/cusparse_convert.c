/*
 * cuSPARSE's format conversions (cusparse.h): the legacy Xcoo2csr,
 * Xcsr2coo, Csr2cscEx2, CreateIdentityPermutation, Xcsrsort and
 * Xcoosort; sparse vectors with Gather and Scatter; the generic
 * SparseToDense and DenseToSparse.  Each is a loop or two over the
 * entries on the host (device memory is host memory), run once the work
 * queued on the handle's stream is done, or recorded into the stream's
 * capture (stream_call.h).
 *
 * What an NVIDIA GPU showed and this file does the same way
 * (tests/e2e/cusparse_convert.cu):
 *   - Csr2cscEx2 keeps each column's rows in increasing order (a stable
 *     counting sort), writes the offsets of a matrix without rows, and
 *     leaves cscVal alone under CUSPARSE_ACTION_SYMBOLIC.
 *   - coosortByRow orders by row, then by column; coosortByColumn by
 *     column, then by row; equal pairs keep their order.  The permutation
 *     P comes back as P[k] = P_in[where entry k came from], so sorting with
 *     the identity gives the gather map of the values.
 *   - SparseToDense writes the rows x cols elements only, not the padding
 *     of a leading dimension; DenseToSparse leaves out elements equal to
 *     zero (a -0.0 too), writes a CSR or CSC matrix's offsets already in
 *     the analysis, and converts to COO as well.
 *   - Null pointers the GPU does not check on the host (Xcoo2csr's
 *     arrays) would fault there; here they are CUSPARSE_STATUS_INVALID_VALUE.
 * Work spaces: each _bufferSize asks for at least a few bytes, so a
 * program's cudaMalloc of that size never hands back NULL, which the
 * calls refuse as cuSPARSE does.  Csr2cscEx2 keeps its column counters in
 * it, the sorts their index arrays.
 */
#include <stdlib.h>
#include <string.h>

#include "cucc/abi.h"
#include "cusparse.h"
#include "cusparse_impl.h"

#define LIB_CAPTURED CUSPARSE_STATUS_SUCCESS
#define LIB_FAILED CUSPARSE_STATUS_EXECUTION_FAILED
#include "stream_call.h"
#define RUN(h, self, ...) LIB_RUN((h)->stream, (h)->pointer_mode == CUSPARSE_POINTER_MODE_HOST, self, __VA_ARGS__)

static bool base_ok(cusparseIndexBase_t b)
{
    return b == CUSPARSE_INDEX_BASE_ZERO || b == CUSPARSE_INDEX_BASE_ONE;
}

/* ---- sparse vectors -------------------------------------------------------- */

struct cusparseSpVecDescr {
    int64_t size, nnz;
    void *indices, *values;
    cusparseIndexType_t index_type;
    cusparseIndexBase_t base;
    cudaDataType type;
};

/* Null arrays are accepted, as cuSPARSE 12.6 accepts them; the calls that
 * read them check. */
cusparseStatus_t cusparseCreateSpVec(cusparseSpVecDescr_t *d, int64_t size, int64_t nnz, void *indices,
                                     void *values, cusparseIndexType_t index_type, cusparseIndexBase_t base,
                                     cudaDataType type)
{
    if (!d || size < 0 || nnz < 0 || nnz > size || !base_ok(base))
        return CUSPARSE_STATUS_INVALID_VALUE;
    if (index_type != CUSPARSE_INDEX_32I && index_type != CUSPARSE_INDEX_64I)
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    struct cusparseSpVecDescr *v = malloc(sizeof *v);
    if (!v)
        return CUSPARSE_STATUS_ALLOC_FAILED;
    *v = (struct cusparseSpVecDescr){size, nnz, indices, values, index_type, base, type};
    *d = v;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCreateConstSpVec(cusparseConstSpVecDescr_t *d, int64_t size, int64_t nnz,
                                          const void *indices, const void *values, cusparseIndexType_t index_type,
                                          cusparseIndexBase_t base, cudaDataType type)
{
    return cusparseCreateSpVec((cusparseSpVecDescr_t *)d, size, nnz, (void *)indices, (void *)values, index_type,
                               base, type);
}

cusparseStatus_t cusparseDestroySpVec(cusparseConstSpVecDescr_t d)
{
    free((void *)d);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseConstSpVecGet(cusparseConstSpVecDescr_t d, int64_t *size, int64_t *nnz,
                                       const void **indices, const void **values, cusparseIndexType_t *index_type,
                                       cusparseIndexBase_t *base, cudaDataType *type)
{
    if (!d || !size || !nnz || !indices || !values || !index_type || !base || !type)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *size = d->size;
    *nnz = d->nnz;
    *indices = d->indices;
    *values = d->values;
    *index_type = d->index_type;
    *base = d->base;
    *type = d->type;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpVecGet(cusparseSpVecDescr_t d, int64_t *size, int64_t *nnz, void **indices,
                                  void **values, cusparseIndexType_t *index_type, cusparseIndexBase_t *base,
                                  cudaDataType *type)
{
    return cusparseConstSpVecGet(d, size, nnz, (const void **)indices, (const void **)values, index_type, base,
                                 type);
}

cusparseStatus_t cusparseSpVecGetIndexBase(cusparseConstSpVecDescr_t d, cusparseIndexBase_t *base)
{
    if (!d || !base)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *base = d->base;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseConstSpVecGetValues(cusparseConstSpVecDescr_t d, const void **values)
{
    if (!d || !values)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *values = d->values;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpVecGetValues(cusparseSpVecDescr_t d, void **values)
{
    return cusparseConstSpVecGetValues(d, (const void **)values);
}

cusparseStatus_t cusparseSpVecSetValues(cusparseSpVecDescr_t d, void *values)
{
    if (!d || !values)
        return CUSPARSE_STATUS_INVALID_VALUE;
    d->values = values;
    return CUSPARSE_STATUS_SUCCESS;
}

/* The checks Gather and Scatter share: both vectors there, one value type. */
static cusparseStatus_t vectors_check(cusparseHandle_t h, const struct cusparseSpVecDescr *x,
                                      const struct cusparseDnVecDescr *y)
{
    if (!h)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (!x || !y || (x->nnz > 0 && (!x->indices || !x->values || !y->values)))
        return CUSPARSE_STATUS_INVALID_VALUE;
    if (x->type != y->type || !value_size(x->type))
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    return CUSPARSE_STATUS_SUCCESS;
}

/* x's values = y at x's indices */
cusparseStatus_t cusparseGather(cusparseHandle_t h, cusparseConstDnVecDescr_t y, cusparseSpVecDescr_t x)
{
    cusparseStatus_t st = vectors_check(h, x, y);
    if (st != CUSPARSE_STATUS_SUCCESS)
        return st;
    RUN(h, cusparseGather, ARG(h), ARG(y), ARG(x));
    size_t es = value_size(x->type);
    for (int64_t k = 0; k < x->nnz; k++) {
        int64_t i = index_at(x->indices, x->index_type, k) - x->base;
        if (i >= 0 && i < y->size)
            memcpy((char *)x->values + k * es, (const char *)y->values + i * es, es);
    }
    if (x->nnz > 0)
        cucc__init_written(x->values, (size_t)x->nnz * es);   /* for initcheck */
    return CUSPARSE_STATUS_SUCCESS;
}

/* y at x's indices = x's values */
cusparseStatus_t cusparseScatter(cusparseHandle_t h, cusparseConstSpVecDescr_t x, cusparseDnVecDescr_t y)
{
    cusparseStatus_t st = vectors_check(h, x, y);
    if (st != CUSPARSE_STATUS_SUCCESS)
        return st;
    RUN(h, cusparseScatter, ARG(h), ARG(x), ARG(y));
    size_t es = value_size(x->type);
    for (int64_t k = 0; k < x->nnz; k++) {
        int64_t i = index_at(x->indices, x->index_type, k) - x->base;
        if (i >= 0 && i < y->size) {
            memcpy((char *)y->values + i * es, (const char *)x->values + k * es, es);
            cucc__init_written((char *)y->values + i * es, es);
        }
    }
    return CUSPARSE_STATUS_SUCCESS;
}

/* ---- COO rows <-> CSR offsets ------------------------------------------------ */

cusparseStatus_t cusparseXcoo2csr(cusparseHandle_t h, const int *rows, int nnz, int m, int *offsets,
                                  cusparseIndexBase_t base)
{
    if (!h)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (m < 0 || nnz < 0 || !base_ok(base) || !offsets || (nnz > 0 && !rows))
        return CUSPARSE_STATUS_INVALID_VALUE;
    RUN(h, cusparseXcoo2csr, ARG(h), ARG(rows), ARG(nnz), ARG(m), ARG(offsets), ARG(base));
    /* counts per row (rows outside 0..m-1 are dropped), then their sums:
     * rows past the last entry's end at nnz */
    memset(offsets, 0, ((size_t)m + 1) * sizeof *offsets);
    for (int k = 0; k < nnz; k++) {
        int r = rows[k] - base;
        if (r >= 0 && r < m)
            offsets[r + 1]++;
    }
    offsets[0] = base;
    for (int i = 0; i < m; i++)
        offsets[i + 1] += offsets[i];
    cucc__init_written(offsets, ((size_t)m + 1) * sizeof *offsets);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseXcsr2coo(cusparseHandle_t h, const int *offsets, int nnz, int m, int *rows,
                                  cusparseIndexBase_t base)
{
    if (!h)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (m < 0 || nnz < 0 || !base_ok(base) || (m > 0 && !offsets) || (nnz > 0 && !rows))
        return CUSPARSE_STATUS_INVALID_VALUE;
    RUN(h, cusparseXcsr2coo, ARG(h), ARG(offsets), ARG(nnz), ARG(m), ARG(rows), ARG(base));
    for (int i = 0; i < m; i++)
        for (int k = offsets[i] - (int)base; k < offsets[i + 1] - (int)base; k++)
            if (k >= 0 && k < nnz)
                rows[k] = i + base;
    if (nnz > 0)
        cucc__init_written(rows, (size_t)nnz * sizeof *rows);
    return CUSPARSE_STATUS_SUCCESS;
}

/* ---- CSR -> CSC ---------------------------------------------------------------- */

/* Bytes of a value Csr2cscEx2 moves: it copies, so the 16-bit types come
 * too (a GPU converts CUDA_R_16F; CUDA_R_32I it answers with
 * CUSPARSE_STATUS_INTERNAL_ERROR, which other types get here). */
static size_t moved_size(cudaDataType t)
{
    switch (t) {
    case CUDA_R_16F: case CUDA_R_16BF: return 2;
    case CUDA_C_16F: case CUDA_C_16BF: return 4;
    default: return value_size(t);
    }
}

static cusparseStatus_t csr2csc_check(cusparseHandle_t h, int m, int n, int nnz, const void *val,
                                      const int *row_ptr, const int *col_ind, const void *csc_val,
                                      const int *col_ptr, const int *row_ind, cudaDataType type,
                                      cusparseAction_t action, cusparseIndexBase_t base, cusparseCsr2CscAlg_t alg)
{
    if (!h)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    bool numeric = action == CUSPARSE_ACTION_NUMERIC;
    if (m < 0 || n < 0 || nnz < 0 || !row_ptr || !col_ptr ||
        (nnz > 0 && (!col_ind || !row_ind || (numeric && (!val || !csc_val)))))
        return CUSPARSE_STATUS_INVALID_VALUE;
    if (!moved_size(type))
        return CUSPARSE_STATUS_INTERNAL_ERROR;
    if ((action != CUSPARSE_ACTION_SYMBOLIC && !numeric) || !base_ok(base) || alg != CUSPARSE_CSR2CSC_ALG1)
        return CUSPARSE_STATUS_INVALID_VALUE;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCsr2cscEx2_bufferSize(cusparseHandle_t h, int m, int n, int nnz, const void *val,
                                               const int *row_ptr, const int *col_ind, void *csc_val,
                                               int *col_ptr, int *row_ind, cudaDataType type,
                                               cusparseAction_t action, cusparseIndexBase_t base,
                                               cusparseCsr2CscAlg_t alg, size_t *size)
{
    cusparseStatus_t st = csr2csc_check(h, m, n, nnz, val, row_ptr, col_ind, csc_val, col_ptr, row_ind, type,
                                        action, base, alg);
    if (st == CUSPARSE_STATUS_SUCCESS && !size)
        st = CUSPARSE_STATUS_INVALID_VALUE;
    if (st == CUSPARSE_STATUS_SUCCESS)
        *size = ((size_t)n + 1) * sizeof(int);     /* a counter per column */
    return st;
}

/* A counting sort by column: each column's entries come in row order. */
cusparseStatus_t cusparseCsr2cscEx2(cusparseHandle_t h, int m, int n, int nnz, const void *val, const int *row_ptr,
                                    const int *col_ind, void *csc_val, int *col_ptr, int *row_ind,
                                    cudaDataType type, cusparseAction_t action, cusparseIndexBase_t base,
                                    cusparseCsr2CscAlg_t alg, void *buffer)
{
    cusparseStatus_t st = csr2csc_check(h, m, n, nnz, val, row_ptr, col_ind, csc_val, col_ptr, row_ind, type,
                                        action, base, alg);
    if (st != CUSPARSE_STATUS_SUCCESS)
        return st;
    if (!buffer)
        return CUSPARSE_STATUS_INVALID_VALUE;
    RUN(h, cusparseCsr2cscEx2, ARG(h), ARG(m), ARG(n), ARG(nnz), ARG(val), ARG(row_ptr), ARG(col_ind),
        ARG(csc_val), ARG(col_ptr), ARG(row_ind), ARG(type), ARG(action), ARG(base), ARG(alg), ARG(buffer));
    size_t es = moved_size(type);
    int *next = buffer;     /* column j's next free slot */
    memset(next, 0, ((size_t)n + 1) * sizeof *next);
    for (int i = 0; i < m; i++)
        for (int k = row_ptr[i] - (int)base; k < row_ptr[i + 1] - (int)base; k++) {
            int j = k >= 0 && k < nnz ? col_ind[k] - (int)base : -1;
            if (j >= 0 && j < n)
                next[j + 1]++;
        }
    for (int j = 0; j < n; j++)
        next[j + 1] += next[j];
    for (int j = 0; j <= n; j++)
        col_ptr[j] = next[j] + base;
    for (int i = 0; i < m; i++)
        for (int k = row_ptr[i] - (int)base; k < row_ptr[i + 1] - (int)base; k++) {
            int j = k >= 0 && k < nnz ? col_ind[k] - (int)base : -1;
            if (j < 0 || j >= n)
                continue;
            int at = next[j]++;
            row_ind[at] = i + base;
            if (action == CUSPARSE_ACTION_NUMERIC)
                memcpy((char *)csc_val + at * es, (const char *)val + k * es, es);
        }
    cucc__init_written(col_ptr, ((size_t)n + 1) * sizeof *col_ptr);   /* for initcheck */
    if (nnz > 0) {
        cucc__init_written(row_ind, (size_t)nnz * sizeof *row_ind);
        if (action == CUSPARSE_ACTION_NUMERIC)
            cucc__init_written(csc_val, (size_t)nnz * es);
    }
    return CUSPARSE_STATUS_SUCCESS;
}

/* ---- permutations and sorts ------------------------------------------------------ */

cusparseStatus_t cusparseCreateIdentityPermutation(cusparseHandle_t h, int n, int *p)
{
    if (!h)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (n < 0 || (n > 0 && !p))
        return CUSPARSE_STATUS_INVALID_VALUE;
    RUN(h, cusparseCreateIdentityPermutation, ARG(h), ARG(n), ARG(p));
    for (int i = 0; i < n; i++)
        p[i] = i;
    if (n > 0)
        cucc__init_written(p, (size_t)n * sizeof *p);
    return CUSPARSE_STATUS_SUCCESS;
}

/* Sorts the positions idx[0..n) by (k1, k2) of each (k2 may be NULL), equal
 * keys in their order: a bottom-up merge sort through tmp (n ints). */
static void sort_positions(int *idx, int *tmp, int n, const int *k1, const int *k2)
{
    for (long long width = 1; width < n; width *= 2) {      /* (2 * width past INT_MAX) */
        for (long long lo = 0; lo < n; lo += 2 * width) {
            long long mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
            long long a = lo, b = mid, out = lo;
            while (a < mid && b < hi) {
                int x = idx[a], y = idx[b];
                bool y_first = k1[y] < k1[x] || (k1[y] == k1[x] && k2 && k2[y] < k2[x]);
                tmp[out++] = y_first ? idx[b++] : idx[a++];
            }
            while (a < mid)
                tmp[out++] = idx[a++];
            while (b < hi)
                tmp[out++] = idx[b++];
        }
        memcpy(idx, tmp, (size_t)n * sizeof *idx);
    }
}

/* a[k] = a[idx[k]] for k < n, through tmp */
static void permute(int *a, const int *idx, int *tmp, int n)
{
    if (n <= 0)
        return;
    for (int k = 0; k < n; k++)
        tmp[k] = a[idx[k]];
    memcpy(a, tmp, (size_t)n * sizeof *a);
    cucc__init_written(a, (size_t)n * sizeof *a);
}

/* The sorts' work space: the positions and the merge's copy of them. */
static cusparseStatus_t sort_size(cusparseHandle_t h, int m, int n, int nnz, size_t *size)
{
    if (!h)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (m < 0 || n < 0 || nnz < 0 || !size)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *size = (2 * (size_t)nnz + 1) * sizeof(int);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseXcsrsort_bufferSizeExt(cusparseHandle_t h, int m, int n, int nnz, const int *row_ptr,
                                                const int *col_ind, size_t *size)
{
    return sort_size(h, m, n, nnz, size);
}

cusparseStatus_t cusparseXcoosort_bufferSizeExt(cusparseHandle_t h, int m, int n, int nnz, const int *rows,
                                                const int *cols, size_t *size)
{
    return sort_size(h, m, n, nnz, size);
}

/* Each row's columns in increasing order; P follows the entries. */
cusparseStatus_t cusparseXcsrsort(cusparseHandle_t h, int m, int n, int nnz, const cusparseMatDescr_t d,
                                  const int *row_ptr, int *col_ind, int *p, void *buffer)
{
    if (!h)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (m < 0 || n < 0 || nnz < 0 || !d || (m > 0 && !row_ptr) || (nnz > 0 && (!col_ind || !p || !buffer)))
        return CUSPARSE_STATUS_INVALID_VALUE;
    RUN(h, cusparseXcsrsort, ARG(h), ARG(m), ARG(n), ARG(nnz), ARG(d), ARG(row_ptr), ARG(col_ind), ARG(p),
        ARG(buffer));
    const int base = cusparseGetMatIndexBase(d) == CUSPARSE_INDEX_BASE_ONE;
    int *idx = buffer, *tmp = idx + nnz;
    for (int k = 0; k < nnz; k++)
        idx[k] = k;
    for (int i = 0; i < m; i++) {
        int lo = row_ptr[i] - base, hi = row_ptr[i + 1] - base;
        if (lo >= 0 && lo < hi && hi <= nnz)
            sort_positions(idx + lo, tmp + lo, hi - lo, col_ind, NULL);
    }
    permute(col_ind, idx, tmp, nnz);
    permute(p, idx, tmp, nnz);
    return CUSPARSE_STATUS_SUCCESS;
}

static cusparseStatus_t coosort_check(cusparseHandle_t h, int m, int n, int nnz, const int *rows,
                                      const int *cols, const int *p, const void *buffer)
{
    if (!h)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (m < 0 || n < 0 || nnz < 0 || (nnz > 0 && (!rows || !cols || !p || !buffer)))
        return CUSPARSE_STATUS_INVALID_VALUE;
    return CUSPARSE_STATUS_SUCCESS;
}

/* By (row, column) or (column, row); P follows the entries. */
static void coosort(int nnz, int *rows, int *cols, int *p, void *buffer, bool by_row)
{
    int *idx = buffer, *tmp = idx + nnz;
    for (int k = 0; k < nnz; k++)
        idx[k] = k;
    sort_positions(idx, tmp, nnz, by_row ? rows : cols, by_row ? cols : rows);
    permute(rows, idx, tmp, nnz);
    permute(cols, idx, tmp, nnz);
    permute(p, idx, tmp, nnz);
}

cusparseStatus_t cusparseXcoosortByRow(cusparseHandle_t h, int m, int n, int nnz, int *rows, int *cols, int *p,
                                       void *buffer)
{
    cusparseStatus_t st = coosort_check(h, m, n, nnz, rows, cols, p, buffer);
    if (st != CUSPARSE_STATUS_SUCCESS)
        return st;
    RUN(h, cusparseXcoosortByRow, ARG(h), ARG(m), ARG(n), ARG(nnz), ARG(rows), ARG(cols), ARG(p), ARG(buffer));
    coosort(nnz, rows, cols, p, buffer, true);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseXcoosortByColumn(cusparseHandle_t h, int m, int n, int nnz, int *rows, int *cols, int *p,
                                          void *buffer)
{
    cusparseStatus_t st = coosort_check(h, m, n, nnz, rows, cols, p, buffer);
    if (st != CUSPARSE_STATUS_SUCCESS)
        return st;
    RUN(h, cusparseXcoosortByColumn, ARG(h), ARG(m), ARG(n), ARG(nnz), ARG(rows), ARG(cols), ARG(p),
        ARG(buffer));
    coosort(nnz, rows, cols, p, buffer, false);
    return CUSPARSE_STATUS_SUCCESS;
}

/* ---- sparse <-> dense ------------------------------------------------------------- */

/* Element (i, j) of a dense matrix. */
static char *dense_at(const struct cusparseDnMatDescr *d, int64_t i, int64_t j)
{
    int64_t at = d->order == CUSPARSE_ORDER_ROW ? i * d->ld + j : j * d->ld + i;
    return (char *)d->values + at * value_size(d->type);
}

/* dst += src, in the type's components (a complex value is two reals) */
static void add_value(void *dst, const void *src, cudaDataType t)
{
    if (t == CUDA_R_32F || t == CUDA_C_32F)
        for (int c = 0; c < (t == CUDA_C_32F ? 2 : 1); c++)
            ((float *)dst)[c] += ((const float *)src)[c];
    else
        for (int c = 0; c < (t == CUDA_C_64F ? 2 : 1); c++)
            ((double *)dst)[c] += ((const double *)src)[c];
}

static bool is_zero(const void *v, cudaDataType t)
{
    if (t == CUDA_R_32F || t == CUDA_C_32F)
        return ((const float *)v)[0] == 0 && (t == CUDA_R_32F || ((const float *)v)[1] == 0);
    return ((const double *)v)[0] == 0 && (t == CUDA_R_64F || ((const double *)v)[1] == 0);
}

/* The checks both directions make: one size, one value type, a format
 * and arrays to read. */
static cusparseStatus_t dense_check(cusparseHandle_t h, const struct cusparseSpMatDescr *s,
                                    const struct cusparseDnMatDescr *d)
{
    if (!h)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (!s || !d || s->rows != d->rows || s->cols != d->cols)
        return CUSPARSE_STATUS_INVALID_VALUE;
    if (s->type != d->type || !value_size(s->type) ||
        (s->format != CUSPARSE_FORMAT_CSR && s->format != CUSPARSE_FORMAT_CSC && s->format != CUSPARSE_FORMAT_COO))
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSparseToDense_bufferSize(cusparseHandle_t h, cusparseConstSpMatDescr_t a,
                                                  cusparseDnMatDescr_t b, cusparseSparseToDenseAlg_t alg,
                                                  size_t *size)
{
    cusparseStatus_t st = dense_check(h, a, b);
    if (st == CUSPARSE_STATUS_SUCCESS && !size)
        st = CUSPARSE_STATUS_INVALID_VALUE;
    if (st == CUSPARSE_STATUS_SUCCESS)
        *size = 16;     /* unused */
    return st;
}

/* B = A: zeros, then each stored entry (a COO matrix's repeated entries
 * add up) */
cusparseStatus_t cusparseSparseToDense(cusparseHandle_t h, cusparseConstSpMatDescr_t a, cusparseDnMatDescr_t b,
                                       cusparseSparseToDenseAlg_t alg, void *buffer)
{
    cusparseStatus_t st = dense_check(h, a, b);
    if (st != CUSPARSE_STATUS_SUCCESS)
        return st;
    bool compressed = a->format != CUSPARSE_FORMAT_COO;
    int64_t nmajor = a->format == CUSPARSE_FORMAT_CSC ? a->cols : a->rows;
    if (!buffer || (compressed && nmajor > 0 && !a->offsets) ||
        (a->nnz > 0 && (!a->offsets || !a->indices || !a->values)))
        return CUSPARSE_STATUS_INVALID_VALUE;
    RUN(h, cusparseSparseToDense, ARG(h), ARG(a), ARG(b), ARG(alg), ARG(buffer));
    size_t es = value_size(a->type);
    for (int64_t i = 0; i < b->rows; i++)
        for (int64_t j = 0; j < b->cols; j++)
            memset(dense_at(b, i, j), 0, es);
    int64_t base = a->base;
    for (int64_t q = 0; q < (compressed ? nmajor : 1); q++) {
        int64_t lo = compressed ? index_at(a->offsets, a->offsets_type, q) - base : 0;
        int64_t hi = compressed ? index_at(a->offsets, a->offsets_type, q + 1) - base : a->nnz;
        for (int64_t k = lo < 0 ? 0 : lo; k < hi && k < a->nnz; k++) {
            int64_t minor = index_at(a->indices, a->index_type, k) - base;
            int64_t r = a->format == CUSPARSE_FORMAT_CSR ? q
                        : a->format == CUSPARSE_FORMAT_CSC ? minor
                                                           : index_at(a->offsets, a->offsets_type, k) - base;
            int64_t c = a->format == CUSPARSE_FORMAT_CSC ? q : minor;
            if (r >= 0 && r < b->rows && c >= 0 && c < b->cols)
                add_value(dense_at(b, r, c), (const char *)a->values + k * es, a->type);
        }
    }
    for (int64_t i = 0; i < b->rows; i++)   /* for initcheck: the elements, not the padding */
        for (int64_t j = 0; j < b->cols; j++)
            cucc__init_written(dense_at(b, i, j), es);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseDenseToSparse_bufferSize(cusparseHandle_t h, cusparseConstDnMatDescr_t a,
                                                  cusparseSpMatDescr_t b, cusparseDenseToSparseAlg_t alg,
                                                  size_t *size)
{
    cusparseStatus_t st = dense_check(h, b, a);
    if (st == CUSPARSE_STATUS_SUCCESS && !size)
        st = CUSPARSE_STATUS_INVALID_VALUE;
    if (st == CUSPARSE_STATUS_SUCCESS)
        *size = 16;     /* unused */
    return st;
}

/* Walks A's nonzero elements in B's order (by row for CSR and COO, by
 * column for CSC): counts them, writes the offsets where offsets is not
 * NULL, and the entries where fill is (at most B's nnz of them).  Returns
 * the count. */
static int64_t walk_dense(const struct cusparseDnMatDescr *a, struct cusparseSpMatDescr *b, bool fill)
{
    bool by_col = b->format == CUSPARSE_FORMAT_CSC;
    int64_t nmajor = by_col ? a->cols : a->rows, nminor = by_col ? a->rows : a->cols, count = 0;
    size_t es = value_size(a->type);
    bool offsets = b->format != CUSPARSE_FORMAT_COO && b->offsets;
    for (int64_t q = 0; q < nmajor; q++) {
        if (offsets)
            index_put(b->offsets, b->offsets_type, q, count + b->base);
        for (int64_t s = 0; s < nminor; s++) {
            const char *v = dense_at(a, by_col ? s : q, by_col ? q : s);
            if (is_zero(v, a->type))
                continue;
            if (fill && count < b->nnz) {
                index_put(b->indices, b->index_type, count, s + b->base);
                if (b->format == CUSPARSE_FORMAT_COO)
                    index_put(b->offsets, b->offsets_type, count, q + b->base);
                memcpy((char *)b->values + count * es, v, es);
            }
            count++;
        }
    }
    if (offsets) {
        index_put(b->offsets, b->offsets_type, nmajor, count + b->base);
        cucc__init_written(b->offsets, ((size_t)nmajor + 1) * (b->offsets_type == CUSPARSE_INDEX_64I ? 8 : 4));
    }
    return count;
}

/* B's size: its nnz, and a CSR or CSC matrix's offsets */
cusparseStatus_t cusparseDenseToSparse_analysis(cusparseHandle_t h, cusparseConstDnMatDescr_t a,
                                                cusparseSpMatDescr_t b, cusparseDenseToSparseAlg_t alg, void *buffer)
{
    cusparseStatus_t st = dense_check(h, b, a);
    if (st != CUSPARSE_STATUS_SUCCESS)
        return st;
    if (!buffer)
        return CUSPARSE_STATUS_INVALID_VALUE;
    RUN(h, cusparseDenseToSparse_analysis, ARG(h), ARG(a), ARG(b), ARG(alg), ARG(buffer));
    b->nnz = walk_dense(a, b, false);
    return CUSPARSE_STATUS_SUCCESS;
}

/* B's arrays, as the analysis sized them */
cusparseStatus_t cusparseDenseToSparse_convert(cusparseHandle_t h, cusparseConstDnMatDescr_t a,
                                               cusparseSpMatDescr_t b, cusparseDenseToSparseAlg_t alg, void *buffer)
{
    cusparseStatus_t st = dense_check(h, b, a);
    if (st != CUSPARSE_STATUS_SUCCESS)
        return st;
    if (!buffer || (b->format != CUSPARSE_FORMAT_COO && !b->offsets) ||
        (b->nnz > 0 && (!b->offsets || !b->indices || !b->values)))
        return CUSPARSE_STATUS_INVALID_VALUE;
    RUN(h, cusparseDenseToSparse_convert, ARG(h), ARG(a), ARG(b), ARG(alg), ARG(buffer));
    walk_dense(a, b, true);
    if (b->nnz > 0) {   /* for initcheck */
        size_t is = b->index_type == CUSPARSE_INDEX_64I ? 8 : 4;
        cucc__init_written(b->indices, (size_t)b->nnz * is);
        cucc__init_written(b->values, (size_t)b->nnz * value_size(b->type));
        if (b->format == CUSPARSE_FORMAT_COO)
            cucc__init_written(b->offsets, (size_t)b->nnz * is);
    }
    return CUSPARSE_STATUS_SUCCESS;
}
