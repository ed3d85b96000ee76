// Legacy texture references (texture<T, dim, mode> at file scope, removed in
// CUDA 12): tex1Dfetch from linear memory (with a misaligned base and the
// offset cudaBindTexture returns), tex1D/tex2D/tex3D from arrays with point
// and linear filtering, normalized coordinates with wrap, a normalized-float
// read of uchar4, 2D layered; then unbinding.  Every fetch is compared with
// the texture-object path under the same settings and with values computed
// on the host from the Programming Guide's texture-fetching appendix
// (coordinates are chosen so that the 8-bit weights are exact).
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %d %s\n", __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

texture<float, 1, cudaReadModeElementType> tlin;
texture<float, 1> tarr1;
texture<float, 2> tarr2;
texture<float, 3> tarr3;
texture<uchar4, 2, cudaReadModeNormalizedFloat> trgba;
texture<float, cudaTextureType2DLayered> tlayer;
texture<int, 1> tint;

#define N 32
#define W 6
#define H 5
#define D 4

static int bad;
static void expect(const char *what, int i, float got, float want)
{
    if (got != want) {
        if (bad < 10) printf("  %s[%d]: got %.9g want %.9g\n", what, i, got, want);
        bad++;
    }
}

__global__ void k_fetch(cudaTextureObject_t obj, int off, float *a, float *b)
{
    int i = threadIdx.x;
    a[i] = tex1Dfetch(tlin, i + off);
    b[i] = tex1Dfetch<float>(obj, i);
}

__global__ void k_1d(cudaTextureObject_t obj, const float *x, float *a, float *b)
{
    int i = threadIdx.x;
    a[i] = tex1D(tarr1, x[i]);
    b[i] = tex1D<float>(obj, x[i]);
}

__global__ void k_2d(cudaTextureObject_t obj, const float2 *c, float *a, float *b)
{
    int i = threadIdx.x;
    a[i] = tex2D(tarr2, c[i].x, c[i].y);
    b[i] = tex2D<float>(obj, c[i].x, c[i].y);
}

__global__ void k_3d(cudaTextureObject_t obj, const float4 *c, float *a, float *b)
{
    int i = threadIdx.x;
    a[i] = tex3D(tarr3, c[i].x, c[i].y, c[i].z);
    b[i] = tex3D<float>(obj, c[i].x, c[i].y, c[i].z);
}

__global__ void k_rgba(cudaTextureObject_t obj, const float2 *c, float4 *a, float4 *b)
{
    int i = threadIdx.x;
    a[i] = tex2D(trgba, c[i].x, c[i].y);
    b[i] = tex2D<float4>(obj, c[i].x, c[i].y);
}

__global__ void k_layer(cudaTextureObject_t obj, const float4 *c, float *a, float *b)
{
    int i = threadIdx.x;
    a[i] = tex2DLayered(tlayer, c[i].x, c[i].y, (int)c[i].w);
    b[i] = tex2DLayered<float>(obj, c[i].x, c[i].y, (int)c[i].w);
}

__global__ void k_int(cudaTextureObject_t obj, int *a, int *b)
{
    int i = threadIdx.x;
    a[i] = tex1D(tint, i + 0.5f);
    b[i] = tex1D<int>(obj, i + 0.5f);
}

static cudaTextureObject_t object(const struct cudaResourceDesc *rd, enum cudaTextureFilterMode f,
                                  enum cudaTextureAddressMode am, int norm, enum cudaTextureReadMode rm)
{
    struct cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = am;
    td.filterMode = f;
    td.readMode = rm;
    td.normalizedCoords = norm;
    cudaTextureObject_t t;
    CHECK(cudaCreateTextureObject(&t, rd, &td, NULL));
    return t;
}

static struct cudaResourceDesc array_res(cudaArray_t a)
{
    struct cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = a;
    return rd;
}

/* Linear interpolation of the appendix: i = floor(x - 0.5), weight
 * frac(x - 0.5); clamp addressing. */
static float lerp1(const float *t, int n, float x)
{
    float xb = x - 0.5f;
    int i = (int)floorf(xb);
    float a = xb - i;
    int i0 = i < 0 ? 0 : (i > n - 1 ? n - 1 : i), i1 = i + 1 < 0 ? 0 : (i + 1 > n - 1 ? n - 1 : i + 1);
    return (1 - a) * t[i0] + a * t[i1];
}

static int clampi(int v, int n) { return v < 0 ? 0 : (v > n - 1 ? n - 1 : v); }

int main(void)
{
    float *d_a, *d_b;
    CHECK(cudaMalloc(&d_a, 64 * sizeof(float4)));
    CHECK(cudaMalloc(&d_b, 64 * sizeof(float4)));
    float ha[64], hb[64];

    /* 1. tex1Dfetch from linear memory bound at a misaligned address. */
    float hlin[N + 8];
    for (int i = 0; i < N + 8; i++) hlin[i] = (float)(i * i) - 3.5f;
    float *d_lin;
    CHECK(cudaMalloc(&d_lin, sizeof hlin));
    CHECK(cudaMemcpy(d_lin, hlin, sizeof hlin, cudaMemcpyHostToDevice));
    size_t offset = 99;
    CHECK(cudaBindTexture(&offset, tlin, d_lin + 3, N * sizeof(float)));
    if (offset != 3 * sizeof(float)) { printf("  offset %zu, want 12\n", offset); bad++; }
    size_t off2 = 0;
    CHECK(cudaGetTextureAlignmentOffset(&off2, tlin));
    if (off2 != offset) { printf("  alignment offset %zu\n", off2); bad++; }
    if (cudaBindTexture(NULL, tlin, d_lin + 3, N * sizeof(float)) != cudaErrorInvalidValue) {
        printf("  misaligned bind without offset accepted\n");
        bad++;
    }
    cudaGetLastError();
    CHECK(cudaBindTexture(&offset, tlin, d_lin + 3, N * sizeof(float)));
    struct cudaResourceDesc rl;
    memset(&rl, 0, sizeof rl);
    rl.resType = cudaResourceTypeLinear;
    rl.res.linear.devPtr = d_lin;
    rl.res.linear.desc = cudaCreateChannelDesc<float>();
    rl.res.linear.sizeInBytes = sizeof hlin;
    cudaTextureObject_t olin = object(&rl, cudaFilterModePoint, cudaAddressModeClamp, 0, cudaReadModeElementType);
    k_fetch<<<1, N>>>(olin, (int)(offset / sizeof(float)), d_a, d_b);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(ha, d_a, N * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hb, d_b, N * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < N; i++) {
        expect("fetch ref", i, ha[i], hlin[i + 3]);
        expect("fetch obj", i, hb[i], hlin[i]);
    }
    printf("tex1Dfetch (offset %zu): %s\n", offset, bad ? "wrong" : "ok");

    /* 2. tex1D on a 1D array, linear filtering set after binding. */
    int before = bad;
    float h1[N];
    for (int i = 0; i < N; i++) h1[i] = (float)((i * 37) % 23) * 4.0f;
    cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
    cudaArray_t a1;
    CHECK(cudaMallocArray(&a1, &fd, N, 0));
    CHECK(cudaMemcpy2DToArray(a1, 0, 0, h1, sizeof h1, sizeof h1, 1, cudaMemcpyHostToDevice));
    CHECK(cudaBindTextureToArray(tarr1, a1));
    tarr1.filterMode = cudaFilterModeLinear;
    tarr1.addressMode[0] = cudaAddressModeClamp;
    struct cudaResourceDesc r1 = array_res(a1);
    cudaTextureObject_t o1 = object(&r1, cudaFilterModeLinear, cudaAddressModeClamp, 0, cudaReadModeElementType);
    float xs[40], *d_x;
    for (int i = 0; i < 40; i++) xs[i] = -1.0f + i * (35.0f / 40.0f) * 1.0f; /* steps of 7/8 */
    CHECK(cudaMalloc(&d_x, sizeof xs));
    CHECK(cudaMemcpy(d_x, xs, sizeof xs, cudaMemcpyHostToDevice));
    k_1d<<<1, 40>>>(o1, d_x, d_a, d_b);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(ha, d_a, 40 * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hb, d_b, 40 * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 40; i++) {
        expect("tex1D ref", i, ha[i], lerp1(h1, N, xs[i]));
        expect("tex1D obj", i, hb[i], ha[i]);
    }
    /* point filtering through the same reference */
    tarr1.filterMode = cudaFilterModePoint;
    k_1d<<<1, 40>>>(o1, d_x, d_a, d_b);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(ha, d_a, 40 * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 40; i++) expect("tex1D point", i, ha[i], h1[clampi((int)floorf(xs[i]), N)]);
    printf("tex1D array, linear then point: %s\n", bad == before ? "ok" : "wrong");

    /* 3. tex2D, linear, clamp; fractions in sixteenths make the 2D weights
     * exact: w = (16-p)(16-q), p(16-q), (16-p)q, pq over 256. */
    before = bad;
    float h2[W * H];
    for (int i = 0; i < W * H; i++) h2[i] = (float)((i * 13) % 17) - 8.0f;
    cudaArray_t a2;
    CHECK(cudaMallocArray(&a2, &fd, W, H));
    CHECK(cudaMemcpy2DToArray(a2, 0, 0, h2, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice));
    tarr2.filterMode = cudaFilterModeLinear;
    tarr2.addressMode[0] = tarr2.addressMode[1] = cudaAddressModeClamp;
    CHECK(cudaBindTextureToArray(tarr2, a2, fd));
    struct cudaResourceDesc r2 = array_res(a2);
    cudaTextureObject_t o2 = object(&r2, cudaFilterModeLinear, cudaAddressModeClamp, 0, cudaReadModeElementType);
    float2 c2[48], *d_c2;
    for (int i = 0; i < 48; i++) c2[i] = make_float2(-0.75f + (i % 8) * 0.9375f, -0.5f + (i / 8) * 1.0625f);
    CHECK(cudaMalloc(&d_c2, sizeof c2));
    CHECK(cudaMemcpy(d_c2, c2, sizeof c2, cudaMemcpyHostToDevice));
    k_2d<<<1, 48>>>(o2, d_c2, d_a, d_b);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(ha, d_a, 48 * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hb, d_b, 48 * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 48; i++) {
        float xb = c2[i].x - 0.5f, yb = c2[i].y - 0.5f;
        int x0 = (int)floorf(xb), y0 = (int)floorf(yb);
        float a = xb - x0, b = yb - y0;
        float want = (1 - a) * (1 - b) * h2[clampi(y0, H) * W + clampi(x0, W)] +
                     a * (1 - b) * h2[clampi(y0, H) * W + clampi(x0 + 1, W)] +
                     (1 - a) * b * h2[clampi(y0 + 1, H) * W + clampi(x0, W)] +
                     a * b * h2[clampi(y0 + 1, H) * W + clampi(x0 + 1, W)];
        expect("tex2D ref", i, ha[i], want);
        expect("tex2D obj", i, hb[i], ha[i]);
    }
    printf("tex2D array, bilinear: %s\n", bad == before ? "ok" : "wrong");

    /* 4. normalized coordinates with wrap, point filtering. */
    before = bad;
    tarr2.normalized = 1;
    tarr2.filterMode = cudaFilterModePoint;
    tarr2.addressMode[0] = tarr2.addressMode[1] = cudaAddressModeWrap;
    cudaTextureObject_t o2w = object(&r2, cudaFilterModePoint, cudaAddressModeWrap, 1, cudaReadModeElementType);
    /* texel centres, over several periods */
    for (int i = 0; i < 48; i++)
        c2[i] = make_float2(((i % 8) * 7 + 0.5f) / W - 2.0f, ((i / 8) * 3 + 0.5f) / H - 1.0f);
    CHECK(cudaMemcpy(d_c2, c2, sizeof c2, cudaMemcpyHostToDevice));
    k_2d<<<1, 48>>>(o2w, d_c2, d_a, d_b);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(ha, d_a, 48 * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hb, d_b, 48 * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 48; i++) {
        /* texel centres: floor is not sensitive to rounding */
        int x = (int)floorf((c2[i].x - floorf(c2[i].x)) * W), y = (int)floorf((c2[i].y - floorf(c2[i].y)) * H);
        expect("wrap ref", i, ha[i], h2[y * W + x]);
        expect("wrap obj", i, hb[i], ha[i]);
    }
    printf("tex2D normalized wrap: %s\n", bad == before ? "ok" : "wrong");

    /* 5. tex3D, trilinear at quarters: the nested 8-bit weight splits are
     * exact then (at eighths they would already round). */
    before = bad;
    float h3[W * H * D];
    for (int i = 0; i < W * H * D; i++) h3[i] = (float)(i % 11) * 2.0f;
    cudaArray_t a3;
    CHECK(cudaMalloc3DArray(&a3, &fd, make_cudaExtent(W, H, D), 0));
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(h3, W * sizeof(float), W, H);
    p.dstArray = a3;
    p.extent = make_cudaExtent(W, H, D);
    p.kind = cudaMemcpyHostToDevice;
    CHECK(cudaMemcpy3D(&p));
    tarr3.filterMode = cudaFilterModeLinear;
    CHECK(cudaBindTextureToArray(tarr3, a3));
    struct cudaResourceDesc r3 = array_res(a3);
    cudaTextureObject_t o3 = object(&r3, cudaFilterModeLinear, cudaAddressModeClamp, 0, cudaReadModeElementType);
    float4 c3[32], *d_c3;
    for (int i = 0; i < 32; i++)
        c3[i] = make_float4(0.5f + (i % 4) * 1.25f, 0.5f + (i % 5) * 0.75f, 0.5f + (i % 3) * 1.25f, 0);
    CHECK(cudaMalloc(&d_c3, sizeof c3));
    CHECK(cudaMemcpy(d_c3, c3, sizeof c3, cudaMemcpyHostToDevice));
    k_3d<<<1, 32>>>(o3, d_c3, d_a, d_b);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(ha, d_a, 32 * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hb, d_b, 32 * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 32; i++) {
        float xb = c3[i].x - 0.5f, yb = c3[i].y - 0.5f, zb = c3[i].z - 0.5f;
        int x0 = (int)floorf(xb), y0 = (int)floorf(yb), z0 = (int)floorf(zb);
        float a = xb - x0, b = yb - y0, c = zb - z0, want = 0;
        for (int dz = 0; dz < 2; dz++)
            for (int dy = 0; dy < 2; dy++)
                for (int dx = 0; dx < 2; dx++)
                    want += (dx ? a : 1 - a) * (dy ? b : 1 - b) * (dz ? c : 1 - c) *
                            h3[(clampi(z0 + dz, D) * H + clampi(y0 + dy, H)) * W + clampi(x0 + dx, W)];
        expect("tex3D ref", i, ha[i], want);
        expect("tex3D obj", i, hb[i], ha[i]);
    }
    printf("tex3D trilinear: %s\n", bad == before ? "ok" : "wrong");

    /* 6. uchar4 read as normalized floats, bilinear halfway between texels. */
    before = bad;
    uchar4 px[W * H];
    for (int i = 0; i < W * H; i++) px[i] = make_uchar4(i * 8, 255 - i * 8, (i * 51) & 255, 128);
    cudaChannelFormatDesc cd4 = cudaCreateChannelDesc<uchar4>();
    cudaArray_t a4;
    CHECK(cudaMallocArray(&a4, &cd4, W, H));
    CHECK(cudaMemcpy2DToArray(a4, 0, 0, px, W * 4, W * 4, H, cudaMemcpyHostToDevice));
    trgba.filterMode = cudaFilterModeLinear;
    CHECK(cudaBindTextureToArray(trgba, a4));
    struct cudaResourceDesc r4 = array_res(a4);
    cudaTextureObject_t o4 = object(&r4, cudaFilterModeLinear, cudaAddressModeClamp, 0, cudaReadModeNormalizedFloat);
    for (int i = 0; i < 24; i++) c2[i] = make_float2(1.0f + (i % 5), 0.5f + (i / 5));
    CHECK(cudaMemcpy(d_c2, c2, sizeof c2, cudaMemcpyHostToDevice));
    k_rgba<<<1, 24>>>(o4, d_c2, (float4 *)d_a, (float4 *)d_b);
    CHECK(cudaGetLastError());
    float4 ra[24], rb[24];
    CHECK(cudaMemcpy(ra, d_a, sizeof ra, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(rb, d_b, sizeof rb, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 24; i++) {
        /* halfway between texels (x0, y) and (x0+1, y): the hardware's 16-bit
         * pipeline gives round(257 * (p + q) / 2) / 65535 */
        int x0 = i % 5, y = i / 5;
        uchar4 p0 = px[y * W + x0], p1 = px[y * W + x0 + 1];
        const unsigned char *u0 = &p0.x, *u1 = &p1.x;
        const float *g = &ra[i].x, *o = &rb[i].x;
        for (int c = 0; c < 4; c++) {
            int n = (257 * (u0[c] + u1[c]) + 1) / 2;
            expect("rgba ref", i * 4 + c, g[c], (float)n / 65535.0f);
            expect("rgba obj", i * 4 + c, o[c], g[c]);
        }
    }
    printf("uchar4 normalized bilinear: %s\n", bad == before ? "ok" : "wrong");

    /* 7. 2D layered, point. */
    before = bad;
    float hl[W * H * 3];
    for (int i = 0; i < W * H * 3; i++) hl[i] = (float)i + 0.5f;
    cudaArray_t al;
    CHECK(cudaMalloc3DArray(&al, &fd, make_cudaExtent(W, H, 3), cudaArrayLayered));
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(hl, W * sizeof(float), W, H);
    p.dstArray = al;
    p.extent = make_cudaExtent(W, H, 3);
    p.kind = cudaMemcpyHostToDevice;
    CHECK(cudaMemcpy3D(&p));
    CHECK(cudaBindTextureToArray(tlayer, al));
    struct cudaResourceDesc rla = array_res(al);
    cudaTextureObject_t ol = object(&rla, cudaFilterModePoint, cudaAddressModeClamp, 0, cudaReadModeElementType);
    for (int i = 0; i < 30; i++) c3[i] = make_float4((i % W) + 0.25f, (i % H) + 0.75f, 0, (float)(i % 3));
    CHECK(cudaMemcpy(d_c3, c3, sizeof c3, cudaMemcpyHostToDevice));
    k_layer<<<1, 30>>>(ol, d_c3, d_a, d_b);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(ha, d_a, 30 * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hb, d_b, 30 * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 30; i++) {
        expect("layered ref", i, ha[i], hl[((i % 3) * H + (i % H)) * W + (i % W)]);
        expect("layered obj", i, hb[i], ha[i]);
    }
    printf("tex2DLayered: %s\n", bad == before ? "ok" : "wrong");

    /* 8. integers: element-type reads; then unbinding gives zeros. */
    before = bad;
    int hi[N];
    for (int i = 0; i < N; i++) hi[i] = i * 1000003 - 7;
    cudaChannelFormatDesc id = cudaCreateChannelDesc<int>();
    cudaArray_t ai;
    CHECK(cudaMallocArray(&ai, &id, N, 0));
    CHECK(cudaMemcpy2DToArray(ai, 0, 0, hi, sizeof hi, sizeof hi, 1, cudaMemcpyHostToDevice));
    CHECK(cudaBindTextureToArray(tint, ai));
    struct cudaResourceDesc rin = array_res(ai);
    cudaTextureObject_t oi = object(&rin, cudaFilterModePoint, cudaAddressModeClamp, 0, cudaReadModeElementType);
    int ia[N], ib[N];
    k_int<<<1, N>>>(oi, (int *)d_a, (int *)d_b);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(ia, d_a, sizeof ia, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(ib, d_b, sizeof ib, cudaMemcpyDeviceToHost));
    for (int i = 0; i < N; i++) {
        expect("int ref", i, (float)(ia[i] - hi[i]), 0);
        expect("int obj", i, (float)(ib[i] - hi[i]), 0);
    }
    CHECK(cudaUnbindTexture(tint));
    k_int<<<1, N>>>(oi, (int *)d_a, (int *)d_b);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(ia, d_a, sizeof ia, cudaMemcpyDeviceToHost));
    for (int i = 0; i < N; i++) expect("unbound", i, (float)ia[i], 0);
    printf("int texture, unbind: %s\n", bad == before ? "ok" : "wrong");

    CHECK(cudaUnbindTexture(tlin));
    CHECK(cudaUnbindTexture(tarr1));
    CHECK(cudaUnbindTexture(tarr2));
    CHECK(cudaUnbindTexture(tarr3));
    CHECK(cudaUnbindTexture(trgba));
    CHECK(cudaUnbindTexture(tlayer));
    CHECK(cudaDestroyTextureObject(olin));
    CHECK(cudaDestroyTextureObject(o1));
    CHECK(cudaDestroyTextureObject(o2));
    CHECK(cudaDestroyTextureObject(o2w));
    CHECK(cudaDestroyTextureObject(o3));
    CHECK(cudaDestroyTextureObject(o4));
    CHECK(cudaDestroyTextureObject(ol));
    CHECK(cudaDestroyTextureObject(oi));
    CHECK(cudaFreeArray(a1));
    CHECK(cudaFreeArray(a2));
    CHECK(cudaFreeArray(a3));
    CHECK(cudaFreeArray(a4));
    CHECK(cudaFreeArray(al));
    CHECK(cudaFreeArray(ai));
    CHECK(cudaFree(d_lin));
    CHECK(cudaFree(d_x));
    CHECK(cudaFree(d_c2));
    CHECK(cudaFree(d_c3));
    CHECK(cudaFree(d_a));
    CHECK(cudaFree(d_b));
    if (bad) {
        printf("FAIL %d mismatches\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
