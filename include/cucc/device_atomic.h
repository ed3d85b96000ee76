/*
 * Atomic functions of device code (Programming Guide, "Atomic Functions"),
 * with CUDA's overload sets: the device-scope names, the _block and _system
 * scoped variants (sm_60), long long bitwise/min/max (sm_32), double add
 * (sm_60), float2/float4 add and the 16-byte CAS/exchange templates (sm_90).
 *
 * Every operation is a real read-modify-write of the host (GCC __atomic
 * builtins): blocks run concurrently on several cores.  CUDA atomics are
 * relaxed, and ordering comes from __threadfence(); we still use
 * sequentially consistent RMWs: on x86-64 a locked instruction is a full
 * barrier anyway, so this costs nothing there, and it keeps the many CUDA
 * programs that publish data through an atomic without a fence (spin locks,
 * "last block" counters) working on weaker hosts too.  Scopes do not change
 * the code: the whole device is one coherent host.
 *
 * Operations without a native instruction (float/double add, min/max,
 * inc/dec, float exchange through bits) are compare-and-swap loops on the
 * object itself; __atomic_compare_exchange compares bit patterns, so NaNs
 * and signed zeros in the cell do not make them spin.
 */
#ifndef CUCC_DEVICE_ATOMIC_H
#define CUCC_DEVICE_ATOMIC_H

#include <string.h>

#include "keywords.h"
#include "vector_types.h"
#include "abi.h"

#ifndef CUCC_INT128_TYPES
#define CUCC_INT128_TYPES
__extension__ typedef __int128 cucc__int128;
__extension__ typedef unsigned __int128 cucc__uint128;
#endif

#ifdef __SANITIZE_THREAD__
/* cucc --sanitize=racecheck: the access hooks perform every atomic
 * sequentially consistent anyway; the order they are told is CUDA's,
 * relaxed, so that racecheck does not take an atomicAdd for a fence */
#define CUCC_MO __ATOMIC_RELAXED
#else
#define CUCC_MO __ATOMIC_SEQ_CST
#endif

/* Generic helpers (internal). */
template <class T> __device__ inline CUCC_TWIN_INLINE T cucc__atomic_load(T *p)
{
    T v;
    __atomic_load(p, &v, __ATOMIC_RELAXED);
    return v;
}

/* Replace *p by f(*p) atomically; returns the old value.  f is evaluated
 * again whenever another thread changed the cell in between. */
template <class T, class _CuF> __device__ inline T cucc__atomic_update(T *p, _CuF f)
{
    T old = cucc__atomic_load(p);
    T nv;
    do {
        nv = f(old);
    } while (!__atomic_compare_exchange(p, &old, &nv, true, CUCC_MO, __ATOMIC_RELAXED));
    return old;
}

/* atomicAdd on a float in global memory flushes subnormal inputs and
 * results to sign-preserving zero (PTX atom.add.f32; seen on an H200, which
 * returns the old value unflushed).  The H200 does not flush in shared
 * memory; cucc cannot tell the two apart and follows global memory, where
 * float atomics are used most.  Double adds never flush. */
__device__ inline CUCC_TWIN_INLINE float cucc__ftz(float x)
{
    unsigned int u;
    memcpy(&u, &x, 4);
    if ((u & 0x7f800000u) == 0) {
        u &= 0x80000000u;
        memcpy(&x, &u, 4);
    }
    return x;
}

__device__ inline CUCC_TWIN_INLINE float cucc__atomic_add_f32(float *p, float v)
{
    v = cucc__ftz(v);
    return cucc__atomic_update(p, [v](float o) { return cucc__ftz(cucc__ftz(o) + v); });
}

__device__ inline CUCC_TWIN_INLINE double cucc__atomic_add_f64(double *p, double v)
{
    return cucc__atomic_update(p, [v](double o) { return o + v; });
}

template <class T> __device__ inline CUCC_TWIN_INLINE T cucc__atomic_min(T *p, T v)
{
    T old = cucc__atomic_load(p);
    while (v < old && !__atomic_compare_exchange_n(p, &old, v, true, CUCC_MO, __ATOMIC_RELAXED)) {
    }
    return old;
}

template <class T> __device__ inline CUCC_TWIN_INLINE T cucc__atomic_max(T *p, T v)
{
    T old = cucc__atomic_load(p);
    while (old < v && !__atomic_compare_exchange_n(p, &old, v, true, CUCC_MO, __ATOMIC_RELAXED)) {
    }
    return old;
}

/* atomicInc: ((old >= val) ? 0 : (old + 1)); atomicDec:
 * (((old == 0) || (old > val)) ? val : (old - 1)). */
__device__ inline unsigned int cucc__atomic_inc(unsigned int *p, unsigned int val)
{
    return cucc__atomic_update(p, [val](unsigned int o) { return o >= val ? 0u : o + 1u; });
}

__device__ inline unsigned int cucc__atomic_dec(unsigned int *p, unsigned int val)
{
    return cucc__atomic_update(p, [val](unsigned int o) { return (o == 0u || o > val) ? val : o - 1u; });
}

template <class T> __device__ inline CUCC_TWIN_INLINE T cucc__atomic_cas(T *p, T compare, T val)
{
    __atomic_compare_exchange_n(p, &compare, val, false, CUCC_MO, CUCC_MO);
    return compare;
}

/*
 * The CUDA entry points.  CUCC_ATOMIC_SCOPES(ret, name, params, body) defines
 * name, name_block and name_system with one body.
 */
#define CUCC_ATOMIC_SCOPES(_CuR, _CuN, _CuP, _CuB) \
    __device__ inline CUCC_TWIN_INLINE _CuR _CuN _CuP _CuB \
    __device__ inline CUCC_TWIN_INLINE _CuR _CuN##_block _CuP _CuB \
    __device__ inline CUCC_TWIN_INLINE _CuR _CuN##_system _CuP _CuB

/* atomicAdd */
CUCC_ATOMIC_SCOPES(int, atomicAdd, (int *address, int val),
                   { return __atomic_fetch_add(address, val, CUCC_MO); })
CUCC_ATOMIC_SCOPES(unsigned int, atomicAdd, (unsigned int *address, unsigned int val),
                   { return __atomic_fetch_add(address, val, CUCC_MO); })
CUCC_ATOMIC_SCOPES(unsigned long long int, atomicAdd, (unsigned long long int *address, unsigned long long int val),
                   { return __atomic_fetch_add(address, val, CUCC_MO); })
CUCC_ATOMIC_SCOPES(float, atomicAdd, (float *address, float val),
                   { return cucc__atomic_add_f32(address, val); })
CUCC_ATOMIC_SCOPES(double, atomicAdd, (double *address, double val),
                   { return cucc__atomic_add_f64(address, val); })
/* sm_90 vector forms: atomic per component, not as a whole, with the
 * subnormal flushing of the scalar form (as on an H200). */
CUCC_ATOMIC_SCOPES(float2, atomicAdd, (float2 *address, float2 val), {
    float2 r;
    r.x = cucc__atomic_add_f32(&address->x, val.x);
    r.y = cucc__atomic_add_f32(&address->y, val.y);
    return r;
})
CUCC_ATOMIC_SCOPES(float4, atomicAdd, (float4 *address, float4 val), {
    float4 r;
    r.x = cucc__atomic_add_f32(&address->x, val.x);
    r.y = cucc__atomic_add_f32(&address->y, val.y);
    r.z = cucc__atomic_add_f32(&address->z, val.z);
    r.w = cucc__atomic_add_f32(&address->w, val.w);
    return r;
})

/* atomicSub */
CUCC_ATOMIC_SCOPES(int, atomicSub, (int *address, int val),
                   { return __atomic_fetch_sub(address, val, CUCC_MO); })
CUCC_ATOMIC_SCOPES(unsigned int, atomicSub, (unsigned int *address, unsigned int val),
                   { return __atomic_fetch_sub(address, val, CUCC_MO); })

/* atomicExch */
CUCC_ATOMIC_SCOPES(int, atomicExch, (int *address, int val),
                   { return __atomic_exchange_n(address, val, CUCC_MO); })
CUCC_ATOMIC_SCOPES(unsigned int, atomicExch, (unsigned int *address, unsigned int val),
                   { return __atomic_exchange_n(address, val, CUCC_MO); })
CUCC_ATOMIC_SCOPES(unsigned long long int, atomicExch, (unsigned long long int *address, unsigned long long int val),
                   { return __atomic_exchange_n(address, val, CUCC_MO); })
CUCC_ATOMIC_SCOPES(float, atomicExch, (float *address, float val), {
    float old;
    __atomic_exchange(address, &val, &old, CUCC_MO);
    return old;
})

/* atomicMin / atomicMax */
CUCC_ATOMIC_SCOPES(int, atomicMin, (int *address, int val), { return cucc__atomic_min(address, val); })
CUCC_ATOMIC_SCOPES(unsigned int, atomicMin, (unsigned int *address, unsigned int val),
                   { return cucc__atomic_min(address, val); })
CUCC_ATOMIC_SCOPES(long long int, atomicMin, (long long int *address, long long int val),
                   { return cucc__atomic_min(address, val); })
CUCC_ATOMIC_SCOPES(unsigned long long int, atomicMin, (unsigned long long int *address, unsigned long long int val),
                   { return cucc__atomic_min(address, val); })
CUCC_ATOMIC_SCOPES(int, atomicMax, (int *address, int val), { return cucc__atomic_max(address, val); })
CUCC_ATOMIC_SCOPES(unsigned int, atomicMax, (unsigned int *address, unsigned int val),
                   { return cucc__atomic_max(address, val); })
CUCC_ATOMIC_SCOPES(long long int, atomicMax, (long long int *address, long long int val),
                   { return cucc__atomic_max(address, val); })
CUCC_ATOMIC_SCOPES(unsigned long long int, atomicMax, (unsigned long long int *address, unsigned long long int val),
                   { return cucc__atomic_max(address, val); })

/* atomicInc / atomicDec */
CUCC_ATOMIC_SCOPES(unsigned int, atomicInc, (unsigned int *address, unsigned int val),
                   { return cucc__atomic_inc(address, val); })
CUCC_ATOMIC_SCOPES(unsigned int, atomicDec, (unsigned int *address, unsigned int val),
                   { return cucc__atomic_dec(address, val); })

/* atomicCAS */
CUCC_ATOMIC_SCOPES(int, atomicCAS, (int *address, int compare, int val),
                   { return cucc__atomic_cas(address, compare, val); })
CUCC_ATOMIC_SCOPES(unsigned int, atomicCAS, (unsigned int *address, unsigned int compare, unsigned int val),
                   { return cucc__atomic_cas(address, compare, val); })
CUCC_ATOMIC_SCOPES(unsigned long long int, atomicCAS,
                   (unsigned long long int *address, unsigned long long int compare, unsigned long long int val),
                   { return cucc__atomic_cas(address, compare, val); })
CUCC_ATOMIC_SCOPES(unsigned short int, atomicCAS,
                   (unsigned short int *address, unsigned short int compare, unsigned short int val),
                   { return cucc__atomic_cas(address, compare, val); })

/* atomicAnd / atomicOr / atomicXor */
#define CUCC_ATOMIC_BITWISE(_CuN, OP) \
    CUCC_ATOMIC_SCOPES(int, _CuN, (int *address, int val), { return OP(address, val, CUCC_MO); }) \
    CUCC_ATOMIC_SCOPES(unsigned int, _CuN, (unsigned int *address, unsigned int val), \
                       { return OP(address, val, CUCC_MO); }) \
    CUCC_ATOMIC_SCOPES(long long int, _CuN, (long long int *address, long long int val), \
                       { return OP(address, val, CUCC_MO); }) \
    CUCC_ATOMIC_SCOPES(unsigned long long int, _CuN, (unsigned long long int *address, unsigned long long int val), \
                       { return OP(address, val, CUCC_MO); })
CUCC_ATOMIC_BITWISE(atomicAnd, __atomic_fetch_and)
CUCC_ATOMIC_BITWISE(atomicOr, __atomic_fetch_or)
CUCC_ATOMIC_BITWISE(atomicXor, __atomic_fetch_xor)
#undef CUCC_ATOMIC_BITWISE

/*
 * sm_90 16-byte atomicCAS / atomicExch for any trivially copyable T of size
 * 16 and alignment 16.  GCC would call libatomic for 16-byte __atomic
 * operations, which cucc does not link; x86-64 has cmpxchg16b (every
 * x86-64 CPU since 2008), elsewhere the builtin is used.
 */
__device__ inline bool cucc__cas16(void *p, void *expected, const void *desired)
{
#if defined(__x86_64__)
    unsigned long long e[2], d[2];
    memcpy(e, expected, 16);
    memcpy(d, desired, 16);
    bool ok;
    __asm__ __volatile__("lock cmpxchg16b %1"
                         : "=@ccz"(ok), "+m"(*(volatile cucc__int128 *)p), "+a"(e[0]), "+d"(e[1])
                         : "b"(d[0]), "c"(d[1])
                         : "memory");
    memcpy(expected, e, 16);
    return ok;
#else
    return __atomic_compare_exchange((cucc__int128 *)p, (cucc__int128 *)expected, (cucc__int128 *)desired, false, CUCC_MO,
                                     CUCC_MO);
#endif
}

template <class T> struct cucc__is16 {
    enum { value = sizeof(T) == 16 && alignof(T) >= 16 && __is_trivially_copyable(T) };
};
template <bool _CuB, class T> struct cucc__enable_if {};
template <class T> struct cucc__enable_if<true, T> { typedef T type; };

template <class T> __device__ inline T cucc__atomic_cas16(T *address, T compare, T val)
{
    cucc__cas16(address, &compare, &val);
    return compare;
}

template <class T> __device__ inline T cucc__atomic_exch16(T *address, T val)
{
    T old;
    memcpy(&old, (const void *)address, 16);
    while (!cucc__cas16(address, &old, &val)) {
    }
    return old;
}

#define CUCC_ATOMIC16(_CuN, IMPL, _CuP, _CuA) \
    template <class T> __device__ inline typename cucc__enable_if<cucc__is16<T>::value, T>::type _CuN _CuP \
    { return IMPL _CuA; } \
    template <class T> __device__ inline typename cucc__enable_if<cucc__is16<T>::value, T>::type _CuN##_block _CuP \
    { return IMPL _CuA; } \
    template <class T> __device__ inline typename cucc__enable_if<cucc__is16<T>::value, T>::type _CuN##_system _CuP \
    { return IMPL _CuA; }
CUCC_ATOMIC16(atomicCAS, cucc__atomic_cas16, (T *address, T compare, T val), (address, compare, val))
CUCC_ATOMIC16(atomicExch, cucc__atomic_exch16, (T *address, T val), (address, val))
#undef CUCC_ATOMIC16

/*
 * Atomics on a block's own shared memory in a kernel run as regions
 * between barriers (src/simt/region.c; the emitter calls these for
 * atomicX(&s[...], ...) when s is a __shared__ variable): the block's
 * threads run one after the other on one worker there, and no other
 * worker can see the memory, so the read-modify-write needs no lock.
 * Integer operations only, with the same results as above; anything else
 * goes to the atomic above.
 */
template <class T> struct cucc__blk_int { static const bool value = false; };
template <> struct cucc__blk_int<int> { static const bool value = true; };
template <> struct cucc__blk_int<unsigned int> { static const bool value = true; };
template <> struct cucc__blk_int<long> { static const bool value = true; };
template <> struct cucc__blk_int<unsigned long> { static const bool value = true; };
template <> struct cucc__blk_int<long long> { static const bool value = true; };
template <> struct cucc__blk_int<unsigned long long> { static const bool value = true; };
/* _CuP_CuN(address, val) for a type that is no integer: the atomic _CuN
 * (the region forms below, cucc__blk_ and cucc__cmb_, have integer ones) */
#define CUCC_ATOMIC_ELSE(_CuP, _CuN)                                                           \
    template <class T, class U>                                                                 \
    __device__ inline auto _CuP##_CuN(T *address, U val)                                           \
        ->typename cucc__enable_if<!cucc__blk_int<T>::value, decltype(_CuN(address, val))>::type   \
    {                                                                                           \
        return _CuN(address, val);                                                                 \
    }
#define CUCC_BLK_OP(_CuN, NEWVAL)                                                                  \
    template <class T, class U>                                                                 \
    __device__ inline typename cucc__enable_if<cucc__blk_int<T>::value, T>::type cucc__blk_##_CuN( \
        T *address, U val)                                                                      \
    {                                                                                           \
        T old = *address, v = (T)val;                                                           \
        (void)v;                                                                                \
        *address = NEWVAL;                                                                      \
        return old;                                                                             \
    }                                                                                           \
    CUCC_ATOMIC_ELSE(cucc__blk_, _CuN)
CUCC_BLK_OP(atomicAdd, (T)(old + v))
CUCC_BLK_OP(atomicSub, (T)(old - v))
CUCC_BLK_OP(atomicExch, v)
CUCC_BLK_OP(atomicMin, v < old ? v : old)
CUCC_BLK_OP(atomicMax, v > old ? v : old)
CUCC_BLK_OP(atomicInc, old >= v ? (T)0 : (T)(old + 1))
CUCC_BLK_OP(atomicDec, (old == 0 || old > v) ? v : (T)(old - 1))
CUCC_BLK_OP(atomicAnd, (T)(old & v))
CUCC_BLK_OP(atomicOr, (T)(old | v))
CUCC_BLK_OP(atomicXor, (T)(old ^ v))
#undef CUCC_BLK_OP
/*
 * Combined atomics (src/simt/region.c, "combined atomics"): an integer
 * add, and, or or xor whose value the kernel drops, in a piece
 * where nothing can see it before the piece ends, goes to the worker's
 * table (cucc__cmb, abi.h), combined with the piece's earlier ones of the
 * same kind to the same address (another kind there is made first: each
 * address keeps its order); the piece's end makes each in memory
 * (cucc__cmb_flush).  Anything else is the atomic.
 */
template <class T> struct cucc__cmb_uns { typedef T type; };
template <> struct cucc__cmb_uns<int> { typedef unsigned type; };
template <> struct cucc__cmb_uns<long> { typedef unsigned long type; };
template <> struct cucc__cmb_uns<long long> { typedef unsigned long long type; };
/* The operation _CuOp (CUCC_CMB_*, abi.h) of v into old. */
template <int _CuOp, class T> __device__ inline T cucc__cmb_apply(T old, T v)
{
    typedef typename cucc__cmb_uns<T>::type U;     /* (no signed overflow) */
    return _CuOp == CUCC_CMB_ADD ? (T)((U)old + (U)v)
         : _CuOp == CUCC_CMB_AND ? (T)(old & v)
         : _CuOp == CUCC_CMB_OR  ? (T)(old | v)
                                 : (T)(old ^ v);
}
template <int _CuOp, class T> __device__ inline void cucc__cmb_op(T *address, T v)
{
    typedef typename cucc__cmb_uns<T>::type U;
    /* a null or misaligned address has no slot (key 0 is an empty one,
     * bit 0 an 8-byte operation's tag): it is made now, and faults here */
    if (__builtin_expect(!address || ((unsigned long)address & (sizeof(T) - 1)) != 0, 0)) {
        cucc__atomic_update(address, [v](T old) { return cucc__cmb_apply<_CuOp>(old, v); });
        return;
    }
    unsigned long key = (unsigned long)address | (sizeof(T) == 8 ? 1ul : 0ul) |
                        (unsigned long)_CuOp << CUCC_CMB_OP_SHIFT;
    struct cucc__cmb_slot *s = &cucc__cmb.s[((unsigned long)address >> 2) & (CUCC_CMB_SLOTS - 1)];
    if (__builtin_expect(s->key == key, 1))
        s->v = (U)cucc__cmb_apply<_CuOp>((T)s->v, v);
    else
        cucc__cmb_miss(s, key, (U)v);
}
#define CUCC_CMB_FN(_CuN, OP, VAL)                                                               \
    template <class T, class U>                                                                 \
    __device__ inline typename cucc__enable_if<cucc__blk_int<T>::value, void>::type cucc__cmb_##_CuN( \
        T *address, U val)                                                                      \
    {                                                                                           \
        cucc__cmb_op<OP, T>(address, VAL);                                                      \
    }                                                                                           \
    CUCC_ATOMIC_ELSE(cucc__cmb_, _CuN)
CUCC_CMB_FN(atomicAdd, CUCC_CMB_ADD, (T)val)
CUCC_CMB_FN(atomicSub, CUCC_CMB_ADD, (T)(0ull - (unsigned long long)(T)val))
CUCC_CMB_FN(atomicAnd, CUCC_CMB_AND, (T)val)
CUCC_CMB_FN(atomicOr, CUCC_CMB_OR, (T)val)
CUCC_CMB_FN(atomicXor, CUCC_CMB_XOR, (T)val)
#undef CUCC_CMB_FN
template <class T, class U, class _CuV>
__device__ inline typename cucc__enable_if<cucc__blk_int<T>::value, T>::type cucc__blk_atomicCAS(
    T *address, U compare, _CuV val)
{
    T old = *address;
    if (old == (T)compare)
        *address = (T)val;
    return old;
}
template <class T, class U, class _CuV>
__device__ inline auto cucc__blk_atomicCAS(T *address, U compare, _CuV val)
    -> typename cucc__enable_if<!cucc__blk_int<T>::value, decltype(atomicCAS(address, compare, val))>::type
{
    return atomicCAS(address, compare, val);
}

#undef CUCC_ATOMIC_SCOPES
#undef CUCC_MO

#endif
