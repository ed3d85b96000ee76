// More of the legacy texture reference API: normalized-float reads of
// signed and unsigned 8/16-bit texels (tex1Dfetch and tex1D), border
// addressing (references have a zero border colour), cudaBindTexture2D on
// pitched memory, a 1D layered reference, tex2Dgather and a mipmapped
// array with tex2DLod.  Each fetch is compared with the texture-object path
// under the same settings and with the value the Programming Guide gives.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %d %s\n", __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

texture<signed char, 1, cudaReadModeNormalizedFloat> ts8;
texture<unsigned short, 1, cudaReadModeNormalizedFloat> tu16;
texture<float, 1> tborder;
texture<float, 2> tpitch;
texture<float, cudaTextureType1DLayered> tlay;
texture<float4, 2> tgather;
texture<float, 2> tmip;

static int bad;
static void expect(const char *what, int i, float got, float want)
{
    if (got != want) {
        if (bad < 12) printf("  %s[%d]: got %.9g want %.9g\n", what, i, got, want);
        bad++;
    }
}

__global__ void k_norm(cudaTextureObject_t os8, cudaTextureObject_t ou16, float *out)
{
    int i = threadIdx.x;
    out[i] = tex1Dfetch(ts8, i);
    out[32 + i] = tex1Dfetch<float>(os8, i);
    out[64 + i] = tex1D(tu16, i + 0.5f);
    out[96 + i] = tex1D<float>(ou16, i + 0.5f);
}

__global__ void k_border(cudaTextureObject_t o, float *out)
{
    int i = threadIdx.x;
    float x = i * 0.75f - 2.0f;
    out[i] = tex1D(tborder, x);
    out[32 + i] = tex1D<float>(o, x);
}

__global__ void k_pitch(cudaTextureObject_t o, float *out)
{
    int x = threadIdx.x, y = threadIdx.y, w = blockDim.x;
    out[y * w + x] = tex2D(tpitch, x + 0.5f, y + 0.5f);
    out[64 + y * w + x] = tex2D<float>(o, x + 0.5f, y + 0.5f);
}

__global__ void k_layer(cudaTextureObject_t o, float *out)
{
    int i = threadIdx.x;
    out[i] = tex1DLayered(tlay, i % 4 + 0.5f, i / 4);
    out[32 + i] = tex1DLayered<float>(o, i % 4 + 0.5f, i / 4);
}

__global__ void k_gather(cudaTextureObject_t o, float4 *out)
{
    int i = threadIdx.x;
    out[i] = tex2Dgather(tgather, 0.75f + i * 0.5f, 1.5f, i % 4);
    out[16 + i] = tex2Dgather<float4>(o, 0.75f + i * 0.5f, 1.5f, i % 4);
}

__global__ void k_mip(cudaTextureObject_t o, float *out)
{
    int i = threadIdx.x;
    out[i] = tex2DLod(tmip, 0.3f, 0.55f, i * 0.25f);
    out[32 + i] = tex2DLod<float>(o, 0.3f, 0.55f, i * 0.25f);
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
    td.mipmapFilterMode = f;
    td.maxMipmapLevelClamp = 100;
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

int main(void)
{
    float *d, h[128];
    CHECK(cudaMalloc(&d, 128 * sizeof(float4)));
    int before;

    /* 1. normalized-float reads: v/127 (at least -1) and v/65535 */
    signed char s8[32];
    unsigned short u16[32];
    for (int i = 0; i < 32; i++) {
        s8[i] = (signed char)(i * 9 - 128);
        u16[i] = (unsigned short)(i * 2113 + 7);
    }
    signed char *ds8;
    CHECK(cudaMalloc(&ds8, sizeof s8));
    CHECK(cudaMemcpy(ds8, s8, sizeof s8, cudaMemcpyHostToDevice));
    CHECK(cudaBindTexture(NULL, ts8, ds8, sizeof s8));
    cudaChannelFormatDesc cu16 = cudaCreateChannelDesc<unsigned short>();
    cudaArray_t au16;
    CHECK(cudaMallocArray(&au16, &cu16, 32, 0));
    CHECK(cudaMemcpy2DToArray(au16, 0, 0, u16, sizeof u16, sizeof u16, 1, cudaMemcpyHostToDevice));
    CHECK(cudaBindTextureToArray(tu16, au16));
    struct cudaResourceDesc rs;
    memset(&rs, 0, sizeof rs);
    rs.resType = cudaResourceTypeLinear;
    rs.res.linear.devPtr = ds8;
    rs.res.linear.desc = cudaCreateChannelDesc<signed char>();
    rs.res.linear.sizeInBytes = sizeof s8;
    cudaTextureObject_t os8 = object(&rs, cudaFilterModePoint, cudaAddressModeClamp, 0, cudaReadModeNormalizedFloat);
    struct cudaResourceDesc ru = array_res(au16);
    cudaTextureObject_t ou16 = object(&ru, cudaFilterModePoint, cudaAddressModeClamp, 0, cudaReadModeNormalizedFloat);
    k_norm<<<1, 32>>>(os8, ou16, d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, 128 * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 32; i++) {
        expect("s8 ref", i, h[i], fmaxf((float)s8[i] / 127.0f, -1.0f));
        expect("s8 obj", i, h[32 + i], h[i]);
        expect("u16 ref", i, h[64 + i], (float)u16[i] / 65535.0f);
        expect("u16 obj", i, h[96 + i], h[64 + i]);
    }
    printf("normalized-float reads: %s\n", bad ? "wrong" : "ok");

    /* 2. border addressing: the border colour of a reference is 0; linear
     * filtering of a 1D array blends half of it in (row -1 of the
     * one-row texture) */
    before = bad;
    float hb[8] = { 8, 16, 24, 32, 40, 48, 56, 64 };
    cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
    cudaArray_t ab;
    CHECK(cudaMallocArray(&ab, &fd, 8, 0));
    CHECK(cudaMemcpy2DToArray(ab, 0, 0, hb, sizeof hb, sizeof hb, 1, cudaMemcpyHostToDevice));
    tborder.addressMode[0] = tborder.addressMode[1] = cudaAddressModeBorder;
    tborder.filterMode = cudaFilterModeLinear;
    CHECK(cudaBindTextureToArray(tborder, ab));
    struct cudaResourceDesc rb = array_res(ab);
    cudaTextureObject_t ob = object(&rb, cudaFilterModeLinear, cudaAddressModeBorder, 0, cudaReadModeElementType);
    k_border<<<1, 20>>>(ob, d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, 64 * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 20; i++) {
        float xb = i * 0.75f - 2.5f, a = xb - floorf(xb); /* quarters: exact weights */
        int i0 = (int)floorf(xb);
        float t0 = i0 >= 0 && i0 < 8 ? hb[i0] : 0, t1 = i0 + 1 >= 0 && i0 + 1 < 8 ? hb[i0 + 1] : 0;
        expect("border ref", i, h[i], ((1 - a) * t0 + a * t1) * 0.5f);
        expect("border obj", i, h[32 + i], h[i]);
    }
    printf("border addressing: %s\n", bad == before ? "ok" : "wrong");

    /* 3. cudaBindTexture2D on pitched memory, point sampling */
    before = bad;
    float *dp;
    size_t pitch;
    CHECK(cudaMallocPitch(&dp, &pitch, 8 * sizeof(float), 6));
    float hp[48];
    for (int i = 0; i < 48; i++) hp[i] = (float)(i * 3 + 1);
    CHECK(cudaMemcpy2D(dp, pitch, hp, 8 * sizeof(float), 8 * sizeof(float), 6, cudaMemcpyHostToDevice));
    size_t off = 1;
    CHECK(cudaBindTexture2D(&off, tpitch, dp, fd, 8, 6, pitch));
    if (off != 0) bad++;
    struct cudaResourceDesc rp;
    memset(&rp, 0, sizeof rp);
    rp.resType = cudaResourceTypePitch2D;
    rp.res.pitch2D.devPtr = dp;
    rp.res.pitch2D.desc = fd;
    rp.res.pitch2D.width = 8;
    rp.res.pitch2D.height = 6;
    rp.res.pitch2D.pitchInBytes = pitch;
    cudaTextureObject_t op = object(&rp, cudaFilterModePoint, cudaAddressModeClamp, 0, cudaReadModeElementType);
    k_pitch<<<1, dim3(8, 6)>>>(op, d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, 128 * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 48; i++) {
        expect("pitch2D ref", i, h[i], hp[i]);
        expect("pitch2D obj", i, h[64 + i], hp[i]);
    }
    printf("cudaBindTexture2D: %s\n", bad == before ? "ok" : "wrong");

    /* 4. 1D layered */
    before = bad;
    float hl[16];
    for (int i = 0; i < 16; i++) hl[i] = (float)(i * i);
    cudaArray_t al;
    CHECK(cudaMalloc3DArray(&al, &fd, make_cudaExtent(4, 0, 4), cudaArrayLayered));
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(hl, 16, 4, 1);
    p.dstArray = al;
    p.extent = make_cudaExtent(4, 1, 4);
    p.kind = cudaMemcpyHostToDevice;
    CHECK(cudaMemcpy3D(&p));
    CHECK(cudaBindTextureToArray(tlay, al));
    struct cudaResourceDesc rl = array_res(al);
    cudaTextureObject_t ol = object(&rl, cudaFilterModePoint, cudaAddressModeClamp, 0, cudaReadModeElementType);
    k_layer<<<1, 16>>>(ol, d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, 64 * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 16; i++) {
        expect("layered ref", i, h[i], hl[i]);
        expect("layered obj", i, h[32 + i], hl[i]);
    }
    printf("tex1DLayered: %s\n", bad == before ? "ok" : "wrong");

    /* 5. tex2Dgather: channel comp of (i0,j1), (i1,j1), (i1,j0), (i0,j0) */
    before = bad;
    float4 g[20];
    for (int i = 0; i < 20; i++) g[i] = make_float4(i, 100 + i, 200 + i, 300 + i);
    cudaChannelFormatDesc f4 = cudaCreateChannelDesc<float4>();
    cudaArray_t ag;
    CHECK(cudaMallocArray(&ag, &f4, 5, 4, cudaArrayTextureGather));
    CHECK(cudaMemcpy2DToArray(ag, 0, 0, g, 5 * 16, 5 * 16, 4, cudaMemcpyHostToDevice));
    CHECK(cudaBindTextureToArray(tgather, ag));
    struct cudaResourceDesc rg = array_res(ag);
    cudaTextureObject_t og = object(&rg, cudaFilterModePoint, cudaAddressModeClamp, 0, cudaReadModeElementType);
    k_gather<<<1, 8>>>(og, (float4 *)d);
    CHECK(cudaGetLastError());
    float4 hg[32];
    CHECK(cudaMemcpy(hg, d, sizeof hg, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 8; i++) {
        int x0 = (int)floorf(0.25f + i * 0.5f), x1 = x0 + 1 > 4 ? 4 : x0 + 1, c = (i % 4) * 100;
        /* y = 1.5: rows j0 = 1, j1 = 2 */
        float want[4] = { (float)(c + 10 + x0), (float)(c + 10 + x1), (float)(c + 5 + x1), (float)(c + 5 + x0) };
        for (int k = 0; k < 4; k++) {
            expect("gather ref", i * 4 + k, (&hg[i].x)[k], want[k]);
            expect("gather obj", i * 4 + k, (&hg[16 + i].x)[k], want[k]);
        }
    }
    printf("tex2Dgather: %s\n", bad == before ? "ok" : "wrong");

    /* 6. mipmapped array, point filtering within and between levels */
    before = bad;
    cudaMipmappedArray_t mm;
    CHECK(cudaMallocMipmappedArray(&mm, &fd, make_cudaExtent(8, 8, 0), 4));
    for (int l = 0; l < 4; l++) {
        cudaArray_t lev;
        CHECK(cudaGetMipmappedArrayLevel(&lev, mm, l));
        float hv[64];
        int n = 8 >> l;
        for (int i = 0; i < n * n; i++) hv[i] = 100.0f * l + i;
        CHECK(cudaMemcpy2DToArray(lev, 0, 0, hv, n * 4, n * 4, n, cudaMemcpyHostToDevice));
    }
    tmip.normalized = 1;
    tmip.mipmapFilterMode = cudaFilterModePoint;
    tmip.maxMipmapLevelClamp = 100;
    CHECK(cudaBindTextureToMipmappedArray(tmip, mm, fd));
    struct cudaResourceDesc rm;
    memset(&rm, 0, sizeof rm);
    rm.resType = cudaResourceTypeMipmappedArray;
    rm.res.mipmap.mipmap = mm;
    cudaTextureObject_t om = object(&rm, cudaFilterModePoint, cudaAddressModeClamp, 1, cudaReadModeElementType);
    k_mip<<<1, 16>>>(om, d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, 64 * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 16; i++) {
        int l = (int)floorf(i * 0.25f + 0.5f), n = 8 >> (l > 3 ? 3 : l);
        if (l > 3) l = 3;
        /* (0.3, 0.55) in an n x n level: texel (floor(0.3 n), floor(0.55 n)) */
        float want = 100.0f * l + (int)floorf(0.55f * n) * n + (int)floorf(0.3f * n);
        expect("mip ref", i, h[i], want);
        expect("mip obj", i, h[32 + i], want);
    }
    printf("mipmapped array: %s\n", bad == before ? "ok" : "wrong");

    CHECK(cudaUnbindTexture(ts8));
    CHECK(cudaUnbindTexture(tu16));
    CHECK(cudaUnbindTexture(tborder));
    CHECK(cudaUnbindTexture(tpitch));
    CHECK(cudaUnbindTexture(tlay));
    CHECK(cudaUnbindTexture(tgather));
    CHECK(cudaUnbindTexture(tmip));
    cudaTextureObject_t objs[] = { os8, ou16, ob, op, ol, og, om };
    for (int i = 0; i < 7; i++) CHECK(cudaDestroyTextureObject(objs[i]));
    CHECK(cudaFreeMipmappedArray(mm));
    CHECK(cudaFreeArray(au16));
    CHECK(cudaFreeArray(ab));
    CHECK(cudaFreeArray(al));
    CHECK(cudaFreeArray(ag));
    CHECK(cudaFree(ds8));
    CHECK(cudaFree(dp));
    CHECK(cudaFree(d));
    if (bad) {
        printf("FAIL %d mismatches\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
