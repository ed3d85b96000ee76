/*
 * The __nv_atomic_* built-in functions of CUDA 12.8 and later (Programming
 * Guide, "Built-in Atomic Functions"): atomics with an explicit memory
 * order (__NV_ATOMIC_RELAXED ... __NV_ATOMIC_SEQ_CST) and an optional
 * thread scope (__NV_THREAD_SCOPE_THREAD ... _SYSTEM, default _SYSTEM).
 *
 *   fetch_add fetch_sub fetch_min fetch_max fetch_and fetch_or fetch_xor
 *                      return the old value; add sub min max and or xor
 *                      the same without a result
 *   load_n store_n exchange_n compare_exchange_n
 *                      integral types of 1, 2, 4, 8 or 16 bytes
 *   load store exchange compare_exchange
 *                      through pointers, any trivially copyable type of
 *                      those sizes
 *   thread_fence
 *
 * The type rules are nvcc's, checked at compile time with its wording:
 * arithmetic and bitwise operations only on 4- and 8-byte objects, add/sub
 * also on float and double but not on signed 8-byte integers, min/max not on
 * floating point, bitwise operations on integers only.
 *
 * The orders are GCC's __ATOMIC_* (the same numbering); one that an
 * operation cannot take (an acquire store) is made sequentially
 * consistent, as GCC itself would.  Scopes do not change the code: the
 * device is one coherent host (device_atomic.h).
 */
#ifndef CUCC_DEVICE_NV_ATOMIC_H
#define CUCC_DEVICE_NV_ATOMIC_H

#include <type_traits>

#include "device_atomic.h"

enum {
    __NV_ATOMIC_RELAXED,
    __NV_ATOMIC_CONSUME,
    __NV_ATOMIC_ACQUIRE,
    __NV_ATOMIC_RELEASE,
    __NV_ATOMIC_ACQ_REL,
    __NV_ATOMIC_SEQ_CST
};

enum {
    __NV_THREAD_SCOPE_THREAD,
    __NV_THREAD_SCOPE_BLOCK,
    __NV_THREAD_SCOPE_CLUSTER,
    __NV_THREAD_SCOPE_DEVICE,
    __NV_THREAD_SCOPE_SYSTEM
};

/* Orders a load, a store and a failed compare-exchange may take. */
__device__ constexpr int cucc__nv_load_order(int o)
{
    return o == __ATOMIC_RELEASE || o == __ATOMIC_ACQ_REL || o < 0 || o > 5 ? __ATOMIC_SEQ_CST : o;
}
__device__ constexpr int cucc__nv_store_order(int o)
{
    return o == __ATOMIC_RELAXED || o == __ATOMIC_RELEASE ? o : __ATOMIC_SEQ_CST;
}
__device__ constexpr int cucc__nv_rmw_order(int o)
{
    return o < 0 || o > 5 ? __ATOMIC_SEQ_CST : o;
}

template <class T> struct cucc__nv_kind {
    enum {
        floating = __is_same(T, float) || __is_same(T, double),
        integral = std::is_integral<T>::value && !__is_same(T, bool),
        sized = sizeof(T) == 4 || sizeof(T) == 8,
        plain = sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8 ||
                sizeof(T) == 16,
        signed64 = std::is_integral<T>::value && std::is_signed<T>::value && sizeof(T) == 8,
    };
};

#define CUCC_NV_SIZED(T) \
    static_assert(cucc__nv_kind<T>::sized, \
                  "atomic operations and, or, xor, add, sub, min and max are valid only on objects of size 4, or 8.")
#define CUCC_NV_INTEGRAL(T) \
    static_assert(cucc__nv_kind<T>::integral && cucc__nv_kind<T>::plain, \
                  "non-generic nv atomic load, store, cas and exchange are valid only on integral types.")
#define CUCC_NV_GENERIC(T) \
    static_assert(cucc__nv_kind<T>::plain && __is_trivially_copyable(T), \
                  "generic nv atomic load, store, cas and exchange are valid only on trivially copyable objects of size 1, 2, 4, 8 or 16.")

/* ---- read-modify-write arithmetic --------------------------------------- */

#define CUCC_NV_ADDSUB(NAME, BUILTIN, OP)                                                        \
    template <class T> __device__ inline T NAME(T *p, T v, int order, int scope = __NV_THREAD_SCOPE_SYSTEM) \
    {                                                                                            \
        CUCC_NV_SIZED(T);                                                                        \
        static_assert(cucc__nv_kind<T>::integral || cucc__nv_kind<T>::floating,                  \
                      "atomic operations add and sub are valid only on integral and floating-point types."); \
        static_assert(!cucc__nv_kind<T>::signed64,                                               \
                      "atomic operations add and sub are not valid on signed integer of size 8."); \
        (void)scope;                                                                             \
        if constexpr (cucc__nv_kind<T>::floating)                                                \
            return cucc__atomic_update(p, [v](T o) { return o OP v; });                          \
        else                                                                                     \
            return BUILTIN(p, v, cucc__nv_rmw_order(order));                                     \
    }
CUCC_NV_ADDSUB(__nv_atomic_fetch_add, __atomic_fetch_add, +)
CUCC_NV_ADDSUB(__nv_atomic_fetch_sub, __atomic_fetch_sub, -)
#undef CUCC_NV_ADDSUB

#define CUCC_NV_MINMAX(NAME, KEEP_OLD)                                                            \
    template <class T> __device__ inline T NAME(T *p, T v, int order, int scope = __NV_THREAD_SCOPE_SYSTEM) \
    {                                                                                            \
        CUCC_NV_SIZED(T);                                                                        \
        static_assert(!cucc__nv_kind<T>::floating,                                               \
                      "atomic operations min and max are not supported on any floating-point types."); \
        static_assert(cucc__nv_kind<T>::integral, "atomic operations min and max are valid only on integral types."); \
        (void)scope;                                                                             \
        T old = __atomic_load_n(p, __ATOMIC_RELAXED);                                            \
        while (!(KEEP_OLD) &&                                                                    \
               !__atomic_compare_exchange_n(p, &old, v, true, cucc__nv_rmw_order(order), __ATOMIC_RELAXED)) \
            ;                                                                                    \
        return old;                                                                              \
    }
CUCC_NV_MINMAX(__nv_atomic_fetch_min, old <= v)
CUCC_NV_MINMAX(__nv_atomic_fetch_max, old >= v)
#undef CUCC_NV_MINMAX

#define CUCC_NV_BITWISE(NAME, BUILTIN)                                                            \
    template <class T> __device__ inline T NAME(T *p, T v, int order, int scope = __NV_THREAD_SCOPE_SYSTEM) \
    {                                                                                            \
        CUCC_NV_SIZED(T);                                                                        \
        static_assert(cucc__nv_kind<T>::integral,                                                \
                      "For a logical atomic operation, the first argument cannot be any floating-point types."); \
        (void)scope;                                                                             \
        return BUILTIN(p, v, cucc__nv_rmw_order(order));                                         \
    }
CUCC_NV_BITWISE(__nv_atomic_fetch_and, __atomic_fetch_and)
CUCC_NV_BITWISE(__nv_atomic_fetch_or, __atomic_fetch_or)
CUCC_NV_BITWISE(__nv_atomic_fetch_xor, __atomic_fetch_xor)
#undef CUCC_NV_BITWISE

/* The forms without a result. */
#define CUCC_NV_VOID(OP)                                                                         \
    template <class T> __device__ inline void __nv_atomic_##OP(T *p, T v, int order, int scope = __NV_THREAD_SCOPE_SYSTEM) \
    {                                                                                            \
        (void)__nv_atomic_fetch_##OP(p, v, order, scope);                                        \
    }
CUCC_NV_VOID(add)
CUCC_NV_VOID(sub)
CUCC_NV_VOID(min)
CUCC_NV_VOID(max)
CUCC_NV_VOID(and)
CUCC_NV_VOID(or)
CUCC_NV_VOID(xor)
#undef CUCC_NV_VOID

/* ---- loads, stores, exchanges ------------------------------------------- */
/* 16-byte objects go through cmpxchg16b (device_atomic.h): GCC would call
 * libatomic for them.  cmpxchg16b needs 16-byte alignment, which a GPU's
 * allocations give but a host object of two longs need not have: those
 * take one of a few spin locks, chosen by address, instead. */

struct cucc__nv_lock {
    cucc__nv_lock(const void *p)
    {
        static char locks[64];
        lock = &locks[((unsigned long)p >> 4) % 64];
        while (__atomic_exchange_n(lock, 1, __ATOMIC_ACQUIRE))
            ;
    }
    ~cucc__nv_lock() { __atomic_store_n(lock, 0, __ATOMIC_RELEASE); }
    char *lock;
};

__device__ inline bool cucc__nv_cas16(void *p, void *expected, const void *desired)
{
    if (((unsigned long)p & 15) == 0)
        return cucc__cas16(p, expected, desired);
    cucc__nv_lock held(p);
    if (memcmp(p, expected, 16)) {
        memcpy(expected, p, 16);
        return false;
    }
    memcpy(p, desired, 16);
    return true;
}

template <class T> __device__ inline void cucc__nv_load(T *p, T *ret, int order)
{
    if constexpr (sizeof(T) == 16) {
        memcpy((void *)ret, (const void *)p, 16);   /* a guess; the CAS checks it */
        cucc__nv_cas16((void *)p, (void *)ret, (const void *)ret);
    } else {
        __atomic_load(p, ret, cucc__nv_load_order(order));
    }
}

template <class T> __device__ inline void cucc__nv_exchange(T *p, T *v, T *ret, int order)
{
    if constexpr (sizeof(T) == 16) {
        memcpy((void *)ret, (const void *)p, 16);
        while (!cucc__nv_cas16((void *)p, (void *)ret, (const void *)v))
            ;
    } else {
        __atomic_exchange(p, v, ret, cucc__nv_rmw_order(order));
    }
}

template <class T>
__device__ inline bool cucc__nv_cas(T *p, T *expected, T *desired, bool weak, int success, int failure)
{
    if constexpr (sizeof(T) == 16) {
        (void)weak, (void)success, (void)failure;
        return cucc__nv_cas16((void *)p, (void *)expected, (const void *)desired);
    } else {
        return __atomic_compare_exchange(p, expected, desired, weak, cucc__nv_rmw_order(success),
                                         cucc__nv_load_order(failure));
    }
}

template <class T> __device__ inline void __nv_atomic_load(T *p, T *ret, int order, int scope = __NV_THREAD_SCOPE_SYSTEM)
{
    CUCC_NV_GENERIC(T);
    (void)scope;
    cucc__nv_load(p, ret, order);
}

template <class T> __device__ inline T __nv_atomic_load_n(T *p, int order, int scope = __NV_THREAD_SCOPE_SYSTEM)
{
    CUCC_NV_INTEGRAL(T);
    (void)scope;
    T v;
    cucc__nv_load(p, &v, order);
    return v;
}

template <class T> __device__ inline void __nv_atomic_store(T *p, T *v, int order, int scope = __NV_THREAD_SCOPE_SYSTEM)
{
    CUCC_NV_GENERIC(T);
    (void)scope;
    if constexpr (sizeof(T) == 16) {
        T old;
        cucc__nv_exchange(p, v, &old, order);
    } else {
        __atomic_store(p, v, cucc__nv_store_order(order));
    }
}

template <class T> __device__ inline void __nv_atomic_store_n(T *p, T v, int order, int scope = __NV_THREAD_SCOPE_SYSTEM)
{
    CUCC_NV_INTEGRAL(T);
    __nv_atomic_store(p, &v, order, scope);
}

template <class T>
__device__ inline void __nv_atomic_exchange(T *p, T *v, T *ret, int order, int scope = __NV_THREAD_SCOPE_SYSTEM)
{
    CUCC_NV_GENERIC(T);
    (void)scope;
    cucc__nv_exchange(p, v, ret, order);
}

template <class T> __device__ inline T __nv_atomic_exchange_n(T *p, T v, int order, int scope = __NV_THREAD_SCOPE_SYSTEM)
{
    CUCC_NV_INTEGRAL(T);
    (void)scope;
    T old;
    cucc__nv_exchange(p, &v, &old, order);
    return old;
}

template <class T>
__device__ inline bool __nv_atomic_compare_exchange(T *p, T *expected, T *desired, bool weak, int success,
                                                    int failure, int scope = __NV_THREAD_SCOPE_SYSTEM)
{
    CUCC_NV_GENERIC(T);
    (void)scope;
    return cucc__nv_cas(p, expected, desired, weak, success, failure);
}

template <class T>
__device__ inline bool __nv_atomic_compare_exchange_n(T *p, T *expected, T desired, bool weak, int success,
                                                      int failure, int scope = __NV_THREAD_SCOPE_SYSTEM)
{
    CUCC_NV_INTEGRAL(T);
    (void)scope;
    return cucc__nv_cas(p, expected, &desired, weak, success, failure);
}

__device__ inline void __nv_atomic_thread_fence(int order, int scope = __NV_THREAD_SCOPE_SYSTEM)
{
    (void)scope;
    __atomic_thread_fence(cucc__nv_rmw_order(order));
}

#undef CUCC_NV_SIZED
#undef CUCC_NV_INTEGRAL
#undef CUCC_NV_GENERIC

#endif
