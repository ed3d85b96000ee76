// FLAGS: -lcublas
// NEEDS: cublas
// cuBLAS's batched LU family in S, D, C and Z: getrfBatched with and
// without pivots (the pivots chosen, info for a singular matrix),
// getrsBatched with op N, T and C (the residual of the solution),
// getriBatched and matinvBatched (A times the inverse against I), and
// the status of bad arguments.  The residuals are checked against a
// bound, so the output does not depend on the order of a GPU's sums.
// Expected output from an H200 (cuBLAS 13: the same pivots, the same
// messages for bad arguments).
#include <cstdio>
#include <cmath>
#include <complex>
#include <cublas_v2.h>

template <class T> struct ops;
template <> struct ops<float> {
    typedef float V;
    static cublasStatus_t getrf(cublasHandle_t h, int n, float *const a[], int lda, int *p, int *info, int b) { return cublasSgetrfBatched(h, n, a, lda, p, info, b); }
    static cublasStatus_t getrs(cublasHandle_t h, cublasOperation_t t, int n, int r, const float *const a[], int lda, const int *p, float *const x[], int ldb, int *info, int b) { return cublasSgetrsBatched(h, t, n, r, a, lda, p, x, ldb, info, b); }
    static cublasStatus_t getri(cublasHandle_t h, int n, const float *const a[], int lda, const int *p, float *const c[], int ldc, int *info, int b) { return cublasSgetriBatched(h, n, a, lda, p, c, ldc, info, b); }
    static cublasStatus_t matinv(cublasHandle_t h, int n, const float *const a[], int lda, float *const c[], int ldc, int *info, int b) { return cublasSmatinvBatched(h, n, a, lda, c, ldc, info, b); }
    static double tol() { return 1e-4; }
};
template <> struct ops<double> {
    typedef double V;
    static cublasStatus_t getrf(cublasHandle_t h, int n, double *const a[], int lda, int *p, int *info, int b) { return cublasDgetrfBatched(h, n, a, lda, p, info, b); }
    static cublasStatus_t getrs(cublasHandle_t h, cublasOperation_t t, int n, int r, const double *const a[], int lda, const int *p, double *const x[], int ldb, int *info, int b) { return cublasDgetrsBatched(h, t, n, r, a, lda, p, x, ldb, info, b); }
    static cublasStatus_t getri(cublasHandle_t h, int n, const double *const a[], int lda, const int *p, double *const c[], int ldc, int *info, int b) { return cublasDgetriBatched(h, n, a, lda, p, c, ldc, info, b); }
    static cublasStatus_t matinv(cublasHandle_t h, int n, const double *const a[], int lda, double *const c[], int ldc, int *info, int b) { return cublasDmatinvBatched(h, n, a, lda, c, ldc, info, b); }
    static double tol() { return 1e-10; }
};
template <> struct ops<cuComplex> {
    typedef std::complex<float> V;
    static cublasStatus_t getrf(cublasHandle_t h, int n, cuComplex *const a[], int lda, int *p, int *info, int b) { return cublasCgetrfBatched(h, n, a, lda, p, info, b); }
    static cublasStatus_t getrs(cublasHandle_t h, cublasOperation_t t, int n, int r, const cuComplex *const a[], int lda, const int *p, cuComplex *const x[], int ldb, int *info, int b) { return cublasCgetrsBatched(h, t, n, r, a, lda, p, x, ldb, info, b); }
    static cublasStatus_t getri(cublasHandle_t h, int n, const cuComplex *const a[], int lda, const int *p, cuComplex *const c[], int ldc, int *info, int b) { return cublasCgetriBatched(h, n, a, lda, p, c, ldc, info, b); }
    static cublasStatus_t matinv(cublasHandle_t h, int n, const cuComplex *const a[], int lda, cuComplex *const c[], int ldc, int *info, int b) { return cublasCmatinvBatched(h, n, a, lda, c, ldc, info, b); }
    static double tol() { return 1e-4; }
};
template <> struct ops<cuDoubleComplex> {
    typedef std::complex<double> V;
    static cublasStatus_t getrf(cublasHandle_t h, int n, cuDoubleComplex *const a[], int lda, int *p, int *info, int b) { return cublasZgetrfBatched(h, n, a, lda, p, info, b); }
    static cublasStatus_t getrs(cublasHandle_t h, cublasOperation_t t, int n, int r, const cuDoubleComplex *const a[], int lda, const int *p, cuDoubleComplex *const x[], int ldb, int *info, int b) { return cublasZgetrsBatched(h, t, n, r, a, lda, p, x, ldb, info, b); }
    static cublasStatus_t getri(cublasHandle_t h, int n, const cuDoubleComplex *const a[], int lda, const int *p, cuDoubleComplex *const c[], int ldc, int *info, int b) { return cublasZgetriBatched(h, n, a, lda, p, c, ldc, info, b); }
    static cublasStatus_t matinv(cublasHandle_t h, int n, const cuDoubleComplex *const a[], int lda, cuDoubleComplex *const c[], int ldc, int *info, int b) { return cublasZmatinvBatched(h, n, a, lda, c, ldc, info, b); }
    static double tol() { return 1e-10; }
};

static unsigned seed = 12345;
static int rnd() { seed = seed * 1103515245u + 12345u; return (int)((seed >> 16) % 19) - 9; }

/* an entry: small integers, complex ones with an imaginary part */
template <class V> static V make() { return (V)rnd(); }
template <> std::complex<float> make() { int re = rnd(); return std::complex<float>((float)re, (float)rnd()); }
template <> std::complex<double> make() { int re = rnd(); return std::complex<double>(re, rnd()); }

/* matrix element (i, j) of op(M), M n x n column-major with leading dimension ld */
template <class V> static V op_at(const V *m, int ld, int i, int j, int t)
{
    if (t == 0)
        return m[i + j * ld];
    V v = m[j + i * ld];
    return t == 2 ? std::conj(v) : v;
}
template <> float op_at(const float *m, int ld, int i, int j, int t) { return t ? m[j + i * ld] : m[i + j * ld]; }
template <> double op_at(const double *m, int ld, int i, int j, int t) { return t ? m[j + i * ld] : m[i + j * ld]; }

template <class T> static void run(const char *name)
{
    typedef typename ops<T>::V V;
    const int n = 6, lda = 7, B = 4;
    V *orig = new V[lda * n * B];
    T *a, *c, *x;
    int *piv, *info;
    cudaMallocManaged(&a, sizeof(T) * lda * n * B);
    cudaMallocManaged(&c, sizeof(T) * lda * n * B);
    cudaMallocManaged(&x, sizeof(T) * lda * 2 * B);
    cudaMallocManaged(&piv, sizeof(int) * n * B);
    cudaMallocManaged(&info, sizeof(int) * B);
    T **pa, **pc, **px;
    cudaMallocManaged(&pa, sizeof(T *) * B);
    cudaMallocManaged(&pc, sizeof(T *) * B);
    cudaMallocManaged(&px, sizeof(T *) * B);
    for (int b = 0; b < B; b++) {
        pa[b] = a + b * lda * n;
        pc[b] = c + b * lda * n;
        px[b] = x + b * lda * 2;
        for (int j = 0; j < n; j++)
            for (int i = 0; i < lda; i++) {
                orig[b * lda * n + i + j * lda] = make<V>();
            }
    }
    cublasHandle_t h;
    cublasCreate(&h);
    cublasHandle_t none = 0;
    int hinfo = 0;
    int s1 = ops<T>::getrf(h, -1, pa, lda, piv, info, B), s2 = ops<T>::getrf(h, n, pa, n - 1, piv, info, B);
    int s3 = ops<T>::getrf(none, n, pa, lda, piv, info, B);
    int s4 = ops<T>::getrs(h, (cublasOperation_t)7, n, 1, pa, lda, piv, px, lda, &hinfo, B), i4 = hinfo;
    int s5 = ops<T>::getrs(h, CUBLAS_OP_N, n, -1, pa, lda, piv, px, lda, &hinfo, B), i5 = hinfo;
    int s6 = ops<T>::matinv(h, 33, pa, lda, pc, lda, info, B);
    printf("%s: bad n %d, bad lda %d, no handle %d, getrs bad trans %d (info %d), bad nrhs %d (info %d), matinv n=33 %d\n",
           name, s1, s2, s3, s4, i4, s5, i5, s6);
    for (int pivoting = 1; pivoting >= 0; pivoting--) {
        memcpy(a, orig, sizeof(T) * lda * n * B);
        cublasStatus_t st = ops<T>::getrf(h, n, pa, lda, pivoting ? piv : NULL, info, B);
        cudaDeviceSynchronize();
        printf("%s getrf%s: %d, pivots", name, pivoting ? "" : " (no pivoting)", (int)st);
        for (int k = 0; pivoting && k < n * B; k++)
            printf(" %d", piv[k]);
        printf(", info %d %d %d %d\n", info[0], info[1], info[2], info[3]);
        for (int t = 0; t < 3; t++) {
            /* b = op(A) (1, 2, ..., n)^T and (n, ..., 1)^T */
            for (int b = 0; b < B; b++)
                for (int r = 0; r < 2; r++)
                    for (int i = 0; i < n; i++) {
                        V s = 0;
                        for (int j = 0; j < n; j++)
                            s += op_at(orig + b * lda * n, lda, i, j, t) * (V)(r ? n - j : j + 1);
                        ((V *)x)[b * lda * 2 + r * lda + i] = s;
                    }
            st = ops<T>::getrs(h, t == 0 ? CUBLAS_OP_N : t == 1 ? CUBLAS_OP_T : CUBLAS_OP_C, n, 2, pa, lda,
                               pivoting ? piv : NULL, px, lda, &hinfo, B);
            cudaDeviceSynchronize();
            double err = 0;
            for (int b = 0; b < B; b++)
                for (int r = 0; r < 2; r++)
                    for (int i = 0; i < n; i++)
                        err = fmax(err, std::abs(((V *)x)[b * lda * 2 + r * lda + i] - (V)(r ? n - i : i + 1)));
            printf("%s getrs op %c: %d, info %d, solution %s\n", name, "NTC"[t], (int)st, hinfo,
                   err < ops<T>::tol() * 100 ? "right" : "WRONG");
        }
        st = ops<T>::getri(h, n, pa, lda, pivoting ? piv : NULL, pc, lda, info, B);
        cudaDeviceSynchronize();
        double err = 0;
        for (int b = 0; b < B; b++)
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n; j++) {
                    V s = 0;
                    for (int k = 0; k < n; k++)
                        s += orig[b * lda * n + i + k * lda] * ((V *)c)[b * lda * n + k + j * lda];
                    err = fmax(err, std::abs(s - (V)(i == j)));
                }
        printf("%s getri: %d, info %d %d %d %d, A inv(A) %s\n", name, (int)st, info[0], info[1], info[2], info[3],
               err < ops<T>::tol() * 100 ? "= I" : "NOT I");
    }
    memcpy(a, orig, sizeof(T) * lda * n * B);
    cublasStatus_t st = ops<T>::matinv(h, n, pa, lda, pc, lda, info, B);
    cudaDeviceSynchronize();
    double err = 0;
    for (int b = 0; b < B; b++)
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                V s = 0;
                for (int k = 0; k < n; k++)
                    s += orig[b * lda * n + i + k * lda] * ((V *)c)[b * lda * n + k + j * lda];
                err = fmax(err, std::abs(s - (V)(i == j)));
            }
    printf("%s matinv: %d, info %d %d %d %d, A inv(A) %s\n", name, (int)st, info[0], info[1], info[2], info[3],
           err < ops<T>::tol() * 100 ? "= I" : "NOT I");
    /* a singular matrix: column 4 (1-based) zero, which elimination keeps
     * exactly zero */
    for (int i = 0; i < n; i++)
        ((V *)a)[i + 3 * lda] = (V)0;
    st = ops<T>::getrf(h, n, pa, lda, piv, info, 1);
    cudaDeviceSynchronize();
    printf("%s singular: getrf %d, info %d\n", name, (int)st, info[0]);
    cublasDestroy(h);
    delete[] orig;
}

int main()
{
    run<float>("S");
    run<double>("D");
    run<cuComplex>("C");
    run<cuDoubleComplex>("Z");
    return 0;
}
