/*
 * Surface objects (Programming Guide, "Surface Memory"): read and write
 * access to a CUDA array from device code, addressed by byte column x and
 * row/slice/layer indices, with the three boundary modes.
 *
 * A surface object is a struct cucc__tex whose resource part is filled
 * (texture.c); its handle is its address and device code resolves an
 * access with cucc__surf_addr.  The surf*read/write templates
 * (include/surface_indirect_functions.h) then copy sizeof(T) bytes.
 *
 * As on an H200 with CUDA 13: any CUDA array may back a surface (the
 * cudaArraySurfaceLoadStore flag is not checked), only array resources are
 * accepted (linear and pitch2D ones after their format is checked), an out-of-range access under cudaBoundaryModeTrap ends the grid
 * with cudaErrorIllegalAddress and a byte column that is not a multiple of
 * the access size with cudaErrorMisalignedAddress; clamp moves the access
 * to the nearest element in range, zero reads zeros and drops writes.
 */
#include "texture.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

cudaError_t cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    if (!pSurfObject || !pResDesc)
        return cucc__ret(cudaErrorInvalidValue);
    if (pResDesc->resType == cudaResourceTypeLinear || pResDesc->resType == cudaResourceTypePitch2D) {
        /* the format is checked before the resource type */
        const struct cudaChannelFormatDesc *d = pResDesc->resType == cudaResourceTypeLinear
                                                    ? &pResDesc->res.linear.desc : &pResDesc->res.pitch2D.desc;
        int fmt, nch, esize;
        return cucc__ret(cucc__chan_format(d, &fmt, &nch, &esize) ? cudaErrorInvalidValue
                                                                   : cudaErrorInvalidChannelDescriptor);
    }
    if (pResDesc->resType != cudaResourceTypeArray)
        return cucc__ret(cudaErrorInvalidValue);
    struct cucc__tex *t = calloc(1, sizeof *t);
    if (!t)
        return cucc__ret(cudaErrorMemoryAllocation);
    cudaError_t e = cucc__resource_init(t, pResDesc);
    if (e == cudaSuccess && !cucc__handle_add(t))
        e = cudaErrorMemoryAllocation;
    if (e != cudaSuccess) {
        free(t);
        return cucc__ret(e);
    }
    t->magic = CUCC_SURF_MAGIC;
    t->rd = *pResDesc;
    *pSurfObject = (cudaSurfaceObject_t)(uintptr_t)t;
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(cucc__tex_destroy(surfObject, CUCC_SURF_MAGIC));
}

cudaError_t cudaGetSurfaceObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(cucc__tex_resource_desc(pResDesc, surfObject, CUCC_SURF_MAGIC));
}

/* Device side ----------------------------------------------------------- */

/* Applies the boundary mode to index v of an axis with n positions;
 * returns 0 when the access is dropped (zero mode). */
static int bound(long long *v, long long n, int mode)
{
    if (*v >= 0 && *v < n)
        return 1;
    if (mode == cudaBoundaryModeClamp && n > 0) {
        *v = *v < 0 ? 0 : n - 1;
        return 1;
    }
    if (mode == cudaBoundaryModeZero)
        return 0;
    cucc__trap(cudaErrorIllegalAddress);
}

void *cucc__surf_addr(unsigned long long surf, int kind, int x, int y, int z, int layer, int mode, unsigned size)
{
    const struct cucc__tex *t = (const struct cucc__tex *)(uintptr_t)surf;
    if (!t)
        cucc__trap(cudaErrorIllegalAddress);
    if (size && x % (int)size)
        cucc__trap(cudaErrorMisalignedAddress);
    const struct cucc__level *lv = &t->lv[0];
    long long row = (long long)(lv->w * (size_t)t->esize);
    /* x: the access [x, x + size) must lie in the row; clamp moves it to
     * the last position that does. */
    long long bx = x;
    if (bx < 0 || bx + (long long)size > row) {
        if (mode == cudaBoundaryModeClamp) {
            long long last = row - (long long)(size > (unsigned)t->esize ? size : (unsigned)t->esize);
            bx = bx < 0 ? 0 : last < 0 ? 0 : last;
        } else if (mode == cudaBoundaryModeZero) {
            return NULL;
        } else {
            cucc__trap(cudaErrorIllegalAddress);
        }
    }
    long long by = 0, bz = 0;
    switch (kind) {
    case CUCC_SURF_2D:
        by = y;
        break;
    case CUCC_SURF_3D:
        by = y;
        bz = z;
        break;
    case CUCC_SURF_1D_LAYERED:
        bz = layer;
        break;
    case CUCC_SURF_2D_LAYERED:
    case CUCC_SURF_CUBE:
    case CUCC_SURF_CUBE_LAYERED:
        by = y;
        bz = layer;
        break;
    default:
        break;
    }
    if (!bound(&by, (long long)lv->h, mode) || !bound(&bz, (long long)lv->d, mode))
        return NULL;
    return lv->data + (size_t)bz * lv->slice + (size_t)by * lv->pitch + (size_t)bx;
}
