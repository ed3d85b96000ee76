// Surface objects: byte-addressed reads and writes on 1D, 2D, 3D, layered
// and cubemap arrays, both call forms (value and pointer), the boundary
// modes zero (out-of-range reads give 0, writes are dropped) and clamp (the
// access moves to the nearest element), a texture reading what a surface
// wrote, and the API's validation.  Expected values follow the
// Programming Guide and what an H200 does with the same accesses.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %d %s\n", __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

#define W 10
#define H 3

static int bad;
static void expect(const char *what, int i, double got, double want)
{
    if (got != want) {
        if (bad < 12) printf("  %s[%d]: got %g want %g\n", what, i, got, want);
        bad++;
    }
}

/* Thread i reads row 1 at byte column (i - 4) * 4. */
__global__ void reads(cudaSurfaceObject_t s, float *zero, float *clamp, float *rowclamp, float *rowzero)
{
    int i = threadIdx.x, x = (i - 4) * 4;
    surf2Dread(&zero[i], s, x, 1, cudaBoundaryModeZero);
    clamp[i] = surf2Dread<float>(s, x, 1, cudaBoundaryModeClamp);
    rowclamp[i] = surf2Dread<float>(s, 4, i - 2, cudaBoundaryModeClamp);
    rowzero[i] = surf2Dread<float>(s, 4, i - 2, cudaBoundaryModeZero);
}

/* Row 0: zero-mode writes (out of range ones dropped); row 2: one thread
 * writes past both ends in clamp mode. */
__global__ void writes(cudaSurfaceObject_t s)
{
    int i = threadIdx.x;
    surf2Dwrite(100.0f + i, s, (i - 4) * 4, 0, cudaBoundaryModeZero);
    if (i == 0) {
        surf2Dwrite(-1.0f, s, -8, 2, cudaBoundaryModeClamp);
        surf2Dwrite(-2.0f, s, 4 * W + 12, 2, cudaBoundaryModeClamp);
        surf2Dwrite(-3.0f, s, 8, 7, cudaBoundaryModeClamp);
    }
}

__global__ void shapes(cudaSurfaceObject_t s1, cudaSurfaceObject_t s3, cudaSurfaceObject_t sl,
                       cudaSurfaceObject_t sl1, cudaSurfaceObject_t sc, int4 *out)
{
    int i = threadIdx.x;
    if (i < 8)
        surf1Dwrite(make_uchar4(i, i + 1, i + 2, i + 3), s1, i * 4);
    surf3Dwrite((short)(i * 3 - 20), s3, (i % 4) * 2, (i / 4) % 2, i / 8);
    surf2DLayeredwrite((float)i * 0.5f, sl, (i % 2) * 4, (i / 2) % 2, i / 4);
    surf1DLayeredwrite(i * 7, sl1, (i % 4) * 4, i / 4);
    surfCubemapwrite((float)(i * 11), sc, (i % 2) * 4, (i / 2) % 2, i / 4);
    __syncthreads();
    uchar4 r = surf1Dread<uchar4>(s1, ((i + 1) % 8) * 4);
    short q;
    surf3Dread(&q, s3, (i % 4) * 2, (i / 4) % 2, i / 8);
    float f = surf2DLayeredread<float>(sl, (i % 2) * 4, (i / 2) % 2, i / 4);
    int l1 = surf1DLayeredread<int>(sl1, (i % 4) * 4, i / 4);
    float c = surfCubemapread<float>(sc, (i % 2) * 4, (i / 2) % 2, i / 4);
    out[i] = make_int4(r.x | r.y << 8 | r.z << 16 | r.w << 24, q, (int)(f * 2) + 1000 * l1, (int)c);
}

__global__ void sample(cudaTextureObject_t t, float *out)
{
    int x = threadIdx.x, y = threadIdx.y;
    out[y * W + x] = tex2D<float>(t, x + 0.5f, y + 0.5f);
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
    cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
    float h[W * H], o[W * H];
    for (int i = 0; i < W * H; i++) h[i] = (float)i;
    cudaArray_t a2;
    CHECK(cudaMallocArray(&a2, &fd, W, H, cudaArraySurfaceLoadStore));
    CHECK(cudaMemcpy2DToArray(a2, 0, 0, h, W * 4, W * 4, H, cudaMemcpyHostToDevice));
    struct cudaResourceDesc rd = array_res(a2), back;
    cudaSurfaceObject_t s2;
    CHECK(cudaCreateSurfaceObject(&s2, &rd));
    CHECK(cudaGetSurfaceObjectResourceDesc(&back, s2));
    if (back.resType != cudaResourceTypeArray || back.res.array.array != a2) {
        printf("  resource desc not returned\n");
        bad++;
    }

    /* validation */
    cudaSurfaceObject_t sx;
    struct cudaResourceDesc rl;
    float *lin;
    CHECK(cudaMalloc(&lin, 4096));
    memset(&rl, 0, sizeof rl);
    rl.resType = cudaResourceTypeLinear;
    rl.res.linear.devPtr = lin;
    rl.res.linear.desc = fd;
    rl.res.linear.sizeInBytes = 4096;
    struct { const char *what; cudaError_t got, want; } v[] = {
        { "linear resource", cudaCreateSurfaceObject(&sx, &rl), cudaErrorInvalidValue },
        { "NULL object", cudaCreateSurfaceObject(NULL, &rd), cudaErrorInvalidValue },
        { "NULL resource", cudaCreateSurfaceObject(&sx, NULL), cudaErrorInvalidValue },
        { "destroy 0", cudaDestroySurfaceObject(0), cudaSuccess },
    };
    for (int i = 0; i < 4; i++)
        if (v[i].got != v[i].want) {
            printf("  %s: %s, want %s\n", v[i].what, cudaGetErrorName(v[i].got), cudaGetErrorName(v[i].want));
            bad++;
        }
    cudaGetLastError();
    CHECK(cudaFree(lin));
    printf("validation: %s\n", bad ? "wrong" : "ok");

    /* boundary modes on reads */
    int before = bad;
    float *d, r[4][16];
    CHECK(cudaMalloc(&d, sizeof r));
    reads<<<1, 16>>>(s2, d, d + 16, d + 32, d + 48);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 16; i++) {
        int x = i - 4, xc = x < 0 ? 0 : x > W - 1 ? W - 1 : x, y = i - 2, yc = y < 0 ? 0 : y > H - 1 ? H - 1 : y;
        expect("zero", i, r[0][i], x >= 0 && x < W ? h[W + x] : 0);
        expect("clamp", i, r[1][i], h[W + xc]);
        expect("row clamp", i, r[2][i], h[yc * W + 1]);
        expect("row zero", i, r[3][i], y >= 0 && y < H ? h[y * W + 1] : 0);
    }
    printf("reads, zero and clamp: %s\n", bad == before ? "ok" : "wrong");

    /* boundary modes on writes */
    before = bad;
    writes<<<1, 16>>>(s2);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy2DFromArray(o, W * 4, a2, 0, 0, W * 4, H, cudaMemcpyDeviceToHost));
    for (int x = 0; x < W; x++) expect("row 0", x, o[x], 100 + x + 4);
    for (int x = 0; x < W; x++) expect("row 1", x, o[W + x], h[W + x]);
    for (int x = 0; x < W; x++)
        expect("row 2", x, o[2 * W + x], x == 0 ? -1 : x == W - 1 ? -2 : x == 2 ? -3 : h[2 * W + x]);
    printf("writes, zero and clamp: %s\n", bad == before ? "ok" : "wrong");

    /* a texture sees what the surface wrote */
    before = bad;
    struct cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    cudaTextureObject_t t;
    CHECK(cudaCreateTextureObject(&t, &rd, &td, NULL));
    float *dt;
    CHECK(cudaMalloc(&dt, sizeof o));
    sample<<<1, dim3(W, H)>>>(t, dt);
    CHECK(cudaGetLastError());
    float ot[W * H];
    CHECK(cudaMemcpy(ot, dt, sizeof ot, cudaMemcpyDeviceToHost));
    for (int i = 0; i < W * H; i++) expect("texture", i, ot[i], o[i]);
    printf("texture after surface writes: %s\n", bad == before ? "ok" : "wrong");

    /* 1D, 3D, 2D layered, 1D layered, cubemap */
    before = bad;
    cudaChannelFormatDesc d4 = cudaCreateChannelDesc<uchar4>(), ds = cudaCreateChannelDesc<short>();
    cudaChannelFormatDesc di = cudaCreateChannelDesc<int>();
    cudaArray_t a1, a3, al, al1, ac;
    CHECK(cudaMallocArray(&a1, &d4, 8, 0, cudaArraySurfaceLoadStore));
    CHECK(cudaMalloc3DArray(&a3, &ds, make_cudaExtent(4, 2, 2), cudaArraySurfaceLoadStore));
    CHECK(cudaMalloc3DArray(&al, &fd, make_cudaExtent(2, 2, 4), cudaArraySurfaceLoadStore | cudaArrayLayered));
    CHECK(cudaMalloc3DArray(&al1, &di, make_cudaExtent(4, 0, 4), cudaArraySurfaceLoadStore | cudaArrayLayered));
    CHECK(cudaMalloc3DArray(&ac, &fd, make_cudaExtent(2, 2, 6), cudaArraySurfaceLoadStore | cudaArrayCubemap));
    cudaSurfaceObject_t s1, s3, sl, sl1, sc;
    rd = array_res(a1);
    CHECK(cudaCreateSurfaceObject(&s1, &rd));
    rd = array_res(a3);
    CHECK(cudaCreateSurfaceObject(&s3, &rd));
    rd = array_res(al);
    CHECK(cudaCreateSurfaceObject(&sl, &rd));
    rd = array_res(al1);
    CHECK(cudaCreateSurfaceObject(&sl1, &rd));
    rd = array_res(ac);
    CHECK(cudaCreateSurfaceObject(&sc, &rd));
    int4 *dm, hm[16];
    CHECK(cudaMalloc(&dm, sizeof hm));
    shapes<<<1, 16>>>(s1, s3, sl, sl1, sc, dm);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hm, dm, sizeof hm, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 16; i++) {
        int j = (i + 1) % 8;
        expect("1D uchar4", i, hm[i].x, j | (j + 1) << 8 | (j + 2) << 16 | (j + 3) << 24);
        expect("3D short", i, hm[i].y, i * 3 - 20);
        expect("layered", i, hm[i].z, i + 1000 * (i * 7));
        expect("cubemap", i, hm[i].w, i * 11);
    }
    short h3[16];
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcArray = a3;
    p.dstPtr = make_cudaPitchedPtr(h3, 8, 4, 2);
    p.extent = make_cudaExtent(4, 2, 2);
    p.kind = cudaMemcpyDeviceToHost;
    CHECK(cudaMemcpy3D(&p));
    for (int i = 0; i < 16; i++) expect("3D copy back", i, h3[i], i * 3 - 20);
    printf("1D, 3D, layered and cubemap surfaces: %s\n", bad == before ? "ok" : "wrong");

    cudaSurfaceObject_t all[] = { s2, s1, s3, sl, sl1, sc };
    for (int i = 0; i < 6; i++) CHECK(cudaDestroySurfaceObject(all[i]));
    CHECK(cudaDestroyTextureObject(t));
    cudaArray_t arrs[] = { a2, a1, a3, al, al1, ac };
    for (int i = 0; i < 6; i++) CHECK(cudaFreeArray(arrs[i]));
    CHECK(cudaFree(d));
    CHECK(cudaFree(dt));
    CHECK(cudaFree(dm));
    if (bad) {
        printf("FAIL %d mismatches\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
