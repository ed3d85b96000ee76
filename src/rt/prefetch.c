/*
 * The block-stride prefetch of region kernels (src/simt/region.c,
 * find_streams, has why).  Per OS thread that runs blocks and per site of
 * the kernel it ran last (a pointer parameter read, or one written), the
 * bytes of the block that just ran, [lo, hi) of what its rows' ends
 * touched, and the stride from the block before.  When the same stride
 * was seen twice running, a block's entry queues the bytes the stride
 * predicts: an early site's (read by the kernel's first piece with sites)
 * of the next block, which the block's work then hides; a later site's of
 * this block, its stores then finding their lines.  Each piece issues an
 * even share of the lines, the queue done by the middle of the block (as
 * many pieces as the last block had).  A wrong guess costs prefetches,
 * never a fault: a prefetch of an unmapped address does nothing.
 */
#include "rt.h"

#include <stdbool.h>
#include <string.h>

/* A site's history on this OS thread. */
struct site {
    unsigned long last;         /* the last block's row 0 start */
    unsigned long len;          /* ... its length */
    long rstride;               /* ... the distance of its rows */
    unsigned rows;              /* ... how many (1: one range, of len) */
    long stride;                /* last minus the block's before it */
    bool seen, sure;            /* last known; the same stride twice running */
};

static __thread struct {
    const void *kernel;
    unsigned steps;             /* pieces the last block ran */
    struct site s[CUCC_PF_SITES];
} hist;

/* Bytes a site may queue, its rows' lengths together (a site wider than
 * that streams through the caches anyway), and all sites: within L1. */
#define SITE_MAX (32ul << 10)
#define QUEUE_MAX (40ul << 10)
#define LINE 64ul

void cucc__pf_begin(struct cucc__pf_block *b, const void *kernel, int nsites, unsigned early,
                    unsigned write)
{
    if (hist.kernel != kernel) {
        memset(&hist, 0, sizeof hist);
        hist.kernel = kernel;
    }
    nsites = nsites < CUCC_PF_SITES ? nsites : CUCC_PF_SITES;
    b->nsites = nsites;
    b->nq = b->iq = b->steps = 0;
    /* all of them, a constant count: gcc makes vector stores of that,
     * where a loop to nsites became five `rep stos`, 10 % of a light
     * 16 x 16 kernel */
    for (int k = 0; k < CUCC_PF_SITES; k++) {
        b->lo[k] = b->r0lo[k] = b->r1lo[k] = ~0ul;
        b->hi[k] = b->r0hi[k] = 0;
    }
    unsigned long lines = 0;
    /* later sites first: their lines are wanted in this block */
    for (int pass = 0; pass < 2; pass++)
        for (int k = 0; k < nsites; k++) {
            const struct site *s = &hist.s[k];
            bool is_early = early >> k & 1;
            if (pass != (is_early ? 1 : 0) || !s->sure)
                continue;
            unsigned long n = ((s->len + LINE - 1) / LINE + 1) * s->rows;
            if (n * LINE > SITE_MAX || (lines + n) * LINE > QUEUE_MAX)
                continue;
            unsigned long at = s->last + (unsigned long)s->stride * (is_early ? 2 : 1);
            unsigned q = b->nq++;
            b->start[q] = at;
            b->len[q] = s->len;
            b->rstride[q] = s->rstride;
            b->rows[q] = s->rows;
            b->at[q] = at & ~(LINE - 1);
            b->end[q] = at + s->len;
            b->write[q] = write >> k & 1;
            lines += n;
        }
    /* spread over the pieces the last block ran */
    unsigned steps = hist.steps ? hist.steps : 1;
    b->per_step = (unsigned)((lines + steps - 1) / steps);
}

/* Site k's rows as noted: row 0's range and, when the others follow it
 * one distance apart to the end of all (rows of a 2D block in a wider
 * array), that distance and their number; else one range of them all. */
static void rows_of(const struct cucc__pf_block *b, int k, struct site *s)
{
    s->len = b->r0hi[k] - b->r0lo[k];
    s->rows = 1;
    s->rstride = 0;
    unsigned long all = b->hi[k] - b->lo[k];
    if (b->r0lo[k] < b->r0hi[k] && b->r1lo[k] != ~0ul && b->r1lo[k] > b->r0lo[k] &&
        b->lo[k] == b->r0lo[k]) {
        unsigned long d = b->r1lo[k] - b->r0lo[k];
        if (d > s->len && (all - s->len) % d == 0 && (all - s->len) / d < 4096) {
            s->rstride = (long)d;
            s->rows = (unsigned)((all - s->len) / d + 1);
            return;
        }
    }
    s->len = all;
}

void cucc__pf_end(const struct cucc__pf_block *b)
{
    hist.steps = b->steps;
    for (int k = 0; k < b->nsites; k++) {
        struct site *s = &hist.s[k];
        if (b->lo[k] >= b->hi[k]) {
            s->seen = s->sure = false;      /* the block did not touch it */
            continue;
        }
        long stride = (long)(b->lo[k] - s->last);
        s->sure = s->seen && stride == s->stride && stride != 0;
        s->stride = s->seen ? stride : 0;
        s->seen = true;
        s->last = b->lo[k];
        rows_of(b, k, s);
    }
}
