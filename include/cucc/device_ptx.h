/*
 * What inline PTX lowers to (src/front/ptx.c) beyond the intrinsics:
 * bfe, bfi and lop3 on 32- and 64-bit values, prmt, %globaltimer and named
 * barriers.
 */
#ifndef CUCC_DEVICE_PTX_H
#define CUCC_DEVICE_PTX_H

#include <time.h>

/* PTX registers hold bits: cucc__ptx_as<To>(x) reads x as To bit for bit
 * where the two differ in type but not in size and one is floating
 * point (a float operand of shfl.b32, a double of mov.b64 {lo, hi}),
 * else converts; cucc__ptx_out(d) = v stores the same way.  (Converting,
 * CUB's warp reductions of float and double, which shuffle through
 * .b32 registers, kept only the integer parts.) */
template <class T> struct cucc__ptx_fp { static const bool value = false; };
template <> struct cucc__ptx_fp<float> { static const bool value = true; };
template <> struct cucc__ptx_fp<double> { static const bool value = true; };
template <class T> struct cucc__ptx_plain { typedef T type; };
template <class T> struct cucc__ptx_plain<const T> { typedef T type; };
template <class T> struct cucc__ptx_plain<volatile T> { typedef T type; };
template <class T> struct cucc__ptx_plain<const volatile T> { typedef T type; };
template <class _CuTo, class _CuFrom,
          bool _CuBits = sizeof(_CuTo) == sizeof(_CuFrom) &&
                         (cucc__ptx_fp<typename cucc__ptx_plain<_CuTo>::type>::value !=
                          cucc__ptx_fp<typename cucc__ptx_plain<_CuFrom>::type>::value)>
struct cucc__ptx_cv {
    static __device__ inline _CuTo go(const _CuFrom &x) { return (_CuTo)x; }
};
template <class _CuTo, class _CuFrom> struct cucc__ptx_cv<_CuTo, _CuFrom, true> {
    static __device__ inline _CuTo go(const _CuFrom &x)
    {
        typename cucc__ptx_plain<_CuTo>::type t;
        typename cucc__ptx_plain<_CuFrom>::type f = x;
        __builtin_memcpy(&t, &f, sizeof t);
        return t;
    }
};
template <class _CuTo, class _CuFrom> __device__ inline _CuTo cucc__ptx_as(const _CuFrom &x)
{
    return cucc__ptx_cv<_CuTo, _CuFrom>::go(x);
}
template <class _CuD> struct cucc__ptx_lv {
    _CuD &d;
    template <class _CuV> __device__ inline cucc__ptx_lv &operator=(const _CuV &v)
    {
        d = cucc__ptx_as<typename cucc__ptx_plain<_CuD>::type>(v);
        return *this;
    }
    __device__ inline cucc__ptx_lv &operator=(const cucc__ptx_lv &o)
    {
        d = o.d;
        return *this;
    }
    __device__ inline operator typename cucc__ptx_plain<_CuD>::type() const { return d; }
};
template <class _CuD> __device__ inline cucc__ptx_lv<_CuD> cucc__ptx_out(_CuD &d)
{
    return cucc__ptx_lv<_CuD>{d};
}

/* bfe: len bits of a from bit pos (both taken mod 256), zero- or
 * sign-extended as T is unsigned or signed; a field past the top repeats
 * the top bit of a signed value. */
template <class T> __device__ inline T cucc__ptx_bfe(T a, unsigned pos, unsigned len)
{
    const unsigned w = sizeof(T) * 8;
    pos &= 255;
    len &= 255;
    if (len == 0)
        return 0;
    typedef unsigned long long U;
    U u = (U)a;
    if (w < 64)
        u &= (1ull << w) - 1;
    U field = pos >= w ? 0 : u >> pos;
    unsigned got = pos >= w ? 0 : (w - pos < len ? w - pos : len);
    if (got < 64)
        field &= got ? (1ull << got) - 1 : 0;
    if ((T)-1 < (T)0) {     /* signed: the sign is bit pos+len-1, or the top */
        unsigned sb = pos + len - 1 < w ? pos + len - 1 : w - 1;
        if ((u >> sb) & 1) {
            unsigned keep = got < len ? got : len;
            field |= keep < 64 ? ~0ull << keep : 0;
        }
    }
    return (T)field;
}

/* bfi: b with len bits from bit pos replaced by the low bits of a. */
template <class T> __device__ inline T cucc__ptx_bfi(T a, T b, unsigned pos, unsigned len)
{
    const unsigned w = sizeof(T) * 8;
    pos &= 255;
    len &= 255;
    if (len == 0 || pos >= w)
        return b;
    if (len > w - pos)
        len = w - pos;
    typedef unsigned long long U;
    U mask = (len >= 64 ? ~0ull : (1ull << len) - 1) << pos;
    return (T)(((U)b & ~mask) | (((U)a << pos) & mask));
}

/* lop3: bit i of the result is bit (a_i << 2 | b_i << 1 | c_i)... of lut,
 * with a's bits weighted 0xF0, b's 0xCC and c's 0xAA. */
template <class T> __device__ inline T cucc__ptx_lop3(T a, T b, T c, unsigned lut)
{
    T r = 0;
    for (unsigned k = 0; k < 8; k++)
        if (lut >> k & 1)
            r |= (k & 4 ? a : (T)~a) & (k & 2 ? b : (T)~b) & (k & 1 ? c : (T)~c);
    return r;
}

/* prmt (default mode): byte k of the result is byte (c >> 4k & 7) of b:a,
 * or, when bit 3 of that nibble is set, that byte's sign in all 8 bits
 * (the __byte_perm intrinsic reads only the low 3 bits). */
__device__ inline unsigned cucc__ptx_prmt(unsigned a, unsigned b, unsigned c)
{
    unsigned long long x = (unsigned long long)b << 32 | a;
    unsigned r = 0;
    for (unsigned k = 0; k < 4; k++) {
        unsigned sel = c >> (4 * k) & 15, byte = (unsigned)(x >> (8 * (sel & 7))) & 0xff;
        if (sel & 8)
            byte = byte & 0x80 ? 0xff : 0;
        r |= byte << (8 * k);
    }
    return r;
}

/* %globaltimer: nanoseconds, from the system's clock. */
__device__ inline unsigned long long cucc__globaltimer(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (unsigned long long)ts.tv_sec * 1000000000ull + (unsigned long long)ts.tv_nsec;
}

/* bar.sync id, count: the barrier numbered id (0..15) of count threads,
 * the whole block when count is 0 or covers it (as __syncthreads, which it
 * then is: every thread of the block arrives); fewer threads wait for one
 * another only (cucc__part_barrier, keys apart from cooperative groups'). */
__device__ inline void cucc__ptx_bar(unsigned id, unsigned count)
{
    if (count == 0 || count >= blockDim.x * blockDim.y * blockDim.z)
        __syncthreads();
    else
        cucc__part_barrier(0x200000000ul | (id & 15u), count);
}

#endif
