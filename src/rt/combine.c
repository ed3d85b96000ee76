/* Combined atomics of region kernels (src/simt/region.c, "combined
 * atomics"; include/cucc/device_atomic.h, cucc__cmb_atomicAdd): each
 * worker's table of the sums its current piece still owes to memory.  A
 * piece that combines ends with cucc__cmb_flush, which adds every sum with
 * one locked add; a sum whose slot another address wants is added then.
 * A block that traps drops what its piece owed (cucc__cmb_drop, sched.c):
 * a grid that faults leaves memory as it was at the fault, give or take
 * the adds of its last piece, as a GPU's does. */
#include "rt.h"

__thread struct cucc__cmb_table cucc__cmb;

static void cmb_add_now(unsigned long key, unsigned long long v)
{
    if (key & 1)
        __atomic_fetch_add((unsigned long long *)(key & ~1ul), v, __ATOMIC_RELAXED);
    else
        __atomic_fetch_add((unsigned *)key, (unsigned)v, __ATOMIC_RELAXED);
}

void cucc__cmb_miss(struct cucc__cmb_slot *s, unsigned long key, unsigned long long v)
{
    if (s->key)
        cmb_add_now(s->key, s->v);
    unsigned i = (unsigned)(s - cucc__cmb.s);
    cucc__cmb.used[i / 64] |= 1ull << (i % 64);
    s->key = key;
    s->v = v;
}

void cucc__cmb_flush(void)
{
    for (unsigned w = 0; w < CUCC_CMB_SLOTS / 64; w++) {
        for (unsigned long long u = cucc__cmb.used[w]; u; u &= u - 1) {
            struct cucc__cmb_slot *s = &cucc__cmb.s[w * 64 + (unsigned)__builtin_ctzll(u)];
            cmb_add_now(s->key, s->v);
            s->key = 0;
        }
        cucc__cmb.used[w] = 0;
    }
}

void cucc__cmb_drop(void)
{
    for (unsigned w = 0; w < CUCC_CMB_SLOTS / 64; w++) {
        for (unsigned long long u = cucc__cmb.used[w]; u; u &= u - 1)
            cucc__cmb.s[w * 64 + (unsigned)__builtin_ctzll(u)].key = 0;
        cucc__cmb.used[w] = 0;
    }
}
