/*
 * The block-stride prefetch's predictor (src/rt/prefetch.c): what a
 * block entry queues from the bytes earlier blocks noted.  The notes are
 * written here as src/emit/region.c's code writes them (row 0's and row
 * 1's ends, all rows' range); a prefetch's effect is not observable, the
 * queue is.
 */
#include "harness.h"
#include "cucc/abi.h"

#include <string.h>

static const char kernel_a, kernel_b;

/* One block's notes of site k: `rows` rows of len bytes from lo, rstride apart. */
static void note(struct cucc__pf_block *b, int k, unsigned long lo, unsigned long len,
                 unsigned rows, unsigned long rstride)
{
    for (unsigned r = 0; r < rows; r++) {
        unsigned long a = lo + r * rstride, e = a + len;
        if (a < b->lo[k]) b->lo[k] = a;
        if (e > b->hi[k]) b->hi[k] = e;
        if (r == 0) {
            b->r0lo[k] = a;
            b->r0hi[k] = e;
        } else if (r == 1) {
            b->r1lo[k] = a;
        }
    }
}

/* Runs block i of a kernel whose site 0 is read early, 2048 bytes a block,
 * and site 1 written late, 16 rows of 64 bytes 1536 apart. */
static void block(struct cucc__pf_block *b, const void *kernel, unsigned long i)
{
    cucc__pf_begin(b, kernel, 2, 1u, 2u);
    b->steps = 20;
    note(b, 0, 0x100000 + i * 2048, 2048, 1, 0);
    note(b, 1, 0x900000 + i * 64, 64, 16, 1536);
    cucc__pf_end(b);
}

TEST(stride_seen_twice_queues)
{
    static struct cucc__pf_block b;
    block(&b, &kernel_a, 0);
    block(&b, &kernel_a, 1);
    cucc__pf_begin(&b, &kernel_a, 2, 1u, 2u);
    ASSERT_EQ(b.nq, 0);         /* one stride seen: no guess yet */
    b.steps = 20;
    note(&b, 0, 0x100000 + 2 * 2048, 2048, 1, 0);
    note(&b, 1, 0x900000 + 2 * 64, 64, 16, 1536);
    cucc__pf_end(&b);
    cucc__pf_begin(&b, &kernel_a, 2, 1u, 2u);
    ASSERT_EQ(b.nq, 2);
    /* the late (written) site first: this block's (3) rows */
    ASSERT_EQ(b.write[0], 1);
    ASSERT_EQ(b.start[0], 0x900000 + 3 * 64);
    ASSERT_EQ(b.rows[0], 16);
    ASSERT_EQ(b.rstride[0], 1536);
    ASSERT_EQ(b.len[0], 64);
    /* then the early one: the next block's (4) bytes */
    ASSERT_EQ(b.write[1], 0);
    ASSERT_EQ(b.start[1], 0x100000 + 4 * 2048);
    ASSERT_EQ(b.rows[1], 1);
    ASSERT_EQ(b.len[1], 2048);
    /* spread over the last block's 20 pieces: 16 rows x 2 lines + 33 lines */
    ASSERT_EQ(b.per_step, (16 * 2 + 33 + 19) / 20);
}

TEST(broken_stride_stops)
{
    static struct cucc__pf_block b;
    for (unsigned long i = 0; i < 4; i++)
        block(&b, &kernel_a, i);
    block(&b, &kernel_a, 40);   /* a jump: another part of the grid */
    cucc__pf_begin(&b, &kernel_a, 2, 1u, 2u);
    ASSERT_EQ(b.nq, 0);
}

TEST(another_kernel_starts_over)
{
    static struct cucc__pf_block b;
    for (unsigned long i = 0; i < 4; i++)
        block(&b, &kernel_a, i);
    cucc__pf_begin(&b, &kernel_b, 2, 1u, 2u);
    ASSERT_EQ(b.nq, 0);
}

TEST(wide_sites_are_left_to_the_hardware)
{
    static struct cucc__pf_block b;
    for (unsigned long i = 0; i < 4; i++) {
        cucc__pf_begin(&b, &kernel_a, 1, 1u, 0u);
        note(&b, 0, 0x100000 + i * (64ul << 10), 64ul << 10, 1, 0);
        cucc__pf_end(&b);
    }
    cucc__pf_begin(&b, &kernel_a, 1, 1u, 0u);
    ASSERT_EQ(b.nq, 0);
}

TEST(unused_site_is_forgotten)
{
    static struct cucc__pf_block b;
    for (unsigned long i = 0; i < 4; i++)
        block(&b, &kernel_a, i);
    cucc__pf_begin(&b, &kernel_a, 2, 1u, 2u);
    note(&b, 0, 0x100000 + 4 * 2048, 2048, 1, 0);      /* site 1 not touched */
    cucc__pf_end(&b);
    cucc__pf_begin(&b, &kernel_a, 2, 1u, 2u);
    ASSERT_EQ(b.nq, 1);
    ASSERT_EQ(b.write[0], 0);
}
