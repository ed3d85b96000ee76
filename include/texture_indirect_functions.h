/*
 * Texture object fetches (Programming Guide, "Texture Object API"): the
 * templates of CUDA's texture_indirect_functions.h, tex1D<T>(obj, x) and
 * the pointer-output forms tex1D(&v, obj, x), for T among char, signed
 * char, unsigned char, short, unsigned short, int, unsigned int, float and
 * their 1-, 2- and 4-component vectors.
 *
 * Every fetch calls the runtime's texture unit (src/rt/sample.c) through
 * the texture object's handle, which is the object's address, and converts
 * the four 32-bit channels it returns to T.  C++ only.
 */
#ifndef CUCC_TEXTURE_INDIRECT_FUNCTIONS_H
#define CUCC_TEXTURE_INDIRECT_FUNCTIONS_H

#include "cucc/keywords.h"
#include "cucc/texture_core.h"
#include "texture_types.h"
#include "vector_types.h"

#ifdef __cplusplus

/* T from the channels of a fetch: floats for float types, integers
 * (truncated) for integer types.  No definition for other types, so a
 * fetch of an unsupported type does not compile, as with nvcc. */
template <class T> struct cucc__texconv;

#define CUCC_TEXCONV_S(T, _CuF)                                                  \
    template <> struct cucc__texconv<T> {                                     \
        static inline T get(const cucc__texel &r) { return (T)r._CuF[0]; }       \
    };
#define CUCC_TEXCONV_V(T, _CuF)                                                  \
    template <> struct cucc__texconv<T##1> {                                  \
        static inline T##1 get(const cucc__texel &r)                          \
        {                                                                     \
            T##1 v;                                                           \
            v.x = r._CuF[0];                                                     \
            return v;                                                         \
        }                                                                     \
    };                                                                        \
    template <> struct cucc__texconv<T##2> {                                  \
        static inline T##2 get(const cucc__texel &r)                          \
        {                                                                     \
            T##2 v;                                                           \
            v.x = r._CuF[0];                                                     \
            v.y = r._CuF[1];                                                     \
            return v;                                                         \
        }                                                                     \
    };                                                                        \
    template <> struct cucc__texconv<T##4> {                                  \
        static inline T##4 get(const cucc__texel &r)                          \
        {                                                                     \
            T##4 v;                                                           \
            v.x = r._CuF[0];                                                     \
            v.y = r._CuF[1];                                                     \
            v.z = r._CuF[2];                                                     \
            v.w = r._CuF[3];                                                     \
            return v;                                                         \
        }                                                                     \
    };

CUCC_TEXCONV_S(char, i)
CUCC_TEXCONV_S(signed char, i)
CUCC_TEXCONV_S(unsigned char, u)
CUCC_TEXCONV_S(short, i)
CUCC_TEXCONV_S(unsigned short, u)
CUCC_TEXCONV_S(int, i)
CUCC_TEXCONV_S(unsigned int, u)
CUCC_TEXCONV_S(float, f)
CUCC_TEXCONV_V(char, i)
CUCC_TEXCONV_V(uchar, u)
CUCC_TEXCONV_V(short, i)
CUCC_TEXCONV_V(ushort, u)
CUCC_TEXCONV_V(int, i)
CUCC_TEXCONV_V(uint, u)
CUCC_TEXCONV_V(float, f)

#undef CUCC_TEXCONV_S
#undef CUCC_TEXCONV_V

template <class T> static inline T cucc__tex_get(unsigned long long t, int kind, float x, float y, float z, int layer,
                                                 float lod)
{
    cucc__texel r;
    cucc__tex_fetch(t, kind, x, y, z, layer, lod, &r);
    return cucc__texconv<T>::get(r);
}

/* Level of detail from gradients: log2 of the longer footprint axis in
 * texels of level 0. */
extern "C" float cucc__tex_lod_from_grad(unsigned long long tex, int dims, const float *dx, const float *dy);

template <class T> __device__ inline T tex1Dfetch(cudaTextureObject_t texObject, int x)
{
    cucc__texel r;
    cucc__tex_fetch_index(texObject, x, &r);
    return cucc__texconv<T>::get(r);
}

template <class T> __device__ inline T tex1D(cudaTextureObject_t texObject, float x)
{
    return cucc__tex_get<T>(texObject, CUCC_TEX_1D, x, 0, 0, 0, 0);
}

template <class T> __device__ inline T tex2D(cudaTextureObject_t texObject, float x, float y)
{
    return cucc__tex_get<T>(texObject, CUCC_TEX_2D, x, y, 0, 0, 0);
}

template <class T> __device__ inline T tex3D(cudaTextureObject_t texObject, float x, float y, float z)
{
    return cucc__tex_get<T>(texObject, CUCC_TEX_3D, x, y, z, 0, 0);
}

template <class T> __device__ inline T tex1DLayered(cudaTextureObject_t texObject, float x, int layer)
{
    return cucc__tex_get<T>(texObject, CUCC_TEX_1D_LAYERED, x, 0, 0, layer, 0);
}

template <class T> __device__ inline T tex2DLayered(cudaTextureObject_t texObject, float x, float y, int layer)
{
    return cucc__tex_get<T>(texObject, CUCC_TEX_2D_LAYERED, x, y, 0, layer, 0);
}

template <class T> __device__ inline T texCubemap(cudaTextureObject_t texObject, float x, float y, float z)
{
    return cucc__tex_get<T>(texObject, CUCC_TEX_CUBE, x, y, z, 0, 0);
}

template <class T>
__device__ inline T texCubemapLayered(cudaTextureObject_t texObject, float x, float y, float z, int layer)
{
    return cucc__tex_get<T>(texObject, CUCC_TEX_CUBE_LAYERED, x, y, z, layer, 0);
}

template <class T> __device__ inline T tex2Dgather(cudaTextureObject_t texObject, float x, float y, int comp = 0)
{
    cucc__texel r;
    cucc__tex_gather(texObject, x, y, comp, &r);
    return cucc__texconv<T>::get(r);
}

template <class T> __device__ inline T tex1DLod(cudaTextureObject_t texObject, float x, float level)
{
    return cucc__tex_get<T>(texObject, CUCC_TEX_1D | CUCC_TEX_LOD, x, 0, 0, 0, level);
}

template <class T> __device__ inline T tex2DLod(cudaTextureObject_t texObject, float x, float y, float level)
{
    return cucc__tex_get<T>(texObject, CUCC_TEX_2D | CUCC_TEX_LOD, x, y, 0, 0, level);
}

template <class T> __device__ inline T tex3DLod(cudaTextureObject_t texObject, float x, float y, float z, float level)
{
    return cucc__tex_get<T>(texObject, CUCC_TEX_3D | CUCC_TEX_LOD, x, y, z, 0, level);
}

template <class T> __device__ inline T tex1DLayeredLod(cudaTextureObject_t texObject, float x, int layer, float level)
{
    return cucc__tex_get<T>(texObject, CUCC_TEX_1D_LAYERED | CUCC_TEX_LOD, x, 0, 0, layer, level);
}

template <class T>
__device__ inline T tex2DLayeredLod(cudaTextureObject_t texObject, float x, float y, int layer, float level)
{
    return cucc__tex_get<T>(texObject, CUCC_TEX_2D_LAYERED | CUCC_TEX_LOD, x, y, 0, layer, level);
}

template <class T>
__device__ inline T texCubemapLod(cudaTextureObject_t texObject, float x, float y, float z, float level)
{
    return cucc__tex_get<T>(texObject, CUCC_TEX_CUBE | CUCC_TEX_LOD, x, y, z, 0, level);
}

template <class T>
__device__ inline T texCubemapLayeredLod(cudaTextureObject_t texObject, float x, float y, float z, int layer,
                                         float level)
{
    return cucc__tex_get<T>(texObject, CUCC_TEX_CUBE_LAYERED | CUCC_TEX_LOD, x, y, z, layer, level);
}

template <class T> __device__ inline T tex1DGrad(cudaTextureObject_t texObject, float x, float dPdx, float dPdy)
{
    float dx[3] = { dPdx, 0, 0 }, dy[3] = { dPdy, 0, 0 };
    return tex1DLod<T>(texObject, x, cucc__tex_lod_from_grad(texObject, 1, dx, dy));
}

template <class T>
__device__ inline T tex2DGrad(cudaTextureObject_t texObject, float x, float y, float2 dPdx, float2 dPdy)
{
    float dx[3] = { dPdx.x, dPdx.y, 0 }, dy[3] = { dPdy.x, dPdy.y, 0 };
    return tex2DLod<T>(texObject, x, y, cucc__tex_lod_from_grad(texObject, 2, dx, dy));
}

template <class T>
__device__ inline T tex3DGrad(cudaTextureObject_t texObject, float x, float y, float z, float4 dPdx, float4 dPdy)
{
    float dx[3] = { dPdx.x, dPdx.y, dPdx.z }, dy[3] = { dPdy.x, dPdy.y, dPdy.z };
    return tex3DLod<T>(texObject, x, y, z, cucc__tex_lod_from_grad(texObject, 3, dx, dy));
}

template <class T>
__device__ inline T tex1DLayeredGrad(cudaTextureObject_t texObject, float x, int layer, float dPdx, float dPdy)
{
    float dx[3] = { dPdx, 0, 0 }, dy[3] = { dPdy, 0, 0 };
    return tex1DLayeredLod<T>(texObject, x, layer, cucc__tex_lod_from_grad(texObject, 1, dx, dy));
}

template <class T>
__device__ inline T tex2DLayeredGrad(cudaTextureObject_t texObject, float x, float y, int layer, float2 dPdx,
                                     float2 dPdy)
{
    float dx[3] = { dPdx.x, dPdx.y, 0 }, dy[3] = { dPdy.x, dPdy.y, 0 };
    return tex2DLayeredLod<T>(texObject, x, y, layer, cucc__tex_lod_from_grad(texObject, 2, dx, dy));
}

/* The pointer-output forms. */
template <class T> __device__ inline void tex1Dfetch(T *ptr, cudaTextureObject_t obj, int x)
{
    *ptr = tex1Dfetch<T>(obj, x);
}

template <class T> __device__ inline void tex1D(T *ptr, cudaTextureObject_t obj, float x)
{
    *ptr = tex1D<T>(obj, x);
}

template <class T> __device__ inline void tex2D(T *ptr, cudaTextureObject_t obj, float x, float y)
{
    *ptr = tex2D<T>(obj, x, y);
}

template <class T> __device__ inline void tex3D(T *ptr, cudaTextureObject_t obj, float x, float y, float z)
{
    *ptr = tex3D<T>(obj, x, y, z);
}

template <class T> __device__ inline void tex1DLayered(T *ptr, cudaTextureObject_t obj, float x, int layer)
{
    *ptr = tex1DLayered<T>(obj, x, layer);
}

template <class T> __device__ inline void tex2DLayered(T *ptr, cudaTextureObject_t obj, float x, float y, int layer)
{
    *ptr = tex2DLayered<T>(obj, x, y, layer);
}

template <class T> __device__ inline void texCubemap(T *ptr, cudaTextureObject_t obj, float x, float y, float z)
{
    *ptr = texCubemap<T>(obj, x, y, z);
}

template <class T>
__device__ inline void texCubemapLayered(T *ptr, cudaTextureObject_t obj, float x, float y, float z, int layer)
{
    *ptr = texCubemapLayered<T>(obj, x, y, z, layer);
}

template <class T> __device__ inline void tex2Dgather(T *ptr, cudaTextureObject_t obj, float x, float y, int comp = 0)
{
    *ptr = tex2Dgather<T>(obj, x, y, comp);
}

template <class T> __device__ inline void tex1DLod(T *ptr, cudaTextureObject_t obj, float x, float level)
{
    *ptr = tex1DLod<T>(obj, x, level);
}

template <class T> __device__ inline void tex2DLod(T *ptr, cudaTextureObject_t obj, float x, float y, float level)
{
    *ptr = tex2DLod<T>(obj, x, y, level);
}

template <class T>
__device__ inline void tex3DLod(T *ptr, cudaTextureObject_t obj, float x, float y, float z, float level)
{
    *ptr = tex3DLod<T>(obj, x, y, z, level);
}

template <class T>
__device__ inline void tex1DLayeredLod(T *ptr, cudaTextureObject_t obj, float x, int layer, float level)
{
    *ptr = tex1DLayeredLod<T>(obj, x, layer, level);
}

template <class T>
__device__ inline void tex2DLayeredLod(T *ptr, cudaTextureObject_t obj, float x, float y, int layer, float level)
{
    *ptr = tex2DLayeredLod<T>(obj, x, y, layer, level);
}

template <class T>
__device__ inline void texCubemapLod(T *ptr, cudaTextureObject_t obj, float x, float y, float z, float level)
{
    *ptr = texCubemapLod<T>(obj, x, y, z, level);
}

template <class T> __device__ inline void tex1DGrad(T *ptr, cudaTextureObject_t obj, float x, float dPdx, float dPdy)
{
    *ptr = tex1DGrad<T>(obj, x, dPdx, dPdy);
}

template <class T>
__device__ inline void tex2DGrad(T *ptr, cudaTextureObject_t obj, float x, float y, float2 dPdx, float2 dPdy)
{
    *ptr = tex2DGrad<T>(obj, x, y, dPdx, dPdy);
}

template <class T>
__device__ inline void tex3DGrad(T *ptr, cudaTextureObject_t obj, float x, float y, float z, float4 dPdx,
                                 float4 dPdy)
{
    *ptr = tex3DGrad<T>(obj, x, y, z, dPdx, dPdy);
}

#endif /* __cplusplus */

#endif
