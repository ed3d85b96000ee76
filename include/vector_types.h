/*
 * CUDA's built-in vector types with CUDA's sizes and alignments
 * (Programming Guide, "Built-in Vector Types"): a 2-component vector is
 * aligned to twice its component size, 4-component vectors of 4-byte
 * components to 16, 3-component vectors keep the component alignment.
 * 64-bit 4-component types are declared as CUDA 13 does: the *4 names are
 * aligned to 16 bytes, the *4_16a/_32a variants make the alignment explicit.
 * The charN components are `signed char`, as in CUDA (it matters for
 * template deduction and overloads, not for values: x86-64 char is signed).
 */
#ifndef CUCC_VECTOR_TYPES_H
#define CUCC_VECTOR_TYPES_H
#define __VECTOR_TYPES_H__     /* NVIDIA's include guard: programs test it */

#define CUCC_ALIGN(n) __attribute__((aligned(n)))

struct CUCC_ALIGN(1) char1 { signed char x; };
typedef struct char1 char1;
struct CUCC_ALIGN(2) char2 { signed char x, y; };
typedef struct char2 char2;
struct CUCC_ALIGN(1) char3 { signed char x, y, z; };
typedef struct char3 char3;
struct CUCC_ALIGN(4) char4 { signed char x, y, z, w; };
typedef struct char4 char4;
struct CUCC_ALIGN(1) uchar1 { unsigned char x; };
typedef struct uchar1 uchar1;
struct CUCC_ALIGN(2) uchar2 { unsigned char x, y; };
typedef struct uchar2 uchar2;
struct CUCC_ALIGN(1) uchar3 { unsigned char x, y, z; };
typedef struct uchar3 uchar3;
struct CUCC_ALIGN(4) uchar4 { unsigned char x, y, z, w; };
typedef struct uchar4 uchar4;
struct CUCC_ALIGN(2) short1 { short x; };
typedef struct short1 short1;
struct CUCC_ALIGN(4) short2 { short x, y; };
typedef struct short2 short2;
struct CUCC_ALIGN(2) short3 { short x, y, z; };
typedef struct short3 short3;
struct CUCC_ALIGN(8) short4 { short x, y, z, w; };
typedef struct short4 short4;
struct CUCC_ALIGN(2) ushort1 { unsigned short x; };
typedef struct ushort1 ushort1;
struct CUCC_ALIGN(4) ushort2 { unsigned short x, y; };
typedef struct ushort2 ushort2;
struct CUCC_ALIGN(2) ushort3 { unsigned short x, y, z; };
typedef struct ushort3 ushort3;
struct CUCC_ALIGN(8) ushort4 { unsigned short x, y, z, w; };
typedef struct ushort4 ushort4;
struct CUCC_ALIGN(4) int1 { int x; };
typedef struct int1 int1;
struct CUCC_ALIGN(8) int2 { int x, y; };
typedef struct int2 int2;
struct CUCC_ALIGN(4) int3 { int x, y, z; };
typedef struct int3 int3;
struct CUCC_ALIGN(16) int4 { int x, y, z, w; };
typedef struct int4 int4;
struct CUCC_ALIGN(4) uint1 { unsigned int x; };
typedef struct uint1 uint1;
struct CUCC_ALIGN(8) uint2 { unsigned int x, y; };
typedef struct uint2 uint2;
struct CUCC_ALIGN(4) uint3 { unsigned int x, y, z; };
typedef struct uint3 uint3;
struct CUCC_ALIGN(16) uint4 { unsigned int x, y, z, w; };
typedef struct uint4 uint4;
struct CUCC_ALIGN(8) long1 { long x; };
typedef struct long1 long1;
struct CUCC_ALIGN(16) long2 { long x, y; };
typedef struct long2 long2;
struct CUCC_ALIGN(8) long3 { long x, y, z; };
typedef struct long3 long3;
struct CUCC_ALIGN(16) long4 { long x, y, z, w; };
typedef struct long4 long4;
struct CUCC_ALIGN(8) ulong1 { unsigned long x; };
typedef struct ulong1 ulong1;
struct CUCC_ALIGN(16) ulong2 { unsigned long x, y; };
typedef struct ulong2 ulong2;
struct CUCC_ALIGN(8) ulong3 { unsigned long x, y, z; };
typedef struct ulong3 ulong3;
struct CUCC_ALIGN(16) ulong4 { unsigned long x, y, z, w; };
typedef struct ulong4 ulong4;
struct CUCC_ALIGN(8) longlong1 { long long x; };
typedef struct longlong1 longlong1;
struct CUCC_ALIGN(16) longlong2 { long long x, y; };
typedef struct longlong2 longlong2;
struct CUCC_ALIGN(8) longlong3 { long long x, y, z; };
typedef struct longlong3 longlong3;
struct CUCC_ALIGN(16) longlong4 { long long x, y, z, w; };
typedef struct longlong4 longlong4;
struct CUCC_ALIGN(8) ulonglong1 { unsigned long long x; };
typedef struct ulonglong1 ulonglong1;
struct CUCC_ALIGN(16) ulonglong2 { unsigned long long x, y; };
typedef struct ulonglong2 ulonglong2;
struct CUCC_ALIGN(8) ulonglong3 { unsigned long long x, y, z; };
typedef struct ulonglong3 ulonglong3;
struct CUCC_ALIGN(16) ulonglong4 { unsigned long long x, y, z, w; };
typedef struct ulonglong4 ulonglong4;
struct CUCC_ALIGN(4) float1 { float x; };
typedef struct float1 float1;
struct CUCC_ALIGN(8) float2 { float x, y; };
typedef struct float2 float2;
struct CUCC_ALIGN(4) float3 { float x, y, z; };
typedef struct float3 float3;
struct CUCC_ALIGN(16) float4 { float x, y, z, w; };
typedef struct float4 float4;
struct CUCC_ALIGN(8) double1 { double x; };
typedef struct double1 double1;
struct CUCC_ALIGN(16) double2 { double x, y; };
typedef struct double2 double2;
struct CUCC_ALIGN(8) double3 { double x, y, z; };
typedef struct double3 double3;
struct CUCC_ALIGN(16) double4 { double x, y, z, w; };
typedef struct double4 double4;

/* CUDA 13 names for 32-byte aligned 64-bit 4-vectors. */

struct CUCC_ALIGN(16) long4_16a { long x, y, z, w; };
typedef struct long4_16a long4_16a;
struct CUCC_ALIGN(32) long4_32a { long x, y, z, w; };
typedef struct long4_32a long4_32a;
struct CUCC_ALIGN(16) ulong4_16a { unsigned long x, y, z, w; };
typedef struct ulong4_16a ulong4_16a;
struct CUCC_ALIGN(32) ulong4_32a { unsigned long x, y, z, w; };
typedef struct ulong4_32a ulong4_32a;
struct CUCC_ALIGN(16) longlong4_16a { long long x, y, z, w; };
typedef struct longlong4_16a longlong4_16a;
struct CUCC_ALIGN(32) longlong4_32a { long long x, y, z, w; };
typedef struct longlong4_32a longlong4_32a;
struct CUCC_ALIGN(16) ulonglong4_16a { unsigned long long x, y, z, w; };
typedef struct ulonglong4_16a ulonglong4_16a;
struct CUCC_ALIGN(32) ulonglong4_32a { unsigned long long x, y, z, w; };
typedef struct ulonglong4_32a ulonglong4_32a;
struct CUCC_ALIGN(16) double4_16a { double x, y, z, w; };
typedef struct double4_16a double4_16a;
struct CUCC_ALIGN(32) double4_32a { double x, y, z, w; };
typedef struct double4_32a double4_32a;

/* dim3: a uint3 whose unspecified components default to 1. */
#ifdef __cplusplus
struct dim3 {
    unsigned int x, y, z;
    constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) : x(vx), y(vy), z(vz) {}
    constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
    constexpr operator uint3() const { return uint3{x, y, z}; }
};
#else
struct dim3 { unsigned int x, y, z; };
#endif
typedef struct dim3 dim3;

#endif
