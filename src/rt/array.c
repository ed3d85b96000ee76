/*
 * CUDA arrays: the opaque, texture-oriented storage of cudaMallocArray and
 * cudaMalloc3DArray, and the copies into and out of them.
 *
 * On a GPU an array has a tiled layout known only to the hardware; here it
 * is plain row-major storage (struct cudaArray in rt.h), so texture
 * fetches and copies index it directly.  Offsets and widths in the 2D copy
 * functions are in bytes (wOffset, width) and rows (hOffset, height), as in
 * CUDA; cudaMemcpy3D (memory.c) gives array extents in elements.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rt/rt.h"

/* The live arrays.  Guarded by array_lock; nothing else is taken while it
 * is held.  Arrays are few; a list is enough. */
static struct cudaArray *arrays;
static pthread_mutex_t array_lock = PTHREAD_MUTEX_INITIALIZER;

int cucc__array_live(cudaArray_const_t a)
{
    int live = 0;
    pthread_mutex_lock(&array_lock);
    for (struct cudaArray *p = arrays; p && !live; p = p->next)
        live = p == a;
    pthread_mutex_unlock(&array_lock);
    return live;
}

void cucc__arrays_reset(void)
{
    pthread_mutex_lock(&array_lock);
    struct cudaArray *a = arrays;
    arrays = NULL;
    pthread_mutex_unlock(&array_lock);
    while (a) {
        struct cudaArray *next = a->next;
        free(a->data);
        free(a);
        a = next;
    }
}

struct cudaPitchedPtr cucc__array_pitched(cudaArray_const_t a)
{
    struct cudaPitchedPtr p = { a->data, a->pitch, a->pitch, a->rows };
    return p;
}

struct cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w, enum cudaChannelFormatKind f)
{
    struct cudaChannelFormatDesc d = { x, y, z, w, f };
    return d;
}

static int valid_bits(int b)
{
    return b == 0 || b == 8 || b == 16 || b == 32;
}

/* Bytes per element, or 0 for a descriptor CUDA rejects: channels of 8, 16
 * or 32 bits, used from x on, all of one size; float channels of 16 or 32
 * bits. */
static size_t element_size(const struct cudaChannelFormatDesc *d)
{
    int c[4] = { d->x, d->y, d->z, d->w };
    if (!valid_bits(c[0]) || c[0] == 0)
        return 0;
    int n = 1;
    while (n < 4 && c[n] != 0)
        n++;
    for (int i = 1; i < 4; i++)
        if (!valid_bits(c[i]) || (i < n && c[i] != c[0]) || (i >= n && c[i] != 0))
            return 0;
    if (n == 3)
        return 0;
    switch (d->f) {
    case cudaChannelFormatKindSigned:
    case cudaChannelFormatKindUnsigned:
        break;
    case cudaChannelFormatKindFloat:
        if (c[0] == 8)
            return 0;
        break;
    default:
        return 0;
    }
    return (size_t)(c[0] / 8) * (size_t)n;
}

static size_t attr(enum cudaDeviceAttr a)
{
    int v = 0, dev = 0;
    cudaGetDevice(&dev);
    cudaDeviceGetAttribute(&v, a, dev);
    return (size_t)v;
}

/* The device's size limits for the kind of array (as an H200 with CUDA 13
 * checks them); cube maps are square with 6 faces (6k for layered ones). */
static cudaError_t check_shape(struct cudaExtent e, unsigned flags)
{
    int layered = flags & cudaArrayLayered;
    size_t mw, mh = 1, md = 1;
    if (flags & cudaArrayCubemap) {
        if (e.width != e.height || e.depth == 0 || e.depth % 6 || (!layered && e.depth != 6))
            return cudaErrorInvalidValue;
        mw = mh = attr(layered ? cudaDevAttrMaxTextureCubemapLayeredWidth : cudaDevAttrMaxTextureCubemapWidth);
        md = layered ? 6 * attr(cudaDevAttrMaxTextureCubemapLayeredLayers) : 6;
    } else if (layered) {
        mw = attr(e.height ? cudaDevAttrMaxTexture2DLayeredWidth : cudaDevAttrMaxTexture1DLayeredWidth);
        mh = e.height ? attr(cudaDevAttrMaxTexture2DLayeredHeight) : 1;
        md = attr(e.height ? cudaDevAttrMaxTexture2DLayeredLayers : cudaDevAttrMaxTexture1DLayeredLayers);
    } else if (e.depth) {
        mw = mh = md = attr(cudaDevAttrMaxTexture3DDepth);
        if (e.width > mw || e.height > mh) {
            mw = attr(cudaDevAttrMaxTexture3DWidthAlt);
            mh = attr(cudaDevAttrMaxTexture3DHeightAlt);
            md = attr(cudaDevAttrMaxTexture3DDepthAlt);
        }
    } else if (e.height) {
        mw = attr(cudaDevAttrMaxTexture2DWidth);
        mh = attr(cudaDevAttrMaxTexture2DHeight);
    } else {
        mw = attr(cudaDevAttrMaxTexture1DWidth);
    }
    if (e.width > mw || e.height > (e.height ? mh : 0) || e.depth > (e.depth ? md : 0))
        return cudaErrorInvalidValue;
    return cudaSuccess;
}

static cudaError_t array_new(cudaArray_t *out, const struct cudaChannelFormatDesc *desc, struct cudaExtent ext,
                             unsigned flags)
{
    cudaError_t e = cucc__sticky();
    if (e != cudaSuccess)
        return e;
    if (!out || !desc)
        return cudaErrorInvalidValue;
    size_t es = element_size(desc);
    if (es == 0)
        return cudaErrorInvalidChannelDescriptor;
    if (ext.width == 0 || (ext.height == 0 && ext.depth != 0 && !(flags & cudaArrayLayered)))
        return cudaErrorInvalidValue;
    if ((flags & cudaArrayLayered) && ext.depth == 0)
        return cudaErrorInvalidValue;
    e = check_shape(ext, flags);
    if (e != cudaSuccess)
        return e;
    size_t rows = ext.height ? ext.height : 1, slices = ext.depth ? ext.depth : 1;
    if (ext.width > SIZE_MAX / es || rows > SIZE_MAX / (ext.width * es) ||
        slices > SIZE_MAX / (ext.width * es * rows))
        return cudaErrorMemoryAllocation;
    struct cudaArray *a = calloc(1, sizeof *a);
    size_t bytes = ext.width * es * rows * slices;
    if (a)
        a->data = calloc(1, bytes);
    if (!a || !a->data) {
        free(a);
        return cudaErrorMemoryAllocation;
    }
    a->desc = *desc;
    a->extent = ext;
    a->flags = flags;
    a->elem_size = es;
    a->pitch = ext.width * es;
    a->rows = rows;
    a->slices = slices;
    a->slice = a->pitch * rows;
    pthread_mutex_lock(&array_lock);
    a->next = arrays;
    arrays = a;
    pthread_mutex_unlock(&array_lock);
    *out = a;
    return cudaSuccess;
}

cudaError_t cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width,
                            size_t height, unsigned int flags)
{
    CUCC_API_TIMED();
    CUCC_CAPTURE_UNSAFE();
    struct cudaExtent ext = { width, height, 0 };
    if (flags & cudaArrayCubemap)
        return cucc__ret(cudaErrorInvalidValue);
    return cucc__ret(array_new(array, desc, ext, flags));
}

cudaError_t cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent,
                              unsigned int flags)
{
    CUCC_API_TIMED();
    CUCC_CAPTURE_UNSAFE();
    return cucc__ret(array_new(array, desc, extent, flags));
}

cudaError_t cudaFreeArray(cudaArray_t array)
{
    CUCC_API_TIMED();
    CUCC_CAPTURE_UNSAFE();
    cudaError_t e = cucc__sticky();
    if (e != cudaSuccess || !array)
        return cucc__ret(e);
    e = cucc__device_sync();
    if (e != cudaSuccess)
        return cucc__ret(e);
    int found = 0;
    pthread_mutex_lock(&array_lock);
    for (struct cudaArray **p = &arrays; *p; p = &(*p)->next)
        if (*p == array) {
            *p = array->next;
            found = 1;
            break;
        }
    pthread_mutex_unlock(&array_lock);
    if (!found)
        return cucc__ret(cudaErrorDeviceUninitialized); /* what CUDA 13 says for a bad handle */
    free(array->data);
    free(array);
    return cudaSuccess;
}

cudaError_t cudaArrayGetInfo(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags,
                             cudaArray_t array)
{
    CUCC_API_TIMED();
    if (!array)
        return cucc__ret(cudaErrorInvalidResourceHandle);
    if (!cucc__array_live(array))
        return cucc__ret(cudaErrorInvalidValue);
    if (desc)
        *desc = array->desc;
    if (extent)
        *extent = array->extent;
    if (flags)
        *flags = array->flags;
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaGetChannelDesc(struct cudaChannelFormatDesc *desc, cudaArray_const_t array)
{
    CUCC_API_TIMED();
    if (!array)
        return cucc__ret(cudaErrorInvalidResourceHandle);
    if (!desc || !cucc__array_live(array))
        return cucc__ret(cudaErrorInvalidValue);
    *desc = array->desc;
    return cucc__ret(cudaSuccess);
}

/* Copies between linear memory and a 2D window of array slice 0 -------- */

struct rows_op {
    char *dst;
    const char *src;
    size_t dpitch, spitch, width, height;
};

static void run_rows(void *arg)
{
    const struct rows_op *r = arg;
    for (size_t y = 0; y < r->height; y++)
        memmove(r->dst + y * r->dpitch, r->src + y * r->spitch, r->width);
}

/* The array window (wOffset bytes, hOffset rows, width bytes, height rows)
 * must lie inside the array; `linear` is the other side, checked like any
 * copy of its kind. */
static cudaError_t array_2d(cudaArray_const_t a, size_t wOffset, size_t hOffset, const void *linear, size_t lpitch,
                            size_t width, size_t height, enum cudaMemcpyKind kind, int to_array, char **win)
{
    if (!a)
        return cudaErrorInvalidResourceHandle;
    if (!cucc__array_live(a))
        return cudaErrorDeviceUninitialized; /* what CUDA 13 says for a bad handle */
    /* The array is device memory: host-to-host copies and copies in the
     * wrong direction are refused. */
    if ((unsigned)kind > cudaMemcpyDefault || kind == cudaMemcpyHostToHost ||
        kind == (to_array ? cudaMemcpyDeviceToHost : cudaMemcpyHostToDevice))
        return cudaErrorInvalidMemcpyDirection;
    if (wOffset > a->pitch || width > a->pitch - wOffset || hOffset > a->rows || height > a->rows - hOffset)
        return cudaErrorInvalidValue;
    if (width > lpitch)
        return cudaErrorInvalidPitchValue;
    if (!linear)
        return cudaErrorInvalidValue;
    struct cucc__mem_block b;
    enum cucc__mem_kind k = cucc__mem_lookup(linear, &b);
    if (kind == cudaMemcpyDeviceToDevice && k == CUCC_MEM_NONE) /* the linear side must be device memory */
        return cudaErrorInvalidValue;
    if (k != CUCC_MEM_NONE &&
        (height - 1) * lpitch + width > b.size - (size_t)((const char *)linear - (const char *)b.base))
        return cudaErrorInvalidValue;
    *win = a->data + hOffset * a->pitch + wOffset;
    return cudaSuccess;
}

/* Copies height rows of width bytes between an array window (rows apitch
 * apart) and linear memory (rows lpitch apart), into the array when
 * to_array. */
static cudaError_t copy_rows(char *win, size_t apitch, const void *linear, size_t lpitch, size_t width,
                             size_t height, int to_array)
{
    struct rows_op r = { win, linear, apitch, lpitch, width, height };
    if (!to_array)
        r = (struct rows_op){ (char *)linear, win, lpitch, apitch, width, height };
    return cucc__stream_run(0, run_rows, &r);
}

/* cudaMemcpy2DToArray (to_array) and cudaMemcpy2DFromArray. */
static cudaError_t copy_2d(cudaArray_const_t a, size_t wOffset, size_t hOffset, const void *linear, size_t lpitch,
                           size_t width, size_t height, enum cudaMemcpyKind kind, int to_array)
{
    cudaError_t e = cucc__sticky();
    if (e != cudaSuccess)
        return cucc__ret(e);
    if (width == 0 || height == 0)
        return cudaSuccess;
    char *win;
    e = array_2d(a, wOffset, hOffset, linear, lpitch, width, height, kind, to_array, &win);
    if (e != cudaSuccess)
        return cucc__ret(e);
    return cucc__ret(copy_rows(win, a->pitch, linear, lpitch, width, height, to_array));
}

cudaError_t cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch,
                                size_t width, size_t height, enum cudaMemcpyKind kind)
{
    CUCC_API_TIMED();
    return copy_2d(dst, wOffset, hOffset, src, spitch, width, height, kind, 1);
}

cudaError_t cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset,
                                  size_t width, size_t height, enum cudaMemcpyKind kind)
{
    CUCC_API_TIMED();
    return copy_2d(src, wOffset, hOffset, dst, dpitch, width, height, kind, 0);
}

/* The deprecated 1D forms: count bytes from (wOffset, hOffset) on, running
 * on into the following rows. */
static cudaError_t array_1d(cudaArray_const_t a, size_t wOffset, size_t hOffset, size_t count, char **at)
{
    if (!cucc__array_live(a))
        return cudaErrorDeviceUninitialized;
    size_t total = a->slice * a->slices;
    if (hOffset > a->rows || wOffset > a->pitch)
        return cudaErrorInvalidValue;
    size_t off = hOffset * a->pitch + wOffset;
    if (off > total || count > total - off)
        return cudaErrorInvalidValue;
    *at = a->data + off;
    return cudaSuccess;
}

/* cudaMemcpyToArray (to_array) and cudaMemcpyFromArray. */
static cudaError_t copy_1d(cudaArray_const_t a, size_t wOffset, size_t hOffset, const void *linear, size_t count,
                           enum cudaMemcpyKind kind, int to_array)
{
    cudaError_t e = cucc__sticky();
    if (e != cudaSuccess || count == 0)
        return e;
    if ((unsigned)kind > cudaMemcpyDefault)
        return cudaErrorInvalidMemcpyDirection;
    char *at;
    e = array_1d(a, wOffset, hOffset, count, &at);
    if (e == cudaSuccess && !linear)
        e = cudaErrorInvalidValue;
    if (e != cudaSuccess)
        return e;
    return copy_rows(at, count, linear, count, count, 1, to_array);
}

cudaError_t cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count,
                              enum cudaMemcpyKind kind)
{
    CUCC_API_TIMED();
    return cucc__ret(copy_1d(dst, wOffset, hOffset, src, count, kind, 1));
}

cudaError_t cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count,
                                enum cudaMemcpyKind kind)
{
    CUCC_API_TIMED();
    return cucc__ret(copy_1d(src, wOffset, hOffset, dst, count, kind, 0));
}
