/*
 * Warp-level synchronisation and collectives (Programming Guide B.6
 * __syncwarp, B.13 warp vote, B.14 warp match, B.15 warp shuffle).
 *
 * A warp is 32 consecutive threads of a block (x fastest, then y, then z);
 * lanes past the end of a partial last warp count as exited.  Every
 * collective is a rendezvous: the calling lane records what it brings
 * (value, predicate, shuffle source) and waits until every lane named in
 * its mask that has not exited has arrived; exited lanes are excused, as
 * the guide requires only non-exited lanes to take part.  The lane whose
 * arrival (or exit) completes a group computes every member's result at
 * that moment, while all inputs are in place and nobody has moved on, so a
 * collective costs one rendezvous and no second round to protect the
 * inputs.  Members resume in lane order.
 *
 * Lanes of a warp run one after the other on one worker (sched.c), so the
 * guide's "convergence" has no meaning here: __activemask() reports only
 * the caller, which is always a correct answer under independent thread
 * scheduling (Volta and later).
 */
#include "sched.h"

extern __thread uint3 threadIdx;

/* Shuffle source lane, following PTX shfl.sync: lanes form segments of
 * `width`; up may not cross below its segment, down, xor and idx not above
 * it (xor may read an earlier segment).  -1: the lane keeps its own value. */
static int shfl_source(int op, unsigned lane, int arg, unsigned width)
{
    unsigned seg = lane & ~(width - 1), last = seg + width - 1;
    int j;
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

/* Computes the result of lane `lane` of the warp at `base`, whose group of
 * arrived, live lanes is `group`. */
static unsigned long long result_of(struct cucc__block *b, unsigned base, unsigned lane, unsigned group)
{
    struct cucc__thread *t = &b->thr[base + lane];
    unsigned ballot = 0;
    switch (t->op) {
    case CUCC_WARP_SYNC:
        return 0;
    case CUCC_WARP_SHFL_IDX:
    case CUCC_WARP_SHFL_UP:
    case CUCC_WARP_SHFL_DOWN:
    case CUCC_WARP_SHFL_XOR: {
        int j = shfl_source(t->op, lane, t->arg, t->width);
        /* A source outside the group has no value for this shuffle (the
         * GPU returns something undefined); its last one will do. */
        return j < 0 ? t->value : b->thr[base + (unsigned)j].value;
    }
    case CUCC_WARP_BALLOT:
    case CUCC_WARP_ALL:
    case CUCC_WARP_ANY:
        for (unsigned m = group; m; m &= m - 1) {
            unsigned l = (unsigned)__builtin_ctz(m);
            if (b->thr[base + l].value)
                ballot |= 1u << l;
        }
        return t->op == CUCC_WARP_BALLOT ? ballot : t->op == CUCC_WARP_ALL ? ballot == group : ballot != 0;
    case CUCC_WARP_MATCH_ANY:
        for (unsigned m = group; m; m &= m - 1) {
            unsigned l = (unsigned)__builtin_ctz(m);
            if (b->thr[base + l].value == t->value)
                ballot |= 1u << l;
        }
        return ballot;
    default:    /* match all */
        for (unsigned m = group; m; m &= m - 1)
            if (b->thr[base + (unsigned)__builtin_ctz(m)].value != t->value)
                return 0;
        return group | (1ull << 32);
    }
}

void cucc__warp_check(struct cucc__block *b, unsigned wi)
{
    struct cucc__warp *wp = &b->warps[wi];
    unsigned base = wi * CUCC_WARP_SIZE, released = 0, groups[CUCC_WARP_SIZE];
    for (unsigned m = wp->waiting; m; m &= m - 1) {
        unsigned lane = (unsigned)__builtin_ctz(m);
        unsigned need = b->thr[base + lane].mask & ~wp->exited;
        if ((need & wp->waiting) == need) {
            released |= 1u << lane;
            groups[lane] = need;
        }
    }
    if (!released)
        return;
    for (unsigned m = released; m; m &= m - 1) {
        unsigned lane = (unsigned)__builtin_ctz(m);
        b->thr[base + lane].result = result_of(b, base, lane, groups[lane]);
    }
    wp->waiting &= ~released;
    for (unsigned m = released; m; m &= m - 1)
        cucc__runq_push(b, base + (unsigned)__builtin_ctz(m));
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
        return result_of(&one, 0, 0, 1u);
    }
    struct cucc__block *b = &w->blk;
    unsigned tid = b->cur, wi = tid / CUCC_WARP_SIZE, lane = tid % CUCC_WARP_SIZE;
    struct cucc__thread *t = &b->thr[tid];
    t->state = CUCC_T_AT_WARP_SYNC;
    t->fiber = b->cur_fiber;
    t->idx = threadIdx;
    t->mask = mask | 1u << lane;
    t->op = (unsigned char)op;
    t->width = (unsigned char)width;
    t->arg = arg;
    t->value = value;
    b->warps[wi].waiting |= 1u << lane;
    cucc__warp_check(b, wi);
    cucc__block_wait(w);
    return t->result;
}

void __syncwarp(unsigned mask)
{
    (void)cucc__warp_op(CUCC_WARP_SYNC, mask, 0, 0, CUCC_WARP_SIZE);
}

/* The lanes executing this call together: here, only the caller. */
unsigned cucc__activemask(void)
{
    struct cucc__worker *w = cucc__worker_in_block();
    return w ? 1u << (w->blk.cur % CUCC_WARP_SIZE) : 1u;
}
