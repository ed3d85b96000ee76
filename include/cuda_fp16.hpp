/*
 * The functions and operators of cuda_fp16.h (include that header, not
 * this one).  Each computes its result exactly, or in double with one
 * final rounding, through cucc/device_half.h; see there for why the
 * results are the correctly rounded ones, and tests/e2e/half_*.cu for how
 * that was checked.
 */
#ifndef __CUDA_FP16_HPP__
#define __CUDA_FP16_HPP__

#ifndef __CUDA_FP16_H__
#error "Do not include cuda_fp16.hpp directly; include cuda_fp16.h."
#endif

/* Bits and values of a __half (internal). */
__host__ __device__ inline unsigned short cucc__hbits(const __half h) { return static_cast<__half_raw>(h).x; }
__host__ __device__ inline __half cucc__half(unsigned short bits)
{
    __half_raw r;
    r.x = bits;
    return __half(r);
}
__host__ __device__ inline double cucc__hval(const __half h) { return cucc__f16_to_f(cucc__hbits(h)); }
__host__ __device__ inline __half cucc__hround(double x, int mode)
{
    return cucc__half(cucc__to16(x, CUCC_FMT_F16, mode));
}
__host__ __device__ inline __half cucc__hrn(double x) { return cucc__hround(x, cucc__H_RN); }

#define CUDART_INF_FP16 __ushort_as_half((unsigned short)0x7C00U)
#define CUDART_NAN_FP16 __ushort_as_half((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7BFFU)
#define CUDART_NEG_ZERO_FP16 __ushort_as_half((unsigned short)0x8000U)
#define CUDART_ZERO_FP16 __ushort_as_half((unsigned short)0x0000U)
#define CUDART_ONE_FP16 __ushort_as_half((unsigned short)0x3C00U)

/* Conversions to and from floating point ------------------------------- */

__host__ __device__ inline __half __double2half(const double a) { return cucc__hrn(a); }
__host__ __device__ inline __half __float2half(const float a) { return cucc__hrn(cucc__f2d(a)); }
__host__ __device__ inline __half __float2half_rn(const float a) { return cucc__hrn(cucc__f2d(a)); }
__host__ __device__ inline __half __float2half_rz(const float a) { return cucc__hround(cucc__f2d(a), cucc__H_RZ); }
__host__ __device__ inline __half __float2half_rd(const float a) { return cucc__hround(cucc__f2d(a), cucc__H_RD); }
__host__ __device__ inline __half __float2half_ru(const float a) { return cucc__hround(cucc__f2d(a), cucc__H_RU); }
__host__ __device__ inline float __half2float(const __half a) { return cucc__f16_to_f(cucc__hbits(a)); }
__host__ __device__ inline __half2 __float2half2_rn(const float a)
{
    const __half h = __float2half_rn(a);
    return __half2(h, h);
}
__host__ __device__ inline __half2 __floats2half2_rn(const float a, const float b)
{
    return __half2(__float2half_rn(a), __float2half_rn(b));
}
__host__ __device__ inline float __low2float(const __half2 a) { return __half2float(a.x); }
__host__ __device__ inline float __high2float(const __half2 a) { return __half2float(a.y); }
__host__ __device__ inline __half2 __float22half2_rn(const float2 a) { return __floats2half2_rn(a.x, a.y); }
__host__ __device__ inline float2 __half22float2(const __half2 a)
{
    return make_float2(__half2float(a.x), __half2float(a.y));
}

/* Conversions to integers: saturating, NaN gives 0 (0x8000000000000000
 * for 64-bit results).  The _rz forms are host and device functions, the
 * others device-only, as in CUDA. */
#define CUCC_H2I(QUAL, NAME, T, MODE, ...)                                                     \
    QUAL inline T NAME(const __half h)                                                         \
    {                                                                                          \
        return (T)cucc__h_to_int(cucc__hbits(h), cucc__hval(h), 10, MODE, __VA_ARGS__);        \
    }
#define CUCC_H2I_MODES(NAME, T, ...)                                                           \
    CUCC_H2I(__host__ __device__, NAME##_rz, T, cucc__H_RZ, __VA_ARGS__)                       \
    CUCC_H2I(__device__, NAME##_rn, T, cucc__H_RN, __VA_ARGS__)                                \
    CUCC_H2I(__device__, NAME##_rd, T, cucc__H_RD, __VA_ARGS__)                                \
    CUCC_H2I(__device__, NAME##_ru, T, cucc__H_RU, __VA_ARGS__)
CUCC_H2I(__host__ __device__, __half2char_rz, signed char, cucc__H_RZ, CUCC_INT_RANGE_S8)
CUCC_H2I(__host__ __device__, __half2uchar_rz, unsigned char, cucc__H_RZ, CUCC_INT_RANGE_U8)
CUCC_H2I_MODES(__half2short, short int, CUCC_INT_RANGE_S16)
CUCC_H2I_MODES(__half2ushort, unsigned short int, CUCC_INT_RANGE_U16)
CUCC_H2I_MODES(__half2int, int, CUCC_INT_RANGE_S32)
CUCC_H2I_MODES(__half2uint, unsigned int, CUCC_INT_RANGE_U32)
CUCC_H2I_MODES(__half2ll, long long int, CUCC_INT_RANGE_S64)
#undef CUCC_H2I_MODES
#undef CUCC_H2I
__host__ __device__ inline unsigned long long int __half2ull_rz(const __half h)
{
    return cucc__h_to_uint64(cucc__hbits(h), cucc__hval(h), 10, cucc__H_RZ);
}
__device__ inline unsigned long long int __half2ull_rn(const __half h)
{
    return cucc__h_to_uint64(cucc__hbits(h), cucc__hval(h), 10, cucc__H_RN);
}
__device__ inline unsigned long long int __half2ull_rd(const __half h)
{
    return cucc__h_to_uint64(cucc__hbits(h), cucc__hval(h), 10, cucc__H_RD);
}
__device__ inline unsigned long long int __half2ull_ru(const __half h)
{
    return cucc__h_to_uint64(cucc__hbits(h), cucc__hval(h), 10, cucc__H_RU);
}

/* Conversions from integers, in every rounding mode. */
#define CUCC_I2H(NAME, T, MODE)                                                                \
    __host__ __device__ inline __half NAME(const T i) { return cucc__hround((double)i, MODE); }
#define CUCC_I2H_MODES(NAME, T)                                                                \
    CUCC_I2H(NAME##_rn, T, cucc__H_RN)                                                         \
    CUCC_I2H(NAME##_rz, T, cucc__H_RZ)                                                         \
    CUCC_I2H(NAME##_rd, T, cucc__H_RD)                                                         \
    CUCC_I2H(NAME##_ru, T, cucc__H_RU)
CUCC_I2H_MODES(__int2half, int)
CUCC_I2H_MODES(__short2half, short int)
CUCC_I2H_MODES(__uint2half, unsigned int)
CUCC_I2H_MODES(__ushort2half, unsigned short int)
#undef CUCC_I2H_MODES
#undef CUCC_I2H
#define CUCC_L2H(NAME, T, FN, MODE)                                                            \
    __host__ __device__ inline __half NAME(const T i) { return cucc__half(FN(i, CUCC_FMT_F16, MODE)); }
CUCC_L2H(__ll2half_rn, long long int, cucc__ll_to16, cucc__H_RN)
CUCC_L2H(__ll2half_rz, long long int, cucc__ll_to16, cucc__H_RZ)
CUCC_L2H(__ll2half_rd, long long int, cucc__ll_to16, cucc__H_RD)
CUCC_L2H(__ll2half_ru, long long int, cucc__ll_to16, cucc__H_RU)
CUCC_L2H(__ull2half_rn, unsigned long long int, cucc__ull_to16, cucc__H_RN)
CUCC_L2H(__ull2half_rz, unsigned long long int, cucc__ull_to16, cucc__H_RZ)
CUCC_L2H(__ull2half_rd, unsigned long long int, cucc__ull_to16, cucc__H_RD)
CUCC_L2H(__ull2half_ru, unsigned long long int, cucc__ull_to16, cucc__H_RU)
#undef CUCC_L2H

/* Rounding to integral values (cvt.r*i.f16.f16). */
__device__ inline __half cucc__hround_int(const __half h, int mode)
{
    return cucc__half(cucc__h_round_int16(cucc__hbits(h), cucc__hval(h), CUCC_FMT_F16, mode));
}
__device__ inline __half htrunc(const __half h) { return cucc__hround_int(h, cucc__H_RZ); }
__device__ inline __half hceil(const __half h) { return cucc__hround_int(h, cucc__H_RU); }
__device__ inline __half hfloor(const __half h) { return cucc__hround_int(h, cucc__H_RD); }
__device__ inline __half hrint(const __half h) { return cucc__hround_int(h, cucc__H_RN); }
__device__ inline __half2 h2trunc(const __half2 h) { return __half2(htrunc(h.x), htrunc(h.y)); }
__device__ inline __half2 h2ceil(const __half2 h) { return __half2(hceil(h.x), hceil(h.y)); }
__device__ inline __half2 h2floor(const __half2 h) { return __half2(hfloor(h.x), hfloor(h.y)); }
__device__ inline __half2 h2rint(const __half2 h) { return __half2(hrint(h.x), hrint(h.y)); }

/* Moving halves ----------------------------------------------------------- */

__host__ __device__ inline __half2 make_half2(const __half x, const __half y) { return __half2(x, y); }
__host__ __device__ inline __half2 __half2half2(const __half a) { return __half2(a, a); }
__host__ __device__ inline __half2 __lowhigh2highlow(const __half2 a) { return __half2(a.y, a.x); }
__host__ __device__ inline __half2 __lows2half2(const __half2 a, const __half2 b) { return __half2(a.x, b.x); }
__host__ __device__ inline __half2 __highs2half2(const __half2 a, const __half2 b) { return __half2(a.y, b.y); }
__host__ __device__ inline __half __high2half(const __half2 a) { return a.y; }
__host__ __device__ inline __half __low2half(const __half2 a) { return a.x; }
__host__ __device__ inline __half2 __halves2half2(const __half a, const __half b) { return __half2(a, b); }
__host__ __device__ inline __half2 __low2half2(const __half2 a) { return __half2(a.x, a.x); }
__host__ __device__ inline __half2 __high2half2(const __half2 a) { return __half2(a.y, a.y); }

__host__ __device__ inline short int __half_as_short(const __half h) { return (short int)cucc__hbits(h); }
__host__ __device__ inline unsigned short int __half_as_ushort(const __half h) { return cucc__hbits(h); }
__host__ __device__ inline __half __short_as_half(const short int i) { return cucc__half((unsigned short)i); }
__host__ __device__ inline __half __ushort_as_half(const unsigned short int i) { return cucc__half(i); }

/* Classification and comparison ------------------------------------------- */

__host__ __device__ inline bool __hisnan(const __half a) { return cucc__isnan16(cucc__hbits(a), 10); }
__host__ __device__ inline int __hisinf(const __half a)
{
    unsigned short b = cucc__hbits(a);
    return b == 0xFC00u ? -1 : b == 0x7C00u ? 1 : 0;
}

/* Ordered comparisons are false, unordered (…u) ones true, when either
 * operand is a NaN. */
#define CUCC_HCMP(NAME, TEST)                                                                  \
    __host__ __device__ inline bool NAME(const __half a, const __half b)                       \
    {                                                                                          \
        int c = cucc__h16_cmp(cucc__hbits(a), cucc__hbits(b), 10);                             \
        return TEST;                                                                           \
    }
CUCC_HCMP(__heq, c == 0)
CUCC_HCMP(__hne, c == -1 || c == 1)
CUCC_HCMP(__hle, c == -1 || c == 0)
CUCC_HCMP(__hge, c == 1 || c == 0)
CUCC_HCMP(__hlt, c == -1)
CUCC_HCMP(__hgt, c == 1)
CUCC_HCMP(__hequ, c == 0 || c == 2)
CUCC_HCMP(__hneu, c != 0)
CUCC_HCMP(__hleu, c != 1)
CUCC_HCMP(__hgeu, c != -1)
CUCC_HCMP(__hltu, c == -1 || c == 2)
CUCC_HCMP(__hgtu, c == 1 || c == 2)
#undef CUCC_HCMP

/* Pair comparisons: 1.0 or 0.0 per lane, 0xffff or 0 per lane (…_mask,
 * low lane in the low bits), or true when both lanes hold (__hb…2). */
#define CUCC_H2CMP(OP)                                                                         \
    __host__ __device__ inline __half2 OP##2(const __half2 a, const __half2 b)                 \
    {                                                                                          \
        return __half2(cucc__half(OP(a.x, b.x) ? 0x3C00 : 0), cucc__half(OP(a.y, b.y) ? 0x3C00 : 0)); \
    }                                                                                          \
    __host__ __device__ inline unsigned int OP##2_mask(const __half2 a, const __half2 b)       \
    {                                                                                          \
        return (OP(a.x, b.x) ? 0xffffu : 0u) | (OP(a.y, b.y) ? 0xffff0000u : 0u);              \
    }
CUCC_H2CMP(__heq)
CUCC_H2CMP(__hne)
CUCC_H2CMP(__hle)
CUCC_H2CMP(__hge)
CUCC_H2CMP(__hlt)
CUCC_H2CMP(__hgt)
CUCC_H2CMP(__hequ)
CUCC_H2CMP(__hneu)
CUCC_H2CMP(__hleu)
CUCC_H2CMP(__hgeu)
CUCC_H2CMP(__hltu)
CUCC_H2CMP(__hgtu)
#undef CUCC_H2CMP
#define CUCC_HB2CMP(NAME, OP)                                                                  \
    __host__ __device__ inline bool NAME(const __half2 a, const __half2 b) { return OP(a.x, b.x) && OP(a.y, b.y); }
CUCC_HB2CMP(__hbeq2, __heq)
CUCC_HB2CMP(__hbne2, __hne)
CUCC_HB2CMP(__hble2, __hle)
CUCC_HB2CMP(__hbge2, __hge)
CUCC_HB2CMP(__hblt2, __hlt)
CUCC_HB2CMP(__hbgt2, __hgt)
CUCC_HB2CMP(__hbequ2, __hequ)
CUCC_HB2CMP(__hbneu2, __hneu)
CUCC_HB2CMP(__hbleu2, __hleu)
CUCC_HB2CMP(__hbgeu2, __hgeu)
CUCC_HB2CMP(__hbltu2, __hltu)
CUCC_HB2CMP(__hbgtu2, __hgtu)
#undef CUCC_HB2CMP
__host__ __device__ inline __half2 __hisnan2(const __half2 a)
{
    return __half2(cucc__half(__hisnan(a.x) ? 0x3C00 : 0), cucc__half(__hisnan(a.y) ? 0x3C00 : 0));
}

/* Maximum and minimum: a NaN operand gives the other one (two NaNs the
 * canonical NaN); the _nan forms give the canonical NaN for any NaN. */
__host__ __device__ inline __half __hmax(const __half a, const __half b)
{
    return cucc__half(cucc__h16_max(cucc__hbits(a), cucc__hbits(b), 10, false));
}
__host__ __device__ inline __half __hmin(const __half a, const __half b)
{
    return cucc__half(cucc__h16_min(cucc__hbits(a), cucc__hbits(b), 10, false));
}
__host__ __device__ inline __half __hmax_nan(const __half a, const __half b)
{
    return cucc__half(cucc__h16_max(cucc__hbits(a), cucc__hbits(b), 10, true));
}
__host__ __device__ inline __half __hmin_nan(const __half a, const __half b)
{
    return cucc__half(cucc__h16_min(cucc__hbits(a), cucc__hbits(b), 10, true));
}
__host__ __device__ inline __half2 __hmax2(const __half2 a, const __half2 b)
{
    return __half2(__hmax(a.x, b.x), __hmax(a.y, b.y));
}
__host__ __device__ inline __half2 __hmin2(const __half2 a, const __half2 b)
{
    return __half2(__hmin(a.x, b.x), __hmin(a.y, b.y));
}
__host__ __device__ inline __half2 __hmax2_nan(const __half2 a, const __half2 b)
{
    return __half2(__hmax_nan(a.x, b.x), __hmax_nan(a.y, b.y));
}
__host__ __device__ inline __half2 __hmin2_nan(const __half2 a, const __half2 b)
{
    return __half2(__hmin_nan(a.x, b.x), __hmin_nan(a.y, b.y));
}

/* Arithmetic -------------------------------------------------------------- */

/* Sums and products of two halves are exact in double, so one rounding
 * gives the GPU's result; the _rn forms (never contracted into an fma on
 * the GPU) are the same functions here. */
__host__ __device__ inline __half __hadd(const __half a, const __half b)
{
    return cucc__hrn(cucc__hval(a) + cucc__hval(b));
}
__host__ __device__ inline __half __hsub(const __half a, const __half b)
{
    return cucc__hrn(cucc__hval(a) - cucc__hval(b));
}
__host__ __device__ inline __half __hmul(const __half a, const __half b)
{
    return cucc__hrn(cucc__hval(a) * cucc__hval(b));
}
__host__ __device__ inline __half __hadd_rn(const __half a, const __half b) { return __hadd(a, b); }
__host__ __device__ inline __half __hsub_rn(const __half a, const __half b) { return __hsub(a, b); }
__host__ __device__ inline __half __hmul_rn(const __half a, const __half b) { return __hmul(a, b); }
/* The correctly rounded quotient (double rounding through double is
 * innocuous for binary16). */
__host__ __device__ inline __half __hdiv(const __half a, const __half b)
{
    return cucc__hrn(cucc__hval(a) / cucc__hval(b));
}
__host__ __device__ inline __half __hadd_sat(const __half a, const __half b)
{
    return cucc__half(cucc__h16_sat(cucc__hbits(__hadd(a, b)), 10, 0x3C00));
}
__host__ __device__ inline __half __hsub_sat(const __half a, const __half b)
{
    return cucc__half(cucc__h16_sat(cucc__hbits(__hsub(a, b)), 10, 0x3C00));
}
__host__ __device__ inline __half __hmul_sat(const __half a, const __half b)
{
    return cucc__half(cucc__h16_sat(cucc__hbits(__hmul(a, b)), 10, 0x3C00));
}
__device__ inline __half __hfma(const __half a, const __half b, const __half c)
{
    return cucc__half(cucc__h_fma(cucc__hval(a), cucc__hval(b), cucc__hval(c), CUCC_FMT_F16));
}
__device__ inline __half __hfma_sat(const __half a, const __half b, const __half c)
{
    return cucc__half(cucc__h16_sat(cucc__hbits(__hfma(a, b, c)), 10, 0x3C00));
}
/* fma then max(r, +0), a NaN result staying the canonical NaN. */
__device__ inline __half __hfma_relu(const __half a, const __half b, const __half c)
{
    return __hmax_nan(__hfma(a, b, c), cucc__half(0));
}
__host__ __device__ inline __half __hneg(const __half a) { return cucc__half(cucc__h16_neg(cucc__hbits(a), 10)); }
__host__ __device__ inline __half __habs(const __half a) { return cucc__half(cucc__h16_abs(cucc__hbits(a), 10)); }

#define CUCC_H2OP(QUAL, NAME, OP)                                                              \
    QUAL inline __half2 NAME(const __half2 a, const __half2 b) { return __half2(OP(a.x, b.x), OP(a.y, b.y)); }
CUCC_H2OP(__host__ __device__, __hadd2, __hadd)
CUCC_H2OP(__host__ __device__, __hsub2, __hsub)
CUCC_H2OP(__host__ __device__, __hmul2, __hmul)
CUCC_H2OP(__host__ __device__, __hadd2_rn, __hadd)
CUCC_H2OP(__host__ __device__, __hsub2_rn, __hsub)
CUCC_H2OP(__host__ __device__, __hmul2_rn, __hmul)
CUCC_H2OP(__host__ __device__, __h2div, __hdiv)
CUCC_H2OP(__host__ __device__, __hadd2_sat, __hadd_sat)
CUCC_H2OP(__host__ __device__, __hsub2_sat, __hsub_sat)
CUCC_H2OP(__host__ __device__, __hmul2_sat, __hmul_sat)
#undef CUCC_H2OP
__device__ inline __half2 __hfma2(const __half2 a, const __half2 b, const __half2 c)
{
    return __half2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}
__device__ inline __half2 __hfma2_sat(const __half2 a, const __half2 b, const __half2 c)
{
    return __half2(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y));
}
__device__ inline __half2 __hfma2_relu(const __half2 a, const __half2 b, const __half2 c)
{
    return __half2(__hfma_relu(a.x, b.x, c.x), __hfma_relu(a.y, b.y, c.y));
}
__host__ __device__ inline __half2 __hneg2(const __half2 a) { return __half2(__hneg(a.x), __hneg(a.y)); }
__host__ __device__ inline __half2 __habs2(const __half2 a) { return __half2(__habs(a.x), __habs(a.y)); }
/* Complex multiply-accumulate a * b + c, (x, y) = (re, im), with CUDA's
 * four fmas in CUDA's order. */
__device__ inline __half2 __hcmadd(const __half2 a, const __half2 b, const __half2 c)
{
    __half re = __hfma(a.x, b.x, c.x);
    __half im = __hfma(a.x, b.y, c.y);
    re = __hfma(__hneg(a.y), b.y, re);
    im = __hfma(a.y, b.x, im);
    return __half2(re, im);
}

/* Math functions (device-only) ----------------------------------------------
 * The correctly rounded result: the function in double, rounded once.
 * On the GPU these are float approximations rounded to half, with CUDA's
 * corrections for the inputs where that misrounds; checked for all 65536
 * inputs against binary128 references (tests/e2e/half_math.cu). */
__device__ inline __half hsqrt(const __half a) { return cucc__hrn(sqrt(cucc__hval(a))); }
__device__ inline __half hrsqrt(const __half a) { return cucc__hrn(1.0 / sqrt(cucc__hval(a))); }
__device__ inline __half hrcp(const __half a) { return cucc__hrn(1.0 / cucc__hval(a)); }
__device__ inline __half hlog(const __half a) { return cucc__hrn(log(cucc__hval(a))); }
__device__ inline __half hlog2(const __half a) { return cucc__hrn(log2(cucc__hval(a))); }
__device__ inline __half hlog10(const __half a) { return cucc__hrn(log10(cucc__hval(a))); }
__device__ inline __half hexp(const __half a) { return cucc__hrn(exp(cucc__hval(a))); }
__device__ inline __half hexp2(const __half a) { return cucc__hrn(exp2(cucc__hval(a))); }
__device__ inline __half hexp10(const __half a) { return cucc__hrn(exp10(cucc__hval(a))); }
__device__ inline __half hcos(const __half a) { return cucc__hrn(cos(cucc__hval(a))); }
__device__ inline __half hsin(const __half a) { return cucc__hrn(sin(cucc__hval(a))); }
__device__ inline __half htanh(const __half a) { return cucc__hrn(tanh(cucc__hval(a))); }
/* tanh.approx.f16 on the GPU (its error is not documented): here the
 * correctly rounded tanh. */
__device__ inline __half htanh_approx(const __half a) { return htanh(a); }

#define CUCC_H2FN(NAME, FN)                                                                    \
    __device__ inline __half2 NAME(const __half2 a) { return __half2(FN(a.x), FN(a.y)); }
CUCC_H2FN(h2sqrt, hsqrt)
CUCC_H2FN(h2rsqrt, hrsqrt)
CUCC_H2FN(h2rcp, hrcp)
CUCC_H2FN(h2log, hlog)
CUCC_H2FN(h2log2, hlog2)
CUCC_H2FN(h2log10, hlog10)
CUCC_H2FN(h2exp, hexp)
CUCC_H2FN(h2exp2, hexp2)
CUCC_H2FN(h2exp10, hexp10)
CUCC_H2FN(h2cos, hcos)
CUCC_H2FN(h2sin, hsin)
CUCC_H2FN(h2tanh, htanh)
CUCC_H2FN(h2tanh_approx, htanh_approx)
#undef CUCC_H2FN

/* Atomics (device-only): a compare-and-swap loop on the bits; the add
 * rounds like __hadd and never flushes subnormals (atom.add.noftz).  The
 * pair is updated as one 32-bit word. */
__device__ inline __half atomicAdd(__half *const address, const __half val)
{
    unsigned short *p = reinterpret_cast<unsigned short *>(address);
    unsigned short old = __atomic_load_n(p, __ATOMIC_RELAXED);
    unsigned short nv;
    do {
        nv = cucc__hbits(__hadd(cucc__half(old), val));
    } while (!__atomic_compare_exchange_n(p, &old, nv, true, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
    return cucc__half(old);
}
__device__ inline __half2 atomicAdd(__half2 *const address, const __half2 val)
{
    unsigned int *p = reinterpret_cast<unsigned int *>(address);
    unsigned int old = __atomic_load_n(p, __ATOMIC_RELAXED);
    unsigned int nv;
    do {
        __half2 sum = __hadd2(__half2(cucc__half((unsigned short)old), cucc__half((unsigned short)(old >> 16))), val);
        nv = (unsigned int)cucc__hbits(sum.x) | (unsigned int)cucc__hbits(sum.y) << 16;
    } while (!__atomic_compare_exchange_n(p, &old, nv, true, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
    return __half2(cucc__half((unsigned short)old), cucc__half((unsigned short)(old >> 16)));
}

/* Operators --------------------------------------------------------------- */

#if !defined(__CUDA_NO_HALF_OPERATORS__)
__host__ __device__ inline __half operator+(const __half &lh, const __half &rh) { return __hadd(lh, rh); }
__host__ __device__ inline __half operator-(const __half &lh, const __half &rh) { return __hsub(lh, rh); }
__host__ __device__ inline __half operator*(const __half &lh, const __half &rh) { return __hmul(lh, rh); }
__host__ __device__ inline __half operator/(const __half &lh, const __half &rh) { return __hdiv(lh, rh); }
__host__ __device__ inline __half &operator+=(__half &lh, const __half &rh) { return lh = __hadd(lh, rh); }
__host__ __device__ inline __half &operator-=(__half &lh, const __half &rh) { return lh = __hsub(lh, rh); }
__host__ __device__ inline __half &operator*=(__half &lh, const __half &rh) { return lh = __hmul(lh, rh); }
__host__ __device__ inline __half &operator/=(__half &lh, const __half &rh) { return lh = __hdiv(lh, rh); }
__host__ __device__ inline __half &operator++(__half &h) { return h = __hadd(h, cucc__half(0x3C00)); }
__host__ __device__ inline __half &operator--(__half &h) { return h = __hsub(h, cucc__half(0x3C00)); }
__host__ __device__ inline __half operator++(__half &h, const int)
{
    const __half ret = h;
    h = __hadd(h, cucc__half(0x3C00));
    return ret;
}
__host__ __device__ inline __half operator--(__half &h, const int)
{
    const __half ret = h;
    h = __hsub(h, cucc__half(0x3C00));
    return ret;
}
__host__ __device__ inline __half operator+(const __half &h) { return h; }
__host__ __device__ inline __half operator-(const __half &h) { return __hneg(h); }
__host__ __device__ inline bool operator==(const __half &lh, const __half &rh) { return __heq(lh, rh); }
__host__ __device__ inline bool operator!=(const __half &lh, const __half &rh) { return __hneu(lh, rh); }
__host__ __device__ inline bool operator>(const __half &lh, const __half &rh) { return __hgt(lh, rh); }
__host__ __device__ inline bool operator<(const __half &lh, const __half &rh) { return __hlt(lh, rh); }
__host__ __device__ inline bool operator>=(const __half &lh, const __half &rh) { return __hge(lh, rh); }
__host__ __device__ inline bool operator<=(const __half &lh, const __half &rh) { return __hle(lh, rh); }
#endif

#if !defined(__CUDA_NO_HALF2_OPERATORS__)
__host__ __device__ inline __half2 operator+(const __half2 &lh, const __half2 &rh) { return __hadd2(lh, rh); }
__host__ __device__ inline __half2 operator-(const __half2 &lh, const __half2 &rh) { return __hsub2(lh, rh); }
__host__ __device__ inline __half2 operator*(const __half2 &lh, const __half2 &rh) { return __hmul2(lh, rh); }
__host__ __device__ inline __half2 operator/(const __half2 &lh, const __half2 &rh) { return __h2div(lh, rh); }
__host__ __device__ inline __half2 &operator+=(__half2 &lh, const __half2 &rh) { return lh = __hadd2(lh, rh); }
__host__ __device__ inline __half2 &operator-=(__half2 &lh, const __half2 &rh) { return lh = __hsub2(lh, rh); }
__host__ __device__ inline __half2 &operator*=(__half2 &lh, const __half2 &rh) { return lh = __hmul2(lh, rh); }
__host__ __device__ inline __half2 &operator/=(__half2 &lh, const __half2 &rh) { return lh = __h2div(lh, rh); }
__host__ __device__ inline __half2 &operator++(__half2 &h) { return h = __hadd2(h, __half2half2(cucc__half(0x3C00))); }
__host__ __device__ inline __half2 &operator--(__half2 &h) { return h = __hsub2(h, __half2half2(cucc__half(0x3C00))); }
__host__ __device__ inline __half2 operator++(__half2 &h, const int)
{
    const __half2 ret = h;
    h = __hadd2(h, __half2half2(cucc__half(0x3C00)));
    return ret;
}
__host__ __device__ inline __half2 operator--(__half2 &h, const int)
{
    const __half2 ret = h;
    h = __hsub2(h, __half2half2(cucc__half(0x3C00)));
    return ret;
}
__host__ __device__ inline __half2 operator+(const __half2 &h) { return h; }
__host__ __device__ inline __half2 operator-(const __half2 &h) { return __hneg2(h); }
__host__ __device__ inline bool operator==(const __half2 &lh, const __half2 &rh) { return __hbeq2(lh, rh); }
__host__ __device__ inline bool operator!=(const __half2 &lh, const __half2 &rh) { return __hbneu2(lh, rh); }
__host__ __device__ inline bool operator>(const __half2 &lh, const __half2 &rh) { return __hbgt2(lh, rh); }
__host__ __device__ inline bool operator<(const __half2 &lh, const __half2 &rh) { return __hblt2(lh, rh); }
__host__ __device__ inline bool operator>=(const __half2 &lh, const __half2 &rh) { return __hbge2(lh, rh); }
__host__ __device__ inline bool operator<=(const __half2 &lh, const __half2 &rh) { return __hble2(lh, rh); }
#endif

#endif
