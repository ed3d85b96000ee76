/*
 * Mipmapped arrays (Programming Guide, "Texture Memory", mipmaps) and the
 * array copies array.c does not have: array to array, and the async forms
 * of the 2D and 1D array copies.
 *
 * Level k of a mipmapped array is an ordinary CUDA array (array.c) of
 * max(1, size >> k) elements in each dimension it has; layers and cube
 * faces are not halved.
 *
 * The async copies wait for their stream and then copy synchronously,
 * which CUDA allows (an async call may complete before it returns).
 *
 * Locking: the set of live mipmapped arrays is texture.c's handle set.
 */
#include "texture.h"

#include <stdlib.h>
#include <string.h>

struct cudaMipmappedArray *cucc__mipmap_get(cudaMipmappedArray_const_t m)
{
    struct cudaMipmappedArray *r = (struct cudaMipmappedArray *)m;
    return r && cucc__handle_live(r) && r->magic == CUCC_MIPMAP_MAGIC ? r : NULL;
}

static size_t halve(size_t n, unsigned k)
{
    return n >> k ? n >> k : 1;
}

cudaError_t cudaMallocMipmappedArray(cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc *desc,
                                     struct cudaExtent extent, unsigned int numLevels, unsigned int flags)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    CUCC_CAPTURE_UNSAFE();
    if (!mipmappedArray || !desc)
        return cucc__ret(cudaErrorInvalidValue);
    int layered = (flags & (cudaArrayLayered | cudaArrayCubemap)) != 0;
    size_t big = extent.width > extent.height ? extent.width : extent.height;
    if (!layered && extent.depth > big)
        big = extent.depth;
    unsigned most = 1;
    while (big >> most)
        most++;
    /* More levels than the size allows get the levels down to 1x1. */
    if (numLevels == 0)
        numLevels = 1;
    if (numLevels > most)
        numLevels = most;
    if (numLevels > CUCC_MAX_LEVELS)
        return cucc__ret(cudaErrorInvalidValue);
    struct cudaMipmappedArray *m = calloc(1, sizeof *m);
    if (!m)
        return cucc__ret(cudaErrorMemoryAllocation);
    m->magic = CUCC_MIPMAP_MAGIC;
    m->desc = *desc;
    m->extent = extent;
    m->flags = flags;
    for (unsigned k = 0; k < numLevels; k++) {
        struct cudaExtent e = extent;
        e.width = halve(e.width, k);
        if (e.height)
            e.height = halve(e.height, k);
        if (e.depth && !layered)
            e.depth = halve(e.depth, k);
        cudaError_t err = cudaMalloc3DArray(&m->level[k], desc, e, flags);
        if (err != cudaSuccess) {
            while (k--)
                cudaFreeArray(m->level[k]);
            free(m);
            return cucc__ret(err);
        }
        m->nlevels = k + 1;
    }
    if (!cucc__handle_add(m)) {
        for (unsigned k = 0; k < m->nlevels; k++)
            cudaFreeArray(m->level[k]);
        free(m);
        return cucc__ret(cudaErrorMemoryAllocation);
    }
    *mipmappedArray = m;
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaGetMipmappedArrayLevel(cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray,
                                       unsigned int level)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    struct cudaMipmappedArray *m = cucc__mipmap_get(mipmappedArray);
    if (!m)
        return cucc__ret(cudaErrorInvalidResourceHandle);
    if (!levelArray || level >= m->nlevels)
        return cucc__ret(cudaErrorInvalidValue);
    *levelArray = m->level[level];
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    CUCC_CAPTURE_UNSAFE();
    if (!mipmappedArray)
        return cucc__ret(cudaSuccess);
    struct cudaMipmappedArray *m = cucc__mipmap_get(mipmappedArray);
    if (!m)
        return cucc__ret(cudaErrorInvalidValue);
    cucc__handle_remove(m);
    for (unsigned k = 0; k < m->nlevels; k++)
        cudaFreeArray(m->level[k]);
    m->magic = 0;
    free(m);
    return cucc__ret(cudaSuccess);
}

/* Array to array ------------------------------------------------------- */

struct a2a {
    unsigned char *dst;
    const unsigned char *src;
    size_t width, height, dpitch, spitch;
};

static void run_a2a(void *arg)
{
    const struct a2a *c = arg;
    for (size_t y = 0; y < c->height; y++)
        memmove(c->dst + y * c->dpitch, c->src + y * c->spitch, c->width);
}

static int a2a_kind(enum cudaMemcpyKind k)
{
    return k == cudaMemcpyDeviceToDevice || k == cudaMemcpyDefault;
}

cudaError_t cudaMemcpy2DArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src,
                                     size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height,
                                     enum cudaMemcpyKind kind)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    if (!dst || !src || !cucc__array_live(dst) || !cucc__array_live(src))
        return cucc__ret(cudaErrorInvalidResourceHandle);
    if (width == 0 || height == 0)
        return cucc__ret(cudaSuccess);
    if (!a2a_kind(kind))
        return cucc__ret(cudaErrorInvalidMemcpyDirection);
    if (wOffsetDst > dst->pitch || width > dst->pitch - wOffsetDst || hOffsetDst > dst->rows ||
        height > dst->rows - hOffsetDst || wOffsetSrc > src->pitch || width > src->pitch - wOffsetSrc ||
        hOffsetSrc > src->rows || height > src->rows - hOffsetSrc)
        return cucc__ret(cudaErrorInvalidValue);
    struct a2a c = { (unsigned char *)dst->data + hOffsetDst * dst->pitch + wOffsetDst,
                     (const unsigned char *)src->data + hOffsetSrc * src->pitch + wOffsetSrc, width, height,
                     dst->pitch, src->pitch };
    return cucc__ret(cucc__stream_run(0, run_a2a, &c));
}

/* The deprecated 1D form runs on across rows. */
cudaError_t cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src,
                                   size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    if (!dst || !src || !cucc__array_live(dst) || !cucc__array_live(src))
        return cucc__ret(cudaErrorInvalidResourceHandle);
    if (count == 0)
        return cucc__ret(cudaSuccess);
    if (!a2a_kind(kind))
        return cucc__ret(cudaErrorInvalidMemcpyDirection);
    size_t dt = dst->slice * dst->slices, st = src->slice * src->slices;
    size_t ds = hOffsetDst * dst->pitch + wOffsetDst, ss = hOffsetSrc * src->pitch + wOffsetSrc;
    if (wOffsetDst > dst->pitch || wOffsetSrc > src->pitch || ds > dt || count > dt - ds || ss > st ||
        count > st - ss)
        return cucc__ret(cudaErrorInvalidValue);
    struct a2a c = { (unsigned char *)dst->data + ds, (const unsigned char *)src->data + ss, count, 1, count, count };
    return cucc__ret(cucc__stream_run(0, run_a2a, &c));
}

/* Async forms: in order on their stream, complete on return. ------------ */

#define ASYNC_PRELUDE()                                  \
    do {                                                 \
        cudaError_t e_ = cucc__stream_sync(stream);      \
        if (e_ != cudaSuccess)                           \
            return cucc__ret(e_);                        \
    } while (0)

cudaError_t cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                                     size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind,
                                     cudaStream_t stream)
{
    CUCC_API_TIMED();
    ASYNC_PRELUDE();
    return cudaMemcpy2DToArray(dst, wOffset, hOffset, src, spitch, width, height, kind);
}

cudaError_t cudaMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset,
                                       size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind,
                                       cudaStream_t stream)
{
    CUCC_API_TIMED();
    ASYNC_PRELUDE();
    return cudaMemcpy2DFromArray(dst, dpitch, src, wOffset, hOffset, width, height, kind);
}

cudaError_t cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count,
                                   enum cudaMemcpyKind kind, cudaStream_t stream)
{
    CUCC_API_TIMED();
    ASYNC_PRELUDE();
    return cudaMemcpyToArray(dst, wOffset, hOffset, src, count, kind);
}

cudaError_t cudaMemcpyFromArrayAsync(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count,
                                     enum cudaMemcpyKind kind, cudaStream_t stream)
{
    CUCC_API_TIMED();
    ASYNC_PRELUDE();
    return cudaMemcpyFromArray(dst, src, wOffset, hOffset, count, kind);
}
