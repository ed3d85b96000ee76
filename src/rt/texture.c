/*
 * Texture objects and texture references (Programming Guide, "Texture and
 * Surface Memory"): creation with CUDA 13's validation, the descriptor
 * queries, the legacy binding API, and the entry points device code calls
 * to fetch (the sampling itself is sample.c).
 *
 * A texture object's handle is the address of its struct cucc__tex, so a
 * fetch goes straight to it.  The runtime keeps the set of live handles
 * (under tex_lock, held only while the set is read or changed) to validate
 * the host API; device code does not look handles up.
 *
 * A texture reference (texture<T, dim, mode> in cuda_texture_types.h)
 * carries a pointer to its binding, a struct cucc__tex, in its reserved
 * words.  Its public fields (normalized, filterMode, addressMode) are read
 * at every fetch, so it does not matter whether the program sets them
 * before or after binding.  Binding waits for device work issued before it,
 * so kernels already launched keep seeing the old binding, as on a GPU
 * where the binding is captured at launch.
 *
 * Validation follows CUDA 13 on an H200, measured with probe programs:
 * linear memory must be aligned to textureAlignment (512) and pitch2D rows
 * to texturePitchAlignment (32); integer formats cannot be filtered
 * (cudaErrorInvalidFilterSetting) and only 8/16-bit integers can be read
 * as normalized floats (cudaErrorInvalidNormSetting); a NULL texture
 * descriptor is cudaErrorInvalidResourceHandle.
 */
#include "texture.h"

#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Live texture and surface objects ------------------------------------- */

static pthread_mutex_t tex_lock = PTHREAD_MUTEX_INITIALIZER;
static const void **live;
static size_t nlive, caplive;

int cucc__handle_add(const void *p)
{
    pthread_mutex_lock(&tex_lock);
    if (nlive == caplive) {
        size_t cap = caplive ? 2 * caplive : 64;
        const void **n = realloc(live, cap * sizeof *n);
        if (!n) {
            pthread_mutex_unlock(&tex_lock);
            return 0;
        }
        live = n;
        caplive = cap;
    }
    live[nlive++] = p;
    pthread_mutex_unlock(&tex_lock);
    return 1;
}

int cucc__handle_remove(const void *p)
{
    int found = 0;
    pthread_mutex_lock(&tex_lock);
    for (size_t i = 0; i < nlive; i++)
        if (live[i] == p) {
            live[i] = live[--nlive];
            found = 1;
            break;
        }
    pthread_mutex_unlock(&tex_lock);
    return found;
}

int cucc__handle_live(const void *p)
{
    int found = 0;
    pthread_mutex_lock(&tex_lock);
    for (size_t i = 0; i < nlive && !found; i++)
        found = live[i] == p;
    pthread_mutex_unlock(&tex_lock);
    return found;
}

/* Formats --------------------------------------------------------------- */

int cucc__chan_format(const struct cudaChannelFormatDesc *d, int *fmt, int *nch, int *esize)
{
    int bits = d->x, n;
    if (d->f >= cudaChannelFormatKindUnsignedNormalized8X1 && d->f <= cudaChannelFormatKindSignedNormalized16X4) {
        /* The normalized kinds name their layout: 8X1, 8X2, 8X4, 16X1, ... */
        static const int tf[4] = { CUCC_TF_U8, CUCC_TF_U16, CUCC_TF_S8, CUCC_TF_S16 };
        int k = d->f - cudaChannelFormatKindUnsignedNormalized8X1;
        n = k % 3 == 2 ? 4 : k % 3 + 1;
        *fmt = tf[k / 3];
        *nch = n;
        *esize = n * (k / 3 % 2 ? 2 : 1);
        return 1;
    }
    if (bits <= 0)
        return 0;
    if (d->w)
        n = d->y == bits && d->z == bits && d->w == bits ? 4 : -1;
    else if (d->z)
        n = -1; /* three channels are not a texel format */
    else if (d->y)
        n = d->y == bits ? 2 : -1;
    else
        n = 1;
    if (n < 0)
        return 0;
    switch (d->f) {
    case cudaChannelFormatKindSigned:
    case cudaChannelFormatKindUnsigned: {
        int u = d->f == cudaChannelFormatKindUnsigned;
        if (bits == 8)
            *fmt = u ? CUCC_TF_U8 : CUCC_TF_S8;
        else if (bits == 16)
            *fmt = u ? CUCC_TF_U16 : CUCC_TF_S16;
        else if (bits == 32)
            *fmt = u ? CUCC_TF_U32 : CUCC_TF_S32;
        else
            return 0;
        break;
    }
    case cudaChannelFormatKindFloat:
        if (bits == 16)
            *fmt = CUCC_TF_F16;
        else if (bits == 32)
            *fmt = CUCC_TF_F32;
        else
            return 0;
        break;
    default:
        return 0;
    }
    *nch = n;
    *esize = n * bits / 8;
    return 1;
}

static int is_normalized_kind(enum cudaChannelFormatKind f)
{
    return f >= cudaChannelFormatKindUnsignedNormalized8X1 && f <= cudaChannelFormatKindSignedNormalized16X4;
}

static int dev_attr(enum cudaDeviceAttr a)
{
    int v = 0, dev = 0;
    cudaGetDevice(&dev);
    cudaDeviceGetAttribute(&v, a, dev);
    return v;
}

/* Resources ------------------------------------------------------------- */

static void level_from_array(struct cucc__level *lv, cudaArray_const_t a)
{
    lv->data = (unsigned char *)a->data;
    lv->w = a->extent.width;
    lv->h = a->rows;
    lv->d = a->slices;
    lv->pitch = a->pitch;
    lv->slice = a->slice;
}

static int array_shape(cudaArray_const_t a)
{
    if (a->flags & cudaArrayCubemap)
        return a->flags & cudaArrayLayered ? CUCC_SHAPE_CUBE_LAYERED : CUCC_SHAPE_CUBE;
    if (a->flags & cudaArrayLayered)
        return a->extent.height ? CUCC_SHAPE_2D_LAYERED : CUCC_SHAPE_1D_LAYERED;
    if (a->extent.depth)
        return CUCC_SHAPE_3D;
    return a->extent.height ? CUCC_SHAPE_2D : CUCC_SHAPE_1D;
}

/* Device memory a linear or pitch2D resource may use: runtime memory that
 * kernels can read.  *avail is how many bytes from p on belong to it.
 * Alignment is checked relative to the allocation: cudaMalloc returns
 * addresses aligned far beyond textureAlignment on a GPU. */
static int device_memory(const void *p, size_t *avail, size_t *misalign)
{
    struct cucc__mem_block b;
    enum cucc__mem_kind k = cucc__mem_lookup(p, &b);
    if (!p || k == CUCC_MEM_NONE)
        return 0;
    size_t at = (size_t)((const char *)p - (const char *)b.base);
    *avail = b.size - at;
    *misalign = at % (size_t)dev_attr(cudaDevAttrTextureAlignment);
    return 1;
}

cudaError_t cucc__resource_init(struct cucc__tex *t, const struct cudaResourceDesc *rd)
{
    t->nlevels = 1;
    switch (rd->resType) {
    case cudaResourceTypeArray: {
        cudaArray_const_t a = rd->res.array.array;
        if (!a || !cucc__array_live(a))
            return cudaErrorInvalidResourceHandle;
        if (!cucc__chan_format(&a->desc, &t->fmt, &t->nch, &t->esize))
            return cudaErrorInvalidChannelDescriptor;
        t->shape = array_shape(a);
        level_from_array(&t->lv[0], a);
        t->normkind = is_normalized_kind(a->desc.f);
        return cudaSuccess;
    }
    case cudaResourceTypeMipmappedArray: {
        struct cudaMipmappedArray *m = cucc__mipmap_get(rd->res.mipmap.mipmap);
        if (!m)
            return cudaErrorInvalidResourceHandle;
        if (!cucc__chan_format(&m->desc, &t->fmt, &t->nch, &t->esize))
            return cudaErrorInvalidChannelDescriptor;
        t->shape = array_shape(m->level[0]);
        t->nlevels = m->nlevels;
        t->mipmapped = 1;
        for (unsigned k = 0; k < m->nlevels; k++)
            level_from_array(&t->lv[k], m->level[k]);
        t->normkind = is_normalized_kind(m->desc.f);
        return cudaSuccess;
    }
    case cudaResourceTypeLinear: {
        const void *p = rd->res.linear.devPtr;
        size_t avail, mis;
        if (!cucc__chan_format(&rd->res.linear.desc, &t->fmt, &t->nch, &t->esize))
            return cudaErrorInvalidChannelDescriptor;
        if (!device_memory(p, &avail, &mis) || mis)
            return cudaErrorInvalidValue;
        size_t n = rd->res.linear.sizeInBytes / (size_t)t->esize;
        if (n > (size_t)dev_attr(cudaDevAttrMaxTexture1DLinearWidth))
            return cudaErrorInvalidValue;
        t->shape = CUCC_SHAPE_LINEAR;
        t->nelems = n;
        /* Fetches past the allocation read zeros instead of faulting. */
        if (t->nelems > avail / (size_t)t->esize)
            t->nelems = avail / (size_t)t->esize;
        t->lv[0].data = (unsigned char *)p;
        t->lv[0].w = n;
        t->lv[0].h = t->lv[0].d = 1;
        t->normkind = is_normalized_kind(rd->res.linear.desc.f);
        return cudaSuccess;
    }
    case cudaResourceTypePitch2D: {
        const void *p = rd->res.pitch2D.devPtr;
        size_t avail, mis, w = rd->res.pitch2D.width, h = rd->res.pitch2D.height;
        size_t pitch = rd->res.pitch2D.pitchInBytes;
        if (!cucc__chan_format(&rd->res.pitch2D.desc, &t->fmt, &t->nch, &t->esize))
            return cudaErrorInvalidChannelDescriptor;
        if (!device_memory(p, &avail, &mis) || mis)
            return cudaErrorInvalidValue;
        if (pitch % (size_t)dev_attr(cudaDevAttrTexturePitchAlignment) ||
            pitch > (size_t)dev_attr(cudaDevAttrMaxTexture2DLinearPitch) ||
            w > (size_t)dev_attr(cudaDevAttrMaxTexture2DLinearWidth) ||
            h > (size_t)dev_attr(cudaDevAttrMaxTexture2DLinearHeight))
            return cudaErrorInvalidValue;
        t->shape = CUCC_SHAPE_2D;
        t->lv[0].data = (unsigned char *)p;
        t->lv[0].w = w;
        t->lv[0].h = h;
        /* Rows past the end of the allocation are left out (the GPU would
         * read whatever lies there; here that could fault). */
        if (pitch && h > 0 && (h - 1) * pitch + w * (size_t)t->esize > avail)
            t->lv[0].h = avail >= w * (size_t)t->esize ? (avail - w * (size_t)t->esize) / pitch + 1 : 0;
        t->lv[0].d = 1;
        t->lv[0].pitch = pitch;
        t->lv[0].slice = pitch * h;
        t->normkind = is_normalized_kind(rd->res.pitch2D.desc.f);
        return cudaSuccess;
    }
    default:
        return cudaErrorInvalidValue;
    }
}

static int is_int_format(int fmt)
{
    return fmt != CUCC_TF_F32 && fmt != CUCC_TF_F16;
}

static int is_narrow_int(int fmt)
{
    return fmt == CUCC_TF_U8 || fmt == CUCC_TF_S8 || fmt == CUCC_TF_U16 || fmt == CUCC_TF_S16;
}

/* Texture objects ------------------------------------------------------- */

static cudaError_t create_texture(cudaTextureObject_t *out, const struct cudaResourceDesc *rd,
                                  const struct cudaTextureDesc *td, const struct cudaResourceViewDesc *vd)
{
    if (!out || !rd)
        return cudaErrorInvalidValue;
    if ((unsigned)rd->resType > cudaResourceTypePitch2D)
        return cudaErrorInvalidValue;
    if (!td)
        return cudaErrorInvalidResourceHandle;
    if ((unsigned)td->filterMode > cudaFilterModeLinear || (unsigned)td->mipmapFilterMode > cudaFilterModeLinear)
        return cudaErrorInvalidValue;
    struct cucc__tex *t = calloc(1, sizeof *t);
    if (!t)
        return cudaErrorMemoryAllocation;
    cudaError_t e = cucc__resource_init(t, rd);
    /* Only the address modes of the resource's dimensions are checked. */
    int dims = t->shape == CUCC_SHAPE_3D ? 3 : t->shape == CUCC_SHAPE_LINEAR || t->shape == CUCC_SHAPE_1D ||
                                                      t->shape == CUCC_SHAPE_1D_LAYERED ? 1 : 2;
    for (int k = 0; k < dims && e == cudaSuccess; k++)
        if ((unsigned)td->addressMode[k] > cudaAddressModeBorder)
            e = cudaErrorInvalidValue;
    int readnorm = td->readMode == cudaReadModeNormalizedFloat || t->normkind;
    if (e == cudaSuccess && readnorm && !is_narrow_int(t->fmt))
        e = cudaErrorInvalidNormSetting;
    if (e == cudaSuccess && td->filterMode == cudaFilterModeLinear && is_int_format(t->fmt) && !readnorm)
        e = cudaErrorInvalidFilterSetting;
    if (e != cudaSuccess) {
        free(t);
        return e;
    }
    t->magic = CUCC_TEX_MAGIC;
    for (int k = 0; k < 3; k++)
        t->samp.addr[k] = td->addressMode[k];
    t->samp.linear = td->filterMode == cudaFilterModeLinear;
    t->samp.readnorm = readnorm;
    t->samp.normcoords = td->normalizedCoords != 0;
    t->samp.miplinear = td->mipmapFilterMode == cudaFilterModeLinear;
    t->samp.srgb = td->sRGB && readnorm && t->fmt == CUCC_TF_U8;
    t->samp.lodbias = td->mipmapLevelBias;
    t->samp.minlod = td->minMipmapLevelClamp;
    t->samp.maxlod = td->maxMipmapLevelClamp;
    memcpy(t->samp.border, td->borderColor, sizeof t->samp.border);
    t->rd = *rd;
    t->td = *td;
    if (vd) {
        t->vd = *vd;
        t->has_vd = 1;
    }
    if (!cucc__handle_add(t)) {
        free(t);
        return cudaErrorMemoryAllocation;
    }
    *out = (cudaTextureObject_t)(uintptr_t)t;
    return cudaSuccess;
}

cudaError_t cudaCreateTextureObject(cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc,
                                    const struct cudaTextureDesc *pTexDesc,
                                    const struct cudaResourceViewDesc *pResViewDesc)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(create_texture(pTexObject, pResDesc, pTexDesc, pResViewDesc));
}

struct cucc__tex *cucc__tex_get(unsigned long long h, unsigned magic)
{
    struct cucc__tex *t = (struct cucc__tex *)(uintptr_t)h;
    return t && cucc__handle_live(t) && t->magic == magic ? t : NULL;
}

static struct cucc__tex *texture_get(cudaTextureObject_t h)
{
    return cucc__tex_get(h, CUCC_TEX_MAGIC);
}

cudaError_t cucc__tex_destroy(unsigned long long h, unsigned magic)
{
    if (!h)
        return cudaSuccess;
    struct cucc__tex *t = cucc__tex_get(h, magic);
    if (!t)
        return cudaErrorInvalidValue;
    /* Kernels issued earlier may still access it. */
    cucc__device_sync();
    cucc__handle_remove(t);
    t->magic = 0;
    free(t);
    return cudaSuccess;
}

cudaError_t cucc__tex_resource_desc(struct cudaResourceDesc *out, unsigned long long h, unsigned magic)
{
    struct cucc__tex *t = cucc__tex_get(h, magic);
    if (!out || !t)
        return cudaErrorInvalidValue;
    *out = t->rd;
    return cudaSuccess;
}

cudaError_t cudaDestroyTextureObject(cudaTextureObject_t texObject)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(cucc__tex_destroy(texObject, CUCC_TEX_MAGIC));
}

cudaError_t cudaGetTextureObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(cucc__tex_resource_desc(pResDesc, texObject, CUCC_TEX_MAGIC));
}

/* CUDA 13 does not report the border colour back. */
cudaError_t cudaGetTextureObjectTextureDesc(struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    struct cucc__tex *t = texture_get(texObject);
    if (!pTexDesc || !t)
        return cucc__ret(cudaErrorInvalidValue);
    *pTexDesc = t->td;
    memset(pTexDesc->borderColor, 0, sizeof pTexDesc->borderColor);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaGetTextureObjectResourceViewDesc(struct cudaResourceViewDesc *pResViewDesc,
                                                 cudaTextureObject_t texObject)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    struct cucc__tex *t = texture_get(texObject);
    if (!pResViewDesc || !t)
        return cucc__ret(cudaErrorInvalidValue);
    if (t->has_vd)
        *pResViewDesc = t->vd;
    else
        memset(pResViewDesc, 0, sizeof *pResViewDesc);
    return cucc__ret(cudaSuccess);
}

/* Device entry points for texture objects ------------------------------ */

static const union cucc__texel zero_texel;

void cucc__tex_fetch(unsigned long long tex, int kind, float x, float y, float z, int layer, float lod,
                     union cucc__texel *out)
{
    const struct cucc__tex *t = (const struct cucc__tex *)(uintptr_t)tex;
    if (!t) {
        *out = zero_texel;
        return;
    }
    cucc__sample(t, &t->samp, kind, x, y, z, layer, lod, out);
}

void cucc__tex_fetch_index(unsigned long long tex, int x, union cucc__texel *out)
{
    const struct cucc__tex *t = (const struct cucc__tex *)(uintptr_t)tex;
    if (!t) {
        *out = zero_texel;
        return;
    }
    /* tex1Dfetch reads linear memory only; on an array an H200 returns
     * zeros (cucc__sample_fetch does for non-linear resources). */
    cucc__sample_fetch(t, t->samp.readnorm, x, out);
}

void cucc__tex_gather(unsigned long long tex, float x, float y, int comp, union cucc__texel *out)
{
    const struct cucc__tex *t = (const struct cucc__tex *)(uintptr_t)tex;
    if (!t) {
        *out = zero_texel;
        return;
    }
    cucc__sample_gather(t, &t->samp, x, y, comp, out);
}

/* Texture references ---------------------------------------------------- */

/* The binding lives in the reference's reserved words. */
static struct cucc__tex *binding(const struct textureReference *ref)
{
    struct cucc__tex *t;
    memcpy(&t, ref->__cudaReserved, sizeof t);
    return t;
}

static void set_binding(const struct textureReference *ref, struct cucc__tex *t)
{
    memcpy((void *)((struct textureReference *)ref)->__cudaReserved, &t, sizeof t);
}

static cudaError_t bind(const struct textureReference *ref, const struct cudaResourceDesc *rd, size_t offset)
{
    if (!ref)
        return cudaErrorInvalidTexture;
    struct cucc__tex *t = calloc(1, sizeof *t);
    if (!t)
        return cudaErrorMemoryAllocation;
    cudaError_t e = cucc__resource_init(t, rd);
    if (e != cudaSuccess) {
        free(t);
        return e;
    }
    t->magic = CUCC_TEX_MAGIC;
    t->rd = *rd;
    t->offset = offset;
    cucc__device_sync();
    struct cucc__tex *old = binding(ref);
    set_binding(ref, t);
    free(old);
    return cudaSuccess;
}

/* The texture base must be aligned: the reference is bound at the aligned
 * address below devPtr and *offset says how many bytes to add to fetches
 * (Programming Guide, cudaBindTexture).  Without `offset` a misaligned
 * devPtr is an error.  *avail: bytes of the allocation from the base on. */
static cudaError_t align_base(const void *devPtr, size_t *offset, const unsigned char **base, size_t *off,
                              size_t *avail)
{
    if (!device_memory(devPtr, avail, off))
        return cudaErrorInvalidValue;
    if (*off && !offset)
        return cudaErrorInvalidValue;
    *base = (const unsigned char *)devPtr - *off;
    *avail += *off;
    if (offset)
        *offset = *off;
    return cudaSuccess;
}

cudaError_t cudaBindTexture(size_t *offset, const struct textureReference *texref, const void *devPtr,
                            const struct cudaChannelFormatDesc *desc, size_t size)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    if (!texref)
        return cucc__ret(cudaErrorInvalidTexture);
    if (!desc)
        return cucc__ret(cudaErrorInvalidChannelDescriptor);
    const unsigned char *base;
    size_t off, avail;
    cudaError_t e = align_base(devPtr, offset, &base, &off, &avail);
    if (e != cudaSuccess)
        return cucc__ret(e);
    struct cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeLinear;
    rd.res.linear.devPtr = (void *)base;
    rd.res.linear.desc = *desc;
    /* size defaults to UINT_MAX: "the whole allocation". */
    rd.res.linear.sizeInBytes = size > avail - off ? avail : size + off;
    return cucc__ret(bind(texref, &rd, off));
}

cudaError_t cudaBindTexture2D(size_t *offset, const struct textureReference *texref, const void *devPtr,
                              const struct cudaChannelFormatDesc *desc, size_t width, size_t height, size_t pitch)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    if (!texref)
        return cucc__ret(cudaErrorInvalidTexture);
    if (!desc)
        return cucc__ret(cudaErrorInvalidChannelDescriptor);
    int fmt, nch, esize;
    if (!cucc__chan_format(desc, &fmt, &nch, &esize))
        return cucc__ret(cudaErrorInvalidChannelDescriptor);
    const unsigned char *base;
    size_t off, avail;
    cudaError_t e = align_base(devPtr, offset, &base, &off, &avail);
    if (e != cudaSuccess)
        return cucc__ret(e);
    struct cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypePitch2D;
    rd.res.pitch2D.devPtr = (void *)base;
    rd.res.pitch2D.desc = *desc;
    rd.res.pitch2D.width = width + off / (size_t)esize;
    rd.res.pitch2D.height = height;
    rd.res.pitch2D.pitchInBytes = pitch;
    return cucc__ret(bind(texref, &rd, off));
}

cudaError_t cudaBindTextureToArray(const struct textureReference *texref, cudaArray_const_t array,
                                   const struct cudaChannelFormatDesc *desc)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    (void)desc;
    struct cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = (cudaArray_t)array;
    return cucc__ret(bind(texref, &rd, 0));
}

cudaError_t cudaBindTextureToMipmappedArray(const struct textureReference *texref,
                                            cudaMipmappedArray_const_t mipmappedArray,
                                            const struct cudaChannelFormatDesc *desc)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    (void)desc;
    struct cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeMipmappedArray;
    rd.res.mipmap.mipmap = (cudaMipmappedArray_t)mipmappedArray;
    return cucc__ret(bind(texref, &rd, 0));
}

cudaError_t cudaUnbindTexture(const struct textureReference *texref)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    if (!texref)
        return cucc__ret(cudaErrorInvalidTexture);
    cucc__device_sync();
    struct cucc__tex *old = binding(texref);
    set_binding(texref, NULL);
    free(old);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaGetTextureAlignmentOffset(size_t *offset, const struct textureReference *texref)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    if (!texref)
        return cucc__ret(cudaErrorInvalidTexture);
    struct cucc__tex *t = binding(texref);
    if (!t)
        return cucc__ret(cudaErrorInvalidTextureBinding);
    if (!offset)
        return cucc__ret(cudaErrorInvalidValue);
    *offset = t->offset;
    return cucc__ret(cudaSuccess);
}

/* In cucc the variable is the reference. */
cudaError_t cudaGetTextureReference(const struct textureReference **texref, const void *symbol)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    if (!texref || !symbol)
        return cucc__ret(cudaErrorInvalidTexture);
    *texref = (const struct textureReference *)symbol;
    return cucc__ret(cudaSuccess);
}

/* The sampler state of a reference: its public fields, and its template's
 * read mode.  References have no border colour (it is 0). */
static void ref_samp(const struct textureReference *ref, const struct cucc__tex *t, int readmode,
                     struct cucc__samp *s)
{
    memset(s, 0, sizeof *s);
    for (int k = 0; k < 3; k++)
        s->addr[k] = ref->addressMode[k];
    s->linear = ref->filterMode == cudaFilterModeLinear;
    s->readnorm = (readmode == cudaReadModeNormalizedFloat && is_narrow_int(t->fmt)) || t->normkind;
    if (s->linear && is_int_format(t->fmt) && !s->readnorm)
        s->linear = 0;
    s->normcoords = ref->normalized != 0;
    s->miplinear = ref->mipmapFilterMode == cudaFilterModeLinear;
    s->lodbias = ref->mipmapLevelBias;
    s->minlod = ref->minMipmapLevelClamp;
    s->maxlod = ref->maxMipmapLevelClamp;
}

void cucc__texref_fetch(const struct textureReference *ref, int readmode, int kind, float x, float y, float z,
                        int layer, float lod, union cucc__texel *out)
{
    const struct cucc__tex *t = binding(ref);
    if (!t) {
        *out = zero_texel;
        return;
    }
    struct cucc__samp s;
    ref_samp(ref, t, readmode, &s);
    cucc__sample(t, &s, kind, x, y, z, layer, lod, out);
}

void cucc__texref_fetch_index(const struct textureReference *ref, int readmode, int x, union cucc__texel *out)
{
    const struct cucc__tex *t = binding(ref);
    if (!t) {
        *out = zero_texel;
        return;
    }
    struct cucc__samp s;
    ref_samp(ref, t, readmode, &s);
    cucc__sample_fetch(t, s.readnorm, x, out);
}

void cucc__texref_gather(const struct textureReference *ref, int readmode, float x, float y, int comp,
                         union cucc__texel *out)
{
    const struct cucc__tex *t = binding(ref);
    if (!t) {
        *out = zero_texel;
        return;
    }
    struct cucc__samp s;
    ref_samp(ref, t, readmode, &s);
    cucc__sample_gather(t, &s, x, y, comp, out);
}

/* tex*Grad: the level of detail of a footprint with derivatives dx, dy
 * (log2 of the longer axis, in texels of level 0). */
float cucc__tex_lod_from_grad(unsigned long long tex, int dims, const float *dx, const float *dy)
{
    const struct cucc__tex *t = (const struct cucc__tex *)(uintptr_t)tex;
    if (!t)
        return 0;
    float size[3] = { (float)t->lv[0].w, (float)t->lv[0].h, (float)t->lv[0].d }, lx = 0, ly = 0;
    for (int k = 0; k < dims && k < 3; k++) {
        float s = t->samp.normcoords ? size[k] : 1.0f;
        lx += dx[k] * s * dx[k] * s;
        ly += dy[k] * s * dy[k] * s;
    }
    /* An H200 rounds the fraction of log2 up to its 8 bits. */
    double rho = sqrt(lx > ly ? lx : ly);
    return rho > 0 ? (float)(ceil(log2(rho) * 256.0 - 1e-9) / 256.0) : -1e30f;
}
