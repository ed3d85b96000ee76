/*
 * The functions and operators of cuda_bf16.h (include that header, not
 * this one), on cucc/device_half.h's exact arithmetic.  bfloat16 has
 * float's exponent range, so its subnormals are float's too; they are
 * kept, never flushed (sm_90's bf16 instructions do not flush).
 */
#ifndef __CUDA_BF16_HPP__
#define __CUDA_BF16_HPP__

#ifndef __CUDA_BF16_H__
#error "Do not include cuda_bf16.hpp directly; include cuda_bf16.h."
#endif

/* Bits and values of a __nv_bfloat16 (internal). */
__host__ __device__ inline unsigned short cucc__bbits(const __nv_bfloat16 h)
{
    return static_cast<__nv_bfloat16_raw>(h).x;
}
__host__ __device__ inline __nv_bfloat16 cucc__bf16(unsigned short bits)
{
    __nv_bfloat16_raw r;
    r.x = bits;
    return __nv_bfloat16(r);
}
__host__ __device__ inline double cucc__bval(const __nv_bfloat16 h) { return cucc__bf16_to_d(cucc__bbits(h)); }
__host__ __device__ inline __nv_bfloat16 cucc__bround(double x, int mode)
{
    return cucc__bf16(cucc__to16(x, CUCC_FMT_BF16, mode));
}
__host__ __device__ inline __nv_bfloat16 cucc__brn(double x) { return cucc__bround(x, cucc__H_RN); }

#define CUDART_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7F80U)
#define CUDART_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7F7FU)
#define CUDART_NEG_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x8000U)
#define CUDART_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000U)
#define CUDART_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3F80U)

/* Conversions to and from floating point ------------------------------- */

__host__ __device__ inline __nv_bfloat16 __double2bfloat16(const double a) { return cucc__brn(a); }
__host__ __device__ inline __nv_bfloat16 __float2bfloat16(const float a) { return cucc__brn(cucc__f2d(a)); }
__host__ __device__ inline __nv_bfloat16 __float2bfloat16_rn(const float a) { return cucc__brn(cucc__f2d(a)); }
__host__ __device__ inline __nv_bfloat16 __float2bfloat16_rz(const float a)
{
    return cucc__bround(cucc__f2d(a), cucc__H_RZ);
}
__host__ __device__ inline __nv_bfloat16 __float2bfloat16_rd(const float a)
{
    return cucc__bround(cucc__f2d(a), cucc__H_RD);
}
__host__ __device__ inline __nv_bfloat16 __float2bfloat16_ru(const float a)
{
    return cucc__bround(cucc__f2d(a), cucc__H_RU);
}
__host__ __device__ inline float __bfloat162float(const __nv_bfloat16 a) { return cucc__bf16_to_f(cucc__bbits(a)); }
__host__ __device__ inline __nv_bfloat162 __float2bfloat162_rn(const float a)
{
    const __nv_bfloat16 h = __float2bfloat16_rn(a);
    return __nv_bfloat162(h, h);
}
__host__ __device__ inline __nv_bfloat162 __floats2bfloat162_rn(const float a, const float b)
{
    return __nv_bfloat162(__float2bfloat16_rn(a), __float2bfloat16_rn(b));
}
__host__ __device__ inline float __low2float(const __nv_bfloat162 a) { return __bfloat162float(a.x); }
__host__ __device__ inline float __high2float(const __nv_bfloat162 a) { return __bfloat162float(a.y); }
__host__ __device__ inline __nv_bfloat162 __float22bfloat162_rn(const float2 a)
{
    return __floats2bfloat162_rn(a.x, a.y);
}
__host__ __device__ inline float2 __bfloat1622float2(const __nv_bfloat162 a)
{
    return make_float2(__bfloat162float(a.x), __bfloat162float(a.y));
}

/* Conversions to integers: saturating, NaN gives 0 (0x8000000000000000
 * for 64-bit results).  The _rz forms are host and device functions, the
 * others device-only, as in CUDA. */
#define CUCC_B2I(QUAL, NAME, T, MODE, ...)                                                     \
    QUAL inline T NAME(const __nv_bfloat16 h)                                                  \
    {                                                                                          \
        return (T)cucc__h_to_int(cucc__bbits(h), cucc__bval(h), 7, MODE, __VA_ARGS__);         \
    }
#define CUCC_B2I_MODES(NAME, T, ...)                                                           \
    CUCC_B2I(__host__ __device__, NAME##_rz, T, cucc__H_RZ, __VA_ARGS__)                       \
    CUCC_B2I(__device__, NAME##_rn, T, cucc__H_RN, __VA_ARGS__)                                \
    CUCC_B2I(__device__, NAME##_rd, T, cucc__H_RD, __VA_ARGS__)                                \
    CUCC_B2I(__device__, NAME##_ru, T, cucc__H_RU, __VA_ARGS__)
CUCC_B2I(__host__ __device__, __bfloat162char_rz, signed char, cucc__H_RZ, CUCC_INT_RANGE_S8)
CUCC_B2I(__host__ __device__, __bfloat162uchar_rz, unsigned char, cucc__H_RZ, CUCC_INT_RANGE_U8)
CUCC_B2I_MODES(__bfloat162short, short int, CUCC_INT_RANGE_S16)
CUCC_B2I_MODES(__bfloat162ushort, unsigned short int, CUCC_INT_RANGE_U16)
CUCC_B2I_MODES(__bfloat162int, int, CUCC_INT_RANGE_S32)
CUCC_B2I_MODES(__bfloat162uint, unsigned int, CUCC_INT_RANGE_U32)
CUCC_B2I_MODES(__bfloat162ll, long long int, CUCC_INT_RANGE_S64)
#undef CUCC_B2I_MODES
#undef CUCC_B2I
__host__ __device__ inline unsigned long long int __bfloat162ull_rz(const __nv_bfloat16 h)
{
    return cucc__h_to_uint64(cucc__bbits(h), cucc__bval(h), 7, cucc__H_RZ);
}
__device__ inline unsigned long long int __bfloat162ull_rn(const __nv_bfloat16 h)
{
    return cucc__h_to_uint64(cucc__bbits(h), cucc__bval(h), 7, cucc__H_RN);
}
__device__ inline unsigned long long int __bfloat162ull_rd(const __nv_bfloat16 h)
{
    return cucc__h_to_uint64(cucc__bbits(h), cucc__bval(h), 7, cucc__H_RD);
}
__device__ inline unsigned long long int __bfloat162ull_ru(const __nv_bfloat16 h)
{
    return cucc__h_to_uint64(cucc__bbits(h), cucc__bval(h), 7, cucc__H_RU);
}

/* Conversions from integers: _rn on host and device, the other modes
 * device-only, as in CUDA.  64-bit integers are rounded to odd at 53 bits
 * first, so the result is still rounded once. */
#define CUCC_I2B(QUAL, NAME, T, FN, MODE)                                                      \
    QUAL inline __nv_bfloat16 NAME(const T i) { return cucc__bf16(FN(i, CUCC_FMT_BF16, MODE)); }
#define CUCC_I2B_MODES(NAME, T, FN)                                                            \
    CUCC_I2B(__host__ __device__, NAME##_rn, T, FN, cucc__H_RN)                                \
    CUCC_I2B(__device__, NAME##_rz, T, FN, cucc__H_RZ)                                         \
    CUCC_I2B(__device__, NAME##_rd, T, FN, cucc__H_RD)                                         \
    CUCC_I2B(__device__, NAME##_ru, T, FN, cucc__H_RU)
CUCC_I2B_MODES(__int2bfloat16, int, cucc__ll_to16)
CUCC_I2B_MODES(__short2bfloat16, short int, cucc__ll_to16)
CUCC_I2B_MODES(__uint2bfloat16, unsigned int, cucc__ull_to16)
CUCC_I2B_MODES(__ushort2bfloat16, unsigned short int, cucc__ull_to16)
CUCC_I2B_MODES(__ll2bfloat16, long long int, cucc__ll_to16)
CUCC_I2B_MODES(__ull2bfloat16, unsigned long long int, cucc__ull_to16)
#undef CUCC_I2B_MODES
#undef CUCC_I2B

/* Rounding to integral values (cvt.r*i.bf16.bf16). */
__device__ inline __nv_bfloat16 cucc__bround_int(const __nv_bfloat16 h, int mode)
{
    return cucc__bf16(cucc__h_round_int16(cucc__bbits(h), cucc__bval(h), CUCC_FMT_BF16, mode));
}
__device__ inline __nv_bfloat16 htrunc(const __nv_bfloat16 h) { return cucc__bround_int(h, cucc__H_RZ); }
__device__ inline __nv_bfloat16 hceil(const __nv_bfloat16 h) { return cucc__bround_int(h, cucc__H_RU); }
__device__ inline __nv_bfloat16 hfloor(const __nv_bfloat16 h) { return cucc__bround_int(h, cucc__H_RD); }
__device__ inline __nv_bfloat16 hrint(const __nv_bfloat16 h) { return cucc__bround_int(h, cucc__H_RN); }
__device__ inline __nv_bfloat162 h2trunc(const __nv_bfloat162 h) { return __nv_bfloat162(htrunc(h.x), htrunc(h.y)); }
__device__ inline __nv_bfloat162 h2ceil(const __nv_bfloat162 h) { return __nv_bfloat162(hceil(h.x), hceil(h.y)); }
__device__ inline __nv_bfloat162 h2floor(const __nv_bfloat162 h) { return __nv_bfloat162(hfloor(h.x), hfloor(h.y)); }
__device__ inline __nv_bfloat162 h2rint(const __nv_bfloat162 h) { return __nv_bfloat162(hrint(h.x), hrint(h.y)); }

/* Moving halves ----------------------------------------------------------- */

__host__ __device__ inline __nv_bfloat162 make_bfloat162(const __nv_bfloat16 x, const __nv_bfloat16 y)
{
    return __nv_bfloat162(x, y);
}
__host__ __device__ inline __nv_bfloat162 __bfloat162bfloat162(const __nv_bfloat16 a) { return __nv_bfloat162(a, a); }
__host__ __device__ inline __nv_bfloat162 __lowhigh2highlow(const __nv_bfloat162 a) { return __nv_bfloat162(a.y, a.x); }
__host__ __device__ inline __nv_bfloat162 __lows2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b)
{
    return __nv_bfloat162(a.x, b.x);
}
__host__ __device__ inline __nv_bfloat162 __highs2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b)
{
    return __nv_bfloat162(a.y, b.y);
}
__host__ __device__ inline __nv_bfloat16 __high2bfloat16(const __nv_bfloat162 a) { return a.y; }
__host__ __device__ inline __nv_bfloat16 __low2bfloat16(const __nv_bfloat162 a) { return a.x; }
__host__ __device__ inline __nv_bfloat162 __halves2bfloat162(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return __nv_bfloat162(a, b);
}
__host__ __device__ inline __nv_bfloat162 __low2bfloat162(const __nv_bfloat162 a) { return __nv_bfloat162(a.x, a.x); }
__host__ __device__ inline __nv_bfloat162 __high2bfloat162(const __nv_bfloat162 a) { return __nv_bfloat162(a.y, a.y); }

__host__ __device__ inline short int __bfloat16_as_short(const __nv_bfloat16 h) { return (short int)cucc__bbits(h); }
__host__ __device__ inline unsigned short int __bfloat16_as_ushort(const __nv_bfloat16 h) { return cucc__bbits(h); }
__host__ __device__ inline __nv_bfloat16 __short_as_bfloat16(const short int i)
{
    return cucc__bf16((unsigned short)i);
}
__host__ __device__ inline __nv_bfloat16 __ushort_as_bfloat16(const unsigned short int i) { return cucc__bf16(i); }

/* Classification and comparison ------------------------------------------- */

__host__ __device__ inline bool __hisnan(const __nv_bfloat16 a) { return cucc__isnan16(cucc__bbits(a), 7); }
__host__ __device__ inline int __hisinf(const __nv_bfloat16 a)
{
    unsigned short b = cucc__bbits(a);
    return b == 0xFF80u ? -1 : b == 0x7F80u ? 1 : 0;
}

/* Ordered comparisons are false, unordered (…u) ones true, when either
 * operand is a NaN. */
#define CUCC_BCMP(NAME, TEST)                                                                  \
    __host__ __device__ inline bool NAME(const __nv_bfloat16 a, const __nv_bfloat16 b)         \
    {                                                                                          \
        int c = cucc__h16_cmp(cucc__bbits(a), cucc__bbits(b), 7);                              \
        return TEST;                                                                           \
    }
CUCC_BCMP(__heq, c == 0)
CUCC_BCMP(__hne, c == -1 || c == 1)
CUCC_BCMP(__hle, c == -1 || c == 0)
CUCC_BCMP(__hge, c == 1 || c == 0)
CUCC_BCMP(__hlt, c == -1)
CUCC_BCMP(__hgt, c == 1)
CUCC_BCMP(__hequ, c == 0 || c == 2)
CUCC_BCMP(__hneu, c != 0)
CUCC_BCMP(__hleu, c != 1)
CUCC_BCMP(__hgeu, c != -1)
CUCC_BCMP(__hltu, c == -1 || c == 2)
CUCC_BCMP(__hgtu, c == 1 || c == 2)
#undef CUCC_BCMP

/* Pair comparisons: 1.0 or 0.0 per lane, 0xffff or 0 per lane (…_mask,
 * low lane in the low bits), or true when both lanes hold (__hb…2). */
#define CUCC_B2CMP(OP)                                                                         \
    __host__ __device__ inline __nv_bfloat162 OP##2(const __nv_bfloat162 a, const __nv_bfloat162 b) \
    {                                                                                          \
        return __nv_bfloat162(cucc__bf16(OP(a.x, b.x) ? 0x3F80 : 0), cucc__bf16(OP(a.y, b.y) ? 0x3F80 : 0)); \
    }                                                                                          \
    __host__ __device__ inline unsigned int OP##2_mask(const __nv_bfloat162 a, const __nv_bfloat162 b) \
    {                                                                                          \
        return (OP(a.x, b.x) ? 0xffffu : 0u) | (OP(a.y, b.y) ? 0xffff0000u : 0u);              \
    }
CUCC_B2CMP(__heq)
CUCC_B2CMP(__hne)
CUCC_B2CMP(__hle)
CUCC_B2CMP(__hge)
CUCC_B2CMP(__hlt)
CUCC_B2CMP(__hgt)
CUCC_B2CMP(__hequ)
CUCC_B2CMP(__hneu)
CUCC_B2CMP(__hleu)
CUCC_B2CMP(__hgeu)
CUCC_B2CMP(__hltu)
CUCC_B2CMP(__hgtu)
#undef CUCC_B2CMP
#define CUCC_BB2CMP(NAME, OP)                                                                  \
    __host__ __device__ inline bool NAME(const __nv_bfloat162 a, const __nv_bfloat162 b)       \
    {                                                                                          \
        return OP(a.x, b.x) && OP(a.y, b.y);                                                   \
    }
CUCC_BB2CMP(__hbeq2, __heq)
CUCC_BB2CMP(__hbne2, __hne)
CUCC_BB2CMP(__hble2, __hle)
CUCC_BB2CMP(__hbge2, __hge)
CUCC_BB2CMP(__hblt2, __hlt)
CUCC_BB2CMP(__hbgt2, __hgt)
CUCC_BB2CMP(__hbequ2, __hequ)
CUCC_BB2CMP(__hbneu2, __hneu)
CUCC_BB2CMP(__hbleu2, __hleu)
CUCC_BB2CMP(__hbgeu2, __hgeu)
CUCC_BB2CMP(__hbltu2, __hltu)
CUCC_BB2CMP(__hbgtu2, __hgtu)
#undef CUCC_BB2CMP
__host__ __device__ inline __nv_bfloat162 __hisnan2(const __nv_bfloat162 a)
{
    return __nv_bfloat162(cucc__bf16(__hisnan(a.x) ? 0x3F80 : 0), cucc__bf16(__hisnan(a.y) ? 0x3F80 : 0));
}

/* Maximum and minimum: a NaN operand gives the other one (two NaNs the
 * canonical NaN); the _nan forms give the canonical NaN for any NaN. */
__host__ __device__ inline __nv_bfloat16 __hmax(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return cucc__bf16(cucc__h16_max(cucc__bbits(a), cucc__bbits(b), 7, false));
}
__host__ __device__ inline __nv_bfloat16 __hmin(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return cucc__bf16(cucc__h16_min(cucc__bbits(a), cucc__bbits(b), 7, false));
}
__host__ __device__ inline __nv_bfloat16 __hmax_nan(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return cucc__bf16(cucc__h16_max(cucc__bbits(a), cucc__bbits(b), 7, true));
}
__host__ __device__ inline __nv_bfloat16 __hmin_nan(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return cucc__bf16(cucc__h16_min(cucc__bbits(a), cucc__bbits(b), 7, true));
}
__host__ __device__ inline __nv_bfloat162 __hmax2(const __nv_bfloat162 a, const __nv_bfloat162 b)
{
    return __nv_bfloat162(__hmax(a.x, b.x), __hmax(a.y, b.y));
}
__host__ __device__ inline __nv_bfloat162 __hmin2(const __nv_bfloat162 a, const __nv_bfloat162 b)
{
    return __nv_bfloat162(__hmin(a.x, b.x), __hmin(a.y, b.y));
}
__host__ __device__ inline __nv_bfloat162 __hmax2_nan(const __nv_bfloat162 a, const __nv_bfloat162 b)
{
    return __nv_bfloat162(__hmax_nan(a.x, b.x), __hmax_nan(a.y, b.y));
}
__host__ __device__ inline __nv_bfloat162 __hmin2_nan(const __nv_bfloat162 a, const __nv_bfloat162 b)
{
    return __nv_bfloat162(__hmin_nan(a.x, b.x), __hmin_nan(a.y, b.y));
}

/* Arithmetic -------------------------------------------------------------- */

/* In double: products are exact, sums and quotients rounded twice
 * innocuously (53 >= 2 * 8 + 2). */
__host__ __device__ inline __nv_bfloat16 __hadd(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return cucc__brn(cucc__bval(a) + cucc__bval(b));
}
__host__ __device__ inline __nv_bfloat16 __hsub(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return cucc__brn(cucc__bval(a) - cucc__bval(b));
}
__host__ __device__ inline __nv_bfloat16 __hmul(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return cucc__brn(cucc__bval(a) * cucc__bval(b));
}
__host__ __device__ inline __nv_bfloat16 __hadd_rn(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return __hadd(a, b);
}
__host__ __device__ inline __nv_bfloat16 __hsub_rn(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return __hsub(a, b);
}
__host__ __device__ inline __nv_bfloat16 __hmul_rn(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return __hmul(a, b);
}
__host__ __device__ inline __nv_bfloat16 __hdiv(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return cucc__brn(cucc__bval(a) / cucc__bval(b));
}
__host__ __device__ inline __nv_bfloat16 __hadd_sat(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return cucc__bf16(cucc__h16_sat(cucc__bbits(__hadd(a, b)), 7, 0x3F80));
}
__host__ __device__ inline __nv_bfloat16 __hsub_sat(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return cucc__bf16(cucc__h16_sat(cucc__bbits(__hsub(a, b)), 7, 0x3F80));
}
__host__ __device__ inline __nv_bfloat16 __hmul_sat(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return cucc__bf16(cucc__h16_sat(cucc__bbits(__hmul(a, b)), 7, 0x3F80));
}
__device__ inline __nv_bfloat16 __hfma(const __nv_bfloat16 a, const __nv_bfloat16 b, const __nv_bfloat16 c)
{
    return cucc__bf16(cucc__h_fma(cucc__bval(a), cucc__bval(b), cucc__bval(c), CUCC_FMT_BF16));
}
__device__ inline __nv_bfloat16 __hfma_sat(const __nv_bfloat16 a, const __nv_bfloat16 b, const __nv_bfloat16 c)
{
    return cucc__bf16(cucc__h16_sat(cucc__bbits(__hfma(a, b, c)), 7, 0x3F80));
}
__device__ inline __nv_bfloat16 __hfma_relu(const __nv_bfloat16 a, const __nv_bfloat16 b, const __nv_bfloat16 c)
{
    return __hmax_nan(__hfma(a, b, c), cucc__bf16(0));
}
__host__ __device__ inline __nv_bfloat16 __hneg(const __nv_bfloat16 a)
{
    return cucc__bf16(cucc__h16_neg(cucc__bbits(a), 7));
}
__host__ __device__ inline __nv_bfloat16 __habs(const __nv_bfloat16 a)
{
    return cucc__bf16(cucc__h16_abs(cucc__bbits(a), 7));
}

#define CUCC_B2OP(NAME, OP)                                                                    \
    __host__ __device__ inline __nv_bfloat162 NAME(const __nv_bfloat162 a, const __nv_bfloat162 b) \
    {                                                                                          \
        return __nv_bfloat162(OP(a.x, b.x), OP(a.y, b.y));                                     \
    }
CUCC_B2OP(__hadd2, __hadd)
CUCC_B2OP(__hsub2, __hsub)
CUCC_B2OP(__hmul2, __hmul)
CUCC_B2OP(__hadd2_rn, __hadd)
CUCC_B2OP(__hsub2_rn, __hsub)
CUCC_B2OP(__hmul2_rn, __hmul)
CUCC_B2OP(__h2div, __hdiv)
CUCC_B2OP(__hadd2_sat, __hadd_sat)
CUCC_B2OP(__hsub2_sat, __hsub_sat)
CUCC_B2OP(__hmul2_sat, __hmul_sat)
#undef CUCC_B2OP
__device__ inline __nv_bfloat162 __hfma2(const __nv_bfloat162 a, const __nv_bfloat162 b, const __nv_bfloat162 c)
{
    return __nv_bfloat162(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}
__device__ inline __nv_bfloat162 __hfma2_sat(const __nv_bfloat162 a, const __nv_bfloat162 b, const __nv_bfloat162 c)
{
    return __nv_bfloat162(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y));
}
__device__ inline __nv_bfloat162 __hfma2_relu(const __nv_bfloat162 a, const __nv_bfloat162 b, const __nv_bfloat162 c)
{
    return __nv_bfloat162(__hfma_relu(a.x, b.x, c.x), __hfma_relu(a.y, b.y, c.y));
}
__host__ __device__ inline __nv_bfloat162 __hneg2(const __nv_bfloat162 a)
{
    return __nv_bfloat162(__hneg(a.x), __hneg(a.y));
}
__host__ __device__ inline __nv_bfloat162 __habs2(const __nv_bfloat162 a)
{
    return __nv_bfloat162(__habs(a.x), __habs(a.y));
}
/* Complex multiply-accumulate, CUDA's four fmas in CUDA's order. */
__device__ inline __nv_bfloat162 __hcmadd(const __nv_bfloat162 a, const __nv_bfloat162 b, const __nv_bfloat162 c)
{
    __nv_bfloat16 re = __hfma(a.x, b.x, c.x);
    __nv_bfloat16 im = __hfma(a.x, b.y, c.y);
    re = __hfma(__hneg(a.y), b.y, re);
    im = __hfma(a.y, b.x, im);
    return __nv_bfloat162(re, im);
}

/* Math functions (device-only) ----------------------------------------------
 * The correctly rounded result, from the function in double.  The GPU
 * rounds a float approximation, which for bfloat16's 8 bits agrees on
 * every input (tests/e2e/bf16_math.cu) except where its error is
 * undocumented: htanh (tanh.approx.f32) and htanh_approx. */
__device__ inline __nv_bfloat16 hsqrt(const __nv_bfloat16 a) { return cucc__brn(sqrt(cucc__bval(a))); }
__device__ inline __nv_bfloat16 hrsqrt(const __nv_bfloat16 a) { return cucc__brn(1.0 / sqrt(cucc__bval(a))); }
__device__ inline __nv_bfloat16 hrcp(const __nv_bfloat16 a) { return cucc__brn(1.0 / cucc__bval(a)); }
__device__ inline __nv_bfloat16 hlog(const __nv_bfloat16 a) { return cucc__brn(log(cucc__bval(a))); }
__device__ inline __nv_bfloat16 hlog2(const __nv_bfloat16 a) { return cucc__brn(log2(cucc__bval(a))); }
__device__ inline __nv_bfloat16 hlog10(const __nv_bfloat16 a) { return cucc__brn(log10(cucc__bval(a))); }
__device__ inline __nv_bfloat16 hexp(const __nv_bfloat16 a) { return cucc__brn(exp(cucc__bval(a))); }
__device__ inline __nv_bfloat16 hexp2(const __nv_bfloat16 a) { return cucc__brn(exp2(cucc__bval(a))); }
__device__ inline __nv_bfloat16 hexp10(const __nv_bfloat16 a) { return cucc__brn(exp10(cucc__bval(a))); }
__device__ inline __nv_bfloat16 hcos(const __nv_bfloat16 a) { return cucc__brn(cos(cucc__bval(a))); }
__device__ inline __nv_bfloat16 hsin(const __nv_bfloat16 a) { return cucc__brn(sin(cucc__bval(a))); }
__device__ inline __nv_bfloat16 htanh(const __nv_bfloat16 a) { return cucc__brn(tanh(cucc__bval(a))); }
__device__ inline __nv_bfloat16 htanh_approx(const __nv_bfloat16 a) { return htanh(a); }

#define CUCC_B2FN(NAME, FN)                                                                    \
    __device__ inline __nv_bfloat162 NAME(const __nv_bfloat162 a) { return __nv_bfloat162(FN(a.x), FN(a.y)); }
CUCC_B2FN(h2sqrt, hsqrt)
CUCC_B2FN(h2rsqrt, hrsqrt)
CUCC_B2FN(h2rcp, hrcp)
CUCC_B2FN(h2log, hlog)
CUCC_B2FN(h2log2, hlog2)
CUCC_B2FN(h2log10, hlog10)
CUCC_B2FN(h2exp, hexp)
CUCC_B2FN(h2exp2, hexp2)
CUCC_B2FN(h2exp10, hexp10)
CUCC_B2FN(h2cos, hcos)
CUCC_B2FN(h2sin, hsin)
CUCC_B2FN(h2tanh, htanh)
CUCC_B2FN(h2tanh_approx, htanh_approx)
#undef CUCC_B2FN

/* Atomics (device-only), as for __half: a compare-and-swap loop, the add
 * rounded like __hadd, no flushing; the pair as one 32-bit word. */
__device__ inline __nv_bfloat16 atomicAdd(__nv_bfloat16 *const address, const __nv_bfloat16 val)
{
    unsigned short *p = reinterpret_cast<unsigned short *>(address);
    unsigned short old = __atomic_load_n(p, __ATOMIC_RELAXED);
    unsigned short nv;
    do {
        nv = cucc__bbits(__hadd(cucc__bf16(old), val));
    } while (!__atomic_compare_exchange_n(p, &old, nv, true, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
    return cucc__bf16(old);
}
__device__ inline __nv_bfloat162 atomicAdd(__nv_bfloat162 *const address, const __nv_bfloat162 val)
{
    unsigned int *p = reinterpret_cast<unsigned int *>(address);
    unsigned int old = __atomic_load_n(p, __ATOMIC_RELAXED);
    unsigned int nv;
    do {
        __nv_bfloat162 old2(cucc__bf16((unsigned short)old), cucc__bf16((unsigned short)(old >> 16)));
        __nv_bfloat162 sum = __hadd2(old2, val);
        nv = (unsigned int)cucc__bbits(sum.x) | (unsigned int)cucc__bbits(sum.y) << 16;
    } while (!__atomic_compare_exchange_n(p, &old, nv, true, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
    return __nv_bfloat162(cucc__bf16((unsigned short)old), cucc__bf16((unsigned short)(old >> 16)));
}

/* Operators --------------------------------------------------------------- */

#if !defined(__CUDA_NO_BFLOAT16_OPERATORS__)
#define CUCC_BOP(OP, FN)                                                                       \
    __host__ __device__ inline __nv_bfloat16 operator OP(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) \
    {                                                                                          \
        return FN(lh, rh);                                                                     \
    }                                                                                          \
    __host__ __device__ inline __nv_bfloat16 &operator OP##=(__nv_bfloat16 &lh, const __nv_bfloat16 &rh) \
    {                                                                                          \
        return lh = FN(lh, rh);                                                                \
    }
CUCC_BOP(+, __hadd)
CUCC_BOP(-, __hsub)
CUCC_BOP(*, __hmul)
CUCC_BOP(/, __hdiv)
#undef CUCC_BOP
__host__ __device__ inline __nv_bfloat16 &operator++(__nv_bfloat16 &h) { return h = __hadd(h, cucc__bf16(0x3F80)); }
__host__ __device__ inline __nv_bfloat16 &operator--(__nv_bfloat16 &h) { return h = __hsub(h, cucc__bf16(0x3F80)); }
__host__ __device__ inline __nv_bfloat16 operator++(__nv_bfloat16 &h, const int)
{
    const __nv_bfloat16 ret = h;
    h = __hadd(h, cucc__bf16(0x3F80));
    return ret;
}
__host__ __device__ inline __nv_bfloat16 operator--(__nv_bfloat16 &h, const int)
{
    const __nv_bfloat16 ret = h;
    h = __hsub(h, cucc__bf16(0x3F80));
    return ret;
}
__host__ __device__ inline __nv_bfloat16 operator+(const __nv_bfloat16 &h) { return h; }
__host__ __device__ inline __nv_bfloat16 operator-(const __nv_bfloat16 &h) { return __hneg(h); }
__host__ __device__ inline bool operator==(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __heq(lh, rh); }
__host__ __device__ inline bool operator!=(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __hneu(lh, rh); }
__host__ __device__ inline bool operator>(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __hgt(lh, rh); }
__host__ __device__ inline bool operator<(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __hlt(lh, rh); }
__host__ __device__ inline bool operator>=(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __hge(lh, rh); }
__host__ __device__ inline bool operator<=(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __hle(lh, rh); }
#endif

#if !defined(__CUDA_NO_BFLOAT162_OPERATORS__)
#define CUCC_B2OP(OP, FN)                                                                      \
    __host__ __device__ inline __nv_bfloat162 operator OP(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) \
    {                                                                                          \
        return FN(lh, rh);                                                                     \
    }                                                                                          \
    __host__ __device__ inline __nv_bfloat162 &operator OP##=(__nv_bfloat162 &lh, const __nv_bfloat162 &rh) \
    {                                                                                          \
        return lh = FN(lh, rh);                                                                \
    }
CUCC_B2OP(+, __hadd2)
CUCC_B2OP(-, __hsub2)
CUCC_B2OP(*, __hmul2)
CUCC_B2OP(/, __h2div)
#undef CUCC_B2OP
__host__ __device__ inline __nv_bfloat162 &operator++(__nv_bfloat162 &h)
{
    return h = __hadd2(h, __bfloat162bfloat162(cucc__bf16(0x3F80)));
}
__host__ __device__ inline __nv_bfloat162 &operator--(__nv_bfloat162 &h)
{
    return h = __hsub2(h, __bfloat162bfloat162(cucc__bf16(0x3F80)));
}
__host__ __device__ inline __nv_bfloat162 operator++(__nv_bfloat162 &h, const int)
{
    const __nv_bfloat162 ret = h;
    h = __hadd2(h, __bfloat162bfloat162(cucc__bf16(0x3F80)));
    return ret;
}
__host__ __device__ inline __nv_bfloat162 operator--(__nv_bfloat162 &h, const int)
{
    const __nv_bfloat162 ret = h;
    h = __hsub2(h, __bfloat162bfloat162(cucc__bf16(0x3F80)));
    return ret;
}
__host__ __device__ inline __nv_bfloat162 operator+(const __nv_bfloat162 &h) { return h; }
__host__ __device__ inline __nv_bfloat162 operator-(const __nv_bfloat162 &h) { return __hneg2(h); }
__host__ __device__ inline bool operator==(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh)
{
    return __hbeq2(lh, rh);
}
__host__ __device__ inline bool operator!=(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh)
{
    return __hbneu2(lh, rh);
}
__host__ __device__ inline bool operator>(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh)
{
    return __hbgt2(lh, rh);
}
__host__ __device__ inline bool operator<(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh)
{
    return __hblt2(lh, rh);
}
__host__ __device__ inline bool operator>=(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh)
{
    return __hbge2(lh, rh);
}
__host__ __device__ inline bool operator<=(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh)
{
    return __hble2(lh, rh);
}
#endif

#endif
