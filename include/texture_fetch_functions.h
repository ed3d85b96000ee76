/*
 * Fetches through texture references (the legacy API, CUDA 11's
 * texture_fetch_functions.h): tex1Dfetch(tex, i), tex1D(tex, x),
 * tex2D(tex, x, y), tex3D, the layered, cubemap, gather and LOD forms.
 * The result type is T for cudaReadModeElementType and the float type of
 * the same shape for cudaReadModeNormalizedFloat.
 *
 * They share the texture unit with texture objects (src/rt/sample.c); the
 * sampler state comes from the reference's fields at the time of the
 * fetch.  C++ only.
 */
#ifndef CUCC_TEXTURE_FETCH_FUNCTIONS_H
#define CUCC_TEXTURE_FETCH_FUNCTIONS_H

#include "cuda_texture_types.h"
#include "texture_indirect_functions.h"

#ifdef __cplusplus

/* The result type of a fetch from texture<T, dim, mode>. */
template <class T, enum cudaTextureReadMode mode> struct cucc__texref_ret { typedef T type; };
#define CUCC_TEXREF_NF(T, _CuR) \
    template <> struct cucc__texref_ret<T, cudaReadModeNormalizedFloat> { typedef _CuR type; };
CUCC_TEXREF_NF(char, float)
CUCC_TEXREF_NF(signed char, float)
CUCC_TEXREF_NF(unsigned char, float)
CUCC_TEXREF_NF(short, float)
CUCC_TEXREF_NF(unsigned short, float)
CUCC_TEXREF_NF(char1, float1)
CUCC_TEXREF_NF(uchar1, float1)
CUCC_TEXREF_NF(short1, float1)
CUCC_TEXREF_NF(ushort1, float1)
CUCC_TEXREF_NF(char2, float2)
CUCC_TEXREF_NF(uchar2, float2)
CUCC_TEXREF_NF(short2, float2)
CUCC_TEXREF_NF(ushort2, float2)
CUCC_TEXREF_NF(char4, float4)
CUCC_TEXREF_NF(uchar4, float4)
CUCC_TEXREF_NF(short4, float4)
CUCC_TEXREF_NF(ushort4, float4)
#undef CUCC_TEXREF_NF

template <class T, int dim, enum cudaTextureReadMode mode>
static inline typename cucc__texref_ret<T, mode>::type cucc__texref_get(const texture<T, dim, mode> &t, int kind,
                                                                       float x, float y, float z, int layer,
                                                                       float lod)
{
    cucc__texel r;
    cucc__texref_fetch(&t, (int)mode, kind, x, y, z, layer, lod, &r);
    return cucc__texconv<typename cucc__texref_ret<T, mode>::type>::get(r);
}

template <class T, enum cudaTextureReadMode mode>
__device__ inline typename cucc__texref_ret<T, mode>::type tex1Dfetch(const texture<T, cudaTextureType1D, mode> &t,
                                                                      int x)
{
    cucc__texel r;
    cucc__texref_fetch_index(&t, (int)mode, x, &r);
    return cucc__texconv<typename cucc__texref_ret<T, mode>::type>::get(r);
}

template <class T, enum cudaTextureReadMode mode>
__device__ inline typename cucc__texref_ret<T, mode>::type tex1D(const texture<T, cudaTextureType1D, mode> &t, float x)
{
    return cucc__texref_get(t, CUCC_TEX_1D, x, 0, 0, 0, 0);
}

template <class T, enum cudaTextureReadMode mode>
__device__ inline typename cucc__texref_ret<T, mode>::type tex2D(const texture<T, cudaTextureType2D, mode> &t, float x,
                                                                 float y)
{
    return cucc__texref_get(t, CUCC_TEX_2D, x, y, 0, 0, 0);
}

template <class T, enum cudaTextureReadMode mode>
__device__ inline typename cucc__texref_ret<T, mode>::type tex3D(const texture<T, cudaTextureType3D, mode> &t, float x,
                                                                 float y, float z)
{
    return cucc__texref_get(t, CUCC_TEX_3D, x, y, z, 0, 0);
}

template <class T, enum cudaTextureReadMode mode>
__device__ inline typename cucc__texref_ret<T, mode>::type
tex1DLayered(const texture<T, cudaTextureType1DLayered, mode> &t, float x, int layer)
{
    return cucc__texref_get(t, CUCC_TEX_1D_LAYERED, x, 0, 0, layer, 0);
}

template <class T, enum cudaTextureReadMode mode>
__device__ inline typename cucc__texref_ret<T, mode>::type
tex2DLayered(const texture<T, cudaTextureType2DLayered, mode> &t, float x, float y, int layer)
{
    return cucc__texref_get(t, CUCC_TEX_2D_LAYERED, x, y, 0, layer, 0);
}

template <class T, enum cudaTextureReadMode mode>
__device__ inline typename cucc__texref_ret<T, mode>::type
texCubemap(const texture<T, cudaTextureTypeCubemap, mode> &t, float x, float y, float z)
{
    return cucc__texref_get(t, CUCC_TEX_CUBE, x, y, z, 0, 0);
}

template <class T, enum cudaTextureReadMode mode>
__device__ inline typename cucc__texref_ret<T, mode>::type
texCubemapLayered(const texture<T, cudaTextureTypeCubemapLayered, mode> &t, float x, float y, float z, int layer)
{
    return cucc__texref_get(t, CUCC_TEX_CUBE_LAYERED, x, y, z, layer, 0);
}

template <class T, enum cudaTextureReadMode mode>
__device__ inline typename cucc__texref_ret<T, mode>::type tex1DLod(const texture<T, cudaTextureType1D, mode> &t,
                                                                    float x, float level)
{
    return cucc__texref_get(t, CUCC_TEX_1D | CUCC_TEX_LOD, x, 0, 0, 0, level);
}

template <class T, enum cudaTextureReadMode mode>
__device__ inline typename cucc__texref_ret<T, mode>::type tex2DLod(const texture<T, cudaTextureType2D, mode> &t,
                                                                    float x, float y, float level)
{
    return cucc__texref_get(t, CUCC_TEX_2D | CUCC_TEX_LOD, x, y, 0, 0, level);
}

template <class T, enum cudaTextureReadMode mode>
__device__ inline typename cucc__texref_ret<T, mode>::type tex3DLod(const texture<T, cudaTextureType3D, mode> &t,
                                                                    float x, float y, float z, float level)
{
    return cucc__texref_get(t, CUCC_TEX_3D | CUCC_TEX_LOD, x, y, z, 0, level);
}

template <class T, enum cudaTextureReadMode mode>
__device__ inline typename cucc__texref_ret<T, mode>::type
tex1DLayeredLod(const texture<T, cudaTextureType1DLayered, mode> &t, float x, int layer, float level)
{
    return cucc__texref_get(t, CUCC_TEX_1D_LAYERED | CUCC_TEX_LOD, x, 0, 0, layer, level);
}

template <class T, enum cudaTextureReadMode mode>
__device__ inline typename cucc__texref_ret<T, mode>::type
tex2DLayeredLod(const texture<T, cudaTextureType2DLayered, mode> &t, float x, float y, int layer, float level)
{
    return cucc__texref_get(t, CUCC_TEX_2D_LAYERED | CUCC_TEX_LOD, x, y, 0, layer, level);
}

template <class T, enum cudaTextureReadMode mode>
__device__ inline typename cucc__texref_ret<T, mode>::type
texCubemapLod(const texture<T, cudaTextureTypeCubemap, mode> &t, float x, float y, float z, float level)
{
    return cucc__texref_get(t, CUCC_TEX_CUBE | CUCC_TEX_LOD, x, y, z, 0, level);
}

/* tex2Dgather returns four texels of one channel: a 4-vector of the
 * result's element type. */
template <class _CuR> struct cucc__gather_ret;
template <> struct cucc__gather_ret<float> { typedef float4 type; };
template <> struct cucc__gather_ret<float1> { typedef float4 type; };
template <> struct cucc__gather_ret<float2> { typedef float4 type; };
template <> struct cucc__gather_ret<float4> { typedef float4 type; };
#define CUCC_GATHER_RET(_CuS, _CuV)                                              \
    template <> struct cucc__gather_ret<_CuS> { typedef _CuV##4 type; };         \
    template <> struct cucc__gather_ret<_CuV##1> { typedef _CuV##4 type; };      \
    template <> struct cucc__gather_ret<_CuV##2> { typedef _CuV##4 type; };      \
    template <> struct cucc__gather_ret<_CuV##4> { typedef _CuV##4 type; };
CUCC_GATHER_RET(signed char, char)
CUCC_GATHER_RET(unsigned char, uchar)
CUCC_GATHER_RET(short, short)
CUCC_GATHER_RET(unsigned short, ushort)
CUCC_GATHER_RET(int, int)
CUCC_GATHER_RET(unsigned int, uint)
#undef CUCC_GATHER_RET
template <> struct cucc__gather_ret<char> { typedef char4 type; };

template <class T, enum cudaTextureReadMode mode>
__device__ inline typename cucc__gather_ret<typename cucc__texref_ret<T, mode>::type>::type
tex2Dgather(const texture<T, cudaTextureType2D, mode> &t, float x, float y, int comp = 0)
{
    cucc__texel r;
    cucc__texref_gather(&t, (int)mode, x, y, comp, &r);
    return cucc__texconv<typename cucc__gather_ret<typename cucc__texref_ret<T, mode>::type>::type>::get(r);
}

#endif /* __cplusplus */

#endif
