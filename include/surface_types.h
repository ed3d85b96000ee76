/* Surface object types (CUDA 13 names and values). */
#ifndef CUCC_SURFACE_TYPES_H
#define CUCC_SURFACE_TYPES_H
#define __SURFACE_TYPES_H__     /* NVIDIA's include guard: programs test it */

#include "driver_types.h"

#define cudaSurfaceType1D              0x01
#define cudaSurfaceType2D              0x02
#define cudaSurfaceType3D              0x03
#define cudaSurfaceTypeCubemap         0x0C
#define cudaSurfaceType1DLayered       0xF1
#define cudaSurfaceType2DLayered       0xF2
#define cudaSurfaceTypeCubemapLayered  0xFC

enum cudaSurfaceBoundaryMode {
    cudaBoundaryModeZero  = 0,
    cudaBoundaryModeClamp = 1,
    cudaBoundaryModeTrap  = 2
};

enum cudaSurfaceFormatMode {
    cudaFormatModeForced = 0,
    cudaFormatModeAuto   = 1
};

typedef unsigned long long cudaSurfaceObject_t;

#endif
