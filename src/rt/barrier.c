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

extern __thread uint3 threadIdx;

static unsigned barrier(int pred)
{
    struct cucc__worker *w = cucc__worker_in_block();
    if (!w)
        return pred != 0;       /* called outside a kernel: one thread */
    struct cucc__block *b = &w->blk;
    struct cucc__thread *t = &b->thr[b->cur];
    t->state = CUCC_T_AT_BARRIER;
    t->fiber = b->cur_fiber;
    t->idx = threadIdx;
    b->waitq[b->arrived++] = b->cur;
    b->arrived_true += pred != 0;
    if (b->arrived == b->live)
        cucc__barrier_release(b);
    cucc__block_wait(w);
    return b->res_true;
}

void __syncthreads(void)
{
    (void)barrier(0);
}

int __syncthreads_count(int predicate)
{
    return (int)barrier(predicate);
}

int __syncthreads_and(int predicate)
{
    struct cucc__worker *w = cucc__worker_in_block();
    unsigned n = barrier(predicate);
    return w ? n == w->blk.res_n : n;
}

int __syncthreads_or(int predicate)
{
    return barrier(predicate) != 0;
}

/* Warp-level barrier (B.6 __syncwarp): the calling thread waits until every
 * thread named in mask that has not exited has executed a __syncwarp
 * naming it too.  Lanes are consecutive thread ids (x fastest, then y,
 * then z), 32 to a warp; lanes past the end of a partial last warp count as
 * exited.  The caller's own lane is always included. */
void cucc__warp_check(struct cucc__block *b, unsigned wi)
{
    struct cucc__warp *wp = &b->warps[wi];
    unsigned base = wi * CUCC_WARP_SIZE, released = 0;
    for (unsigned m = wp->waiting; m; m &= m - 1) {
        unsigned lane = (unsigned)__builtin_ctz(m);
        unsigned need = b->thr[base + lane].mask & ~wp->exited;
        if ((need & wp->waiting) == need)
            released |= 1u << lane;
    }
    wp->waiting &= ~released;
    for (unsigned m = released; m; m &= m - 1)
        cucc__runq_push(b, base + (unsigned)__builtin_ctz(m));
}

void __syncwarp(unsigned mask)
{
    struct cucc__worker *w = cucc__worker_in_block();
    if (!w)
        return;
    struct cucc__block *b = &w->blk;
    unsigned tid = b->cur, wi = tid / CUCC_WARP_SIZE;
    struct cucc__thread *t = &b->thr[tid];
    t->state = CUCC_T_AT_WARP_SYNC;
    t->fiber = b->cur_fiber;
    t->idx = threadIdx;
    t->mask = mask | 1u << (tid % CUCC_WARP_SIZE);
    b->warps[wi].waiting |= 1u << (tid % CUCC_WARP_SIZE);
    cucc__warp_check(b, wi);
    cucc__block_wait(w);
}
