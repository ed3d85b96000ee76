/*
 * Fibers: the stacks CUDA threads run on, and switching between them.
 *
 * A fiber is a stack plus, while it is switched out, the stack pointer at
 * which its callee-saved registers are stored.  The switch itself is a few
 * lines of assembly per architecture (fiber_x86_64.S, fiber_aarch64.S):
 * save the callee-saved registers and the floating-point control state on
 * the current stack, store the stack pointer, load the other one, restore.
 * No system call, unlike swapcontext, which saves the signal mask.
 *
 * Stacks come from mmap with a guard page below them, so a runaway device
 * function (deep recursion, a huge local array) faults on the guard instead
 * of overwriting the next stack.  They are kept in per-worker pools
 * (sched.c) and reused across launches; only a worker's exit unmaps them.
 *
 * The guard is installed with MADV_GUARD_INSTALL where the kernel has it
 * (Linux 6.13): it does not split the mapping, so thousands of stacks cost
 * no extra entries against vm.max_map_count.  Elsewhere mprotect makes the
 * page PROT_NONE; if that fails (the map count is exhausted) the stack is
 * still used, without a guard.
 */
#include "sched.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__)
#define CUCC_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CUCC_ASAN 1
#endif
#endif
#ifdef CUCC_ASAN
void __asan_unpoison_memory_region(void const volatile *addr, size_t size);
#endif

#ifndef MADV_GUARD_INSTALL
#define MADV_GUARD_INSTALL 102
#endif

#define CUCC_STACK_DEFAULT (256u * 1024u)
#define CUCC_STACK_MIN (16u * 1024u)

void cucc__fiber_entry(void);

/* page_size and cucc__stack_size compute their value on first use; any
 * thread may be first, hence the (relaxed) atomics: every thread computes
 * the same value. */
static size_t page_size(void)
{
    static _Atomic size_t ps;
    size_t v = atomic_load_explicit(&ps, memory_order_relaxed);
    if (!v) {
        long n = sysconf(_SC_PAGESIZE);
        v = n > 0 ? (size_t)n : 4096;
        atomic_store_explicit(&ps, v, memory_order_relaxed);
    }
    return v;
}

/* CUCC_STACK_SIZE (bytes, or with a K/M suffix) overrides the default. */
size_t cucc__stack_size(void)
{
    static _Atomic size_t size;
    size_t cached = atomic_load_explicit(&size, memory_order_relaxed);
    if (cached)
        return cached;
    size_t s = CUCC_STACK_DEFAULT;
    const char *env = getenv("CUCC_STACK_SIZE");
    if (env && *env) {
        char *end;
        unsigned long long v = strtoull(env, &end, 10);
        if (*end == 'k' || *end == 'K')
            v <<= 10;
        else if (*end == 'm' || *end == 'M')
            v <<= 20;
        if (v >= CUCC_STACK_MIN && v <= (1ull << 32))
            s = (size_t)v;
    }
    size_t ps = page_size();
    s = (s + ps - 1) / ps * ps;
    atomic_store_explicit(&size, s, memory_order_relaxed);
    return s;
}

/* The stack size for a launch: CUCC_STACK_SIZE (default 256 KiB), or more
 * when the program raised cudaLimitStackSize (a GPU thread's stack holds
 * only its own frames; here the runtime's frames and the host compiler's
 * larger ones come on top, hence twice the limit and 64 KiB). */
size_t cucc__stack_size_for_launch(void)
{
    size_t s = cucc__stack_size();
    size_t limit = cucc__limit(cudaLimitStackSize);
    if (limit <= (size_t)1 << 32) {
        size_t want = 2 * limit + (64u << 10);
        if (want > s) {
            size_t ps = page_size();
            s = (want + ps - 1) / ps * ps;
        }
    }
    return s;
}

/* Under valgrind, each stack is registered, so that switching to it is
 * not taken for a stack overflow (valgrind.h's client requests cost a few
 * instructions when valgrind is absent; without the header, nothing). */
#if defined(__has_include)
#if __has_include(<valgrind/valgrind.h>)
#include <valgrind/valgrind.h>
#define CUCC_STACK_REGISTER(f) ((f)->vg_id = VALGRIND_STACK_REGISTER((f)->base + page_size(), \
                                                                     (f)->base + (f)->size))
#define CUCC_STACK_DEREGISTER(f) VALGRIND_STACK_DEREGISTER((f)->vg_id)
#endif
#endif
#ifndef CUCC_STACK_REGISTER
#define CUCC_STACK_REGISTER(f) ((void)(f))
#define CUCC_STACK_DEREGISTER(f) ((void)(f))
#endif

struct cucc__fiber *cucc__fiber_new(size_t stack_size)
{
    struct cucc__fiber *f = calloc(1, sizeof *f);
    if (!f)
        return NULL;
    size_t guard = page_size();
    size_t len = guard + stack_size;
    void *p = mmap(NULL, len, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (p == MAP_FAILED) {
        free(f);
        return NULL;
    }
    if (madvise(p, guard, MADV_GUARD_INSTALL) != 0)
        (void)mprotect(p, guard, PROT_NONE);
    /* Stacks are the same size, so their first frames would all sit at
     * the same page offset, in the same L1 cache set: 1024 fibers switching
     * in turn would evict each other.  Staggering the start by a multiple
     * of 64 bytes spreads them over the 64 sets of a 4 KiB page. */
    static _Atomic unsigned colour;
    unsigned c = atomic_fetch_add_explicit(&colour, 1, memory_order_relaxed) % 64;
    f->base = p;
    f->size = len;
    f->top = (char *)p + len - c * 64;
    CUCC_STACK_REGISTER(f);
    return f;
}

void cucc__fiber_free(struct cucc__fiber *f)
{
    if (!f)
        return;
    CUCC_STACK_DEREGISTER(f);
    munmap(f->base, f->size);
    free(f);
}

int cucc__fiber_in_guard(const struct cucc__fiber *f, const void *addr)
{
    const char *a = addr;
    return a >= f->base && a < f->base + page_size();
}

/* AddressSanitizer poisons the redzones of a frame on entry and unpoisons
 * them on return; frames that never return leave poison behind that would
 * trip the next user of the stack. */
void cucc__fiber_abandon(struct cucc__fiber *f)
{
#ifdef CUCC_ASAN
    size_t guard = page_size();
    __asan_unpoison_memory_region(f->base + guard, f->size - guard);
#else
    (void)f;
#endif
}

/* Lays out a switched-out frame (see the .S file) whose return address is
 * cucc__fiber_entry, which calls fn(arg). */
void cucc__fiber_start(struct cucc__fiber *f, void (*fn)(void *), void *arg)
{
    uintptr_t top = (uintptr_t)f->top & ~(uintptr_t)15;
#if defined(__x86_64__)
    uint64_t *sp = (uint64_t *)(top - 80);
    /* x87 CW and mxcsr: the defaults, with the starting thread's flush
     * modes (FTZ, DAZ: set around the blocks of -ftz=true kernels) */
    unsigned csr;
    __asm__ volatile("stmxcsr %0" : "=m"(csr));
    sp[0] = 0x037full | ((uint64_t)(0x1f80u | (csr & 0x8040u)) << 32);
    sp[1] = 0;                               /* r15 */
    sp[2] = 0;                               /* r14 */
    sp[3] = (uintptr_t)arg;                  /* r13 */
    sp[4] = (uintptr_t)fn;                   /* r12 */
    sp[5] = 0;                               /* rbx */
    sp[6] = 0;                               /* rbp */
    sp[7] = (uintptr_t)cucc__fiber_entry;
    sp[8] = 0;                               /* fake return address of entry */
#elif defined(__aarch64__)
    uint64_t *sp = (uint64_t *)(top - 192);
    for (int i = 0; i < 22; i++)
        sp[i] = 0;
    sp[0] = (uintptr_t)fn;                   /* x19 */
    sp[1] = (uintptr_t)arg;                  /* x20 */
    sp[11] = (uintptr_t)cucc__fiber_entry;   /* x30 */
    uint64_t fpcr;                           /* default, with the starting thread's FZ */
    __asm__ volatile("mrs %0, fpcr" : "=r"(fpcr));
    sp[20] = fpcr & (1ull << 24);
#else
#error "cucc: no fiber switch for this architecture (add src/rt/fiber_<arch>.S)"
#endif
    f->sp = sp;
}
