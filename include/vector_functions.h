/*
 * make_<type>() constructors of the built-in vector types (CUDA
 * Programming Guide, "Built-in Vector Types"), callable from host and
 * device code.  Plain C as well as C++: cuda_runtime.h includes this header
 * in both.  Each builds the struct member by member, so the result has the
 * type's CUDA alignment and no padding surprises.
 */
#ifndef CUCC_VECTOR_FUNCTIONS_H
#define CUCC_VECTOR_FUNCTIONS_H
#define __VECTOR_FUNCTIONS_H__     /* NVIDIA's include guard: programs test it */

#include "cucc/keywords.h"
#include "vector_types.h"

/* One constructor per type and component count: CUCC_MAKEn(name, T). */
#define CUCC_MAKE1(_CuV, T) \
    static __inline__ CUCC_TWIN_INLINE __host__ __device__ _CuV make_##_CuV(T x) \
    { _CuV t; t.x = x; return t; }
#define CUCC_MAKE2(_CuV, T) \
    static __inline__ CUCC_TWIN_INLINE __host__ __device__ _CuV make_##_CuV(T x, T y) \
    { _CuV t; t.x = x; t.y = y; return t; }
#define CUCC_MAKE3(_CuV, T) \
    static __inline__ CUCC_TWIN_INLINE __host__ __device__ _CuV make_##_CuV(T x, T y, T z) \
    { _CuV t; t.x = x; t.y = y; t.z = z; return t; }
#define CUCC_MAKE4(_CuV, T) \
    static __inline__ CUCC_TWIN_INLINE __host__ __device__ _CuV make_##_CuV(T x, T y, T z, T w) \
    { _CuV t; t.x = x; t.y = y; t.z = z; t.w = w; return t; }

CUCC_MAKE1(char1, signed char)
CUCC_MAKE2(char2, signed char)
CUCC_MAKE3(char3, signed char)
CUCC_MAKE4(char4, signed char)

CUCC_MAKE1(uchar1, unsigned char)
CUCC_MAKE2(uchar2, unsigned char)
CUCC_MAKE3(uchar3, unsigned char)
CUCC_MAKE4(uchar4, unsigned char)

CUCC_MAKE1(short1, short)
CUCC_MAKE2(short2, short)
CUCC_MAKE3(short3, short)
CUCC_MAKE4(short4, short)

CUCC_MAKE1(ushort1, unsigned short)
CUCC_MAKE2(ushort2, unsigned short)
CUCC_MAKE3(ushort3, unsigned short)
CUCC_MAKE4(ushort4, unsigned short)

CUCC_MAKE1(int1, int)
CUCC_MAKE2(int2, int)
CUCC_MAKE3(int3, int)
CUCC_MAKE4(int4, int)

CUCC_MAKE1(uint1, unsigned int)
CUCC_MAKE2(uint2, unsigned int)
CUCC_MAKE3(uint3, unsigned int)
CUCC_MAKE4(uint4, unsigned int)

CUCC_MAKE1(long1, long int)
CUCC_MAKE2(long2, long int)
CUCC_MAKE3(long3, long int)
CUCC_MAKE4(long4, long int)

CUCC_MAKE1(ulong1, unsigned long int)
CUCC_MAKE2(ulong2, unsigned long int)
CUCC_MAKE3(ulong3, unsigned long int)
CUCC_MAKE4(ulong4, unsigned long int)

CUCC_MAKE1(longlong1, long long int)
CUCC_MAKE2(longlong2, long long int)
CUCC_MAKE3(longlong3, long long int)
CUCC_MAKE4(longlong4, long long int)

CUCC_MAKE1(ulonglong1, unsigned long long int)
CUCC_MAKE2(ulonglong2, unsigned long long int)
CUCC_MAKE3(ulonglong3, unsigned long long int)
CUCC_MAKE4(ulonglong4, unsigned long long int)

CUCC_MAKE1(float1, float)
CUCC_MAKE2(float2, float)
CUCC_MAKE3(float3, float)
CUCC_MAKE4(float4, float)

CUCC_MAKE1(double1, double)
CUCC_MAKE2(double2, double)
CUCC_MAKE3(double3, double)
CUCC_MAKE4(double4, double)

/* CUDA 13's explicitly aligned 64-bit 4-vectors. */
CUCC_MAKE4(long4_16a, long int)
CUCC_MAKE4(long4_32a, long int)
CUCC_MAKE4(ulong4_16a, unsigned long int)
CUCC_MAKE4(ulong4_32a, unsigned long int)
CUCC_MAKE4(double4_16a, double)
CUCC_MAKE4(double4_32a, double)

#undef CUCC_MAKE1
#undef CUCC_MAKE2
#undef CUCC_MAKE3
#undef CUCC_MAKE4

#endif
