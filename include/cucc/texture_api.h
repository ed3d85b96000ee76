/*
 * The runtime API of textures, surfaces and arrays that cuda_runtime_api.h
 * does not declare itself: mipmapped arrays, array-to-array and async array
 * copies, descriptor queries, and the legacy texture reference API (CUDA
 * 11; removed in CUDA 12, kept for older programs).  Included at the end
 * of cuda_runtime_api.h; works as C and C++.
 */
#ifndef CUCC_TEXTURE_API_H
#define CUCC_TEXTURE_API_H

#include "../driver_types.h"
#include "../surface_types.h"
#include "../texture_types.h"

#ifndef CUCC_DV
#ifdef __cplusplus
#define CUCC_DV(v) = v
#else
#define CUCC_DV(v)
#endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

cudaError_t cudaMallocMipmappedArray(cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc *desc,
                                     struct cudaExtent extent, unsigned int numLevels, unsigned int flags CUCC_DV(0));
cudaError_t cudaGetMipmappedArrayLevel(cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray,
                                       unsigned int level);
cudaError_t cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray);

cudaError_t cudaMemcpy2DArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src,
                                     size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height,
                                     enum cudaMemcpyKind kind CUCC_DV(cudaMemcpyDeviceToDevice));
cudaError_t cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src,
                                   size_t wOffsetSrc, size_t hOffsetSrc, size_t count,
                                   enum cudaMemcpyKind kind CUCC_DV(cudaMemcpyDeviceToDevice));
cudaError_t cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch,
                                     size_t width, size_t height, enum cudaMemcpyKind kind,
                                     cudaStream_t stream CUCC_DV(0));
cudaError_t cudaMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset,
                                       size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind,
                                       cudaStream_t stream CUCC_DV(0));
cudaError_t cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count,
                                   enum cudaMemcpyKind kind, cudaStream_t stream CUCC_DV(0));
cudaError_t cudaMemcpyFromArrayAsync(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count,
                                     enum cudaMemcpyKind kind, cudaStream_t stream CUCC_DV(0));

cudaError_t cudaGetTextureObjectResourceViewDesc(struct cudaResourceViewDesc *pResViewDesc,
                                                 cudaTextureObject_t texObject);
cudaError_t cudaGetSurfaceObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject);

/* Texture references. */
cudaError_t cudaBindTexture(size_t *offset, const struct textureReference *texref, const void *devPtr,
                            const struct cudaChannelFormatDesc *desc, size_t size CUCC_DV(0xffffffffu));
cudaError_t cudaBindTexture2D(size_t *offset, const struct textureReference *texref, const void *devPtr,
                              const struct cudaChannelFormatDesc *desc, size_t width, size_t height, size_t pitch);
cudaError_t cudaBindTextureToArray(const struct textureReference *texref, cudaArray_const_t array,
                                   const struct cudaChannelFormatDesc *desc);
cudaError_t cudaBindTextureToMipmappedArray(const struct textureReference *texref,
                                            cudaMipmappedArray_const_t mipmappedArray,
                                            const struct cudaChannelFormatDesc *desc);
cudaError_t cudaUnbindTexture(const struct textureReference *texref);
cudaError_t cudaGetTextureAlignmentOffset(size_t *offset, const struct textureReference *texref);
cudaError_t cudaGetTextureReference(const struct textureReference **texref, const void *symbol);

#ifdef __cplusplus
}
#endif

#endif
