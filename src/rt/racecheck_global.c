/*
 * cucc-sanitizer --tool racecheck, global memory: races between blocks of
 * a grid in device and managed allocations (docs/sanitizer.md), which
 * compute-sanitizer's racecheck does not look for (it checks shared
 * memory only).
 *
 * Blocks of a grid are ordered by nothing but a grid-wide sync of a
 * cooperative launch, atomics and fences: two accesses by different
 * blocks of one grid to the same bytes, one of them a write, neither an
 * atomic, with no grid sync between, are a race, unless the first block
 * executed a fence after its access (__threadfence*, or an atomic with an
 * order stronger than relaxed): the publishing idiom of the
 * threadFenceReduction sample, whose last block reads what the others
 * wrote before their fence and atomic counter, is ordered that way.  That
 * rule asks nothing of the second block's side, so a race is missed
 * where the second block fails to order its access, never invented.
 * Accesses by threads of one block are compared as racecheck.c compares
 * them in shared memory: a race unless a barrier (or, for lanes of one
 * warp, a __syncwarp) came between, or the first thread's fence and the
 * second's after it (the worker's clock, racecheck.c).
 *
 * Each 4-byte word of a tracked allocation (initcheck.c's registry,
 * which racecheck runs fill with device and managed blocks) has a cell,
 * in memory reserved when the allocation is made, touched only where
 * device code accesses it and handed back when a grid ends: the grid and grid-sync phase it belongs to,
 * the block, code address and bytes of its last write and of its first
 * read since, and the fence clock at the write and at that read (a later
 * write by the first reader's own block meets no report: the other
 * readers' places are not kept).  A cell of an earlier grid or phase
 * starts afresh.  Cells are updated under one of 256 locks chosen by the
 * word's address.  Hazards go to racecheck.c's list, marked global, and
 * are reported with the block pair when the grid has finished.
 */
#include "rt/sched.h"
#include "device_launch_parameters.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

struct gcell {
    unsigned long long grid;        /* the grid's race_id, 0: never used */
    unsigned long long phase;       /* its grid syncs so far */
    unsigned long long wstamp, rstamp;  /* the fence clock at the write, at the read */
    const void *wpc, *rpc;
    unsigned long long wblk, rblk;  /* linear block + 1, 0: none */
    unsigned long long wclk, rclk;  /* the worker's clock then (racecheck.c) */
    unsigned short wtid, rtid;      /* the thread in its block */
    unsigned char wbytes, rbytes;
};

static size_t cells_of(const void *base, size_t size)
{
    return ((uintptr_t)base % 4 + size + 3) / 4;
}

void *cucc__race_cells(const void *base, size_t size)
{
    size_t bytes = cells_of(base, size) * sizeof(struct gcell);
    void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    return p == MAP_FAILED ? NULL : p;
}

void cucc__race_cells_free(void *cells, const void *base, size_t size)
{
    if (cells)
        munmap(cells, cells_of(base, size) * sizeof(struct gcell));
}

/* A grid ended: its cells are of no use to the next (whose number differs),
 * so their pages go back to zero-filled ones (a cell of a grid still
 * running elsewhere then starts afresh: races missed, never invented). */
void cucc__race_cells_release(void *cells, const void *base, size_t size)
{
    if (cells)
        madvise(cells, cells_of(base, size) * sizeof(struct gcell), MADV_DONTNEED);
}

/* Every fence advances it; a block's last fence is its value then. */
static _Atomic unsigned long long fence_clock = 1;
static _Atomic unsigned long long next_grid = 1;

/* Grids of more blocks than this are not checked (a clock per block). */
#define MAX_BLOCKS (1ull << 24)

void cucc__race_grid_begin(struct cucc__grid *g)
{
    g->race_id = 0;
    g->race_fence = NULL;
    if (!g->nblocks || g->nblocks > MAX_BLOCKS)
        return;
    g->race_fence = calloc(g->nblocks, sizeof *g->race_fence);
    if (g->race_fence)
        g->race_id = atomic_fetch_add(&next_grid, 1);
}

void cucc__race_grid_end(struct cucc__grid *g)
{
    cucc__tracked_release_race();   /* the grid's cells: pages back to the system */
    free((void *)g->race_fence);
    g->race_fence = NULL;
    g->race_id = 0;
}

static unsigned long long block_of(const struct cucc__grid *g)
{
    return (unsigned long long)blockIdx.x +
           (unsigned long long)g->grid.x * (blockIdx.y + (unsigned long long)g->grid.y * blockIdx.z);
}

void cucc__race_global_fence(void)
{
    if (!cucc__race_global_on)
        return;
    struct cucc__worker *w = cucc__worker_in_block();
    struct cucc__grid *g = w ? w->blk.grid : NULL;
    if (!g || !g->race_id)
        return;
    unsigned long long b = block_of(g);
    if (b < g->nblocks)
        atomic_store_explicit(&g->race_fence[b], atomic_fetch_add(&fence_clock, 1) + 1, memory_order_relaxed);
}

/* Did block b (linear) execute a fence after its access at clock stamp? */
static int published(const struct cucc__grid *g, unsigned long long b, unsigned long long stamp)
{
    return b < g->nblocks && atomic_load_explicit(&g->race_fence[b], memory_order_relaxed) > stamp;
}

#define NLOCKS 256
static pthread_mutex_t locks[NLOCKS] = { [0 ... NLOCKS - 1] = PTHREAD_MUTEX_INITIALIZER };

void cucc__race_global(const volatile void *addr, size_t n, int write, const void *pc)
{
    uintptr_t base;
    size_t size;
    void *race;
    if (!cucc__race_global_on || !cucc__tracked(addr, &base, &size, &race) || !race)
        return;
    struct cucc__worker *w = cucc__worker_in_block();
    struct cucc__grid *g = w ? w->blk.grid : NULL;
    if (!g || !g->race_id || threadIdx.x == ~0u)
        return;
    unsigned long long b = block_of(g) + 1, now = 0;
    unsigned t = 0;
    int have = cucc__race_thread(&t, &now);
    unsigned long long phase = g->cooperative ? g->coop_gen : 0;
    unsigned long long stamp = atomic_load_explicit(&fence_clock, memory_order_relaxed);
    size_t off = (uintptr_t)addr - base;
    if (n > size - off)
        n = size - off;
    size_t first = base % 4 + off, last = first + n;
    struct gcell *c = (struct gcell *)race + first / 4;
    for (; first < last; c++) {
        size_t end = (first / 4 + 1) * 4 < last ? (first / 4 + 1) * 4 : last;
        unsigned char m = (unsigned char)(((1u << (end - first)) - 1) << (first % 4));
        first = end;
        pthread_mutex_t *lk = &locks[((uintptr_t)c / sizeof *c) % NLOCKS];
        pthread_mutex_lock(lk);
        if (c->grid != g->race_id || c->phase != phase) {
            memset(c, 0, sizeof *c);
            c->grid = g->race_id;
            c->phase = phase;
        }
        if (c->wblk && (c->wbytes & m)) {
            unsigned bytes = (unsigned)__builtin_popcount(c->wbytes & m);
            if (c->wblk != b && !published(g, c->wblk - 1, c->wstamp))
                cucc__race_hazard_global(c->wpc, 1, c->wblk - 1, pc, write, b - 1, bytes);
            else if (c->wblk == b && have && c->wtid != t && !cucc__race_ordered(c->wclk, c->wtid, t))
                cucc__race_hazard_block(c->wpc, 1, c->wtid, pc, write, t, b - 1, bytes);
        }
        if (write) {
            /* (a first read of b's own, others after: their places are
             * not kept, so that race goes unreported) */
            if (c->rblk && (c->rbytes & m)) {
                unsigned bytes = (unsigned)__builtin_popcount(c->rbytes & m);
                if (c->rblk != b && !published(g, c->rblk - 1, c->rstamp))
                    cucc__race_hazard_global(c->rpc, 0, c->rblk - 1, pc, 1, b - 1, bytes);
                else if (c->rblk == b && have && c->rtid != t && !cucc__race_ordered(c->rclk, c->rtid, t))
                    cucc__race_hazard_block(c->rpc, 0, c->rtid, pc, 1, t, b - 1, bytes);
            }
            c->wbytes = c->wblk == b && c->wtid == t ? (unsigned char)(c->wbytes | m) : m;
            c->wblk = b;
            c->wpc = pc;
            c->wstamp = stamp;
            c->wtid = (unsigned short)t;
            c->wclk = now;
            c->rblk = 0;
        } else if (!c->rblk || (c->rblk == b && have && cucc__race_ordered(c->rclk, c->rtid, t))) {
            c->rblk = b;            /* (a read of the block ordered before: this one stands for it) */
            c->rpc = pc;
            c->rbytes = m;
            c->rstamp = stamp;
            c->rtid = (unsigned short)t;
            c->rclk = now;
        } else if (c->rblk == b && c->rtid == t) {
            c->rbytes |= m;         /* (another thread's read is dropped: at worst a race missed) */
        }
        pthread_mutex_unlock(lk);
    }
}
