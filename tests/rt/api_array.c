/* CUDA arrays: allocation, channel descriptors, 2D and 3D copies. */
#include <string.h>

#include "cuda_runtime_api.h"
#include "driver_functions.h"
#include "harness.h"
#include "rt/rt.h"

TEST(channel_desc)
{
    struct cudaChannelFormatDesc d = cudaCreateChannelDesc(32, 32, 0, 0, cudaChannelFormatKindFloat);
    ASSERT_EQ(d.x, 32);
    ASSERT_EQ(d.y, 32);
    ASSERT_EQ(d.z, 0);
    ASSERT_EQ(d.f, cudaChannelFormatKindFloat);
    cudaArray_t a;
    ASSERT_OK(cudaMallocArray(&a, &d, 10, 0, 0));
    ASSERT_EQ(a->elem_size, 8);
    struct cudaChannelFormatDesc g;
    ASSERT_OK(cudaGetChannelDesc(&g, a));
    ASSERT(memcmp(&g, &d, sizeof d) == 0);
    struct cudaChannelFormatDesc bad[] = {
        cudaCreateChannelDesc(8, 16, 0, 0, cudaChannelFormatKindUnsigned),
        cudaCreateChannelDesc(8, 0, 8, 0, cudaChannelFormatKindUnsigned),
        cudaCreateChannelDesc(0, 0, 0, 0, cudaChannelFormatKindNone),
        cudaCreateChannelDesc(8, 0, 0, 0, cudaChannelFormatKindFloat),
        cudaCreateChannelDesc(12, 0, 0, 0, cudaChannelFormatKindSigned),
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ASSERT_ERR(cudaMallocArray(&a, &bad[i], 4, 0, 0), cudaErrorInvalidChannelDescriptor);
}

TEST(allocation)
{
    struct cudaChannelFormatDesc f = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
    cudaArray_t a1, a2, a3, al, x;
    ASSERT_OK(cudaMallocArray(&a1, &f, 100, 0, 0));
    ASSERT_OK(cudaMallocArray(&a2, &f, 100, 10, 0));
    ASSERT_OK(cudaMalloc3DArray(&a3, &f, make_cudaExtent(10, 10, 10), 0));
    ASSERT_OK(cudaMalloc3DArray(&al, &f, make_cudaExtent(10, 10, 3), cudaArrayLayered));
    ASSERT_ERR(cudaMallocArray(&x, &f, 0, 0, 0), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMallocArray(&x, NULL, 4, 0, 0), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMalloc3DArray(&x, &f, make_cudaExtent(10, 10, 0), cudaArrayLayered), cudaErrorInvalidValue);
    struct cudaExtent e;
    unsigned fl;
    ASSERT_OK(cudaArrayGetInfo(NULL, &e, &fl, a1));
    ASSERT(e.width == 100 && e.height == 0 && e.depth == 0);
    ASSERT_OK(cudaArrayGetInfo(NULL, &e, &fl, al));
    ASSERT(e.width == 10 && e.height == 10 && e.depth == 3 && fl == cudaArrayLayered);
    ASSERT_EQ(a3->slice, 10 * 10 * 4);
    ASSERT_OK(cudaFreeArray(a1));
    ASSERT_ERR(cudaFreeArray(a1), cudaErrorDeviceUninitialized);
    ASSERT_OK(cudaFreeArray(NULL));
    ASSERT(!cucc__array_live(a1));
    ASSERT(cucc__array_live(a2));
}

TEST(copy_2d)
{
    enum { W = 16, H = 8, HP = 20 };
    float h[HP * H], r[W * H];
    for (int i = 0; i < HP * H; i++)
        h[i] = (float)i;
    struct cudaChannelFormatDesc f = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
    cudaArray_t a;
    ASSERT_OK(cudaMallocArray(&a, &f, W, H, 0));
    ASSERT_OK(cudaMemcpy2DToArray(a, 0, 0, h, HP * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice));
    const float *data = (const float *)a->data;
    ASSERT(data[3 * W + 5] == (float)(3 * HP + 5));
    ASSERT_OK(cudaMemcpy2DFromArray(r, W * sizeof(float), a, 0, 0, W * sizeof(float), H, cudaMemcpyDeviceToHost));
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            ASSERT(r[y * W + x] == (float)(y * HP + x));
    /* A window: 2 columns x 3 rows at (4 floats, 2 rows). */
    float one[6] = { -1, -2, -3, -4, -5, -6 };
    ASSERT_OK(cudaMemcpy2DToArray(a, 4 * sizeof(float), 2, one, 2 * sizeof(float), 2 * sizeof(float), 3,
                                  cudaMemcpyHostToDevice));
    ASSERT(data[2 * W + 4] == -1 && data[2 * W + 5] == -2 && data[4 * W + 5] == -6 && data[4 * W + 6] == 4 * HP + 6);
    /* Device to array. */
    float *d;
    ASSERT_OK(cudaMalloc((void **)&d, sizeof h));
    ASSERT_OK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
    ASSERT_OK(cudaMemcpy2DToArray(a, 0, 0, d, HP * sizeof(float), W * sizeof(float), H, cudaMemcpyDeviceToDevice));
    ASSERT(data[2 * W + 4] == 2 * HP + 4);
    /* Errors. */
    ASSERT_ERR(cudaMemcpy2DToArray(a, 4, 0, h, HP * 4, W * 4, H, cudaMemcpyHostToDevice), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemcpy2DToArray(a, 0, 1, h, HP * 4, W * 4, H, cudaMemcpyHostToDevice), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemcpy2DToArray(a, 0, 0, h, 4, W * 4, H, cudaMemcpyHostToDevice), cudaErrorInvalidPitchValue);
    ASSERT_ERR(cudaMemcpy2DToArray(a, 0, 0, h, HP * 4, W * 4, H, (enum cudaMemcpyKind)9),
               cudaErrorInvalidMemcpyDirection);
    ASSERT_ERR(cudaMemcpy2DToArray(a, 0, 0, h, HP * 4, W * 4, H, cudaMemcpyDeviceToDevice), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemcpy2DToArray((cudaArray_t)h, 0, 0, h, HP * 4, W * 4, H, cudaMemcpyHostToDevice),
               cudaErrorDeviceUninitialized);
    /* The deprecated 1D forms run on across rows. */
    ASSERT_OK(cudaMemcpyToArray(a, 8, 1, one, sizeof one, cudaMemcpyHostToDevice));
    ASSERT(data[W + 2] == -1);
    float back[6];
    ASSERT_OK(cudaMemcpyFromArray(back, a, 8, 1, sizeof back, cudaMemcpyDeviceToHost));
    ASSERT(back[5] == -6);
    ASSERT_ERR(cudaMemcpyToArray(a, 0, H - 1, one, W * 4 + 4, cudaMemcpyHostToDevice), cudaErrorInvalidValue);
}

TEST(copy_3d)
{
    enum { W = 5, H = 4, D = 3 };
    int h[W * H * D], r[W * H * D];
    for (int i = 0; i < W * H * D; i++)
        h[i] = i * 7;
    struct cudaChannelFormatDesc f = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindSigned);
    cudaArray_t a, b;
    ASSERT_OK(cudaMalloc3DArray(&a, &f, make_cudaExtent(W, H, D), 0));
    ASSERT_OK(cudaMalloc3DArray(&b, &f, make_cudaExtent(W, H, D), cudaArrayLayered));
    struct cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(h, W * sizeof(int), W, H);
    p.dstArray = a;
    p.extent = make_cudaExtent(W, H, D); /* elements, as an array takes part */
    p.kind = cudaMemcpyHostToDevice;
    ASSERT_OK(cudaMemcpy3D(&p));
    ASSERT(memcmp(a->data, h, sizeof h) == 0);
    /* Array to array, then array to host with a position in elements. */
    memset(&p, 0, sizeof p);
    p.srcArray = a;
    p.dstArray = b;
    p.extent = make_cudaExtent(W, H, D);
    p.kind = cudaMemcpyDeviceToDevice;
    ASSERT_OK(cudaMemcpy3D(&p));
    memset(r, 0, sizeof r);
    memset(&p, 0, sizeof p);
    p.srcArray = b;
    p.srcPos = make_cudaPos(1, 2, 1);
    p.dstPtr = make_cudaPitchedPtr(r, W * sizeof(int), W, H);
    p.extent = make_cudaExtent(W - 1, H - 2, D - 1);
    p.kind = cudaMemcpyDeviceToHost;
    ASSERT_OK(cudaMemcpy3D(&p));
    ASSERT_EQ(r[0], h[(1 * H + 2) * W + 1]);
    ASSERT_EQ(r[(1 * H + 1) * W + 3], h[(2 * H + 3) * W + 4]);
    ASSERT_EQ(r[W - 1], 0);
    /* Errors. */
    p.extent = make_cudaExtent(W, H - 2, D - 1);
    ASSERT_ERR(cudaMemcpy3D(&p), cudaErrorInvalidValue);
    p.extent = make_cudaExtent(W - 1, H - 2, D - 1);
    p.srcPtr = make_cudaPitchedPtr(h, W * sizeof(int), W, H);
    ASSERT_ERR(cudaMemcpy3D(&p), cudaErrorInvalidValue); /* both an array and a pointer */
}
