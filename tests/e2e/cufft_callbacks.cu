// FLAGS: -lcufft
// NEEDS: cufft
// cuFFT's legacy callbacks (cufftXtSetCallback): a load callback that
// scales and windows a C2C transform's input, a store callback that keeps
// an R2C transform's output magnitudes, both on one Z2Z plan in place,
// and a plan with its callback cleared.  Sums of the results, printed to
// 6 significant digits (the FFTs' rounding is the libraries' own).
// Expected output from an H200 (nvcc -rdc=true, cuFFT's static library,
// as callbacks need there).
#include <cstdio>
#include <cmath>
#include <cufft.h>
#include <cufftXt.h>

struct info { float scale; const float *window; };

__device__ cufftComplex load_windowed(void *in, size_t k, void *ci, void *)
{
    const info *p = (const info *)ci;
    cufftComplex v = ((cufftComplex *)in)[k];
    float w = p->scale * p->window[k % 16];
    return make_cuComplex(v.x * w, v.y * w);
}
__device__ void store_magnitude(void *out, size_t k, cufftComplex v, void *, void *)
{
    ((cufftComplex *)out)[k] = make_cuComplex(sqrtf(v.x * v.x + v.y * v.y), (float)k);
}
__device__ cufftDoubleComplex load_conj(void *in, size_t k, void *, void *)
{
    cufftDoubleComplex v = ((cufftDoubleComplex *)in)[k];
    return make_cuDoubleComplex(v.x, -v.y);
}
__device__ void store_doubled(void *out, size_t k, cufftDoubleComplex v, void *, void *)
{
    ((cufftDoubleComplex *)out)[k] = make_cuDoubleComplex(2 * v.x, 2 * v.y);
}
__device__ cufftCallbackLoadC d_load_windowed = load_windowed;
__device__ cufftCallbackStoreC d_store_magnitude = store_magnitude;
__device__ cufftCallbackLoadZ d_load_conj = load_conj;
__device__ cufftCallbackStoreZ d_store_doubled = store_doubled;

template <class T> static double sum(const T *v, int n, int part)
{
    double s = 0;
    for (int i = 0; i < n; i++)
        s += (part ? v[i].y : v[i].x) * (1 + i % 7);
    return s;
}

int main()
{
    const int N = 64, B = 3;
    cufftComplex *a, *b;
    float *w, *r;
    info *ci;
    cudaMallocManaged(&a, sizeof(cufftComplex) * N * B);
    cudaMallocManaged(&b, sizeof(cufftComplex) * N * B);
    cudaMallocManaged(&w, sizeof(float) * 16);
    cudaMallocManaged(&r, sizeof(float) * N * B);
    cudaMallocManaged(&ci, sizeof(info));
    for (int i = 0; i < N * B; i++) {
        a[i] = make_cuComplex((float)(i % 5) - 2, (float)(i % 3));
        r[i] = (float)((i * 7) % 11) - 5;
    }
    for (int i = 0; i < 16; i++)
        w[i] = 0.5f + 0.25f * (i % 3);
    ci->scale = 0.5f;
    ci->window = w;

    cufftCallbackLoadC hl;
    cufftCallbackStoreC hs;
    cufftCallbackLoadZ hlz;
    cufftCallbackStoreZ hsz;
    cudaMemcpyFromSymbol(&hl, d_load_windowed, sizeof hl);
    cudaMemcpyFromSymbol(&hs, d_store_magnitude, sizeof hs);
    cudaMemcpyFromSymbol(&hlz, d_load_conj, sizeof hlz);
    cudaMemcpyFromSymbol(&hsz, d_store_doubled, sizeof hsz);

    /* C2C, batched, out of place, with the load callback */
    cufftHandle p;
    size_t ws;
    cufftCreate(&p);
    cufftMakePlan1d(p, N, CUFFT_C2C, B, &ws);
    void *cid = ci;
    printf("set load: %d\n", (int)cufftXtSetCallback(p, (void **)&hl, CUFFT_CB_LD_COMPLEX, &cid));
    printf("set a real load on C2C: %d\n", (int)cufftXtSetCallback(p, (void **)&hl, CUFFT_CB_LD_REAL, &cid));
    printf("exec: %d\n", (int)cufftExecC2C(p, a, b, CUFFT_FORWARD));
    cudaDeviceSynchronize();
    printf("C2C loaded: %.6g %.6g (input kept: %g)\n", sum(b, N * B, 0), sum(b, N * B, 1), a[5].x);
    printf("clear: %d\n", (int)cufftXtClearCallback(p, CUFFT_CB_LD_COMPLEX));
    cufftExecC2C(p, a, b, CUFFT_FORWARD);
    cudaDeviceSynchronize();
    printf("C2C plain: %.6g %.6g\n", sum(b, N * B, 0), sum(b, N * B, 1));
    cufftDestroy(p);

    /* R2C with the store callback */
    cufftCreate(&p);
    cufftMakePlan1d(p, N, CUFFT_R2C, B, &ws);
    printf("set store: %d\n", (int)cufftXtSetCallback(p, (void **)&hs, CUFFT_CB_ST_COMPLEX, NULL));
    cufftExecR2C(p, r, b);
    cudaDeviceSynchronize();
    printf("R2C stored: %.6g %.6g\n", sum(b, (N / 2 + 1) * B, 0), sum(b, (N / 2 + 1) * B, 1));
    cufftDestroy(p);

    /* Z2Z in place with both */
    cufftDoubleComplex *z;
    cudaMallocManaged(&z, sizeof(cufftDoubleComplex) * N);
    for (int i = 0; i < N; i++)
        z[i] = make_cuDoubleComplex(i % 4, (i % 6) - 3);
    cufftCreate(&p);
    cufftMakePlan1d(p, N, CUFFT_Z2Z, 1, &ws);
    cufftXtSetCallback(p, (void **)&hlz, CUFFT_CB_LD_COMPLEX_DOUBLE, NULL);
    cufftXtSetCallback(p, (void **)&hsz, CUFFT_CB_ST_COMPLEX_DOUBLE, NULL);
    cufftExecZ2Z(p, z, z, CUFFT_INVERSE);
    cudaDeviceSynchronize();
    printf("Z2Z in place: %.6g %.6g\n", sum(z, N, 0), sum(z, N, 1));
    cufftDestroy(p);
    return 0;
}
