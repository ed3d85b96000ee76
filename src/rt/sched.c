/*
 * Running grids: the worker pool, and the blocks' threads as fibers.
 *
 * Grids.  The blocks of a grid are independent (Programming Guide 5.2), so
 * they are handed out through an atomic counter to whoever asks: the thread
 * that launched the grid and the pool's workers, one OS thread per core.
 * Blocks of one grid run concurrently on several cores, which is why atomics
 * in device code must be (and are) real atomics.
 *
 * Blocks.  A block runs entirely on one worker, so worker-local storage is
 * block-local storage: static __shared__ variables are thread_local and the
 * built-in variables are __thread variables the scheduler stores into.
 * Each CUDA thread is a fiber.  Threads run in order; a thread that reaches
 * a barrier switches to the next one that can run; when every live thread
 * has arrived the barrier releases them, and they resume in arrival order.
 * A thread that returns has exited and no longer counts (B.6:
 * __syncthreads waits for the threads of the block that have not exited).
 *
 * The stack goes with the work, not with the thread: a thread that finishes
 * leaves its stack to the next thread to start, on the same fiber, with no
 * switch.  A barrier-free block therefore runs all its threads one after the
 * other on one stack, for two switches per block; only threads blocked at a
 * barrier hold a stack of their own.
 *
 * Helping.  A grid is published to the pool only if it has more than one
 * block.  Idle workers spin for a while (CUCC_SPIN_US) before they sleep,
 * since launches come in quick succession.  A grid goes to the hot slot
 * if it is free (one grid at a time, joined without a lock: each helper
 * names it in a line of its own), else on the list, where workers take a
 * ticket from pool.wanted before they come for the lock; either way a
 * small grid draws only as many helpers as it has blocks to spare.
 * Helpers of a grid of fewer than HELP_AT_ONCE blocks arrive only
 * HELP_DELAY_NS after publication: a grid its launcher finishes sooner is
 * spared the contention.
 *
 * Locking: list_lock (a spin lock) protects the list of grids and the
 * grids' want_left; pool.lock the sleeping count and the
 * pool.work/pool.done condition variables.
 * pool.wanted, pool.ready_at and a grid's helpers and next are atomics,
 * also read without it.  A worker never holds the lock while running a
 * block, and after leaving a grid (helpers - 1) touches only the pool: the
 * launcher may free the grid as soon as helpers reaches zero.  The block,
 * the fibers and the worker's pool of stacks belong to one OS thread and
 * take no lock.
 */
#include "sched.h"

#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#define ALTSTACK_SIZE (64u * 1024u)
#define HELP_DELAY_NS 4000ull
/* Launches of cheap blocks (a float each) on the H200 host, medians of
 * 2000, help at once against after 4 us: 64 blocks on 16 cores 12.6-13.6 us
 * -> 9.4-10.2, 1024 blocks 18.0-18.5 -> 15.0-16.0; 16 blocks 5.6-6.5 ->
 * 7.6-8.9, 2 blocks 2.0-2.3 -> 3.5-3.7 (the launcher then waits for helpers
 * that took blocks it would have finished sooner). */
#define HELP_AT_ONCE 64

/* The built-in variables (device_launch_parameters.h). */
CUCC_TLS __thread uint3 threadIdx;
CUCC_TLS __thread uint3 blockIdx;
CUCC_TLS __thread dim3 blockDim;
CUCC_TLS __thread dim3 gridDim;

static CUCC_TLS __thread struct cucc__worker *tls_worker;

/* Used until device.c provides the real one. */
__attribute__((weak)) int cucc__num_workers(void)
{
    const char *env = getenv("CUCC_WORKERS");
    if (env && atoi(env) > 0)
        return atoi(env);
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
}

unsigned long long cucc__now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (unsigned long long)ts.tv_sec * 1000000000ull + (unsigned long long)ts.tv_nsec;
}

unsigned long long cucc__spin_ns(void)
{
    static _Atomic long long ns = -1;
    long long v = atomic_load_explicit(&ns, memory_order_relaxed);
    if (v < 0) {
        const char *env = getenv("CUCC_SPIN_US");
        v = env && *env ? atoll(env) * 1000 : 200000;
        if (v < 0)
            v = 0;
        atomic_store_explicit(&ns, v, memory_order_relaxed);
    }
    return (unsigned long long)v;
}

/* CUCC_SIMT=fiber runs every kernel on fibers (strategy 3), so that the
 * faster strategies can be checked against them; =loop runs the kernels
 * that have a thread-loop entry as thread loops and the others on fibers;
 * =region those that have a region entry as regions, the others on
 * fibers; anything else (unset, "auto") picks regions, else thread loops,
 * else fibers.  Read once. */
int cucc__simt_mode(void)
{
    static _Atomic int mode = -1;
    int v = atomic_load_explicit(&mode, memory_order_relaxed);
    if (v < 0) {
        const char *env = getenv("CUCC_SIMT");
        v = !env ? CUCC_SIMT_AUTO
          : !strcmp(env, "fiber") ? CUCC_SIMT_FIBER
          : !strcmp(env, "loop") ? CUCC_SIMT_LOOP
          : !strcmp(env, "region") ? CUCC_SIMT_REGION : CUCC_SIMT_AUTO;
        atomic_store_explicit(&mode, v, memory_order_relaxed);
    }
    return v;
}

/* CUCC_FUSE=0 runs the blocks of fused entries one by one (cucc__fuse_x
 * 1), to compare or to rule fusion out.  Read once. */
int cucc__fuse_allowed(void)
{
    static _Atomic int allowed = -1;
    int v = atomic_load_explicit(&allowed, memory_order_relaxed);
    if (v < 0) {
        const char *env = getenv("CUCC_FUSE");
        v = !(env && !strcmp(env, "0"));
        atomic_store_explicit(&allowed, v, memory_order_relaxed);
    }
    return v;
}

/* Workers -------------------------------------------------------------- */

static pthread_key_t worker_key;
static pthread_once_t worker_key_once = PTHREAD_ONCE_INIT;

static void cache_give(struct cucc__fiber *list, size_t stack_size);

static void worker_destroy(void *p)
{
    struct cucc__worker *w = p;
    struct cucc__fiber *f, *next;
    for (f = w->busy; f; f = next) {
        next = f->bnext;
        cucc__fiber_free(f);
    }
    cache_give(w->free, w->stack_size);
    cucc__smem_window_free(w);
    if (w->altstack) {
        stack_t off = { .ss_flags = SS_DISABLE };
        (void)sigaltstack(&off, NULL);
        munmap(w->altstack, ALTSTACK_SIZE);
    }
    if (tls_worker == w)
        tls_worker = NULL;
    free(w);
}

static void faults_install(void);

static void worker_key_init(void)
{
    (void)pthread_key_create(&worker_key, worker_destroy);
    faults_install();
}

/* The fault handler needs a stack of its own when a thread overflows its
 * fiber stack into the guard page.  A thread that has one already (the
 * user's) keeps it. */
static void altstack_setup(struct cucc__worker *w)
{
    stack_t cur;
    if (sigaltstack(NULL, &cur) == 0 && !(cur.ss_flags & SS_DISABLE))
        return;
    void *p = mmap(NULL, ALTSTACK_SIZE, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
        return;
    stack_t ss = { .ss_sp = p, .ss_size = ALTSTACK_SIZE };
    if (sigaltstack(&ss, NULL) != 0) {
        munmap(p, ALTSTACK_SIZE);
        return;
    }
    w->altstack = p;
}

struct cucc__worker *cucc__worker_self(void)
{
    struct cucc__worker *w = tls_worker;
    if (w)
        return w;
    pthread_once(&worker_key_once, worker_key_init);
    w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    /* shared memory: page aligned (the ABI promises 128), committed
     * lazily, between guards */
    if (cucc__smem_window(w) != 0) {
        free(w);
        return NULL;
    }
    w->blk.thr = w->thr;
    w->blk.waitq = w->q[0];
    w->blk.runq = w->q[1];
    tls_worker = w;
    (void)pthread_setspecific(worker_key, w);
    altstack_setup(w);
    return w;
}

struct cucc__worker *cucc__worker_in_block(void)
{
    struct cucc__worker *w = tls_worker;
    return w && w->blk.grid ? w : NULL;
}

/* include/cucc/device_sync.h, cucc__hd_clock: does the calling thread run
 * device code? */
int cucc__hd_in_block(void)
{
    return cucc__worker_in_block() != NULL;
}

void *cucc__dyn_smem(void)
{
    struct cucc__worker *w = cucc__worker_self();
    return w ? w->dyn_smem : NULL;
}

/* Stacks --------------------------------------------------------------
 * Every OS thread that runs blocks (pool workers, but also each stream's
 * executor and host threads that synchronise) keeps the stacks of its
 * blocks in a pool of its own, so that the next block finds them at hand.
 * A block with barriers needs a stack per thread, and a program with many
 * streams has many such threads: kept for good, their stacks would add up
 * to thousands of mappings.  So a thread that goes idle gives all but
 * TRIM_KEEP of its stacks to a cache shared by all workers
 * (cucc__worker_trim), and fiber_get takes from the cache, CACHE_BATCH at a
 * time, before it maps new stacks.  The cache holds stacks of one size
 * (that of the latest launches) and at most CACHE_MAX of them.
 *
 * Locking: cache.lock protects the cache; no other lock is held with it.
 * A worker's own pool and busy list belong to its OS thread alone. */

#define TRIM_KEEP 32
#define CACHE_BATCH 64
#define CACHE_MAX 4096

static struct {
    pthread_mutex_t lock;
    struct cucc__fiber *free;
    size_t n;
    size_t stack_size;          /* of every stack in it */
} cache = { .lock = PTHREAD_MUTEX_INITIALIZER };

static void free_list(struct cucc__fiber *f)
{
    while (f) {
        struct cucc__fiber *next = f->next;
        cucc__fiber_free(f);
        f = next;
    }
}

/* Adds a list of free stacks of the given size to the cache. */
static void cache_give(struct cucc__fiber *list, size_t stack_size)
{
    if (!list)
        return;
    struct cucc__fiber *drop = NULL;
    pthread_mutex_lock(&cache.lock);
    if (stack_size != cache.stack_size) {
        if (stack_size < cache.stack_size && cache.n > 0) {
            drop = list;        /* too small for the launches of late */
            list = NULL;
        } else {
            drop = cache.free;
            cache.free = NULL;
            cache.n = 0;
            cache.stack_size = stack_size;
        }
    }
    while (list) {
        struct cucc__fiber *next = list->next;
        if (cache.n < CACHE_MAX) {
            list->next = cache.free;
            cache.free = list;
            cache.n++;
        } else {
            list->next = drop;
            drop = list;
        }
        list = next;
    }
    pthread_mutex_unlock(&cache.lock);
    free_list(drop);
}

/* Moves up to CACHE_BATCH stacks of w's size from the cache to w's pool. */
static void cache_take(struct cucc__worker *w)
{
    pthread_mutex_lock(&cache.lock);
    if (cache.stack_size == w->stack_size)
        for (int i = 0; i < CACHE_BATCH && cache.free; i++) {
            struct cucc__fiber *f = cache.free;
            cache.free = f->next;
            cache.n--;
            f->next = w->free;
            w->free = f;
            w->nfree++;
        }
    pthread_mutex_unlock(&cache.lock);
}

void cucc__worker_trim(void)
{
    struct cucc__worker *w = tls_worker;
    if (!w || w->blk.grid || w->nfree <= TRIM_KEEP)
        return;
    struct cucc__fiber *keep = w->free;
    for (unsigned i = 1; i < TRIM_KEEP; i++)
        keep = keep->next;
    struct cucc__fiber *rest = keep->next;
    keep->next = NULL;
    w->nfree = TRIM_KEEP;
    cache_give(rest, w->stack_size);
}

static struct cucc__fiber *fiber_get(struct cucc__worker *w)
{
    if (!w->free)
        cache_take(w);
    struct cucc__fiber *f = w->free;
    if (f) {
        w->free = f->next;
        w->nfree--;
    } else {
        f = cucc__fiber_new(w->stack_size);
        if (!f)
            return NULL;
    }
    f->owner = w;
    f->bprev = NULL;
    f->bnext = w->busy;
    if (w->busy)
        w->busy->bprev = f;
    w->busy = f;
    return f;
}

static void fiber_put(struct cucc__worker *w, struct cucc__fiber *f)
{
    if (f->bprev)
        f->bprev->bnext = f->bnext;
    else
        w->busy = f->bnext;
    if (f->bnext)
        f->bnext->bprev = f->bprev;
    f->next = w->free;
    w->free = f;
    w->nfree++;
}

/* Blocks --------------------------------------------------------------- */

static void fiber_main(void *arg);

/* Makes t the running thread and switches to its fiber, saving the current
 * context in *save (a dead fiber may pass its own slot: nothing resumes it). */
static void switch_to(struct cucc__block *b, struct cucc__thread *t, void **save)
{
    t->state = CUCC_T_RUNNING;
    b->cur = (unsigned)(t - b->thr);
    b->cur_fiber = t->fiber;
    threadIdx = t->idx;
    cucc__fiber_switch(save, t->fiber->sp);
}

/* Leaves the block for good: back to the worker's own stack in run_block. */
static _Noreturn void block_leave(struct cucc__worker *w, void **save)
{
    cucc__fiber_switch(save, w->home_sp);
    __builtin_unreachable();
}

static void trap_current(struct cucc__worker *w, cudaError_t e, void **save);

void cucc__block_wait(struct cucc__worker *w)
{
    struct cucc__block *b = &w->blk;
    struct cucc__thread *t = &b->thr[b->cur];
    if (b->rq_pos < b->rq_len) {
        struct cucc__thread *n = &b->thr[b->runq[b->rq_pos++]];
        if (n == t) {
            t->state = CUCC_T_RUNNING;
            return;
        }
        switch_to(b, n, &t->fiber->sp);
        return;
    }
    if (b->next_start < b->nthreads) {
        struct cucc__fiber *f = fiber_get(w);
        if (!f)
            trap_current(w, cudaErrorLaunchOutOfResources, &t->fiber->sp);
        cucc__fiber_start(f, fiber_main, f);
        cucc__fiber_switch(&t->fiber->sp, f->sp);
        return;
    }
    /* Nothing can run and the caller waits: impossible with block-wide
     * barriers alone (the last arrival releases), kept for the day warp
     * collectives can wait on lanes that exited. */
    trap_current(w, cudaErrorLaunchFailure, &t->fiber->sp);
}

/* PTX `exit` (CUB's ThreadExit): the calling thread ends as if its kernel
 * returned.  Only fibers run a kernel that can reach it (a primitive of
 * src/simt/strategy.c); the thread is the one the fiber's fiber_main
 * started last, which set the fiber's exit_jb. */
void cucc__thread_exit(void)
{
    struct cucc__worker *w = cucc__worker_in_block();
    if (!w)
        return;         /* outside a kernel: nothing to end */
    struct cucc__block *b = &w->blk;
    cucc__loop_guard(b);
    __builtin_longjmp(b->cur_fiber->exit_jb, 1);
}

/* Every fiber starts here.  It starts threads one after the other for as
 * long as they finish without blocking; once none is left to start, its
 * stack is free and it hands control to a thread waiting to resume, or,
 * when every thread has exited, back to the worker. */
static void fiber_main(void *arg)
{
    struct cucc__fiber *self = arg;
    struct cucc__worker *w = self->owner;
    struct cucc__block *b = &w->blk;
    const struct cucc__grid *g = b->grid;
    cucc__entry_fn entry = g->entry;
    void **args = g->args;
    unsigned bx = g->block.x, by = g->block.y;

    b->cur_fiber = self;
    for (;;) {
        /* The next thread's index lives in registers (x, y, z) and is
         * mirrored into b->next_idx for other fibers; reading it back from
         * memory on every thread would stall on store forwarding.  (Today
         * a thread that blocked resumes only after every thread started,
         * since a barrier waits for unstarted threads too, so the reload
         * below is for the scheduling that warp collectives will add.) */
        unsigned x = b->next_idx.x, y = b->next_idx.y, z = b->next_idx.z;
        while (b->rq_pos == b->rq_len && b->next_start < b->nthreads) {
            unsigned tid = b->next_start++;
            b->thr[tid].state = CUCC_T_RUNNING;
            b->cur = tid;
            threadIdx.x = x;
            threadIdx.y = y;
            threadIdx.z = z;
            if (++x == bx) {
                x = 0;
                if (++y == by) {
                    y = 0;
                    z++;
                }
            }
            b->next_idx.x = x;
            b->next_idx.y = y;
            b->next_idx.z = z;

            /* (PTX exit, cucc__thread_exit, comes back here too) */
            if (__builtin_setjmp(self->exit_jb) == 0)
                entry(args);

            /* The thread returned: it has exited.  If it blocked on the
             * way, it resumed on this fiber, so this stack is free now. */
            b->thr[tid].state = CUCC_T_EXITED;
            b->live--;
            struct cucc__warp *wp = &b->warps[tid / CUCC_WARP_SIZE];
            wp->exited |= 1u << (tid % CUCC_WARP_SIZE);
            if (wp->waiting)
                cucc__warp_check(b, tid / CUCC_WARP_SIZE);
            cucc__warp_blocked(b, tid);
            if (b->arrived && b->arrived == b->live)
                cucc__barrier_complete(b);
            if (b->next_start != tid + 1) {
                x = b->next_idx.x;
                y = b->next_idx.y;
                z = b->next_idx.z;
            }
        }
        fiber_put(w, self);
        cucc__fiber_tsan_exit();
        if (b->rq_pos < b->rq_len)
            switch_to(b, &b->thr[b->runq[b->rq_pos++]], &self->sp);
        else
            block_leave(w, &self->sp);
        __builtin_unreachable();
    }
}

/* Strategy 1, thread loops: a kernel that never waits for another thread
 * (src/simt/strategy.c) has a loop entry that runs every thread of a
 * block in order, as fiber_main would, but with the body inlined into the
 * loop.  It still runs on a fiber, so that traps, faults and assert leave
 * the block through block_leave as from any fiber, on a stack with the
 * size and the guard page of a CUDA thread's; but one fiber runs a whole
 * chunk of consecutive blocks (run_blocks), so a block costs a call and no
 * switch.  The loop stores threadIdx itself; b->cur and the threads'
 * states are not kept, as nothing reads them: no thread ever waits.  As
 * between fiber blocks, no further block starts once the grid failed. */
__thread unsigned cucc__fuse_x = 1;

/* The blocks a fused call of a kernel with copies of its __shared__
 * variables (g->fuse 2) runs at most: each takes a copy from the worker's
 * shared window (src/rt/smem.c), 256 blocks of at most 48 KB of static
 * shared memory (CUDA's limit), 12 MB.  Fewer would cut the rows: the
 * bench's shared-tile Jacobi took 1.47x the time with 16 blocks a call
 * than with its whole row of 256 (2 workers, medians of 7).  (A cap in
 * bytes would need the copies' size, which the stub does not register.) */
#define FUSE_COPIES_MAX 256

static void loop_main(void *arg)
{
    struct cucc__fiber *self = arg;
    struct cucc__worker *w = self->owner;
    struct cucc__block *b = &w->blk;
    struct cucc__grid *g = b->grid;
    b->cur_fiber = self;
    for (;;) {
        /* a fused entry runs the blocks up to the end of the row of blocks */
        unsigned x0 = blockIdx.x, nb = 1;
        if (g->fuse && b->loop_blocks > 1) {
            nb = g->grid.x - x0 < b->loop_blocks ? g->grid.x - x0 : (unsigned)b->loop_blocks;
            nb = g->fuse == 2 && nb > FUSE_COPIES_MAX ? FUSE_COPIES_MAX : nb;
        }
        cucc__fuse_x = nb;
        b->fuse_x0 = x0;
        b->fuse_nb = nb;
        /* a block's start (the region entry's pieces do not synchronise:
         * src/rt/access_hooks.c, cucc__access_piece) */
        if (cucc__access_tool == CUCC_ACCESS_RACECHECK)
            cucc__race_sync(~0u);
        g->loop(g->args);
        b->fuse_nb = 0;
        blockIdx.x = x0 + nb - 1;
        b->loop_blocks -= nb;
        if (b->loop_blocks == 0 || atomic_load_explicit(&g->error, memory_order_relaxed))
            break;
        if (++blockIdx.x == g->grid.x) {
            blockIdx.x = 0;
            if (++blockIdx.y == g->grid.y) {
                blockIdx.y = 0;
                blockIdx.z++;
            }
        }
    }
    fiber_put(w, self);
    cucc__fiber_tsan_exit();
    block_leave(w, &self->sp);
}

static void trap_current(struct cucc__worker *w, cudaError_t e, void **save)
{
    struct cucc__block *b = &w->blk;
    struct cucc__grid *g = b->grid;
    int none = cudaSuccess;
    atomic_compare_exchange_strong(&g->error, &none, (int)e);
    if (g->cooperative) {
        /* Blocks waiting in grid.sync() for this one must not wait on. */
        pthread_mutex_lock(&g->coop_lock);
        pthread_cond_broadcast(&g->coop_cond);
        pthread_mutex_unlock(&g->coop_lock);
    }
    b->aborted = 1;
    cucc__cmb_drop();   /* what a combining piece owed (combine.c) */
    block_leave(w, save);
}

_Noreturn void cucc__trap(cudaError_t e)
{
    struct cucc__worker *w = cucc__worker_in_block();
    if (!w)
        abort();
    trap_current(w, e, &w->blk.cur_fiber->sp);
    __builtin_unreachable();
}

/* Faults in device code ---------------------------------------------------
 * A bad pointer, a stack overflow into a guard page or a trap instruction in
 * device code ends the grid with a sticky error, as on a GPU, instead of
 * killing the process: the handler (on the alternate stack, with
 * SA_NODEFER so that the signal stays unblocked, since the handler never
 * returns) leaves the block like cucc__trap.  A fault anywhere else is not
 * ours: the previous disposition is restored and the faulting instruction
 * runs again under it.
 *
 * Integer division by zero does not trap on a GPU; here it raises SIGFPE
 * and ends the grid with cudaErrorLaunchFailure. */

static struct sigaction old_action[4];
static const int fault_signals[4] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE };

static void fault_handler(int sig, siginfo_t *si, void *uc)
{
    struct cucc__worker *w = tls_worker;
    if (w && w->on_fiber && w->blk.grid) {
        cudaError_t e = sig == SIGSEGV || sig == SIGBUS ? cudaErrorIllegalAddress
                                                        : cudaErrorLaunchFailure;
        /* The grid's first error only: other blocks may fault after it. */
        struct cucc__block *b = &w->blk;
        if (b->loop && (threadIdx.x == ~0u || b->fuse_nb > 1) && !atomic_load(&b->grid->error)) {
            b->replay = 1;
            b->replay_error = e;
            b->replay_addr = si->si_addr;
        } else if (!atomic_load(&w->blk.grid->error) || b->replaying)
            cucc__report_fault(e, w->blk.grid->name, si->si_addr, uc,
                               w->blk.cur_fiber && cucc__fiber_in_guard(w->blk.cur_fiber, si->si_addr));
        void *dead;
        trap_current(w, e, &dead);
    }
    for (int i = 0; i < 4; i++)
        if (fault_signals[i] == sig) {
            struct sigaction *old = &old_action[i];
            if ((old->sa_flags & SA_SIGINFO) && old->sa_sigaction)
                old->sa_sigaction(sig, si, uc);
            else if (old->sa_handler != SIG_DFL && old->sa_handler != SIG_IGN)
                old->sa_handler(sig);
            else
                sigaction(sig, old, NULL);
        }
}

static void faults_install(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = fault_handler;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
    sigemptyset(&sa.sa_mask);
    for (int i = 0; i < 4; i++)
        sigaction(fault_signals[i], &sa, &old_action[i]);
}

/* After an abort, threads blocked at barriers (and the thread that
 * trapped) still hold their stacks: all of the worker's stacks are free. */
static void block_reclaim(struct cucc__worker *w)
{
    while (w->busy) {
        struct cucc__fiber *f = w->busy;
        cucc__fiber_abandon(f);
        fiber_put(w, f);
    }
}

/* Starts block `blockIdx` of g on a fiber of w (its loop entry when loop
 * is set) and returns when the block has left. */
static int start_block(struct cucc__worker *w, struct cucc__grid *g, int loop, unsigned long long n)
{
    struct cucc__block *b = &w->blk;
    struct cucc__fiber *f = fiber_get(w);
    if (!f) {
        int none = cudaSuccess;
        atomic_compare_exchange_strong(&g->error, &none, (int)cudaErrorLaunchOutOfResources);
        return -1;
    }
    b->grid = g;
    b->nthreads = g->nthreads;
    b->next_start = 0;
    b->next_idx = (uint3){0, 0, 0};
    b->live = g->nthreads;
    b->arrived = b->arrived_true = 0;
    b->rq_pos = b->rq_len = 0;
    b->grid_barrier = 0;
    b->nparts = 0;
    b->aborted = 0;
    b->loop = loop;
    b->loop_blocks = n;
    unsigned nwarps = (g->nthreads + CUCC_WARP_SIZE - 1) / CUCC_WARP_SIZE;
    for (unsigned i = 0; i < nwarps; i++)
        b->warps[i] = (struct cucc__warp){ 0, 0, 0, 0, 0 };
    if (g->nthreads % CUCC_WARP_SIZE)
        b->warps[nwarps - 1].exited = ~0u << (g->nthreads % CUCC_WARP_SIZE);
    if (cucc__access_tool == CUCC_ACCESS_RACECHECK)
        cucc__race_sync(~0u);
    cucc__fiber_start(f, loop ? loop_main : fiber_main, f);
    w->on_fiber = 1;
    cucc__fiber_switch(&w->home_sp, f->sp);
    w->on_fiber = 0;
    if (b->aborted) {
        block_reclaim(w);
        cucc__report_fault_line();
    }
    return b->aborted ? -1 : 0;
}

/* A region block faulted where no thread was known, or a block of a
 * fused call (which, run row by row, does not keep the worker's blockIdx
 * current): it runs again on fibers (the grid has failed; as on a GPU,
 * what its memory holds now is undefined), whose fault handler reports
 * the thread; a fused call's blocks in order until one faults (fuse.c
 * lets no kernel fuse whose effects would show twice: printf, malloc...).
 * Should the fault not recur, the first one is reported without a
 * thread. */
static void replay_block(struct cucc__worker *w, struct cucc__grid *g)
{
    struct cucc__block *b = &w->blk;
    unsigned x0 = b->fuse_nb > 1 ? b->fuse_x0 : blockIdx.x, n = b->fuse_nb > 1 ? b->fuse_nb : 1;
    b->fuse_nb = 0;
    b->replay = 0;
    b->replaying = 1;
    int again = 0;
    for (unsigned k = 0; k < n && !again; k++) {
        blockIdx.x = x0 + k;
        again = start_block(w, g, 0, 1) != 0;
    }
    if (!again) {
        blockIdx.x = x0;
        threadIdx = (uint3){~0u, ~0u, ~0u};
        cucc__report_fault((cudaError_t)b->replay_error, g->name, b->replay_addr, NULL, 0);
    }
    b->replaying = 0;
}

/* Runs block i of g, and for a grid of thread loops the n - 1 blocks after
 * it too (n is 1 otherwise).  Returns 0, or -1 if the grid failed. */
/* -ftz=true kernels: the FPU flushes denormal results to zero and reads
 * denormal inputs as zero (x86: MXCSR's FTZ and DAZ; AArch64: FPCR.FZ)
 * while their blocks run; the worker's mode is restored after. */
static unsigned long fpu_flush_begin(void)
{
#if defined(__x86_64__)
    unsigned csr;
    __asm__ volatile("stmxcsr %0" : "=m"(csr));
    unsigned on = csr | 0x8040u;
    __asm__ volatile("ldmxcsr %0" : : "m"(on));
    return csr;
#elif defined(__aarch64__)
    unsigned long fpcr;
    __asm__ volatile("mrs %0, fpcr" : "=r"(fpcr));
    __asm__ volatile("msr fpcr, %0" : : "r"(fpcr | (1ul << 24)));
    return fpcr;
#else
    return 0;
#endif
}

static void fpu_flush_end(unsigned long saved)
{
#if defined(__x86_64__)
    unsigned csr = (unsigned)saved;
    __asm__ volatile("ldmxcsr %0" : : "m"(csr));
#elif defined(__aarch64__)
    __asm__ volatile("msr fpcr, %0" : : "r"(saved));
#else
    (void)saved;
#endif
}

static int run_block_mode(struct cucc__worker *w, struct cucc__grid *g, unsigned long long i,
                          unsigned long long n);

static int run_block(struct cucc__worker *w, struct cucc__grid *g, unsigned long long i,
                     unsigned long long n)
{
    if (!g->ftz)
        return run_block_mode(w, g, i, n);
    unsigned long saved = fpu_flush_begin();
    int r = run_block_mode(w, g, i, n);
    fpu_flush_end(saved);
    return r;
}

static int run_block_mode(struct cucc__worker *w, struct cucc__grid *g, unsigned long long i,
                          unsigned long long n)
{
    struct cucc__block *b = &w->blk;
    unsigned long long gx = g->grid.x, gy = g->grid.y;
    blockIdx.x = (unsigned)(i % gx);
    blockIdx.y = (unsigned)(i / gx % gy);
    blockIdx.z = (unsigned)(i / (gx * gy));
    blockDim = g->block;
    gridDim = g->grid;
    if (g->dyn_smem != w->dyn_asked)
        cucc__smem_fit_dyn(w, g->dyn_smem);

    if (g->stack_size > w->stack_size) {
        /* Between blocks every stack is free: replace them all. */
        free_list(w->free);
        w->free = NULL;
        w->nfree = 0;
        w->stack_size = g->stack_size;
    }
    int r = start_block(w, g, g->loop != NULL, n);
    if (r != 0 && b->replay)
        replay_block(w, g);
    if (b->asan_replay) {
        /* memcheck's error in a thread loop or region: again on fibers,
         * which name the thread (sanitize.c, report) */
        b->asan_replay = 0;
        blockIdx = b->asan_block;
        b->replaying = 1;
        start_block(w, g, 0, 1);
        b->replaying = 0;
        r = -1;
    }
    b->grid = NULL;
    return r;
}

/* Blocks are claimed in chunks of consecutive blocks.  The grid's blocks
 * are cut into one part per worker slot (the launching thread 0, pool
 * thread k slot k + 1), in order: a worker first claims from its own part,
 * so that launch after launch over the same data each core touches the
 * same blocks and finds them in its caches (a memory-bound saxpy gained
 * that way more than a second core's worth), then from the others', in
 * turn, so that the last blocks still spread over all workers.  A chunk
 * is an eighth of what is left of the part, between 1 and CHUNK_MAX
 * blocks; it runs in order on one worker (a fused entry takes it whole,
 * src/simt/fuse.c).  (It was half of one's own part: on 16 cores the
 * owners of Mandelbrot's heavy middle parts took 64 heavy blocks at once
 * that no one could share, and finished 2 ms after the others.)
 *
 * A fused grid with rows of blocks to spare (at least 4 per part) is cut
 * and claimed in whole rows instead (g->unit blocks each, at least one
 * row a chunk): a fused call then runs thread row y across the grid's
 * whole width, one stream per row of data as a CPU loop reads it.  Chunks
 * of up to 64 blocks starting anywhere in a row had cut a 2D stencil's
 * 2048-float rows into 1024-float pieces or less, which a C replica of
 * that order showed 30 % (1024) to 2x (256) slower than whole rows.
 *
 * A chunk costs its claim and a call of the block entry (about 150 ns on
 * one core, more where a dozen cores claim from one part), so a worker
 * takes at least CHUNK_NS of blocks at the rate its previous chunk of the
 * grid ran: the eighths of a part of cheap blocks had come down to one
 * block a claim (launches of 256-float blocks on the H100 host, best of 5
 * x 2000, three runs: 1024 blocks on 16 cores 24.7-26.6 us -> 21.1-21.6,
 * on 4 cores 26.4-27.1 -> 18.2-19.1; 256 blocks on 4 16.8-17.3 -> 12.2-
 * 12.4; 64 on 4 11.1-11.5 -> 8.7-9.6), while blocks that take CHUNK_NS
 * each (Mandelbrot's) are claimed as before.  The rate is a part's own (a worker that moves
 * to another part starts again from one block), and a claim takes at most
 * half of what is left of the part that way: a part whose last blocks are
 * heavy had gone whole to one worker at the cheap blocks' rate. */
#define CHUNK_MAX 64
#define CHUNK_NS 2000ull

static void parts_init(struct cucc__grid *g)
{
    unsigned p = (unsigned)cucc__num_workers();
    p = p < 1 ? 1 : p > CUCC_PARTS ? CUCC_PARTS : p;
    if ((unsigned long long)p > g->nblocks)
        p = (unsigned)g->nblocks;
    g->nparts = p ? p : 1;
    g->unit = 1;
    if (g->fuse && g->grid.x > 1 && g->nblocks / g->grid.x >= 4ull * g->nparts)
        g->unit = g->grid.x;
    unsigned long long units = g->nblocks / g->unit;
    atomic_store_explicit(&g->parts_done, 0, memory_order_relaxed);
    for (unsigned k = 0; k < g->nparts; k++) {
        atomic_store_explicit(&g->parts[k].next, units * k / g->nparts * g->unit, memory_order_relaxed);
        g->parts[k].end = units * (k + 1) / g->nparts * g->unit;
    }
}

/* Claims a chunk of part k, at least `least` blocks where the part has
 * them: its first block in *i, its length returned (0: the part is all
 * claimed). */
static unsigned long long claim(struct cucc__grid *g, unsigned k, unsigned long long *i,
                                unsigned long long least, unsigned long long *units_left)
{
    struct cucc__part *pt = &g->parts[k];
    unsigned long long next = atomic_load_explicit(&pt->next, memory_order_relaxed);
    if (next >= pt->end)
        return 0;
    unsigned long long left = (pt->end - next) / g->unit, n = left / 8, most = CHUNK_MAX / g->unit;
    *units_left = left;
    least = (least + g->unit - 1) / g->unit;
    least = least > left / 2 ? left / 2 : least;    /* its last blocks may cost more */
    most = most < least ? least : most < 1 ? 1 : most;
    n = n < least ? least : n < 1 ? 1 : n > most ? most : n;
    n *= g->unit;
    *i = atomic_fetch_add_explicit(&pt->next, n, memory_order_relaxed);
    if (*i >= pt->end)
        return 0;
    return n < pt->end - *i ? n : pt->end - *i;
}

static void run_blocks_in(struct cucc__worker *w, struct cucc__grid *g);

/* Runs chunks of g's blocks until none is left (or an error stops the
 * grid), then marks the grid exhausted for pool_pick. */
static void run_blocks(struct cucc__worker *w, struct cucc__grid *g)
{
    run_blocks_in(w, g);
    /* (read first: a store of each of 16 workers is a line they take in turn) */
    if (!atomic_load_explicit(&g->exhausted, memory_order_relaxed))
        atomic_store_explicit(&g->exhausted, 1, memory_order_relaxed);
}

static void run_blocks_in(struct cucc__worker *w, struct cucc__grid *g)
{
    if (cucc__sanitizing() || cucc__access_tool)
        cucc__guard_dyn_smem(w->dyn_smem, g->dyn_smem, CUCC_MAX_DYN_SMEM);
    unsigned home = w->slot % g->nparts;
    unsigned long long least = 1;       /* CHUNK_NS of blocks at the last chunk's rate */
    for (unsigned d = 0; d < g->nparts; d++) {
        unsigned k = (home + d) % g->nparts;
        unsigned long long i, n, left;
        if (d > 0) {
            least = 1;                  /* another part's blocks may cost more */
            if (atomic_load_explicit(&g->parts_done, memory_order_relaxed) >> k & 1)
                continue;
        }
        while ((n = claim(g, k, &i, least, &left)) > 0) {
            /* timed only where the rate can make a claim larger: with
             * every chunk timed, a 16-block launch took 11.4-11.9 us on 16
             * cores against 5.3-7.2 before (5.7-6.3 so; 4 cores: 7.9-8.3
             * against 3.6-4.8, 4.0-5.0 so) */
            int timed = left >= 4;
            unsigned long long t0 = timed ? cucc__now_ns() : 0;
            if (g->loop) {
                if (atomic_load_explicit(&g->error, memory_order_relaxed) || run_block(w, g, i, n) != 0)
                    return;
            } else {
                for (unsigned long long end = i + n; i < end; i++)
                    if (atomic_load_explicit(&g->error, memory_order_relaxed) || run_block(w, g, i, 1) != 0)
                        return;
            }
            if (timed) {
                unsigned long long dt = cucc__now_ns() - t0;
                least = dt < CHUNK_NS / CHUNK_MAX * n ? CHUNK_MAX : CHUNK_NS * n / dt;
                least = least < 1 ? 1 : least;
            }
        }
        if (!(atomic_load_explicit(&g->parts_done, memory_order_relaxed) >> k & 1))
            atomic_fetch_or_explicit(&g->parts_done, 1ull << k, memory_order_relaxed);
    }
}

/* The pool ------------------------------------------------------------- */

static struct {
    pthread_mutex_t lock;
    pthread_cond_t work;        /* a grid was queued */
    pthread_cond_t done;        /* a grid's helper count reached zero */
    struct cucc__grid *head, *tail;
    int nthreads;               /* pool threads (the launcher is one more) */
    int sleeping;
    _Atomic long long wanted;   /* helpers the queued grids still want
                                 * (read without the lock by spinners) */
    _Atomic unsigned long long ready_at;   /* no help before (ns) */
} pool = {
    /* Adaptive: the critical sections are a few instructions, and a dozen
     * workers arriving at once must not convoy through futex sleeps. */
    .lock = PTHREAD_ADAPTIVE_MUTEX_INITIALIZER_NP,
    .work = PTHREAD_COND_INITIALIZER,
    .done = PTHREAD_COND_INITIALIZER,
};
static pthread_once_t pool_once = PTHREAD_ONCE_INIT;

/* The hot grid: one published grid that helpers join without a lock.  A
 * launcher takes the slot when it is free (else its grid goes on the
 * list).  Each pool thread has a line of its own, `present`, that names
 * the hot grid it is looking at or running: a helper writes it before it
 * looks at hot.open again, the launcher closes the slot before it looks
 * at the present lines, and waits until none names its grid (on its
 * stack) before the grid goes away and the slot is freed; each side's
 * store comes before its load, sequentially consistent, so one of them
 * sees the other's.  Joining through the list took every helper a ticket,
 * the list lock and the grid's line in turn: on 16 cores the helpers of a
 * 1024-block launch arrived 2.7 to 11.5 us after publication (medians of
 * 200 launches, with no help delay), blocks the launcher then ran in
 * their parts instead.  Then a count of the helpers joining (hot.users),
 * the seats and the grid's count of helpers, three lines that each of
 * 15 helpers changed in turn, had them arrive 4-6 us after publication
 * (the bench's reduce_shared, H200 host); now a helper writes only its
 * own line, and the seat count only where the grid wants fewer helpers
 * than the pool has (`limited`). */
static struct {
    _Alignas(64) _Atomic(struct cucc__grid *) grid;
    _Atomic int open;                   /* helpers may join */
    _Atomic int limited;                /* only `seats` helpers */
    _Atomic unsigned long long gen;     /* publications so far */
    _Atomic(const void *) owner;        /* the grid's stream (written before open) */
    _Alignas(64) _Atomic int seats;     /* helpers it still wants (limited) */
    _Alignas(64) _Atomic int waiting;   /* the launcher sleeps on pool.done */
} hot;

struct present {
    _Alignas(64) _Atomic(struct cucc__grid *) grid;
};
static struct present *present;         /* by pool slot, 1..npresent - 1 */
static unsigned npresent;
/* The last HOST_SLOTS present lines are lent to threads outside the pool
 * that help a grid while they wait for it (cucc__help_grid). */
#define HOST_SLOTS 4
static _Atomic int host_slot_busy[HOST_SLOTS];

/* A helper leaves grid g, taken from the list; after this g may be
 * gone. */
static void helper_leave(struct cucc__grid *g)
{
    if (atomic_fetch_sub_explicit(&g->helpers, 1, memory_order_release) == 1) {
        pthread_mutex_lock(&pool.lock);
        pthread_cond_broadcast(&pool.done);
        pthread_mutex_unlock(&pool.lock);
    }
}

/* Is a hot grid open that wants helpers, other than publication
 * `joined` (the one this worker ran last)? */
static int hot_wanted(unsigned long long joined)
{
    return atomic_load_explicit(&hot.open, memory_order_relaxed) &&
           atomic_load_explicit(&hot.gen, memory_order_relaxed) != joined &&
           (!atomic_load_explicit(&hot.limited, memory_order_relaxed) ||
            atomic_load_explicit(&hot.seats, memory_order_relaxed) > 0);
}

/* Joins the hot grid if it is open and has a seat: runs its blocks.
 * Returns 0 where it did not; *joined: the publication it looked at. */
static int hot_join(struct cucc__worker *w, unsigned long long *joined, const void *owner)
{
    struct cucc__grid *g = atomic_load_explicit(&hot.grid, memory_order_acquire);
    if (!g || w->slot >= npresent)
        return 0;
    _Atomic(struct cucc__grid *) *mine = &present[w->slot].grid;
    atomic_store(mine, g);
    int ran = 0;
    if (atomic_load(&hot.open) && atomic_load(&hot.grid) == g) {
        /* g is the open grid, and its launcher waits for this line */
        unsigned long long gen = atomic_load_explicit(&hot.gen, memory_order_relaxed);
        if (gen != *joined && (!owner || atomic_load(&hot.owner) == owner) &&
            (!atomic_load_explicit(&hot.limited, memory_order_relaxed) ||
             atomic_fetch_sub_explicit(&hot.seats, 1, memory_order_relaxed) > 0) &&
            !atomic_load_explicit(&g->exhausted, memory_order_relaxed)) {
            run_blocks(w, g);
            ran = 1;
        }
        *joined = gen;
    }
    atomic_store(mine, NULL);
    if (atomic_load(&hot.waiting)) {
        pthread_mutex_lock(&pool.lock);
        pthread_cond_broadcast(&pool.done);
        pthread_mutex_unlock(&pool.lock);
    }
    return ran;
}

/* Takes the hot slot for g if it is free: returns 0 where it was not. */
static int hot_publish(struct cucc__grid *g, int want, int limited)
{
    struct cucc__grid *none = NULL;
    if (!present || !atomic_compare_exchange_strong(&hot.grid, &none, g))
        return 0;
    atomic_store_explicit(&hot.seats, want, memory_order_relaxed);
    atomic_store_explicit(&hot.limited, limited, memory_order_relaxed);
    atomic_store_explicit(&hot.owner, g->owner, memory_order_relaxed);
    atomic_fetch_add_explicit(&hot.gen, 1, memory_order_relaxed);
    atomic_store(&hot.open, 1);
    return 1;
}

/* The launcher closes the slot, and frees it once no helper can touch its
 * grid: none names it in its present line (those that look at hot.open
 * from now on see it closed). */
static void hot_close(void)
{
    atomic_store(&hot.open, 0);
}

static int hot_present(const struct cucc__grid *g)
{
    int any = 0;
    for (unsigned i = 1; i < npresent; i++)
        any |= atomic_load(&present[i].grid) == g;
    return any;
}

static void hot_free(const struct cucc__grid *g)
{
    CUCC_SPIN_WHILE(hot_present(g));
    if (hot_present(g)) {
        /* a helper runs long blocks (or lost its core): sleep */
        pthread_mutex_lock(&pool.lock);
        atomic_store(&hot.waiting, 1);
        while (hot_present(g))
            pthread_cond_wait(&pool.done, &pool.lock);
        atomic_store(&hot.waiting, 0);
        pthread_mutex_unlock(&pool.lock);
    }
    atomic_store_explicit(&hot.grid, NULL, memory_order_release);
}

/* The list of grids (pool.head/tail, each grid's qnext, queued and
 * want_left) has a spin lock of its own: a dozen helpers arriving at once
 * for a grid hold it a few instructions each, and through the mutex they
 * queued for microseconds (a 1024-block launch on 16 cores: 7.6 us on
 * average between a helper's ticket and its grid).  Taken alone or inside
 * pool.lock, never the other way round. */
static _Atomic int list_lock;

static void list_acquire(void)
{
    unsigned i = 0;
    while (atomic_exchange_explicit(&list_lock, 1, memory_order_acquire))
        while (atomic_load_explicit(&list_lock, memory_order_relaxed)) {
            cucc__cpu_relax();
            if ((++i & 255) == 0)
                sched_yield();      /* the holder may have lost its core */
        }
}

static void list_release(void)
{
    atomic_store_explicit(&list_lock, 0, memory_order_release);
}

static void pool_unlink(struct cucc__grid *g)
{
    struct cucc__grid **pp;
    for (pp = &pool.head; *pp; pp = &(*pp)->qnext)
        if (*pp == g) {
            *pp = g->qnext;
            break;
        }
    pool.tail = NULL;
    for (struct cucc__grid *q = pool.head; q; q = q->qnext)
        pool.tail = q;
    g->queued = 0;
    atomic_fetch_sub_explicit(&pool.wanted, g->want_left, memory_order_relaxed);
    g->want_left = 0;
}

/* The first queued grid that wants one more helper (the launcher runs
 * blocks too, so a grid of n blocks wants at most n - 1); grids that a
 * worker found all claimed leave the list on the way (a flag, not a look
 * at every part's counter: those are lines the claiming workers write, a
 * cache miss each under the lock).  Called with list_lock held. */
static struct cucc__grid *pool_pick(void)
{
    struct cucc__grid *g = pool.head;
    while (g) {
        struct cucc__grid *next = g->qnext;
        if (atomic_load_explicit(&g->exhausted, memory_order_relaxed))
            pool_unlink(g);
        else if (g->want_left > 0)
            return g;
        g = next;
    }
    return NULL;
}

/* Puts g on the list of grids, wanting `want` helpers. */
static void pool_queue(struct cucc__grid *g, long long want)
{
    list_acquire();
    g->qnext = NULL;
    if (pool.tail)
        pool.tail->qnext = g;
    else
        pool.head = g;
    pool.tail = g;
    g->queued = 1;
    g->want_left = (int)want;
    list_release();
    atomic_fetch_add_explicit(&pool.wanted, want, memory_order_relaxed);
}

/* A ticket is the right to help one grid: workers take one from
 * pool.wanted without the lock, so that only as many come for the lock as
 * there are helpers wanted.  pool.wanted is the sum of the queued grids'
 * want_left less the tickets out; a ticket that finds no grid any more
 * (its grid was finished and unlinked meanwhile) is given back. */
static int take_ticket(void)
{
    long long v = atomic_load_explicit(&pool.wanted, memory_order_relaxed);
    while (v > 0)
        if (atomic_compare_exchange_weak_explicit(&pool.wanted, &v, v - 1, memory_order_acquire,
                                                  memory_order_relaxed))
            return 1;
    return 0;
}

static void *pool_main(void *arg)
{
    struct cucc__worker *w = cucc__worker_self();
    if (w)
        w->slot = (unsigned)(uintptr_t)arg;
    if (!w) {
        /* Without worker state this thread cannot help. */
        pthread_mutex_lock(&pool.lock);
        pool.nthreads--;
        pthread_mutex_unlock(&pool.lock);
        return NULL;
    }
    unsigned long long idle_since = cucc__now_ns(), joined = 0;
    for (;;) {
        /* Spin first (launches often come back to back), then sleep.  A
         * small grid that its launcher finishes within HELP_DELAY_NS gets
         * no help: helpers arriving would cost it more than they save. */
        CUCC_SPIN_WHILE(atomic_load_explicit(&pool.wanted, memory_order_relaxed) <= 0 && !hot_wanted(joined));
        CUCC_SPIN_WHILE(cucc__now_ns() < atomic_load_explicit(&pool.ready_at, memory_order_relaxed));
        if (hot_wanted(joined)) {
            if (hot_join(w, &joined, NULL))
                idle_since = cucc__now_ns();
            continue;
        }
        if (!take_ticket()) {
            /* No ticket: the grid was finished before help came, or others
             * took them.  Sleep only once idle for the whole spin budget:
             * the next launch, microseconds away, must not have to wake
             * every worker through the condition variable (that cost a
             * launch of 16 tiny blocks 15 us on 16 cores, against 2 us on
             * one). */
            if (cucc__now_ns() - idle_since < cucc__spin_ns())
                continue;
            cucc__worker_trim();        /* likely to sleep */
            pthread_mutex_lock(&pool.lock);
            if (atomic_load_explicit(&pool.wanted, memory_order_relaxed) <= 0 && !hot_wanted(joined)) {
                pool.sleeping++;
                pthread_cond_wait(&pool.work, &pool.lock);
                pool.sleeping--;
            }
            pthread_mutex_unlock(&pool.lock);
            idle_since = cucc__now_ns();
            continue;
        }
        list_acquire();
        struct cucc__grid *g = pool_pick();
        if (!g) {
            atomic_fetch_add_explicit(&pool.wanted, 1, memory_order_relaxed);
            list_release();
            continue;
        }
        g->want_left--;
        atomic_fetch_add_explicit(&g->helpers, 1, memory_order_relaxed);
        list_release();
        run_blocks(w, g);
        /* After this g may be gone: touch only the pool.  (The grid leaves
         * the list through its launcher or pool_pick.) */
        helper_leave(g);
        idle_since = cucc__now_ns();
    }
}

/* A child of fork() has only the thread that forked it: no pool threads,
 * and none of the locks one of them held then (a helper takes pool.lock
 * to go to sleep 200 us after its last grid: a child forked then would
 * wait for ever in its first launch; see also stream.c,
 * streams_after_fork).  Its launches run on the launching thread alone. */
static void pool_after_fork(void)
{
    pool.lock = (pthread_mutex_t)PTHREAD_ADAPTIVE_MUTEX_INITIALIZER_NP;
    pool.work = (pthread_cond_t)PTHREAD_COND_INITIALIZER;
    pool.done = (pthread_cond_t)PTHREAD_COND_INITIALIZER;
    pool.head = pool.tail = NULL;
    pool.nthreads = 0;
    pool.sleeping = 0;
    atomic_store_explicit(&pool.wanted, 0, memory_order_relaxed);
    atomic_store_explicit(&list_lock, 0, memory_order_relaxed);
    atomic_store_explicit(&hot.grid, NULL, memory_order_relaxed);
    atomic_store_explicit(&hot.open, 0, memory_order_relaxed);
    atomic_store_explicit(&hot.seats, 0, memory_order_relaxed);
    atomic_store_explicit(&hot.waiting, 0, memory_order_relaxed);
    for (unsigned i = 0; i < npresent; i++)
        atomic_store_explicit(&present[i].grid, NULL, memory_order_relaxed);
    for (unsigned i = 0; i < HOST_SLOTS; i++)
        atomic_store_explicit(&host_slot_busy[i], 0, memory_order_relaxed);
}

int cucc__help_wanted(const void *owner, unsigned long long joined)
{
    return owner && hot_wanted(joined) && atomic_load_explicit(&hot.owner, memory_order_relaxed) == owner;
}

/* Before this, a host thread that synchronised while the stream's executor
 * ran a grid spun beside the executor and the pool: three threads on two
 * vCPUs, the host asleep after its spin budget, and a helper the executor's
 * wake-up had pushed off its core left behind the executor on one CPU for
 * 1.8 ms while the other was idle (perf sched, the bench's 10 launches of
 * reduce_shuffle). */
int cucc__help_grid(const void *owner, unsigned long long *joined)
{
    /* where it cannot join, the publication counts as looked at */
    unsigned long long gen = atomic_load(&hot.gen);
    struct cucc__worker *w = cucc__worker_self();
    unsigned k = HOST_SLOTS;
    if (owner && w && !w->blk.grid && w->slot == 0 && atomic_load(&hot.open))
        for (k = 0; k < HOST_SLOTS; k++) {
            int free_ = 0;
            if (atomic_compare_exchange_strong(&host_slot_busy[k], &free_, 1))
                break;
        }
    if (k == HOST_SLOTS) {
        *joined = gen;
        return 0;
    }
    w->slot = npresent - HOST_SLOTS + k;
    unsigned long long seen = *joined;
    int ran = hot_join(w, joined, owner);
    if (*joined == seen)
        *joined = gen;
    w->slot = 0;
    atomic_store(&host_slot_busy[k], 0);
    return ran;
}

static void pool_start(void)
{
    int n = cucc__num_workers() - 1;
    (void)pthread_atfork(NULL, NULL, pool_after_fork);
    /* slot 0 (the launching thread) unused: pool thread i has slot i,
     * then the HOST_SLOTS lent to helping waiters */
    unsigned np = (unsigned)n + 1 + HOST_SLOTS;
    present = n > 0 ? aligned_alloc(64, (size_t)np * sizeof *present) : NULL;
    if (present) {
        for (unsigned i = 0; i < np; i++)
            atomic_init(&present[i].grid, NULL);
        npresent = np;
    }
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    for (int i = 0; i < n; i++) {
        pthread_t t;
        if (pthread_create(&t, &attr, pool_main, (void *)(uintptr_t)(i + 1)) != 0)
            break;
        pthread_mutex_lock(&pool.lock);
        pool.nthreads++;
        pthread_mutex_unlock(&pool.lock);
    }
    pthread_attr_destroy(&attr);
}

/* Cooperative grids ------------------------------------------------------
 * grid.sync() needs every block of the grid resident at once.  A block's
 * shared memory is its OS thread's thread-local storage, so two blocks
 * cannot take turns on one thread: each block gets a thread of its own for
 * the duration of the launch (cudaLaunchCooperativeKernel limits the grid
 * to what the device could hold, see launch.c).  The launching thread runs
 * block 0. */

struct coop_block {
    struct cucc__grid *g;
    unsigned long long i;
    pthread_t thread;
};

static void *coop_main(void *arg)
{
    struct coop_block *cb = arg;
    struct cucc__worker *w = cucc__worker_self();
    if (!w) {
        int none = cudaSuccess;
        atomic_compare_exchange_strong(&cb->g->error, &none, (int)cudaErrorLaunchOutOfResources);
        pthread_mutex_lock(&cb->g->coop_lock);
        pthread_cond_broadcast(&cb->g->coop_cond);
        pthread_mutex_unlock(&cb->g->coop_lock);
        return NULL;
    }
    run_block(w, cb->g, cb->i, 1);
    return NULL;
}

void cucc__barrier_complete(struct cucc__block *b)
{
    if (b->grid_barrier) {
        b->grid_barrier = 0;
        if (cucc__grid_barrier(b->grid) != 0)
            cucc__trap((cudaError_t)atomic_load(&b->grid->error));
    }
    cucc__barrier_release(b);
}

int cucc__grid_barrier(struct cucc__grid *g)
{
    int ok = 0;
    pthread_mutex_lock(&g->coop_lock);
    unsigned long long gen = g->coop_gen;
    if (++g->coop_arrived == g->nblocks) {
        g->coop_arrived = 0;
        g->coop_gen++;
        pthread_cond_broadcast(&g->coop_cond);
    } else {
        while (g->coop_gen == gen && !atomic_load(&g->error))
            pthread_cond_wait(&g->coop_cond, &g->coop_lock);
    }
    if (g->coop_gen == gen)
        ok = -1;
    pthread_mutex_unlock(&g->coop_lock);
    return ok;
}

static cudaError_t coop_run(struct cucc__worker *w, struct cucc__grid *g)
{
    struct coop_block *cb = calloc(g->nblocks, sizeof *cb);
    if (!cb)
        return cudaErrorMemoryAllocation;
    pthread_mutex_init(&g->coop_lock, NULL);
    pthread_cond_init(&g->coop_cond, NULL);
    g->coop_arrived = g->coop_gen = 0;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, 1u << 20);     /* blocks run on fibers */
    unsigned long long started = 1;
    for (unsigned long long i = 1; i < g->nblocks; i++, started++) {
        cb[i].g = g;
        cb[i].i = i;
        if (pthread_create(&cb[i].thread, &attr, coop_main, &cb[i]) != 0)
            break;
    }
    pthread_attr_destroy(&attr);
    if (started < g->nblocks) {
        /* Not every block could get a thread: those that did would wait in
         * grid.sync() for ever.  Fail the grid so that they stop. */
        int none = cudaSuccess;
        atomic_compare_exchange_strong(&g->error, &none, (int)cudaErrorCooperativeLaunchTooLarge);
        pthread_mutex_lock(&g->coop_lock);
        pthread_cond_broadcast(&g->coop_cond);
        pthread_mutex_unlock(&g->coop_lock);
    } else {
        run_block(w, g, 0, 1);
    }
    for (unsigned long long i = 1; i < started; i++)
        pthread_join(cb[i].thread, NULL);
    pthread_cond_destroy(&g->coop_cond);
    pthread_mutex_destroy(&g->coop_lock);
    free(cb);
    return (cudaError_t)atomic_load(&g->error);
}

cudaError_t cucc__grid_run(struct cucc__grid *g)
{
    struct cucc__worker *w = cucc__worker_self();
    if (!w)
        return cudaErrorMemoryAllocation;
    if (w->blk.grid)
        return cudaErrorNotSupported;   /* a launch from device code */
    g->owner = cucc__op_stream;
    if (g->cooperative) {
        if (!g->stack_size)
            g->stack_size = cucc__stack_size_for_launch();
        atomic_store(&g->error, cudaSuccess);
        return coop_run(w, g);
    }
    if (!g->stack_size)
        g->stack_size = cucc__stack_size_for_launch();
    parts_init(g);
    atomic_store_explicit(&g->error, cudaSuccess, memory_order_relaxed);
    g->queued = 0;
    g->want_left = 0;
    atomic_store_explicit(&g->helpers, 0, memory_order_relaxed);
    atomic_store_explicit(&g->exhausted, 0, memory_order_relaxed);

    int shared = 0;
    if (g->nblocks > 1) {
        pthread_once(&pool_once, pool_start);
        pthread_mutex_lock(&pool.lock);
        if (pool.nthreads > 0) {
            /* Wake sleepers only where spinning workers fall short. */
            long long want = (long long)(g->nblocks - 1 < (unsigned long long)pool.nthreads
                                         ? g->nblocks - 1 : (unsigned long long)pool.nthreads);
            /* Cheap blocks gain from helpers only where there are many */
            atomic_store_explicit(&pool.ready_at, cucc__now_ns() + (g->nblocks >= HELP_AT_ONCE ? 0 : HELP_DELAY_NS),
                                  memory_order_relaxed);
            shared = hot_publish(g, (int)want, want < pool.nthreads) ? 2 : 1;
            if (shared == 1)
                pool_queue(g, want);
            long long wake = want - (pool.nthreads - pool.sleeping);
            if (wake >= pool.sleeping)
                pthread_cond_broadcast(&pool.work);
            else
                for (long long k = 0; k < wake; k++)
                    pthread_cond_signal(&pool.work);
        }
        pthread_mutex_unlock(&pool.lock);
    }

    run_blocks(w, g);

    if (shared == 2) {
        hot_close();
    } else if (shared) {
        list_acquire();
        if (g->queued)
            pool_unlink(g);
        list_release();
    }
    if (shared == 1) {
        /* No worker can join now; wait for those inside to leave. */
        CUCC_SPIN_WHILE(atomic_load_explicit(&g->helpers, memory_order_acquire) > 0);
        if (atomic_load_explicit(&g->helpers, memory_order_acquire) > 0) {
            pthread_mutex_lock(&pool.lock);
            while (atomic_load_explicit(&g->helpers, memory_order_acquire) > 0)
                pthread_cond_wait(&pool.done, &pool.lock);
            pthread_mutex_unlock(&pool.lock);
        }
    }
    if (shared == 2)
        hot_free(g);
    return (cudaError_t)atomic_load_explicit(&g->error, memory_order_acquire);
}
