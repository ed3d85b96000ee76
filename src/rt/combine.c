/* Combined atomics of region kernels (src/simt/region.c, "combined
 * atomics"; include/cucc/device_atomic.h, cucc__cmb_atomicAdd): each
 * worker's table of the operations its current piece still owes to memory
 * (sums, and-, or- and xor-masks).  A piece that combines
 * ends with cucc__cmb_flush, which makes each with one locked operation;
 * one whose slot another address or operation wants is made then.
 * A block that traps drops what its piece owed (cucc__cmb_drop, sched.c):
 * a grid that faults leaves memory as it was at the fault, give or take
 * the adds of its last piece, as a GPU's does. */
#include "rt.h"

__thread struct cucc__cmb_table cucc__cmb;

/* Makes the operation key holds, with operand v, in memory. */
static void cmb_now(unsigned long key, unsigned long long v)
{
    int op = (int)(key >> CUCC_CMB_OP_SHIFT);
    void *a = (void *)(key & ((1ul << CUCC_CMB_OP_SHIFT) - 1) & ~1ul);
    if (key & 1) {
        unsigned long long *p = a;
        switch (op) {
        case CUCC_CMB_ADD: __atomic_fetch_add(p, v, __ATOMIC_RELAXED); break;
        case CUCC_CMB_AND: __atomic_fetch_and(p, v, __ATOMIC_RELAXED); break;
        case CUCC_CMB_OR: __atomic_fetch_or(p, v, __ATOMIC_RELAXED); break;
        default: __atomic_fetch_xor(p, v, __ATOMIC_RELAXED); break;
        }
    } else {
        unsigned *p = a, w = (unsigned)v;
        switch (op) {
        case CUCC_CMB_ADD: __atomic_fetch_add(p, w, __ATOMIC_RELAXED); break;
        case CUCC_CMB_AND: __atomic_fetch_and(p, w, __ATOMIC_RELAXED); break;
        case CUCC_CMB_OR: __atomic_fetch_or(p, w, __ATOMIC_RELAXED); break;
        default: __atomic_fetch_xor(p, w, __ATOMIC_RELAXED); break;
        }
    }
}

void cucc__cmb_miss(struct cucc__cmb_slot *s, unsigned long key, unsigned long long v)
{
    if (s->key)
        cmb_now(s->key, s->v);
    unsigned i = (unsigned)(s - cucc__cmb.s);
    cucc__cmb.used[i / 64] |= 1ull << (i % 64);
    s->key = key;
    s->v = v;
}

/* Empties the table, making what it owes in memory when `make`. */
static void cmb_empty(int make)
{
    for (unsigned w = 0; w < CUCC_CMB_SLOTS / 64; w++) {
        for (unsigned long long u = cucc__cmb.used[w]; u; u &= u - 1) {
            struct cucc__cmb_slot *s = &cucc__cmb.s[w * 64 + (unsigned)__builtin_ctzll(u)];
            if (make)
                cmb_now(s->key, s->v);
            s->key = 0;
        }
        cucc__cmb.used[w] = 0;
    }
}

void cucc__cmb_flush(void)
{
    cmb_empty(1);
}

void cucc__cmb_drop(void)
{
    cmb_empty(0);
}
