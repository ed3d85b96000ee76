/*
 * Shared memory windows.
 *
 * A block runs entirely on one OS thread, so the shared memory of the
 * block it runs is that thread's: each thread that runs blocks reserves a
 * window of address space,
 *
 *     [ guard | dynamic: CUCC_MAX_DYN_SMEM | static: STATIC_SPAN | guard ]
 *
 * in which only the bytes in use are readable and writable, so that an
 * access far out of a block's shared memory faults (cudaErrorIllegalAddress,
 * as on a GPU, where any access past the block's allocation faults) in
 * every SIMT strategy, instead of landing in other memory.
 *
 *  - Dynamic shared memory (extern __shared__) starts at a fixed address
 *    (cucc__dyn_smem); the pages that the running grid's launch asked for
 *    are open, the rest of its span is not (mprotect, only when a block's
 *    size differs from the last block's on this thread).
 *  - Static __shared__ variables declared in device code each get an
 *    offset in the static span, the same in every window, the first time
 *    their declaration runs (cucc__smem_site, src/emit/launch.c emits the
 *    calls); a window opens the static span up to the end of the last
 *    site registered when a declaration needs it (cucc__smem_open).
 *
 * An H100 (CUDA 13) reports an access past the block's allocation but
 * within its 16 MiB shared window as cudaErrorIllegalAddress, one below
 * or past the window as cudaErrorIllegalInstruction; here every fault is
 * cudaErrorIllegalAddress, since a wild pointer of another space can land
 * in a window's guard too, and the code must not depend on the strategy.
 *
 * The guards are as large as the address space allows (16 GiB: any int
 * index of an element up to 8 bytes); a window that cannot be reserved
 * with guards is tried with smaller ones (valgrind, a ulimit -v).  The
 * near side of an overrun, within the open page or into the next
 * variable, is the memcheck tool's (cucc --sanitize) to find.
 */
#include "rt.h"
#include "sched.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#define STATIC_SPAN ((size_t)64 << 20)
#define SITE_ALIGN 64

__thread struct cucc__smem_window cucc__smem_win;

/* Bytes of the static span that the sites registered so far use. */
static _Atomic size_t static_used;

static size_t page_size(void)
{
    static size_t page;
    if (!page) {
        long p = sysconf(_SC_PAGESIZE);
        page = p > 0 ? (size_t)p : 4096;
    }
    return page;
}

static size_t round_up(size_t n, size_t to)
{
    return (n + to - 1) / to * to;
}

static size_t dyn_span(void)
{
    return round_up(CUCC_MAX_DYN_SMEM, page_size());
}

unsigned long cucc__smem_site(unsigned long size, unsigned long align)
{
    if (align < SITE_ALIGN)
        align = SITE_ALIGN;
    size_t old = atomic_load(&static_used), off;
    do {
        off = round_up(old, align);
        if (off + size > STATIC_SPAN || off + size < off) {
            fprintf(stderr, "cucc: the __shared__ variables of this program take more than %zu MiB\n",
                    STATIC_SPAN >> 20);
            abort();
        }
    } while (!atomic_compare_exchange_weak(&static_used, &old, off + size));
    return off;
}

int cucc__smem_window(struct cucc__worker *w)
{
    static const size_t guards[] = { (size_t)16 << 30, (size_t)1 << 30, (size_t)64 << 20, 0 };
    size_t span = dyn_span() + STATIC_SPAN;
    for (unsigned k = 0; k < sizeof guards / sizeof guards[0]; k++) {
        size_t len = span + 2 * guards[k];
        char *p = mmap(NULL, len, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p == MAP_FAILED)
            continue;
        w->smem_window = p;
        w->smem_window_len = len;
        w->dyn_smem = p + guards[k];
        w->dyn_asked = 0;
        cucc__smem_win.base = p + guards[k] + dyn_span();
        cucc__smem_win.open = 0;
        return 0;
    }
    return -1;
}

void cucc__smem_window_free(struct cucc__worker *w)
{
    if (w->smem_window)
        munmap(w->smem_window, w->smem_window_len);
    w->smem_window = NULL;
    w->dyn_smem = NULL;
}

/* The slow side of cucc__smem_static (include/cucc/kernel.hpp): opens the
 * static span up to every site registered so far (need is within them). */
char *cucc__smem_open(unsigned long need)
{
    struct cucc__smem_window *s = &cucc__smem_win;
    if (!s->base && !cucc__worker_self())
        cucc__trap(cudaErrorLaunchOutOfResources);
    size_t want = round_up(atomic_load(&static_used), page_size());
    if (want < need)
        want = round_up(need, page_size());
    if (want > s->open) {
        if (mprotect(s->base + s->open, want - s->open, PROT_READ | PROT_WRITE) != 0)
            cucc__trap(cudaErrorLaunchOutOfResources);
        s->open = want;
    }
    return s->base;
}

/* The copies of the __shared__ variables of a fused call (one per block,
 * src/simt/fuse.c) come from the static span past every site registered,
 * so that an access far past them faults as one past a block's variables
 * does (cudaErrorIllegalAddress), in every strategy.  Taken one after
 * another within a call (fused_top), from the start again at the next. */
static __thread size_t fused_top;

char *cucc__smem_fused(unsigned long size)
{
    size_t start = fused_top ? fused_top : round_up(atomic_load(&static_used), SITE_ALIGN);
    size_t end = start + round_up(size, SITE_ALIGN);
    if (end > STATIC_SPAN || end < start)
        cucc__trap(cudaErrorLaunchOutOfResources);
    fused_top = end;
    return cucc__smem_open(end) + start;
}

void cucc__smem_fused_reset(void)
{
    fused_top = 0;
}

void cucc__smem_fit_dyn(struct cucc__worker *w, size_t bytes)
{
    size_t open = round_up(w->dyn_asked, page_size()), want = round_up(bytes, page_size());
    char *d = w->dyn_smem;
    w->dyn_asked = bytes;
    if (want > open)
        (void)mprotect(d + open, want - open, PROT_READ | PROT_WRITE);
    else if (want < open)
        (void)mprotect(d + want, open - want, PROT_NONE);
}
