// FLAGS: -lcusparse
// cuSPARSE's generic API: SpMV on CSR, CSC and COO (each operation, 32-
// and 64-bit indices, base one, beta zero and not, real and complex
// values), SpMM with column- and row-major dense matrices and op(B), SpSV
// on lower and upper, unit and non-unit triangles and their transposes,
// and the status codes of bad calls.  Values are small integers and powers
// of two: every result is exact.
#include <cstdio>
#include <cstdint>
#include <cusparse.h>

#define CHECK(call)                                                                        \
    do {                                                                                   \
        cusparseStatus_t s_ = (call);                                                      \
        if (s_ != CUSPARSE_STATUS_SUCCESS)                                                 \
            printf("line %d: %s\n", __LINE__, cusparseGetErrorName(s_));                  \
    } while (0)

// A = [ 2 0 1 0 ]
//     [ 0 4 0 0 ]
//     [ 1 0 8 3 ]     (4 x 4, 7 entries; lower triangle: 2, 4, 1, 8)
//     [ 0 0 0 2 ]
static const int rp[] = {0, 2, 3, 6, 7};
static const int ci[] = {0, 2, 1, 0, 2, 3, 3};
static const float av[] = {2, 1, 4, 1, 8, 3, 2};

template <class T> static T *dev(const T *h, int n)
{
    T *d;
    cudaMalloc(&d, n * sizeof(T));
    cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice);
    return d;
}

template <class T> static void show(const char *what, const T *d, int n)
{
    T h[16];
    cudaMemcpy(h, d, n * sizeof(T), cudaMemcpyDeviceToHost);
    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" %g", (double)h[i]);
    printf("\n");
}

int main()
{
    setvbuf(stdout, NULL, _IONBF, 0);
    cusparseHandle_t h;
    CHECK(cusparseCreate(&h));
    int version = 0;
    CHECK(cusparseGetVersion(h, &version));
    printf("version ok: %d\n", version >= 11000);
    cudaStream_t stream;
    cudaStreamCreate(&stream);
    CHECK(cusparseSetStream(h, stream));

    // CSR, float, y = A x and y = A^T x + 2 y
    int *drp = dev(rp, 5), *dci = dev(ci, 7);
    float *dav = dev(av, 7);
    float xh[] = {1, 2, 3, 4}, yh[] = {1, 1, 1, 1};
    float *x = dev(xh, 4), *y = dev(yh, 4);
    cusparseSpMatDescr_t A;
    cusparseDnVecDescr_t vx, vy;
    CHECK(cusparseCreateCsr(&A, 4, 4, 7, drp, dci, dav, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                            CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
    CHECK(cusparseCreateDnVec(&vx, 4, x, CUDA_R_32F));
    CHECK(cusparseCreateDnVec(&vy, 4, y, CUDA_R_32F));
    float one = 1, zero = 0, two = 2;
    size_t size = 99;
    CHECK(cusparseSpMV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, vx, &zero, vy, CUDA_R_32F,
                                  CUSPARSE_SPMV_ALG_DEFAULT, &size));
    // one work space for every call, larger than any asks (checked)
    const size_t room = 1 << 24;
    void *buf;
    cudaMalloc(&buf, room);
    printf("spmv work space fits: %d\n", size <= room);
    CHECK(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, vx, &zero, vy, CUDA_R_32F,
                       CUSPARSE_SPMV_ALG_DEFAULT, buf));
    show("csr A x", y, 4);
    CHECK(cusparseSpMV(h, CUSPARSE_OPERATION_TRANSPOSE, &one, A, vx, &two, vy, CUDA_R_32F,
                       CUSPARSE_SPMV_CSR_ALG1, buf));
    show("csr A^T x + 2 y", y, 4);
    int64_t rows, cols, nnz;
    CHECK(cusparseSpMatGetSize(A, &rows, &cols, &nnz));
    cusparseFormat_t fmt;
    CHECK(cusparseSpMatGetFormat(A, &fmt));
    printf("size %lld x %lld, %lld entries, format %d\n", (long long)rows, (long long)cols, (long long)nnz,
           (int)fmt);

    // the same matrix as CSC (its transpose's CSR), double, 64-bit indices:
    // CSC of A is CSR of A^T
    int64_t cp[] = {0, 2, 3, 5, 7}, ri[] = {0, 2, 1, 0, 2, 2, 3};
    double cv[] = {2, 1, 4, 1, 8, 3, 2};
    int64_t *dcp = dev(cp, 5), *dri = dev(ri, 7);
    double *dcv = dev(cv, 7);
    double xd[] = {1, 2, 3, 4}, yd[] = {0, 0, 0, 0}, oned = 1, zerod = 0, halfd = 0.5;
    double *x2 = dev(xd, 4), *y2 = dev(yd, 4);
    cusparseSpMatDescr_t B;
    cusparseDnVecDescr_t vx2, vy2;
    CHECK(cusparseCreateCsc(&B, 4, 4, 7, dcp, dri, dcv, CUSPARSE_INDEX_64I, CUSPARSE_INDEX_64I,
                            CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F));
    CHECK(cusparseCreateDnVec(&vx2, 4, x2, CUDA_R_64F));
    CHECK(cusparseCreateDnVec(&vy2, 4, y2, CUDA_R_64F));
    CHECK(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &oned, B, vx2, &zerod, vy2, CUDA_R_64F,
                       CUSPARSE_SPMV_ALG_DEFAULT, buf));
    show("csc A x", y2, 4);
    CHECK(cusparseSpMV(h, CUSPARSE_OPERATION_TRANSPOSE, &halfd, B, vx2, &oned, vy2, CUDA_R_64F,
                       CUSPARSE_SPMV_ALG_DEFAULT, buf));
    show("csc A^T x / 2 + y", y2, 4);

    // COO, base one, float: y = 2 A x + y
    int cr1[] = {1, 1, 2, 3, 3, 3, 4}, cc1[] = {1, 3, 2, 1, 3, 4, 4};
    int *dcr = dev(cr1, 7), *dcc = dev(cc1, 7);
    cusparseSpMatDescr_t Co;
    CHECK(cusparseCreateCoo(&Co, 4, 4, 7, dcr, dcc, dav, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ONE,
                            CUDA_R_32F));
    float ones[] = {1, 1, 1, 1};
    cudaMemcpy(y, ones, sizeof ones, cudaMemcpyHostToDevice);
    CHECK(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &two, Co, vx, &one, vy, CUDA_R_32F,
                       CUSPARSE_SPMV_COO_ALG1, buf));
    show("coo 2 A x + y", y, 4);

    // complex: y = A^H x with A = A_real * (1 + i) on the diagonal entries
    cuFloatComplex zv[7];
    for (int k = 0; k < 7; k++)
        zv[k] = make_cuFloatComplex(av[k], ci[k] == (k < 2 ? 0 : k < 3 ? 1 : k < 6 ? 2 : 3) ? av[k] : 0);
    cuFloatComplex zx[4] = {{1, 0}, {0, 1}, {1, 1}, {2, -1}}, zy[4] = {};
    cuFloatComplex *dzv = dev(zv, 7), *dzx = dev(zx, 4), *dzy = dev(zy, 4);
    cuFloatComplex zone = {1, 0}, zzero = {0, 0};
    cusparseSpMatDescr_t Z;
    cusparseDnVecDescr_t vzx, vzy;
    CHECK(cusparseCreateCsr(&Z, 4, 4, 7, drp, dci, dzv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                            CUSPARSE_INDEX_BASE_ZERO, CUDA_C_32F));
    CHECK(cusparseCreateDnVec(&vzx, 4, dzx, CUDA_C_32F));
    CHECK(cusparseCreateDnVec(&vzy, 4, dzy, CUDA_C_32F));
    CHECK(cusparseSpMV(h, CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE, &zone, Z, vzx, &zzero, vzy, CUDA_C_32F,
                       CUSPARSE_SPMV_ALG_DEFAULT, buf));
    cudaMemcpy(zy, dzy, sizeof zy, cudaMemcpyDeviceToHost);
    printf("csr A^H x:");
    for (int i = 0; i < 4; i++)
        printf(" (%g,%g)", cuCrealf(zy[i]), cuCimagf(zy[i]));
    printf("\n");

    // SpMM: C (4 x 3, column-major) = A B, B 4 x 3 row-major; then
    // C = A op(B)^T with B given as 3 x 4 column-major, plus C
    float bh[] = {1, 0, 2, 0, 1, 1, 1, 1, 0, 2, 0, 1};  // row-major 4 x 3
    float *db = dev(bh, 12), ch[12] = {}, *dc = dev(ch, 12);
    cusparseDnMatDescr_t MB, MC, MBt;
    CHECK(cusparseCreateDnMat(&MB, 4, 3, 3, db, CUDA_R_32F, CUSPARSE_ORDER_ROW));
    CHECK(cusparseCreateDnMat(&MC, 4, 3, 4, dc, CUDA_R_32F, CUSPARSE_ORDER_COL));
    CHECK(cusparseSpMM_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &one,
                                  A, MB, &zero, MC, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, &size));
    printf("spmm work space fits: %d\n", size <= room);
    CHECK(cusparseSpMM(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, MB,
                       &zero, MC, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, buf));
    show("spmm A B (col-major C)", dc, 12);
    // the same B as a 3 x 4 column-major matrix (ld 3) is B^T's storage
    CHECK(cusparseCreateDnMat(&MBt, 3, 4, 3, db, CUDA_R_32F, CUSPARSE_ORDER_COL));
    CHECK(cusparseSpMM(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_TRANSPOSE, &one, A, MBt, &one,
                       MC, CUDA_R_32F, CUSPARSE_SPMM_CSR_ALG1, buf));
    show("spmm A (B^T)^T + C", dc, 12);

    // SpSV: A's lower triangle (2, 4, 1 8 on rows 0..2, 2 on row 3), then
    // its upper one, unit diagonal, and transposes
    float bx[] = {4, 8, 10, 6};
    float *dbx = dev(bx, 4), *dsol = dev(yh, 4);
    cusparseDnVecDescr_t vb, vs;
    CHECK(cusparseCreateDnVec(&vb, 4, dbx, CUDA_R_32F));
    CHECK(cusparseCreateDnVec(&vs, 4, dsol, CUDA_R_32F));
    cusparseSpSVDescr_t sv;
    CHECK(cusparseSpSV_createDescr(&sv));
    const char *names[] = {"lower", "upper"};
    for (int fill = 0; fill < 2; fill++)
        for (int diag = 0; diag < 2; diag++)
            for (int op = 0; op < 2; op++) {
                cusparseFillMode_t f = (cusparseFillMode_t)fill;
                cusparseDiagType_t d = (cusparseDiagType_t)diag;
                CHECK(cusparseSpMatSetAttribute(A, CUSPARSE_SPMAT_FILL_MODE, &f, sizeof f));
                CHECK(cusparseSpMatSetAttribute(A, CUSPARSE_SPMAT_DIAG_TYPE, &d, sizeof d));
                cusparseOperation_t o = (cusparseOperation_t)op;
                CHECK(cusparseSpSV_bufferSize(h, o, &one, A, vb, vs, CUDA_R_32F, CUSPARSE_SPSV_ALG_DEFAULT, sv,
                                              &size));
                if (size > room)
                    printf("spsv work space too large\n");
                CHECK(cusparseSpSV_analysis(h, o, &one, A, vb, vs, CUDA_R_32F, CUSPARSE_SPSV_ALG_DEFAULT, sv,
                                            buf));
                CHECK(cusparseSpSV_solve(h, o, &one, A, vb, vs, CUDA_R_32F, CUSPARSE_SPSV_ALG_DEFAULT, sv));
                char what[64];
                snprintf(what, sizeof what, "spsv %s %s op%d", names[fill], diag ? "unit" : "non-unit", op);
                show(what, dsol, 4);
            }
    // the same solve on the COO form, and on the CSC form (not supported)
    cusparseFillMode_t up = CUSPARSE_FILL_MODE_UPPER;
    CHECK(cusparseSpMatSetAttribute(Co, CUSPARSE_SPMAT_FILL_MODE, &up, sizeof up));
    CHECK(cusparseSpSV_analysis(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, Co, vb, vs, CUDA_R_32F,
                                CUSPARSE_SPSV_ALG_DEFAULT, sv, buf));
    CHECK(cusparseSpSV_solve(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, Co, vb, vs, CUDA_R_32F,
                             CUSPARSE_SPSV_ALG_DEFAULT, sv));
    show("spsv coo upper", dsol, 4);
    CHECK(cusparseSpSV_analysis(h, CUSPARSE_OPERATION_TRANSPOSE, &two, Co, vb, vs, CUDA_R_32F,
                                CUSPARSE_SPSV_ALG_DEFAULT, sv, buf));
    CHECK(cusparseSpSV_solve(h, CUSPARSE_OPERATION_TRANSPOSE, &two, Co, vb, vs, CUDA_R_32F,
                             CUSPARSE_SPSV_ALG_DEFAULT, sv));
    show("spsv coo upper op1 alpha 2", dsol, 4);
    cusparseDnVecDescr_t vb2, vs2;
    double bxd[] = {4, 8, 10, 6};
    double *dbx2 = dev(bxd, 4), *dsol2 = dev(yd, 4);
    CHECK(cusparseCreateDnVec(&vb2, 4, dbx2, CUDA_R_64F));
    CHECK(cusparseCreateDnVec(&vs2, 4, dsol2, CUDA_R_64F));
    {
        cusparseStatus_t st = cusparseSpSV_analysis(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &oned, B, vb2, vs2,
                                                    CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT, sv, buf);
        printf("spsv on csc: %s\n", cusparseGetErrorName(st));
    }
    // a matrix whose attributes were set (to their defaults) in a product
    cusparseFillMode_t lo = CUSPARSE_FILL_MODE_LOWER;
    cusparseDiagType_t nu = CUSPARSE_DIAG_TYPE_NON_UNIT;
    CHECK(cusparseSpMatSetAttribute(B, CUSPARSE_SPMAT_FILL_MODE, &lo, sizeof lo));
    CHECK(cusparseSpMatSetAttribute(B, CUSPARSE_SPMAT_DIAG_TYPE, &nu, sizeof nu));
    printf("spmv, default attributes set: %s\n",
           cusparseGetErrorName(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &oned, B, vx2, &zerod, vy2,
                                             CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, buf)));
    CHECK(cusparseSpMatSetAttribute(B, CUSPARSE_SPMAT_FILL_MODE, &up, sizeof up));
    printf("spmv, upper: %s\n",
           cusparseGetErrorName(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &oned, B, vx2, &zerod, vy2,
                                             CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, buf)));
    CHECK(cusparseSpMatSetAttribute(B, CUSPARSE_SPMAT_FILL_MODE, &lo, sizeof lo));
    cusparseDiagType_t un = CUSPARSE_DIAG_TYPE_UNIT;
    CHECK(cusparseSpMatSetAttribute(B, CUSPARSE_SPMAT_DIAG_TYPE, &un, sizeof un));
    printf("spmv, unit diagonal: %s\n",
           cusparseGetErrorName(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &oned, B, vx2, &zerod, vy2,
                                             CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, buf)));

    // bad calls
    cusparseDnVecDescr_t v3;
    CHECK(cusparseCreateDnVec(&v3, 3, x, CUDA_R_32F));
    cusparseStatus_t s = cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, v3, &zero, vy, CUDA_R_32F,
                                      CUSPARSE_SPMV_ALG_DEFAULT, buf);
    printf("x of 3 for 4 columns: %s\n", cusparseGetErrorName(s));
    s = cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, vx2, &zero, vy, CUDA_R_32F,
                     CUSPARSE_SPMV_ALG_DEFAULT, buf);
    printf("double x for a float matrix: %s\n", s == CUSPARSE_STATUS_SUCCESS ? "success" : "error");
    s = cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, vx, &zero, vy, CUDA_R_32F,
                     CUSPARSE_SPMV_ALG_DEFAULT, buf);
    printf("after: %s, %s\n", cusparseGetErrorName(s), cusparseGetErrorString(CUSPARSE_STATUS_INVALID_VALUE));
    s = cusparseCreateDnVec(&v3, -1, x, CUDA_R_32F);
    printf("negative size: %s\n", cusparseGetErrorName(s));

    CHECK(cusparseSpSV_destroyDescr(sv));
    CHECK(cusparseDestroySpMat(A));
    CHECK(cusparseDestroySpMat(B));
    CHECK(cusparseDestroySpMat(Co));
    CHECK(cusparseDestroySpMat(Z));
    CHECK(cusparseDestroyDnVec(vx));
    CHECK(cusparseDestroyDnVec(vy));
    CHECK(cusparseDestroyDnMat(MB));
    CHECK(cusparseDestroyDnMat(MC));
    CHECK(cusparseDestroyDnMat(MBt));
    CHECK(cusparseDestroy(h));
    printf("done\n");
    return 0;
}
