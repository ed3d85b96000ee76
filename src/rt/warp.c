/*
 * Warp-level synchronisation and collectives (Programming Guide B.6
 * __syncwarp, B.13 warp vote and __activemask, B.14 warp match, B.15 warp
 * shuffle, B.16 warp reduce).
 *
 * A warp is 32 consecutive threads of a block (x fastest, then y, then z);
 * lanes past the end of a partial last warp count as exited.  Every
 * collective is a rendezvous: the calling lane records what it brings
 * (value, predicate, shuffle source) and waits until every lane named in
 * its mask that has not exited has arrived in a collective with the same
 * mask (B.15: "all non-exited threads named in mask must execute the same
 * intrinsic with the same mask"); exited lanes are excused, as the guide
 * requires only non-exited lanes to take part.  Lanes waiting with other
 * masks are in other collectives: the two halves of a warp that
 * synchronise separately (tiles of 16) do not complete a full-warp
 * shuffle that the first half has already reached.  The lane whose
 * arrival (or exit) completes a group computes every member's result at
 * that moment, while all inputs are in place and nobody has moved on, so a
 * collective costs one rendezvous and no second round to protect the
 * inputs.  Members resume in lane order.
 *
 * __activemask() and convergence.  B.13: "__activemask() returns a 32-bit
 * mask of all currently active threads in the calling warp"; the
 * Cooperative Groups chapter ("Coalesced Groups") builds
 * coalesced_threads() on it: the threads that remain active on a path
 * after a data-dependent branch are coalesced, and in its example lanes 2,
 * 4 and 8 alone in a branch form a group of size 3 with ranks 0 to 2.
 * Lanes of a warp run one after the other on one worker (sched.c), so
 * "active together" has to be reconstructed.  The rule, applied to each
 * warp on its own:
 *
 *   1. A lane that calls __activemask() blocks (CUCC_T_AT_ACTIVEMASK) and
 *      records its program point: the number of the __activemask()
 *      expansion in the source (cucc/device_warp.h: __COUNTER__, which
 *      grows in source order), the return address of the function the
 *      call is in (after inlining), and the depth of the stack.  Not the
 *      address of the call itself: the host compiler duplicates code (a
 *      call after an if/else copied into both arms), and the copies are
 *      one program point.
 *   2. Nothing is decided while any lane of the warp that has not exited
 *      can still run (running, runnable or not started yet).
 *   3. Once every such lane is blocked (at a barrier, in a warp collective
 *      or in __activemask), the lanes waiting in __activemask at the same
 *      program point form a set.  Only the set furthest behind is
 *      released, each of its lanes getting the set as its mask: the one
 *      whose call comes first in the source, then the least deep.  The
 *      others keep waiting, and lanes released later that reach their
 *      program point join them.
 *   4. A set passed over CONVERGE_PATIENCE times in a row is released all
 *      the same (independent thread scheduling lets a lane that spins in a
 *      loop waiting for another lane of its warp be overtaken by it).
 *
 * Why rule 3 holds a set back: on the GPU, lanes that leave a divergent
 * region (an if, a loop whose trip count depends on the lane) wait at its
 * end, the reconvergence point the compiler places, for the lanes still
 * inside.  Lanes blocked at a later call are usually past such a point
 * and lanes at an earlier call still inside it, so the earlier set runs
 * first, and the later set grows until the whole region has drained:
 * in `if (lane < 8) a = __activemask(); b = __activemask();` a is lanes
 * 0-7 and b the whole warp, as on the GPU.  Loops work the same
 * way: the lanes still looping run on, iteration by iteration, while
 * those that left wait after the loop.
 *
 * What the rule cannot see: a loop iteration count (a lane that skips the
 * call in one iteration, by a branch inside the loop, and reaches it in
 * the next joins lanes still in the earlier iteration), and source order
 * across functions (a helper defined after its caller looks "ahead" of
 * it).  The set is then not the GPU's, but it is consistent: every member
 * gets the same mask, and every member is at the call, so collectives on
 * that mask (the coalesced group's shfl, ballot, ...) work.
 */
#include "sched.h"

extern __thread uint3 threadIdx;

/* Shuffle source lane, following PTX shfl.sync: lanes form segments of
 * `width`; up may not cross below its segment, down, xor and idx not above
 * it (xor may read an earlier segment).  Only the low 5 bits of the lane,
 * delta or lane mask count, as in PTX.  -1: the lane keeps its own value. */
static int shfl_source(int op, unsigned lane, int arg, unsigned width)
{
    unsigned seg = lane & ~(width - 1), last = seg + width - 1;
    int j;
    arg &= 31;
    switch (op) {
    case CUCC_WARP_SHFL_IDX:
        return (int)(seg | ((unsigned)arg & (width - 1)));
    case CUCC_WARP_SHFL_UP:
        j = (int)lane - arg;
        return j >= (int)seg ? j : -1;
    case CUCC_WARP_SHFL_DOWN:
        j = (int)lane + arg;
        return j <= (int)last ? j : -1;
    default:    /* xor */
        j = (int)(lane ^ ((unsigned)arg & 31));
        return j <= (int)last ? j : -1;
    }
}

/* B.16 __reduce_*_sync: the 32-bit operands of the group's lanes, combined
 * (min and max signed when the lane's arg says so). */
static unsigned long long reduce(struct cucc__block *b, unsigned base, const struct cucc__thread *t,
                                 unsigned group)
{
    unsigned acc = (unsigned)b->thr[base + (unsigned)__builtin_ctz(group)].value;
    for (unsigned m = group & (group - 1); m; m &= m - 1) {
        unsigned v = (unsigned)b->thr[base + (unsigned)__builtin_ctz(m)].value;
        switch (t->op) {
        case CUCC_WARP_REDUCE_ADD: acc += v; break;
        case CUCC_WARP_REDUCE_MIN:
            if (t->arg ? (int)v < (int)acc : v < acc)
                acc = v;
            break;
        case CUCC_WARP_REDUCE_MAX:
            if (t->arg ? (int)v > (int)acc : v > acc)
                acc = v;
            break;
        case CUCC_WARP_REDUCE_AND: acc &= v; break;
        case CUCC_WARP_REDUCE_OR: acc |= v; break;
        default: acc ^= v; break;
        }
    }
    return acc;
}

/* Computes the result of lane `lane` of the warp at `base`, whose group of
 * arrived, live lanes is `group`. */
static unsigned long long result_of(struct cucc__block *b, unsigned base, unsigned lane, unsigned group,
                                    unsigned ballot)
{
    struct cucc__thread *t = &b->thr[base + lane];
    switch (t->op) {
    case CUCC_WARP_SYNC:
        return 0;
    case CUCC_WARP_SHFL_IDX:
    case CUCC_WARP_SHFL_UP:
    case CUCC_WARP_SHFL_DOWN:
    case CUCC_WARP_SHFL_XOR: {
        int j = shfl_source(t->op, lane, t->arg, t->width);
        /* A source outside the group (exited, waiting elsewhere, not named
         * in the mask) has no value for this shuffle: undefined by the
         * guide; an H200 gives 0, 64-bit values too (tests/e2e/
         * shfl_absent_source.cu), and cuda-samples' reduction relies on it
         * (reduce7's last warp adds lanes 8-31's shuffles into lanes 0-7's
         * sums).  A source past the segment (j < 0) is the lane's own. */
        return j < 0 ? t->value : !(group >> j & 1) ? 0 : b->thr[base + (unsigned)j].value;
    }
    case CUCC_WARP_BALLOT:
    case CUCC_WARP_ALL:
    case CUCC_WARP_ANY:
        return t->op == CUCC_WARP_BALLOT ? ballot : t->op == CUCC_WARP_ALL ? ballot == group : ballot != 0;
    case CUCC_WARP_MATCH_ANY:
        ballot = 0;
        for (unsigned m = group; m; m &= m - 1) {
            unsigned l = (unsigned)__builtin_ctz(m);
            if (b->thr[base + l].value == t->value)
                ballot |= 1u << l;
        }
        return ballot;
    case CUCC_WARP_MATCH_ALL:
        for (unsigned m = group; m; m &= m - 1)
            if (b->thr[base + (unsigned)__builtin_ctz(m)].value != t->value)
                return 0;
        return group | (1ull << 32);
    default:
        return reduce(b, base, t, group);
    }
}

/* Releases the lanes of `group` (all waiting, with that mask) after
 * computing their results. */
static void release_group(struct cucc__block *b, unsigned wi, unsigned group)
{
    struct cucc__warp *wp = &b->warps[wi];
    unsigned base = wi * CUCC_WARP_SIZE, ballot = 0;
    unsigned char op = b->thr[base + (unsigned)__builtin_ctz(group)].op;
    if (op == CUCC_WARP_BALLOT || op == CUCC_WARP_ALL || op == CUCC_WARP_ANY)
        for (unsigned m = group; m; m &= m - 1) {
            unsigned l = (unsigned)__builtin_ctz(m);
            if (b->thr[base + l].value)
                ballot |= 1u << l;
        }
    for (unsigned m = group; m; m &= m - 1) {
        unsigned lane = (unsigned)__builtin_ctz(m);
        b->thr[base + lane].result = result_of(b, base, lane, group, ballot);
    }
    wp->waiting &= ~group;
    if (op == CUCC_WARP_SYNC)
        wp->bad_sync = 0;
    if (op == CUCC_WARP_SYNC && cucc__access_tool == CUCC_ACCESS_RACECHECK)
        cucc__race_sync(wi);
    for (unsigned m = group; m; m &= m - 1)
        cucc__runq_push(b, base + (unsigned)__builtin_ctz(m));
}

/* Is `need` (a lane's mask, less exited lanes) a complete group: every
 * lane named waits, with the same mask? */
static int complete(const struct cucc__block *b, const struct cucc__warp *wp, unsigned base, unsigned need)
{
    if ((need & wp->waiting) != need)
        return 0;
    for (unsigned m = need; m; m &= m - 1)
        if ((b->thr[base + (unsigned)__builtin_ctz(m)].mask & ~wp->exited) != need)
            return 0;
    return 1;
}

/* After lanes exited: any waiting group may be complete now. */
void cucc__warp_check(struct cucc__block *b, unsigned wi)
{
    struct cucc__warp *wp = &b->warps[wi];
    unsigned base = wi * CUCC_WARP_SIZE, pending = wp->waiting;
    while (pending) {
        unsigned lane = (unsigned)__builtin_ctz(pending);
        unsigned need = b->thr[base + lane].mask & ~wp->exited;
        pending &= ~(1u << lane);
        if (complete(b, wp, base, need)) {
            pending &= ~need;
            release_group(b, wi, need);
        }
    }
}

/* The one entry point of device code's warp functions: the caller's lane
 * takes part in collective `op` over `mask` (its own lane always included)
 * and gets its result.  width: the shuffle segment (a power of two up to
 * 32).  Outside a kernel the caller is a warp of one. */
unsigned long long cucc__warp_op(int op, unsigned mask, unsigned long long value, int arg, int width)
{
    struct cucc__worker *w = cucc__worker_in_block();
    if (width <= 0 || width > CUCC_WARP_SIZE || (width & (width - 1)))
        width = CUCC_WARP_SIZE;
    if (!w) {
        struct cucc__block one = { 0 };
        struct cucc__thread self = { .op = (unsigned char)op, .width = (unsigned char)width,
                                     .arg = arg, .value = value };
        one.thr = &self;
        return result_of(&one, 0, 0, 1u, value != 0);
    }
    struct cucc__block *b = &w->blk;
    cucc__loop_guard(b);
    unsigned tid = b->cur, wi = tid / CUCC_WARP_SIZE, lane = tid % CUCC_WARP_SIZE;
    if (op != CUCC_WARP_SYNC && !(mask & 1u << lane)) {
        /* a shuffle, vote, match or reduce whose mask leaves out the
         * calling lane: an H100 traps (cudaErrorIllegalInstruction) */
        if (cucc__synccheck)
            cucc__sanitizer_sync_error("Invalid arguments.", __builtin_return_address(0));
        cucc__trap(cudaErrorIllegalInstruction);
    }
    struct cucc__thread *t = &b->thr[tid];
    t->state = CUCC_T_AT_WARP_SYNC;
    t->fiber = b->cur_fiber;
    t->idx = threadIdx;
    t->mask = mask | 1u << lane;
    t->op = (unsigned char)op;
    t->width = (unsigned char)width;
    t->arg = arg;
    t->value = value;
    /* Since members of a group share its mask, an arrival can only
     * complete its own group. */
    struct cucc__warp *wp = &b->warps[wi];
    unsigned need = t->mask & ~wp->exited;
    wp->waiting |= 1u << lane;
    if (complete(b, wp, wi * CUCC_WARP_SIZE, need))
        release_group(b, wi, need);
    else
        cucc__warp_blocked(b, tid);
    cucc__block_wait(w);
    return t->result;
}

/* synccheck: a __syncwarp whose mask leaves out the calling lane makes
 * the warp's barrier invalid: that lane and every lane of the warp that
 * meets it there is reported ("Invalid arguments.", as an H100's
 * compute-sanitizer reports each of the 32), and the kernel fails with
 * cudaErrorLaunchFailure as it does under that tool (without it, an H100
 * runs on: tests/sanitizer/syncwarp_mask.cu). */
static void check_syncwarp(unsigned mask, const void *pc)
{
    struct cucc__worker *w = cucc__worker_in_block();
    if (!w)
        return;
    struct cucc__block *b = &w->blk;
    unsigned lane = b->cur % CUCC_WARP_SIZE;
    struct cucc__warp *wp = &b->warps[b->cur / CUCC_WARP_SIZE];
    if (!(mask & 1u << lane))
        wp->bad_sync = 1;
    if (!wp->bad_sync)
        return;
    cucc__sanitizer_sync_error("Invalid arguments.", pc);
    int none = cudaSuccess;
    atomic_compare_exchange_strong(&b->grid->error, &none, (int)cudaErrorLaunchFailure);
}

void __syncwarp(unsigned mask)
{
    if (cucc__synccheck)
        check_syncwarp(mask, __builtin_return_address(0));
    (void)cucc__warp_op(CUCC_WARP_SYNC, mask, 0, 0, CUCC_WARP_SIZE);
}

/* Rules 2-4 of the comment at the top: if no lane of warp wi can run any
 * more, releases the set of lanes waiting in __activemask() furthest
 * behind (or every set, once one has been passed over for too long). */
#define CONVERGE_PATIENCE 1024

static int behind(const struct cucc__thread *a, const struct cucc__thread *b)
{
    return a->site != b->site ? a->site < b->site : a->depth < b->depth;
}

void cucc__warp_converge(struct cucc__block *b, unsigned wi)
{
    struct cucc__warp *wp = &b->warps[wi];
    unsigned base = wi * CUCC_WARP_SIZE;
    for (unsigned m = ~wp->exited & ~wp->querying; m; m &= m - 1) {
        unsigned tid = base + (unsigned)__builtin_ctz(m);
        if (tid >= b->next_start)
            return;                     /* not started: it will run */
        unsigned char st = b->thr[tid].state;
        if (st != CUCC_T_AT_BARRIER && st != CUCC_T_AT_WARP_SYNC && st != CUCC_T_AT_PART)
            return;                     /* running or runnable */
    }
    unsigned left = wp->querying, release = 0, first_set = 0;
    const struct cucc__thread *first = NULL;
    while (left) {
        const struct cucc__thread *lead = &b->thr[base + (unsigned)__builtin_ctz(left)];
        unsigned set = 0;
        for (unsigned m = left; m; m &= m - 1) {
            unsigned lane = (unsigned)__builtin_ctz(m);
            const struct cucc__thread *t = &b->thr[base + lane];
            if (t->site == lead->site && t->caller == lead->caller && t->depth == lead->depth)
                set |= 1u << lane;
        }
        for (unsigned m = set; m; m &= m - 1)
            b->thr[base + (unsigned)__builtin_ctz(m)].result = set;
        if (!first || behind(lead, first)) {
            first = lead;
            first_set = set;
        }
        left &= ~set;
    }
    if (first_set == wp->querying || ++wp->passed >= CONVERGE_PATIENCE) {
        release = wp->querying;
        wp->passed = 0;
    } else {
        release = first_set;
    }
    wp->querying &= ~release;
    for (unsigned m = release; m; m &= m - 1)
        cucc__runq_push(b, base + (unsigned)__builtin_ctz(m));
}

/* __activemask(): blocks until the warp converges (rules 1-3 at the top).
 * Outside a kernel the caller is a warp of one. */
__attribute__((noinline)) unsigned cucc__activemask_at(int site, const void *caller)
{
    struct cucc__worker *w = cucc__worker_in_block();
    if (!w)
        return 1u;
    struct cucc__block *b = &w->blk;
    cucc__loop_guard(b);
    unsigned tid = b->cur, wi = tid / CUCC_WARP_SIZE, lane = tid % CUCC_WARP_SIZE;
    struct cucc__thread *t = &b->thr[tid];
    t->state = CUCC_T_AT_ACTIVEMASK;
    t->fiber = b->cur_fiber;
    t->idx = threadIdx;
    t->site = site;
    t->caller = caller;
    /* The fiber's first frame starts at the same place on every stack (a
     * 64-byte aligned top), so equal call chains give equal depths. */
    t->depth = (size_t)(b->cur_fiber->top - (char *)__builtin_frame_address(0));
    b->warps[wi].querying |= 1u << lane;
    cucc__warp_converge(b, wi);
    cucc__block_wait(w);
    return (unsigned)t->result;
}

unsigned cucc__activemask(void)
{
    return cucc__activemask_at(0, NULL);
}

/* The common case of a region collective, without the records: every
 * live lane of the warp names every other (one group, the live lanes) and
 * all have the same width.  Computes what result_of computes for it;
 * returns 0 (nothing done) otherwise. */
static int warp_at_once(int op, unsigned base, unsigned n, const unsigned char *exited,
                        const unsigned *mask, const unsigned long long *value, const int *arg,
                        const int *width, unsigned long long *result)
{
    unsigned live = 0;
    for (unsigned l = 0; l < n; l++)
        live |= (unsigned)(!exited || !exited[base + l]) << l;
    if (!live)
        return 1;
    int wd = width[base + (unsigned)__builtin_ctz(live)];
    for (unsigned m = live; m; m &= m - 1) {
        unsigned l = (unsigned)__builtin_ctz(m);
        if (((mask[base + l] | 1u << l) & live) != live || width[base + l] != wd)
            return 0;
    }
    if (wd <= 0 || wd > CUCC_WARP_SIZE || (wd & (wd - 1)))
        wd = CUCC_WARP_SIZE;
    const unsigned long long *v = value + base;
    unsigned long long *r = result + base;
    unsigned ballot = 0;
    switch (op) {
    case CUCC_WARP_SYNC:
        for (unsigned m = live; m; m &= m - 1)
            r[__builtin_ctz(m)] = 0;
        return 1;
    case CUCC_WARP_SHFL_IDX:
    case CUCC_WARP_SHFL_UP:
    case CUCC_WARP_SHFL_DOWN:
    case CUCC_WARP_SHFL_XOR:
        for (unsigned m = live; m; m &= m - 1) {
            unsigned l = (unsigned)__builtin_ctz(m);
            int j = shfl_source(op, l, arg[base + l], (unsigned)wd);
            r[l] = j < 0 ? v[l] : !(live >> j & 1) ? 0 : v[j];  /* (as result_of) */
        }
        return 1;
    case CUCC_WARP_BALLOT:
    case CUCC_WARP_ALL:
    case CUCC_WARP_ANY:
        for (unsigned m = live; m; m &= m - 1)
            if (v[__builtin_ctz(m)])
                ballot |= 1u << __builtin_ctz(m);
        for (unsigned m = live; m; m &= m - 1)
            r[__builtin_ctz(m)] = op == CUCC_WARP_BALLOT ? ballot
                                : op == CUCC_WARP_ALL    ? ballot == live
                                                         : ballot != 0;
        return 1;
    case CUCC_WARP_REDUCE_ADD:
    case CUCC_WARP_REDUCE_MIN:
    case CUCC_WARP_REDUCE_MAX:
    case CUCC_WARP_REDUCE_AND:
    case CUCC_WARP_REDUCE_OR:
    case CUCC_WARP_REDUCE_XOR: {
        struct cucc__thread first = { .op = (unsigned char)op,
                                      .arg = arg[base + (unsigned)__builtin_ctz(live)] };
        struct cucc__thread thr[CUCC_WARP_SIZE];
        struct cucc__block one = { 0 };
        for (unsigned m = live; m; m &= m - 1)
            thr[__builtin_ctz(m)].value = v[__builtin_ctz(m)];
        one.thr = thr;
        unsigned long long acc = reduce(&one, 0, &first, live);
        for (unsigned m = live; m; m &= m - 1)
            r[__builtin_ctz(m)] = acc;
        return 1;
    }
    default:
        return 0;
    }
}

/* Regions (abi.h): each warp's lanes are laid out as the fiber path lays
 * them out in b->thr, and result_of computes from the same records. */
void cucc__region_collective(int op, unsigned nthreads, const unsigned char *exited,
                             const unsigned *mask, const unsigned long long *value,
                             const int *arg, const int *width, unsigned long long *result)
{
    if (op == CUCC_BLOCK_COUNT || op == CUCC_BLOCK_AND || op == CUCC_BLOCK_OR) {
        unsigned n = 0, live = 0;
        for (unsigned t = 0; t < nthreads; t++)
            if (!exited || !exited[t]) {
                live++;
                n += value[t] != 0;
            }
        unsigned long long r = op == CUCC_BLOCK_COUNT ? n : op == CUCC_BLOCK_AND ? n == live : n != 0;
        for (unsigned t = 0; t < nthreads; t++)
            result[t] = r;
        return;
    }
    struct cucc__thread thr[CUCC_WARP_SIZE];
    struct cucc__block one = { 0 };
    one.thr = thr;
    for (unsigned base = 0; base < nthreads; base += CUCC_WARP_SIZE) {
        unsigned n = nthreads - base < CUCC_WARP_SIZE ? nthreads - base : CUCC_WARP_SIZE;
        for (unsigned lane = 0; lane < n && op != CUCC_WARP_SYNC; lane++)
            if ((!exited || !exited[base + lane]) && !(mask[base + lane] & 1u << lane))
                cucc__trap(cudaErrorIllegalInstruction);    /* as cucc__warp_op */
        if (warp_at_once(op, base, n, exited, mask, value, arg, width, result))
            continue;
        unsigned live = 0;
        for (unsigned lane = 0; lane < n; lane++) {
            unsigned t = base + lane;
            if (exited && exited[t])
                continue;
            int wd = width[t];
            if (wd <= 0 || wd > CUCC_WARP_SIZE || (wd & (wd - 1)))
                wd = CUCC_WARP_SIZE;
            live |= 1u << lane;
            thr[lane] = (struct cucc__thread){ .mask = mask[t] | 1u << lane, .op = (unsigned char)op,
                                               .width = (unsigned char)wd, .arg = arg[t],
                                               .value = value[t] };
        }
        for (unsigned todo = live; todo;) {
            unsigned lane = (unsigned)__builtin_ctz(todo);
            unsigned group = thr[lane].mask & live;
            for (unsigned m = group; m; m &= m - 1)
                if ((thr[__builtin_ctz(m)].mask & live) != group)
                    cucc__trap(cudaErrorLaunchFailure);
            unsigned ballot = 0;
            for (unsigned m = group; m; m &= m - 1)
                if (thr[__builtin_ctz(m)].value)
                    ballot |= 1u << __builtin_ctz(m);
            for (unsigned m = group; m; m &= m - 1) {
                unsigned l = (unsigned)__builtin_ctz(m);
                result[base + l] = result_of(&one, 0, l, group, ballot);
            }
            todo &= ~group;
        }
    }
}
