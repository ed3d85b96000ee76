/*
 * Integer intrinsics of device code (CUDA Math API "Integer Intrinsics",
 * "SIMD Intrinsics", sm_32 funnel shifts and cache-hinted loads, sm_61
 * dot products, sm_90 DPX min/max) and the bit reinterpretations between
 * floating-point and integer types ("Type Casting Intrinsics").
 *
 * Semantics follow NVIDIA's documentation and were checked against an H200
 * where the text leaves room (__mul24 sign-extends its 24-bit operands,
 * __byte_perm reads only the low 3 bits of each selector nibble, the
 * funnel shifts mask or clamp the amount): tests/e2e/int_intrinsics.cu.
 * C++ only; included by cucc/device_functions.h.
 */
#ifndef CUCC_DEVICE_INTRINSICS_H
#define CUCC_DEVICE_INTRINSICS_H

#include <stddef.h>
#include <string.h>

#include "keywords.h"
#include "vector_types.h"

#ifndef CUCC_INT128_TYPES
#define CUCC_INT128_TYPES
__extension__ typedef __int128 cucc__int128;
__extension__ typedef unsigned __int128 cucc__uint128;
#endif

/* Reinterpretation ------------------------------------------------------ */

__device__ inline int __float_as_int(float x) { int r; memcpy(&r, &x, 4); return r; }
__device__ inline unsigned int __float_as_uint(float x) { unsigned int r; memcpy(&r, &x, 4); return r; }
__device__ inline float __int_as_float(int x) { float r; memcpy(&r, &x, 4); return r; }
__device__ inline float __uint_as_float(unsigned int x) { float r; memcpy(&r, &x, 4); return r; }
__device__ inline long long int __double_as_longlong(double x) { long long int r; memcpy(&r, &x, 8); return r; }
__device__ inline double __longlong_as_double(long long int x) { double r; memcpy(&r, &x, 8); return r; }
__device__ inline int __double2hiint(double x) { return (int)(__double_as_longlong(x) >> 32); }
__device__ inline int __double2loint(double x) { return (int)(unsigned int)__double_as_longlong(x); }
__device__ inline double __hiloint2double(int hi, int lo)
{
    return __longlong_as_double((long long int)(((unsigned long long)(unsigned int)hi << 32) | (unsigned int)lo));
}

/* Bit counting and reversal --------------------------------------------- */

__device__ inline int __popc(unsigned int x) { return __builtin_popcount(x); }
__device__ inline int __popcll(unsigned long long int x) { return __builtin_popcountll(x); }
__device__ inline int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned int)x); }
__device__ inline int __clzll(long long int x) { return x == 0 ? 64 : __builtin_clzll((unsigned long long)x); }
__device__ inline int __ffs(int x) { return __builtin_ffs(x); }
__device__ inline int __ffsll(long long int x) { return __builtin_ffsll(x); }

__device__ inline unsigned int __brev(unsigned int x)
{
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    return __builtin_bswap32(x);
}

__device__ inline unsigned long long int __brevll(unsigned long long int x)
{
    return ((unsigned long long)__brev((unsigned int)x) << 32) | __brev((unsigned int)(x >> 32));
}

/* Result byte n is byte ((s >> 4n) & 7) of the 8-byte value y:x. */
__device__ inline unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s)
{
    unsigned long long v = ((unsigned long long)y << 32) | x;
    unsigned int r = 0;
    for (int n = 0; n < 4; n++)
        r |= (unsigned int)((v >> (8 * ((s >> (4 * n)) & 7u))) & 0xffu) << (8 * n);
    return r;
}

/* sm_32: shift the 64-bit value hi:lo; _l/_r use (shift & 31), _lc/_rc
 * clamp the amount to 32. */
__device__ inline unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift)
{
    unsigned long long v = ((unsigned long long)hi << 32) | lo;
    return (unsigned int)((v << (shift & 31u)) >> 32);
}
__device__ inline unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int shift)
{
    unsigned long long v = ((unsigned long long)hi << 32) | lo;
    return (unsigned int)((v << (shift < 32u ? shift : 32u)) >> 32);
}
__device__ inline unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift)
{
    unsigned long long v = ((unsigned long long)hi << 32) | lo;
    return (unsigned int)(v >> (shift & 31u));
}
__device__ inline unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int shift)
{
    unsigned long long v = ((unsigned long long)hi << 32) | lo;
    return (unsigned int)(v >> (shift < 32u ? shift : 32u));
}

/* PTX fns: position of the n-th set bit of mask counting from base, upwards
 * for offset > 0, downwards for offset < 0; 0xffffffff when there is none. */
__device__ inline unsigned int __fns(unsigned int mask, unsigned int base, int offset)
{
    if (base > 31u)
        return 0xffffffffu;
    if (offset == 0)
        return (mask >> base) & 1u ? base : 0xffffffffu;
    int step = offset > 0 ? 1 : -1;
    unsigned int count = offset > 0 ? (unsigned int)offset : 0u - (unsigned int)offset;
    for (int pos = (int)base; pos >= 0 && pos < 32; pos += step)
        if ((mask >> pos) & 1u && --count == 0)
            return (unsigned int)pos;
    return 0xffffffffu;
}

__host__ __device__ inline unsigned short __nv_bswap16(unsigned short x) { return __builtin_bswap16(x); }
__host__ __device__ inline unsigned int __nv_bswap32(unsigned int x) { return __builtin_bswap32(x); }
__host__ __device__ inline unsigned long long __nv_bswap64(unsigned long long x) { return __builtin_bswap64(x); }

/* Multiplication -------------------------------------------------------- */

/* The low 24 bits of each operand, sign-extended (__mul24) or not. */
__device__ inline int __mul24(int x, int y)
{
    long long a = (long long)((int)((unsigned int)x << 8) >> 8);
    long long b = (long long)((int)((unsigned int)y << 8) >> 8);
    return (int)(unsigned int)(unsigned long long)(a * b);
}
__device__ inline unsigned int __umul24(unsigned int x, unsigned int y) { return (x & 0xffffffu) * (y & 0xffffffu); }
__device__ inline int __mulhi(int x, int y) { return (int)(((long long)x * y) >> 32); }
__device__ inline unsigned int __umulhi(unsigned int x, unsigned int y)
{
    return (unsigned int)(((unsigned long long)x * y) >> 32);
}
__device__ inline long long int __mul64hi(long long int x, long long int y)
{
    return (long long int)(((cucc__int128)x * y) >> 64);
}
__device__ inline unsigned long long int __umul64hi(unsigned long long int x, unsigned long long int y)
{
    return (unsigned long long int)(((cucc__uint128)x * y) >> 64);
}

/* Averages and absolute differences --------------------------------------- */

__device__ inline int __hadd(int x, int y) { return (int)(((long long)x + y) >> 1); }
__device__ inline int __rhadd(int x, int y) { return (int)(((long long)x + y + 1) >> 1); }
__device__ inline unsigned int __uhadd(unsigned int x, unsigned int y)
{
    return (unsigned int)(((unsigned long long)x + y) >> 1);
}
__device__ inline unsigned int __urhadd(unsigned int x, unsigned int y)
{
    return (unsigned int)(((unsigned long long)x + y + 1) >> 1);
}
__device__ inline unsigned int __sad(int x, int y, unsigned int z)
{
    return (x > y ? (unsigned int)x - (unsigned int)y : (unsigned int)y - (unsigned int)x) + z;
}
__device__ inline unsigned int __usad(unsigned int x, unsigned int y, unsigned int z)
{
    return (x > y ? x - y : y - x) + z;
}

/* sm_61 dot products ---------------------------------------------------- */

/* Four 8-bit products accumulated into 32 bits (wrapping). */
__device__ inline int __dp4a(int srcA, int srcB, int c)
{
    unsigned int r = (unsigned int)c;
    for (int i = 0; i < 32; i += 8)
        r += (unsigned int)((int)(signed char)(srcA >> i) * (int)(signed char)(srcB >> i));
    return (int)r;
}
__device__ inline unsigned int __dp4a(unsigned int srcA, unsigned int srcB, unsigned int c)
{
    for (int i = 0; i < 32; i += 8)
        c += ((srcA >> i) & 0xffu) * ((srcB >> i) & 0xffu);
    return c;
}
__device__ inline int __dp4a(char4 srcA, char4 srcB, int c)
{
    int a, b;
    memcpy(&a, &srcA, 4);
    memcpy(&b, &srcB, 4);
    return __dp4a(a, b, c);
}
__device__ inline unsigned int __dp4a(uchar4 srcA, uchar4 srcB, unsigned int c)
{
    unsigned int a, b;
    memcpy(&a, &srcA, 4);
    memcpy(&b, &srcB, 4);
    return __dp4a(a, b, c);
}

/* Two 16x8-bit products: srcA's halfwords times srcB's bytes 0,1 (_lo) or
 * 2,3 (_hi). */
__device__ inline int cucc__dp2a(int srcA, int srcB, int c, int shift)
{
    unsigned int r = (unsigned int)c;
    r += (unsigned int)((int)(short)srcA * (int)(signed char)(srcB >> shift));
    r += (unsigned int)((int)(short)(srcA >> 16) * (int)(signed char)(srcB >> (shift + 8)));
    return (int)r;
}
__device__ inline unsigned int cucc__dp2a(unsigned int srcA, unsigned int srcB, unsigned int c, int shift)
{
    c += (srcA & 0xffffu) * ((srcB >> shift) & 0xffu);
    c += (srcA >> 16) * ((srcB >> (shift + 8)) & 0xffu);
    return c;
}
__device__ inline int __dp2a_lo(int srcA, int srcB, int c) { return cucc__dp2a(srcA, srcB, c, 0); }
__device__ inline int __dp2a_hi(int srcA, int srcB, int c) { return cucc__dp2a(srcA, srcB, c, 16); }
__device__ inline unsigned int __dp2a_lo(unsigned int srcA, unsigned int srcB, unsigned int c)
{
    return cucc__dp2a(srcA, srcB, c, 0);
}
__device__ inline unsigned int __dp2a_hi(unsigned int srcA, unsigned int srcB, unsigned int c)
{
    return cucc__dp2a(srcA, srcB, c, 16);
}
__device__ inline int __dp2a_lo(short2 srcA, char4 srcB, int c)
{
    int a, b;
    memcpy(&a, &srcA, 4);
    memcpy(&b, &srcB, 4);
    return cucc__dp2a(a, b, c, 0);
}
__device__ inline int __dp2a_hi(short2 srcA, char4 srcB, int c)
{
    int a, b;
    memcpy(&a, &srcA, 4);
    memcpy(&b, &srcB, 4);
    return cucc__dp2a(a, b, c, 16);
}
__device__ inline unsigned int __dp2a_lo(ushort2 srcA, uchar4 srcB, unsigned int c)
{
    unsigned int a, b;
    memcpy(&a, &srcA, 4);
    memcpy(&b, &srcB, 4);
    return cucc__dp2a(a, b, c, 0);
}
__device__ inline unsigned int __dp2a_hi(ushort2 srcA, uchar4 srcB, unsigned int c)
{
    unsigned int a, b;
    memcpy(&a, &srcA, 4);
    memcpy(&b, &srcB, 4);
    return cucc__dp2a(a, b, c, 16);
}

/* SIMD intrinsics ---------------------------------------------------------
 * Each operates lane by lane on 2 halfwords (…2) or 4 bytes (…4) of an
 * unsigned int.  cucc__simd<W> extracts lanes as signed (s) or unsigned (u)
 * values and packs W-bit results back. */
template <int _CuW> struct cucc__simd {
    enum { lanes = 32 / _CuW };
    static const unsigned int mask = (1u << _CuW) - 1u;
    static int s(unsigned int v, int i) { return (int)((v >> (_CuW * i)) << (32 - _CuW)) >> (32 - _CuW); }
    static int u(unsigned int v, int i) { return (int)((v >> (_CuW * i)) & mask); }
    static int smin() { return -(1 << (_CuW - 1)); }
    static int smax() { return (1 << (_CuW - 1)) - 1; }
    static int umax() { return (int)mask; }
    static int sat(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }
    template <class _CuF> static unsigned int map(unsigned int a, unsigned int b, _CuF f)
    {
        unsigned int r = 0;
        for (int i = 0; i < lanes; i++)
            r |= ((unsigned int)f(a, b, i) & mask) << (_CuW * i);
        return r;
    }
    template <class _CuF> static unsigned int sum(unsigned int a, unsigned int b, _CuF f)
    {
        unsigned int r = 0;
        for (int i = 0; i < lanes; i++)
            r += (unsigned int)f(a, b, i);
        return r;
    }
};

#define CUCC_SIMD1(NAME, _CuW, EXPR) \
    __device__ inline unsigned int NAME(unsigned int x) \
    { \
        typedef cucc__simd<_CuW> _CuL; \
        return _CuL::map(x, 0u, [](unsigned int a, unsigned int, int i) { return (EXPR); }); \
    }
#define CUCC_SIMD2(NAME, _CuW, EXPR) \
    __device__ inline unsigned int NAME(unsigned int x, unsigned int y) \
    { \
        typedef cucc__simd<_CuW> _CuL; \
        return _CuL::map(x, y, [](unsigned int a, unsigned int b, int i) { (void)b; return (EXPR); }); \
    }
#define CUCC_SIMD_SUM(NAME, _CuW, EXPR) \
    __device__ inline unsigned int NAME(unsigned int x, unsigned int y) \
    { \
        typedef cucc__simd<_CuW> _CuL; \
        return _CuL::sum(x, y, [](unsigned int a, unsigned int b, int i) { return (EXPR); }); \
    }
/* Every SIMD function for both lane widths: X(suffix, W). */
#define CUCC_SIMD_ALL(_CuN, _CuW) \
    CUCC_SIMD1(__vabs##_CuN, _CuW, _CuL::s(a, i) < 0 ? -_CuL::s(a, i) : _CuL::s(a, i)) \
    CUCC_SIMD1(__vabsss##_CuN, _CuW, _CuL::sat(_CuL::s(a, i) < 0 ? -_CuL::s(a, i) : _CuL::s(a, i), 0, _CuL::smax())) \
    CUCC_SIMD1(__vneg##_CuN, _CuW, -_CuL::s(a, i)) \
    CUCC_SIMD1(__vnegss##_CuN, _CuW, _CuL::sat(-_CuL::s(a, i), _CuL::smin(), _CuL::smax())) \
    CUCC_SIMD2(__vabsdiffs##_CuN, _CuW, _CuL::s(a, i) > _CuL::s(b, i) ? _CuL::s(a, i) - _CuL::s(b, i) : _CuL::s(b, i) - _CuL::s(a, i)) \
    CUCC_SIMD2(__vabsdiffu##_CuN, _CuW, _CuL::u(a, i) > _CuL::u(b, i) ? _CuL::u(a, i) - _CuL::u(b, i) : _CuL::u(b, i) - _CuL::u(a, i)) \
    CUCC_SIMD2(__vadd##_CuN, _CuW, _CuL::u(a, i) + _CuL::u(b, i)) \
    CUCC_SIMD2(__vaddss##_CuN, _CuW, _CuL::sat(_CuL::s(a, i) + _CuL::s(b, i), _CuL::smin(), _CuL::smax())) \
    CUCC_SIMD2(__vaddus##_CuN, _CuW, _CuL::sat(_CuL::u(a, i) + _CuL::u(b, i), 0, _CuL::umax())) \
    CUCC_SIMD2(__vsub##_CuN, _CuW, _CuL::u(a, i) - _CuL::u(b, i)) \
    CUCC_SIMD2(__vsubss##_CuN, _CuW, _CuL::sat(_CuL::s(a, i) - _CuL::s(b, i), _CuL::smin(), _CuL::smax())) \
    CUCC_SIMD2(__vsubus##_CuN, _CuW, _CuL::sat(_CuL::u(a, i) - _CuL::u(b, i), 0, _CuL::umax())) \
    CUCC_SIMD2(__vavgs##_CuN, _CuW, (_CuL::s(a, i) + _CuL::s(b, i) + (_CuL::s(a, i) + _CuL::s(b, i) >= 0)) >> 1) \
    CUCC_SIMD2(__vavgu##_CuN, _CuW, (_CuL::u(a, i) + _CuL::u(b, i) + 1) >> 1) \
    CUCC_SIMD2(__vhaddu##_CuN, _CuW, (_CuL::u(a, i) + _CuL::u(b, i)) >> 1) \
    CUCC_SIMD2(__vmaxs##_CuN, _CuW, _CuL::s(a, i) > _CuL::s(b, i) ? _CuL::s(a, i) : _CuL::s(b, i)) \
    CUCC_SIMD2(__vmaxu##_CuN, _CuW, _CuL::u(a, i) > _CuL::u(b, i) ? _CuL::u(a, i) : _CuL::u(b, i)) \
    CUCC_SIMD2(__vmins##_CuN, _CuW, _CuL::s(a, i) < _CuL::s(b, i) ? _CuL::s(a, i) : _CuL::s(b, i)) \
    CUCC_SIMD2(__vminu##_CuN, _CuW, _CuL::u(a, i) < _CuL::u(b, i) ? _CuL::u(a, i) : _CuL::u(b, i)) \
    CUCC_SIMD2(__vcmpeq##_CuN, _CuW, _CuL::u(a, i) == _CuL::u(b, i) ? -1 : 0) \
    CUCC_SIMD2(__vcmpne##_CuN, _CuW, _CuL::u(a, i) != _CuL::u(b, i) ? -1 : 0) \
    CUCC_SIMD2(__vcmpges##_CuN, _CuW, _CuL::s(a, i) >= _CuL::s(b, i) ? -1 : 0) \
    CUCC_SIMD2(__vcmpgeu##_CuN, _CuW, _CuL::u(a, i) >= _CuL::u(b, i) ? -1 : 0) \
    CUCC_SIMD2(__vcmpgts##_CuN, _CuW, _CuL::s(a, i) > _CuL::s(b, i) ? -1 : 0) \
    CUCC_SIMD2(__vcmpgtu##_CuN, _CuW, _CuL::u(a, i) > _CuL::u(b, i) ? -1 : 0) \
    CUCC_SIMD2(__vcmples##_CuN, _CuW, _CuL::s(a, i) <= _CuL::s(b, i) ? -1 : 0) \
    CUCC_SIMD2(__vcmpleu##_CuN, _CuW, _CuL::u(a, i) <= _CuL::u(b, i) ? -1 : 0) \
    CUCC_SIMD2(__vcmplts##_CuN, _CuW, _CuL::s(a, i) < _CuL::s(b, i) ? -1 : 0) \
    CUCC_SIMD2(__vcmpltu##_CuN, _CuW, _CuL::u(a, i) < _CuL::u(b, i) ? -1 : 0) \
    CUCC_SIMD2(__vseteq##_CuN, _CuW, _CuL::u(a, i) == _CuL::u(b, i)) \
    CUCC_SIMD2(__vsetne##_CuN, _CuW, _CuL::u(a, i) != _CuL::u(b, i)) \
    CUCC_SIMD2(__vsetges##_CuN, _CuW, _CuL::s(a, i) >= _CuL::s(b, i)) \
    CUCC_SIMD2(__vsetgeu##_CuN, _CuW, _CuL::u(a, i) >= _CuL::u(b, i)) \
    CUCC_SIMD2(__vsetgts##_CuN, _CuW, _CuL::s(a, i) > _CuL::s(b, i)) \
    CUCC_SIMD2(__vsetgtu##_CuN, _CuW, _CuL::u(a, i) > _CuL::u(b, i)) \
    CUCC_SIMD2(__vsetles##_CuN, _CuW, _CuL::s(a, i) <= _CuL::s(b, i)) \
    CUCC_SIMD2(__vsetleu##_CuN, _CuW, _CuL::u(a, i) <= _CuL::u(b, i)) \
    CUCC_SIMD2(__vsetlts##_CuN, _CuW, _CuL::s(a, i) < _CuL::s(b, i)) \
    CUCC_SIMD2(__vsetltu##_CuN, _CuW, _CuL::u(a, i) < _CuL::u(b, i)) \
    CUCC_SIMD_SUM(__vsads##_CuN, _CuW, _CuL::s(a, i) > _CuL::s(b, i) ? _CuL::s(a, i) - _CuL::s(b, i) : _CuL::s(b, i) - _CuL::s(a, i)) \
    CUCC_SIMD_SUM(__vsadu##_CuN, _CuW, _CuL::u(a, i) > _CuL::u(b, i) ? _CuL::u(a, i) - _CuL::u(b, i) : _CuL::u(b, i) - _CuL::u(a, i))
CUCC_SIMD_ALL(2, 16)
CUCC_SIMD_ALL(4, 8)
#undef CUCC_SIMD_ALL
#undef CUCC_SIMD1
#undef CUCC_SIMD2
#undef CUCC_SIMD_SUM

/* sm_90 DPX: fused add/min/max, three-way min/max and ReLU (clamp at 0),
 * on 32-bit values or per halfword (…16x2). */
template <class T> __device__ inline T cucc__max(T a, T b) { return a > b ? a : b; }
template <class T> __device__ inline T cucc__min(T a, T b) { return a < b ? a : b; }

/* Apply f to the two signed (S=1) or unsigned halfwords of a, b, c. */
template <int _CuS, class _CuF> __device__ inline unsigned int cucc__x2(unsigned int a, unsigned int b, unsigned int c, _CuF f)
{
    unsigned int r = 0;
    for (int i = 0; i < 2; i++) {
        int x = _CuS ? cucc__simd<16>::s(a, i) : cucc__simd<16>::u(a, i);
        int y = _CuS ? cucc__simd<16>::s(b, i) : cucc__simd<16>::u(b, i);
        int z = _CuS ? cucc__simd<16>::s(c, i) : cucc__simd<16>::u(c, i);
        r |= ((unsigned int)f(x, y, z) & 0xffffu) << (16 * i);
    }
    return r;
}

__device__ inline int __vimax_s32_relu(int a, int b) { return cucc__max(cucc__max(a, b), 0); }
__device__ inline int __vimin_s32_relu(int a, int b) { return cucc__max(cucc__min(a, b), 0); }
__device__ inline int __vimax3_s32(int a, int b, int c) { return cucc__max(cucc__max(a, b), c); }
__device__ inline int __vimin3_s32(int a, int b, int c) { return cucc__min(cucc__min(a, b), c); }
__device__ inline unsigned int __vimax3_u32(unsigned int a, unsigned int b, unsigned int c)
{
    return cucc__max(cucc__max(a, b), c);
}
__device__ inline unsigned int __vimin3_u32(unsigned int a, unsigned int b, unsigned int c)
{
    return cucc__min(cucc__min(a, b), c);
}
__device__ inline int __vimax3_s32_relu(int a, int b, int c) { return cucc__max(__vimax3_s32(a, b, c), 0); }
__device__ inline int __vimin3_s32_relu(int a, int b, int c) { return cucc__max(__vimin3_s32(a, b, c), 0); }
__device__ inline int __viaddmax_s32(int a, int b, int c) { return cucc__max((int)((unsigned int)a + (unsigned int)b), c); }
__device__ inline int __viaddmin_s32(int a, int b, int c) { return cucc__min((int)((unsigned int)a + (unsigned int)b), c); }
__device__ inline int __viaddmax_s32_relu(int a, int b, int c) { return cucc__max(__viaddmax_s32(a, b, c), 0); }
__device__ inline int __viaddmin_s32_relu(int a, int b, int c) { return cucc__max(__viaddmin_s32(a, b, c), 0); }
__device__ inline unsigned int __viaddmax_u32(unsigned int a, unsigned int b, unsigned int c) { return cucc__max(a + b, c); }
__device__ inline unsigned int __viaddmin_u32(unsigned int a, unsigned int b, unsigned int c) { return cucc__min(a + b, c); }
__device__ inline int __vibmax_s32(int a, int b, bool *const pred) { *pred = a >= b; return cucc__max(a, b); }
__device__ inline int __vibmin_s32(int a, int b, bool *const pred) { *pred = a <= b; return cucc__min(a, b); }
__device__ inline unsigned int __vibmax_u32(unsigned int a, unsigned int b, bool *const pred)
{
    *pred = a >= b;
    return cucc__max(a, b);
}
__device__ inline unsigned int __vibmin_u32(unsigned int a, unsigned int b, bool *const pred)
{
    *pred = a <= b;
    return cucc__min(a, b);
}

#define CUCC_DPX16(NAME, _CuS, EXPR) \
    __device__ inline unsigned int NAME(unsigned int a, unsigned int b) \
    { return cucc__x2<_CuS>(a, b, 0u, [](int x, int y, int) { return (EXPR); }); }
#define CUCC_DPX16_3(NAME, _CuS, EXPR) \
    __device__ inline unsigned int NAME(unsigned int a, unsigned int b, unsigned int c) \
    { return cucc__x2<_CuS>(a, b, c, [](int x, int y, int z) { return (EXPR); }); }
CUCC_DPX16(__vimax_s16x2_relu, 1, cucc__max(cucc__max(x, y), 0))
CUCC_DPX16(__vimin_s16x2_relu, 1, cucc__max(cucc__min(x, y), 0))
CUCC_DPX16_3(__vimax3_s16x2, 1, cucc__max(cucc__max(x, y), z))
CUCC_DPX16_3(__vimin3_s16x2, 1, cucc__min(cucc__min(x, y), z))
CUCC_DPX16_3(__vimax3_u16x2, 0, cucc__max(cucc__max(x, y), z))
CUCC_DPX16_3(__vimin3_u16x2, 0, cucc__min(cucc__min(x, y), z))
CUCC_DPX16_3(__vimax3_s16x2_relu, 1, cucc__max(cucc__max(cucc__max(x, y), z), 0))
CUCC_DPX16_3(__vimin3_s16x2_relu, 1, cucc__max(cucc__min(cucc__min(x, y), z), 0))
CUCC_DPX16_3(__viaddmax_s16x2, 1, cucc__max((int)(short)(x + y), z))
CUCC_DPX16_3(__viaddmin_s16x2, 1, cucc__min((int)(short)(x + y), z))
CUCC_DPX16_3(__viaddmax_s16x2_relu, 1, cucc__max(cucc__max((int)(short)(x + y), z), 0))
CUCC_DPX16_3(__viaddmin_s16x2_relu, 1, cucc__max(cucc__min((int)(short)(x + y), z), 0))
CUCC_DPX16_3(__viaddmax_u16x2, 0, cucc__max((x + y) & 0xffff, z))
CUCC_DPX16_3(__viaddmin_u16x2, 0, cucc__min((x + y) & 0xffff, z))
#undef CUCC_DPX16
#undef CUCC_DPX16_3

__device__ inline unsigned int __vibmax_s16x2(unsigned int a, unsigned int b, bool *const pred_hi, bool *const pred_lo)
{
    *pred_lo = cucc__simd<16>::s(a, 0) >= cucc__simd<16>::s(b, 0);
    *pred_hi = cucc__simd<16>::s(a, 1) >= cucc__simd<16>::s(b, 1);
    return __vmaxs2(a, b);
}
__device__ inline unsigned int __vibmin_s16x2(unsigned int a, unsigned int b, bool *const pred_hi, bool *const pred_lo)
{
    *pred_lo = cucc__simd<16>::s(a, 0) <= cucc__simd<16>::s(b, 0);
    *pred_hi = cucc__simd<16>::s(a, 1) <= cucc__simd<16>::s(b, 1);
    return __vmins2(a, b);
}
__device__ inline unsigned int __vibmax_u16x2(unsigned int a, unsigned int b, bool *const pred_hi, bool *const pred_lo)
{
    *pred_lo = cucc__simd<16>::u(a, 0) >= cucc__simd<16>::u(b, 0);
    *pred_hi = cucc__simd<16>::u(a, 1) >= cucc__simd<16>::u(b, 1);
    return __vmaxu2(a, b);
}
__device__ inline unsigned int __vibmin_u16x2(unsigned int a, unsigned int b, bool *const pred_hi, bool *const pred_lo)
{
    *pred_lo = cucc__simd<16>::u(a, 0) <= cucc__simd<16>::u(b, 0);
    *pred_hi = cucc__simd<16>::u(a, 1) <= cucc__simd<16>::u(b, 1);
    return __vminu2(a, b);
}

/* sm_20 address conversions.  Global, shared, constant and local memory
 * are all ordinary host memory, so the "address in a state space" is the
 * generic address itself and each conversion is the identity: values
 * round-trip, which is what code outside inline PTX relies on. */
__device__ inline size_t __cvta_generic_to_global(const void *ptr) { return (size_t)ptr; }
__device__ inline size_t __cvta_generic_to_shared(const void *ptr) { return (size_t)ptr; }
__device__ inline size_t __cvta_generic_to_constant(const void *ptr) { return (size_t)ptr; }
__device__ inline size_t __cvta_generic_to_local(const void *ptr) { return (size_t)ptr; }
__device__ inline size_t __cvta_generic_to_grid_constant(const void *ptr) { return (size_t)ptr; }
__device__ inline void *__cvta_global_to_generic(size_t rawbits) { return (void *)rawbits; }
__device__ inline void *__cvta_shared_to_generic(size_t rawbits) { return (void *)rawbits; }
__device__ inline void *__cvta_constant_to_generic(size_t rawbits) { return (void *)rawbits; }
__device__ inline void *__cvta_local_to_generic(size_t rawbits) { return (void *)rawbits; }
__device__ inline void *__cvta_grid_constant_to_generic(size_t rawbits) { return (void *)rawbits; }

/* sm_32 cache-hinted loads and stores -------------------------------------
 * One coherent cache hierarchy: every hint is a plain access.  __ldcv
 * ("don't cache, fetch again") and __stwt ("write through") are volatile
 * accesses so a polling loop sees other threads' stores. */
template <class T> __device__ inline T __ldg(const T *ptr) { return *ptr; }
template <class T> __device__ inline T __ldcg(const T *ptr) { return *ptr; }
template <class T> __device__ inline T __ldca(const T *ptr) { return *ptr; }
template <class T> __device__ inline T __ldcs(const T *ptr) { return *ptr; }
template <class T> __device__ inline T __ldlu(const T *ptr) { return *ptr; }
template <class T> __device__ inline T __ldcv(const T *ptr)
{
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    T v = *ptr;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    return v;
}
template <class T> __device__ inline void __stwb(T *ptr, T value) { *ptr = value; }
template <class T> __device__ inline void __stcg(T *ptr, T value) { *ptr = value; }
template <class T> __device__ inline void __stcs(T *ptr, T value) { *ptr = value; }
template <class T> __device__ inline void __stwt(T *ptr, T value)
{
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    *ptr = value;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
}

#endif
