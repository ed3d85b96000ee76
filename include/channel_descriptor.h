/*
 * cudaCreateChannelDesc<T>(): the channel format of an element type, for
 * CUDA arrays and textures.  C++ only; C programs call
 * cudaCreateChannelDesc(x, y, z, w, kind).
 */
#ifndef CUCC_CHANNEL_DESCRIPTOR_H
#define CUCC_CHANNEL_DESCRIPTOR_H
#define __CHANNEL_DESCRIPTOR_H__     /* NVIDIA's include guard: programs test it */

#include "driver_types.h"
#include "vector_types.h"

#ifdef __cplusplus

/* Declared again here (also in cuda_runtime_api.h) so this header stands
 * alone. */
extern "C" struct cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w,
                                                              enum cudaChannelFormatKind f);

template <class T> static inline struct cudaChannelFormatDesc cudaCreateChannelDesc(void)
{
    return cudaCreateChannelDesc(0, 0, 0, 0, cudaChannelFormatKindNone);
}

#define CUCC_CHANNEL(T, n, bits, kind)                                                     \
    template <> inline struct cudaChannelFormatDesc cudaCreateChannelDesc<T>(void)         \
    {                                                                                      \
        return cudaCreateChannelDesc(bits, (n) > 1 ? (bits) : 0, (n) > 2 ? (bits) : 0,     \
                                     (n) > 3 ? (bits) : 0, kind);                          \
    }
#define CUCC_CHANNEL_VEC(_CuS, U, bits, kindS, kindU) \
    CUCC_CHANNEL(_CuS##1, 1, bits, kindS) CUCC_CHANNEL(_CuS##2, 2, bits, kindS) CUCC_CHANNEL(_CuS##4, 4, bits, kindS) \
    CUCC_CHANNEL(U##1, 1, bits, kindU) CUCC_CHANNEL(U##2, 2, bits, kindU) CUCC_CHANNEL(U##4, 4, bits, kindU)

CUCC_CHANNEL(char, 1, 8, (char)-1 < 0 ? cudaChannelFormatKindSigned : cudaChannelFormatKindUnsigned)
CUCC_CHANNEL(signed char, 1, 8, cudaChannelFormatKindSigned)
CUCC_CHANNEL(unsigned char, 1, 8, cudaChannelFormatKindUnsigned)
CUCC_CHANNEL(short, 1, 16, cudaChannelFormatKindSigned)
CUCC_CHANNEL(unsigned short, 1, 16, cudaChannelFormatKindUnsigned)
CUCC_CHANNEL(int, 1, 32, cudaChannelFormatKindSigned)
CUCC_CHANNEL(unsigned int, 1, 32, cudaChannelFormatKindUnsigned)
CUCC_CHANNEL(float, 1, 32, cudaChannelFormatKindFloat)
CUCC_CHANNEL_VEC(char, uchar, 8, cudaChannelFormatKindSigned, cudaChannelFormatKindUnsigned)
CUCC_CHANNEL_VEC(short, ushort, 16, cudaChannelFormatKindSigned, cudaChannelFormatKindUnsigned)
CUCC_CHANNEL_VEC(int, uint, 32, cudaChannelFormatKindSigned, cudaChannelFormatKindUnsigned)
CUCC_CHANNEL(float1, 1, 32, cudaChannelFormatKindFloat)
CUCC_CHANNEL(float2, 2, 32, cudaChannelFormatKindFloat)
CUCC_CHANNEL(float4, 4, 32, cudaChannelFormatKindFloat)

#undef CUCC_CHANNEL_VEC
#undef CUCC_CHANNEL

/* 16-bit floats (CUDA's channel_descriptor.h has these for half). */
static inline struct cudaChannelFormatDesc cudaCreateChannelDescHalf(void)
{
    return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat);
}
static inline struct cudaChannelFormatDesc cudaCreateChannelDescHalf1(void)
{
    return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat);
}
static inline struct cudaChannelFormatDesc cudaCreateChannelDescHalf2(void)
{
    return cudaCreateChannelDesc(16, 16, 0, 0, cudaChannelFormatKindFloat);
}
static inline struct cudaChannelFormatDesc cudaCreateChannelDescHalf4(void)
{
    return cudaCreateChannelDesc(16, 16, 16, 16, cudaChannelFormatKindFloat);
}

/* cudaCreateChannelDesc<cudaChannelFormatKindUnsignedNormalized8X4>() and
 * the other normalized kinds: the kind names the layout. */
template <enum cudaChannelFormatKind _CuK> static inline struct cudaChannelFormatDesc cudaCreateChannelDesc(void)
{
    int k = (int)_CuK - (int)cudaChannelFormatKindUnsignedNormalized8X1;
    if (k < 0 || k > 11)
        return cudaCreateChannelDesc(0, 0, 0, 0, _CuK);
    int bits = k / 3 % 2 ? 16 : 8, n = k % 3 == 2 ? 4 : k % 3 + 1;
    return cudaCreateChannelDesc(bits, n > 1 ? bits : 0, n > 2 ? bits : 0, n > 3 ? bits : 0, _CuK);
}

#endif

#endif
