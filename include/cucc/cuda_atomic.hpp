/*
 * cuda::std::atomic, cuda::std::atomic_ref, cuda::atomic, cuda::atomic_ref
 * and cuda::thread_scope (libcu++'s <cuda/std/atomic> and <cuda/atomic>).
 *
 * cuda::std::atomic<T> is ::std::atomic<T> plus what libcu++ adds in C++17:
 * fetch_add/fetch_sub (and += -=) on floating-point types; cuda::atomic
 * and cuda::atomic_ref also have fetch_min/fetch_max.  atomic_ref<T> works on an
 * object it does not own, through GCC's __atomic built-ins (::std has it
 * only from C++20).  Scopes do not change the code: the device is one
 * coherent host (device_atomic.h).
 */
#ifndef CUCC_CUDA_ATOMIC_HPP
#define CUCC_CUDA_ATOMIC_HPP

#include <atomic>
#include <type_traits>

#include "cuda_std.hpp"

namespace cuda {

enum thread_scope {
    thread_scope_system = 0,
    thread_scope_device = 1,
    thread_scope_block = 2,
    thread_scope_thread = 3,
};

namespace std {

/* The read-modify-writes std::atomic lacks, on any cell: a compare-and-swap
 * loop computing op(old, v). */
template <class T, class _CuOp> inline T cucc__rmw(T *p, T v, memory_order o, _CuOp op) noexcept
{
    T old;
    __atomic_load(p, &old, __ATOMIC_RELAXED);
    T nv = op(old, v);
    while (!__atomic_compare_exchange(p, &old, &nv, true, (int)o, __ATOMIC_RELAXED))
        nv = op(old, v);
    return old;
}

struct cucc__add { template <class T> T operator()(T a, T b) const { return a + b; } };
struct cucc__sub { template <class T> T operator()(T a, T b) const { return a - b; } };
struct cucc__min { template <class T> T operator()(T a, T b) const { return b < a ? b : a; } };
struct cucc__max { template <class T> T operator()(T a, T b) const { return a < b ? b : a; } };

template <class T, bool = is_floating_point<T>::value> struct cucc__atomic_base : ::std::atomic<T> {
    using ::std::atomic<T>::atomic;
    using ::std::atomic<T>::operator=;
};

template <class T> struct cucc__atomic_base<T, true> : ::std::atomic<T> {
    using ::std::atomic<T>::atomic;
    using ::std::atomic<T>::operator=;
    T *cell() noexcept { return reinterpret_cast<T *>(this); }
    T fetch_add(T v, memory_order o = memory_order_seq_cst) noexcept { return cucc__rmw(cell(), v, o, cucc__add()); }
    T fetch_sub(T v, memory_order o = memory_order_seq_cst) noexcept { return cucc__rmw(cell(), v, o, cucc__sub()); }
    T operator+=(T v) noexcept { return fetch_add(v) + v; }
    T operator-=(T v) noexcept { return fetch_sub(v) - v; }
};

template <class T> struct atomic : cucc__atomic_base<T> {
    atomic() noexcept = default;
    constexpr atomic(T v) noexcept : cucc__atomic_base<T>(v) {}
    atomic(const atomic &) = delete;
    atomic &operator=(const atomic &) = delete;
    using cucc__atomic_base<T>::operator=;
};

template <class T> class atomic_ref {
protected:
    T *p;

public:
    static constexpr bool is_always_lock_free = sizeof(T) <= 8;
    static constexpr size_t required_alignment = alignof(T) > sizeof(T) ? alignof(T) : sizeof(T);
    using value_type = T;
    explicit atomic_ref(T &obj) noexcept : p(&obj) {}
    atomic_ref(const atomic_ref &) noexcept = default;
    atomic_ref &operator=(const atomic_ref &) = delete;

    void store(T v, memory_order o = memory_order_seq_cst) const noexcept { __atomic_store(p, &v, (int)o); }
    T load(memory_order o = memory_order_seq_cst) const noexcept
    {
        T v;
        __atomic_load(p, &v, (int)o);
        return v;
    }
    operator T() const noexcept { return load(); }
    T operator=(T v) const noexcept
    {
        store(v);
        return v;
    }
    T exchange(T v, memory_order o = memory_order_seq_cst) const noexcept
    {
        T old;
        __atomic_exchange(p, &v, &old, (int)o);
        return old;
    }
    bool compare_exchange_weak(T &expected, T desired, memory_order s, memory_order f) const noexcept
    {
        return __atomic_compare_exchange(p, &expected, &desired, true, (int)s, (int)f);
    }
    bool compare_exchange_strong(T &expected, T desired, memory_order s, memory_order f) const noexcept
    {
        return __atomic_compare_exchange(p, &expected, &desired, false, (int)s, (int)f);
    }
    bool compare_exchange_weak(T &expected, T desired, memory_order o = memory_order_seq_cst) const noexcept
    {
        return compare_exchange_weak(expected, desired, o, o == memory_order_acq_rel ? memory_order_acquire
                                                          : o == memory_order_release ? memory_order_relaxed : o);
    }
    bool compare_exchange_strong(T &expected, T desired, memory_order o = memory_order_seq_cst) const noexcept
    {
        return compare_exchange_strong(expected, desired, o, o == memory_order_acq_rel ? memory_order_acquire
                                                            : o == memory_order_release ? memory_order_relaxed : o);
    }
    T fetch_add(T v, memory_order o = memory_order_seq_cst) const noexcept { return cucc__rmw(p, v, o, cucc__add()); }
    T fetch_sub(T v, memory_order o = memory_order_seq_cst) const noexcept { return cucc__rmw(p, v, o, cucc__sub()); }
    T fetch_and(T v, memory_order o = memory_order_seq_cst) const noexcept { return __atomic_fetch_and(p, v, (int)o); }
    T fetch_or(T v, memory_order o = memory_order_seq_cst) const noexcept { return __atomic_fetch_or(p, v, (int)o); }
    T fetch_xor(T v, memory_order o = memory_order_seq_cst) const noexcept { return __atomic_fetch_xor(p, v, (int)o); }
    T operator+=(T v) const noexcept { return fetch_add(v) + v; }
    T operator-=(T v) const noexcept { return fetch_sub(v) - v; }
    T operator&=(T v) const noexcept { return fetch_and(v) & v; }
    T operator|=(T v) const noexcept { return fetch_or(v) | v; }
    T operator^=(T v) const noexcept { return fetch_xor(v) ^ v; }
    T operator++() const noexcept { return fetch_add(T(1)) + T(1); }
    T operator++(int) const noexcept { return fetch_add(T(1)); }
    T operator--() const noexcept { return fetch_sub(T(1)) - T(1); }
    T operator--(int) const noexcept { return fetch_sub(T(1)); }
    bool is_lock_free() const noexcept { return sizeof(T) <= 8; }
};

} // namespace std

/* cuda::atomic and cuda::atomic_ref add fetch_min and fetch_max. */
template <class T, thread_scope _CuS = thread_scope_system> struct atomic : std::atomic<T> {
    atomic() noexcept = default;
    constexpr atomic(T v) noexcept : std::atomic<T>(v) {}
    using std::atomic<T>::operator=;
    T fetch_min(T v, std::memory_order o = std::memory_order_seq_cst) noexcept
    {
        return std::cucc__rmw(reinterpret_cast<T *>(this), v, o, std::cucc__min());
    }
    T fetch_max(T v, std::memory_order o = std::memory_order_seq_cst) noexcept
    {
        return std::cucc__rmw(reinterpret_cast<T *>(this), v, o, std::cucc__max());
    }
};

template <class T, thread_scope _CuS = thread_scope_system> struct atomic_ref : std::atomic_ref<T> {
    explicit atomic_ref(T &obj) noexcept : std::atomic_ref<T>(obj) {}
    using std::atomic_ref<T>::operator=;
    T fetch_min(T v, std::memory_order o = std::memory_order_seq_cst) const noexcept
    {
        return std::cucc__rmw(this->p, v, o, std::cucc__min());
    }
    T fetch_max(T v, std::memory_order o = std::memory_order_seq_cst) const noexcept
    {
        return std::cucc__rmw(this->p, v, o, std::cucc__max());
    }
};

inline void atomic_thread_fence(::std::memory_order o, thread_scope = thread_scope_system) noexcept
{
    ::std::atomic_thread_fence(o);
}

/* libcu++ names the orders in cuda:: too (cuda::memory_order_acquire) */
using ::std::memory_order;
using ::std::memory_order_relaxed;
using ::std::memory_order_consume;
using ::std::memory_order_acquire;
using ::std::memory_order_release;
using ::std::memory_order_acq_rel;
using ::std::memory_order_seq_cst;

} // namespace cuda

#endif
