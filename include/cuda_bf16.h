/*
 * cuda_bf16.h: the bfloat16 type __nv_bfloat16 (8 exponent bits like
 * float, 8 significant bits), its pair __nv_bfloat162, their raw forms,
 * and everything CUDA 13 declares on them (CUDA Math API, "Bfloat16
 * Precision Intrinsics").  Includes cuda_fp16.h, as CUDA's does; programs
 * include it themselves.
 *
 * This file declares the types; cuda_bf16.hpp defines the functions, on
 * the arithmetic of cucc/device_half.h: exactly rounded results (round to
 * nearest even unless the name says otherwise), NaN results the canonical
 * NaN 0x7fff, subnormals kept.  __host__ __device__ and device-only
 * functions as in CUDA.
 */
#ifndef __CUDA_BF16_H__
#define __CUDA_BF16_H__

#define __CUDA_BF16_TYPES_EXIST__

#include "cuda_fp16.h"

typedef struct __align__(2) {
    unsigned short x;
} __nv_bfloat16_raw;

typedef struct __align__(4) {
    unsigned short x;
    unsigned short y;
} __nv_bfloat162_raw;

#ifdef __cplusplus

/* Conversions between __nv_bfloat16 and the arithmetic types are implicit,
 * as in CUDA without __CUDA_NO_BFLOAT16_CONVERSIONS__: from float, double
 * and integers with round to nearest, to float exactly, to integers with
 * truncation (saturating; NaN gives 0, or 0x8000000000000000 for 64-bit
 * types). */
struct __align__(2) __nv_bfloat16 {
protected:
    unsigned short __x;

public:
    __nv_bfloat16() = default;
    __host__ __device__ constexpr __nv_bfloat16(const __nv_bfloat16_raw &hr) : __x(hr.x) {}
    __host__ __device__ __nv_bfloat16 &operator=(const __nv_bfloat16_raw &hr)
    {
        __x = hr.x;
        return *this;
    }
    __host__ __device__ volatile __nv_bfloat16 &operator=(const __nv_bfloat16_raw &hr) volatile
    {
        __x = hr.x;
        return *this;
    }
    __host__ __device__ volatile __nv_bfloat16 &operator=(const volatile __nv_bfloat16_raw &hr) volatile
    {
        __x = hr.x;
        return *this;
    }
    __host__ __device__ operator __nv_bfloat16_raw() const
    {
        __nv_bfloat16_raw r;
        r.x = __x;
        return r;
    }
    __host__ __device__ operator __nv_bfloat16_raw() const volatile
    {
        __nv_bfloat16_raw r;
        r.x = __x;
        return r;
    }

#if !defined(__CUDA_NO_BFLOAT16_CONVERSIONS__)
    explicit __host__ __device__ __nv_bfloat16(const __half f)
        : __x(cucc__to16(cucc__f16_to_f(static_cast<__half_raw>(f).x), CUCC_FMT_BF16, cucc__H_RN))
    {
    }

    __host__ __device__ __nv_bfloat16(const float f) : __x(cucc__to16(cucc__f2d(f), CUCC_FMT_BF16, cucc__H_RN)) {}
    __host__ __device__ __nv_bfloat16(const double f) : __x(cucc__to16(f, CUCC_FMT_BF16, cucc__H_RN)) {}
    __host__ __device__ operator float() const { return cucc__bf16_to_f(__x); }
    __host__ __device__ __nv_bfloat16 &operator=(const float f)
    {
        __x = cucc__to16(cucc__f2d(f), CUCC_FMT_BF16, cucc__H_RN);
        return *this;
    }
    __host__ __device__ __nv_bfloat16 &operator=(const double f)
    {
        __x = cucc__to16(f, CUCC_FMT_BF16, cucc__H_RN);
        return *this;
    }

    __host__ __device__ __nv_bfloat16(const short val) : __x(cucc__to16(val, CUCC_FMT_BF16, cucc__H_RN)) {}
    __host__ __device__ __nv_bfloat16(const unsigned short val) : __x(cucc__to16(val, CUCC_FMT_BF16, cucc__H_RN)) {}
    __host__ __device__ __nv_bfloat16(const int val) : __x(cucc__to16(val, CUCC_FMT_BF16, cucc__H_RN)) {}
    __host__ __device__ __nv_bfloat16(const unsigned int val) : __x(cucc__to16(val, CUCC_FMT_BF16, cucc__H_RN)) {}
    __host__ __device__ __nv_bfloat16(const long val) : __x(cucc__ll_to16(val, CUCC_FMT_BF16, cucc__H_RN)) {}
    __host__ __device__ __nv_bfloat16(const unsigned long val) : __x(cucc__ull_to16(val, CUCC_FMT_BF16, cucc__H_RN)) {}
    __host__ __device__ __nv_bfloat16(const long long val) : __x(cucc__ll_to16(val, CUCC_FMT_BF16, cucc__H_RN)) {}
    __host__ __device__ __nv_bfloat16(const unsigned long long val)
        : __x(cucc__ull_to16(val, CUCC_FMT_BF16, cucc__H_RN))
    {
    }

    __host__ __device__ operator signed char() const
    {
        return (signed char)cucc__h_to_int(__x, cucc__bf16_to_d(__x), 7, cucc__H_RZ, CUCC_INT_RANGE_S8);
    }
    __host__ __device__ operator unsigned char() const
    {
        return (unsigned char)cucc__h_to_int(__x, cucc__bf16_to_d(__x), 7, cucc__H_RZ, CUCC_INT_RANGE_U8);
    }
    __host__ __device__ operator char() const
    {
        if ((char)-1 < 0)
            return (char)cucc__h_to_int(__x, cucc__bf16_to_d(__x), 7, cucc__H_RZ, CUCC_INT_RANGE_S8);
        return (char)cucc__h_to_int(__x, cucc__bf16_to_d(__x), 7, cucc__H_RZ, CUCC_INT_RANGE_U8);
    }
    __host__ __device__ operator short() const
    {
        return (short)cucc__h_to_int(__x, cucc__bf16_to_d(__x), 7, cucc__H_RZ, CUCC_INT_RANGE_S16);
    }
    __host__ __device__ operator unsigned short() const
    {
        return (unsigned short)cucc__h_to_int(__x, cucc__bf16_to_d(__x), 7, cucc__H_RZ, CUCC_INT_RANGE_U16);
    }
    __host__ __device__ operator int() const
    {
        return (int)cucc__h_to_int(__x, cucc__bf16_to_d(__x), 7, cucc__H_RZ, CUCC_INT_RANGE_S32);
    }
    __host__ __device__ operator unsigned int() const
    {
        return (unsigned int)cucc__h_to_int(__x, cucc__bf16_to_d(__x), 7, cucc__H_RZ, CUCC_INT_RANGE_U32);
    }
    __host__ __device__ operator long() const
    {
        return (long)cucc__h_to_int(__x, cucc__bf16_to_d(__x), 7, cucc__H_RZ, CUCC_INT_RANGE_S64);
    }
    __host__ __device__ operator unsigned long() const
    {
        return (unsigned long)cucc__h_to_uint64(__x, cucc__bf16_to_d(__x), 7, cucc__H_RZ);
    }
    __host__ __device__ operator long long() const
    {
        return cucc__h_to_int(__x, cucc__bf16_to_d(__x), 7, cucc__H_RZ, CUCC_INT_RANGE_S64);
    }
    __host__ __device__ operator unsigned long long() const
    {
        return cucc__h_to_uint64(__x, cucc__bf16_to_d(__x), 7, cucc__H_RZ);
    }
    __host__ __device__ __nv_bfloat16 &operator=(const short val) { return *this = __nv_bfloat16(val); }
    __host__ __device__ __nv_bfloat16 &operator=(const unsigned short val) { return *this = __nv_bfloat16(val); }
    __host__ __device__ __nv_bfloat16 &operator=(const int val) { return *this = __nv_bfloat16(val); }
    __host__ __device__ __nv_bfloat16 &operator=(const unsigned int val) { return *this = __nv_bfloat16(val); }
    __host__ __device__ __nv_bfloat16 &operator=(const long long val) { return *this = __nv_bfloat16(val); }
    __host__ __device__ __nv_bfloat16 &operator=(const unsigned long long val) { return *this = __nv_bfloat16(val); }
    __host__ __device__ constexpr operator bool() const { return (__x & 0x7fffu) != 0; }
#endif
};

/* A pair, x the low 16 bits; trivially copyable, like __half2. */
struct __align__(4) __nv_bfloat162 {
    __nv_bfloat16 x;
    __nv_bfloat16 y;

    __nv_bfloat162() = default;
    __host__ __device__ constexpr __nv_bfloat162(const __nv_bfloat16 &a, const __nv_bfloat16 &b) : x(a), y(b) {}
    __host__ __device__ __nv_bfloat162(const __nv_bfloat162_raw &h2r)
        : x(cucc__bf16_of(h2r.x)), y(cucc__bf16_of(h2r.y))
    {
    }
    __host__ __device__ __nv_bfloat162 &operator=(const __nv_bfloat162_raw &h2r)
    {
        x = cucc__bf16_of(h2r.x);
        y = cucc__bf16_of(h2r.y);
        return *this;
    }
    __host__ __device__ operator __nv_bfloat162_raw() const
    {
        __nv_bfloat162_raw r;
        r.x = static_cast<__nv_bfloat16_raw>(x).x;
        r.y = static_cast<__nv_bfloat16_raw>(y).x;
        return r;
    }

private:
    __host__ __device__ static __nv_bfloat16 cucc__bf16_of(unsigned short bits)
    {
        __nv_bfloat16_raw r;
        r.x = bits;
        return __nv_bfloat16(r);
    }
};

/* binary16 from bfloat16, rounded to nearest (declared in cuda_fp16.h). */
#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
__host__ __device__ inline __half::__half(const __nv_bfloat16 f)
    : __x(cucc__to16(cucc__bf16_to_d(static_cast<__nv_bfloat16_raw>(f).x), CUCC_FMT_F16, cucc__H_RN))
{
}
#endif

#include "cuda_bf16.hpp"

#if !defined(CUDA_NO_BFLOAT16)
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;
#endif

#endif /* __cplusplus */

#endif
