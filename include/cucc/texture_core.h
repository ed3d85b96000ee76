/*
 * The texture unit and surface access of libcucc, as device code calls
 * them (include/texture_indirect_functions.h, texture_fetch_functions.h,
 * surface_indirect_functions.h).  Compiled as C (the runtime) and C++.
 *
 * A fetch returns four 32-bit channels: floats for float formats and for
 * cudaReadModeNormalizedFloat, sign- or zero-extended integers for integer
 * formats read as cudaReadModeElementType.  Channels the format lacks read
 * as 0 (w too, as on the hardware).
 */
#ifndef CUCC_TEXTURE_CORE_H
#define CUCC_TEXTURE_CORE_H

#include "abi.h"

union cucc__texel {
    float f[4];
    int i[4];
    unsigned u[4];
};

/* Fetch kinds: which tex* function, plus CUCC_TEX_LOD when the level of
 * detail is given (tex2DLod) rather than 0. */
enum {
    CUCC_TEX_1D = 1,
    CUCC_TEX_2D = 2,
    CUCC_TEX_3D = 3,
    CUCC_TEX_1D_LAYERED = 4,
    CUCC_TEX_2D_LAYERED = 5,
    CUCC_TEX_CUBE = 6,
    CUCC_TEX_CUBE_LAYERED = 7,
    CUCC_TEX_LOD = 16
};

/* Surface accesses: the dimensionality of the surf* function. */
enum {
    CUCC_SURF_1D = 1,
    CUCC_SURF_2D = 2,
    CUCC_SURF_3D = 3,
    CUCC_SURF_1D_LAYERED = 4,
    CUCC_SURF_2D_LAYERED = 5,
    CUCC_SURF_CUBE = 6,
    CUCC_SURF_CUBE_LAYERED = 7
};

struct textureReference;

CUCC_BEGIN_C

/* Texture objects (the handle is the object's address; 0 reads zeros). */
void cucc__tex_fetch(unsigned long long tex, int kind, float x, float y, float z, int layer, float lod,
                     union cucc__texel *out);
void cucc__tex_fetch_index(unsigned long long tex, int x, union cucc__texel *out);
void cucc__tex_gather(unsigned long long tex, float x, float y, int comp, union cucc__texel *out);

/* Texture references: the sampler state is read from *ref at the fetch;
 * readmode comes from the texture<> template. */
void cucc__texref_fetch(const struct textureReference *ref, int readmode, int kind, float x, float y, float z,
                        int layer, float lod, union cucc__texel *out);
void cucc__texref_fetch_index(const struct textureReference *ref, int readmode, int x, union cucc__texel *out);
void cucc__texref_gather(const struct textureReference *ref, int readmode, float x, float y, int comp,
                         union cucc__texel *out);

/* The address of `size` bytes at byte column x of a surface, or NULL when
 * the access is out of range under cudaBoundaryModeZero (reads give 0,
 * writes do nothing).  Out of range under cudaBoundaryModeTrap, or a
 * misaligned x, ends the grid with cudaErrorIllegalAddress /
 * cudaErrorMisalignedAddress as the hardware does. */
void *cucc__surf_addr(unsigned long long surf, int kind, int x, int y, int z, int layer, int mode, unsigned size);

CUCC_END_C

#endif
