/*
 * cucc-sanitizer --tool racecheck: shared-memory hazards between threads
 * of a block (docs/sanitizer.md).
 *
 * In a `cucc --sanitize=racecheck` build every load and store of device
 * code reaches cucc__race_shared_access (access_hooks.c).  A block runs on fibers
 * or as its kernel's loop or region entry, whose thread loops name each
 * thread they run (cucc__access_at) and whose emitted code marks each
 * block barrier of the source as one releasing (cucc__access_sync; a
 * piece's own ends synchronise nothing, as a piece may end at a warp
 * collective, a lockstep loop's iteration or a loop's back edge, where no
 * barrier is).  A worker runs one block at a time, so what it knows is kept
 * per worker (thread-local):
 *  - the shared memory of its blocks: each static __shared__ declaration
 *    registers its storage when it runs (cucc__guard_shared, emitted
 *    around it in such a build) and the launch's dynamic shared memory
 *    when a grid starts on the worker (cucc__guard_dyn_smem);
 *  - a clock that every synchronisation advances: the start of a block,
 *    the release of a __syncthreads (sched.h), the release of a
 *    __syncwarp (warp.c).  `block_sync` is the clock of the last block-wide
 *    one, warp_sync[w] of the last one of warp w.
 * Each 4-byte word of shared memory has a cell: the clock, thread, code
 * address and bytes of its last write and of its first read since (a
 * later access by another thread to other bytes of the word, which is no
 * conflict, takes the cell over: races are missed that way, never
 * invented).  An access of
 * thread t conflicts with the cell's access by thread u != t unless a
 * synchronisation of both came between: its clock is below block_sync,
 * or t and u are lanes of one warp and it is below that warp's warp_sync.
 * A conflict is a hazard: read after write, write after read, write after
 * write.  Atomics take no part (access_hooks.c), but fences do, as the
 * memory model has them publish data through an atomic flag or counter:
 * u's access is also ordered for t when u executed a fence after it and t
 * one after that (fence; __threadfence*, and atomics whose order is
 * stronger than relaxed, count as fences).
 *
 * Hazards are counted per byte and per pair of code addresses, over all
 * workers, and reported when the grid has finished (cucc__race_report,
 * called by the launch), as compute-sanitizer does: one report per first
 * access, listing each conflicting access with its count.  A hazard is an
 * error, or a warning when both accesses are lanes of one warp at
 * different instructions (lanes in lockstep would have run them in
 * order: the legacy warp-synchronous idiom, which independent thread
 * scheduling makes a race); a report is an error when any of its hazards
 * is.  Which of two racing accesses came first depends on the schedule
 * (fibers run a thread until it waits; a GPU runs warps side by side), so
 * a report names the pair in the order of their code addresses.
 */
#include "rt/sched.h"
#include "device_launch_parameters.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct cell {
    unsigned long long wclk, rclk;  /* 0: none */
    const void *wpc, *rpc;
    unsigned short wtid, rtid;
    unsigned char wbytes, rbytes;   /* which bytes of the word (bits 0-3) */
    unsigned char rmany;            /* more than one thread read since the write */
};

/* [base, base + len) with a cell per word from base rounded down to 4 */
struct range {
    char *base;
    size_t len;
    struct cell *cells;
};

static size_t ncells(const char *base, size_t len)
{
    return ((uintptr_t)base % 4 + len + 3) / 4;
}

#define NWARPS (CUCC_MAX_BLOCK_THREADS / CUCC_WARP_SIZE)

/* A worker's state, on the heap (only a racecheck run makes one: not in
 * every program's thread-local storage). */
struct worker_state {
    struct range *r;
    unsigned n, cap;
    unsigned last;                  /* the range of the last access */
    unsigned long long now, block_sync, warp_sync[NWARPS];
    unsigned long long fence[CUCC_MAX_BLOCK_THREADS];  /* each thread's last fence */
};
static CUCC_TLS _Thread_local struct worker_state *rc;

/* The thread a loop or region entry runs (w->blk.loop), which it names
 * through cucc__access_at (access_hooks.c); a fiber's is w->blk.cur.
 * cucc__race_named is the same thread until the piece or block ends or
 * a synchronisation comes (~0u after: ask the worker), so that an access
 * in a thread loop finds its thread without the worker's state. */
CUCC_TLS _Thread_local unsigned cucc__race_entry, cucc__race_named = ~0u;
#define entry_thread cucc__race_entry

static inline unsigned running(const struct cucc__worker *w)
{
    return w->blk.loop ? entry_thread : w->blk.cur;
}

static struct worker_state *state(void)
{
    if (!rc)
        rc = calloc(1, sizeof *rc);
    return rc;
}

/* This worker's shared memory lies in [shared_lo, shared_hi): most
 * accesses, to global memory, the stack or the context arrays, are turned
 * away by one test in access_hooks.c.  (The bounds of every worker's, in
 * two shared atomics, had let through the accesses to whatever lay between
 * the workers' thread-local storage, the context arrays of region
 * kernels among them: a range search each.) */
CUCC_TLS _Thread_local uintptr_t cucc__race_shared_lo = UINTPTR_MAX, cucc__race_shared_hi;
#define shared_lo cucc__race_shared_lo
#define shared_hi cucc__race_shared_hi

/* Shared memory at [base, base + len) on this worker (again: no-op, or
 * grown). */
void cucc__race_shared(void *base, size_t len)
{
    if (!len)
        return;
    if ((uintptr_t)base < shared_lo)
        shared_lo = (uintptr_t)base;
    if ((uintptr_t)base + len > shared_hi)
        shared_hi = (uintptr_t)base + len;
    struct worker_state *rs = state();
    if (!rs)
        return;
    for (unsigned i = 0; i < rs->n; i++) {
        struct range *r = &rs->r[i];
        if (r->base != base)
            continue;
        if (len > r->len) {
            size_t had = ncells(r->base, r->len), now = ncells(r->base, len);
            struct cell *c = realloc(r->cells, now * sizeof *c);
            if (!c)
                return;
            memset(c + had, 0, (now - had) * sizeof *c);
            r->cells = c;
            r->len = len;
        }
        return;
    }
    if (rs->n == rs->cap) {
        unsigned cap = rs->cap ? 2 * rs->cap : 16;
        struct range *r = realloc(rs->r, cap * sizeof *r);
        if (!r)
            return;
        rs->r = r;
        rs->cap = cap;
    }
    struct cell *c = calloc(ncells(base, len), sizeof *c);
    if (!c)
        return;
    rs->r[rs->n++] = (struct range){ base, len, c };
}

/* A block starts (warp == ~0u: every access before is ordered) or warp
 * `warp` of the running block is released from a __syncwarp. */
CUCC_TLS _Thread_local int cucc__race_reads_only;

void cucc__race_sync(unsigned warp)
{
    cucc__race_reads_only = 0;      /* a piece that stores nothing ends */
    cucc__race_named = ~0u;
    struct worker_state *rs = state();
    if (!rs)
        return;
    rs->now++;
    if (warp == ~0u)
        rs->block_sync = rs->now;
    else if (warp < NWARPS)
        rs->warp_sync[warp] = rs->now;
}

/* The running thread executes a fence (__threadfence*, or an atomic
 * with an order stronger than relaxed). */
void cucc__race_fence(void)
{
    struct cucc__worker *w = cucc__worker_in_block();
    struct worker_state *rs = state();
    if (rs && w && threadIdx.x != ~0u && running(w) < CUCC_MAX_BLOCK_THREADS)
        rs->fence[running(w)] = ++rs->now;
    cucc__race_global_fence();
}

/* The hazards seen, over all workers, until the grid's report. */
struct hazard {
    const void *pc[2];
    unsigned char write[2];
    unsigned char error;
    unsigned char global;           /* in global memory, between blocks (1) or threads of a
                                     * block (2) (racecheck_global.c) */
    unsigned long long blk[2];      /* ... the linear blocks of its first pair */
    unsigned long long count;
};
static pthread_mutex_t hz_lock = PTHREAD_MUTEX_INITIALIZER;
static struct hazard *hz;
static size_t nhz, caphz;

/* `bytes` bytes of a race between access a (earlier) and b; global: in
 * global memory, between blocks blk_a and blk_b. */
static void record(const void *pc_a, int write_a, unsigned long long blk_a, const void *pc_b, int write_b,
                   unsigned long long blk_b, unsigned bytes, int error, int global)
{
    if ((uintptr_t)pc_b < (uintptr_t)pc_a) {
        const void *p = pc_a;
        pc_a = pc_b;
        pc_b = p;
        int w = write_a;
        write_a = write_b;
        write_b = w;
        unsigned long long k = blk_a;
        blk_a = blk_b;
        blk_b = k;
    }
    pthread_mutex_lock(&hz_lock);
    size_t i = 0;
    while (i < nhz && !(hz[i].pc[0] == pc_a && hz[i].pc[1] == pc_b && hz[i].write[0] == write_a &&
                        hz[i].write[1] == write_b && hz[i].global == global))
        i++;
    if (i == nhz) {
        if (nhz == caphz) {
            size_t cap = caphz ? 2 * caphz : 16;
            struct hazard *h = realloc(hz, cap * sizeof *h);
            if (!h) {
                pthread_mutex_unlock(&hz_lock);
                return;
            }
            hz = h;
            caphz = cap;
        }
        hz[nhz++] = (struct hazard){ { pc_a, pc_b }, { (unsigned char)write_a, (unsigned char)write_b }, 0,
                                     (unsigned char)global, { blk_a, blk_b }, 0 };
    }
    hz[i].count += bytes;
    hz[i].error |= (unsigned char)error;
    pthread_mutex_unlock(&hz_lock);
}

static void hazard(const void *pc_a, int write_a, unsigned tid_a, const void *pc_b, int write_b, unsigned tid_b,
                   unsigned bytes)
{
    record(pc_a, write_a, tid_a, pc_b, write_b, tid_b, bytes,
           tid_a / CUCC_WARP_SIZE != tid_b / CUCC_WARP_SIZE || pc_a == pc_b, 0);
}

void cucc__race_hazard_global(const void *pc_a, int write_a, unsigned long long blk_a, const void *pc_b,
                              int write_b, unsigned long long blk_b, unsigned bytes)
{
    record(pc_a, write_a, blk_a, pc_b, write_b, blk_b, bytes, 1, 1);
}

/* Was the access of thread u at clock clk ordered before now for thread t? */
static inline int ordered(const struct worker_state *rs, unsigned long long clk, unsigned u, unsigned t)
{
    return clk < rs->block_sync ||
           (u / CUCC_WARP_SIZE == t / CUCC_WARP_SIZE && clk < rs->warp_sync[t / CUCC_WARP_SIZE]) ||
           (rs->fence[u] > clk && rs->fence[t] > rs->fence[u]);
}

/* For racecheck_global.c: the running thread of the block this worker
 * runs and the worker's clock now; 0 when no thread is running. */
int cucc__race_thread(unsigned *tid, unsigned long long *now)
{
    struct cucc__worker *w = cucc__worker_in_block();
    struct worker_state *rs = state();
    if (!w || !rs || threadIdx.x == ~0u || running(w) >= CUCC_MAX_BLOCK_THREADS)
        return 0;
    *tid = running(w);
    *now = rs->now;
    return 1;
}

/* ... was thread u's access at clock clk (of this worker, in the block it
 * runs) ordered before the running thread t's now? */
int cucc__race_ordered(unsigned long long clk, unsigned u, unsigned t)
{
    struct worker_state *rs = state();
    return !rs || ordered(rs, clk, u, t);
}

/* ... a race in global memory between threads t_a (earlier) and t_b of
 * block blk: an error, or a warning for lanes of one warp at different
 * code, as in shared memory. */
void cucc__race_hazard_block(const void *pc_a, int write_a, unsigned t_a, const void *pc_b, int write_b,
                             unsigned t_b, unsigned long long blk, unsigned bytes)
{
    record(pc_a, write_a, blk, pc_b, write_b, blk, bytes,
           t_a / CUCC_WARP_SIZE != t_b / CUCC_WARP_SIZE || pc_a == pc_b, 2);
}

/* The access of thread t to bytes m of cell c. */
static inline __attribute__((always_inline)) void touch(struct worker_state *rs, struct cell *c,
                                                      unsigned char m, int write, unsigned t, const void *pc)
{
    if (c->wclk && c->wtid != t && (c->wbytes & m) && !ordered(rs, c->wclk, c->wtid, t))
        hazard(c->wpc, 1, c->wtid, pc, write, t, (unsigned)__builtin_popcount(c->wbytes & m));
    if (write) {
        if (c->rclk && (c->rtid != t || c->rmany) && (c->rbytes & m) && !ordered(rs, c->rclk, c->rtid, t))
            hazard(c->rpc, 0, c->rtid, pc, 1, t, (unsigned)__builtin_popcount(c->rbytes & m));
        if (c->wclk == rs->now && c->wtid == t)
            c->wbytes |= m;
        else
            c->wbytes = m;
        c->wclk = rs->now;
        c->wtid = (unsigned short)t;
        c->wpc = pc;
        c->rclk = 0;
    } else if (!c->rclk || ordered(rs, c->rclk, c->rtid, t)) {
        c->rclk = rs->now;
        c->rtid = (unsigned short)t;
        c->rpc = pc;
        c->rbytes = m;
        c->rmany = 0;
    } else if (c->rtid != t) {
        c->rmany = 1;
        c->rbytes |= m;
    } else {
        c->rbytes |= m;
    }
}

/* An access of device code to shared memory (access_hooks.c tells them
 * from the others with cucc__race_in_shared, rt.h; a volatile one is as
 * any other there: the warp-synchronous idiom's races, as
 * compute-sanitizer reports them). */
void cucc__race_shared_access(const volatile void *addr, size_t n, int write, const void *pc)
{
    const char *a = (const char *)addr;
    struct worker_state *rs = rc;
    if (!rs)
        return;
    /* most accesses fall in the range of the one before */
    struct range *r = rs->last < rs->n ? rs->r + rs->last : NULL;
    if (!r || (size_t)(a - r->base) >= r->len) {
        r = NULL;
        for (unsigned i = 0; i < rs->n; i++)
            if ((size_t)(a - rs->r[i].base) < rs->r[i].len) {
                r = &rs->r[i];
                rs->last = i;
                break;
            }
        if (!r)
            return;
    }
    unsigned t = cucc__race_named;
    if (threadIdx.x == ~0u || !n)
        return;
    if (t == ~0u) {
        struct cucc__worker *w = cucc__worker_in_block();
        if (!w)
            return;
        t = running(w);
    }
    size_t off = (size_t)(a - r->base);
    if (n > r->len - off)
        n = r->len - off;
    /* word by word, with the bytes of each the access covers */
    size_t first = (uintptr_t)r->base % 4 + off, last = first + n;
    if (first % 4 + n <= 4) {
        touch(rs, r->cells + first / 4, (unsigned char)(((1u << n) - 1) << (first % 4)), write, t, pc);
        return;
    }
    for (struct cell *c = r->cells + first / 4; first < last; c++) {
        size_t end = (first / 4 + 1) * 4 < last ? (first / 4 + 1) * 4 : last;
        unsigned char m = (unsigned char)(((1u << (end - first)) - 1) << (first % 4));
        first = end;
        touch(rs, c, m, write, t, pc);
    }
}

static unsigned long long reports, warnings;

/* Are hazards a and b's accesses k at one place?  By source line where
 * known: a line may be several copies of code (a region kernel runs a
 * row guarded or not), which a GPU would report as one. */
static char (*places)[2][256];

static int same_place(size_t a, size_t b, int k)
{
    if (hz[a].write[k] != hz[b].write[k] || hz[a].global != hz[b].global)
        return 0;
    if (hz[a].pc[k] == hz[b].pc[k])
        return 1;
    return places && strchr(places[a][k], ':') && !strcmp(places[a][k], places[b][k]);
}

/* After a grid: its hazards, one report per first access. */
void cucc__race_report(const char *kernel, dim3 grid)
{
    pthread_mutex_lock(&hz_lock);
    places = nhz ? calloc(nhz, sizeof *places) : NULL;
    for (size_t i = 0; places && i < nhz; i++)
        for (int k = 0; k < 2; k++)
            cucc__san_place(hz[i].pc[k], places[i][k], sizeof places[i][k]);
    for (size_t i = 0; i < nhz; i++) {
        if (!hz[i].count)
            continue;
        int error = 0;
        for (size_t j = i; j < nhz; j++)
            if (hz[j].count && same_place(j, i, 0))
                error |= hz[j].error;
        reports++;
        if (!error)
            warnings++;
        int shown = cucc__san_begin();
        for (size_t j = i; j < nhz; j++) {
            if (!hz[j].count || !same_place(j, i, 0))
                continue;
            unsigned long long n = hz[j].count;
            for (size_t m = j + 1; m < nhz; m++)
                if (hz[m].count && same_place(m, i, 0) && same_place(m, j, 1)) {
                    n += hz[m].count;
                    hz[m].count = 0;
                }
            if (shown) {
                char where[512], other[512];
                cucc__san_place(hz[i].pc[0], where, sizeof where);
                cucc__san_place(hz[j].pc[1], other, sizeof other);
                if (j == i)
                    cucc__san_line("%s: Race reported between %s access at %s in %s", error ? "Error" : "Warning",
                                   hz[i].write[0] ? "Write" : "Read", kernel ? kernel : "?", where);
                cucc__san_line("    and %s access at %s in %s [%llu hazard%s]", hz[j].write[1] ? "Write" : "Read",
                               kernel ? kernel : "?", other, n, n == 1 ? "" : "s");
                if (hz[j].global) {
                    unsigned long long a = hz[j].blk[0], b = hz[j].blk[1], gx = grid.x ? grid.x : 1,
                                       gy = grid.y ? grid.y : 1;
                    if (hz[j].global == 2)
                        cucc__san_line("    in __global__ memory, between threads of block (%llu,%llu,%llu)",
                                       a % gx, a / gx % gy, a / gx / gy);
                    else
                        cucc__san_line("    in __global__ memory, between block (%llu,%llu,%llu) and block "
                                       "(%llu,%llu,%llu)",
                                       a % gx, a / gx % gy, a / gx / gy, b % gx, b / gx % gy, b / gx / gy);
                }
            }
            if (j != i)
                hz[j].count = 0;
        }
        hz[i].count = 0;
        if (shown)
            cucc__san_end();
    }
    nhz = 0;
    free(places);
    places = NULL;
    pthread_mutex_unlock(&hz_lock);
}

void cucc__race_counts(unsigned long long *shown, unsigned long long *warned)
{
    *shown = reports;
    *warned = warnings;
}
