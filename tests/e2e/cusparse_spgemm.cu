// FLAGS: -lcusparse
// cuSPARSE's generic SpGEMM (C = alpha A B, CSR times CSR) with the
// two-call buffer protocol of workEstimation and compute, C's size from
// SpMatGetSize, its arrays set by CsrSetPointers and filled by copy: every
// value type, base one, an empty row of A and of B, products that cancel
// to zero, columns reached in decreasing order within a row (to see the
// order C keeps), a product without entries, a descriptor used twice,
// and the statuses of bad arguments.  Values are small integers: every
// result is exact.  Expected output from an H200 (cuSPARSE 12.6).
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

static void show_int(const char *what, const int *d, int n)
{
    int h[64];
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" %d", h[i]);
    printf("\n");
}

static size_t tsize(cudaDataType t)
{
    return t == CUDA_R_32F ? 4 : t == CUDA_C_64F ? 16 : 8;
}

static const char *tname(cudaDataType t)
{
    return t == CUDA_R_32F ? "R_32F" : t == CUDA_R_64F ? "R_64F" : t == CUDA_C_32F ? "C_32F" : "C_64F";
}

/* a value of each type: re, and for the complex types im */
static void put(void *p, cudaDataType t, int k, double re, double im)
{
    switch (t) {
    case CUDA_R_32F: ((float *)p)[k] = (float)re; break;
    case CUDA_R_64F: ((double *)p)[k] = re; break;
    case CUDA_C_32F: ((cuComplex *)p)[k] = make_cuComplex((float)re, (float)im); break;
    default: ((cuDoubleComplex *)p)[k] = make_cuDoubleComplex(re, im); break;
    }
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

struct Csr {
    int rows, cols, nnz;
    const int *off, *col;
    const double *re, *im;
};

// A (5 x 4):            B (4 x 6):
//   [ 1 0 2 0 ]           [ 0 0 1 0 0 2 ]
//   [ 0 0 0 0 ]           [ 3 0 0 0 4 0 ]
//   [ 0 3 0 4 ]           [ 0 0 0 0 0 0 ]
//   [ 1 0 0 1 ]           [ 0 5 0 6 0 1 ]
//   [ 0 2 0 1 ]
// Row 3 of A B: row 0 of B + row 3 of B (column 5: 2 + 1); row 4: 2 row 1
// + row 3 of B; the entries of C's row 2 come from B's row 1 (columns 0, 4)
// then row 3 (1, 3, 5): columns not in order as found.  With A's (3,3) = -2
// instead, column 5 of row 3 cancels: 2 - 2.
static const int a_off[] = {0, 2, 2, 4, 6, 8}, a_col[] = {0, 2, 1, 3, 0, 3, 1, 3};
static const double a_re[] = {1, 2, 3, 4, 1, 1, 2, 1}, a_im[] = {1, 0, -1, 2, 0, 1, 0, -2};
static const double a2_re[] = {1, 2, 3, 4, 1, -2, 2, 1};
static const int b_off[] = {0, 2, 4, 4, 7}, b_col[] = {2, 5, 0, 4, 1, 3, 5};
static const double b_re[] = {1, 2, 3, 4, 5, 6, 1}, b_im[] = {0, 1, 1, 0, -1, 2, 0};
static const double zeros[8] = {0};

struct Dev {
    int *off, *col;
    void *val;
};

static Dev upload(const Csr &m, cudaDataType t, int base)
{
    int off[16], col[64];
    unsigned char v[64 * 16];
    for (int i = 0; i <= m.rows; i++)
        off[i] = m.off[i] + base;
    for (int k = 0; k < m.nnz; k++) {
        col[k] = m.col[k] + base;
        put(v, t, k, m.re[k], m.im[k]);
    }
    Dev d;
    d.off = dev(off, m.rows + 1);
    d.col = dev(col, m.nnz);
    cudaMalloc(&d.val, (m.nnz ? m.nnz : 1) * tsize(t));
    cudaMemcpy(d.val, v, m.nnz * tsize(t), cudaMemcpyHostToDevice);
    return d;
}

static void release(Dev &d)
{
    cudaFree(d.off), cudaFree(d.col), cudaFree(d.val);
}

/* C = alpha A B (+ beta C, C empty), the protocol step by step */
static void product(cusparseHandle_t h, const char *what, const Csr &a, const Csr &b, cudaDataType t, int base,
                    double alpha_re, double alpha_im, double beta_re)
{
    cusparseIndexBase_t ib = base ? CUSPARSE_INDEX_BASE_ONE : CUSPARSE_INDEX_BASE_ZERO;
    Dev da = upload(a, t, base), db = upload(b, t, base);
    cusparseSpMatDescr_t A, B, C;
    CHECK(cusparseCreateCsr(&A, a.rows, a.cols, a.nnz, da.off, da.col, da.val, CUSPARSE_INDEX_32I,
                            CUSPARSE_INDEX_32I, ib, t));
    CHECK(cusparseCreateCsr(&B, b.rows, b.cols, b.nnz, db.off, db.col, db.val, CUSPARSE_INDEX_32I,
                            CUSPARSE_INDEX_32I, ib, t));
    int *c_off;
    cudaMalloc(&c_off, (a.rows + 1) * sizeof(int));
    CHECK(cusparseCreateCsr(&C, a.rows, b.cols, 0, c_off, NULL, NULL, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, ib,
                            t));
    unsigned char alpha[16], beta[16];
    put(alpha, t, 0, alpha_re, alpha_im);
    put(beta, t, 0, beta_re, 0);
    cusparseOperation_t nt = CUSPARSE_OPERATION_NON_TRANSPOSE;
    cusparseSpGEMMDescr_t g;
    CHECK(cusparseSpGEMM_createDescr(&g));
    size_t size1 = 0, size2 = 0;
    void *buf1 = NULL, *buf2 = NULL;
    CHECK(cusparseSpGEMM_workEstimation(h, nt, nt, alpha, A, B, beta, C, t, CUSPARSE_SPGEMM_DEFAULT, g, &size1,
                                        NULL));
    cudaMalloc(&buf1, size1);
    CHECK(cusparseSpGEMM_workEstimation(h, nt, nt, alpha, A, B, beta, C, t, CUSPARSE_SPGEMM_DEFAULT, g, &size1,
                                        buf1));
    CHECK(cusparseSpGEMM_compute(h, nt, nt, alpha, A, B, beta, C, t, CUSPARSE_SPGEMM_DEFAULT, g, &size2, NULL));
    cudaMalloc(&buf2, size2);
    CHECK(cusparseSpGEMM_compute(h, nt, nt, alpha, A, B, beta, C, t, CUSPARSE_SPGEMM_DEFAULT, g, &size2, buf2));
    int64_t rows, cols, nnz;
    CHECK(cusparseSpMatGetSize(C, &rows, &cols, &nnz));
    printf("%s %s base %d: %lld x %lld, %lld entries\n", what, tname(t), base, (long long)rows, (long long)cols,
           (long long)nnz);
    int *c_col;
    void *c_val;
    cudaMalloc(&c_col, (nnz ? nnz : 1) * sizeof(int));
    cudaMalloc(&c_val, (nnz ? nnz : 1) * tsize(t));
    CHECK(cusparseCsrSetPointers(C, c_off, c_col, c_val));
    CHECK(cusparseSpGEMM_copy(h, nt, nt, alpha, A, B, beta, C, t, CUSPARSE_SPGEMM_DEFAULT, g));
    cudaDeviceSynchronize();
    show_int("  offsets", c_off, a.rows + 1);
    show_int("  columns", c_col, (int)nnz);
    show_val("  values", c_val, t, (int)nnz);
    CHECK(cusparseSpGEMM_destroyDescr(g));
    CHECK(cusparseDestroySpMat(A));
    CHECK(cusparseDestroySpMat(B));
    CHECK(cusparseDestroySpMat(C));
    release(da), release(db);
    cudaFree(c_off), cudaFree(c_col), cudaFree(c_val), cudaFree(buf1), cudaFree(buf2);
}

static void bad_calls(cusparseHandle_t h, const Csr &a, const Csr &b)
{
    cudaDataType t = CUDA_R_32F;
    Dev da = upload(a, t, 0), db = upload(b, t, 0);
    cusparseSpMatDescr_t A, B, C, Cw, Bd, Acoo, A64;
    CHECK(cusparseCreateCsr(&A, a.rows, a.cols, a.nnz, da.off, da.col, da.val, CUSPARSE_INDEX_32I,
                            CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, t));
    CHECK(cusparseCreateCsr(&B, b.rows, b.cols, b.nnz, db.off, db.col, db.val, CUSPARSE_INDEX_32I,
                            CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, t));
    CHECK(cusparseCreateCsr(&Bd, b.rows, b.cols, b.nnz, db.off, db.col, db.val, CUSPARSE_INDEX_32I,
                            CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F));
    int *c_off;
    cudaMalloc(&c_off, 16 * sizeof(int));
    CHECK(cusparseCreateCsr(&C, a.rows, b.cols, 0, c_off, NULL, NULL, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                            CUSPARSE_INDEX_BASE_ZERO, t));
    CHECK(cusparseCreateCsr(&Cw, a.rows, b.cols + 1, 0, c_off, NULL, NULL, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                            CUSPARSE_INDEX_BASE_ZERO, t));
    int rows[8];
    for (int k = 0; k < a.nnz; k++)
        for (int i = 0; i < a.rows; i++)
            if (k >= a.off[i] && k < a.off[i + 1])
                rows[k] = i;
    int *drows = dev(rows, a.nnz);
    CHECK(cusparseCreateCoo(&Acoo, a.rows, a.cols, a.nnz, drows, da.col, da.val, CUSPARSE_INDEX_32I,
                            CUSPARSE_INDEX_BASE_ZERO, t));
    int64_t o64[8], c64[8];
    for (int i = 0; i <= a.rows; i++)
        o64[i] = a.off[i];
    for (int k = 0; k < a.nnz; k++)
        c64[k] = a.col[k];
    int64_t *do64 = dev(o64, a.rows + 1), *dc64 = dev(c64, a.nnz);
    CHECK(cusparseCreateCsr(&A64, a.rows, a.cols, a.nnz, do64, dc64, da.val, CUSPARSE_INDEX_64I, CUSPARSE_INDEX_64I,
                            CUSPARSE_INDEX_BASE_ZERO, t));
    float one = 1, zero = 0;
    cusparseOperation_t nt = CUSPARSE_OPERATION_NON_TRANSPOSE, tr = CUSPARSE_OPERATION_TRANSPOSE;
    cusparseSpGEMMDescr_t g;
    CHECK(cusparseSpGEMM_createDescr(&g));
    size_t size = 0;
#define WE(what, oa, ob, al, a_, b_, be, c_, ty, alg, gd, sz)                                                  \
    ST(what, cusparseSpGEMM_workEstimation(h, oa, ob, al, a_, b_, be, c_, ty, alg, gd, sz, NULL))
    WE("transpose A", tr, nt, &one, A, B, &zero, C, t, CUSPARSE_SPGEMM_DEFAULT, g, &size);
    WE("transpose B", nt, tr, &one, A, B, &zero, C, t, CUSPARSE_SPGEMM_DEFAULT, g, &size);
    WE("sizes differ (A A)", nt, nt, &one, A, A, &zero, C, t, CUSPARSE_SPGEMM_DEFAULT, g, &size);
    WE("C of the wrong size", nt, nt, &one, A, B, &zero, Cw, t, CUSPARSE_SPGEMM_DEFAULT, g, &size);
    WE("types differ", nt, nt, &one, A, Bd, &zero, C, t, CUSPARSE_SPGEMM_DEFAULT, g, &size);
    WE("compute type differs", nt, nt, &one, A, B, &zero, C, CUDA_R_64F, CUSPARSE_SPGEMM_DEFAULT, g, &size);
    WE("coo A", nt, nt, &one, Acoo, B, &zero, C, t, CUSPARSE_SPGEMM_DEFAULT, g, &size);
    WE("64-bit A", nt, nt, &one, A64, B, &zero, C, t, CUSPARSE_SPGEMM_DEFAULT, g, &size);
    WE("null alpha", nt, nt, NULL, A, B, &zero, C, t, CUSPARSE_SPGEMM_DEFAULT, g, &size);
    WE("null beta", nt, nt, &one, A, B, NULL, C, t, CUSPARSE_SPGEMM_DEFAULT, g, &size);
    WE("null A", nt, nt, &one, NULL, B, &zero, C, t, CUSPARSE_SPGEMM_DEFAULT, g, &size);
    WE("null C", nt, nt, &one, A, B, &zero, NULL, t, CUSPARSE_SPGEMM_DEFAULT, g, &size);
    WE("null descriptor", nt, nt, &one, A, B, &zero, C, t, CUSPARSE_SPGEMM_DEFAULT, NULL, &size);
    WE("null size", nt, nt, &one, A, B, &zero, C, t, CUSPARSE_SPGEMM_DEFAULT, g, NULL);
    WE("alg 99", nt, nt, &one, A, B, &zero, C, t, (cusparseSpGEMMAlg_t)99, g, &size);
    size_t s2 = 0;
    ST("compute before the work estimation",
       cusparseSpGEMM_compute(h, nt, nt, &one, A, B, &zero, C, t, CUSPARSE_SPGEMM_DEFAULT, g, &s2, NULL));
    ST("compute null size",
       cusparseSpGEMM_compute(h, nt, nt, &one, A, B, &zero, C, t, CUSPARSE_SPGEMM_DEFAULT, g, NULL, NULL));
    ST("createDescr null", cusparseSpGEMM_createDescr(NULL));
    CHECK(cusparseSpGEMM_destroyDescr(g));
    cusparseDestroySpMat(A), cusparseDestroySpMat(B), cusparseDestroySpMat(C), cusparseDestroySpMat(Cw);
    cusparseDestroySpMat(Bd), cusparseDestroySpMat(Acoo), cusparseDestroySpMat(A64);
    release(da), release(db);
    cudaFree(c_off), cudaFree(drows), cudaFree(do64), cudaFree(dc64);
}

/* One descriptor, two products in a row (the second with other values). */
static void twice(cusparseHandle_t h, const Csr &a, const Csr &a2, const Csr &b)
{
    cudaDataType t = CUDA_R_64F;
    Dev da = upload(a, t, 0), da2 = upload(a2, t, 0), db = upload(b, t, 0);
    cusparseSpMatDescr_t A, A2, B, C;
    CHECK(cusparseCreateCsr(&A, a.rows, a.cols, a.nnz, da.off, da.col, da.val, CUSPARSE_INDEX_32I,
                            CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, t));
    CHECK(cusparseCreateCsr(&A2, a.rows, a.cols, a.nnz, da2.off, da2.col, da2.val, CUSPARSE_INDEX_32I,
                            CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, t));
    CHECK(cusparseCreateCsr(&B, b.rows, b.cols, b.nnz, db.off, db.col, db.val, CUSPARSE_INDEX_32I,
                            CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, t));
    cusparseOperation_t nt = CUSPARSE_OPERATION_NON_TRANSPOSE;
    double one = 1, zero = 0;
    cusparseSpGEMMDescr_t g;
    CHECK(cusparseSpGEMM_createDescr(&g));
    for (int pass = 0; pass < 2; pass++) {
        cusparseSpMatDescr_t X = pass ? A2 : A;
        int *c_off;
        cudaMalloc(&c_off, (a.rows + 1) * sizeof(int));
        CHECK(cusparseCreateCsr(&C, a.rows, b.cols, 0, c_off, NULL, NULL, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                CUSPARSE_INDEX_BASE_ZERO, t));
        size_t s1 = 0, s2 = 0;
        void *b1, *b2;
        CHECK(cusparseSpGEMM_workEstimation(h, nt, nt, &one, X, B, &zero, C, t, CUSPARSE_SPGEMM_DEFAULT, g, &s1,
                                            NULL));
        cudaMalloc(&b1, s1);
        CHECK(cusparseSpGEMM_workEstimation(h, nt, nt, &one, X, B, &zero, C, t, CUSPARSE_SPGEMM_DEFAULT, g, &s1,
                                            b1));
        CHECK(cusparseSpGEMM_compute(h, nt, nt, &one, X, B, &zero, C, t, CUSPARSE_SPGEMM_DEFAULT, g, &s2, NULL));
        cudaMalloc(&b2, s2);
        CHECK(cusparseSpGEMM_compute(h, nt, nt, &one, X, B, &zero, C, t, CUSPARSE_SPGEMM_DEFAULT, g, &s2, b2));
        int64_t r, c, nnz;
        CHECK(cusparseSpMatGetSize(C, &r, &c, &nnz));
        int *c_col;
        double *c_val;
        cudaMalloc(&c_col, nnz * sizeof(int));
        cudaMalloc(&c_val, nnz * sizeof(double));
        CHECK(cusparseCsrSetPointers(C, c_off, c_col, c_val));
        CHECK(cusparseSpGEMM_copy(h, nt, nt, &one, X, B, &zero, C, t, CUSPARSE_SPGEMM_DEFAULT, g));
        printf("same descriptor, pass %d: %lld entries\n", pass, (long long)nnz);
        show_int("  offsets", c_off, a.rows + 1);
        show_int("  columns", c_col, (int)nnz);
        show_val("  values", c_val, t, (int)nnz);
        CHECK(cusparseDestroySpMat(C));
        cudaFree(c_off), cudaFree(c_col), cudaFree(c_val), cudaFree(b1), cudaFree(b2);
    }
    CHECK(cusparseSpGEMM_destroyDescr(g));
    cusparseDestroySpMat(A), cusparseDestroySpMat(A2), cusparseDestroySpMat(B);
    release(da), release(da2), release(db);
}

int main()
{
    setvbuf(stdout, NULL, _IONBF, 0);
    cusparseHandle_t h;
    CHECK(cusparseCreate(&h));
    cudaStream_t s;
    cudaStreamCreate(&s);
    CHECK(cusparseSetStream(h, s));
    Csr a = {5, 4, 8, a_off, a_col, a_re, a_im};
    Csr a2 = {5, 4, 8, a_off, a_col, a2_re, zeros};
    Csr b = {4, 6, 7, b_off, b_col, b_re, b_im};
    const cudaDataType types[] = {CUDA_R_32F, CUDA_R_64F, CUDA_C_32F, CUDA_C_64F};
    for (int ti = 0; ti < 4; ti++)
        product(h, "A B", a, b, types[ti], 0, 1, 0, 0);
    product(h, "2 A B", a, b, CUDA_R_32F, 1, 2, 0, 0);
    product(h, "(1+i) A B", a, b, CUDA_C_64F, 1, 1, 1, 0);
    product(h, "A B, beta 3", a, b, CUDA_R_64F, 0, 1, 0, 3);
    product(h, "A2 B (cancels)", a2, b, CUDA_R_32F, 0, 1, 0, 0);
    // A B's transpose-free square: B^T-shaped inputs are not needed; A times I (4 x 4)
    static const int i_off[] = {0, 1, 2, 3, 4}, i_col[] = {0, 1, 2, 3};
    static const double i_re[] = {1, 1, 1, 1};
    Csr id = {4, 4, 4, i_off, i_col, i_re, zeros};
    product(h, "A I", a, id, CUDA_R_32F, 0, 1, 0, 0);
    // no entries: A's empty row times B, and a 3 x 4 zero matrix times B
    static const int z_off[] = {0, 0, 0, 0};
    Csr z = {3, 4, 0, z_off, i_col, zeros, zeros};
    product(h, "Z B", z, b, CUDA_R_32F, 0, 1, 0, 0);
    twice(h, a, a2, b);
    bad_calls(h, a, b);
    CHECK(cusparseDestroy(h));
    cudaStreamDestroy(s);
    printf("done\n");
    return 0;
}
