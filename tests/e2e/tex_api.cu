// Texture object API as CUDA 13 behaves on an H200: validation errors of
// cudaCreateTextureObject, the descriptor queries, tex1Dfetch past the
// end, mipmapped arrays (level count, coordinates always normalized, LOD
// clamps), tex2Dgather's texel order, cubemap faces (ties go to z, then y)
// out-of-range layer indices (unsigned: they clamp to the last layer), the
// sRGB conversion, and tex1Dfetch on an array (zeros).
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %d %s\n", __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

static int bad;

static void err(const char *what, cudaError_t got, cudaError_t want)
{
    if (got != want) {
        printf("  %s: %s, want %s\n", what, cudaGetErrorName(got), cudaGetErrorName(want));
        bad++;
    }
    cudaGetLastError();
}

static void val(const char *what, int i, float got, float want)
{
    if (got != want) {
        if (bad < 20) printf("  %s[%d]: got %g want %g\n", what, i, got, want);
        bad++;
    }
}

__global__ void k(cudaTextureObject_t t, int kind, float4 *out, int n)
{
    int i = threadIdx.x;
    if (i >= n) return;
    float4 r = make_float4(0, 0, 0, 0);
    const float d[12][3] = { { 1, 0.1f, 0.2f }, { -1, 0.1f, 0.2f }, { 0.1f, 1, 0.2f }, { 0.1f, -1, 0.2f },
                             { 0.1f, 0.2f, 1 }, { 0.1f, 0.2f, -1 }, { 1, 1, 1 }, { -1, 0.5f, -0.5f },
                             { 0.3f, -0.9f, 0.2f }, { 0.7f, 0.7f, -0.1f }, { -0.2f, 0.3f, 0.9f },
                             { 0.5f, 0.5f, -0.6f } };
    switch (kind) {
    case 0: r.x = tex1Dfetch<float>(t, i - 2); break;
    case 1: r.x = tex2DLod<float>(t, 1.5f, 2.5f, -1.0f + i * 0.25f); break;
    case 2: r.x = tex2D<float>(t, 1.5f, 2.5f); break;
    case 3: r = tex2Dgather<float4>(t, 0.5f + i * 0.5f, 1.25f, 0); break;
    case 4: tex2Dgather(&r, t, 0.5f + i * 0.5f, 1.25f, 1); break;
    case 5: r.x = texCubemap<float>(t, d[i][0], d[i][1], d[i][2]); break;
    case 6: r.x = tex1DLayered<float>(t, 0.5f + i * 0.5f, i - 2); break;
    case 7: r.x = tex2DLayered<float>(t, 0.5f + i * 0.5f, 0.5f, i - 2); break;
    case 8: r = tex1D<float4>(t, i + 0.5f); break;
    case 9: r.x = tex1Dfetch<float>(t, i); break;
    }
    out[i] = r;
}

static float4 *dout;
static float4 hout[32];

static void run(cudaTextureObject_t t, int kind, int n)
{
    k<<<1, n>>>(t, kind, dout, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hout, dout, n * sizeof(float4), cudaMemcpyDeviceToHost));
}

static struct cudaResourceDesc array_res(cudaArray_t a)
{
    struct cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = a;
    return rd;
}

static struct cudaTextureDesc desc(enum cudaTextureFilterMode f, enum cudaTextureReadMode rm, int norm)
{
    struct cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = cudaAddressModeClamp;
    td.filterMode = f;
    td.readMode = rm;
    td.normalizedCoords = norm;
    return td;
}

int main(void)
{
    CHECK(cudaMalloc(&dout, sizeof hout));
    float *buf;
    CHECK(cudaMalloc(&buf, 1 << 20));
    cudaTextureObject_t t = 0;
    cudaChannelFormatDesc df = cudaCreateChannelDesc<float>(), di = cudaCreateChannelDesc<int>();
    cudaChannelFormatDesc du8 = cudaCreateChannelDesc<unsigned char>();
    struct cudaTextureDesc point = desc(cudaFilterModePoint, cudaReadModeElementType, 0);
    struct cudaTextureDesc lin = desc(cudaFilterModeLinear, cudaReadModeElementType, 0);
    struct cudaTextureDesc nrm = desc(cudaFilterModePoint, cudaReadModeNormalizedFloat, 0);
    struct cudaTextureDesc linnrm = desc(cudaFilterModeLinear, cudaReadModeNormalizedFloat, 0);

    /* validation */
    struct cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeLinear;
    rd.res.linear.devPtr = buf;
    rd.res.linear.desc = df;
    rd.res.linear.sizeInBytes = 4096;
    err("NULL object", cudaCreateTextureObject(NULL, &rd, &point, NULL), cudaErrorInvalidValue);
    err("NULL resource", cudaCreateTextureObject(&t, NULL, &point, NULL), cudaErrorInvalidValue);
    err("NULL texture desc", cudaCreateTextureObject(&t, &rd, NULL, NULL), cudaErrorInvalidResourceHandle);
    rd.res.linear.devPtr = buf + 64;
    err("256-byte aligned", cudaCreateTextureObject(&t, &rd, &point, NULL), cudaErrorInvalidValue);
    rd.res.linear.devPtr = buf + 128;
    err("512-byte aligned", cudaCreateTextureObject(&t, &rd, &point, NULL), cudaSuccess);
    CHECK(cudaDestroyTextureObject(t));
    rd.res.linear.devPtr = buf;
    rd.res.linear.desc = cudaCreateChannelDesc(32, 32, 32, 0, cudaChannelFormatKindFloat);
    err("three channels", cudaCreateTextureObject(&t, &rd, &point, NULL), cudaErrorInvalidChannelDescriptor);
    rd.res.linear.desc = df;
    rd.res.linear.sizeInBytes = (size_t)1 << 40;
    err("too large", cudaCreateTextureObject(&t, &rd, &point, NULL), cudaErrorInvalidValue);
    rd.res.linear.sizeInBytes = 4096;
    float host[4];
    rd.res.linear.devPtr = host;
    err("host memory", cudaCreateTextureObject(&t, &rd, &point, NULL), cudaErrorInvalidValue);
    rd.res.linear.devPtr = buf;
    rd.res.linear.desc = di;
    err("int, linear filter", cudaCreateTextureObject(&t, &rd, &lin, NULL), cudaErrorInvalidFilterSetting);
    err("int, normalized read", cudaCreateTextureObject(&t, &rd, &nrm, NULL), cudaErrorInvalidNormSetting);
    rd.res.linear.desc = du8;
    err("uchar, linear element", cudaCreateTextureObject(&t, &rd, &lin, NULL), cudaErrorInvalidFilterSetting);
    err("uchar, linear normalized", cudaCreateTextureObject(&t, &rd, &linnrm, NULL), cudaSuccess);
    CHECK(cudaDestroyTextureObject(t));
    rd.res.linear.desc = df;
    err("float, normalized read", cudaCreateTextureObject(&t, &rd, &nrm, NULL), cudaErrorInvalidNormSetting);
    struct cudaTextureDesc badf = point;
    badf.filterMode = (enum cudaTextureFilterMode)5;
    err("bad filter mode", cudaCreateTextureObject(&t, &rd, &badf, NULL), cudaErrorInvalidValue);
    struct cudaTextureDesc bada = point;
    bada.addressMode[0] = (enum cudaTextureAddressMode)9;
    err("bad address mode", cudaCreateTextureObject(&t, &rd, &bada, NULL), cudaErrorInvalidValue);
    bada = point;
    bada.addressMode[1] = (enum cudaTextureAddressMode)9; /* only x is checked for 1D resources */
    err("bad y address mode, 1D", cudaCreateTextureObject(&t, &rd, &bada, NULL), cudaSuccess);
    CHECK(cudaDestroyTextureObject(t));
    bada = point;
    bada.mipmapFilterMode = (enum cudaTextureFilterMode)7;
    err("bad mipmap filter mode", cudaCreateTextureObject(&t, &rd, &bada, NULL), cudaErrorInvalidValue);
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypePitch2D;
    rd.res.pitch2D.devPtr = buf;
    rd.res.pitch2D.desc = df;
    rd.res.pitch2D.width = 10;
    rd.res.pitch2D.height = 10;
    rd.res.pitch2D.pitchInBytes = 48;
    err("pitch not a multiple of 32", cudaCreateTextureObject(&t, &rd, &point, NULL), cudaErrorInvalidValue);
    rd.res.pitch2D.pitchInBytes = 64;
    rd.res.pitch2D.height = 100000;
    err("pitch2D too high", cudaCreateTextureObject(&t, &rd, &point, NULL), cudaErrorInvalidValue);
    rd = array_res(NULL);
    err("NULL array", cudaCreateTextureObject(&t, &rd, &point, NULL), cudaErrorInvalidResourceHandle);
    rd.resType = (enum cudaResourceType)7;
    err("bad resource type", cudaCreateTextureObject(&t, &rd, &point, NULL), cudaErrorInvalidValue);
    err("destroy 0", cudaDestroyTextureObject(0), cudaSuccess);
    struct cudaResourceDesc back;
    err("desc of 0", cudaGetTextureObjectResourceDesc(&back, 0), cudaErrorInvalidValue);
    printf("validation: %s\n", bad ? "wrong" : "ok");

    /* descriptor round trip; the border colour is not reported back */
    int before = bad;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypePitch2D;
    rd.res.pitch2D.devPtr = buf;
    rd.res.pitch2D.desc = cudaCreateChannelDesc<uchar2>();
    rd.res.pitch2D.width = 10;
    rd.res.pitch2D.height = 7;
    rd.res.pitch2D.pitchInBytes = 64;
    struct cudaTextureDesc tx = desc(cudaFilterModeLinear, cudaReadModeNormalizedFloat, 1), txb;
    tx.addressMode[0] = cudaAddressModeBorder;
    tx.addressMode[1] = cudaAddressModeMirror;
    tx.addressMode[2] = cudaAddressModeWrap;
    tx.borderColor[0] = 0.25f;
    tx.maxAnisotropy = 3;
    tx.mipmapLevelBias = 0.5f;
    tx.maxMipmapLevelClamp = 4;
    CHECK(cudaCreateTextureObject(&t, &rd, &tx, NULL));
    CHECK(cudaGetTextureObjectResourceDesc(&back, t));
    memset(&txb, 0x5a, sizeof txb);
    CHECK(cudaGetTextureObjectTextureDesc(&txb, t));
    if (back.resType != cudaResourceTypePitch2D || back.res.pitch2D.devPtr != buf || back.res.pitch2D.width != 10 ||
        back.res.pitch2D.height != 7 || back.res.pitch2D.pitchInBytes != 64 || back.res.pitch2D.desc.y != 8)
        bad++;
    if (txb.addressMode[0] != cudaAddressModeBorder || txb.addressMode[1] != cudaAddressModeMirror ||
        txb.addressMode[2] != cudaAddressModeWrap || txb.filterMode != cudaFilterModeLinear ||
        txb.readMode != cudaReadModeNormalizedFloat || txb.normalizedCoords != 1 || txb.maxAnisotropy != 3 ||
        txb.mipmapLevelBias != 0.5f || txb.maxMipmapLevelClamp != 4 || txb.borderColor[0] != 0)
        bad++;
    CHECK(cudaDestroyTextureObject(t));
    printf("descriptors: %s\n", bad == before ? "ok" : "wrong");

    /* tex1Dfetch beyond the range gives zeros */
    before = bad;
    float h[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
    CHECK(cudaMemcpy(buf, h, sizeof h, cudaMemcpyHostToDevice));
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeLinear;
    rd.res.linear.devPtr = buf;
    rd.res.linear.desc = df;
    rd.res.linear.sizeInBytes = 5 * sizeof(float);
    CHECK(cudaCreateTextureObject(&t, &rd, &point, NULL));
    run(t, 0, 9);
    for (int i = 0; i < 9; i++) val("fetch", i, hout[i].x, i >= 2 && i < 7 ? h[i - 2] : 0);
    CHECK(cudaDestroyTextureObject(t));
    printf("tex1Dfetch range: %s\n", bad == before ? "ok" : "wrong");

    /* mipmaps */
    before = bad;
    cudaMipmappedArray_t mm;
    CHECK(cudaMallocMipmappedArray(&mm, &df, make_cudaExtent(8, 8, 0), 10, 0)); /* 4 levels exist */
    cudaArray_t lev;
    err("level 4", cudaGetMipmappedArrayLevel(&lev, mm, 4), cudaErrorInvalidValue);
    for (int l = 0; l < 4; l++) {
        CHECK(cudaGetMipmappedArrayLevel(&lev, mm, l));
        struct cudaExtent e;
        CHECK(cudaArrayGetInfo(NULL, &e, NULL, lev));
        if (e.width != (size_t)(8 >> l) || e.height != (size_t)(8 >> l)) bad++;
        float hv[64];
        for (int i = 0; i < 64; i++) hv[i] = 100.0f * l + i;
        CHECK(cudaMemcpy2DToArray(lev, 0, 0, hv, (8 >> l) * 4, (8 >> l) * 4, 8 >> l, cudaMemcpyHostToDevice));
    }
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeMipmappedArray;
    rd.res.mipmap.mipmap = mm;
    struct cudaTextureDesc tm = point; /* unnormalized: mipmaps use normalized coordinates anyway */
    tm.mipmapFilterMode = cudaFilterModeLinear;
    tm.maxMipmapLevelClamp = 10;
    CHECK(cudaCreateTextureObject(&t, &rd, &tm, NULL));
    run(t, 1, 24);
    /* (1.5, 2.5) clamps to the last texel of every level: 63, 115, 203, 300 */
    const float lodv[24] = { 63, 63, 63, 63, 63, 76, 89, 102, 115, 137, 159, 181,
                             203, 227.25f, 251.5f, 275.75f, 300, 300, 300, 300, 300, 300, 300, 300 };
    for (int i = 0; i < 24; i++) val("tex2DLod", i, hout[i].x, lodv[i]);
    run(t, 2, 1);
    val("tex2D on mipmap", 0, hout[0].x, 63);
    CHECK(cudaDestroyTextureObject(t));
    tm.maxMipmapLevelClamp = 2.5f;
    tm.minMipmapLevelClamp = 0.5f;
    tm.mipmapLevelBias = 0.25f;
    CHECK(cudaCreateTextureObject(&t, &rd, &tm, NULL));
    run(t, 1, 24);
    const float clampv[24] = { 89, 89, 89, 89, 89, 89, 102, 115, 137, 159, 181, 203,
                               227.25f, 251.5f, 251.5f, 251.5f, 251.5f, 251.5f, 251.5f, 251.5f, 251.5f,
                               251.5f, 251.5f, 251.5f };
    for (int i = 0; i < 24; i++) val("LOD clamps and bias", i, hout[i].x, clampv[i]);
    CHECK(cudaDestroyTextureObject(t));
    CHECK(cudaFreeMipmappedArray(mm));
    printf("mipmaps: %s\n", bad == before ? "ok" : "wrong");

    /* gather: channel comp of texels (i0,j1) (i1,j1) (i1,j0) (i0,j0) */
    before = bad;
    float4 g4[12];
    for (int i = 0; i < 12; i++) g4[i] = make_float4(i, 10 + i, 20 + i, 30 + i);
    cudaChannelFormatDesc d4 = cudaCreateChannelDesc<float4>();
    cudaArray_t ga;
    CHECK(cudaMallocArray(&ga, &d4, 4, 3, cudaArrayTextureGather));
    CHECK(cudaMemcpy2DToArray(ga, 0, 0, g4, 64, 64, 3, cudaMemcpyHostToDevice));
    rd = array_res(ga);
    CHECK(cudaCreateTextureObject(&t, &rd, &point, NULL));
    for (int comp = 0; comp < 2; comp++) {
        run(t, 3 + comp, 10);
        for (int i = 0; i < 10; i++) {
            int x0 = (int)(i * 0.5f), x1 = x0 + 1 > 3 ? 3 : x0 + 1; /* x = 0.5 + i/2: xB = i/2, clamped */
            if (x0 > 3) x0 = 3;
            float base = comp * 10.0f;
            val("gather x", i, hout[i].x, base + 4 + x0);
            val("gather y", i, hout[i].y, base + 4 + x1);
            val("gather z", i, hout[i].z, base + x1);
            val("gather w", i, hout[i].w, base + x0);
        }
    }
    CHECK(cudaDestroyTextureObject(t));
    CHECK(cudaFreeArray(ga));
    printf("tex2Dgather: %s\n", bad == before ? "ok" : "wrong");

    /* cubemap faces */
    before = bad;
    float hc[96];
    for (int f = 0; f < 6; f++)
        for (int i = 0; i < 16; i++) hc[f * 16 + i] = 100.0f * f + i;
    cudaArray_t ac;
    CHECK(cudaMalloc3DArray(&ac, &df, make_cudaExtent(4, 4, 6), cudaArrayCubemap));
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(hc, 16, 4, 4);
    p.dstArray = ac;
    p.extent = make_cudaExtent(4, 4, 6);
    p.kind = cudaMemcpyHostToDevice;
    CHECK(cudaMemcpy3D(&p));
    rd = array_res(ac);
    struct cudaTextureDesc cn = desc(cudaFilterModePoint, cudaReadModeElementType, 1);
    CHECK(cudaCreateTextureObject(&t, &rd, &cn, NULL));
    run(t, 5, 12);
    const float cube[12] = { 5, 106, 210, 306, 406, 505, 403, 105, 306, 207, 405, 500 };
    for (int i = 0; i < 12; i++) val("cubemap", i, hout[i].x, cube[i]);
    CHECK(cudaDestroyTextureObject(t));
    CHECK(cudaFreeArray(ac));
    printf("cubemap: %s\n", bad == before ? "ok" : "wrong");

    /* layers: -2 and -1 are past the last layer */
    before = bad;
    float hl[24];
    for (int i = 0; i < 24; i++) hl[i] = (float)i;
    cudaArray_t l1, l2;
    CHECK(cudaMalloc3DArray(&l1, &df, make_cudaExtent(4, 0, 3), cudaArrayLayered));
    CHECK(cudaMalloc3DArray(&l2, &df, make_cudaExtent(4, 2, 3), cudaArrayLayered));
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(hl, 16, 4, 1);
    p.dstArray = l1;
    p.extent = make_cudaExtent(4, 1, 3);
    p.kind = cudaMemcpyHostToDevice;
    CHECK(cudaMemcpy3D(&p));
    p.srcPtr = make_cudaPitchedPtr(hl, 16, 4, 2);
    p.dstArray = l2;
    p.extent = make_cudaExtent(4, 2, 3);
    CHECK(cudaMemcpy3D(&p));
    for (int two = 0; two < 2; two++) {
        rd = array_res(two ? l2 : l1);
        CHECK(cudaCreateTextureObject(&t, &rd, &point, NULL));
        run(t, 6 + two, 8);
        for (int i = 0; i < 8; i++) {
            int x = (int)(0.5f + i * 0.5f), layer = i - 2;
            if (x > 3) x = 3;
            if (layer < 0 || layer > 2) layer = 2;
            val(two ? "tex2DLayered" : "tex1DLayered", i, hout[i].x, (float)(layer * (two ? 8 : 4) + x));
        }
        CHECK(cudaDestroyTextureObject(t));
    }
    CHECK(cudaFreeArray(l1));
    CHECK(cudaFreeArray(l2));
    printf("layer indices: %s\n", bad == before ? "ok" : "wrong");

    /* sRGB: the H200's conversion of 8-bit values to linear space (alpha is
     * not converted), in units of 1/65536 */
    before = bad;
    const unsigned char sv[6] = { 0, 3, 13, 100, 250, 255 };
    const float slin[6] = { 0, 60, 264, 8320, 62464, 65536 };
    uchar4 sp[6];
    for (int i = 0; i < 6; i++) sp[i] = make_uchar4(sv[i], sv[5 - i], sv[i], sv[i]);
    cudaChannelFormatDesc c4 = cudaCreateChannelDesc<uchar4>();
    cudaArray_t as;
    CHECK(cudaMallocArray(&as, &c4, 6, 0));
    CHECK(cudaMemcpy2DToArray(as, 0, 0, sp, sizeof sp, sizeof sp, 1, cudaMemcpyHostToDevice));
    rd = array_res(as);
    struct cudaTextureDesc sd = nrm;
    sd.sRGB = 1;
    CHECK(cudaCreateTextureObject(&t, &rd, &sd, NULL));
    run(t, 8, 6);
    for (int i = 0; i < 6; i++) {
        val("sRGB x", i, hout[i].x, slin[i] / 65536.0f);
        val("sRGB y", i, hout[i].y, slin[5 - i] / 65536.0f);
        val("sRGB w", i, hout[i].w, sv[i] / 255.0f);
    }
    /* tex1Dfetch reads linear memory only: zeros from an array */
    run(t, 9, 4);
    for (int i = 0; i < 4; i++) val("tex1Dfetch on an array", i, hout[i].x, 0);
    CHECK(cudaDestroyTextureObject(t));
    CHECK(cudaFreeArray(as));
    printf("sRGB, tex1Dfetch on an array: %s\n", bad == before ? "ok" : "wrong");

    CHECK(cudaFree(buf));
    CHECK(cudaFree(dout));
    if (bad) {
        printf("FAIL %d mismatches\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
