/*
 * Warp collectives at the runtime's level (src/rt/warp.c), with kernels
 * written in C that call the runtime entry points directly, so that the
 * program points of __activemask() are chosen by the test (the `site`
 * argument) instead of by a compiler:
 *
 *   the convergence rules of __activemask (sets by program point, the set
 *   furthest behind first, lanes at barriers and in collectives count as
 *   blocked, exited and missing lanes never count, a spinning lane does
 *   not starve the others), the __reduce_*_sync operations, shuffle
 *   arguments beyond 31, and the warp of one outside a kernel.
 *
 * Built and run by tests/run_warp.sh.
 */
#include "cuda_runtime_api.h"
#include "cucc/abi.h"
#include "device_launch_parameters.h"
#include "harness.h"

#include <stdlib.h>
#include <string.h>

void __syncthreads(void);
void __syncwarp(unsigned mask);

#define KERNEL(name, n, ...) \
    static void name(void **args); \
    static const size_t name##_sizes[] = { __VA_ARGS__ }; \
    static char name##_stub; \
    __attribute__((constructor)) static void name##_reg(void) { \
        static size_t aligns[n + 1]; \
        for (int i = 0; i < n; i++) aligns[i] = name##_sizes[i] >= 8 ? 8 : name##_sizes[i]; \
        cucc__register_kernel(&name##_stub, name, n, name##_sizes, aligns, #name, 0, 90); }
#define ARG(i, T) (*(T *)args[i])

static cudaError_t launch(const void *stub, unsigned grid, unsigned block, void **args)
{
    cucc__push_config3(grid, 1, 1, block, 1, 1, 0, 0);
    cucc__launch_stub(stub, args);
    cudaError_t e = cudaGetLastError();
    if (e == cudaSuccess)
        e = cudaDeviceSynchronize();
    return e;
}
#define LAUNCH(k, g, b, ...) launch(&k##_stub, g, b, (void *[]){ __VA_ARGS__, 0 })

static unsigned am(int site) { return cucc__activemask_at(site, NULL); }
static unsigned lane_id(void) { return threadIdx.x & 31; }

/* Two program points on the two sides of a branch: each side's lanes. */
KERNEL(k_sides, 1, sizeof(unsigned *))
static void k_sides(void **args)
{
    unsigned *out = ARG(0, unsigned *);
    out[threadIdx.x] = lane_id() % 3 == 0 ? am(10) : am(11);
}

TEST(sides)
{
    unsigned n = 70, out[70];
    unsigned *p = out;
    ASSERT_OK(LAUNCH(k_sides, 1, n, &p));
    for (unsigned t = 0; t < n; t++) {
        unsigned first = t & ~31u, live = n - first >= 32 ? ~0u : (1u << (n - first)) - 1, want = 0;
        for (unsigned l = 0; l < 32; l++)
            if ((live >> l & 1) && (l % 3 == 0) == ((t & 31) % 3 == 0))
                want |= 1u << l;
        ASSERT_EQ(out[t], want);
    }
}

/* Lanes 0-7 ask at site 5 while the others are already at site 9: the
 * earlier site goes first, and site 9 then gets the whole warp. */
KERNEL(k_behind, 1, sizeof(unsigned *))
static void k_behind(void **args)
{
    unsigned *out = ARG(0, unsigned *);
    unsigned t = threadIdx.x;
    out[2 * t] = lane_id() < 8 ? am(5) : 0;
    out[2 * t + 1] = am(9);
}

TEST(behind_first)
{
    unsigned out[64], *p = out;
    ASSERT_OK(LAUNCH(k_behind, 1, 32, &p));
    for (unsigned t = 0; t < 32; t++) {
        ASSERT_EQ(out[2 * t], t < 8 ? 0xffu : 0u);
        ASSERT_EQ(out[2 * t + 1], 0xffffffffu);
    }
}

/* A loop whose trip count depends on the lane: iteration i sees the lanes
 * still looping; after the loop the warp is whole again.  A partial warp. */
KERNEL(k_loop, 1, sizeof(unsigned *))
static void k_loop(void **args)
{
    unsigned *out = ARG(0, unsigned *);
    unsigned t = threadIdx.x, lane = lane_id();
    for (unsigned i = 0; i < lane % 6; i++)
        out[t * 8 + i] = am(20);
    out[t * 8 + 7] = am(21);
}

TEST(loop_trips)
{
    unsigned n = 29, *out = calloc(n * 8, sizeof *out);
    ASSERT_OK(LAUNCH(k_loop, 1, n, &out));
    for (unsigned t = 0; t < n; t++) {
        for (unsigned i = 0; i < t % 6; i++) {
            unsigned want = 0;
            for (unsigned l = 0; l < n; l++)
                if (l % 6 > i) want |= 1u << l;
            ASSERT_EQ(out[t * 8 + i], want);
        }
        ASSERT_EQ(out[t * 8 + 7], (1u << n) - 1);
    }
    free(out);
}

/* Lanes waiting at __syncthreads, in a warp collective, or exited count
 * as blocked; they are not part of the set. */
KERNEL(k_blocked_elsewhere, 1, sizeof(unsigned *))
static void k_blocked_elsewhere(void **args)
{
    unsigned *out = ARG(0, unsigned *);
    unsigned t = threadIdx.x, lane = lane_id();
    out[t] = 0;
    if (lane >= 28)
        return;                                     /* exited */
    if (lane < 4)
        out[t] = am(30);                            /* asks */
    if (lane < 12)
        __syncwarp(0xfffu | 0xf0000000u);           /* 4-11 wait for 0-3 */
    else if (lane < 20)
        (void)cucc__warp_op(CUCC_WARP_BALLOT, 0xff000u, 1, 0, 32);   /* among themselves */
    __syncthreads();
    if (lane >= 4 && lane < 12)
        out[t] = 1;
}

TEST(blocked_elsewhere)
{
    unsigned out[64], *p = out;
    ASSERT_OK(LAUNCH(k_blocked_elsewhere, 1, 64, &p));
    for (unsigned t = 0; t < 64; t++) {
        unsigned lane = t & 31;
        ASSERT_EQ(out[t], lane < 4 ? 0xfu : lane < 12 ? 1u : 0u);
    }
}

/* Lane 0 asks in a loop until another lane, at a later program point,
 * sets a flag: the later set must get to run (rule 4). */
KERNEL(k_spin, 1, sizeof(int *))
static void k_spin(void **args)
{
    volatile int *flag = ARG(0, int *);
    if (lane_id() == 0) {
        while (!*flag)
            (void)am(40);
    } else {
        (void)am(41);
        *flag = 1;
    }
}

TEST(no_starvation)
{
    int flag = 0, *p = &flag;
    ASSERT_OK(LAUNCH(k_spin, 2, 32, &p));
    ASSERT_EQ(flag, 1);
}

/* Recursion: one site at three stack depths gives three sets. */
__attribute__((noinline)) static unsigned deep(unsigned n)
{
    if (n == 0)
        return am(50);
    unsigned m = deep(n - 1);
    __asm__ volatile("" ::: "memory");      /* not a tail call */
    return m;
}

KERNEL(k_depths, 1, sizeof(unsigned *))
static void k_depths(void **args)
{
    unsigned *out = ARG(0, unsigned *);
    out[threadIdx.x] = deep(lane_id() % 3);
}

TEST(depths)
{
    unsigned out[32], *p = out;
    ASSERT_OK(LAUNCH(k_depths, 1, 32, &p));
    for (unsigned t = 0; t < 32; t++) {
        unsigned want = 0;
        for (unsigned l = 0; l < 32; l++)
            if (l % 3 == t % 3) want |= 1u << l;
        ASSERT_EQ(out[t], want);
    }
}

/* Collectives are matched by mask: the halves of a warp synchronise
 * separately, and the first half, already in a full-warp shuffle, must
 * not count the second half's __syncwarp as its arrival. */
KERNEL(k_by_mask, 1, sizeof(unsigned *))
static void k_by_mask(void **args)
{
    unsigned *out = ARG(0, unsigned *);
    unsigned t = threadIdx.x, lane = lane_id();
    unsigned half = lane < 16 ? 0xffffu : 0xffff0000u;
    for (int i = 0; i < 3; i++)
        __syncwarp(half);
    out[t] = (unsigned)cucc__warp_op(CUCC_WARP_SHFL_XOR, ~0u, t * 10, 16, 32);
    __syncthreads();
}

TEST(match_by_mask)
{
    unsigned out[64], *p = out;
    ASSERT_OK(LAUNCH(k_by_mask, 2, 64, &p));
    for (unsigned t = 0; t < 64; t++)
        ASSERT_EQ(out[t], (t ^ 16) * 10);
}

/* __reduce_*_sync over a full warp, and over the odd and the even lanes
 * of the other warps, the last of them partial. */
KERNEL(k_reduce, 1, sizeof(unsigned *))
static void k_reduce(void **args)
{
    unsigned *out = ARG(0, unsigned *);
    unsigned t = threadIdx.x, lane = lane_id();
    unsigned v = (t * 2654435761u) ^ (t << 29);
    unsigned mask = t < 32 ? ~0u : lane & 1 ? 0xaaaaaaaau : 0x55555555u;
    unsigned *r = out + t * 8;
    r[0] = (unsigned)cucc__warp_op(CUCC_WARP_REDUCE_ADD, mask, v, 0, 32);
    r[1] = (unsigned)cucc__warp_op(CUCC_WARP_REDUCE_MIN, mask, v, 0, 32);
    r[2] = (unsigned)cucc__warp_op(CUCC_WARP_REDUCE_MIN, mask, v, 1, 32);
    r[3] = (unsigned)cucc__warp_op(CUCC_WARP_REDUCE_MAX, mask, v, 0, 32);
    r[4] = (unsigned)cucc__warp_op(CUCC_WARP_REDUCE_MAX, mask, v, 1, 32);
    r[5] = (unsigned)cucc__warp_op(CUCC_WARP_REDUCE_AND, mask, v | 0x1000u, 0, 32);
    r[6] = (unsigned)cucc__warp_op(CUCC_WARP_REDUCE_OR, mask, v & 0xf0f0u, 0, 32);
    r[7] = (unsigned)cucc__warp_op(CUCC_WARP_REDUCE_XOR, mask, v, 0, 32);
}

TEST(reduce)
{
    unsigned n = 77, *out = calloc(n * 8, sizeof *out);
    ASSERT_OK(LAUNCH(k_reduce, 1, n, &out));
    for (unsigned t = 0; t < n; t++) {
        unsigned first = t & ~31u, live = n - first >= 32 ? ~0u : (1u << (n - first)) - 1;
        unsigned mask = t < 32 ? live : (t & 1) ? 0xaaaaaaaau & live : 0x55555555u & live;
        unsigned e[8] = { 0, ~0u, 0x7fffffffu, 0, 0x80000000u, ~0u, 0, 0 };
        for (unsigned l = 0; l < 32; l++) {
            if (!(mask >> l & 1)) continue;
            unsigned u = first + l, v = (u * 2654435761u) ^ (u << 29);
            e[0] += v;
            if (v < e[1]) e[1] = v;
            if ((int)v < (int)e[2]) e[2] = v;
            if (v > e[3]) e[3] = v;
            if ((int)v > (int)e[4]) e[4] = v;
            e[5] &= v | 0x1000u; e[6] |= v & 0xf0f0u; e[7] ^= v;
        }
        for (int k = 0; k < 8; k++)
            ASSERT_EQ(out[t * 8 + k], e[k]);
    }
    free(out);
}

/* Shuffle arguments count modulo 32, as in PTX: a delta of 33 is 1. */
KERNEL(k_shfl_args, 1, sizeof(unsigned *))
static void k_shfl_args(void **args)
{
    unsigned *out = ARG(0, unsigned *);
    unsigned t = threadIdx.x;
    out[4 * t + 0] = (unsigned)cucc__warp_op(CUCC_WARP_SHFL_UP, ~0u, t, 33, 32);
    out[4 * t + 1] = (unsigned)cucc__warp_op(CUCC_WARP_SHFL_DOWN, ~0u, t, 32, 32);
    out[4 * t + 2] = (unsigned)cucc__warp_op(CUCC_WARP_SHFL_IDX, ~0u, t, -1, 8);
    out[4 * t + 3] = (unsigned)cucc__warp_op(CUCC_WARP_SHFL_XOR, ~0u, t, 35, 32);
}

TEST(shfl_args)
{
    unsigned out[128], *p = out;
    ASSERT_OK(LAUNCH(k_shfl_args, 1, 32, &p));
    for (unsigned t = 0; t < 32; t++) {
        ASSERT_EQ(out[4 * t + 0], t >= 1 ? t - 1 : t);
        ASSERT_EQ(out[4 * t + 1], t);
        ASSERT_EQ(out[4 * t + 2], (t & ~7u) | 7u);
        ASSERT_EQ(out[4 * t + 3], t ^ 3u);
    }
}

/* Outside a kernel the caller is a warp of one: a shuffle's other source
 * lanes take no part and give 0 (as absent lanes do on an H200,
 * tests/e2e/shfl_absent_source.cu). */
TEST(host_caller)
{
    ASSERT_EQ(cucc__activemask_at(1, NULL), 1u);
    ASSERT_EQ(cucc__activemask(), 1u);
    ASSERT_EQ(cucc__warp_op(CUCC_WARP_BALLOT, ~0u, 1, 0, 32), 1u);
    ASSERT_EQ(cucc__warp_op(CUCC_WARP_REDUCE_ADD, ~0u, 41, 0, 32), 41u);
    ASSERT_EQ(cucc__warp_op(CUCC_WARP_SHFL_DOWN, ~0u, 7, 1, 32), 0u);
    ASSERT_EQ(cucc__warp_op(CUCC_WARP_SHFL_IDX, ~0u, 7, 0, 32), 7u);
}
