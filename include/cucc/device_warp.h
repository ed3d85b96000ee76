/*
 * Warp-level functions of device code (Programming Guide B.6 __syncwarp,
 * B.13 warp vote and __activemask, B.14 warp match, B.15 warp shuffle, B.16
 * warp reduce), and the legacy forms without a mask.  C++ only; included by
 * cucc/device_functions.h.
 *
 * Every collective is one call of the runtime's rendezvous,
 * cucc__warp_op (src/rt/warp.c): a value travels as its bytes in 64 bits,
 * so one template serves every type.  CUDA's overloads are spelled out for
 * the arithmetic types, which keeps its conversions (a char argument is
 * shuffled as an int); other trivially copyable types (__half, __half2,
 * small structs) go through the template, 8 bytes per rendezvous.
 */
#ifndef CUCC_DEVICE_WARP_H
#define CUCC_DEVICE_WARP_H

#include <string.h>

#include "keywords.h"
#include "abi.h"

extern "C" {
/* B.6: waits for the non-exited lanes of mask; a memory barrier among them. */
__device__ void __syncwarp(unsigned int mask = 0xffffffffu);
}

/* One collective over any trivially copyable value: its bytes go through
 * the rendezvous 8 at a time (all lanes of a collective pass the same type,
 * so they make the same number of calls). */
template <class T>
__device__ inline T cucc__warp_value(int op, unsigned int mask, T var, int arg, int width)
{
    static_assert(__is_trivially_copyable(T), "warp collectives take trivially copyable values");
    T out;
    const char *src = reinterpret_cast<const char *>(&var);
    char *dst = reinterpret_cast<char *>(&out);
    for (size_t off = 0; off < sizeof(T); off += 8) {
        size_t n = sizeof(T) - off < 8 ? sizeof(T) - off : 8;
        unsigned long long bits = 0;
        memcpy(&bits, src + off, n);
        bits = cucc__warp_op(op, mask, bits, arg, width);
        memcpy(dst + off, &bits, n);
    }
    return out;
}

template <bool _CuB, class T> struct cucc__warp_if {};
template <class T> struct cucc__warp_if<true, T> { typedef T type; };
template <class T> struct cucc__warp_is_class { static const bool value = __is_class(T); };

/* Shuffle (B.15).  Lanes form segments of `width` lanes; idx reads lane
 * srcLane % width of the caller's segment, up/down read delta lanes below
 * or above and keep their own value past the segment's edge, xor reads
 * lane ^ laneMask. */
#define CUCC_SHFL_FOR(T)                                                                         \
    __device__ inline T __shfl_sync(unsigned int mask, T var, int srcLane, int width = 32)      \
    { return cucc__warp_value<T>(CUCC_WARP_SHFL_IDX, mask, var, srcLane, width); }              \
    __device__ inline T __shfl_up_sync(unsigned int mask, T var, unsigned int delta, int width = 32) \
    { return cucc__warp_value<T>(CUCC_WARP_SHFL_UP, mask, var, (int)delta, width); }            \
    __device__ inline T __shfl_down_sync(unsigned int mask, T var, unsigned int delta, int width = 32) \
    { return cucc__warp_value<T>(CUCC_WARP_SHFL_DOWN, mask, var, (int)delta, width); }          \
    __device__ inline T __shfl_xor_sync(unsigned int mask, T var, int laneMask, int width = 32) \
    { return cucc__warp_value<T>(CUCC_WARP_SHFL_XOR, mask, var, laneMask, width); }
CUCC_SHFL_FOR(int)
CUCC_SHFL_FOR(unsigned int)
CUCC_SHFL_FOR(long)
CUCC_SHFL_FOR(unsigned long)
CUCC_SHFL_FOR(long long)
CUCC_SHFL_FOR(unsigned long long)
CUCC_SHFL_FOR(float)
CUCC_SHFL_FOR(double)
#undef CUCC_SHFL_FOR

/* Class types (__half, __half2, ...): the template, chosen only where no
 * arithmetic overload applies. */
template <class T>
__device__ inline typename cucc__warp_if<cucc__warp_is_class<T>::value, T>::type
__shfl_sync(unsigned int mask, T var, int srcLane, int width = 32)
{
    return cucc__warp_value<T>(CUCC_WARP_SHFL_IDX, mask, var, srcLane, width);
}
template <class T>
__device__ inline typename cucc__warp_if<cucc__warp_is_class<T>::value, T>::type
__shfl_up_sync(unsigned int mask, T var, unsigned int delta, int width = 32)
{
    return cucc__warp_value<T>(CUCC_WARP_SHFL_UP, mask, var, (int)delta, width);
}
template <class T>
__device__ inline typename cucc__warp_if<cucc__warp_is_class<T>::value, T>::type
__shfl_down_sync(unsigned int mask, T var, unsigned int delta, int width = 32)
{
    return cucc__warp_value<T>(CUCC_WARP_SHFL_DOWN, mask, var, (int)delta, width);
}
template <class T>
__device__ inline typename cucc__warp_if<cucc__warp_is_class<T>::value, T>::type
__shfl_xor_sync(unsigned int mask, T var, int laneMask, int width = 32)
{
    return cucc__warp_value<T>(CUCC_WARP_SHFL_XOR, mask, var, laneMask, width);
}

/* Vote (B.13): the predicates of the non-exited lanes of mask. */
__device__ inline unsigned int __ballot_sync(unsigned int mask, int predicate)
{
    return (unsigned int)cucc__warp_op(CUCC_WARP_BALLOT, mask, predicate != 0, 0, 32);
}
__device__ inline int __all_sync(unsigned int mask, int predicate)
{
    return (int)cucc__warp_op(CUCC_WARP_ALL, mask, predicate != 0, 0, 32);
}
__device__ inline int __any_sync(unsigned int mask, int predicate)
{
    return (int)cucc__warp_op(CUCC_WARP_ANY, mask, predicate != 0, 0, 32);
}
__device__ inline int __uni_sync(unsigned int mask, int predicate)
{
    unsigned int b = __ballot_sync(mask, predicate);
    return b == 0 || b == (mask & __ballot_sync(mask, 1));
}

/* __activemask() (B.13): the lanes converged with the caller.  The
 * runtime waits until its warp can go no further and groups the lanes
 * waiting at the same program point (src/rt/warp.c).  A macro, so that
 * every call in the source carries a number of its own (__COUNTER__):
 * identical calls on the two sides of a branch cannot then be merged into
 * one by the host compiler.  The always-inline helper runs in the
 * caller's frame, so its return address is the caller's. */
__device__ __forceinline__ unsigned int cucc__activemask_here(int site)
{
    return cucc__activemask_at(site, __builtin_return_address(0));
}
#define __activemask() cucc__activemask_here(__COUNTER__)

/* Match (B.14): lanes of mask holding the same bits.  The match_all pred
 * is the runtime's bit 32. */
#define CUCC_MATCH_FOR(T)                                                                        \
    __device__ inline unsigned int __match_any_sync(unsigned int mask, T value)                  \
    {                                                                                            \
        unsigned long long bits = 0;                                                             \
        memcpy(&bits, &value, sizeof value);                                                     \
        return (unsigned int)cucc__warp_op(CUCC_WARP_MATCH_ANY, mask, bits, 0, 32);              \
    }                                                                                            \
    __device__ inline unsigned int __match_all_sync(unsigned int mask, T value, int *pred)       \
    {                                                                                            \
        unsigned long long bits = 0;                                                             \
        memcpy(&bits, &value, sizeof value);                                                     \
        bits = cucc__warp_op(CUCC_WARP_MATCH_ALL, mask, bits, 0, 32);                            \
        *pred = (int)(bits >> 32);                                                               \
        return (unsigned int)bits;                                                               \
    }
CUCC_MATCH_FOR(int)
CUCC_MATCH_FOR(unsigned int)
CUCC_MATCH_FOR(long)
CUCC_MATCH_FOR(unsigned long)
CUCC_MATCH_FOR(long long)
CUCC_MATCH_FOR(unsigned long long)
CUCC_MATCH_FOR(float)
CUCC_MATCH_FOR(double)
#undef CUCC_MATCH_FOR

/* Reduce (B.16, sm_80): add, min and max of int or unsigned values, and,
 * or and xor of unsigned values, over the non-exited lanes of mask. */
__device__ inline unsigned int __reduce_add_sync(unsigned int mask, unsigned int value)
{
    return (unsigned int)cucc__warp_op(CUCC_WARP_REDUCE_ADD, mask, value, 0, 32);
}
__device__ inline int __reduce_add_sync(unsigned int mask, int value)
{
    return (int)(unsigned int)cucc__warp_op(CUCC_WARP_REDUCE_ADD, mask, (unsigned int)value, 0, 32);
}
__device__ inline unsigned int __reduce_min_sync(unsigned int mask, unsigned int value)
{
    return (unsigned int)cucc__warp_op(CUCC_WARP_REDUCE_MIN, mask, value, 0, 32);
}
__device__ inline int __reduce_min_sync(unsigned int mask, int value)
{
    return (int)(unsigned int)cucc__warp_op(CUCC_WARP_REDUCE_MIN, mask, (unsigned int)value, 1, 32);
}
__device__ inline unsigned int __reduce_max_sync(unsigned int mask, unsigned int value)
{
    return (unsigned int)cucc__warp_op(CUCC_WARP_REDUCE_MAX, mask, value, 0, 32);
}
__device__ inline int __reduce_max_sync(unsigned int mask, int value)
{
    return (int)(unsigned int)cucc__warp_op(CUCC_WARP_REDUCE_MAX, mask, (unsigned int)value, 1, 32);
}
__device__ inline unsigned int __reduce_and_sync(unsigned int mask, unsigned int value)
{
    return (unsigned int)cucc__warp_op(CUCC_WARP_REDUCE_AND, mask, value, 0, 32);
}
__device__ inline unsigned int __reduce_or_sync(unsigned int mask, unsigned int value)
{
    return (unsigned int)cucc__warp_op(CUCC_WARP_REDUCE_OR, mask, value, 0, 32);
}
__device__ inline unsigned int __reduce_xor_sync(unsigned int mask, unsigned int value)
{
    return (unsigned int)cucc__warp_op(CUCC_WARP_REDUCE_XOR, mask, value, 0, 32);
}

/* Legacy forms (before CUDA 9, removed for sm_70 and later by nvcc): the
 * _sync forms over the lanes active at the call.  Macros, like
 * __activemask(), so that each call is a program point of its own. */
template <class T>
__device__ __forceinline__ T cucc__legacy_shfl(int site, int op, T var, int arg, int width = 32)
{
    unsigned int mask = cucc__activemask_at(site, __builtin_return_address(0));
    return cucc__warp_value<T>(op, mask, var, arg, width);
}
__device__ __forceinline__ unsigned int cucc__legacy_vote(int site, int op, int predicate)
{
    unsigned int mask = cucc__activemask_at(site, __builtin_return_address(0));
    return (unsigned int)cucc__warp_op(op, mask, predicate != 0, 0, 32);
}
#define __shfl(...) cucc__legacy_shfl(__COUNTER__, CUCC_WARP_SHFL_IDX, __VA_ARGS__)
#define __shfl_up(...) cucc__legacy_shfl(__COUNTER__, CUCC_WARP_SHFL_UP, __VA_ARGS__)
#define __shfl_down(...) cucc__legacy_shfl(__COUNTER__, CUCC_WARP_SHFL_DOWN, __VA_ARGS__)
#define __shfl_xor(...) cucc__legacy_shfl(__COUNTER__, CUCC_WARP_SHFL_XOR, __VA_ARGS__)
#define __any(predicate) ((int)cucc__legacy_vote(__COUNTER__, CUCC_WARP_ANY, (predicate)))
#define __all(predicate) ((int)cucc__legacy_vote(__COUNTER__, CUCC_WARP_ALL, (predicate)))
#define __ballot(predicate) cucc__legacy_vote(__COUNTER__, CUCC_WARP_BALLOT, (predicate))

#endif
