/*
 * SIMT execution internals shared by fiber.c, sched.c, barrier.c, launch.c
 * and stream.c (and, later, the warp collectives).  docs/design.md, "SIMT
 * execution", tells the story; this header holds the data structures.
 */
#ifndef CUCC_RT_SCHED_H
#define CUCC_RT_SCHED_H

#include "rt.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>

/* error.c: records e as the last error, ignoring the sticky error. */
cudaError_t cucc__ret_plain(cudaError_t e);

/* fiber.c -------------------------------------------------------------- */

struct cucc__worker;

/* A stack with a guard page below it.  While the fiber is switched out,
 * `sp` points at its saved callee-saved registers. */
struct cucc__fiber {
    void *sp;
    char *base;                 /* mapping: guard page, then the stack */
    char *top;                  /* where frames start: the end, less a colour */
    size_t size;
    struct cucc__worker *owner; /* the worker that took it last */
    struct cucc__fiber *next;   /* free list (a worker's or the shared cache's) */
    struct cucc__fiber *bprev, *bnext;  /* the owner's stacks in use */
    unsigned vg_id;             /* valgrind's id of the stack (fiber.c) */
    void *exit_jb[5];           /* where cucc__thread_exit of its thread goes */
};

size_t cucc__stack_size(void);            /* CUCC_STACK_SIZE, default 256 KiB */
size_t cucc__stack_size_for_launch(void); /* that, or more for cudaLimitStackSize */
struct cucc__fiber *cucc__fiber_new(size_t stack_size);   /* NULL when out of memory */
void cucc__fiber_free(struct cucc__fiber *f);
/* Prepares f so that switching to f->sp calls fn(arg); fn must never
 * return (it switches away for good instead). */
void cucc__fiber_start(struct cucc__fiber *f, void (*fn)(void *), void *arg);
int cucc__fiber_in_guard(const struct cucc__fiber *f, const void *addr);
/* The frames on f will never return (their block was aborted). */
void cucc__fiber_abandon(struct cucc__fiber *f);
/* fiber_<arch>.S: saves the current context, stores its stack pointer in
 * *save_sp and resumes the context saved at to_sp. */
void cucc__fiber_switch(void **save_sp, void *to_sp);
/* ThreadSanitizer is not told about fibers: the fibers of one OS thread
 * run one after the other, so to TSan they may as well be that thread (its
 * fiber API would give every stack a megabyte of TSan state, and there are
 * thousands of stacks).  What TSan does need is balanced calls and returns
 * on its shadow call stack: a function that switches away for good
 * (fiber_main) never returns, so it pops its own frame before it goes.
 * Reports show the frames of a thread's fibers interleaved. */
#if defined(__SANITIZE_THREAD__)
void __tsan_func_exit(void);
#define cucc__fiber_tsan_exit() __tsan_func_exit()
#else
#define cucc__fiber_tsan_exit() ((void)0)
#endif

/* sched.c -------------------------------------------------------------- */

#define CUCC_MAX_BLOCK_THREADS 1024
#define CUCC_WARP_SIZE 32

/* A CUDA thread's scheduling state.  Lane and warp are tid % 32 and
 * tid / 32 (x fastest, then y, then z, Programming Guide 5.2.1). */
enum cucc__tstate {
    CUCC_T_UNSTARTED,
    CUCC_T_RUNNING,
    CUCC_T_RUNNABLE,     /* released from a barrier, waiting for its turn */
    CUCC_T_AT_BARRIER,   /* in __syncthreads* */
    CUCC_T_AT_WARP_SYNC, /* in a warp collective (cucc__warp_op) */
    CUCC_T_AT_ACTIVEMASK, /* in __activemask(), until its warp converges */
    CUCC_T_AT_PART,      /* in cucc__part_barrier */
    CUCC_T_EXITED
};
extern const char *const cucc__thread_state_names[];   /* debug.c */

/* fiber and idx are valid while the thread waits (they are written when it
 * blocks); a thread that never blocks only ever has its state written. */
struct cucc__thread {
    struct cucc__fiber *fiber;  /* the stack holding its frames */
    uint3 idx;
    unsigned mask;              /* the lanes it waits for at a warp sync */
    unsigned long part_key;     /* the partial barrier it waits at */
    unsigned char state;
    /* A warp collective (warp.c): what the lane brings, and its result,
     * computed by whoever completes the rendezvous. */
    unsigned char op;
    unsigned char width;
    int arg;
    unsigned long long value, result;
    /* Where it called __activemask() (warp.c): the call's number, the
     * return address of the function making it, and the stack depth. */
    int site;
    const void *caller;
    size_t depth;
};

/* A warp's lanes: which have exited (or do not exist, past the end of a
 * partial last warp), which wait at a warp sync and which wait in
 * __activemask() for their warp to converge. */
struct cucc__warp {
    unsigned exited;
    unsigned waiting;
    unsigned querying;
    unsigned passed;    /* __activemask() decisions that left a set waiting */
    unsigned bad_sync;  /* synccheck: a lane called __syncwarp with a mask without it */
};

/* Parts of a grid's blocks, at most (workers beyond share parts). */
#define CUCC_PARTS 64          /* at most 64: parts_done has a bit each */

/* A grid being executed: a launch after validation.  `next` hands out
 * blocks to whoever runs them (the launching thread and pool workers). */
struct cucc__grid {
    cucc__entry_fn entry;
    cucc__loop_fn loop;                 /* run blocks as thread loops, or NULL */
    int fuse;                           /* loop runs cucc__fuse_x blocks along x (2:
                                         * each with copies of the shared variables) */
    int ftz;                            /* its blocks flush denormals (-ftz=true) */
    void **args;
    const char *name;
    dim3 grid, block;
    unsigned nthreads;                  /* per block */
    unsigned long long nblocks;
    size_t dyn_smem;
    size_t stack_size;                  /* of each CUDA thread */
    /* The blocks in parts, one a worker slot (sched.c, run_blocks): part
     * p's next block to claim and its end. */
    struct cucc__part {
        _Atomic unsigned long long next;
        unsigned long long end;
        char pad[64 - 2 * sizeof(unsigned long long)];
    } parts[CUCC_PARTS];
    /* bit p: a worker found part p all claimed (a worker out of blocks
     * looks at one line, not at every part's); padded to a line of its
     * own wherever the grid lies */
    char parts_done_pad[56];
    _Atomic unsigned long long parts_done;
    char parts_done_post[56];
    unsigned nparts;
    unsigned unit;                      /* blocks claimed together: 1, or a
                                         * fused grid's rows of blocks */
    /* the stream whose operation runs it (cucc__op_stream), so that a host
     * thread waiting for that stream may help (cucc__help_grid) */
    const void *owner;
    _Atomic int error;                  /* first error raised by a thread */
    /* Grids launched by device code (dynamic parallelism, launch.c): they
     * run once this grid's blocks are done, in launch order, the tail
     * launches last; the grid completes after them.  child_lock. */
    pthread_mutex_t child_lock;
    void *children, *children_last, *tails, *tails_last;
    unsigned long long nchildren;
    /* Cooperative launch (cudaLaunchCooperativeKernel): every block runs at
     * once, on a thread of its own, and grid.sync() is a barrier over the
     * blocks, protected by coop_lock. */
    int cooperative;
    /* racecheck's races between blocks (racecheck_global.c): the grid's
     * number, 0 when not checked, and each block's last fence */
    unsigned long long race_id;
    _Atomic unsigned long long *race_fence;
    pthread_mutex_t coop_lock;
    pthread_cond_t coop_cond;
    unsigned long long coop_arrived, coop_gen;
    /* Pool bookkeeping, protected by the list lock (sched.c); helpers and
     * exhausted are also read without it. */
    struct cucc__grid *qnext;
    _Atomic int queued;                 /* on the pool's list of grids */
    int want_left;                      /* helpers it still wants */
    _Atomic int helpers;                /* pool workers inside the grid */
    _Atomic int exhausted;              /* a worker found every part claimed */
};

/* The block a worker is running.  Only that worker's fibers touch it, so
 * it needs no lock. */
struct cucc__block {
    struct cucc__grid *grid;            /* NULL between blocks */
    struct cucc__thread *thr;
    unsigned nthreads;
    unsigned next_start;                /* first thread not started yet */
    uint3 next_idx;                     /* its threadIdx */
    unsigned cur;                       /* the running thread */
    struct cucc__fiber *cur_fiber;      /* the fiber it runs on */
    unsigned live;                      /* threads started or not, not exited */
    /* The barrier: threads that arrived, in arrival order, and how many of
     * them had a true predicate. */
    unsigned *waitq;
    unsigned arrived, arrived_true;
    const void *bar_site;               /* synccheck: where the first arrival called from */
    /* Threads that can resume (released by a barrier or a warp sync), in
     * the order they will: runq[rq_pos .. rq_len). */
    unsigned *runq;
    unsigned rq_pos, rq_len;
    unsigned res_n, res_true;           /* the last barrier's reduction */
    int grid_barrier;                   /* the barrier is a grid.sync() */
    /* Partial barriers with arrivals pending (cucc__part_barrier). */
    struct cucc__part_bar {
        unsigned long key;
        unsigned arrived;
    } parts[CUCC_MAX_BLOCK_THREADS / CUCC_WARP_SIZE];
    unsigned nparts;
    int aborted;
    int loop;                           /* run by the grid's loop entry */
    /* A fault in a region piece that keeps no threadIdx (src/emit/region.c
     * stores ~0u there): the block runs again on fibers, which name the
     * thread (sched.c, run_block). */
    int replay, replaying;
    int asan_replay;                    /* memcheck found an error where no thread was known */
    uint3 asan_block;                   /* ... in this block */
    int replay_error;
    const void *replay_addr;
    unsigned long long loop_blocks;     /* ... with this one, this many blocks left */
    unsigned fuse_x0, fuse_nb;          /* the fused call running: blockIdx.x of its first
                                           block and their number (0: none) */
    struct cucc__warp warps[CUCC_MAX_BLOCK_THREADS / CUCC_WARP_SIZE];
};

struct cucc__worker {
    void *home_sp;                      /* the worker's own stack while a block runs */
    struct cucc__fiber *free;           /* stacks kept for the next blocks */
    unsigned nfree;
    struct cucc__fiber *busy;           /* stacks the running block holds */
    size_t stack_size;                  /* of those stacks */
    struct cucc__block blk;
    void *dyn_smem;                     /* CUCC_MAX_DYN_SMEM bytes (smem.c) */
    size_t dyn_asked;                   /* what the last block asked for (its pages are open) */
    void *smem_window;                  /* the shared memory window (smem.c) */
    size_t smem_window_len;
    void *altstack;                     /* for the fault handler, if ours */
    int on_fiber;                       /* a block's fibers run (not home) */
    unsigned slot;                      /* pool thread k: k + 1; other threads 0 */
    struct cucc__thread thr[CUCC_MAX_BLOCK_THREADS];
    unsigned q[2][CUCC_MAX_BLOCK_THREADS];
};

/* Every live thread has arrived at the barrier: the arrivals become the run
 * queue, in arrival order, and the predicate count is snapshot.  The run
 * queue is empty here, since a thread waiting in it is live and has not
 * arrived. */
static inline void cucc__barrier_release(struct cucc__block *b)
{
    /* Released threads are no longer blocked: __activemask() (warp.c)
     * reads the states of a warp's lanes. */
    for (unsigned i = 0; i < b->arrived; i++)
        b->thr[b->waitq[i]].state = CUCC_T_RUNNABLE;
    unsigned *q = b->runq;
    b->runq = b->waitq;
    b->waitq = q;
    b->rq_pos = 0;
    b->rq_len = b->arrived;
    b->res_n = b->arrived;
    b->res_true = b->arrived_true;
    b->arrived = 0;
    b->arrived_true = 0;
    if (cucc__access_tool == CUCC_ACCESS_RACECHECK)
        cucc__race_sync(~0u);
}

/* Spinning before sleeping: threads waiting for work or for completion
 * poll for CUCC_SPIN_US microseconds (default 200) before they block in the
 * kernel, since launches and synchronisations come in quick succession. */
unsigned long long cucc__now_ns(void);
unsigned long long cucc__spin_ns(void);
static inline void cucc__cpu_relax(void)
{
#if defined(__x86_64__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ volatile("yield");
#endif
}
/* Polls while `cond` holds, for at most the spin budget.  After the first
 * microseconds it also yields the processor, so that spinning threads do
 * not starve runnable ones when there are more of them than cores. */
#define CUCC_SPIN_WHILE(cond)                                               \
    do {                                                                    \
        unsigned long long t0_ = 0;                                         \
        unsigned i_ = 0;                                                    \
        while (cond) {                                                      \
            cucc__cpu_relax();                                              \
            if ((++i_ & 31) == 0) {                                         \
                unsigned long long t_ = cucc__now_ns();                     \
                if (!t0_)                                                   \
                    t0_ = t_;                                               \
                else if (t_ - t0_ > cucc__spin_ns())                        \
                    break;                                                  \
                else if (t_ - t0_ > 5000)                                   \
                    sched_yield();                                          \
            }                                                               \
        }                                                                   \
    } while (0)

/* Every live thread has arrived: releases the barrier, after waiting for
 * the other blocks if it is a grid.sync() (which may end the grid). */
void cucc__barrier_complete(struct cucc__block *b);

/* Makes thread tid runnable (after the threads already waiting to run). */
static inline void cucc__runq_push(struct cucc__block *b, unsigned tid)
{
    if (b->rq_len == CUCC_MAX_BLOCK_THREADS) {
        unsigned n = b->rq_len - b->rq_pos;
        for (unsigned i = 0; i < n; i++)
            b->runq[i] = b->runq[b->rq_pos + i];
        b->rq_pos = 0;
        b->rq_len = n;
    }
    b->thr[tid].state = CUCC_T_RUNNABLE;
    b->runq[b->rq_len++] = tid;
}

/* warp.c: after lanes of warp wi exited, releases the lanes waiting at a
 * rendezvous whose group is now complete (every lane named that has not
 * exited has arrived, with the same mask), after computing their results. */
void cucc__warp_check(struct cucc__block *b, unsigned wi);
/* warp.c: lanes of warp wi wait in __activemask(); if every lane that has
 * not exited is now blocked (at a barrier, a warp collective or in
 * __activemask), releases them with their converged masks. */
void cucc__warp_converge(struct cucc__block *b, unsigned wi);
/* Thread tid has just blocked or exited: its warp may have converged. */
static inline void cucc__warp_blocked(struct cucc__block *b, unsigned tid)
{
    unsigned wi = tid / CUCC_WARP_SIZE;
    if (b->warps[wi].querying)
        cucc__warp_converge(b, wi);
}
/* The collective behind every warp function of device code. */

/* The calling OS thread's worker state, created on first use (NULL when out
 * of memory). */
struct cucc__worker *cucc__worker_self(void);
/* smem.c: a worker's shared memory window (reserved, with guards; 0 or -1
 * when no address space is left), its release, and the dynamic shared
 * memory of the block about to run made exactly `bytes` (page-rounded)
 * readable and writable. */
int cucc__smem_window(struct cucc__worker *w);
void cucc__smem_window_free(struct cucc__worker *w);
void cucc__smem_fit_dyn(struct cucc__worker *w, size_t bytes);
/* The worker of the calling OS thread if it is running a block, else NULL. */
struct cucc__worker *cucc__worker_in_block(void);
int cucc__hd_in_block(void);     /* include/cucc/device_sync.h: cucc__hd_clock */
/* The calling OS thread goes idle: its worker (if any) gives the stacks it
 * keeps beyond a few back to the cache shared by all workers.  Called by
 * stream executors, pool workers and synchronising host threads before
 * they sleep. */
void cucc__worker_trim(void);
/* Runs every block of g with the pool's help (or, for a cooperative grid,
 * every block at once on threads of their own); returns when all are
 * done, with g's error (cudaSuccess, or what a thread trapped with). */
cudaError_t cucc__grid_run(struct cucc__grid *g);
/* The stream whose operation the calling thread runs (stream.c sets it
 * around each operation), or NULL. */
extern CUCC_TLS __thread const void *cucc__op_stream;
/* A thread waiting for an operation of stream `owner` that another thread
 * runs: is a grid of that stream open for help, other than publication
 * `joined` (the one it helped last)?  cucc__help_grid then runs blocks of
 * it (returns 1; 0 where it could not join), so that the waiting thread
 * takes a core's share instead of spinning beside the workers.  Not in
 * pool threads nor in a block. */
int cucc__help_wanted(const void *owner, unsigned long long joined);
int cucc__help_grid(const void *owner, unsigned long long *joined);
/* grid.sync() of a cooperative grid: called by the thread that completes
 * its block's arrival; returns once every block has arrived (0), or when
 * the grid failed meanwhile (-1). */
int cucc__grid_barrier(struct cucc__grid *g);
/* Called on a CUDA thread's fiber: switches to the next thread that can
 * run, after the caller has recorded why it stops (barrier, warp sync) and
 * where to resume it (its thread's fiber = cur_fiber, idx = threadIdx).
 * Returns when the caller is resumed. */
void cucc__block_wait(struct cucc__worker *w);
/* Ends the calling CUDA thread's grid with error e: the block stops, no
 * further block starts, and the launch reports e.  Outside a kernel it
 * aborts the process. */
_Noreturn void cucc__trap(cudaError_t e);
/* CUCC_SIMT: which strategy blocks run with (read once per process). */
enum { CUCC_SIMT_AUTO, CUCC_SIMT_FIBER, CUCC_SIMT_LOOP, CUCC_SIMT_REGION };
int cucc__simt_mode(void);
int cucc__fuse_allowed(void);
/* Called first by every runtime function that may wait for other threads
 * of the block (barriers, warp collectives, __activemask): a block run as
 * a thread loop cannot wait, so one that gets there (the compiler's
 * analysis, src/simt/strategy.c, should have kept it on fibers, and lists
 * these functions) ends its grid with cudaErrorLaunchFailure rather than
 * compute something else. */
static inline void cucc__loop_guard(struct cucc__block *b)
{
    if (b->loop)
        cucc__trap(cudaErrorLaunchFailure);
}

/* launch.c ------------------------------------------------------------- */

/* What cucc__register_kernel recorded, plus attributes set at run time. */
struct cucc__kernel {
    const void *stub;
    cucc__entry_fn entry;
    _Atomic(cucc__loop_fn) loop;        /* cucc__register_kernel_loop, or NULL */
    _Atomic(cucc__loop_fn) region;      /* cucc__register_kernel_region, or NULL */
    _Atomic int fuse;                   /* cucc__register_kernel_fuse: 1, or 2 with
                                         * copies of the shared variables */
    _Atomic int ftz;                    /* cucc__register_kernel_ftz */
    int nargs;
    const size_t *sizes, *aligns;
    const char *name;
    size_t static_smem;
    int arch;                           /* compiled for (ptxVersion): 90 for sm_90 */
    _Atomic int max_dyn_smem;           /* cudaFuncAttributeMaxDynamicSharedMemorySize */
    _Atomic int carveout;               /* cudaFuncAttributePreferredSharedMemoryCarveout */
    _Atomic int cache_config;
    struct cucc__kernel *next;          /* hash chain */
};

const struct cucc__kernel *cucc__kernel_find(const void *stub);
void cucc__kernels_reset(void);     /* cudaDeviceReset: default attributes */

/* stream.c -------------------------------------------------------------- */

/* Sets *out to the stream that `s` names (resolving 0, cudaStreamLegacy
 * and cudaStreamPerThread); cudaErrorInvalidResourceHandle if s is not a
 * live stream. */
cudaError_t cucc__stream_resolve(cudaStream_t s, struct CUstream_st **out);

/* racecheck_global.c: a grid's numbering and fences for races between its blocks */
void cucc__race_grid_begin(struct cucc__grid *g);
void cucc__race_grid_end(struct cucc__grid *g);

#endif
