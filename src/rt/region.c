/*
 * Context storage for kernels that run as regions between barriers
 * (strategy 2, src/simt/region.c, include/cucc/kernel.hpp): the values a
 * thread keeps across a barrier live in per-thread arrays, allocated from
 * an arena of the OS thread that runs the block.  The arena is address
 * space reserved once (nothing is committed until touched), so pointers
 * into it stay valid while it grows; a block resets it when it starts, so
 * a faulting block leaves nothing behind.
 */
#include "rt.h"
#include "sched.h"

#include <pthread.h>
#include <sys/mman.h>

/* 256 MiB of address space per OS thread that runs region blocks. */
#define CTX_RESERVE ((size_t)256 << 20)

__thread struct cucc__ctx_arena cucc__ctx_arena;

static pthread_key_t key;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void release(void *base)
{
    munmap(base, CTX_RESERVE);
}

static void make_key(void)
{
    pthread_key_create(&key, release);
}

char *cucc__ctx_reserve(size_t need)
{
    struct cucc__ctx_arena *a = &cucc__ctx_arena;
    if (!a->base) {
        void *p = mmap(NULL, CTX_RESERVE, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p == MAP_FAILED)
            cucc__trap(cudaErrorLaunchOutOfResources);
        pthread_once(&once, make_key);
        pthread_setspecific(key, p);
        a->base = p;
        a->cap = CTX_RESERVE;
    }
    if (need > a->cap)
        cucc__trap(cudaErrorLaunchOutOfResources);
    return a->base;
}
