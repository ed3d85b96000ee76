/* Allocation tracking, frees, copies and memsets of every shape, pinned,
 * registered and managed memory, pointer attributes. */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cuda_runtime_api.h"
#include "driver_functions.h"
#include <sys/mman.h>

#include "harness.h"
#include "rt/rt.h"

TEST(malloc_basics)
{
    void *p = (void *)1;
    ASSERT_OK(cudaMalloc(&p, 0));
    ASSERT(p == NULL);
    ASSERT_ERR(cudaMalloc(NULL, 16), cudaErrorInvalidValue);
    ASSERT_OK(cudaMalloc(&p, 1000));
    ASSERT_EQ((uintptr_t)p % 256, 0);
    struct cucc__mem_block b;
    ASSERT_EQ(cucc__mem_lookup((char *)p + 999, &b), CUCC_MEM_DEVICE);
    ASSERT(b.base == p);
    ASSERT_EQ(b.size, 1000);
    ASSERT_EQ(cucc__mem_lookup((char *)p + 1000, NULL), CUCC_MEM_NONE);
    ASSERT_OK(cudaFree(p));
    ASSERT_EQ(cucc__mem_lookup(p, NULL), CUCC_MEM_NONE);
}

TEST(malloc_too_large_is_not_sticky)
{
    size_t freeb, total;
    void *p = (void *)1;
    ASSERT_OK(cudaMemGetInfo(&freeb, &total));
    ASSERT(freeb > 0 && freeb <= total);
    ASSERT_ERR(cudaMalloc(&p, total * 8), cudaErrorMemoryAllocation);
    ASSERT(p == NULL);
    ASSERT_ERR(cudaMalloc(&p, SIZE_MAX), cudaErrorMemoryAllocation);
    ASSERT_ERR(cudaMallocHost(&p, SIZE_MAX), cudaErrorMemoryAllocation);
    ASSERT_ERR(cudaGetLastError(), cudaErrorMemoryAllocation);
    ASSERT_OK(cudaGetLastError());
    ASSERT_OK(cudaMalloc(&p, 64));
    ASSERT_OK(cudaFree(p));
}

TEST(large_allocation)
{
    size_t n = (size_t)256 << 20;
    char *d;
    ASSERT_OK(cudaMalloc((void **)&d, n));
    ASSERT_OK(cudaMemset(d, 0x5a, n));
    unsigned char tail[16];
    ASSERT_OK(cudaMemcpy(tail, d + n - 16, 16, cudaMemcpyDeviceToHost));
    ASSERT_EQ(tail[15], 0x5a);
    size_t f1, f2, t;
    ASSERT_OK(cudaMemGetInfo(&f1, &t));
    ASSERT_OK(cudaFree(d));
    ASSERT_OK(cudaMemGetInfo(&f2, &t));
    /* Free memory is bounded by what the system has available, which other
     * processes change meanwhile: allow them half the allocation. */
    ASSERT(f2 + n / 2 >= f1);
}

TEST(free_invalid)
{
    char *h = malloc(64), *d, *pin;
    ASSERT_ERR(cudaFree((void *)(uintptr_t)0x10), cudaErrorInvalidValue);
    ASSERT_ERR(cudaFree(h), cudaErrorInvalidValue);
    ASSERT_OK(cudaFree(NULL));
    ASSERT_OK(cudaMalloc((void **)&d, 64));
    ASSERT_ERR(cudaFree(d + 4), cudaErrorInvalidValue);   /* interior */
    ASSERT_ERR(cudaFreeHost(d), cudaErrorInvalidValue);   /* wrong kind */
    ASSERT_OK(cudaFree(d));
    ASSERT_ERR(cudaFree(d), cudaErrorInvalidValue);       /* double free */
    ASSERT_OK(cudaMallocHost((void **)&pin, 64));
    ASSERT_ERR(cudaFree(pin), cudaErrorInvalidValue);
    ASSERT_ERR(cudaFreeHost(h), cudaErrorInvalidValue);
    ASSERT_OK(cudaFreeHost(NULL));
    ASSERT_OK(cudaFreeHost(pin));
    ASSERT_ERR(cudaFreeHost(pin), cudaErrorInvalidValue);
    /* Not sticky. */
    ASSERT_OK(cudaMalloc((void **)&d, 64));
    ASSERT_OK(cudaFree(d));
    free(h);
}

TEST(memcpy_all_kinds)
{
    int h[256], h2[256], *d1, *d2, *m, *pin;
    for (int i = 0; i < 256; i++)
        h[i] = i * 3 - 7;
    ASSERT_OK(cudaMalloc((void **)&d1, sizeof h));
    ASSERT_OK(cudaMalloc((void **)&d2, sizeof h));
    ASSERT_OK(cudaMallocManaged((void **)&m, sizeof h, cudaMemAttachGlobal));
    ASSERT_OK(cudaMallocHost((void **)&pin, sizeof h));
    ASSERT_OK(cudaMemcpy(d1, h, sizeof h, cudaMemcpyHostToDevice));
    ASSERT_OK(cudaMemcpy(d2, d1, sizeof h, cudaMemcpyDeviceToDevice));
    ASSERT_OK(cudaMemcpy(m, d2, sizeof h, cudaMemcpyDeviceToDevice));
    ASSERT_OK(cudaMemcpy(pin, m, sizeof h, cudaMemcpyDefault));
    ASSERT_OK(cudaMemcpy(h2, pin, sizeof h, cudaMemcpyHostToHost));
    ASSERT(memcmp(h, h2, sizeof h) == 0);
    memset(h2, 0, sizeof h2);
    ASSERT_OK(cudaMemcpy(h2, d2, sizeof h, cudaMemcpyDeviceToHost));
    ASSERT(memcmp(h, h2, sizeof h) == 0);
    /* Pinned memory is device-accessible: fine as a device side. */
    ASSERT_OK(cudaMemcpy(pin, h, 16, cudaMemcpyHostToDevice));
    /* Offsets inside an allocation. */
    ASSERT_OK(cudaMemcpy(d2 + 10, d1 + 100, 50 * sizeof(int), cudaMemcpyDeviceToDevice));
    ASSERT_OK(cudaMemcpy(h2, d2, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 256; i++)
        ASSERT_EQ(h2[i], (i >= 10 && i < 60) ? h[i + 90] : h[i]);
    ASSERT_OK(cudaMemcpyAsync(h2, d1, sizeof h, cudaMemcpyDefault, 0));
    ASSERT_OK(cudaMemcpyAsync(pin, d1, sizeof h, cudaMemcpyDeviceToHost, 0));
    ASSERT_OK(cudaDeviceSynchronize());
    ASSERT(memcmp(h, h2, sizeof h) == 0 && memcmp(h, pin, sizeof h) == 0);
}

TEST(memcpy_errors)
{
    int h[16], h2[16], *d;
    for (int i = 0; i < 16; i++)
        h[i] = i + 100, h2[i] = -1;
    ASSERT_OK(cudaMalloc((void **)&d, sizeof h));
    ASSERT_OK(cudaMemset(d, 0, sizeof h));
    ASSERT_ERR(cudaMemcpy(d, h, sizeof h, (enum cudaMemcpyKind)7), cudaErrorInvalidMemcpyDirection);
    ASSERT_ERR(cudaMemcpy(h2, d, sizeof h, (enum cudaMemcpyKind)5), cudaErrorInvalidMemcpyDirection);
    ASSERT_ERR(cudaMemcpyAsync(d, h, sizeof h, (enum cudaMemcpyKind)6, 0), cudaErrorInvalidMemcpyDirection);
    ASSERT_ERR(cudaMemcpy(d, h, sizeof h, (enum cudaMemcpyKind)-1), cudaErrorInvalidMemcpyDirection);
    ASSERT_OK(cudaMemcpy(d, h, 0, (enum cudaMemcpyKind)9)); /* nothing to copy */
    ASSERT_OK(cudaMemcpy(h2, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 16; i++)
        ASSERT_EQ(h2[i], 0);
    /* The device side must be device memory, and big enough. */
    ASSERT_ERR(cudaMemcpy(h2, h, 16, cudaMemcpyHostToDevice), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemcpy(h2, h, 16, cudaMemcpyDeviceToHost), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemcpy(h2, h, 16, cudaMemcpyDeviceToDevice), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemcpy(h2, d, 16, cudaMemcpyHostToDevice), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemcpy(h2, d, 2 * sizeof h, cudaMemcpyDeviceToHost), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemcpy(d, d + 8, sizeof h, cudaMemcpyDeviceToDevice), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemcpy(NULL, h, 16, cudaMemcpyHostToDevice), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemcpy(h, NULL, 16, cudaMemcpyDeviceToHost), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemcpy(NULL, h, 16, cudaMemcpyDefault), cudaErrorInvalidValue);
    ASSERT_OK(cudaMemcpy(NULL, h, 0, cudaMemcpyHostToDevice));
    /* Host-to-host is not checked (CUDA 13 copies device pointers too). */
    ASSERT_OK(cudaMemcpy(d, d + 8, 16, cudaMemcpyHostToHost));
    ASSERT_OK(cudaMemcpy(h2, h, sizeof h, cudaMemcpyDefault));
    ASSERT(memcmp(h, h2, sizeof h) == 0);
    /* Host memory that is not mapped: an error where the copy would kill
     * the process (CUDA 13 on an H100 dies of SIGSEGV on the first). */
    char *m = (char *)mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    ASSERT(m != MAP_FAILED);
    ASSERT(munmap(m + 4096, 4096) == 0);
    ASSERT_ERR(cudaMemcpy((void *)0x10, d, sizeof h, cudaMemcpyDeviceToHost), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemcpy(d, (void *)0x10, sizeof h, cudaMemcpyHostToDevice), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemcpy(d, (void *)0x10, sizeof h, cudaMemcpyDefault), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemcpy(m + 4090, d, sizeof h, cudaMemcpyDeviceToHost), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemcpyAsync((void *)0x10, d, sizeof h, cudaMemcpyDeviceToHost, 0), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemset((void *)0x10, 0, 16), cudaErrorInvalidValue);
    ASSERT_OK(cudaMemcpy(m + 4096 - sizeof h, d, sizeof h, cudaMemcpyDeviceToHost));
    munmap(m, 4096);
    /* None of it was sticky. */
    ASSERT_OK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
}

TEST(memset)
{
    unsigned char *d, h[64];
    ASSERT_OK(cudaMalloc((void **)&d, 64));
    ASSERT_OK(cudaMemset(d, 0xAB, 64));
    ASSERT_OK(cudaMemset(d + 6, 0x1CD, 9)); /* low byte only */
    ASSERT_OK(cudaMemcpy(h, d, 64, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 64; i++)
        ASSERT_EQ(h[i], (i >= 6 && i < 15) ? 0xCD : 0xAB);
    ASSERT_OK(cudaMemsetAsync(d, 1, 64, 0));
    ASSERT_OK(cudaMemcpy(h, d, 64, cudaMemcpyDeviceToHost));
    ASSERT_EQ(h[63], 1);
    ASSERT_ERR(cudaMemset(h, 0, 16), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemset(d, 0, 65), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemset(NULL, 0, 16), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemsetAsync(h, 0, 16, 0), cudaErrorInvalidValue);
    ASSERT_OK(cudaMemset(NULL, 0, 0));
    void *pin;
    ASSERT_OK(cudaMallocHost(&pin, 64));
    ASSERT_OK(cudaMemset(pin, 7, 64));
    ASSERT_EQ(((unsigned char *)pin)[63], 7);
}

TEST(pinned_and_registered)
{
    void *a, *b, *dp;
    unsigned f = 0;
    ASSERT_OK(cudaMallocHost(&a, 4096));
    ASSERT_OK(cudaHostGetFlags(&f, a));
    ASSERT_EQ(f, cudaHostAllocMapped);
    ASSERT_OK(cudaHostAlloc(&b, 100, cudaHostAllocMapped | cudaHostAllocWriteCombined | cudaHostAllocPortable));
    ASSERT_OK(cudaHostGetFlags(&f, (char *)b + 8));
    ASSERT_EQ(f, cudaHostAllocMapped | cudaHostAllocWriteCombined);
    ASSERT_ERR(cudaHostAlloc(&b, 16, 0x100), cudaErrorInvalidValue);
    ASSERT_OK(cudaHostGetDevicePointer(&dp, (char *)a + 8, 0));
    ASSERT(dp == (char *)a + 8);
    ASSERT_ERR(cudaHostGetDevicePointer(&dp, a, 1), cudaErrorInvalidValue);

    char *r = malloc(8192), *d;
    ASSERT_OK(cudaMalloc((void **)&d, 64));
    ASSERT_ERR(cudaHostGetDevicePointer(&dp, r, 0), cudaErrorInvalidValue);
    ASSERT_ERR(cudaHostGetDevicePointer(&dp, d, 0), cudaErrorInvalidValue);
    ASSERT_ERR(cudaHostGetFlags(&f, r), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemcpy(d, r, 16, cudaMemcpyDeviceToDevice), cudaErrorInvalidValue);
    ASSERT_OK(cudaHostRegister(r, 8192, cudaHostRegisterDefault));
    ASSERT_ERR(cudaHostRegister(r, 8192, 0), cudaErrorHostMemoryAlreadyRegistered);
    ASSERT_ERR(cudaHostRegister(r + 100, 100, 0), cudaErrorHostMemoryAlreadyRegistered);
    ASSERT_OK(cudaHostGetFlags(&f, r));
    ASSERT_EQ(f, cudaHostRegisterMapped);
    ASSERT_OK(cudaHostGetDevicePointer(&dp, r + 4, 0));
    ASSERT(dp == r + 4);
    ASSERT_OK(cudaMemcpy(d, r, 16, cudaMemcpyDeviceToDevice)); /* now device-accessible */
    ASSERT_ERR(cudaFree(r), cudaErrorInvalidValue);
    ASSERT_ERR(cudaFreeHost(r), cudaErrorInvalidValue);
    ASSERT_ERR(cudaHostUnregister(r + 4), cudaErrorInvalidValue);
    ASSERT_OK(cudaHostUnregister(r));
    ASSERT_ERR(cudaHostUnregister(r), cudaErrorHostMemoryNotRegistered);
    ASSERT_ERR(cudaHostRegister(NULL, 100, 0), cudaErrorInvalidValue);
    ASSERT_ERR(cudaHostRegister(r, 0, 0), cudaErrorInvalidValue);
    ASSERT_ERR(cudaHostRegister(r, 100, 0x100), cudaErrorInvalidValue);
    ASSERT_ERR(cudaHostRegister(d, 16, 0), cudaErrorInvalidValue);
    ASSERT_ERR(cudaHostRegister(a, 16, 0), cudaErrorInvalidValue);
    free(r);
}

TEST(managed)
{
    int *m;
    void *p = (void *)1;
    ASSERT_OK(cudaMallocManaged(&p, 0, cudaMemAttachGlobal));
    ASSERT(p == NULL);
    ASSERT_ERR(cudaMallocManaged(&p, 16, 0), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMallocManaged(&p, 16, cudaMemAttachSingle), cudaErrorInvalidValue);
    ASSERT_OK(cudaMallocManaged(&p, 16, cudaMemAttachHost));
    ASSERT_OK(cudaMallocManaged((void **)&m, 1000 * sizeof(int), cudaMemAttachGlobal));
    for (int i = 0; i < 1000; i++)
        m[i] = i;
    ASSERT_OK(cudaMemset(m, 0, 10 * sizeof(int)));
    ASSERT_EQ(m[9], 0);
    ASSERT_EQ(m[10], 10);
    struct cudaMemLocation loc = { cudaMemLocationTypeDevice, 0 };
    ASSERT_OK(cudaMemPrefetchAsync(m, 1000 * sizeof(int), loc, 0, 0));
    ASSERT_OK(cudaMemAdvise(m, 1000 * sizeof(int), cudaMemAdviseSetReadMostly, loc));
    ASSERT_ERR(cudaFreeHost(m), cudaErrorInvalidValue);
    ASSERT_OK(cudaFree(m));
}

TEST(pointer_attributes)
{
    char *d, *pin, *m, *plain = malloc(4096);
    struct cudaPointerAttributes a;
    ASSERT_OK(cudaMalloc((void **)&d, 4096));
    ASSERT_OK(cudaMallocHost((void **)&pin, 4096));
    ASSERT_OK(cudaMallocManaged((void **)&m, 4096, cudaMemAttachGlobal));

    ASSERT_OK(cudaPointerGetAttributes(&a, d + 100));
    ASSERT_EQ(a.type, cudaMemoryTypeDevice);
    ASSERT_EQ(a.device, 0);
    ASSERT(a.devicePointer == d + 100 && a.hostPointer == NULL);
    struct cucc__mem_block b; /* one past the end: not d's block (maybe the next one's) */
    ASSERT(cucc__mem_lookup(d + 4096, &b) == CUCC_MEM_NONE || b.base == d + 4096);
    ASSERT_OK(cudaPointerGetAttributes(&a, pin + 5));
    ASSERT_EQ(a.type, cudaMemoryTypeHost);
    ASSERT(a.devicePointer == pin + 5 && a.hostPointer == pin + 5);
    ASSERT_OK(cudaPointerGetAttributes(&a, m));
    ASSERT_EQ(a.type, cudaMemoryTypeManaged);
    ASSERT(a.devicePointer == m && a.hostPointer == m);
    ASSERT_OK(cudaPointerGetAttributes(&a, plain));
    ASSERT_EQ(a.type, cudaMemoryTypeUnregistered);
    ASSERT_EQ(a.device, cudaInvalidDeviceId);
    ASSERT(a.devicePointer == NULL && a.hostPointer == plain);
    ASSERT_OK(cudaPointerGetAttributes(&a, NULL));
    ASSERT_EQ(a.type, cudaMemoryTypeUnregistered);
    ASSERT_OK(cudaHostRegister(plain, 4096, 0));
    ASSERT_OK(cudaPointerGetAttributes(&a, plain));
    ASSERT_EQ(a.type, cudaMemoryTypeHost);
    ASSERT_OK(cudaHostUnregister(plain));
    ASSERT_ERR(cudaPointerGetAttributes(NULL, d), cudaErrorInvalidValue);
    free(plain);
}

TEST(pitch_2d)
{
    enum { W = 100, H = 37, HP = 128 };
    float *d, *d2, *h = malloc(W * H * sizeof(float)), *hp = malloc(HP * H * sizeof(float));
    size_t pitch, pitch2;
    ASSERT_OK(cudaMallocPitch((void **)&d, &pitch, W * sizeof(float), H));
    ASSERT_EQ(pitch, 512);
    void *z;
    ASSERT_OK(cudaMallocPitch(&z, &pitch2, 513, 2));
    ASSERT_EQ(pitch2, 1024);
    ASSERT_OK(cudaMallocPitch(&z, &pitch2, 0, 2));
    ASSERT(z == NULL && pitch2 == 0);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            h[y * W + x] = (float)(y * 1000 + x);
    ASSERT_OK(cudaMemcpy2D(d, pitch, h, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice));
    float probe;
    ASSERT_OK(cudaMemcpy(&probe, (char *)d + 36 * pitch + 99 * sizeof(float), sizeof probe, cudaMemcpyDeviceToHost));
    ASSERT(probe == 36099.0f);
    for (int i = 0; i < HP * H; i++)
        hp[i] = -7.0f;
    ASSERT_OK(cudaMemcpy2D(hp, HP * sizeof(float), d, pitch, W * sizeof(float), H, cudaMemcpyDeviceToHost));
    for (int y = 0; y < H; y++)
        for (int x = 0; x < HP; x++)
            ASSERT(hp[y * HP + x] == (x < W ? (float)(y * 1000 + x) : -7.0f));
    /* A 20x10 sub-rectangle at (30, 4), device to device. */
    ASSERT_OK(cudaMallocPitch((void **)&d2, &pitch2, 20 * sizeof(float), 10));
    ASSERT_OK(cudaMemcpy2D(d2, pitch2, (char *)d + 4 * pitch + 30 * sizeof(float), pitch, 20 * sizeof(float), 10,
                           cudaMemcpyDeviceToDevice));
    ASSERT_OK(cudaMemcpy2DAsync(h, 20 * sizeof(float), d2, pitch2, 20 * sizeof(float), 10, cudaMemcpyDefault, 0));
    ASSERT_OK(cudaDeviceSynchronize());
    for (int y = 0; y < 10; y++)
        for (int x = 0; x < 20; x++)
            ASSERT(h[y * 20 + x] == (float)((y + 4) * 1000 + x + 30));
    /* Errors. */
    ASSERT_ERR(cudaMemcpy2D(d, 16, h, 64, 32, 2, cudaMemcpyHostToDevice), cudaErrorInvalidPitchValue);
    ASSERT_ERR(cudaMemcpy2D(d, 64, h, 16, 32, 2, cudaMemcpyHostToDevice), cudaErrorInvalidPitchValue);
    ASSERT_ERR(cudaMemcpy2D(d, 64, h, 64, 32, 2, (enum cudaMemcpyKind)7), cudaErrorInvalidMemcpyDirection);
    ASSERT_OK(cudaMemcpy2D(d, 64, h, 64, 32, 0, cudaMemcpyHostToDevice));
    ASSERT_OK(cudaMemcpy2D(d, 64, h, 64, 0, 2, cudaMemcpyHostToDevice));
    ASSERT_ERR(cudaMemcpy2D(d, 16, h, 64, 32, 1, cudaMemcpyHostToDevice), cudaErrorInvalidValue);
    ASSERT_OK(cudaMemset2D(d, 16, 0, 32, 1));
    ASSERT_ERR(cudaMemcpy2D(d, pitch, h, 4, 4, H + 1, cudaMemcpyHostToDevice), cudaErrorInvalidValue);
    free(h);
    free(hp);
}

TEST(memset_2d)
{
    enum { W = 70, H = 33 };
    unsigned char *d, h[W * H];
    size_t pitch;
    ASSERT_OK(cudaMallocPitch((void **)&d, &pitch, W, H));
    ASSERT_OK(cudaMemset2D(d, pitch, 0x11, W, H));
    ASSERT_OK(cudaMemset2D(d + 3 * pitch + 5, pitch, 0x7F, 16, 8));
    ASSERT_OK(cudaMemset2DAsync(d + 20 * pitch + 60, pitch, 0x1E0, 10, 13, 0));
    ASSERT_OK(cudaMemcpy2D(h, W, d, pitch, W, H, cudaMemcpyDeviceToHost));
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int want = 0x11;
            if (x >= 5 && x < 21 && y >= 3 && y < 11)
                want = 0x7F;
            if (x >= 60 && y >= 20)
                want = 0xE0;
            ASSERT_EQ(h[y * W + x], want);
        }
    ASSERT_ERR(cudaMemset2D(d, 16, 0, 32, 2), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemset2D(d, pitch, 0, W, H + 1), cudaErrorInvalidValue);
}

static int val3(int x, int y, int z)
{
    return z * 10000 + y * 100 + x;
}

TEST(pitched_3d)
{
    enum { W = 27, H = 11, D = 5 };
    int *h = malloc(W * H * D * sizeof(int)), *h2 = malloc(W * H * D * sizeof(int));
    struct cudaExtent ext = make_cudaExtent(W * sizeof(int), H, D);
    struct cudaPitchedPtr dp;
    ASSERT_OK(cudaMalloc3D(&dp, ext));
    ASSERT_EQ(dp.pitch, 512);
    ASSERT_EQ(dp.xsize, W * sizeof(int));
    ASSERT_EQ(dp.ysize, H);
    ASSERT_OK(cudaMemset3D(dp, 0, ext));
    for (int z = 0; z < D; z++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                h[(z * H + y) * W + x] = val3(x, y, z);
    struct cudaMemcpy3DParms up;
    memset(&up, 0, sizeof up);
    up.srcPtr = make_cudaPitchedPtr(h, W * sizeof(int), W, H);
    up.dstPtr = dp;
    up.extent = ext;
    up.kind = cudaMemcpyHostToDevice;
    ASSERT_OK(cudaMemcpy3D(&up));
    /* Box 4x3x2 at device (2,5,1) into host at (10,1,3). */
    for (int i = 0; i < W * H * D; i++)
        h2[i] = -1;
    struct cudaMemcpy3DParms box;
    memset(&box, 0, sizeof box);
    box.srcPtr = dp;
    box.srcPos = make_cudaPos(2 * sizeof(int), 5, 1);
    box.dstPtr = make_cudaPitchedPtr(h2, W * sizeof(int), W, H);
    box.dstPos = make_cudaPos(10 * sizeof(int), 1, 3);
    box.extent = make_cudaExtent(4 * sizeof(int), 3, 2);
    box.kind = cudaMemcpyDeviceToHost;
    ASSERT_OK(cudaMemcpy3DAsync(&box, 0));
    ASSERT_OK(cudaDeviceSynchronize());
    for (int z = 0; z < D; z++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                int in = x >= 10 && x < 14 && y >= 1 && y < 4 && z >= 3 && z < 5;
                ASSERT_EQ(h2[(z * H + y) * W + x], in ? val3(x - 8, y + 4, z - 2) : -1);
            }
    /* memset3D of one slice's rows 2..3. */
    struct cudaPitchedPtr row2 = dp;
    row2.ptr = (char *)dp.ptr + 2 * dp.pitch * H + 2 * dp.pitch;
    ASSERT_OK(cudaMemset3D(row2, 0xFF, make_cudaExtent(8, 2, 1)));
    int v[2];
    ASSERT_OK(cudaMemcpy(v, row2.ptr, sizeof v, cudaMemcpyDeviceToHost));
    ASSERT_EQ(v[0], -1);
    ASSERT_EQ(v[1], -1);
    /* Errors and degenerate cases. */
    struct cudaMemcpy3DParms bad = up;
    bad.extent = make_cudaExtent(W * sizeof(int) + 1000, H, D);
    ASSERT_ERR(cudaMemcpy3D(&bad), cudaErrorInvalidPitchValue);
    bad = up;
    bad.srcPtr.ysize = H - 1;
    ASSERT_ERR(cudaMemcpy3D(&bad), cudaErrorInvalidPitchValue);
    bad = up;
    bad.kind = (enum cudaMemcpyKind)8;
    ASSERT_ERR(cudaMemcpy3D(&bad), cudaErrorInvalidMemcpyDirection);
    bad = up;
    bad.extent.depth = 0;
    ASSERT_OK(cudaMemcpy3D(&bad));
    ASSERT_ERR(cudaMemcpy3D(NULL), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemset3D(dp, 0, make_cudaExtent(1000, H, D)), cudaErrorInvalidValue);
    struct cudaPitchedPtr zp;
    ASSERT_OK(cudaMalloc3D(&zp, make_cudaExtent(0, 0, 0)));
    ASSERT(zp.ptr == NULL && zp.pitch == 0);
    ASSERT_OK(cudaFree(dp.ptr));
    free(h);
    free(h2);
}

static void *alloc_worker(void *arg)
{
    (void)arg;
    for (int i = 0; i < 2000; i++) {
        void *p;
        size_t n = 1 + (size_t)(i * 37 % 5000);
        if (cudaMalloc(&p, n) != cudaSuccess)
            return (void *)1;
        if (cudaMemset(p, i & 0xff, n) != cudaSuccess)
            return (void *)2;
        if (cudaFree(p) != cudaSuccess)
            return (void *)3;
    }
    return NULL;
}

/* Many host threads allocating and freeing at once. */
TEST(threads)
{
    pthread_t t[8];
    for (int i = 0; i < 8; i++)
        ASSERT_EQ(pthread_create(&t[i], NULL, alloc_worker, NULL), 0);
    for (int i = 0; i < 8; i++) {
        void *r;
        ASSERT_EQ(pthread_join(t[i], &r), 0);
        ASSERT(r == NULL);
    }
}
