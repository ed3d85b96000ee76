// Warp matrix multiply-accumulate (mma.h): a tiled GEMM per shape and type,
// one warp per 16x16 (or 32x8, 8x32, 8x8) output tile, A row-major or
// column-major, B either, C loaded, scaled through the fragment's
// elements (alpha, beta) and stored in either layout.  Small integers and
// exact binary fractions: every sum is exact, so the GPU's tensor cores
// and cucc agree to the bit.  Expected output from an H200.
#include <cstdio>
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

using namespace nvcuda;

// what memory holds for a fragment's element type (tf32: float)
template <class T> struct mem { typedef T type; };
template <> struct mem<wmma::precision::tf32> { typedef float type; };

template <int TM, int TN, int TK, class TI, class LA, class LB, class TC>
__global__ void gemm(const typename mem<TI>::type *a, const typename mem<TI>::type *b, const TC *c, TC *d, int M, int N, int K, bool a_row,
                     bool b_row, TC alpha, TC beta, bool d_row)
{
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int tiles_n = N / TN;
    int tm = warp / tiles_n, tn = warp % tiles_n;
    if (tm * TM >= M)
        return;
    wmma::fragment<wmma::matrix_a, TM, TN, TK, TI, LA> fa;
    wmma::fragment<wmma::matrix_b, TM, TN, TK, TI, LB> fb;
    wmma::fragment<wmma::accumulator, TM, TN, TK, TC> acc, fc;
    wmma::fill_fragment(acc, (TC)0);
    for (int k = 0; k < K; k += TK) {
        const typename mem<TI>::type *pa = a_row ? a + (size_t)tm * TM * K + k : a + (size_t)k * M + tm * TM;
        const typename mem<TI>::type *pb = b_row ? b + (size_t)k * N + tn * TN : b + (size_t)tn * TN * K + k;
        wmma::load_matrix_sync(fa, pa, a_row ? K : M);
        wmma::load_matrix_sync(fb, pb, b_row ? N : K);
        wmma::mma_sync(acc, fa, fb, acc);
    }
    wmma::load_matrix_sync(fc, c + (size_t)tm * TM * N + tn * TN, N, wmma::mem_row_major);
    for (int i = 0; i < acc.num_elements; i++)
        acc.x[i] = alpha * acc.x[i] + beta * fc.x[i];
    if (d_row)
        wmma::store_matrix_sync(d + (size_t)tm * TM * N + tn * TN, acc, N, wmma::mem_row_major);
    else
        wmma::store_matrix_sync(d + (size_t)tn * TN * M + tm * TM, acc, M, wmma::mem_col_major);
}

__global__ void int8_gemm(const signed char *a, const signed char *b, int *d, bool satf)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, int> acc;
    wmma::fill_fragment(acc, 2147483000);
    wmma::load_matrix_sync(fa, a, 16);
    wmma::load_matrix_sync(fb, b, 16);
    wmma::mma_sync(acc, fa, fb, acc, satf);
    wmma::store_matrix_sync(d, acc, 16, wmma::mem_row_major);
}

__global__ void tf32_round(const float *in, float *out, int n)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = wmma::__float_to_tf32(in[i]);
}

template <class T> static double val(T v) { return (double)v; }
static double val(__half v) { return __half2float(v); }
static double val(__nv_bfloat16 v) { return __bfloat162float(v); }

template <int TM, int TN, int TK, class TI, class LA, class LB, class TC>
static void run(const char *name, bool a_row, bool b_row, bool d_row, double scale)
{
    const int M = 64, N = 64, K = 64;
    typedef typename mem<TI>::type TE;
    TE *a, *b;
    TC *c, *d;
    cudaMallocManaged(&a, M * K * sizeof(TE));
    cudaMallocManaged(&b, K * N * sizeof(TE));
    cudaMallocManaged(&c, M * N * sizeof(TC));
    cudaMallocManaged(&d, M * N * sizeof(TC));
    for (int i = 0; i < M * K; i++)
        a[i] = (TE)(float)(((i * 7) % 9 - 4) * scale);
    for (int i = 0; i < K * N; i++)
        b[i] = (TE)(float)(((i * 5) % 7 - 3) * scale);
    for (int i = 0; i < M * N; i++)
        c[i] = (TC)(float)((i % 5) - 2);
    int warps = (M / TM) * (N / TN);
    gemm<TM, TN, TK, TI, LA, LB, TC><<<(warps * 32 + 127) / 128, 128>>>(a, b, c, d, M, N, K, a_row, b_row,
                                                                    (TC)2.0f, (TC)-1.0f, d_row);
    cudaError_t e = cudaDeviceSynchronize();
    double sum = 0, err = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            double ref = 0;
            for (int k = 0; k < K; k++)
                ref += val(a_row ? a[i * K + k] : a[k * M + i]) * val(b_row ? b[k * N + j] : b[j * K + k]);
            ref = 2 * ref - val(c[i * N + j]);
            double got = val(d_row ? d[i * N + j] : d[j * M + i]);
            err += got != ref;
            sum += got * ((i + 3 * j) % 11 + 1);
        }
    printf("%-28s %s sum %.6g, %g differ from the host\n", name, cudaGetErrorString(e), sum, err);
    cudaFree(a);
    cudaFree(b);
    cudaFree(c);
    cudaFree(d);
}

int main()
{
    using wmma::col_major;
    using wmma::row_major;
    run<16, 16, 16, __half, row_major, col_major, float>("half 16x16x16 rc float", true, false, true, 1);
    run<16, 16, 16, __half, col_major, row_major, float>("half 16x16x16 cr float", false, true, false, 0.5);
    run<16, 16, 16, __half, row_major, row_major, __half>("half 16x16x16 rr half", true, true, true, 0.25);
    run<32, 8, 16, __half, row_major, col_major, float>("half 32x8x16", true, false, true, 1);
    run<8, 32, 16, __half, col_major, col_major, float>("half 8x32x16", false, false, false, 1);
    run<16, 16, 16, __nv_bfloat16, row_major, col_major, float>("bf16 16x16x16", true, false, true, 0.125);
    run<16, 16, 8, wmma::precision::tf32, row_major, col_major, float>("tf32 16x16x8", true, false, true, 0.75);
    run<8, 8, 4, double, row_major, col_major, double>("double 8x8x4", true, false, false, 1.5);

    signed char *a, *b;
    int *d;
    cudaMallocManaged(&a, 256);
    cudaMallocManaged(&b, 256);
    cudaMallocManaged(&d, 256 * sizeof(int));
    for (int i = 0; i < 256; i++) {
        a[i] = (signed char)(i % 3 == 0 ? 127 : -(i % 100));
        b[i] = (signed char)(i % 2 ? 127 : -128 + i % 50);
    }
    for (int satf = 0; satf < 2; satf++) {
        int8_gemm<<<1, 32>>>(a, b, d, satf);
        cudaDeviceSynchronize();
        long long s = 0;
        for (int i = 0; i < 256; i++)
            s += (long long)d[i] * (i % 7 + 1);
        printf("int8 satf=%d: d[0] %d d[1] %d d[17] %d sum %lld\n", satf, d[0], d[1], d[17], s);
    }

    float *in, *out;
    cudaMallocManaged(&in, 8 * sizeof(float));
    cudaMallocManaged(&out, 8 * sizeof(float));
    const float vals[8] = {1.0f + 1.0f / 2048, 1.0f + 3.0f / 4096, -1.0f - 1.0f / 4096, 3.14159265f,
                           1e-40f, 65504.0f, 1.0f / 3, -2.71828f};
    for (int i = 0; i < 8; i++)
        in[i] = vals[i];
    tf32_round<<<1, 32>>>(in, out, 8);
    cudaDeviceSynchronize();
    for (int i = 0; i < 8; i++) {
        unsigned u;
        memcpy(&u, &out[i], 4);
        printf("tf32(%a) = %08x\n", in[i], u);
    }
    return 0;
}
