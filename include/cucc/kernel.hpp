/*
 * C++ half of kernel registration and launch, used by the code cucc
 * generates for every __global__ function.  For a kernel
 *
 *     template <class T> __global__ void k(T *p, int n) { body }
 *
 * the front end (src/emit/kernel.c) emits
 *
 *     template <class T> void k(T *p, int n);
 *     template <class T> void cucc__dev_k(T *p, int n) { body }
 *     static inline const char *cucc__name_k(void) { return "k"; }
 *     template <class T> void k(T *p, int n) {
 *         typedef void (*cucc__self_t)(typename cucc__param<decltype(p)>::type, ...);
 *         void *cucc__a[] = { (void *)__builtin_addressof(p),
 *                             (void *)__builtin_addressof(n), 0 };
 *         cucc__launch_stub((const void *)(cucc__self_t)&k<T>, cucc__a);
 *         (void)cucc__kreg<cucc__self_t, (cucc__self_t)&k<T>,
 *                          cucc__self_t, (cucc__self_t)&cucc__dev_k<T>,
 *                          cucc__name_k>::r;
 *     }
 *
 * The casts to cucc__self_t pick the right overload when kernels are
 * overloaded; the device entry has the stub's exact type.
 * When the kernel's blocks may run as thread loops (src/simt/strategy.c),
 * cucc__kreg gets a sixth argument, 1, and also registers the loop entry
 * cucc__loop<...>::run (cucc__register_kernel_loop); a seventh, when the
 * emitter could write one, is the body again as cucc__loop_k, with the
 * built-in variables as its first parameters.
 * Naming the static member cucc__kreg<...>::r instantiates it, and its
 * dynamic initialiser registers stub -> entry before main, also for template
 * instances that are only ever used through a pointer (cudaLaunchKernel).
 */
#ifndef CUCC_KERNEL_HPP
#define CUCC_KERNEL_HPP

#include "abi.h"
#include <new>
#include "../vector_types.h"
#include "../device_launch_parameters.h"

/* A launch `k<<<g, b, s, st>>>(args)` is emitted as
 *     (cucc__push_config(g, b, s, st) ? (void)0 : k(args))
 * Passing the configuration as arguments gives it CUDA's conversions: g and
 * b are copy-initialised dim3s (from an int, a uint3, a braced list), and it
 * is evaluated before the kernel arguments.
 * It is a template (whose parameter is never deduced) only so that a
 * translation unit that turns the per-thread default stream on can add a
 * non-template overload of the same signature, which overload resolution
 * prefers (cucc/stream_templates.hpp). */
template <int = 0>
static inline int cucc__push_config(dim3 g, dim3 b, size_t shmem = 0, cucc__stream_t stream = 0)
{
    return cucc__push_config3(g.x, g.y, g.z, b.x, b.y, b.z, shmem, stream);
}

template <unsigned long... _CuI> struct cucc__idx {};
template <unsigned long _CuN, unsigned long... _CuI>
struct cucc__mkidx : cucc__mkidx<_CuN - 1, _CuN - 1, _CuI...> {};
template <unsigned long... _CuI> struct cucc__mkidx<0, _CuI...> { typedef cucc__idx<_CuI...> type; };

/* A parameter's type as it appears in the function type: decltype() of a
 * `T *__restrict__` parameter keeps the restrict, which g++ then refuses in
 * the function-pointer template argument of cucc__kreg. */
template <class T> struct cucc__param { typedef T type; };
template <class T> struct cucc__param<T *__restrict__> { typedef T *type; };
template <class T> struct cucc__param<T *__restrict__ const> { typedef T *type; };
template <class T> struct cucc__param<T *__restrict__ volatile> { typedef T *type; };
template <class T> struct cucc__param<T *__restrict__ const volatile> { typedef T *type; };

/* A function-pointer template argument tested for null through a
 * parameter, so -Waddress has nothing to say about the generated code. */
template <class _CuP> constexpr bool cucc__is_set(_CuP p) { return p != nullptr; }

/* A kernel parameter of reference type is passed as its object's address,
 * as nvcc passes it (a kernel's writes through it are the caller's, with
 * managed memory): the argument block holds a T *.  cucc__arg<_CuP> is what
 * the launch stub packs for a parameter declared _CuP: the address of the
 * argument, or of a pointer to the referred object (its box, an element
 * of an array in the stub); cucc__argv<_CuP> reads it back from the
 * argument block. */
template <class _CuP> struct cucc__arg {
    template <class _CuU> static void *make(_CuU &x) { return (void *)__builtin_addressof(x); }
    static void *addr(void *&b) { return b; }
};
template <class T> struct cucc__arg<T &> : cucc__arg<T> {
    static void *addr(void *&b) { return (void *)&b; }
};
template <class T> struct cucc__arg<T &&> : cucc__arg<T &> {};

template <class T> struct cucc__unref { typedef T type; };     /* what the block holds */
template <class T> struct cucc__unref<T &> { typedef T *type; };
template <class T> struct cucc__unref<T &&> { typedef T *type; };
template <class T> struct cucc__argv {
    static T &get(void *p) { return *(T *)p; }
};
template <class T> struct cucc__argv<T &> {
    static T &get(void *p) { return **(T **)p; }
};
template <class T> struct cucc__argv<T &&> {
    static T &&get(void *p) { return static_cast<T &&>(**(T **)p); }
};

/* The loop and region entries of a build for no CPU in particular
 * (src/driver/compile.c defines CUCC_ISA_CLONES where the user named no
 * -march): each compiled for x86-64 as it is, for x86-64-v3 (AVX2, FMA)
 * and for x86-64-v4 (AVX-512), the one for the machine picked when the
 * program starts (gcc's target_clones, an ifunc), as a GPU driver
 * compiles PTX for the GPU it finds.  Without contraction into FMAs
 * (-ffp-contract=off comes with it), every clone computes what the
 * baseline does, and what the fiber entry does.  softmax 16.2 -> 6.3 ms
 * (2 cores with AVX-512). */
#if defined(CUCC_ISA_CLONES) && defined(__x86_64__) && !defined(__clang__)
#define CUCC_ENTRY_ISA \
    __attribute__((flatten, target_clones("default", "arch=x86-64-v3", "arch=x86-64-v4")))
#else
#define CUCC_ENTRY_ISA
#endif

template <class _CuFT, _CuFT _CuF> struct cucc__entry;
template <class... _CuA, void (*_CuF)(_CuA...)> struct cucc__entry<void (*)(_CuA...), _CuF> {
    template <unsigned long... _CuI>
    static void call(void **args, cucc__idx<_CuI...>)
    {
        (void)args;
        _CuF(cucc__argv<_CuA>::get(args[_CuI])...);
    }
    static void run(void **args) { call(args, typename cucc__mkidx<sizeof...(_CuA)>::type()); }
    static const size_t sizes[sizeof...(_CuA) + 1];
    static const size_t aligns[sizeof...(_CuA) + 1];
    enum { nargs = sizeof...(_CuA) };
};
template <class... _CuA, void (*_CuF)(_CuA...)>
const size_t cucc__entry<void (*)(_CuA...), _CuF>::sizes[] = { sizeof(typename cucc__unref<_CuA>::type)..., 0 };
template <class... _CuA, void (*_CuF)(_CuA...)>
const size_t cucc__entry<void (*)(_CuA...), _CuF>::aligns[] = { alignof(typename cucc__unref<_CuA>::type)..., 0 };

/* Strategy 1 of docs/design.md, "SIMT execution": the loop entry of a
 * kernel without barriers or warp collectives runs every thread of the
 * current block, x fastest, then y, then z, in the order fibers would run
 * them.  F is a constant and the loop is `flatten`ed, so the C++ compiler
 * inlines the body into the loop whatever its size (and what the body
 * calls, but for __noinline__ functions), as GPU compilers do; a `return`
 * in it ends that thread's iteration only.  The loop
 * stores threadIdx before each thread, for the body (which then reads the
 * value just stored, in a register) and for everything it calls: device
 * functions, assert's message, the runtime.  The arguments are read from
 * the argument block once per block: a trivially copyable argument is
 * copied into a local (each thread still gets a copy of its own, the
 * parameter), anything else is passed from the block as the fiber entry
 * does, copy constructor and all. */
template <class T, bool = __is_trivially_copyable(T)> struct cucc__hold {
    T v;
    explicit cucc__hold(void *p) : v(*(T *)p) {}
    T &get() { return v; }
};
template <class T> struct cucc__hold<T, false> {
    T *p;
    explicit cucc__hold(void *q) : p((T *)q) {}
    T &get() { return *p; }
};
/* (false given: a reference is never trivially copyable, and <T, false>
 * would match it as well) */
template <class T> struct cucc__hold<T &, false> {
    T *p;
    explicit cucc__hold(void *q) : p(*(T **)q) {}
    T &get() { return *p; }
};
template <class T> struct cucc__hold<T &&, false> {
    T *p;
    explicit cucc__hold(void *q) : p(*(T **)q) {}
    T &get() { return *p; }
};
template <unsigned long _CuI, class _CuA> struct cucc__holdi : cucc__hold<_CuA> {
    explicit cucc__holdi(void *p) : cucc__hold<_CuA>(p) {}
};
template <class _CuIx, class... _CuA> struct cucc__holds;
template <unsigned long... _CuI, class... _CuA>
struct cucc__holds<cucc__idx<_CuI...>, _CuA...> : cucc__holdi<_CuI, _CuA>... {
    explicit cucc__holds(void **args) : cucc__holdi<_CuI, _CuA>(args[_CuI])... { (void)args; }
};

/* The type of a kernel's body with the built-in variables as parameters
 * (cucc__loop_k, emitted by src/emit/kernel.c when it can): the loop passes
 * them in registers, where the body would otherwise reload blockDim and
 * threadIdx.y from memory after every store it makes (cucc compiles with
 * -fno-strict-aliasing). */
template <class _CuFT> struct cucc__shadow_of;
template <class... _CuA> struct cucc__shadow_of<void (*)(_CuA...)> {
    typedef void (*type)(uint3, uint3, dim3, dim3, _CuA...);
};

/* A loop of a warp's lanes (src/emit/region.c, emit_warp_stride_rows):
 * does `i < u` hold for every i of [i0, i0 + 31] when it holds for
 * i0 + 31?  When i is an integer type whose i0 + 31 does not overflow and
 * the comparison keeps the order of i: u an integer of the same
 * signedness, or floating.  (Else every lane is tested.) */
/* 1: a signed integer type, 2: an unsigned one, 3: a floating one, 0: other */
template <class _CuT> struct cucc__num_kind { static const int value = 0; };
#define CUCC__NUM_KIND(T, K) \
    template <> struct cucc__num_kind<T> { static const int value = K; };
CUCC__NUM_KIND(char, ((char)-1 < (char)0) ? 1 : 2)
CUCC__NUM_KIND(signed char, 1)
CUCC__NUM_KIND(short, 1)
CUCC__NUM_KIND(int, 1)
CUCC__NUM_KIND(long, 1)
CUCC__NUM_KIND(long long, 1)
CUCC__NUM_KIND(unsigned char, 2)
CUCC__NUM_KIND(unsigned short, 2)
CUCC__NUM_KIND(unsigned, 2)
CUCC__NUM_KIND(unsigned long, 2)
CUCC__NUM_KIND(unsigned long long, 2)
CUCC__NUM_KIND(float, 3)
CUCC__NUM_KIND(double, 3)
CUCC__NUM_KIND(long double, 3)
#undef CUCC__NUM_KIND
template <class _CuI, class _CuU> static inline CUCC_TWIN_INLINE bool cucc__chunk_whole(_CuI i0, _CuU u)
{
    (void)u;
    const int ki = cucc__num_kind<_CuI>::value, ku = cucc__num_kind<_CuU>::value;
    if (!(ki == 1 || ki == 2) || !(ku == ki || ku == 3))
        return false;
    const _CuI top = ki == 1 ? (_CuI)~((_CuI)1 << (sizeof(_CuI) * 8 - 1)) : (_CuI)~(_CuI)0;
    return i0 <= (_CuI)(top - 31);
}

/* A build for racecheck and initcheck (cucc --sanitize=racecheck defines
 * __CUCC_ACCESS_HOOKS__): the loop and region entries name the thread each
 * iteration of their thread loops runs, and the region entry each piece's
 * start and end and each barrier of the source (src/rt/access_hooks.c);
 * in other builds, nothing. */
#ifdef __CUCC_ACCESS_HOOKS__
extern "C" void cucc__access_at(unsigned long, unsigned, unsigned, unsigned);
extern "C" void cucc__access_piece(void);
extern "C" void cucc__access_piece_reads(void);
extern "C" void cucc__access_sync(void);
/* racecheck's twin of a region kernel (src/emit/racetwin.c): the
 * uninstrumented entry runs when set (src/rt/sanitize.c), and reports its
 * accesses to __shared__ variables itself: K 1 a read, 2 a write, 3 both;
 * with the thread (t, its x, y, z) where a thread loop runs it, and with
 * cucc__raccq only where ok, the block's shape, does not make the element
 * the thread's own. */
extern "C" int cucc__race_twin;
extern "C" void cucc__race_rc(const volatile void *, unsigned long, int);
extern "C" void cucc__race_rct(const volatile void *, unsigned long, int, unsigned long, unsigned, unsigned,
                               unsigned);
template <int _CuK, class _CuT> static inline __attribute__((always_inline)) _CuT &cucc__racc(_CuT &x)
{
    cucc__race_rc(__builtin_addressof(x), sizeof x, _CuK);
    return x;
}
template <int _CuK, class _CuT>
static inline __attribute__((always_inline)) _CuT &cucc__racct(_CuT &x, unsigned long t, unsigned tx, unsigned ty,
                                                             unsigned tz)
{
    cucc__race_rct(__builtin_addressof(x), sizeof x, _CuK, t, tx, ty, tz);
    return x;
}
template <int _CuK, class _CuT>
static inline __attribute__((always_inline)) _CuT &cucc__raccq(bool ok, _CuT &x, unsigned long t, unsigned tx,
                                                             unsigned ty, unsigned tz)
{
    if (__builtin_expect(!ok, 0))
        cucc__race_rct(__builtin_addressof(x), sizeof x, _CuK, t, tx, ty, tz);
    return x;
}
#else
static inline void cucc__access_at(unsigned long, unsigned, unsigned, unsigned) {}
static inline void cucc__access_piece(void) {}
static inline void cucc__access_piece_reads(void) {}
static inline void cucc__access_sync(void) {}
#endif

/* The worker's threadIdx, which the loop entry keeps current for what the
 * body calls.  In gcc's AddressSanitizer builds its store is volatile
 * (from before memcheck ran a failing loop's block again on fibers): its
 * checks come after gcc's loop optimisations, which would otherwise sink
 * the store out of the loop. */
/* A memcheck build of clang's vectorises only the loops that ask
 * (src/driver/compile.c): the thread loops. */
#if defined(__clang__) && defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CUCC_VEC_LOOP _Pragma("clang loop vectorize(enable)")
#endif
#endif
#ifndef CUCC_VEC_LOOP
#define CUCC_VEC_LOOP
#endif

static inline __attribute__((always_inline)) void cucc__set_tid(unsigned &slot, unsigned v)
{
#if defined(__SANITIZE_ADDRESS__) && !defined(__clang__)
    *(volatile unsigned *)&slot = v;
#else
    slot = v;
#endif
}

template <class _CuFT, _CuFT _CuF, typename cucc__shadow_of<_CuFT>::type _CuB, bool _CuFu> struct cucc__loop;
template <class... _CuA, void (*_CuF)(_CuA...), void (*_CuB)(uint3, uint3, dim3, dim3, _CuA...), bool _CuFu>
struct cucc__loop<void (*)(_CuA...), _CuF, _CuB, _CuFu> {
    template <unsigned long... _CuI>
    __attribute__((flatten)) static void call(void **args, cucc__idx<_CuI...>)
    {
        cucc__holds<cucc__idx<_CuI...>, _CuA...> h(args);
        (void)h;
        const uint3 bi0 = blockIdx;
        const dim3 bd = blockDim, gd = gridDim;
        /* Fu: cucc__fuse_x blocks along x, row by row (abi.h) */
        const unsigned nb = _CuFu ? cucc__fuse_x : 1;
        for (unsigned z = 0; z < bd.z; z++) {
            cucc__set_tid(threadIdx.z, z);
            for (unsigned y = 0; y < bd.y; y++) {
                cucc__set_tid(threadIdx.y, y);
                for (unsigned b = 0; b < nb; b++) {
                    const uint3 bi{bi0.x + b, bi0.y, bi0.z};
                    if (_CuFu)     /* for the runtime (fault reports) */
                        const_cast<uint3 &>(blockIdx).x = bi.x;
                    CUCC_VEC_LOOP
                    for (unsigned x = 0; x < bd.x; x++) {
                        cucc__set_tid(threadIdx.x, x);
                        cucc__access_at(((unsigned long)z * bd.y + y) * bd.x + x, x, y, z);
                        if (cucc__is_set(_CuB))
                            _CuB(uint3{x, y, z}, bi, bd, gd, static_cast<cucc__holdi<_CuI, _CuA> &>(h).get()...);
                        else
                            _CuF(static_cast<cucc__holdi<_CuI, _CuA> &>(h).get()...);
                    }
                }
            }
        }
    }
    static void run(void **args) { call(args, typename cucc__mkidx<sizeof...(_CuA)>::type()); }
    CUCC_ENTRY_ISA static void run_isa(void **args) { call(args, typename cucc__mkidx<sizeof...(_CuA)>::type()); }
};

/* Strategy 2 of docs/design.md, "SIMT execution": a kernel whose barriers
 * sit where src/simt/region.c can split it has a block entry, R, the body
 * as thread loops between the barriers (cucc__reg_k, written by
 * src/emit/region.c), called once per block with the arguments as the
 * loop entry passes them. */
template <class _CuFT, _CuFT _CuR> struct cucc__region;
template <class... _CuA, void (*_CuR)(_CuA...)> struct cucc__region<void (*)(_CuA...), _CuR> {
    template <unsigned long... _CuI>
    static void call(void **args, cucc__idx<_CuI...>)
    {
        cucc__holds<cucc__idx<_CuI...>, _CuA...> h(args);
        (void)h;
        _CuR(static_cast<cucc__holdi<_CuI, _CuA> &>(h).get()...);
    }
    static void run(void **args) { call(args, typename cucc__mkidx<sizeof...(_CuA)>::type()); }
    CUCC_ENTRY_ISA static void run_isa(void **args) { call(args, typename cucc__mkidx<sizeof...(_CuA)>::type()); }
};

/* A __shared__ declaration in device code (src/emit/launch.c): its
 * variables, the members of _CuS, at the declaration's offset in the calling
 * worker's shared memory window (src/rt/smem.c). */
__attribute__((malloc, noinline)) static char *cucc__smem_ptr(unsigned long off, unsigned long end)
{
    struct cucc__smem_window *w = &cucc__smem_win;
    char *base = end <= w->open ? w->base : cucc__smem_open(end);
    return base + off;
}
template <class _CuS> static inline CUCC_TWIN_INLINE _CuS &cucc__smem_at(unsigned long off)
{
    char *p = cucc__smem_ptr(off, off + sizeof(_CuS));
    __asm__ volatile("" : : "r"(p) : "memory");
    return *reinterpret_cast<_CuS *>(p);
}

/* Context storage of a region kernel: per-thread arrays from the OS
 * thread's arena (src/rt/region.c).  cucc__ctx_frame starts a block;
 * cucc__ctx_mark gives back what a nested scope took when it ends. */
template <class T> struct cucc__mut_s { typedef T type; };
template <class T> struct cucc__mut_s<const T> { typedef T type; };
template <class T> struct cucc__mut_s<const volatile T> { typedef volatile T type; };
template <class T> using cucc__mut = typename cucc__mut_s<T>::type;

/* The arrays come from a call g++ sees as an allocation (attribute malloc),
 * so that it takes them for objects of their own, which the kernel's
 * pointers do not reach (as it takes a thread_local); the empty asm that
 * then sees the pointer makes the array reachable by calls and orders it
 * after whatever occupied its bytes before (an array of a scope that
 * ended).  Shared memory's pointers are made the same way
 * (cucc__smem_at). */
__attribute__((malloc, noinline)) static char *cucc__ctx_take(size_t al, size_t size)
{
    struct cucc__ctx_arena *a = &cucc__ctx_arena;
    size_t off = (a->top + al - 1) & ~(al - 1), end = off + size;
    char *base = a->base && end <= a->cap ? a->base : cucc__ctx_reserve(end);
    a->top = end;
    return base + off;
}
template <class T> static inline CUCC_TWIN_INLINE T *cucc__ctx_alloc(unsigned n)
{
    T *p = (T *)cucc__ctx_take(alignof(T) > 64 ? alignof(T) : 64, (size_t)n * sizeof(T));
    __asm__ volatile("" : : "r"(p) : "memory");
    if (!__has_trivial_constructor(T))
        for (unsigned i = 0; i < n; i++)
            new ((void *)(p + i)) T;
    return p;
}
/* A collective's value through the runtime's 8 bytes, and back. */
template <class T> static inline CUCC_TWIN_INLINE unsigned long long cucc__to_bits(const T &v)
{
    static_assert(sizeof(T) <= 8 && __is_trivially_copyable(T),
                  "warp collectives take trivially copyable values of up to 8 bytes");
    unsigned long long b = 0;
    __builtin_memcpy(&b, &v, sizeof v);
    return b;
}
template <class T> static inline CUCC_TWIN_INLINE T cucc__from_bits(unsigned long long b)
{
    T v;
    __builtin_memcpy(&v, &b, sizeof v);
    return v;
}

/* A function's results in region form: an array, none for void. */
template <class T> struct cucc__rptr_s { typedef T *type; };
template <> struct cucc__rptr_s<void> { typedef void *type; };
template <class T> using cucc__rptr = typename cucc__rptr_s<T>::type;
/* Block b's part, from thread n on, of a fused run's array (src/emit/
 * region.c, emit_arr); a null array, or a void function's results, stay. */
template <class T> static inline CUCC_TWIN_INLINE T *cucc__off(T *p, unsigned long n) { return p ? p + n : p; }
static inline CUCC_TWIN_INLINE void *cucc__off(void *p, unsigned long) { return p; }
/* The block-stride prefetch (src/simt/region.c, find_streams; src/emit/
 * region.c writes the notes and steps): site element p[i]'s address, in
 * integers (the thread may never form it). */
template <class _CuT, class _CuI> static inline CUCC_TWIN_INLINE unsigned long cucc__pf_addr(_CuT *__p, _CuI __i)
{
    return (unsigned long)__p + (unsigned long)(long long)__i * sizeof(_CuT);
}

/* The x loop of a statement only thread k of a row acts in (src/simt/
 * region.c, "one thread"): its start, hi (no iteration) when k is not in
 * [lo, hi). */
static inline CUCC_TWIN_INLINE int cucc__one_x(long long k, long long lo, long long hi)
{
    return k >= lo && k < hi ? (int)k : (int)hi;
}

/* A row's context elements p[1..n) become copies of p[0] (a piece that
 * computes the same in every thread: src/simt/region.c). */
template <class T> static inline CUCC_TWIN_INLINE void cucc__bcast(T *p, unsigned n)
{
    for (unsigned i = 1; i < n; i++)
        __builtin_memcpy((void *)&p[i], (const void *)&p[0], sizeof(T));
}

/* The copies of a __shared__ variable for the n blocks of a fused call of
 * a kernel of several pieces (src/simt/fuse.c), one per block, in the
 * worker's shared window (src/rt/smem.c), each (.v) 64-byte aligned like
 * the window's variables (an `__align__(16) char buf[20]` read as float4
 * keeps its alignment). */
template <class T> struct alignas(64) cucc__smem_copy {
    T v;
};
template <class T> static inline CUCC_TWIN_INLINE cucc__smem_copy<T> *cucc__smem_copies(T &, unsigned n)
{
    char *p = cucc__smem_fused(sizeof(cucc__smem_copy<T>) * (unsigned long)n);
    __asm__ volatile("" : : "r"(p) : "memory");
    return reinterpret_cast<cucc__smem_copy<T> *>(p);
}
template <class T> static inline CUCC_TWIN_INLINE T *cucc__ctx_alloc_r_(unsigned n, T *) { return cucc__ctx_alloc<T>(n); }
static inline CUCC_TWIN_INLINE void *cucc__ctx_alloc_r_(unsigned, void *) { return nullptr; }
template <class T> static inline CUCC_TWIN_INLINE T &cucc__rres(T *r, unsigned long t) { return r[t]; }
static inline CUCC_TWIN_INLINE void cucc__rres(void *, unsigned long) {}
template <class T> static inline CUCC_TWIN_INLINE cucc__rptr<T> cucc__ctx_alloc_r(unsigned n)
{
    return cucc__ctx_alloc_r_(n, (cucc__rptr<T>)nullptr);
}

/* A warp collective of a region kernel (src/simt/region.c) over a warp
 * whose 32 lanes all take part with the full mask and one width (seg =
 * width - 1), inlined into the kernel with the operation known; arg.at(l)
 * is lane l's source lane, delta or lane mask.  Returns false for the
 * operations it leaves to the runtime. */
struct cucc__rc_lanes {     /* each lane's own argument */
    const int *a;
    unsigned at(unsigned l) const { return (unsigned)a[l] & 31; }
};
struct cucc__rc_same {      /* one argument for all lanes */
    unsigned d;
    unsigned at(unsigned) const { return d; }
};
template <int _CuOp, class _CuArg>
static inline CUCC_TWIN_INLINE bool cucc__rc_full(const unsigned long long *v, unsigned long long *r, _CuArg arg,
                                 unsigned seg)
{
    unsigned long long acc = 0;
    unsigned ballot = 0;
    switch (_CuOp) {
    case CUCC_WARP_SYNC:
        for (unsigned l = 0; l < 32; l++)
            r[l] = 0;
        return true;
    case CUCC_WARP_SHFL_IDX:
        for (unsigned l = 0; l < 32; l++)
            r[l] = v[(l & ~seg) | (arg.at(l) & seg)];
        return true;
    case CUCC_WARP_SHFL_UP:
        for (unsigned l = 0; l < 32; l++)
            r[l] = (l & seg) >= arg.at(l) ? v[l - arg.at(l)] : v[l];
        return true;
    case CUCC_WARP_SHFL_DOWN:
        for (unsigned l = 0; l < 32; l++)
            r[l] = (l & seg) + arg.at(l) <= seg ? v[l + arg.at(l)] : v[l];
        return true;
    case CUCC_WARP_SHFL_XOR:
        for (unsigned l = 0; l < 32; l++)
            r[l] = (l ^ arg.at(l)) <= (l | seg) ? v[l ^ arg.at(l)] : v[l];
        return true;
    case CUCC_WARP_BALLOT:
    case CUCC_WARP_ALL:
    case CUCC_WARP_ANY:
        for (unsigned l = 0; l < 32; l++)
            ballot |= (unsigned)(v[l] != 0) << l;
        for (unsigned l = 0; l < 32; l++)
            r[l] = _CuOp == CUCC_WARP_BALLOT ? ballot : _CuOp == CUCC_WARP_ALL ? ballot == ~0u : ballot != 0;
        return true;
    case CUCC_WARP_REDUCE_ADD:
        for (unsigned l = 0; l < 32; l++)
            acc = (unsigned)(acc + (unsigned)v[l]);
        for (unsigned l = 0; l < 32; l++)
            r[l] = acc;
        return true;
    default:
        return false;
    }
}

static inline CUCC_TWIN_INLINE bool cucc__rc_width_ok(int wd) { return wd > 0 && wd <= 32 && !(wd & (wd - 1)); }
/* The mask of a static tile of _CuN threads (cooperative_groups'
 * thread_block_tile<_CuN>) that thread t of a block of b threads is in:
 * region code's tile shuffles (src/simt/region.c, "static tile"). */
static inline CUCC_TWIN_INLINE unsigned cucc__tile_mask(unsigned _CuN, uint3 t, dim3 b)
{
    unsigned lane = ((t.z * b.y + t.y) * b.x + t.x) & 31u;
    return _CuN >= 32 ? 0xffffffffu : ((1u << _CuN) - 1u) << (lane & ~(_CuN - 1u));
}

/* Is ex[t] clear for each of n threads (none has left, none is out)? */
static inline CUCC_TWIN_INLINE bool cucc__none_exited(const unsigned char *ex, unsigned n)
{
    unsigned char any = 0;
    for (unsigned t = 0; t < n; t++)
        any |= ex[t];
    return !any;
}


/* Does no lane of the warp at cx take part (cx[l] set for each of its n)? */
static inline CUCC_TWIN_INLINE bool cucc__rc_idle(const unsigned char *cx, unsigned n)
{
    unsigned in = 0;
    for (unsigned l = 0; l < n; l++)
        in |= !cx[l];
    return !in;
}

/* Every thread's inputs in arrays (cx may be null: every thread takes
 * part).  Warps cucc__rc_full cannot take go to the runtime, which forms
 * groups as fibers do (cucc__region_collective); warps of which no lane
 * takes part are left alone. */
template <int _CuOp>
static inline CUCC_TWIN_INLINE void cucc__rc(unsigned nt, const unsigned char *cx, const unsigned *cm,
                            const unsigned long long *cv, const int *ca, const int *cw,
                            unsigned long long *cr)
{
    static const unsigned char none[32] = {0};
    for (unsigned base = 0; base < nt; base += 32) {
        const unsigned char *x = cx ? cx + base : none;
        const unsigned *m = cm + base;
        const int *a = ca + base, *w = cw + base;
        bool full = nt - base >= 32 && cucc__rc_width_ok(w[0]);
        for (unsigned l = 0; full && l < 32; l++)
            full = !x[l] && m[l] == ~0u && w[l] == w[0];
        if (!full && cx && cucc__rc_idle(x, nt - base < 32 ? nt - base : 32))
            continue;
        if (!full || !cucc__rc_full<_CuOp>(cv + base, cr + base, cucc__rc_lanes{a}, (unsigned)w[0] - 1))
            cucc__region_collective(_CuOp, nt - base < 32 ? nt - base : 32, x, m, cv + base, a, w,
                                    cr + base);
    }
}

/* The same with mask, arg and width the same in every thread. */
template <int _CuOp>
static inline CUCC_TWIN_INLINE void cucc__rcu(unsigned nt, const unsigned char *cx, unsigned mask,
                             const unsigned long long *cv, int arg, int wd, unsigned long long *cr)
{
    static const unsigned char none[32] = {0};
    bool shape = mask == ~0u && cucc__rc_width_ok(wd);
    for (unsigned base = 0; base < nt; base += 32) {
        bool full = shape && nt - base >= 32 && (!cx || cucc__none_exited(cx + base, 32));
        if (full && cucc__rc_full<_CuOp>(cv + base, cr + base, cucc__rc_same{(unsigned)arg & 31},
                                      (unsigned)wd - 1))
            continue;
        unsigned n = nt - base < 32 ? nt - base : 32, m[32];
        if (cx && cucc__rc_idle(cx + base, n))
            continue;
        int a[32], w[32];
        for (unsigned l = 0; l < n; l++) {
            m[l] = mask;
            a[l] = arg;
            w[l] = wd;
        }
        cucc__region_collective(_CuOp, n, cx ? cx + base : none, m, cv + base, a, w, cr + base);
    }
}

/* The first m in [0, n) for which f, false below some point and true
 * from it on, holds; n if none (src/simt/region.c, "split rows"). */
template <class _CuF> static inline CUCC_TWIN_INLINE unsigned cucc__first_true(unsigned n, _CuF f)
{
    unsigned lo = 0, hi = n;
    while (lo < hi) {
        unsigned m = lo + (hi - lo) / 2;
        if (f(m))
            hi = m;
        else
            lo = m + 1;
    }
    return lo;
}

/* The first x in [0, n) with x >= u (Gt: x > u), x threadIdx.x's
 * unsigned, compared as C++ does; n if none, by search. */
template <bool _CuGt, class U> static inline CUCC_TWIN_INLINE unsigned cucc__split(const U &u, unsigned n)
{
    return cucc__first_true(n, [&](unsigned m) { return _CuGt ? m > u : m >= u; });
}
/* A u that compares with an unsigned as an unsigned (integer types up to
 * int's rank): the emitter then writes the point as min(u, n) itself,
 * which gcc follows (x - u cannot wrap in the loop from it on, so a[x - u]
 * is a vector access), where a function's result it would not. */
template <class T> struct cucc__split_u { static const bool value = false; };
template <class T> struct cucc__split_u<T &> : cucc__split_u<T> {};
template <class T> struct cucc__split_u<const T> : cucc__split_u<T> {};
template <class T> struct cucc__split_u<volatile T> : cucc__split_u<T> {};
template <class T> struct cucc__split_u<const volatile T> : cucc__split_u<T> {};
#define CUCC_U32(T) template <> struct cucc__split_u<T> { static const bool value = true; };
CUCC_U32(bool) CUCC_U32(char) CUCC_U32(signed char) CUCC_U32(unsigned char) CUCC_U32(short)
CUCC_U32(unsigned short) CUCC_U32(int) CUCC_U32(unsigned)
#undef CUCC_U32
template <class T, bool U = cucc__split_u<T>::value> struct cucc__u32_s {
    static CUCC_TWIN_INLINE unsigned get(const T &) { return 0u; }
};
template <class T> struct cucc__u32_s<T, true> {
    static CUCC_TWIN_INLINE unsigned get(const T &x) { return (unsigned)x; }
};
template <class T> static inline CUCC_TWIN_INLINE unsigned cucc__u32(const T &x) { return cucc__u32_s<T>::get(x); }

/* Shuffle lanes of a region kernel's warp step (src/emit/region.c,
 * "warp steps"): lane l's result when the warp's 32 values are in v, all
 * lanes take part with the full mask, d is the lane, delta or lane mask
 * (& 31) and seg the width - 1.  The same choices as cucc__rc_full, on the
 * value's own type, so that gcc vectorises the lanes. */
template <int _CuOp, class T>
static inline CUCC_TWIN_INLINE T cucc__wlane(const T *v, unsigned l, unsigned d, unsigned seg)
{
    switch (_CuOp) {
    case CUCC_WARP_SHFL_IDX:
        return v[(l & ~seg) | (d & seg)];
    case CUCC_WARP_SHFL_UP:
        return (l & seg) >= d ? v[l - d] : v[l];
    case CUCC_WARP_SHFL_DOWN:
        return (l & seg) + d <= seg ? v[l + d] : v[l];
    default:    /* CUCC_WARP_SHFL_XOR */
        return (l ^ d) <= (l | seg) ? v[l ^ d] : v[l];
    }
}

/* A warp step's shuffle for all n threads (n a multiple of 32) at once:
 * r[t] = lane t's result from the warp's values v (src/emit/region.c,
 * by_lane_map).  Up and down across the whole warp and xor by a power of
 * two below 32 are copies of constant sizes, which gcc writes as vector
 * moves (with the choice of cucc__wlane inside, it gathered lane by lane,
 * 3x slower; as loops of 31 lanes, it did not vectorise them); the values
 * of warps not taking part are moved too and never read. */
template <int _CuOp, unsigned _CuD, class T>
static inline CUCC_TWIN_INLINE bool cucc__wmap_d(const T *__restrict v, T *__restrict r, unsigned n, unsigned seg)
{
    if (_CuOp == CUCC_WARP_SHFL_XOR) {
        if (_CuD > seg)
            return false;
        for (unsigned s = 0; s < n; s += 2 * _CuD) {
            for (unsigned l = 0; l < _CuD; l++)
                r[s + l] = v[s + _CuD + l];
            for (unsigned l = 0; l < _CuD; l++)
                r[s + _CuD + l] = v[s + l];
        }
        return true;
    }
    if (seg != 31)
        return false;
    for (unsigned s = 0; s < n; s += 32)
        if (_CuOp == CUCC_WARP_SHFL_DOWN) {
            __builtin_memcpy(r + s, v + s + _CuD, (32 - _CuD) * sizeof(T));
            __builtin_memcpy(r + s + 32 - _CuD, v + s + 32 - _CuD, _CuD * sizeof(T));
        } else {
            __builtin_memcpy(r + s, v + s, _CuD * sizeof(T));
            __builtin_memcpy(r + s + _CuD, v + s, (32 - _CuD) * sizeof(T));
        }
    return true;
}
template <int _CuOp, class T>
static inline CUCC_TWIN_INLINE void cucc__wmap(const T *v, T *r, unsigned n, unsigned d, unsigned seg)
{
    bool done = false;
    switch (d) {
    case 1: done = cucc__wmap_d<_CuOp, 1>(v, r, n, seg); break;
    case 2: done = cucc__wmap_d<_CuOp, 2>(v, r, n, seg); break;
    case 4: done = cucc__wmap_d<_CuOp, 4>(v, r, n, seg); break;
    case 8: done = cucc__wmap_d<_CuOp, 8>(v, r, n, seg); break;
    case 16: done = cucc__wmap_d<_CuOp, 16>(v, r, n, seg); break;
    }
    if (!done)
        for (unsigned w = 0; w < n; w += 32)
            for (unsigned l = 0; l < 32; l++)
                r[w + l] = cucc__wlane<_CuOp>(v + w, l, d, seg);
}

/* The type a template's parameter `T name` deduces from an argument
 * (src/simt/inline.c, src/emit/region.c: decltype(cucc__by_value(arg)),
 * never called); `T *name` deduces the pointee of that. */
template <class T> T cucc__by_value(T);
template <class T> T cucc__by_ref(T &);
template <class T> struct cucc__pointee;
template <class T> struct cucc__pointee<T *> { typedef T type; };

/* Register warp loops (src/simt/warpreg.c; src/emit/region.c,
 * emit_warp_regs): a warp's 32 values of an arithmetic type in one GNU
 * vector, each shuffle with the full mask and width 32 a permutation of
 * it.  cucc__wreg<T>::type is that vector, ::ok true; for a type no
 * vector holds, ok is false (the loop's warp steps run) and type a
 * stand-in that every update the loop may make compiles with. */
struct cucc__wnone {
    template <class _CuX> cucc__wnone &operator+=(const _CuX &) { return *this; }
    template <class _CuX> cucc__wnone &operator-=(const _CuX &) { return *this; }
    template <class _CuX> cucc__wnone &operator*=(const _CuX &) { return *this; }
    template <class _CuX> cucc__wnone &operator&=(const _CuX &) { return *this; }
    template <class _CuX> cucc__wnone &operator|=(const _CuX &) { return *this; }
    template <class _CuX> cucc__wnone &operator^=(const _CuX &) { return *this; }
    template <class _CuX> cucc__wnone operator+(const _CuX &) const { return *this; }
    template <class _CuX> cucc__wnone operator-(const _CuX &) const { return *this; }
    template <class _CuX> cucc__wnone operator*(const _CuX &) const { return *this; }
    template <class _CuX> cucc__wnone operator&(const _CuX &) const { return *this; }
    template <class _CuX> cucc__wnone operator|(const _CuX &) const { return *this; }
    template <class _CuX> cucc__wnone operator^(const _CuX &) const { return *this; }
};
template <class T> struct cucc__wtag {
    typedef T type __attribute__((vector_size(32 * sizeof(T))));
};
template <class T> struct cucc__wreg {
    static const bool ok = false;
    typedef cucc__wnone type;
};
#define CUCC_WREG(T)                                                             \
    template <> struct cucc__wreg<T> {                                           \
        static const bool ok = true;                                             \
        typedef cucc__wtag<T>::type type;                                        \
    };
CUCC_WREG(int) CUCC_WREG(unsigned) CUCC_WREG(long) CUCC_WREG(unsigned long)
CUCC_WREG(long long) CUCC_WREG(unsigned long long) CUCC_WREG(float) CUCC_WREG(double)
#undef CUCC_WREG
template <int _CuOp> static inline CUCC_TWIN_INLINE cucc__wnone cucc__wsh(const cucc__wnone &v, unsigned) { return v; }

/* Lane l's source lane for shuffle _CuOp by d (d < 32, width 32): the
 * rule of cucc__wlane, which keeps its own conditional loads (written as
 * v[this index], its lanes were gathered one by one: reduce_shuffle 0.43
 * to 0.78 ms, spmv 9.5 to 18.9 on the 2-core dev machine). */
static constexpr int cucc__wsrc(int op, int d, int l)
{
    return op == CUCC_WARP_SHFL_DOWN ? (l + d <= 31 ? l + d : l)
         : op == CUCC_WARP_SHFL_UP   ? (l >= d ? l - d : l)
         : op == CUCC_WARP_SHFL_XOR  ? (l ^ d)
                                     : d;
}
template <int... _CuL> struct cucc__iseq {};
template <int _CuOp, int _CuD, class _CuV, int... _CuL>
static inline CUCC_TWIN_INLINE _CuV cucc__wsh_c(const _CuV &v, cucc__iseq<_CuL...>)
{
    return __builtin_shufflevector(v, v, cucc__wsrc(_CuOp, _CuD, _CuL)...);
}
/* Any other distance (not a power of two), out of line: with its lane
 * loop inline, the body of a `for (off = 16; off > 0; off /= 2)` loop was
 * too big for gcc to unroll where no AVX-512 holds the vector in two
 * registers, and every shuffle went through the switch and memory (a
 * warp_sum of 5 shuffles: 664 instructions instead of 70 with AVX2;
 * reduce_shuffle with a float per thread 1.2 ms instead of 0.26). */
template <int _CuOp, class _CuV>
__attribute__((noinline, cold)) _CuV cucc__wsh_any(const _CuV &v, unsigned d)
{
    _CuV r;
    for (int l = 0; l < 32; l++)
        r[l] = v[cucc__wsrc(_CuOp, (int)(d & 31), l)];
    return r;
}
template <int _CuOp, class _CuV>
static inline CUCC_TWIN_INLINE _CuV cucc__wsh(const _CuV &v, unsigned d)
{
    typedef cucc__iseq<0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
                       21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31> all;
    switch (d & 31) {
    case 1: return cucc__wsh_c<_CuOp, 1>(v, all());
    case 2: return cucc__wsh_c<_CuOp, 2>(v, all());
    case 4: return cucc__wsh_c<_CuOp, 4>(v, all());
    case 8: return cucc__wsh_c<_CuOp, 8>(v, all());
    case 16: return cucc__wsh_c<_CuOp, 16>(v, all());
    default: return cucc__wsh_any<_CuOp>(v, d);
    }
}

/* Is each warp of the block's n threads (n a multiple of 32) all set in
 * a or all clear (all gone or none, all in an if or none)?  a's bytes are
 * 0 or 1 (src/emit/region.c writes no other): a warp's 32 are 4 words. */
static inline CUCC_TWIN_INLINE bool cucc__warps_whole(const unsigned char *a, unsigned n)
{
    bool whole = true;
    for (unsigned b = 0; b < n; b += 32) {
        unsigned long long w[4];
        __builtin_memcpy(w, a + b, sizeof w);
        unsigned long long any = w[0] | w[1] | w[2] | w[3], all = w[0] & w[1] & w[2] & w[3];
        whole &= any == 0 || all == 0x0101010101010101ull;
    }
    return whole;
}

/* cucc__warps_whole for each of the nb blocks of a fused run, block b's
 * n threads from b * stride on. */
static inline CUCC_TWIN_INLINE bool cucc__warps_whole_n(const unsigned char *a, unsigned n, unsigned long stride,
                                       unsigned nb)
{
    bool whole = true;
    for (unsigned b = 0; b < nb; b++)
        whole &= cucc__warps_whole(a + b * stride, n);
    return whole;
}

/* A context variable as a piece sees it (src/emit/region.c): a copy when
 * small and trivially copyable, written back by cucc__wb; else the
 * element itself. */
template <class T> struct cucc__is_arr { static const bool value = false; };
template <class T, unsigned long _CuN> struct cucc__is_arr<T[_CuN]> { static const bool value = true; };
template <class T, bool _CuCopy = __is_trivially_copyable(T) && !cucc__is_arr<T>::value &&
                               sizeof(T) <= 64>
struct cucc__lv_s {
    typedef T type;
    static CUCC_TWIN_INLINE void wb(cucc__mut<T> &dst, const T &v) { dst = v; }
};
template <class T> struct cucc__lv_s<T, false> {
    typedef T &type;
    static CUCC_TWIN_INLINE void wb(cucc__mut<T> &, const T &) {}
};
template <class T> using cucc__lv = typename cucc__lv_s<T>::type;
template <class T> static inline CUCC_TWIN_INLINE void cucc__wb(cucc__mut<T> &dst, const T &v) { cucc__lv_s<T>::wb(dst, v); }

struct cucc__ctx_frame {
    dim3 bd;
    unsigned nt;
    CUCC_TWIN_INLINE cucc__ctx_frame() : bd(blockDim), nt(blockDim.x * blockDim.y * blockDim.z)
    {
        cucc__ctx_arena.top = 0;
    }
    /* The frame of threads [0, nx) of a block of one row (src/emit/region.c,
     * "low threads"); o itself for a block of several rows. */
    CUCC_TWIN_INLINE cucc__ctx_frame(const cucc__ctx_frame &o, unsigned nx) : bd(o.bd), nt(o.nt)
    {
        if (o.bd.y == 1 && o.bd.z == 1 && nx < o.bd.x)
            bd.x = nt = nx;
    }
};
/* The frame of a region entry compiled for blocks blockDim.x threads wide
 * (src/emit/kernel.c, emit_region: BX 16 or 32, 0 for any width): bd.x a
 * constant, so that the x loops of a 16 x 16 tile are two vectors each,
 * without the checks and remainders of a loop of unknown length.  A
 * callee's frame (cucc__rf) is the base's, as is a low-threads frame. */
template <unsigned BX> struct cucc__ctx_frame_x : cucc__ctx_frame {
    struct cucc__bdx {
        static constexpr unsigned x = BX;
        unsigned y, z;
    } bd;
    cucc__ctx_frame_x() : bd{cucc__ctx_frame::bd.y, cucc__ctx_frame::bd.z} {}
};
template <> struct cucc__ctx_frame_x<0u> : cucc__ctx_frame {};

struct cucc__ctx_mark {
    size_t top;
    CUCC_TWIN_INLINE cucc__ctx_mark() : top(cucc__ctx_arena.top) {}
    CUCC_TWIN_INLINE ~cucc__ctx_mark() { cucc__ctx_arena.top = top; }
};

/* N returns the kernel's name as written in the source (for messages).
 * L: bit 0, the kernel may run as thread loops, with B its body with the
 * built-in variables as parameters if the emitter wrote one; bit 1, it
 * may run as regions between barriers, R its block entry; bit 2, both
 * entries run cucc__fuse_x blocks along x (abi.h); bit 4, the entries
 * are their run_isa (cucc__pick_run).  The runtime picks one
 * (CUCC_SIMT, src/rt/sched.c). */
template <class _CuFT, _CuFT _CuF, bool _CuL, typename cucc__shadow_of<_CuFT>::type _CuB, bool _CuFu>
struct cucc__loop_entry {
    template <bool _CuI> static cucc__loop_fn get() { return 0; }
};
/* An entry's run, or its run_isa (CUCC_ENTRY_ISA) for a kernel that is
 * no template (src/emit/kernel.c, bit 16 of the registration's mode): a
 * template's instances each compiled three times had tripled the build
 * of cuda-samples' reduction (1.5 -> 4.8 min). */
template <class _CuE, bool _CuI> struct cucc__pick_run {
    static cucc__loop_fn get() { return &_CuE::run; }
};
template <class _CuE> struct cucc__pick_run<_CuE, true> {
    static cucc__loop_fn get() { return &_CuE::run_isa; }
};
template <class _CuFT, _CuFT _CuF, typename cucc__shadow_of<_CuFT>::type _CuB, bool _CuFu>
struct cucc__loop_entry<_CuFT, _CuF, true, _CuB, _CuFu> {
    template <bool _CuI> static cucc__loop_fn get()
    {
        return cucc__pick_run<cucc__loop<_CuFT, _CuF, _CuB, _CuFu>, _CuI>::get();
    }
};
template <class _CuFT, bool _CuG, _CuFT _CuR> struct cucc__region_entry {
    template <bool _CuI> static cucc__loop_fn get() { return 0; }
};
template <class _CuFT, _CuFT _CuR> struct cucc__region_entry<_CuFT, true, _CuR> {
    template <bool _CuI> static cucc__loop_fn get()
    {
        return cucc__pick_run<cucc__region<_CuFT, _CuR>, _CuI>::get();
    }
};
/* The architecture the kernels were compiled for, as cudaFuncGetAttributes
 * reports it (ptxVersion): cucc passes __CUCC_ARCH__ (src/driver). */
#ifdef __CUCC_ARCH__
#define CUCC_CODE_ARCH (__CUCC_ARCH__ / 10)
#else
#define CUCC_CODE_ARCH 90
#endif
/* -ftz=true, --use_fast_math: denormals flush to zero in these kernels */
#ifdef __CUCC_FTZ__
#define CUCC_CODE_FTZ 1
#else
#define CUCC_CODE_FTZ 0
#endif
template <class _CuST, _CuST _CuS, class _CuFT, _CuFT _CuF, const char *(*_CuN)(), int _CuL = 0,
          typename cucc__shadow_of<_CuFT>::type _CuB = nullptr, _CuFT _CuR = nullptr>
struct cucc__kreg {
    static const int r;
};
template <class _CuST, _CuST _CuS, class _CuFT, _CuFT _CuF, const char *(*_CuN)(), int _CuL,
          typename cucc__shadow_of<_CuFT>::type _CuB, _CuFT _CuR>
const int cucc__kreg<_CuST, _CuS, _CuFT, _CuF, _CuN, _CuL, _CuB, _CuR>::r =
    cucc__register_kernel((const void *)_CuS, &cucc__entry<_CuFT, _CuF>::run, cucc__entry<_CuFT, _CuF>::nargs,
                          cucc__entry<_CuFT, _CuF>::sizes, cucc__entry<_CuFT, _CuF>::aligns, _CuN(), 0,
                          CUCC_CODE_ARCH) &
    ((_CuL & 1) ? cucc__register_kernel_loop((const void *)_CuS,
                                          cucc__loop_entry<_CuFT, _CuF, (_CuL & 1) != 0, _CuB, (_CuL & 4) != 0>::template get<(_CuL & 16) != 0>())
             : 1) &
    ((_CuL & 2) ? cucc__register_kernel_region((const void *)_CuS,
                                            cucc__region_entry<_CuFT, (_CuL & 2) != 0, _CuR>::template get<(_CuL & 16) != 0>())
             : 1) &
    ((_CuL & 4) ? cucc__register_kernel_fuse((const void *)_CuS, (_CuL & 8) != 0) : 1) &
    (CUCC_CODE_FTZ ? cucc__register_kernel_ftz((const void *)_CuS) : 1);

#endif
