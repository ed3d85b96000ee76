/*
 * cuSPARSE's generic SpGEMM (cusparse.h): C = alpha A B of CSR matrices,
 * computed on the host row by row (Gustavson's method: row i of C sums
 * a_ik times row k of B, in a dense accumulator of B's columns).
 *
 * The protocol is NVIDIA's: workEstimation and compute are each called
 * first with a NULL buffer, which only returns the buffer's size, then
 * with the buffer; after the second compute SpMatGetSize gives C's nnz,
 * the program allocates C's arrays, hands them over by CsrSetPointers,
 * and copy fills them.  The product lives in the SpGEMM descriptor from
 * compute to copy (and until the descriptor is destroyed or computes
 * again); the compute buffer holds the accumulator and a marker per
 * column of B, the work estimation's is not used (its size is a row
 * offset's worth per row, never 0, so that cudaMalloc gives a pointer).
 *
 * As an NVIDIA GPU does (tests/e2e/cusparse_spgemm.cu): each row of C
 * keeps its columns in increasing order; products that cancel stay as
 * entries of value 0; beta with C empty (how the protocol creates C)
 * changes nothing, and C's earlier entries never enter; op(A) and op(B)
 * other than non-transposed, formats other than CSR and index types that
 * differ are CUSPARSE_STATUS_NOT_SUPPORTED, as is a compute type other
 * than A's and C's; B's value type is checked when the product is
 * computed (the GPU's work estimation lets it differ).  The algorithm
 * argument is checked (0 to 5) and otherwise ignored: ALG2 and ALG3 need
 * no estimateMemory here.
 */
#include <complex.h>
#include <stdlib.h>
#include <string.h>

#include "cucc/abi.h"
#include "cusparse.h"
#include "cusparse_impl.h"

#define LIB_CAPTURED CUSPARSE_STATUS_SUCCESS
#define LIB_FAILED CUSPARSE_STATUS_EXECUTION_FAILED
#include "stream_call.h"
#define RUN(h, self, ...) LIB_RUN((h)->stream, (h)->pointer_mode == CUSPARSE_POINTER_MODE_HOST, self, __VA_ARGS__)

struct cusparseSpGEMMDescr {
    int64_t products;       /* a_ik b_kj pairs, counted by the work estimation */
    bool computed;
    int64_t rows, nnz;      /* C's product, base 0, until copy */
    int64_t *offsets, *columns;
    unsigned char *values;
};

cusparseStatus_t cusparseSpGEMM_createDescr(cusparseSpGEMMDescr_t *descr)
{
    if (!descr)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *descr = calloc(1, sizeof **descr);
    return *descr ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_ALLOC_FAILED;
}

static void drop_product(struct cusparseSpGEMMDescr *g)
{
    free(g->offsets);
    free(g->columns);
    free(g->values);
    g->offsets = g->columns = NULL;
    g->values = NULL;
    g->computed = false;
}

cusparseStatus_t cusparseSpGEMM_destroyDescr(cusparseSpGEMMDescr_t descr)
{
    if (descr)
        drop_product(descr);
    free(descr);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpGEMM_getNumProducts(cusparseSpGEMMDescr_t descr, int64_t *num_prods)
{
    if (!descr || !num_prods)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *num_prods = descr->products;
    return CUSPARSE_STATUS_SUCCESS;
}

/* The checks of the three calls, in the order cuSPARSE 12.6 makes them. */
static cusparseStatus_t check(cusparseHandle_t h, cusparseOperation_t opA, cusparseOperation_t opB,
                              const void *alpha, const struct cusparseSpMatDescr *A,
                              const struct cusparseSpMatDescr *B, const void *beta,
                              const struct cusparseSpMatDescr *C, cudaDataType type, cusparseSpGEMMAlg_t alg,
                              const struct cusparseSpGEMMDescr *g)
{
    if (!h)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (!alpha || !A || !B || !beta || !C || (int)alg < 0 || (int)alg > CUSPARSE_SPGEMM_ALG3 || !g)
        return CUSPARSE_STATUS_INVALID_VALUE;
    if (opA != CUSPARSE_OPERATION_NON_TRANSPOSE || opB != CUSPARSE_OPERATION_NON_TRANSPOSE)
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    if (A->format != CUSPARSE_FORMAT_CSR || B->format != CUSPARSE_FORMAT_CSR || C->format != CUSPARSE_FORMAT_CSR)
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    cusparseIndexType_t it = A->offsets_type;
    if (A->index_type != it || B->offsets_type != it || B->index_type != it || C->offsets_type != it ||
        C->index_type != it)
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    if (A->cols != B->rows || C->rows != A->rows || C->cols != B->cols)
        return CUSPARSE_STATUS_INVALID_VALUE;
    if (A->type != type || C->type != type || !value_size(type))
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    /* offsets to read (a CSR matrix without entries may have none) */
    if ((A->rows > 0 && !A->offsets) || (B->rows > 0 && !B->offsets) ||
        (A->nnz > 0 && (!A->indices || !A->values)) || (B->nnz > 0 && (!B->indices || !B->values)))
        return CUSPARSE_STATUS_INVALID_VALUE;
    return CUSPARSE_STATUS_SUCCESS;
}

#define ROW(m, i, lo, hi)                                                                          \
    int64_t lo = index_at((m)->offsets, (m)->offsets_type, (i)) - (m)->base;                      \
    int64_t hi = index_at((m)->offsets, (m)->offsets_type, (i) + 1) - (m)->base

cusparseStatus_t cusparseSpGEMM_workEstimation(cusparseHandle_t h, cusparseOperation_t opA,
                                               cusparseOperation_t opB, const void *alpha,
                                               cusparseConstSpMatDescr_t A, cusparseConstSpMatDescr_t B,
                                               const void *beta, cusparseSpMatDescr_t C, cudaDataType type,
                                               cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t g, size_t *size1,
                                               void *buffer1)
{
    cusparseStatus_t st = check(h, opA, opB, alpha, A, B, beta, C, type, alg, g);
    if (st == CUSPARSE_STATUS_SUCCESS && !size1)
        st = CUSPARSE_STATUS_INVALID_VALUE;
    if (st != CUSPARSE_STATUS_SUCCESS)
        return st;
    if (!buffer1) {
        *size1 = ((size_t)A->rows + 1) * sizeof(int64_t);
        return CUSPARSE_STATUS_SUCCESS;
    }
    RUN(h, cusparseSpGEMM_workEstimation, ARG(h), ARG(opA), ARG(opB), SCALAR(alpha, value_size(type)), ARG(A),
        ARG(B), SCALAR(beta, value_size(type)), ARG(C), ARG(type), ARG(alg), ARG(g), ARG(size1), ARG(buffer1));
    int64_t products = 0;
    for (int64_t i = 0; i < A->rows; i++) {
        ROW(A, i, lo, hi);
        for (int64_t q = lo; q < hi; q++) {
            int64_t k = index_at(A->indices, A->index_type, q) - A->base;
            if (k >= 0 && k < B->rows) {
                ROW(B, k, blo, bhi);
                products += bhi - blo;
            }
        }
    }
    g->products = products;
    return CUSPARSE_STATUS_SUCCESS;
}

static int cmp_index(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

/* C's pattern: each row's columns, sorted.  mark[j] is the last row that
 * reached column j.  Returns false when memory runs out. */
static bool pattern(const struct cusparseSpMatDescr *A, const struct cusparseSpMatDescr *B,
                    struct cusparseSpGEMMDescr *g, int64_t *mark)
{
    int64_t m = A->rows, cap = 16, nnz = 0;
    g->offsets = malloc(((size_t)m + 1) * sizeof *g->offsets);
    g->columns = malloc((size_t)cap * sizeof *g->columns);
    if (!g->offsets || !g->columns)
        return false;
    for (int64_t j = 0; j < B->cols; j++)
        mark[j] = -1;
    for (int64_t i = 0; i < m; i++) {
        g->offsets[i] = nnz;
        ROW(A, i, lo, hi);
        for (int64_t q = lo; q < hi; q++) {
            int64_t k = index_at(A->indices, A->index_type, q) - A->base;
            if (k < 0 || k >= B->rows)
                continue;
            ROW(B, k, blo, bhi);
            for (int64_t r = blo; r < bhi; r++) {
                int64_t j = index_at(B->indices, B->index_type, r) - B->base;
                if (j < 0 || j >= B->cols || mark[j] == i)
                    continue;
                mark[j] = i;
                if (nnz == cap) {
                    int64_t *more = realloc(g->columns, (size_t)(cap *= 2) * sizeof *more);
                    if (!more)
                        return false;
                    g->columns = more;
                }
                g->columns[nnz++] = j;
            }
        }
        qsort(g->columns + g->offsets[i], (size_t)(nnz - g->offsets[i]), sizeof *g->columns, cmp_index);
    }
    g->offsets[m] = nnz;
    g->rows = m;
    g->nnz = nnz;
    return true;
}

/* C's values: row i's sums in acc (indexed by column), then alpha times
 * each, in the pattern's order. */
#define VALUES(S, T)                                                                               \
    static void values_##S(const struct cusparseSpMatDescr *A, const struct cusparseSpMatDescr *B, \
                           T alpha, struct cusparseSpGEMMDescr *g, T *acc)                          \
    {                                                                                              \
        const T *a = A->values, *b = B->values;                                                    \
        T *c = (T *)g->values;                                                                     \
        for (int64_t i = 0; i < g->rows; i++) {                                                    \
            for (int64_t p = g->offsets[i]; p < g->offsets[i + 1]; p++)                            \
                acc[g->columns[p]] = 0;                                                            \
            ROW(A, i, lo, hi);                                                                     \
            for (int64_t q = lo; q < hi; q++) {                                                    \
                int64_t k = index_at(A->indices, A->index_type, q) - A->base;                      \
                if (k < 0 || k >= B->rows)                                                         \
                    continue;                                                                      \
                ROW(B, k, blo, bhi);                                                               \
                for (int64_t r = blo; r < bhi; r++) {                                              \
                    int64_t j = index_at(B->indices, B->index_type, r) - B->base;                  \
                    if (j >= 0 && j < B->cols)                                                     \
                        acc[j] += a[q] * b[r];                                                     \
                }                                                                                  \
            }                                                                                      \
            for (int64_t p = g->offsets[i]; p < g->offsets[i + 1]; p++)                            \
                c[p] = alpha * acc[g->columns[p]];                                                 \
        }                                                                                          \
    }
VALUES(s, float)
VALUES(d, double)
VALUES(c, float _Complex)
VALUES(z, double _Complex)

/* The compute buffer: the accumulator (a value per column of B), then the
 * markers (an int64_t per column). */
static size_t acc_bytes(const struct cusparseSpMatDescr *B, cudaDataType type)
{
    return ((size_t)B->cols * value_size(type) + 15) & ~(size_t)15;
}

cusparseStatus_t cusparseSpGEMM_compute(cusparseHandle_t h, cusparseOperation_t opA, cusparseOperation_t opB,
                                        const void *alpha, cusparseConstSpMatDescr_t A,
                                        cusparseConstSpMatDescr_t B, const void *beta, cusparseSpMatDescr_t C,
                                        cudaDataType type, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t g,
                                        size_t *size2, void *buffer2)
{
    cusparseStatus_t st = check(h, opA, opB, alpha, A, B, beta, C, type, alg, g);
    if (st == CUSPARSE_STATUS_SUCCESS && !size2)
        st = CUSPARSE_STATUS_INVALID_VALUE;
    if (st != CUSPARSE_STATUS_SUCCESS)
        return st;
    if (!buffer2) {
        *size2 = acc_bytes(B, type) + ((size_t)B->cols + 1) * sizeof(int64_t);
        return CUSPARSE_STATUS_SUCCESS;
    }
    if (B->type != type)
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    RUN(h, cusparseSpGEMM_compute, ARG(h), ARG(opA), ARG(opB), SCALAR(alpha, value_size(type)), ARG(A), ARG(B),
        SCALAR(beta, value_size(type)), ARG(C), ARG(type), ARG(alg), ARG(g), ARG(size2), ARG(buffer2));
    drop_product(g);
    void *acc = buffer2;
    int64_t *mark = (int64_t *)((char *)buffer2 + acc_bytes(B, type));
    if (!pattern(A, B, g, mark) || !(g->values = malloc(((size_t)g->nnz + 1) * value_size(type)))) {
        drop_product(g);
        return CUSPARSE_STATUS_ALLOC_FAILED;
    }
    switch (type) {
    case CUDA_R_32F: values_s(A, B, *(const float *)alpha, g, acc); break;
    case CUDA_R_64F: values_d(A, B, *(const double *)alpha, g, acc); break;
    case CUDA_C_32F: values_c(A, B, *(const float _Complex *)alpha, g, acc); break;
    default: values_z(A, B, *(const double _Complex *)alpha, g, acc); break;
    }
    g->computed = true;
    C->nnz = g->nnz;
    return CUSPARSE_STATUS_SUCCESS;
}

/* C's arrays (CsrSetPointers gave them) from the descriptor's product, in
 * C's index type and base. */
cusparseStatus_t cusparseSpGEMM_copy(cusparseHandle_t h, cusparseOperation_t opA, cusparseOperation_t opB,
                                     const void *alpha, cusparseConstSpMatDescr_t A, cusparseConstSpMatDescr_t B,
                                     const void *beta, cusparseSpMatDescr_t C, cudaDataType type,
                                     cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t g)
{
    cusparseStatus_t st = check(h, opA, opB, alpha, A, B, beta, C, type, alg, g);
    if (st != CUSPARSE_STATUS_SUCCESS)
        return st;
    if (!g->computed || g->rows != C->rows || !C->offsets || (g->nnz > 0 && (!C->indices || !C->values)))
        return CUSPARSE_STATUS_INVALID_VALUE;
    RUN(h, cusparseSpGEMM_copy, ARG(h), ARG(opA), ARG(opB), SCALAR(alpha, value_size(type)), ARG(A), ARG(B),
        SCALAR(beta, value_size(type)), ARG(C), ARG(type), ARG(alg), ARG(g));
    size_t is = C->index_type == CUSPARSE_INDEX_64I ? 8 : 4, es = value_size(type);
    for (int64_t i = 0; i <= g->rows; i++)
        index_put(C->offsets, C->offsets_type, i, g->offsets[i] + C->base);
    for (int64_t p = 0; p < g->nnz; p++)
        index_put(C->indices, C->index_type, p, g->columns[p] + C->base);
    if (g->nnz > 0)
        memcpy(C->values, g->values, (size_t)g->nnz * es);
    C->nnz = g->nnz;
    cucc__init_written(C->offsets, ((size_t)g->rows + 1) * is);   /* for initcheck */
    if (g->nnz > 0) {
        cucc__init_written(C->indices, (size_t)g->nnz * is);
        cucc__init_written(C->values, (size_t)g->nnz * es);
    }
    return CUSPARSE_STATUS_SUCCESS;
}
