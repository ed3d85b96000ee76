/*
 * cuSPARSE's legacy incomplete LU(0) of a CSR matrix (cusparse.h):
 * Create/DestroyCsrilu02Info, <t>csrilu02_bufferSize, _analysis,
 * _numericBoost, <t>csrilu02 and Xcsrilu02_zeroPivot, in S, D, C and Z
 * (preconditioners of iterative solvers: cuda-samples'
 * conjugateGradientPrecond).
 *
 * The factorization keeps A's sparsity: L (unit lower) and U overwrite A's
 * values.  Row by row (i ascending), for each stored a_ik with k < i in
 * column order: a_ik /= u_kk, then a_ij -= a_ik u_kj for every stored a_ij
 * (j > k) whose u_kj is stored.  Each entry's updates come in the order of
 * k, as a level-scheduled GPU factorization makes them, so results agree
 * with a GPU's to rounding (real ones to the digits seen, complex ones to
 * rounding: cuSPARSE's complex division leaves residues of 1e-9 where C's
 * is exact, so a pivot that cancels to 0 here may be tiny there).  A
 * missing or zero diagonal u_kk is a zero pivot: the first one's row is
 * what zeroPivot reports (in the matrix's index base, with
 * CUSPARSE_STATUS_ZERO_PIVOT), and the division by it is skipped; a
 * missing one is reported after the analysis already, as cuSPARSE's
 * analysis reports structural zeros.  numericBoost replaces pivots of
 * magnitude at most tol by boost_val before they divide.  The column
 * indices must be sorted, as cuSPARSE requires.  The buffer holds a marker
 * per column (4 m + 4 bytes).  A call waits for the work queued on the
 * handle's stream, or is recorded in its capture (stream_call.h).
 */
#include <complex.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cucc/abi.h"
#include "cusparse.h"

#define LIB_CAPTURED CUSPARSE_STATUS_SUCCESS
#define LIB_FAILED CUSPARSE_STATUS_EXECUTION_FAILED
#include "stream_call.h"

struct csrilu02Info {
    int zero_pivot;               /* the first zero pivot's row (0-based), or -1 */
    int boost;                    /* numericBoost on */
    double tol;
    unsigned char boost_val[16];  /* a value of the call's type */
};

cusparseStatus_t cusparseCreateCsrilu02Info(csrilu02Info_t *info)
{
    if (!info)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *info = calloc(1, sizeof **info);
    if (!*info)
        return CUSPARSE_STATUS_ALLOC_FAILED;
    (*info)->zero_pivot = -1;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseDestroyCsrilu02Info(csrilu02Info_t info)
{
    free(info);
    return CUSPARSE_STATUS_SUCCESS;
}

/* The handle's index base is the descriptor's: the first zero pivot. */
cusparseStatus_t cusparseXcsrilu02_zeroPivot(cusparseHandle_t handle, csrilu02Info_t info, int *position)
{
    if (!handle)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (!info || !position)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *position = info->zero_pivot;
    return info->zero_pivot >= 0 ? CUSPARSE_STATUS_ZERO_PIVOT : CUSPARSE_STATUS_SUCCESS;
}

/* The checks common to the three steps. */
static cusparseStatus_t check(cusparseHandle_t h, int m, int nnz, const cusparseMatDescr_t d, const void *val,
                              const int *row, const int *col, csrilu02Info_t info)
{
    if (!h)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (m < 0 || nnz < 0 || !d || !info || (m && (!row || (nnz && (!val || !col)))))
        return CUSPARSE_STATUS_INVALID_VALUE;
    if (cusparseGetMatType(d) != CUSPARSE_MATRIX_TYPE_GENERAL)
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    return CUSPARSE_STATUS_SUCCESS;
}

/* The analysis: the first row without a stored diagonal entry (a
 * structural zero, which zeroPivot then reports), or none. */
static void structural_zero(int m, const cusparseMatDescr_t d, const int *row, const int *col, csrilu02Info_t info)
{
    const int base = cusparseGetMatIndexBase(d) == CUSPARSE_INDEX_BASE_ONE;
    info->zero_pivot = -1;
    for (int i = 0; i < m && info->zero_pivot < 0; i++) {
        int found = 0;
        for (int q = row[i] - base; q < row[i + 1] - base && !found; q++)
            found = col[q] - base == i;
        if (!found)
            info->zero_pivot = i + base;
    }
}

#define ILU(P, T, V, ABS)                                                                          \
    cusparseStatus_t cusparse##P##csrilu02_numericBoost(cusparseHandle_t h, csrilu02Info_t info,   \
                                                        int enable, double *tol, T *boost_val)     \
    {                                                                                              \
        if (!h)                                                                                    \
            return CUSPARSE_STATUS_NOT_INITIALIZED;                                                \
        if (!info || (enable && (!tol || !boost_val)))                                             \
            return CUSPARSE_STATUS_INVALID_VALUE;                                                  \
        info->boost = enable != 0;                                                                 \
        if (enable) {                                                                              \
            info->tol = *tol;                                                                      \
            memcpy(info->boost_val, boost_val, sizeof(T));                                         \
        }                                                                                          \
        return CUSPARSE_STATUS_SUCCESS;                                                            \
    }                                                                                              \
    cusparseStatus_t cusparse##P##csrilu02_bufferSize(cusparseHandle_t h, int m, int nnz,          \
                                                      const cusparseMatDescr_t d, T *val,          \
                                                      const int *row, const int *col,              \
                                                      csrilu02Info_t info, int *size)              \
    {                                                                                              \
        cusparseStatus_t st = check(h, m, nnz, d, val, row, col, info);                            \
        if (st != CUSPARSE_STATUS_SUCCESS)                                                         \
            return st;                                                                             \
        if (!size)                                                                                 \
            return CUSPARSE_STATUS_INVALID_VALUE;                                                  \
        *size = 4 * m + 4;                                                                         \
        return CUSPARSE_STATUS_SUCCESS;                                                            \
    }                                                                                              \
    cusparseStatus_t cusparse##P##csrilu02_analysis(cusparseHandle_t h, int m, int nnz,            \
                                                    const cusparseMatDescr_t d, const T *val,      \
                                                    const int *row, const int *col,                \
                                                    csrilu02Info_t info, cusparseSolvePolicy_t p,  \
                                                    void *buffer)                                  \
    {                                                                                              \
        cusparseStatus_t st = check(h, m, nnz, d, val, row, col, info);                            \
        if (st != CUSPARSE_STATUS_SUCCESS)                                                         \
            return st;                                                                             \
        if (m && !buffer)                                                                          \
            return CUSPARSE_STATUS_INVALID_VALUE;                                                  \
        (void)p;                                                                                   \
        structural_zero(m, d, row, col, info);                                                     \
        return CUSPARSE_STATUS_SUCCESS;                                                            \
    }                                                                                              \
    cusparseStatus_t cusparse##P##csrilu02(cusparseHandle_t h, int m, int nnz,                     \
                                           const cusparseMatDescr_t d, T *val, const int *row,     \
                                           const int *col, csrilu02Info_t info,                    \
                                           cusparseSolvePolicy_t p, void *buffer)                  \
    {                                                                                              \
        cusparseStatus_t st = check(h, m, nnz, d, val, row, col, info);                            \
        if (st != CUSPARSE_STATUS_SUCCESS)                                                         \
            return st;                                                                             \
        if (m && !buffer)                                                                          \
            return CUSPARSE_STATUS_INVALID_VALUE;                                                  \
        cudaStream_t s;                                                                            \
        cusparseGetStream(h, &s);                                                                  \
        LIB_RUN(s, 1, cusparse##P##csrilu02, ARG(h), ARG(m), ARG(nnz), ARG(d), ARG(val), ARG(row), \
                ARG(col), ARG(info), ARG(p), ARG(buffer));                                         \
        const int base = cusparseGetMatIndexBase(d) == CUSPARSE_INDEX_BASE_ONE;                    \
        V *a = (V *)val;                                                                           \
        int *at = (int *)buffer;            /* column j of row i: its entry, or -1 */              \
        for (int j = 0; j < m; j++)                                                                \
            at[j] = -1;                                                                            \
        info->zero_pivot = -1;                                                                     \
        for (int i = 0; i < m; i++) {                                                              \
            const int lo = row[i] - base, hi = row[i + 1] - base;                                  \
            for (int q = lo; q < hi; q++)                                                          \
                at[col[q] - base] = q;                                                             \
            for (int q = lo; q < hi && col[q] - base < i; q++) {                                   \
                const int k = col[q] - base;                                               \
                int dk = -1;                        /* u_kk's entry */                             \
                for (int r = row[k] - base; r < row[k + 1] - base; r++)                            \
                    if (col[r] - base == k) {                                                      \
                        dk = r;                                                                    \
                        break;                                                                     \
                    }                                                                              \
                if (dk < 0 || a[dk] == 0)                                                          \
                    continue;                       /* reported at row k */                        \
                a[q] /= a[dk];                                                                     \
                for (int r = dk + 1; r < row[k + 1] - base; r++) {                                 \
                    const int e = at[col[r] - base];                                               \
                    if (e >= 0)                                                                    \
                        a[e] -= a[q] * a[r];                                                       \
                }                                                                                  \
            }                                                                                      \
            int di = at[i];                         /* u_ii, now final */                          \
            if (di >= 0 && info->boost && ABS(a[di]) <= info->tol)                                 \
                memcpy(&a[di], info->boost_val, sizeof(T));                                        \
            if ((di < 0 || a[di] == 0) && info->zero_pivot < 0)                                    \
                info->zero_pivot = i + base;                                                       \
            for (int q = lo; q < hi; q++)                                                          \
                at[col[q] - base] = -1;                                                            \
        }                                                                                          \
        cucc__init_written(val, (size_t)nnz * sizeof(T));   /* for initcheck */                   \
        return CUSPARSE_STATUS_SUCCESS;                                                            \
    }

/* complex values in C99's complex types (cuComplex's layout) */
ILU(S, float, float, fabs)
ILU(D, double, double, fabs)
ILU(C, cuComplex, float complex, cabs)
ILU(Z, cuDoubleComplex, double complex, cabs)
