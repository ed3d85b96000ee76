// FLAGS: -lcusparse
// cuSPARSE's legacy incomplete LU(0) (csrilu02) in S, D, C and Z: the
// factors of a small nonsymmetric CSR matrix with a sparsity pattern that
// drops fill-in (printed to 5 significant digits), a one-based copy, the
// zero pivot of a 2 x 2 matrix where elimination makes it zero (but in
// C: single complex keeps a rounding residue on a GPU), numericBoost
// replacing that pivot, and the statuses of bad arguments.  Expected
// output from an H200 (complex parts below 1e-6 printed as 0).
#include <cmath>
#include <cstdio>
#include <cstring>
#include <complex>
#include <type_traits>
#include <cusparse.h>

template <class T> struct lu;
#define LU_OPS(P, T)                                                                               \
    template <> struct lu<T> {                                                                     \
        static cusparseStatus_t size(cusparseHandle_t h, int m, int nnz, cusparseMatDescr_t d, T *v, const int *r, \
                                     const int *c, csrilu02Info_t i, int *s)                       \
        { return cusparse##P##csrilu02_bufferSize(h, m, nnz, d, v, r, c, i, s); }                  \
        static cusparseStatus_t analysis(cusparseHandle_t h, int m, int nnz, cusparseMatDescr_t d, const T *v,  \
                                         const int *r, const int *c, csrilu02Info_t i, void *b)    \
        { return cusparse##P##csrilu02_analysis(h, m, nnz, d, v, r, c, i, CUSPARSE_SOLVE_POLICY_USE_LEVEL, b); } \
        static cusparseStatus_t factor(cusparseHandle_t h, int m, int nnz, cusparseMatDescr_t d, T *v,          \
                                       const int *r, const int *c, csrilu02Info_t i, void *b)      \
        { return cusparse##P##csrilu02(h, m, nnz, d, v, r, c, i, CUSPARSE_SOLVE_POLICY_USE_LEVEL, b); } \
        static cusparseStatus_t boost(cusparseHandle_t h, csrilu02Info_t i, int on, double *tol, T *v) \
        { return cusparse##P##csrilu02_numericBoost(h, i, on, tol, v); }                          \
    };
LU_OPS(S, float)
LU_OPS(D, double)
LU_OPS(C, cuComplex)
LU_OPS(Z, cuDoubleComplex)

template <class T> static void set(T *v, int k, double re) { v[k] = (T)re; }
template <> void set(cuComplex *v, int k, double re) { v[k] = make_cuComplex((float)re, (float)(re / 4)); }
template <> void set(cuDoubleComplex *v, int k, double re) { v[k] = make_cuDoubleComplex(re, re / 4); }
static void show(float x) { printf(" %.5g", x); }
static void show(double x) { printf(" %.5g", x); }
/* complex parts below 1e-6 as 0: cuSPARSE's complex division leaves
 * residues (1e-9 in float, 1e-18 in double) where an exact one leaves 0 */
static double tidy(double x) { return fabs(x) < 1e-6 ? 0.0 : x; }
static void show(cuComplex x) { printf(" (%.5g,%.5g)", tidy(x.x), tidy(x.y)); }
static void show(cuDoubleComplex x) { printf(" (%.5g,%.5g)", tidy(x.x), tidy(x.y)); }


/* 6 x 6: a diagonal, the first sub- and superdiagonals, entries (0,5),
 * (5,0), (2,4) and (4,1) */
static const int M = 6;
static const int rows[M + 1] = {0, 3, 6, 10, 13, 17, 20};
static const int cols[20] = {0, 1, 5, 0, 1, 2, 1, 2, 3, 4, 2, 3, 4, 1, 3, 4, 5, 0, 4, 5};

template <class T> static void run(const char *name)
{
    cusparseHandle_t h;
    cusparseCreate(&h);
    cusparseMatDescr_t d;
    cusparseCreateMatDescr(&d);
    csrilu02Info_t info;
    cusparseCreateCsrilu02Info(&info);
    int *r, *c;
    T *v;
    cudaMallocManaged(&r, sizeof rows);
    cudaMallocManaged(&c, sizeof cols);
    cudaMallocManaged(&v, 20 * sizeof(T));
    for (int i = 0; i <= M; i++)
        r[i] = rows[i];
    for (int k = 0; k < 20; k++)
        c[k] = cols[k];
    for (int i = 0; i < M; i++)
        for (int k = rows[i]; k < rows[i + 1]; k++)
            set(v, k, cols[k] == i ? 4.0 + i : -1.0 - 0.5 * ((i + cols[k]) % 3));
    int bytes = 0;
    cusparseStatus_t s1 = lu<T>::size(h, M, 20, d, v, r, c, info, &bytes);
    void *buf;
    cudaMalloc(&buf, bytes > 0 ? bytes : 1);
    cusparseStatus_t s2 = lu<T>::analysis(h, M, 20, d, v, r, c, info, buf);
    cusparseStatus_t s3 = lu<T>::factor(h, M, 20, d, v, r, c, info, buf);
    cudaDeviceSynchronize();
    int pos = 7;
    cusparseStatus_t s4 = cusparseXcsrilu02_zeroPivot(h, info, &pos);
    printf("%s: buffer %s, analysis %d, factor %d, zero pivot %d at %d\n  factors:", name, bytes > 0 ? "> 0" : "0",
           (int)s2, (int)s3, (int)s4, pos);
    (void)s1;
    for (int k = 0; k < 20; k++)
        show(v[k]);
    printf("\n");

    /* one-based: the same factors */
    cusparseSetMatIndexBase(d, CUSPARSE_INDEX_BASE_ONE);
    for (int i = 0; i <= M; i++)
        r[i] = rows[i] + 1;
    for (int k = 0; k < 20; k++)
        c[k] = cols[k] + 1;
    T *w;
    cudaMallocManaged(&w, 20 * sizeof(T));
    for (int i = 0; i < M; i++)
        for (int k = rows[i]; k < rows[i + 1]; k++)
            set(w, k, cols[k] == i ? 4.0 + i : -1.0 - 0.5 * ((i + cols[k]) % 3));
    lu<T>::analysis(h, M, 20, d, w, r, c, info, buf);
    lu<T>::factor(h, M, 20, d, w, r, c, info, buf);
    cudaDeviceSynchronize();
    int same = 1;
    for (int k = 0; k < 20; k++)
        same &= !memcmp(&w[k], &v[k], sizeof(T));
    printf("  one-based: %s\n", same ? "the same factors" : "OTHER factors");

    /* a zero pivot by elimination: rows 0 and 1 of a 2 x 2 [[1 2] [2 4]] */
    cusparseSetMatIndexBase(d, CUSPARSE_INDEX_BASE_ZERO);
    int r2[3] = {0, 2, 4}, c2[4] = {0, 1, 0, 1};
    for (int i = 0; i < 3; i++)
        r[i] = r2[i];
    for (int k = 0; k < 4; k++)
        c[k] = c2[k];
    const double a2[4] = {1, 2, 2, 4};
    for (int k = 0; k < 4; k++)
        set(v, k, a2[k]);
    lu<T>::analysis(h, 2, 4, d, v, r, c, info, buf);
    lu<T>::factor(h, 2, 4, d, v, r, c, info, buf);
    cudaDeviceSynchronize();
    cusparseStatus_t s5 = cusparseXcsrilu02_zeroPivot(h, info, &pos);
    /* (single complex: the pivot cancels to a residue on a GPU, to 0 here) */
    if (!std::is_same<T, cuComplex>::value)
        printf("  singular 2x2: zero pivot %d at %d, u11", (int)s5, pos);
    else
        printf("  singular 2x2: u11");
    show(v[3]);
    printf("\n");
    /* the same with numericBoost: pivots of magnitude <= 1e-3 become 1e-2 */
    for (int k = 0; k < 4; k++)
        set(v, k, a2[k]);
    double tol = 1e-3;
    T bv;
    set(&bv, 0, 1e-2);
    cusparseStatus_t s6 = lu<T>::boost(h, info, 1, &tol, &bv);
    lu<T>::analysis(h, 2, 4, d, v, r, c, info, buf);
    lu<T>::factor(h, 2, 4, d, v, r, c, info, buf);
    cudaDeviceSynchronize();
    cusparseStatus_t s7 = cusparseXcsrilu02_zeroPivot(h, info, &pos);
    printf("  boosted: boost %d, zero pivot %d at %d, u11", (int)s6, (int)s7, pos);
    show(v[3]);
    printf("\n");
    lu<T>::boost(h, info, 0, &tol, &bv);

    /* bad arguments */
    cusparseStatus_t b1 = lu<T>::size(h, -1, 20, d, v, r, c, info, &bytes);
    cusparseStatus_t b2 = lu<T>::factor(h, M, -1, d, v, r, c, info, buf);
    cusparseStatus_t b3 = lu<T>::factor(nullptr, M, 20, d, v, r, c, info, buf);
    printf("  m < 0: %d, nnz < 0: %d, no handle: %d\n", (int)b1, (int)b2, (int)b3);
    cusparseDestroyCsrilu02Info(info);
    cusparseDestroyMatDescr(d);
    cusparseDestroy(h);
    cudaFree(buf);
}

int main()
{
    run<float>("S");
    run<double>("D");
    run<cuComplex>("C");
    run<cuDoubleComplex>("Z");
    return 0;
}
