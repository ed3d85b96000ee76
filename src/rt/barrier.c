/*
 * Block-wide barriers: __syncthreads and its reductions (Programming Guide
 * B.6, "Synchronization Functions").
 *
 * __syncthreads() waits until every thread of the block that has not exited
 * has reached a barrier; writes made before it are visible to all of them
 * after it.  The threads of a block share one OS thread (sched.c), so
 * switching fibers already orders their memory accesses; no fence needed.
 *
 * __syncthreads_count/_and/_or evaluate the predicate for all participating
 * threads and return the same reduction to each.  The last arrival
 * snapshots the count (cucc__barrier_release); a thread reads the
 * snapshot when it resumes, before any thread can reach the next barrier's
 * release, which needs this thread's arrival.
 *
 * As on Volta and later, barriers are counted per block, not per call site:
 * a __syncthreads in one branch and another in the other branch meet.
 */
#include "sched.h"

#include <sched.h>

extern __thread uint3 threadIdx;

/* site: the place of the call (its return address), for synccheck:
 * threads that meet at different __syncthreads calls diverged. */
static unsigned barrier(int pred, const void *site)
{
    struct cucc__worker *w = cucc__worker_in_block();
    if (!w)
        return pred != 0;       /* called outside a kernel: one thread */
    struct cucc__block *b = &w->blk;
    cucc__loop_guard(b);
    if (cucc__synccheck) {
        if (b->arrived == 0)
            b->bar_site = site;
        else if (site != b->bar_site && !cucc__sanitizer_same_place(site, b->bar_site))
            cucc__sanitizer_sync_error("Divergent thread(s) in block.", site);
    }
    struct cucc__thread *t = &b->thr[b->cur];
    t->state = CUCC_T_AT_BARRIER;
    t->fiber = b->cur_fiber;
    t->idx = threadIdx;
    b->waitq[b->arrived++] = b->cur;
    b->arrived_true += pred != 0;
    if (b->arrived == b->live)
        cucc__barrier_complete(b);
    else
        cucc__warp_blocked(b, b->cur);
    cucc__block_wait(w);
    return b->res_true;
}

/* The running thread waits (CUCC_T_AT_PART) until wake(key) makes it
 * runnable. */
static void wait_on(struct cucc__worker *w, unsigned long key)
{
    struct cucc__block *b = &w->blk;
    struct cucc__thread *t = &b->thr[b->cur];
    t->state = CUCC_T_AT_PART;
    t->part_key = key;
    t->fiber = b->cur_fiber;
    t->idx = threadIdx;
    cucc__warp_blocked(b, b->cur);
    cucc__block_wait(w);
}

/* Makes the threads waiting on key runnable, in thread order. */
static void wake(struct cucc__block *b, unsigned long key)
{
    for (unsigned i = 0; i < b->nthreads; i++)
        if (b->thr[i].state == CUCC_T_AT_PART && b->thr[i].part_key == key)
            cucc__runq_push(b, i);
}

/* A barrier of `count` threads of the block, named by key: the arrivals
 * wait (CUCC_T_AT_PART) until the count-th, which makes them runnable in
 * thread order and goes on.  Threads that exit do not count: a tile whose
 * thread exited waits for good, and when nothing else can run the block
 * ends with cudaErrorLaunchFailure (cucc__block_wait), where a GPU hangs. */
void cucc__part_barrier(unsigned long key, unsigned count)
{
    struct cucc__worker *w = cucc__worker_in_block();
    if (!w || count <= 1)
        return;
    struct cucc__block *b = &w->blk;
    cucc__loop_guard(b);
    struct cucc__part_bar *p = NULL;
    for (unsigned i = 0; i < b->nparts && !p; i++)
        if (b->parts[i].key == key)
            p = &b->parts[i];
    if (!p) {
        if (b->nparts == sizeof b->parts / sizeof *b->parts)
            cucc__trap(cudaErrorLaunchFailure);
        p = &b->parts[b->nparts++];
        *p = (struct cucc__part_bar){key, 0};
    }
    if (++p->arrived < count) {
        wait_on(w, key);
        return;
    }
    *p = b->parts[--b->nparts];     /* released: the entry goes */
    /* racecheck: ordered as by a block barrier (the group's accesses
     * before it with theirs after; races between the group and threads
     * outside it go unseen: docs/sanitizer.md) */
    if (cucc__access_tool == CUCC_ACCESS_RACECHECK)
        cucc__race_sync(~0u);
    wake(b, key);
}

/* Waiting on a word of the block's memory, as a futex: the thread blocks
 * (CUCC_T_AT_PART, keyed by the address) while the word holds `value`;
 * cucc__notify makes the threads keyed by it runnable, which look again. */
void cucc__wait_while(const volatile unsigned *addr, unsigned value)
{
    struct cucc__worker *w = cucc__worker_in_block();
    if (!w) {
        while (*addr == value)      /* outside a block: another OS thread writes it */
            sched_yield();
        return;
    }
    cucc__loop_guard(&w->blk);
    while (*addr == value)
        wait_on(w, (unsigned long)addr);
}

void cucc__notify(const volatile unsigned *addr)
{
    struct cucc__worker *w = cucc__worker_in_block();
    if (!w)
        return;
    wake(&w->blk, (unsigned long)addr);
}

void __syncthreads(void)
{
    (void)barrier(0, __builtin_return_address(0));
}

int __syncthreads_count(int predicate)
{
    return (int)barrier(predicate, __builtin_return_address(0));
}

int __syncthreads_and(int predicate)
{
    struct cucc__worker *w = cucc__worker_in_block();
    unsigned n = barrier(predicate, __builtin_return_address(0));
    return w ? n == w->blk.res_n : n;
}

int __syncthreads_or(int predicate)
{
    return barrier(predicate, __builtin_return_address(0)) != 0;
}

/* grid.sync() of cooperative groups (Programming Guide, "Grid
 * Synchronization"): a block-wide barrier whose last arrival also waits
 * for every other block of the grid before it releases its own.  Only in a
 * grid launched with cudaLaunchCooperativeKernel; elsewhere the grid fails
 * with cudaErrorLaunchFailure (on the GPU it would hang or misbehave). */
void cucc__grid_sync(void)
{
    struct cucc__worker *w = cucc__worker_in_block();
    if (!w)
        return;
    struct cucc__block *b = &w->blk;
    cucc__loop_guard(b);
    if (!b->grid->cooperative) {
        /* synccheck: compute-sanitizer's on an H200 reports nothing there
         * (its memcheck the launch's failure, as every tool here does) */
        if (cucc__synccheck)
            cucc__sanitizer_sync_error("Grid synchronization in a launch that is not cooperative "
                                       "(cudaLaunchCooperativeKernel).",
                                       __builtin_return_address(0));
        cucc__trap(cudaErrorLaunchFailure);
    }
    struct cucc__thread *t = &b->thr[b->cur];
    t->state = CUCC_T_AT_BARRIER;
    t->fiber = b->cur_fiber;
    t->idx = threadIdx;
    b->waitq[b->arrived++] = b->cur;
    b->grid_barrier = 1;
    if (b->arrived == b->live)
        cucc__barrier_complete(b);
    else
        cucc__warp_blocked(b, b->cur);
    cucc__block_wait(w);
}

/* cg::grid_group::is_valid(): launched with cudaLaunchCooperativeKernel. */
int cucc__grid_is_cooperative(void)
{
    struct cucc__worker *w = cucc__worker_in_block();
    return w && w->blk.grid->cooperative;
}
