/*
 * CUDA arrays, texture objects, texture references and surface objects:
 * what array.c, texture.c, sample.c and surface.c share.
 *
 * A CUDA array is host memory laid out row by row (one level of a mipmapped
 * array is a CUDA array too).  A texture object is a heap block holding the
 * resource (where the texels are, their format, the size of every level)
 * and the sampler state; its handle is the block's address, so a fetch in
 * device code costs no lookup.  Surface objects are the same kind of block
 * with only the resource part used.
 */
#ifndef CUCC_RT_TEXTURE_H
#define CUCC_RT_TEXTURE_H

#include "rt.h"
#include "cucc/texture_core.h"

#include <stdint.h>

/* Texel formats: the channel type, independent of the channel count. */
enum cucc__texfmt {
    CUCC_TF_U8, CUCC_TF_S8, CUCC_TF_U16, CUCC_TF_S16,
    CUCC_TF_U32, CUCC_TF_S32, CUCC_TF_F16, CUCC_TF_F32
};

/* Validates a channel descriptor as cudaMallocArray does (1, 2 or 4
 * channels of equal width, 8/16/32-bit integers, 16/32-bit floats) and
 * returns its format, channel count and texel size; 0 when it is invalid. */
int cucc__chan_format(const struct cudaChannelFormatDesc *d, int *fmt, int *nch, int *esize);

/* One level of texels: a 1D, 2D or 3D box, or a stack of layers. */
struct cucc__level {
    unsigned char *data;
    size_t w, h, d;         /* texels per row, rows (1 for 1D), slices or layers (1 if none) */
    size_t pitch, slice;    /* bytes between rows, between slices */
};

#define CUCC_MIPMAP_MAGIC 0x4d495031u
#define CUCC_TEX_MAGIC 0x54455831u
#define CUCC_SURF_MAGIC 0x53524631u
#define CUCC_MAX_LEVELS 18

/* A mipmapped array: level k is a CUDA array (rt.h) of max(1, size >> k)
 * texels in each dimension it has. */
struct cudaMipmappedArray {
    unsigned magic;
    struct cudaChannelFormatDesc desc;
    struct cudaExtent extent;
    unsigned flags;
    unsigned nlevels;
    cudaArray_t level[CUCC_MAX_LEVELS];
};

/* The mipmapped array behind a handle, or NULL when it is not live. */
struct cudaMipmappedArray *cucc__mipmap_get(cudaMipmappedArray_const_t m);

/* Resource shapes, as the sampler sees them.  A 1D array is sampled as a
 * 2D texture one row high at y = 0, as the hardware does: linear filtering
 * with border addressing then blends half of the border colour in (row -1). */
enum cucc__shape {
    CUCC_SHAPE_LINEAR,      /* tex1Dfetch over linear memory */
    CUCC_SHAPE_1D,          /* cudaArray of height 0 */
    CUCC_SHAPE_2D,          /* 2D array or pitch2D memory */
    CUCC_SHAPE_3D,
    CUCC_SHAPE_1D_LAYERED,
    CUCC_SHAPE_2D_LAYERED,
    CUCC_SHAPE_CUBE,        /* 6 faces = 6 layers */
    CUCC_SHAPE_CUBE_LAYERED
};

/* Sampling state (cudaTextureDesc, or a texture reference's fields). */
struct cucc__samp {
    int addr[3];            /* enum cudaTextureAddressMode */
    int linear;             /* cudaFilterModeLinear */
    int readnorm;           /* cudaReadModeNormalizedFloat on an 8/16-bit integer format */
    int normcoords;
    int miplinear;          /* mipmapFilterMode */
    int srgb;               /* sRGB to linear conversion (8-bit unsigned, read normalized) */
    float lodbias, minlod, maxlod;
    float border[4];
};

struct cucc__tex {
    unsigned magic;
    int fmt, nch, esize;
    int shape;
    unsigned nlevels;       /* 1 unless mipmapped */
    struct cucc__level lv[CUCC_MAX_LEVELS];
    size_t nelems;          /* CUCC_SHAPE_LINEAR: texels */
    int mipmapped;          /* a mipmapped array: coordinates are always normalized */
    int normkind;           /* a cudaChannelFormatKind*Normalized* format: always read normalized */
    size_t offset;          /* texture references: cudaBindTexture's *offset */
    struct cucc__samp samp;
    /* what the descriptors said, for cudaGet*ObjectResourceDesc / TextureDesc */
    struct cudaResourceDesc rd;
    struct cudaTextureDesc td;
    struct cudaResourceViewDesc vd;
    int has_vd;
};

/* texture.c: the set of live texture and surface objects. */
int cucc__handle_add(const void *p);
int cucc__handle_remove(const void *p);
int cucc__handle_live(const void *p);

/* texture.c, for texture objects (CUCC_TEX_MAGIC) and surface objects
 * (CUCC_SURF_MAGIC): the object behind handle h, or NULL when h is not a
 * live one of that kind; its destruction (a 0 handle is ignored); its
 * resource descriptor.  They return the code the API call reports. */
struct cucc__tex *cucc__tex_get(unsigned long long h, unsigned magic);
cudaError_t cucc__tex_destroy(unsigned long long h, unsigned magic);
cudaError_t cucc__tex_resource_desc(struct cudaResourceDesc *out, unsigned long long h, unsigned magic);

/* texture.c: fills t's resource part from rd (shared with surfaces);
 * cudaSuccess or the error cudaCreateTextureObject reports. */
cudaError_t cucc__resource_init(struct cucc__tex *t, const struct cudaResourceDesc *rd);

/* sample.c: the texture unit.  The coordinates are those of the fetch
 * function; layer is the layer or cube face index. */
void cucc__sample(const struct cucc__tex *t, const struct cucc__samp *s, int op, float x, float y, float z,
                  int layer, float lod, union cucc__texel *out);
void cucc__sample_fetch(const struct cucc__tex *t, int readnorm, long long i, union cucc__texel *out);
void cucc__sample_gather(const struct cucc__tex *t, const struct cucc__samp *s, float x, float y, int comp,
                         union cucc__texel *out);

#endif
