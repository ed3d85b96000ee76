/*
 * Surface object reads and writes (Programming Guide, "Surface Object
 * API"): surf1Dread<T>(obj, x, mode) and surf1Dread(&v, obj, x, mode),
 * surf1Dwrite(v, obj, x, mode), and the 2D, 3D, layered and cubemap forms.
 * x is a byte column; the boundary mode defaults to cudaBoundaryModeTrap.
 *
 * An access asks the runtime where its sizeof(T) bytes are
 * (cucc__surf_addr, src/rt/surface.c), which applies the boundary mode,
 * then copies them.  C++ only.
 */
#ifndef CUCC_SURFACE_INDIRECT_FUNCTIONS_H
#define CUCC_SURFACE_INDIRECT_FUNCTIONS_H

#include "cucc/keywords.h"
#include "cucc/texture_core.h"
#include "surface_types.h"

#ifdef __cplusplus

#include <string.h>

template <class T>
static inline T cucc__surf_read(cudaSurfaceObject_t s, int kind, int x, int y, int z, int layer,
                                cudaSurfaceBoundaryMode mode)
{
    T v;
    void *p = cucc__surf_addr(s, kind, x, y, z, layer, (int)mode, (unsigned)sizeof(T));
    if (p)
        memcpy((void *)&v, p, sizeof(T));
    else
        memset((void *)&v, 0, sizeof(T));
    return v;
}

template <class T>
static inline void cucc__surf_write(const T &v, cudaSurfaceObject_t s, int kind, int x, int y, int z, int layer,
                                    cudaSurfaceBoundaryMode mode)
{
    void *p = cucc__surf_addr(s, kind, x, y, z, layer, (int)mode, (unsigned)sizeof(T));
    if (p)
        memcpy(p, (const void *)&v, sizeof(T));
}

/* Reads returning the value. */
template <class T>
__device__ inline T surf1Dread(cudaSurfaceObject_t surfObject, int x,
                               cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap)
{
    return cucc__surf_read<T>(surfObject, CUCC_SURF_1D, x, 0, 0, 0, boundaryMode);
}

template <class T>
__device__ inline T surf2Dread(cudaSurfaceObject_t surfObject, int x, int y,
                               cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap)
{
    return cucc__surf_read<T>(surfObject, CUCC_SURF_2D, x, y, 0, 0, boundaryMode);
}

template <class T>
__device__ inline T surf3Dread(cudaSurfaceObject_t surfObject, int x, int y, int z,
                               cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap)
{
    return cucc__surf_read<T>(surfObject, CUCC_SURF_3D, x, y, z, 0, boundaryMode);
}

template <class T>
__device__ inline T surf1DLayeredread(cudaSurfaceObject_t surfObject, int x, int layer,
                                      cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap)
{
    return cucc__surf_read<T>(surfObject, CUCC_SURF_1D_LAYERED, x, 0, 0, layer, boundaryMode);
}

template <class T>
__device__ inline T surf2DLayeredread(cudaSurfaceObject_t surfObject, int x, int y, int layer,
                                      cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap)
{
    return cucc__surf_read<T>(surfObject, CUCC_SURF_2D_LAYERED, x, y, 0, layer, boundaryMode);
}

template <class T>
__device__ inline T surfCubemapread(cudaSurfaceObject_t surfObject, int x, int y, int face,
                                    cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap)
{
    return cucc__surf_read<T>(surfObject, CUCC_SURF_CUBE, x, y, 0, face, boundaryMode);
}

template <class T>
__device__ inline T surfCubemapLayeredread(cudaSurfaceObject_t surfObject, int x, int y, int layerFace,
                                           cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap)
{
    return cucc__surf_read<T>(surfObject, CUCC_SURF_CUBE_LAYERED, x, y, 0, layerFace, boundaryMode);
}

/* Reads into *ptr. */
template <class T>
__device__ inline void surf1Dread(T *ptr, cudaSurfaceObject_t obj, int x,
                                  cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap)
{
    *ptr = surf1Dread<T>(obj, x, mode);
}

template <class T>
__device__ inline void surf2Dread(T *ptr, cudaSurfaceObject_t obj, int x, int y,
                                  cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap)
{
    *ptr = surf2Dread<T>(obj, x, y, mode);
}

template <class T>
__device__ inline void surf3Dread(T *ptr, cudaSurfaceObject_t obj, int x, int y, int z,
                                  cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap)
{
    *ptr = surf3Dread<T>(obj, x, y, z, mode);
}

template <class T>
__device__ inline void surf1DLayeredread(T *ptr, cudaSurfaceObject_t obj, int x, int layer,
                                         cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap)
{
    *ptr = surf1DLayeredread<T>(obj, x, layer, mode);
}

template <class T>
__device__ inline void surf2DLayeredread(T *ptr, cudaSurfaceObject_t obj, int x, int y, int layer,
                                         cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap)
{
    *ptr = surf2DLayeredread<T>(obj, x, y, layer, mode);
}

template <class T>
__device__ inline void surfCubemapread(T *ptr, cudaSurfaceObject_t obj, int x, int y, int face,
                                       cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap)
{
    *ptr = surfCubemapread<T>(obj, x, y, face, mode);
}

template <class T>
__device__ inline void surfCubemapLayeredread(T *ptr, cudaSurfaceObject_t obj, int x, int y, int layerFace,
                                              cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap)
{
    *ptr = surfCubemapLayeredread<T>(obj, x, y, layerFace, mode);
}

/* Writes. */
template <class T>
__device__ inline void surf1Dwrite(T data, cudaSurfaceObject_t surfObject, int x,
                                   cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap)
{
    cucc__surf_write(data, surfObject, CUCC_SURF_1D, x, 0, 0, 0, boundaryMode);
}

template <class T>
__device__ inline void surf2Dwrite(T data, cudaSurfaceObject_t surfObject, int x, int y,
                                   cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap)
{
    cucc__surf_write(data, surfObject, CUCC_SURF_2D, x, y, 0, 0, boundaryMode);
}

template <class T>
__device__ inline void surf3Dwrite(T data, cudaSurfaceObject_t surfObject, int x, int y, int z,
                                   cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap)
{
    cucc__surf_write(data, surfObject, CUCC_SURF_3D, x, y, z, 0, boundaryMode);
}

template <class T>
__device__ inline void surf1DLayeredwrite(T data, cudaSurfaceObject_t surfObject, int x, int layer,
                                          cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap)
{
    cucc__surf_write(data, surfObject, CUCC_SURF_1D_LAYERED, x, 0, 0, layer, boundaryMode);
}

template <class T>
__device__ inline void surf2DLayeredwrite(T data, cudaSurfaceObject_t surfObject, int x, int y, int layer,
                                          cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap)
{
    cucc__surf_write(data, surfObject, CUCC_SURF_2D_LAYERED, x, y, 0, layer, boundaryMode);
}

template <class T>
__device__ inline void surfCubemapwrite(T data, cudaSurfaceObject_t surfObject, int x, int y, int face,
                                        cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap)
{
    cucc__surf_write(data, surfObject, CUCC_SURF_CUBE, x, y, 0, face, boundaryMode);
}

template <class T>
__device__ inline void surfCubemapLayeredwrite(T data, cudaSurfaceObject_t surfObject, int x, int y, int layerFace,
                                               cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap)
{
    cucc__surf_write(data, surfObject, CUCC_SURF_CUBE_LAYERED, x, y, 0, layerFace, boundaryMode);
}

#endif /* __cplusplus */

#endif
