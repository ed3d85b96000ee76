/*
 * The legacy texture reference API (removed in CUDA 12, used by older
 * programs): texture<T, dim, readMode> declared at file scope, its fields
 * set and the reference bound from host code, fetched with
 * tex1Dfetch(tex, i), tex2D(tex, x, y), ... (texture_fetch_functions.h).
 *
 * texture<> is a textureReference (texture_types.h) with the constructors
 * of CUDA 11; the variable is one object for host and device code, so its
 * fields are read where the fetch happens.  The C++ overloads of the
 * binding functions take the texture itself, as CUDA 11's cuda_runtime.h
 * did.  C++ only.
 */
#ifndef CUCC_CUDA_TEXTURE_TYPES_H
#define CUCC_CUDA_TEXTURE_TYPES_H

#include "channel_descriptor.h"
#include "cuda_runtime_api.h"
#include "texture_types.h"

#ifdef __cplusplus

#include <limits.h>

template <class T, int texType = cudaTextureType1D, enum cudaTextureReadMode mode = cudaReadModeElementType>
struct texture : public textureReference {
    texture(int norm = 0, enum cudaTextureFilterMode fMode = cudaFilterModePoint,
            enum cudaTextureAddressMode aMode = cudaAddressModeClamp)
    {
        init(norm, fMode, aMode, cudaCreateChannelDesc<T>());
    }

    texture(int norm, enum cudaTextureFilterMode fMode, enum cudaTextureAddressMode aMode,
            struct cudaChannelFormatDesc desc)
    {
        init(norm, fMode, aMode, desc);
    }

private:
    void init(int norm, enum cudaTextureFilterMode fMode, enum cudaTextureAddressMode aMode,
              struct cudaChannelFormatDesc desc)
    {
        normalized = norm;
        filterMode = fMode;
        addressMode[0] = addressMode[1] = addressMode[2] = aMode;
        channelDesc = desc;
        sRGB = 0;
        maxAnisotropy = 0;
        mipmapFilterMode = cudaFilterModePoint;
        mipmapLevelBias = 0;
        minMipmapLevelClamp = 0;
        maxMipmapLevelClamp = 0;
        disableTrilinearOptimization = 0;
    }
};

template <class T, int dim, enum cudaTextureReadMode readMode>
static inline cudaError_t cudaBindTexture(size_t *offset, const struct texture<T, dim, readMode> &tex,
                                          const void *devPtr, const struct cudaChannelFormatDesc &desc,
                                          size_t size = UINT_MAX)
{
    return ::cudaBindTexture(offset, &tex, devPtr, &desc, size);
}

template <class T, int dim, enum cudaTextureReadMode readMode>
static inline cudaError_t cudaBindTexture(size_t *offset, const struct texture<T, dim, readMode> &tex,
                                          const void *devPtr, size_t size = UINT_MAX)
{
    return ::cudaBindTexture(offset, &tex, devPtr, &tex.channelDesc, size);
}

template <class T, int dim, enum cudaTextureReadMode readMode>
static inline cudaError_t cudaBindTexture2D(size_t *offset, const struct texture<T, dim, readMode> &tex,
                                            const void *devPtr, const struct cudaChannelFormatDesc &desc,
                                            size_t width, size_t height, size_t pitch)
{
    return ::cudaBindTexture2D(offset, &tex, devPtr, &desc, width, height, pitch);
}

template <class T, int dim, enum cudaTextureReadMode readMode>
static inline cudaError_t cudaBindTexture2D(size_t *offset, const struct texture<T, dim, readMode> &tex,
                                            const void *devPtr, size_t width, size_t height, size_t pitch)
{
    return ::cudaBindTexture2D(offset, &tex, devPtr, &tex.channelDesc, width, height, pitch);
}

template <class T, int dim, enum cudaTextureReadMode readMode>
static inline cudaError_t cudaBindTextureToArray(const struct texture<T, dim, readMode> &tex, cudaArray_const_t array,
                                                 const struct cudaChannelFormatDesc &desc)
{
    return ::cudaBindTextureToArray(&tex, array, &desc);
}

template <class T, int dim, enum cudaTextureReadMode readMode>
static inline cudaError_t cudaBindTextureToArray(const struct texture<T, dim, readMode> &tex, cudaArray_const_t array)
{
    struct cudaChannelFormatDesc desc;
    cudaError_t err = ::cudaGetChannelDesc(&desc, array);
    return err == cudaSuccess ? ::cudaBindTextureToArray(&tex, array, &desc) : err;
}

template <class T, int dim, enum cudaTextureReadMode readMode>
static inline cudaError_t cudaBindTextureToMipmappedArray(const struct texture<T, dim, readMode> &tex,
                                                          cudaMipmappedArray_const_t mipmappedArray,
                                                          const struct cudaChannelFormatDesc &desc)
{
    return ::cudaBindTextureToMipmappedArray(&tex, mipmappedArray, &desc);
}

template <class T, int dim, enum cudaTextureReadMode readMode>
static inline cudaError_t cudaBindTextureToMipmappedArray(const struct texture<T, dim, readMode> &tex,
                                                          cudaMipmappedArray_const_t mipmappedArray)
{
    return ::cudaBindTextureToMipmappedArray(&tex, mipmappedArray, &tex.channelDesc);
}

template <class T, int dim, enum cudaTextureReadMode readMode>
static inline cudaError_t cudaUnbindTexture(const struct texture<T, dim, readMode> &tex)
{
    return ::cudaUnbindTexture(&tex);
}

template <class T, int dim, enum cudaTextureReadMode readMode>
static inline cudaError_t cudaGetTextureAlignmentOffset(size_t *offset, const struct texture<T, dim, readMode> &tex)
{
    return ::cudaGetTextureAlignmentOffset(offset, &tex);
}

#endif /* __cplusplus */

#endif
