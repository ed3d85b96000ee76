// FLAGS: -lcusparse
// cuSPARSE's format conversions: coo2csr and csr2coo (both bases),
// Csr2cscEx2 in every value type (numeric and symbolic, both bases, a
// matrix without entries, no rows), the identity permutation, csrsort and
// coosort by row and by column (unsorted input, the permutation then
// applied with Gather), sparse vectors (Gather, Scatter, the getters), the
// generic SparseToDense (CSR, CSC, COO into row- and column-major matrices
// with padding) and DenseToSparse (CSR, CSC and COO targets), and the
// statuses of bad arguments.  Values are small integers: every result is
// exact.  Expected output from an H200 (cuSPARSE 12.6).
#include <cstdio>
#include <cstdint>
#include <cusparse.h>

#define ST(what, call) printf("%s: %s\n", what, cusparseGetErrorName(call))
#define CHECK(call)                                                                        \
    do {                                                                                   \
        cusparseStatus_t s_ = (call);                                                      \
        if (s_ != CUSPARSE_STATUS_SUCCESS)                                                 \
            printf("line %d: %s\n", __LINE__, cusparseGetErrorName(s_));                  \
    } while (0)

template <class T> static T *dev(const T *h, int n)
{
    T *d;
    cudaMalloc(&d, (n ? n : 1) * sizeof(T));
    if (n)
        cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice);
    return d;
}

static void fill_int(int *d, int n, int v)
{
    int h[64];
    for (int i = 0; i < n; i++)
        h[i] = v;
    cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
}

static void show_int(const char *what, const int *d, int n)
{
    int h[64];
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" %d", h[i]);
    printf("\n");
}

/* a value of each type from a small integer (complex: im = -re / 2) */
static void put(void *p, cudaDataType t, int k, double re)
{
    switch (t) {
    case CUDA_R_32F: ((float *)p)[k] = (float)re; break;
    case CUDA_R_64F: ((double *)p)[k] = re; break;
    case CUDA_C_32F: ((cuComplex *)p)[k] = make_cuComplex((float)re, (float)(-re / 2)); break;
    default: ((cuDoubleComplex *)p)[k] = make_cuDoubleComplex(re, -re / 2); break;
    }
}

static size_t tsize(cudaDataType t)
{
    return t == CUDA_R_32F ? 4 : t == CUDA_C_64F ? 16 : 8;
}

static void show_val(const char *what, const void *d, cudaDataType t, int n)
{
    unsigned char h[64 * 16];
    cudaMemcpy(h, d, n * tsize(t), cudaMemcpyDeviceToHost);
    printf("%s:", what);
    for (int k = 0; k < n; k++) {
        switch (t) {
        case CUDA_R_32F: printf(" %g", ((float *)h)[k]); break;
        case CUDA_R_64F: printf(" %g", ((double *)h)[k]); break;
        case CUDA_C_32F: printf(" (%g,%g)", ((cuComplex *)h)[k].x, ((cuComplex *)h)[k].y); break;
        default: printf(" (%g,%g)", ((cuDoubleComplex *)h)[k].x, ((cuDoubleComplex *)h)[k].y); break;
        }
    }
    printf("\n");
}

static const char *tname(cudaDataType t)
{
    return t == CUDA_R_32F ? "R_32F" : t == CUDA_R_64F ? "R_64F" : t == CUDA_C_32F ? "C_32F" : "C_64F";
}

// A (4 x 5, row 2 empty):
//   [ 0 1 0 2 0 ]
//   [ 3 0 4 0 5 ]
//   [ 0 0 0 0 0 ]
//   [ 0 6 0 0 7 ]
static const int M = 4, N = 5, NNZ = 7;
static const int rp[] = {0, 2, 5, 5, 7};
static const int ci[] = {1, 3, 0, 2, 4, 1, 4};
static const int cr[] = {0, 0, 1, 1, 1, 3, 3};

static void conversions(cusparseHandle_t h)
{
    int *dcr = dev(cr, NNZ), *drp, *dcr2;
    cudaMalloc(&drp, (M + 1) * sizeof(int));
    cudaMalloc(&dcr2, NNZ * sizeof(int));
    CHECK(cusparseXcoo2csr(h, dcr, NNZ, M, drp, CUSPARSE_INDEX_BASE_ZERO));
    show_int("coo2csr", drp, M + 1);
    CHECK(cusparseXcsr2coo(h, drp, NNZ, M, dcr2, CUSPARSE_INDEX_BASE_ZERO));
    show_int("csr2coo", dcr2, NNZ);
    int cr1[NNZ];
    for (int k = 0; k < NNZ; k++)
        cr1[k] = cr[k] + 1;
    int *dcr1 = dev(cr1, NNZ);
    CHECK(cusparseXcoo2csr(h, dcr1, NNZ, M, drp, CUSPARSE_INDEX_BASE_ONE));
    show_int("coo2csr base 1", drp, M + 1);
    CHECK(cusparseXcsr2coo(h, drp, NNZ, M, dcr2, CUSPARSE_INDEX_BASE_ONE));
    show_int("csr2coo base 1", dcr2, NNZ);
    // rows past the last entry's, and a matrix without entries
    fill_int(drp, M + 1, -9);
    CHECK(cusparseXcoo2csr(h, dcr, 5, M, drp, CUSPARSE_INDEX_BASE_ZERO));
    show_int("coo2csr of the first 5 entries", drp, M + 1);
    fill_int(drp, M + 1, -9);
    CHECK(cusparseXcoo2csr(h, dcr, 0, M, drp, CUSPARSE_INDEX_BASE_ONE));
    show_int("coo2csr no entries base 1", drp, M + 1);
    ST("coo2csr m 0", cusparseXcoo2csr(h, dcr, 0, 0, drp, CUSPARSE_INDEX_BASE_ZERO));
    ST("coo2csr m -1", cusparseXcoo2csr(h, dcr, NNZ, -1, drp, CUSPARSE_INDEX_BASE_ZERO));
    ST("coo2csr nnz -1", cusparseXcoo2csr(h, dcr, -1, M, drp, CUSPARSE_INDEX_BASE_ZERO));
    ST("coo2csr base 2", cusparseXcoo2csr(h, dcr, NNZ, M, drp, (cusparseIndexBase_t)2));
    ST("csr2coo m -1", cusparseXcsr2coo(h, drp, NNZ, -1, dcr2, CUSPARSE_INDEX_BASE_ZERO));
    ST("csr2coo nnz -1", cusparseXcsr2coo(h, drp, -1, M, dcr2, CUSPARSE_INDEX_BASE_ZERO));
    ST("csr2coo base 2", cusparseXcsr2coo(h, drp, NNZ, M, dcr2, (cusparseIndexBase_t)2));
    cudaFree(dcr), cudaFree(drp), cudaFree(dcr2), cudaFree(dcr1);
}

static void csr2csc(cusparseHandle_t h, cudaDataType t, cusparseIndexBase_t base, cusparseAction_t act)
{
    int b = base == CUSPARSE_INDEX_BASE_ONE;
    int r[M + 1], c[NNZ];
    for (int i = 0; i <= M; i++)
        r[i] = rp[i] + b;
    for (int k = 0; k < NNZ; k++)
        c[k] = ci[k] + b;
    unsigned char v[NNZ * 16], w[NNZ * 16];
    for (int k = 0; k < NNZ; k++)
        put(v, t, k, k + 1), put(w, t, k, -1);
    int *dr = dev(r, M + 1), *dc = dev(c, NNZ), *dcp, *dri;
    void *dv, *dw;
    cudaMalloc(&dv, NNZ * tsize(t));
    cudaMalloc(&dw, NNZ * tsize(t));
    cudaMemcpy(dv, v, NNZ * tsize(t), cudaMemcpyHostToDevice);
    cudaMemcpy(dw, w, NNZ * tsize(t), cudaMemcpyHostToDevice);
    cudaMalloc(&dcp, (N + 1) * sizeof(int));
    cudaMalloc(&dri, NNZ * sizeof(int));
    size_t size = 0;
    CHECK(cusparseCsr2cscEx2_bufferSize(h, M, N, NNZ, dv, dr, dc, dw, dcp, dri, t, act, base,
                                        CUSPARSE_CSR2CSC_ALG1, &size));
    void *buf;
    cudaMalloc(&buf, size ? size : 1);
    CHECK(cusparseCsr2cscEx2(h, M, N, NNZ, dv, dr, dc, dw, dcp, dri, t, act, base, CUSPARSE_CSR2CSC_ALG1,
                             buf));
    printf("csr2csc %s base %d %s\n", tname(t), b, act == CUSPARSE_ACTION_NUMERIC ? "numeric" : "symbolic");
    show_int("  col offsets", dcp, N + 1);
    show_int("  row indices", dri, NNZ);
    show_val("  values", dw, t, NNZ);
    cudaFree(dr), cudaFree(dc), cudaFree(dcp), cudaFree(dri), cudaFree(dv), cudaFree(dw), cudaFree(buf);
}

static void csr2csc_edges(cusparseHandle_t h)
{
    // 3 x 4 without entries; 0 x 3; then bad arguments on A
    int r0[] = {1, 1, 1, 1};
    int *dr0 = dev(r0, 4), *dcp, *dri;
    float *dv, *dw;
    cudaMalloc(&dcp, 8 * sizeof(int));
    cudaMalloc(&dri, 8 * sizeof(int));
    cudaMalloc(&dv, 8 * sizeof(float));
    cudaMalloc(&dw, 8 * sizeof(float));
    void *buf;
    cudaMalloc(&buf, 1 << 20);
    size_t size = 0;
    fill_int(dcp, 8, -9);
    CHECK(cusparseCsr2cscEx2_bufferSize(h, 3, 4, 0, dv, dr0, dri, dw, dcp, dri, CUDA_R_32F,
                                        CUSPARSE_ACTION_NUMERIC, CUSPARSE_INDEX_BASE_ONE, CUSPARSE_CSR2CSC_ALG1,
                                        &size));
    CHECK(cusparseCsr2cscEx2(h, 3, 4, 0, dv, dr0, dri, dw, dcp, dri, CUDA_R_32F, CUSPARSE_ACTION_NUMERIC,
                             CUSPARSE_INDEX_BASE_ONE, CUSPARSE_CSR2CSC_ALG1, buf));
    show_int("csr2csc no entries base 1: col offsets", dcp, 6);
    fill_int(dcp, 8, -9);
    ST("csr2csc 0 rows", cusparseCsr2cscEx2(h, 0, 3, 0, dv, dr0, dri, dw, dcp, dri, CUDA_R_32F,
                                            CUSPARSE_ACTION_NUMERIC, CUSPARSE_INDEX_BASE_ZERO,
                                            CUSPARSE_CSR2CSC_ALG1, buf));
    show_int("  col offsets", dcp, 4);

    int *dr = dev(rp, M + 1), *dc = dev(ci, NNZ);
    cudaMalloc(&dcp, (N + 1) * sizeof(int));
#define C2C(what, m, n, nnz, v, r, c, w, p, i, t, a, b, alg, bf)                                         \
    ST(what, cusparseCsr2cscEx2(h, m, n, nnz, v, r, c, w, p, i, t, a, b, alg, bf))
    C2C("csr2csc m -1", -1, N, NNZ, dv, dr, dc, dw, dcp, dri, CUDA_R_32F, CUSPARSE_ACTION_NUMERIC,
        CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_CSR2CSC_ALG1, buf);
    C2C("csr2csc n -1", M, -1, NNZ, dv, dr, dc, dw, dcp, dri, CUDA_R_32F, CUSPARSE_ACTION_NUMERIC,
        CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_CSR2CSC_ALG1, buf);
    C2C("csr2csc nnz -1", M, N, -1, dv, dr, dc, dw, dcp, dri, CUDA_R_32F, CUSPARSE_ACTION_NUMERIC,
        CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_CSR2CSC_ALG1, buf);
    C2C("csr2csc base 2", M, N, NNZ, dv, dr, dc, dw, dcp, dri, CUDA_R_32F, CUSPARSE_ACTION_NUMERIC,
        (cusparseIndexBase_t)2, CUSPARSE_CSR2CSC_ALG1, buf);
    C2C("csr2csc action 2", M, N, NNZ, dv, dr, dc, dw, dcp, dri, CUDA_R_32F, (cusparseAction_t)2,
        CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_CSR2CSC_ALG1, buf);
    C2C("csr2csc alg 0", M, N, NNZ, dv, dr, dc, dw, dcp, dri, CUDA_R_32F, CUSPARSE_ACTION_NUMERIC,
        CUSPARSE_INDEX_BASE_ZERO, (cusparseCsr2CscAlg_t)0, buf);
    C2C("csr2csc alg 2", M, N, NNZ, dv, dr, dc, dw, dcp, dri, CUDA_R_32F, CUSPARSE_ACTION_NUMERIC,
        CUSPARSE_INDEX_BASE_ZERO, (cusparseCsr2CscAlg_t)2, buf);
    C2C("csr2csc null buffer", M, N, NNZ, dv, dr, dc, dw, dcp, dri, CUDA_R_32F, CUSPARSE_ACTION_NUMERIC,
        CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_CSR2CSC_ALG1, NULL);
    C2C("csr2csc null values", M, N, NNZ, NULL, dr, dc, dw, dcp, dri, CUDA_R_32F, CUSPARSE_ACTION_NUMERIC,
        CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_CSR2CSC_ALG1, buf);
    C2C("csr2csc null col offsets", M, N, NNZ, dv, dr, dc, dw, NULL, dri, CUDA_R_32F, CUSPARSE_ACTION_NUMERIC,
        CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_CSR2CSC_ALG1, buf);
    C2C("csr2csc null row offsets", M, N, NNZ, dv, NULL, dc, dw, dcp, dri, CUDA_R_32F, CUSPARSE_ACTION_NUMERIC,
        CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_CSR2CSC_ALG1, buf);
    C2C("csr2csc R_32I", M, N, NNZ, dv, dr, dc, dw, dcp, dri, CUDA_R_32I, CUSPARSE_ACTION_NUMERIC,
        CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_CSR2CSC_ALG1, buf);
    C2C("csr2csc R_16F", M, N, NNZ, dv, dr, dc, dw, dcp, dri, CUDA_R_16F, CUSPARSE_ACTION_NUMERIC,
        CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_CSR2CSC_ALG1, buf);
    ST("csr2csc_bufferSize null size",
       cusparseCsr2cscEx2_bufferSize(h, M, N, NNZ, dv, dr, dc, dw, dcp, dri, CUDA_R_32F, CUSPARSE_ACTION_NUMERIC,
                                     CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_CSR2CSC_ALG1, NULL));
    ST("csr2csc_bufferSize m -1",
       cusparseCsr2cscEx2_bufferSize(h, -1, N, NNZ, dv, dr, dc, dw, dcp, dri, CUDA_R_32F,
                                     CUSPARSE_ACTION_NUMERIC, CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_CSR2CSC_ALG1,
                                     &size));
    cudaFree(dr0), cudaFree(dr), cudaFree(dc), cudaFree(dcp), cudaFree(dri), cudaFree(dv), cudaFree(dw);
    cudaFree(buf);
}

static void sorts(cusparseHandle_t h)
{
    int *p;
    cudaMalloc(&p, 16 * sizeof(int));
    CHECK(cusparseCreateIdentityPermutation(h, 6, p));
    show_int("identity 6", p, 6);
    ST("identity 0", cusparseCreateIdentityPermutation(h, 0, p));
    ST("identity -1", cusparseCreateIdentityPermutation(h, -1, p));

    // CSR 3 x 6 with the columns of each row out of order, then base 1
    int r[] = {0, 3, 3, 7}, c[] = {4, 0, 2, 5, 1, 3, 0};
    float v[] = {10, 11, 12, 13, 14, 15, 16};
    cusparseMatDescr_t d;
    CHECK(cusparseCreateMatDescr(&d));
    for (int b = 0; b < 2; b++) {
        int rb[4], cb[7];
        for (int i = 0; i < 4; i++)
            rb[i] = r[i] + b;
        for (int k = 0; k < 7; k++)
            cb[k] = c[k] + b;
        int *dr = dev(rb, 4), *dc = dev(cb, 7);
        float *dv = dev(v, 7), *dsorted;
        cudaMalloc(&dsorted, 7 * sizeof(float));
        CHECK(cusparseSetMatIndexBase(d, b ? CUSPARSE_INDEX_BASE_ONE : CUSPARSE_INDEX_BASE_ZERO));
        size_t size = 0;
        CHECK(cusparseXcsrsort_bufferSizeExt(h, 3, 6, 7, dr, dc, &size));
        void *buf;
        cudaMalloc(&buf, size ? size : 1);
        CHECK(cusparseCreateIdentityPermutation(h, 7, p));
        CHECK(cusparseXcsrsort(h, 3, 6, 7, d, dr, dc, p, buf));
        printf("csrsort base %d\n", b);
        show_int("  columns", dc, 7);
        show_int("  permutation", p, 7);
        // the values in the new order: sorted[k] = v[p[k]]
        cusparseSpVecDescr_t x;
        cusparseDnVecDescr_t y;
        CHECK(cusparseCreateSpVec(&x, 7, 7, p, dsorted, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
        CHECK(cusparseCreateDnVec(&y, 7, dv, CUDA_R_32F));
        CHECK(cusparseGather(h, y, x));
        show_val("  values", dsorted, CUDA_R_32F, 7);
        CHECK(cusparseDestroySpVec(x));
        CHECK(cusparseDestroyDnVec(y));
        cudaFree(dr), cudaFree(dc), cudaFree(dv), cudaFree(dsorted), cudaFree(buf);
    }
    size_t size = 0;
    int *dr = dev(r, 4), *dc = dev(c, 7);
    ST("csrsort_bufferSizeExt m -1", cusparseXcsrsort_bufferSizeExt(h, -1, 6, 7, dr, dc, &size));
    ST("csrsort_bufferSizeExt null size", cusparseXcsrsort_bufferSizeExt(h, 3, 6, 7, dr, dc, NULL));
    void *buf;
    cudaMalloc(&buf, 1 << 16);
    ST("csrsort nnz -1", cusparseXcsrsort(h, 3, 6, -1, d, dr, dc, p, buf));
    cudaFree(dr), cudaFree(dc);

    // COO, unsorted, equal rows and columns among the entries
    int cr0[] = {2, 0, 2, 1, 0, 0, 1}, cc0[] = {3, 1, 0, 2, 4, 0, 2};
    for (int by = 0; by < 2; by++) {
        int *drow = dev(cr0, 7), *dcol = dev(cc0, 7);
        CHECK(cusparseXcoosort_bufferSizeExt(h, 3, 5, 7, drow, dcol, &size));
        void *b2;
        cudaMalloc(&b2, size ? size : 1);
        CHECK(cusparseCreateIdentityPermutation(h, 7, p));
        if (by == 0)
            CHECK(cusparseXcoosortByRow(h, 3, 5, 7, drow, dcol, p, b2));
        else
            CHECK(cusparseXcoosortByColumn(h, 3, 5, 7, drow, dcol, p, b2));
        printf("coosort by %s\n", by ? "column" : "row");
        show_int("  rows", drow, 7);
        show_int("  columns", dcol, 7);
        show_int("  permutation", p, 7);
        cudaFree(drow), cudaFree(dcol), cudaFree(b2);
    }
    // a permutation that is not the identity is composed with the sort
    {
        int pr[] = {6, 5, 4, 3, 2, 1, 0};
        int *drow = dev(cr0, 7), *dcol = dev(cc0, 7), *dp = dev(pr, 7);
        CHECK(cusparseXcoosortByRow(h, 3, 5, 7, drow, dcol, dp, buf));
        show_int("coosort by row, reversed permutation: permutation", dp, 7);
        cudaFree(drow), cudaFree(dcol), cudaFree(dp);
    }
    int *drow = dev(cr0, 7), *dcol = dev(cc0, 7);
    ST("coosort_bufferSizeExt nnz -1", cusparseXcoosort_bufferSizeExt(h, 3, 5, -1, drow, dcol, &size));
    ST("coosort_bufferSizeExt null size", cusparseXcoosort_bufferSizeExt(h, 3, 5, 7, drow, dcol, NULL));
    ST("coosortByRow m -1", cusparseXcoosortByRow(h, -1, 5, 7, drow, dcol, p, buf));
    cudaFree(drow), cudaFree(dcol), cudaFree(buf), cudaFree(p);
    CHECK(cusparseDestroyMatDescr(d));
}

static void vectors(cusparseHandle_t h)
{
    // y dense (8), x sparse: indices 6, 0, 3 (base 0), then 7, 1, 4 (base 1)
    for (int b = 0; b < 2; b++) {
        for (int ti = 0; ti < 2; ti++) {
            cudaDataType t = ti ? CUDA_C_64F : CUDA_R_32F;
            unsigned char yh[8 * 16], xh[3 * 16];
            for (int i = 0; i < 8; i++)
                put(yh, t, i, 10 + i);
            for (int k = 0; k < 3; k++)
                put(xh, t, k, -1);
            int ih[] = {6 + b, 0 + b, 3 + b};
            int *di = dev(ih, 3);
            void *dy, *dx;
            cudaMalloc(&dy, 8 * tsize(t));
            cudaMalloc(&dx, 3 * tsize(t));
            cudaMemcpy(dy, yh, 8 * tsize(t), cudaMemcpyHostToDevice);
            cudaMemcpy(dx, xh, 3 * tsize(t), cudaMemcpyHostToDevice);
            cusparseSpVecDescr_t x;
            cusparseDnVecDescr_t y;
            CHECK(cusparseCreateSpVec(&x, 8, 3, di, dx, CUSPARSE_INDEX_32I,
                                      b ? CUSPARSE_INDEX_BASE_ONE : CUSPARSE_INDEX_BASE_ZERO, t));
            CHECK(cusparseCreateDnVec(&y, 8, dy, t));
            CHECK(cusparseGather(h, y, x));
            printf("gather %s base %d", tname(t), b);
            show_val("", dx, t, 3);
            for (int k = 0; k < 3; k++)
                put(xh, t, k, 100 + k);
            cudaMemcpy(dx, xh, 3 * tsize(t), cudaMemcpyHostToDevice);
            CHECK(cusparseScatter(h, x, y));
            printf("scatter %s base %d", tname(t), b);
            show_val("", dy, t, 8);
            CHECK(cusparseDestroySpVec(x));
            CHECK(cusparseDestroyDnVec(y));
            cudaFree(di), cudaFree(dx), cudaFree(dy);
        }
    }
    // the descriptor's getters, 64-bit indices
    int64_t i64[] = {2, 5};
    int64_t *di = dev(i64, 2);
    double *dv;
    cudaMalloc(&dv, 2 * sizeof(double));
    cusparseSpVecDescr_t x;
    CHECK(cusparseCreateSpVec(&x, 9, 2, di, dv, CUSPARSE_INDEX_64I, CUSPARSE_INDEX_BASE_ONE, CUDA_R_64F));
    int64_t size = 0, nnz = 0;
    void *ind = NULL, *val = NULL;
    cusparseIndexType_t it;
    cusparseIndexBase_t base;
    cudaDataType t;
    CHECK(cusparseSpVecGet(x, &size, &nnz, &ind, &val, &it, &base, &t));
    printf("spvec: size %lld nnz %lld indices %d values %d index type %d base %d type %d\n", (long long)size,
           (long long)nnz, ind == di, val == dv, (int)it, (int)base, (int)t);
    CHECK(cusparseSpVecGetIndexBase(x, &base));
    CHECK(cusparseSpVecSetValues(x, di));
    CHECK(cusparseSpVecGetValues(x, &val));
    printf("spvec: base %d values set %d\n", (int)base, val == di);
    cusparseConstSpVecDescr_t cx;
    CHECK(cusparseCreateConstSpVec(&cx, 4, 0, NULL, NULL, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO,
                                   CUDA_R_32F));
    const void *cind, *cval;
    CHECK(cusparseConstSpVecGet(cx, &size, &nnz, &cind, &cval, &it, &base, &t));
    printf("const spvec: size %lld nnz %lld index type %d type %d\n", (long long)size, (long long)nnz, (int)it,
           (int)t);
    CHECK(cusparseDestroySpVec(cx));
    cusparseSpVecDescr_t bad;
    ST("spvec size -1", cusparseCreateSpVec(&bad, -1, 0, di, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO,
                                            CUDA_R_32F));
    ST("spvec nnz > size", cusparseCreateSpVec(&bad, 2, 3, di, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO,
                                               CUDA_R_32F));
    ST("spvec null indices", cusparseCreateSpVec(&bad, 9, 2, NULL, dv, CUSPARSE_INDEX_32I,
                                                 CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
    ST("spvec null descriptor", cusparseCreateSpVec(NULL, 9, 2, di, dv, CUSPARSE_INDEX_32I,
                                                    CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
    ST("spvec base 2", cusparseCreateSpVec(&bad, 9, 2, di, dv, CUSPARSE_INDEX_32I, (cusparseIndexBase_t)2,
                                           CUDA_R_32F));
    ST("spvecget null size", cusparseSpVecGet(x, NULL, &nnz, &ind, &val, &it, &base, &t));
    cusparseDnVecDescr_t y;
    CHECK(cusparseCreateDnVec(&y, 9, dv, CUDA_R_64F));
    ST("gather null x", cusparseGather(h, y, NULL));
    cusparseDnVecDescr_t yf;
    CHECK(cusparseCreateDnVec(&yf, 9, dv, CUDA_R_32F));
    ST("gather mixed types", cusparseGather(h, yf, x));
    CHECK(cusparseDestroySpVec(x));
    CHECK(cusparseDestroyDnVec(y));
    CHECK(cusparseDestroyDnVec(yf));
    cudaFree(di), cudaFree(dv);
}

static void to_dense(cusparseHandle_t h, cusparseFormat_t f, cudaDataType t, cusparseOrder_t order)
{
    // A as CSR, CSC (its columns) or COO (base 1), into a 4 x 5 matrix of ld 6 (row-major) or 5
    // (column-major) first filled with 99
    int cp[] = {0, 1, 3, 4, 5, 7}, ri[] = {1, 0, 3, 1, 0, 1, 3};
    int cvi[] = {3, 1, 6, 4, 2, 5, 7};      // A's values in column order
    unsigned char v[NNZ * 16];
    int *doff, *dind, *dr = NULL;
    for (int k = 0; k < NNZ; k++)
        put(v, t, k, f == CUSPARSE_FORMAT_CSC ? cvi[k] : k + 1);
    void *dv;
    cudaMalloc(&dv, NNZ * tsize(t));
    cudaMemcpy(dv, v, NNZ * tsize(t), cudaMemcpyHostToDevice);
    cusparseSpMatDescr_t A;
    if (f == CUSPARSE_FORMAT_CSR) {
        doff = dev(rp, M + 1), dind = dev(ci, NNZ);
        CHECK(cusparseCreateCsr(&A, M, N, NNZ, doff, dind, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                CUSPARSE_INDEX_BASE_ZERO, t));
    } else if (f == CUSPARSE_FORMAT_CSC) {
        doff = dev(cp, N + 1), dind = dev(ri, NNZ);
        CHECK(cusparseCreateCsc(&A, M, N, NNZ, doff, dind, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                CUSPARSE_INDEX_BASE_ZERO, t));
    } else {
        int r1[NNZ], c1[NNZ];
        for (int k = 0; k < NNZ; k++)
            r1[k] = cr[k] + 1, c1[k] = ci[k] + 1;
        doff = dev(r1, NNZ), dind = dev(c1, NNZ);
        CHECK(cusparseCreateCoo(&A, M, N, NNZ, doff, dind, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ONE, t));
    }
    int ld = order == CUSPARSE_ORDER_ROW ? 6 : 5, total = order == CUSPARSE_ORDER_ROW ? M * ld : N * ld;
    unsigned char bh[30 * 16];
    for (int k = 0; k < total; k++)
        put(bh, t, k, 99);
    void *db;
    cudaMalloc(&db, total * tsize(t));
    cudaMemcpy(db, bh, total * tsize(t), cudaMemcpyHostToDevice);
    cusparseDnMatDescr_t B;
    CHECK(cusparseCreateDnMat(&B, M, N, ld, db, t, order));
    size_t size = 0;
    CHECK(cusparseSparseToDense_bufferSize(h, A, B, CUSPARSE_SPARSETODENSE_ALG_DEFAULT, &size));
    void *buf;
    cudaMalloc(&buf, size ? size : 1);
    CHECK(cusparseSparseToDense(h, A, B, CUSPARSE_SPARSETODENSE_ALG_DEFAULT, buf));
    printf("sparse to dense %s %s %s", f == CUSPARSE_FORMAT_CSR ? "csr" : f == CUSPARSE_FORMAT_CSC ? "csc" : "coo",
           tname(t), order == CUSPARSE_ORDER_ROW ? "row-major" : "col-major");
    show_val("", db, t, total);
    CHECK(cusparseDestroySpMat(A));
    CHECK(cusparseDestroyDnMat(B));
    cudaFree(doff), cudaFree(dind), cudaFree(dv), cudaFree(db), cudaFree(buf), cudaFree(dr);
}

/* The dense A (with a -0 among its zeros in the real types) into CSR, CSC
 * or COO: sizes from the analysis, then the arrays. */
static void from_dense(cusparseHandle_t h, cusparseFormat_t f, cudaDataType t, cusparseOrder_t order,
                       cusparseIndexBase_t base)
{
    unsigned char ah[30 * 16];
    int ld = order == CUSPARSE_ORDER_ROW ? 5 : 4;
    int total = order == CUSPARSE_ORDER_ROW ? M * ld : N * ld;
    for (int k = 0; k < total; k++)
        put(ah, t, k, 0);
    for (int i = 0; i < M; i++)
        for (int k = rp[i]; k < rp[i + 1]; k++)
            put(ah, t, order == CUSPARSE_ORDER_ROW ? i * ld + ci[k] : ci[k] * ld + i, k + 1);
    if (t == CUDA_R_32F)
        put(ah, t, order == CUSPARSE_ORDER_ROW ? 2 * ld + 2 : 2 * ld + 2, -0.0);
    void *da;
    cudaMalloc(&da, total * tsize(t));
    cudaMemcpy(da, ah, total * tsize(t), cudaMemcpyHostToDevice);
    cusparseDnMatDescr_t A;
    CHECK(cusparseCreateDnMat(&A, M, N, ld, da, t, order));
    int nmajor = f == CUSPARSE_FORMAT_CSC ? N : M;
    int *doff;
    cudaMalloc(&doff, 16 * sizeof(int));
    fill_int(doff, 16, -9);
    cusparseSpMatDescr_t B;
    cusparseStatus_t st;
    if (f == CUSPARSE_FORMAT_CSR)
        st = cusparseCreateCsr(&B, M, N, 0, doff, NULL, NULL, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, base, t);
    else if (f == CUSPARSE_FORMAT_CSC)
        st = cusparseCreateCsc(&B, M, N, 0, doff, NULL, NULL, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, base, t);
    else
        st = cusparseCreateCoo(&B, M, N, 0, NULL, NULL, NULL, CUSPARSE_INDEX_32I, base, t);
    printf("dense to %s %s %s base %d\n", f == CUSPARSE_FORMAT_CSR ? "csr" : f == CUSPARSE_FORMAT_CSC ? "csc" : "coo",
           tname(t), order == CUSPARSE_ORDER_ROW ? "row-major" : "col-major", (int)base);
    if (st != CUSPARSE_STATUS_SUCCESS) {
        printf("  create: %s\n", cusparseGetErrorName(st));
        return;
    }
    size_t size = 0;
    st = cusparseDenseToSparse_bufferSize(h, A, B, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, &size);
    if (st != CUSPARSE_STATUS_SUCCESS) {
        printf("  bufferSize: %s\n", cusparseGetErrorName(st));
        return;
    }
    void *buf;
    cudaMalloc(&buf, size ? size : 1);
    st = cusparseDenseToSparse_analysis(h, A, B, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, buf);
    if (st != CUSPARSE_STATUS_SUCCESS) {
        printf("  analysis: %s\n", cusparseGetErrorName(st));
        return;
    }
    int64_t rows, cols, nnz;
    CHECK(cusparseSpMatGetSize(B, &rows, &cols, &nnz));
    printf("  analysis: %lld x %lld, %lld entries\n", (long long)rows, (long long)cols, (long long)nnz);
    if (f != CUSPARSE_FORMAT_COO)
        show_int("  offsets after the analysis", doff, nmajor + 1);
    int *dind, *drow = NULL;
    void *dv;
    cudaMalloc(&dind, nnz * sizeof(int));
    cudaMalloc(&dv, nnz * tsize(t));
    if (f == CUSPARSE_FORMAT_CSR)
        CHECK(cusparseCsrSetPointers(B, doff, dind, dv));
    else if (f == CUSPARSE_FORMAT_CSC)
        CHECK(cusparseCscSetPointers(B, doff, dind, dv));
    else {
        cudaMalloc(&drow, nnz * sizeof(int));
        CHECK(cusparseCooSetPointers(B, drow, dind, dv));
    }
    CHECK(cusparseDenseToSparse_convert(h, A, B, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, buf));
    if (f == CUSPARSE_FORMAT_COO)
        show_int("  rows", drow, (int)nnz);
    else
        show_int("  offsets", doff, nmajor + 1);
    show_int("  indices", dind, (int)nnz);
    show_val("  values", dv, t, (int)nnz);
    CHECK(cusparseDestroySpMat(B));
    CHECK(cusparseDestroyDnMat(A));
    cudaFree(da), cudaFree(doff), cudaFree(dind), cudaFree(dv), cudaFree(buf), cudaFree(drow);
}

static void dense_edges(cusparseHandle_t h)
{
    float *d;
    int *off;
    cudaMalloc(&d, 64 * sizeof(float));
    cudaMalloc(&off, 16 * sizeof(int));
    void *buf;
    cudaMalloc(&buf, 1 << 16);
    cusparseDnMatDescr_t D, D2, Dd;
    CHECK(cusparseCreateDnMat(&D, 4, 5, 5, d, CUDA_R_32F, CUSPARSE_ORDER_ROW));
    CHECK(cusparseCreateDnMat(&D2, 5, 4, 4, d, CUDA_R_32F, CUSPARSE_ORDER_ROW));
    CHECK(cusparseCreateDnMat(&Dd, 4, 5, 5, d, CUDA_R_64F, CUSPARSE_ORDER_ROW));
    cusparseSpMatDescr_t S;
    CHECK(cusparseCreateCsr(&S, 4, 5, 0, off, NULL, NULL, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                            CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
    size_t size;
    ST("sparse to dense sizes differ", cusparseSparseToDense(h, S, D2, CUSPARSE_SPARSETODENSE_ALG_DEFAULT, buf));
    ST("sparse to dense types differ", cusparseSparseToDense(h, S, Dd, CUSPARSE_SPARSETODENSE_ALG_DEFAULT, buf));
    ST("sparse to dense null matrix", cusparseSparseToDense(h, NULL, D, CUSPARSE_SPARSETODENSE_ALG_DEFAULT, buf));
    ST("sparse to dense bufferSize null size",
       cusparseSparseToDense_bufferSize(h, S, D, CUSPARSE_SPARSETODENSE_ALG_DEFAULT, NULL));
    ST("dense to sparse sizes differ",
       cusparseDenseToSparse_bufferSize(h, D2, S, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, &size));
    ST("dense to sparse types differ",
       cusparseDenseToSparse_bufferSize(h, Dd, S, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, &size));
    ST("dense to sparse bufferSize null size",
       cusparseDenseToSparse_bufferSize(h, D, S, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, NULL));
    ST("dense to sparse analysis null buffer",
       cusparseDenseToSparse_analysis(h, D, S, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, NULL));
    ST("dense to sparse analysis null matrix",
       cusparseDenseToSparse_analysis(h, D, NULL, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, buf));
    // a matrix of zeros: no entries, offsets all zero
    cudaMemset(d, 0, 64 * sizeof(float));
    fill_int(off, 16, -9);
    CHECK(cusparseDenseToSparse_analysis(h, D, S, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, buf));
    int64_t rows, cols, nnz;
    CHECK(cusparseSpMatGetSize(S, &rows, &cols, &nnz));
    printf("dense zeros: %lld entries\n", (long long)nnz);
    CHECK(cusparseDenseToSparse_convert(h, D, S, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, buf));
    show_int("  offsets", off, 5);
    ST("create csr with null offsets", cusparseCreateCsr(&S, 4, 5, 0, NULL, NULL, NULL, CUSPARSE_INDEX_32I,
                                                         CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO,
                                                         CUDA_R_32F));
    CHECK(cusparseDestroyDnMat(D));
    CHECK(cusparseDestroyDnMat(D2));
    CHECK(cusparseDestroyDnMat(Dd));
    cudaFree(d), cudaFree(off), cudaFree(buf);
}

/* a part that made the GPU fault would spoil the rest: say so */
static void synced(const char *part)
{
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess)
        printf("after %s: %s\n", part, cudaGetErrorName(e));
}

int main()
{
    setvbuf(stdout, NULL, _IONBF, 0);
    cusparseHandle_t h;
    CHECK(cusparseCreate(&h));
    cudaStream_t s;
    cudaStreamCreate(&s);
    CHECK(cusparseSetStream(h, s));
    conversions(h);
    synced("conversions");
    const cudaDataType types[] = {CUDA_R_32F, CUDA_R_64F, CUDA_C_32F, CUDA_C_64F};
    for (int ti = 0; ti < 4; ti++)
        csr2csc(h, types[ti], CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_ACTION_NUMERIC);
    csr2csc(h, CUDA_R_64F, CUSPARSE_INDEX_BASE_ONE, CUSPARSE_ACTION_NUMERIC);
    csr2csc(h, CUDA_C_32F, CUSPARSE_INDEX_BASE_ONE, CUSPARSE_ACTION_SYMBOLIC);
    csr2csc(h, CUDA_R_32F, CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_ACTION_SYMBOLIC);
    synced("csr2csc");
    csr2csc_edges(h);
    synced("csr2csc edges");
    sorts(h);
    synced("sorts");
    vectors(h);
    synced("vectors");
    const cusparseFormat_t formats[] = {CUSPARSE_FORMAT_CSR, CUSPARSE_FORMAT_CSC, CUSPARSE_FORMAT_COO};
    for (int fi = 0; fi < 3; fi++)
        for (int ti = 0; ti < 4; ti++)
            to_dense(h, formats[fi], types[ti], ti % 2 ? CUSPARSE_ORDER_COL : CUSPARSE_ORDER_ROW);
    to_dense(h, CUSPARSE_FORMAT_CSR, CUDA_R_32F, CUSPARSE_ORDER_COL);
    for (int fi = 0; fi < 3; fi++)
        for (int ti = 0; ti < 4; ti++)
            from_dense(h, formats[fi], types[ti], ti % 2 ? CUSPARSE_ORDER_COL : CUSPARSE_ORDER_ROW,
                       ti == 2 ? CUSPARSE_INDEX_BASE_ONE : CUSPARSE_INDEX_BASE_ZERO);
    from_dense(h, CUSPARSE_FORMAT_CSR, CUDA_R_32F, CUSPARSE_ORDER_COL, CUSPARSE_INDEX_BASE_ONE);
    synced("dense");
    dense_edges(h);
    synced("dense edges");
    CHECK(cusparseDestroy(h));
    cudaStreamDestroy(s);
    printf("done\n");
    return 0;
}
