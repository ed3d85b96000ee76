/*
 * cuda_fp16.h: the binary16 type __half, its pair __half2, their raw forms
 * __half_raw and __half2_raw, and everything CUDA 13 declares on them
 * (CUDA Math API, "Half Precision Intrinsics"): conversions in every
 * rounding mode, arithmetic, comparisons, math functions, shuffles,
 * atomicAdd and the C++ operators.  Programs include it themselves;
 * cuda_runtime.h does not, as in CUDA.
 *
 * This file declares the types; cuda_fp16.hpp defines the functions.  The
 * arithmetic itself is cucc/device_half.h: every result is the one an
 * H200's f16 instructions give, the exactly rounded value (round to
 * nearest even unless the name says otherwise), with NaN results the
 * canonical NaN 0x7fff.  Functions CUDA marks __host__ __device__ are
 * available in host code too; the rest (__hfma, hsqrt, __half2int_rn, ...)
 * are device-only, as in CUDA.
 *
 * In C only the raw structs are declared.
 */
#ifndef __CUDA_FP16_H__
#define __CUDA_FP16_H__

#define __CUDA_FP16_TYPES_EXIST__

#include "cucc/keywords.h"
#include "vector_types.h"
#include "vector_functions.h"

typedef struct __align__(2) {
    unsigned short x;
} __half_raw;

typedef struct __align__(4) {
    unsigned short x;
    unsigned short y;
} __half2_raw;

#ifdef __cplusplus

#include "cucc/device_half.h"

struct __nv_bfloat16;

/* Conversions between __half and the arithmetic types are implicit, as in
 * CUDA without __CUDA_NO_HALF_CONVERSIONS__: from float and double with
 * round to nearest, from integers with round to nearest, to float exactly,
 * to integers with truncation (saturating; NaN gives 0, or
 * 0x8000000000000000 for 64-bit types). */
struct __align__(2) __half {
protected:
    unsigned short __x;

public:
    __half() = default;
    __host__ __device__ constexpr __half(const __half_raw &hr) : __x(hr.x) {}
    __host__ __device__ __half &operator=(const __half_raw &hr)
    {
        __x = hr.x;
        return *this;
    }
    __host__ __device__ volatile __half &operator=(const __half_raw &hr) volatile
    {
        __x = hr.x;
        return *this;
    }
    __host__ __device__ volatile __half &operator=(const volatile __half_raw &hr) volatile
    {
        __x = hr.x;
        return *this;
    }
    __host__ __device__ operator __half_raw() const
    {
        __half_raw r;
        r.x = __x;
        return r;
    }
    __host__ __device__ operator __half_raw() const volatile
    {
        __half_raw r;
        r.x = __x;
        return r;
    }

#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
    /* Defined in cuda_bf16.h. */
    explicit __host__ __device__ __half(const __nv_bfloat16 f);

    __host__ __device__ __half(const float f) : __x(cucc__to16(cucc__f2d(f), CUCC_FMT_F16, cucc__H_RN)) {}
    __host__ __device__ __half(const double f) : __x(cucc__to16(f, CUCC_FMT_F16, cucc__H_RN)) {}
    __host__ __device__ operator float() const { return cucc__f16_to_f(__x); }
    __host__ __device__ __half &operator=(const float f)
    {
        __x = cucc__to16(cucc__f2d(f), CUCC_FMT_F16, cucc__H_RN);
        return *this;
    }
    __host__ __device__ __half &operator=(const double f)
    {
        __x = cucc__to16(f, CUCC_FMT_F16, cucc__H_RN);
        return *this;
    }

    __host__ __device__ __half(const short val) : __x(cucc__to16(val, CUCC_FMT_F16, cucc__H_RN)) {}
    __host__ __device__ __half(const unsigned short val) : __x(cucc__to16(val, CUCC_FMT_F16, cucc__H_RN)) {}
    __host__ __device__ __half(const int val) : __x(cucc__to16(val, CUCC_FMT_F16, cucc__H_RN)) {}
    __host__ __device__ __half(const unsigned int val) : __x(cucc__to16(val, CUCC_FMT_F16, cucc__H_RN)) {}
    __host__ __device__ __half(const long val) : __x(cucc__ll_to16(val, CUCC_FMT_F16, cucc__H_RN)) {}
    __host__ __device__ __half(const unsigned long val) : __x(cucc__ull_to16(val, CUCC_FMT_F16, cucc__H_RN)) {}
    __host__ __device__ __half(const long long val) : __x(cucc__ll_to16(val, CUCC_FMT_F16, cucc__H_RN)) {}
    __host__ __device__ __half(const unsigned long long val) : __x(cucc__ull_to16(val, CUCC_FMT_F16, cucc__H_RN)) {}

    __host__ __device__ operator signed char() const
    {
        return (signed char)cucc__h_to_int(__x, cucc__f16_to_f(__x), 10, cucc__H_RZ, CUCC_INT_RANGE_S8);
    }
    __host__ __device__ operator unsigned char() const
    {
        return (unsigned char)cucc__h_to_int(__x, cucc__f16_to_f(__x), 10, cucc__H_RZ, CUCC_INT_RANGE_U8);
    }
    __host__ __device__ operator char() const
    {
        if ((char)-1 < 0)
            return (char)cucc__h_to_int(__x, cucc__f16_to_f(__x), 10, cucc__H_RZ, CUCC_INT_RANGE_S8);
        return (char)cucc__h_to_int(__x, cucc__f16_to_f(__x), 10, cucc__H_RZ, CUCC_INT_RANGE_U8);
    }
    __host__ __device__ operator short() const
    {
        return (short)cucc__h_to_int(__x, cucc__f16_to_f(__x), 10, cucc__H_RZ, CUCC_INT_RANGE_S16);
    }
    __host__ __device__ operator unsigned short() const
    {
        return (unsigned short)cucc__h_to_int(__x, cucc__f16_to_f(__x), 10, cucc__H_RZ, CUCC_INT_RANGE_U16);
    }
    __host__ __device__ operator int() const
    {
        return (int)cucc__h_to_int(__x, cucc__f16_to_f(__x), 10, cucc__H_RZ, CUCC_INT_RANGE_S32);
    }
    __host__ __device__ operator unsigned int() const
    {
        return (unsigned int)cucc__h_to_int(__x, cucc__f16_to_f(__x), 10, cucc__H_RZ, CUCC_INT_RANGE_U32);
    }
    __host__ __device__ operator long() const
    {
        return (long)cucc__h_to_int(__x, cucc__f16_to_f(__x), 10, cucc__H_RZ, CUCC_INT_RANGE_S64);
    }
    __host__ __device__ operator unsigned long() const
    {
        return (unsigned long)cucc__h_to_uint64(__x, cucc__f16_to_f(__x), 10, cucc__H_RZ);
    }
    __host__ __device__ operator long long() const
    {
        return cucc__h_to_int(__x, cucc__f16_to_f(__x), 10, cucc__H_RZ, CUCC_INT_RANGE_S64);
    }
    __host__ __device__ operator unsigned long long() const
    {
        return cucc__h_to_uint64(__x, cucc__f16_to_f(__x), 10, cucc__H_RZ);
    }
    __host__ __device__ __half &operator=(const short val) { return *this = __half(val); }
    __host__ __device__ __half &operator=(const unsigned short val) { return *this = __half(val); }
    __host__ __device__ __half &operator=(const int val) { return *this = __half(val); }
    __host__ __device__ __half &operator=(const unsigned int val) { return *this = __half(val); }
    __host__ __device__ __half &operator=(const long long val) { return *this = __half(val); }
    __host__ __device__ __half &operator=(const unsigned long long val) { return *this = __half(val); }
    __host__ __device__ constexpr operator bool() const { return (__x & 0x7fffu) != 0; }
#endif
};

/* A pair of halves, x the low 16 bits.  Unlike CUDA's, its copy
 * operations are the implicit ones, so it stays trivially copyable (warp
 * shuffles and atomics move it as 4 bytes). */
struct __align__(4) __half2 {
    __half x;
    __half y;

    __half2() = default;
    __host__ __device__ constexpr __half2(const __half &a, const __half &b) : x(a), y(b) {}
    __host__ __device__ __half2(const __half2_raw &h2r) : x(cucc__half_of(h2r.x)), y(cucc__half_of(h2r.y)) {}
    __host__ __device__ __half2 &operator=(const __half2_raw &h2r)
    {
        x = cucc__half_of(h2r.x);
        y = cucc__half_of(h2r.y);
        return *this;
    }
    __host__ __device__ operator __half2_raw() const
    {
        __half2_raw r;
        r.x = static_cast<__half_raw>(x).x;
        r.y = static_cast<__half_raw>(y).x;
        return r;
    }

private:
    __host__ __device__ static __half cucc__half_of(unsigned short bits)
    {
        __half_raw r;
        r.x = bits;
        return __half(r);
    }
};

#include "cuda_fp16.hpp"

#if !defined(CUDA_NO_HALF)
typedef __half half;
typedef __half2 half2;
typedef __half __nv_half;
typedef __half2 __nv_half2;
typedef __half_raw __nv_half_raw;
typedef __half2_raw __nv_half2_raw;
typedef __half nv_half;
typedef __half2 nv_half2;
#endif

#endif /* __cplusplus */

#endif
