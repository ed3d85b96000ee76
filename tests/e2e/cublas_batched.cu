// FLAGS: -lcublas
// NEEDS: cublas
// cuBLAS's gemvBatched, gemvStridedBatched and trsmBatched in S, D, C and
// Z on small integers (every result exact: trsm solves unit triangles,
// whose solutions are integers; the other triangle holds 99s it must not
// read), the three operations of gemv, both sides and triangles of trsm,
// and the statuses of a negative batch count and a bad leading dimension.
// Expected output from an H200.
#include <cstdio>
#include <cublas_v2.h>

template <class T> struct L;
#define OPS(P, T)                                                                                  \
    template <> struct L<T> {                                                                      \
        static cublasStatus_t gemv(cublasHandle_t h, cublasOperation_t t, int m, int n, const T *al, const T *const A[], \
                                   int lda, const T *const x[], int incx, const T *be, T *const y[], int incy, int c) \
        { return cublas##P##gemvBatched(h, t, m, n, al, A, lda, x, incx, be, y, incy, c); }       \
        static cublasStatus_t gemvs(cublasHandle_t h, cublasOperation_t t, int m, int n, const T *al, const T *A, int lda, \
                                    long long sA, const T *x, int incx, long long sx, const T *be, T *y, int incy,   \
                                    long long sy, int c)                                                            \
        { return cublas##P##gemvStridedBatched(h, t, m, n, al, A, lda, sA, x, incx, sx, be, y, incy, sy, c); }     \
        static cublasStatus_t trsm(cublasHandle_t h, cublasSideMode_t s, cublasFillMode_t u, cublasOperation_t t,    \
                                   cublasDiagType_t d, int m, int n, const T *al, const T *const A[], int lda,       \
                                   T *const B[], int ldb, int c)                                                    \
        { return cublas##P##trsmBatched(h, s, u, t, d, m, n, al, A, lda, B, ldb, c); }                              \
    };
OPS(S, float)
OPS(D, double)
OPS(C, cuComplex)
OPS(Z, cuDoubleComplex)

static double re(float v) { return v; }
static double re(double v) { return v; }
static double re(cuComplex v) { return v.x + 3 * v.y; }
static double re(cuDoubleComplex v) { return v.x + 3 * v.y; }
template <class T> static T mk(int a, int b);
template <> float mk(int a, int) { return (float)a; }
template <> double mk(int a, int) { return a; }
template <> cuComplex mk(int a, int b) { return make_cuComplex((float)a, (float)b); }
template <> cuDoubleComplex mk(int a, int b) { return make_cuDoubleComplex(a, b); }

template <class T> static void run(const char *name)
{
    const int n = 5, B = 3;
    T *a, *x, *y, *bm;
    cudaMallocManaged(&a, sizeof(T) * n * n * B);
    cudaMallocManaged(&x, sizeof(T) * n * B);
    cudaMallocManaged(&y, sizeof(T) * n * B);
    cudaMallocManaged(&bm, sizeof(T) * n * 2 * B);
    T **pa, **px, **py, **pb;
    cudaMallocManaged(&pa, sizeof(T *) * B);
    cudaMallocManaged(&px, sizeof(T *) * B);
    cudaMallocManaged(&py, sizeof(T *) * B);
    cudaMallocManaged(&pb, sizeof(T *) * B);
    for (int b = 0; b < B; b++) {
        pa[b] = a + b * n * n;
        px[b] = x + b * n;
        py[b] = y + b * n;
        pb[b] = bm + b * n * 2;
    }
    cublasHandle_t h;
    cublasCreate(&h);
    T one = mk<T>(1, 0), zero = mk<T>(0, 0), two = mk<T>(2, 1);
    for (int t = 0; t < 3; t++) {
        cublasOperation_t op = t == 0 ? CUBLAS_OP_N : t == 1 ? CUBLAS_OP_T : CUBLAS_OP_C;
        for (int k = 0; k < n * n * B; k++)
            a[k] = mk<T>(k % 7 - 3, k % 3 - 1);
        for (int k = 0; k < n * B; k++) {
            x[k] = mk<T>(k % 4 - 1, k % 2);
            y[k] = mk<T>(k % 5, 1 - k % 3);
        }
        cublasStatus_t s1 = L<T>::gemv(h, op, n, n, &two, pa, n, px, 1, &one, py, 1, B);
        cudaDeviceSynchronize();
        double sum = 0;
        for (int k = 0; k < n * B; k++)
            sum += re(y[k]) * (1 + k % 4);
        cublasStatus_t s2 = L<T>::gemvs(h, op, n, n, &one, a, n, n * n, x, 1, n, &zero, y, 1, n, B);
        cudaDeviceSynchronize();
        double sum2 = 0;
        for (int k = 0; k < n * B; k++)
            sum2 += re(y[k]) * (1 + k % 4);
        printf("%s gemv op %c: %d %d, sums %.1f %.1f\n", name, "NTC"[t], (int)s1, (int)s2, sum, sum2);
    }
    /* trsm: A triangular with a unit diagonal, both sides */
    for (int side = 0; side < 2; side++)
        for (int lower = 0; lower < 2; lower++) {
            for (int b = 0; b < B; b++)
                for (int j = 0; j < n; j++)
                    for (int i = 0; i < n; i++)
                        a[b * n * n + i + j * n] = i == j ? one : ((i > j) == (bool)lower ? mk<T>((i + 2 * j + b) % 5 - 2, (i + j) % 2) : mk<T>(99, 0));
            /* B: small integers (a unit triangle's solution is then exact) */
            for (int k = 0; k < n * 2 * B; k++)
                bm[k] = mk<T>((k * 3) % 5 - 2, k % 2);
            cublasStatus_t st = L<T>::trsm(h, side ? CUBLAS_SIDE_RIGHT : CUBLAS_SIDE_LEFT,
                                           lower ? CUBLAS_FILL_MODE_LOWER : CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N,
                                           CUBLAS_DIAG_UNIT, side == 0 ? n : 2, side == 0 ? 2 : n, &one, pa, n, pb,
                                           side == 0 ? n : 2, B);
            cudaDeviceSynchronize();
            double sum = 0;
            for (int k = 0; k < n * 2 * B; k++)
                sum += re(bm[k]) * (1 + k % 4);
            printf("%s trsm %s %s: %d, sum %.1f\n", name, side ? "right" : "left", lower ? "lower" : "upper", (int)st,
                   sum);
        }
    printf("%s: count -1 %d %d %d, lda 0 %d\n", name, (int)L<T>::gemv(h, CUBLAS_OP_N, n, n, &one, pa, n, px, 1, &one, py, 1, -1),
           (int)L<T>::gemvs(h, CUBLAS_OP_N, n, n, &one, a, n, 0, x, 1, 0, &one, y, 1, 0, -1),
           (int)L<T>::trsm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, n, 2, &one, pa, n, pb, n, -1),
           (int)L<T>::gemv(h, CUBLAS_OP_N, n, n, &one, pa, 0, px, 1, &one, py, 1, B));
    cublasDestroy(h);
}

int main()
{
    run<float>("S");
    run<double>("D");
    run<cuComplex>("C");
    run<cuDoubleComplex>("Z");
    return 0;
}
