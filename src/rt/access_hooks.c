/*
 * Every memory access of a program built with `cucc --sanitize=racecheck`
 * or `--sanitize=initcheck` (docs/sanitizer.md).
 *
 * Such a build compiles the user's code with gcc's ThreadSanitizer
 * instrumentation but links no ThreadSanitizer runtime: the calls the
 * instrumentation makes (__tsan_read4(addr), __tsan_write8(addr),
 * __tsan_atomic32_fetch_add(addr, v, order), ...) land here.  Each plain
 * access goes to racecheck.c or initcheck.c, as cucc-sanitizer's --tool
 * says (CUCC_SANITIZER, read by sanitize.c); atomics are performed here
 * (sequentially consistent, whatever order was asked: stronger is
 * allowed) and count as reads and writes for initcheck, never as races.
 * Without the tool every hook returns after one test.
 *
 * The file is an archive of its own, lib/libcucc_access.a, that every
 * link names after libcucc.a: only objects built with the instrumentation
 * pull it in.
 */
#include "rt/rt.h"
#include "device_launch_parameters.h"

#include <pthread.h>
#include <stddef.h>

static inline void plain(const volatile void *addr, size_t n, int write, const void *pc)
{
    if (__builtin_expect(cucc__access_tool == 0, 1))
        return;
    if (cucc__access_tool != CUCC_ACCESS_RACECHECK)
        cucc__init_access(addr, n, write, pc);
    else if (cucc__race_in_shared(addr)) {
        if (!cucc__race_reads_only)
            cucc__race_shared_access(addr, n, write, pc);
    } else if (cucc__race_global_on)
        cucc__race_global(addr, n, write, pc);      /* between blocks */
}

/* An atomic reads (1), writes (2) or does both (3): initcheck only. */
static inline void atomic_access(const volatile void *addr, size_t n, int how, const void *pc)
{
    if (__builtin_expect(cucc__access_tool != CUCC_ACCESS_INITCHECK, 1))
        return;
    if (how & 1)
        cucc__init_access(addr, n, 0, pc);
    if (how & 2)
        cucc__init_access(addr, n, 1, pc);
}

/* A volatile access: for racecheck, no race between blocks (racecheck.c). */
static inline void vol(const volatile void *addr, size_t n, int write, const void *pc)
{
    if (__builtin_expect(cucc__access_tool == 0, 1))
        return;
    if (cucc__access_tool != CUCC_ACCESS_RACECHECK)
        cucc__init_access(addr, n, write, pc);
    else if (cucc__race_in_shared(addr) && !cucc__race_reads_only)
        cucc__race_shared_access(addr, n, write, pc);
    /* (in global memory no race: PTX's volatile accesses are relaxed ones
     * of system scope, a block's flag polled by others) */
}

#define PC __builtin_return_address(0)

/* A loop or region entry's thread loop runs thread t, (x, y, z) of its
 * block (include/cucc/kernel.hpp): the worker's threadIdx,
 * which the checkers' reports read, and racecheck's thread. */
void cucc__access_at(unsigned long t, unsigned x, unsigned y, unsigned z)
{
    if (__builtin_expect(cucc__access_tool == 0, 1))
        return;
    threadIdx.x = x;
    threadIdx.y = y;
    threadIdx.z = z;
    cucc__race_entry = cucc__race_named = (unsigned)t;
}

/* A region entry's piece begins or ends (src/emit/region.c): no thread
 * is running.  No synchronisation: a piece may end where the source has
 * no barrier (a warp collective, a lockstep loop's iteration, the end of
 * a loop body whose next iteration writes what this one read), and the
 * accesses on either side race there as they would on a GPU. */
void cucc__access_piece(void)
{
    if (__builtin_expect(cucc__access_tool == 0, 1))
        return;
    if (cucc__access_tool == CUCC_ACCESS_RACECHECK)
        cucc__race_reads_only = 0;
    cucc__race_named = ~0u;
    threadIdx.x = threadIdx.y = threadIdx.z = ~0u;
}

/* ... a piece that stores nothing, with a barrier right before and right
 * after it, begins (src/simt/region.c, find_reads_only): racecheck leaves
 * its accesses to shared memory alone until the piece ends (a read there
 * races with no write: none is in the piece, and the barriers order it
 * against the others). */
void cucc__access_piece_reads(void)
{
    if (__builtin_expect(cucc__access_tool == 0, 1))
        return;
    cucc__access_piece();
    if (cucc__access_tool == CUCC_ACCESS_RACECHECK)
        cucc__race_reads_only = 1;
}

/* A region entry passes a block barrier of the source (__syncthreads, a
 * whole block's __syncwarp or tile sync, __syncthreads_count and kin;
 * src/emit/region.c): its release. */
void cucc__access_sync(void)
{
    if (__builtin_expect(cucc__access_tool == 0, 1))
        return;
    if (cucc__access_tool == CUCC_ACCESS_RACECHECK)
        cucc__race_sync(~0u);
}

/* An access of racecheck's twin of a region kernel (include/cucc/
 * kernel.hpp, cucc__racc): to a __shared__ variable, from no thread loop
 * (a statement the block runs once)... */
void cucc__race_rc(const volatile void *addr, unsigned long n, int how)
{
    if (cucc__access_tool != CUCC_ACCESS_RACECHECK || !cucc__race_in_shared(addr) || cucc__race_reads_only)
        return;
    const char *pc = PC;
    if (how & 1)
        cucc__race_shared_access(addr, n, 0, pc);
    if (how & 2)
        cucc__race_shared_access(addr, n, 1, pc + (how == 3));
}

/* ... or from thread t, (x, y, z), of a thread loop (cucc__racct), which
 * need not have named it (cucc__access_at): an access names it (x ~0u:
 * no thread, the twin's code outside its thread loops). */
void cucc__race_rct(const volatile void *addr, unsigned long n, int how, unsigned long t, unsigned x, unsigned y,
                    unsigned z)
{
    if (cucc__access_tool != CUCC_ACCESS_RACECHECK || !cucc__race_in_shared(addr) || cucc__race_reads_only)
        return;
    threadIdx.x = x;
    threadIdx.y = y;
    threadIdx.z = z;
    cucc__race_entry = cucc__race_named = (unsigned)t;
    const char *pc = PC;
    if (how & 1)
        cucc__race_shared_access(addr, n, 0, pc);
    if (how & 2)
        cucc__race_shared_access(addr, n, 1, pc + (how == 3));
}

void __tsan_init(void)
{
    cucc__access_built = 1;     /* sanitize.c */
}

void __tsan_func_entry(void *caller)
{
    (void)caller;
}

void __tsan_func_exit(void)
{
}

#define PLAIN(n)                                                                          \
    void __tsan_read##n(void *a) { plain(a, n, 0, PC); }                                  \
    void __tsan_write##n(void *a) { plain(a, n, 1, PC); }                                 \
    void __tsan_unaligned_read##n(void *a) { plain(a, n, 0, PC); }                        \
    void __tsan_unaligned_write##n(void *a) { plain(a, n, 1, PC); }                       \
    void __tsan_volatile_read##n(void *a) { vol(a, n, 0, PC); }                           \
    void __tsan_volatile_write##n(void *a) { vol(a, n, 1, PC); }                          \
    void __tsan_unaligned_volatile_read##n(void *a) { vol(a, n, 0, PC); }                 \
    void __tsan_unaligned_volatile_write##n(void *a) { vol(a, n, 1, PC); }
PLAIN(1)
PLAIN(2)
PLAIN(4)
PLAIN(8)
PLAIN(16)

void __tsan_read_range(void *a, unsigned long n)
{
    plain(a, n, 0, PC);
}

void __tsan_write_range(void *a, unsigned long n)
{
    plain(a, n, 1, PC);
}

void __tsan_vptr_read(void **vptr)
{
    plain(vptr, sizeof *vptr, 0, PC);
}

void __tsan_vptr_update(void **vptr, void *value)
{
    (void)value;
    plain(vptr, sizeof *vptr, 1, PC);
}

/* ThreadSanitizer's orders: relaxed, consume, acquire, release, acq_rel,
 * seq_cst */
static inline void ordering(int order)
{
    if (order != 0 && cucc__access_tool == CUCC_ACCESS_RACECHECK)
        cucc__race_fence();
}

void __tsan_atomic_thread_fence(int order)
{
    ordering(order);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
}

void __tsan_atomic_signal_fence(int order)
{
    (void)order;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
}

#define SC __ATOMIC_SEQ_CST
#define RMW(bits, T, op)                                                                  \
    T __tsan_atomic##bits##_##op(volatile T *a, T v, int order)                           \
    {                                                                                     \
        ordering(order);                                                                  \
        atomic_access(a, sizeof(T), 3, PC);                                               \
        return __atomic_##op(a, v, SC);                                                   \
    }
/* (a weak one is strong: it may not fail spuriously but is allowed not to) */
#define CAS(bits, T, kind)                                                                \
    int __tsan_atomic##bits##_compare_exchange_##kind(volatile T *a, T *expected, T v,    \
                                                      int order, int fail_order)          \
    {                                                                                     \
        ordering(order), (void)fail_order;                                                \
        atomic_access(a, sizeof(T), 3, PC);                                               \
        return __atomic_compare_exchange_n(a, expected, v, 0, SC, SC);                    \
    }
#define ATOMICS(bits, T)                                                                  \
    T __tsan_atomic##bits##_load(const volatile T *a, int order)                          \
    {                                                                                     \
        ordering(order);                                                                  \
        atomic_access(a, sizeof(T), 1, PC);                                               \
        return __atomic_load_n(a, SC);                                                    \
    }                                                                                     \
    void __tsan_atomic##bits##_store(volatile T *a, T v, int order)                       \
    {                                                                                     \
        ordering(order);                                                                  \
        atomic_access(a, sizeof(T), 2, PC);                                               \
        __atomic_store_n(a, v, SC);                                                       \
    }                                                                                     \
    T __tsan_atomic##bits##_exchange(volatile T *a, T v, int order)                       \
    {                                                                                     \
        ordering(order);                                                                  \
        atomic_access(a, sizeof(T), 3, PC);                                               \
        return __atomic_exchange_n(a, v, SC);                                             \
    }                                                                                     \
    RMW(bits, T, fetch_add)                                                               \
    RMW(bits, T, fetch_sub)                                                               \
    RMW(bits, T, fetch_and)                                                               \
    RMW(bits, T, fetch_or)                                                                \
    RMW(bits, T, fetch_xor)                                                               \
    RMW(bits, T, fetch_nand)                                                              \
    CAS(bits, T, strong)                                                                  \
    CAS(bits, T, weak)                                                                    \
    T __tsan_atomic##bits##_compare_exchange_val(volatile T *a, T expected, T v,          \
                                                 int order, int fail_order)               \
    {                                                                                     \
        ordering(order), (void)fail_order;                                                \
        atomic_access(a, sizeof(T), 3, PC);                                               \
        __atomic_compare_exchange_n(a, &expected, v, 0, SC, SC);                          \
        return expected;                                                                  \
    }
ATOMICS(8, unsigned char)
ATOMICS(16, unsigned short)
ATOMICS(32, unsigned int)
ATOMICS(64, unsigned long long)

/* 128-bit atomics under one lock: no libatomic is linked. */
typedef unsigned __int128 u128;
static pthread_mutex_t wide_lock = PTHREAD_MUTEX_INITIALIZER;
#define WIDE(expr)                                                                        \
    do {                                                                                  \
        pthread_mutex_lock(&wide_lock);                                                   \
        expr;                                                                             \
        pthread_mutex_unlock(&wide_lock);                                                 \
    } while (0)

u128 __tsan_atomic128_load(const volatile u128 *a, int order)
{
    ordering(order);
    atomic_access(a, 16, 1, PC);
    u128 r;
    WIDE(r = *a);
    return r;
}

void __tsan_atomic128_store(volatile u128 *a, u128 v, int order)
{
    ordering(order);
    atomic_access(a, 16, 2, PC);
    WIDE(*a = v);
}

u128 __tsan_atomic128_exchange(volatile u128 *a, u128 v, int order)
{
    ordering(order);
    atomic_access(a, 16, 3, PC);
    u128 r;
    WIDE((r = *a, *a = v));
    return r;
}

#define WIDE_RMW(op, expr)                                                                \
    u128 __tsan_atomic128_fetch_##op(volatile u128 *a, u128 v, int order)                 \
    {                                                                                     \
        ordering(order);                                                                  \
        atomic_access(a, 16, 3, PC);                                                      \
        u128 r;                                                                           \
        WIDE((r = *a, *a = (expr)));                                                      \
        return r;                                                                         \
    }
WIDE_RMW(add, r + v)
WIDE_RMW(sub, r - v)
WIDE_RMW(and, r & v)
WIDE_RMW(or, r | v)
WIDE_RMW(xor, r ^ v)
WIDE_RMW(nand, ~(r & v))

static int wide_cas(volatile u128 *a, u128 *expected, u128 v)
{
    int ok;
    WIDE(ok = *a == *expected ? (*a = v, 1) : (*expected = *a, 0));
    return ok;
}

int __tsan_atomic128_compare_exchange_strong(volatile u128 *a, u128 *expected, u128 v, int order,
                                             int fail_order)
{
    ordering(order), (void)fail_order;
    atomic_access(a, 16, 3, PC);
    return wide_cas(a, expected, v);
}

int __tsan_atomic128_compare_exchange_weak(volatile u128 *a, u128 *expected, u128 v, int order,
                                           int fail_order)
{
    ordering(order), (void)fail_order;
    atomic_access(a, 16, 3, PC);
    return wide_cas(a, expected, v);
}

u128 __tsan_atomic128_compare_exchange_val(volatile u128 *a, u128 expected, u128 v, int order,
                                           int fail_order)
{
    ordering(order), (void)fail_order;
    atomic_access(a, 16, 3, PC);
    wide_cas(a, &expected, v);
    return expected;
}
