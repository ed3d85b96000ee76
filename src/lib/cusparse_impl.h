/*
 * What the cuSPARSE files share (src/lib/cusparse*.c): the handle's and
 * the generic descriptors' layouts and the small helpers that read them.
 * Device memory is host memory, so every array a descriptor points to is
 * read and written in place.
 */
#ifndef CUCC_LIB_CUSPARSE_IMPL_H
#define CUCC_LIB_CUSPARSE_IMPL_H

#include <stdbool.h>
#include <stdint.h>

#include "cusparse.h"

struct cusparseContext {
    cudaStream_t stream;
    cusparsePointerMode_t pointer_mode;
};

struct cusparseMatDescr {
    cusparseMatrixType_t type;
    cusparseFillMode_t fill;
    cusparseDiagType_t diag;
    cusparseIndexBase_t base;
};

struct cusparseDnVecDescr {
    int64_t size;
    void *values;
    cudaDataType type;
};

struct cusparseDnMatDescr {
    int64_t rows, cols, ld;
    void *values;
    cudaDataType type;
    cusparseOrder_t order;
};

/* CSR: offsets per row, indices of columns; CSC the reverse; COO: row
 * and column index per entry (offsets holds the rows). */
struct cusparseSpMatDescr {
    cusparseFormat_t format;
    int64_t rows, cols, nnz;
    void *offsets, *indices, *values;
    cusparseIndexType_t offsets_type, index_type;
    cusparseIndexBase_t base;
    cudaDataType type;
    cusparseFillMode_t fill;
    cusparseDiagType_t diag;
    bool triangular;        /* an attribute was set: SpMV and SpMM refuse it, as cuSPARSE does */
};

struct cusparseSpSVDescr {
    int analysed;
};

/* Bytes of one value of the types cuSPARSE computes in; 0 for others. */
static inline size_t value_size(cudaDataType t)
{
    switch (t) {
    case CUDA_R_32F: return 4;
    case CUDA_R_64F: return 8;
    case CUDA_C_32F: return 8;
    case CUDA_C_64F: return 16;
    default: return 0;
    }
}

/* Element k of an index array of type t. */
static inline int64_t index_at(const void *p, cusparseIndexType_t t, int64_t k)
{
    return t == CUSPARSE_INDEX_64I ? ((const int64_t *)p)[k] : ((const int32_t *)p)[k];
}

static inline void index_put(void *p, cusparseIndexType_t t, int64_t k, int64_t v)
{
    if (t == CUSPARSE_INDEX_64I)
        ((int64_t *)p)[k] = v;
    else
        ((int32_t *)p)[k] = (int32_t)v;
}

#endif
