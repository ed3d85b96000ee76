/*
 * SIMT execution tests: libcucc driven directly, with kernels written in C.
 * A "kernel" here is an entry function taking the argument array, as
 * generated code's cucc__entry<...>::run does; it reads the built-in
 * variables and calls __syncthreads like device code.  Static __shared__
 * memory is a __thread array, as the emitter makes it.
 *
 *     test_simt            runs every test but the sticky-error ones
 *     test_simt NAME...    runs the named tests (one process per sticky test)
 */
#include "cuda_runtime_api.h"
#include "cucc/abi.h"
#include "device_launch_parameters.h"
#include "cuda_device_runtime_api.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void __syncthreads(void);
void __syncwarp(unsigned mask);
unsigned long long cucc__warp_op(int op, unsigned mask, unsigned long long value, int arg, int width);
enum { W_SYNC, W_IDX, W_UP, W_DOWN, W_XOR, W_BALLOT, W_ALL, W_ANY, W_MATCH_ANY, W_MATCH_ALL };
int __syncthreads_count(int);
int __syncthreads_and(int);
int __syncthreads_or(int);
_Noreturn void cucc__trap(cudaError_t e);
void cucc__grid_sync(void);
int cucc__grid_is_cooperative(void);

static int failures;
static const char *current;

#define CHECK(cond) do { if (!(cond)) { \
    printf("  FAIL %s:%d (%s): %s\n", __FILE__, __LINE__, current, #cond); failures++; } } while (0)
#define CHECK_EQ(a, b) do { long long a_ = (long long)(a), b_ = (long long)(b); if (a_ != b_) { \
    printf("  FAIL %s:%d (%s): %s == %lld, want %lld\n", __FILE__, __LINE__, current, #a, a_, b_); \
    failures++; } } while (0)
#define CHECK_ERR(call, want) do { cudaError_t e_ = (call); if (e_ != (want)) { \
    printf("  FAIL %s:%d (%s): %s = %s, want %s\n", __FILE__, __LINE__, current, #call, \
           cudaGetErrorName(e_), cudaGetErrorName(want)); failures++; } } while (0)

/* Kernel registration: the stub is any unique address (generated code uses
 * the host stub function); the entry is the kernel. */
#define KERNEL(name, n, ...) \
    static void name(void **args); \
    static const size_t name##_sizes[] = { __VA_ARGS__ }; \
    static char name##_stub; \
    __attribute__((constructor)) static void name##_reg(void) { \
        static size_t aligns[n + 1]; \
        for (int i = 0; i < n; i++) aligns[i] = name##_sizes[i] >= 8 ? 8 : name##_sizes[i]; \
        cucc__register_kernel(&name##_stub, name, n, name##_sizes, aligns, #name, 0, 90); }

#define ARG(i, T) (*(T *)args[i])

/* k<<<g, b, s, st>>>(a...); returns the launch's error (cudaGetLastError) */
static cudaError_t launch_async(const void *stub, dim3 g, dim3 b, size_t smem, cudaStream_t st, void **args)
{
    cucc__push_config3(g.x, g.y, g.z, b.x, b.y, b.z, smem, (cucc__stream_t)st);
    cucc__launch_stub(stub, args);
    return cudaGetLastError();
}

/* The same, then waits for the stream (its own errors are left for a later
 * cudaDeviceSynchronize to report). */
static cudaError_t launch(const void *stub, dim3 g, dim3 b, size_t smem, cudaStream_t st, void **args)
{
    cudaError_t e = launch_async(stub, g, b, smem, st, args);
    if (e == cudaSuccess) {
        (void)cudaStreamSynchronize(st);
        (void)cudaGetLastError();
    }
    return e;
}
#define LAUNCH(k, g, b, ...) launch(&k##_stub, g, b, 0, 0, (void *[]){ __VA_ARGS__, 0 })
#define D3(x, y, z) ((dim3){ (x), (y), (z) })
#define D1(x) ((dim3){ (x), 1, 1 })

static unsigned tid_linear(void)
{
    return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
static unsigned long long block_linear(void)
{
    return blockIdx.x + (unsigned long long)gridDim.x * (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
}
static unsigned nthreads(void) { return blockDim.x * blockDim.y * blockDim.z; }

/* Tests ------------------------------------------------------------------ */

KERNEL(k_builtins, 1, sizeof(unsigned *))
static void k_builtins(void **args)
{
    unsigned *out = ARG(0, unsigned *);
    unsigned long long i = block_linear() * nthreads() + tid_linear();
    unsigned *r = out + i * 8;
    r[0] = threadIdx.x; r[1] = threadIdx.y; r[2] = threadIdx.z;
    r[3] = blockIdx.x; r[4] = blockIdx.y; r[5] = blockIdx.z;
    r[6] = blockDim.x * 100 + blockDim.y * 10 + blockDim.z;
    r[7] = gridDim.x * 100 + gridDim.y * 10 + gridDim.z;
}

static void test_builtins(void)
{
    dim3 g = D3(3, 2, 4), b = D3(5, 3, 2);
    size_t n = 3 * 2 * 4 * 5 * 3 * 2;
    unsigned *out = calloc(n * 8, sizeof *out);
    CHECK_ERR(LAUNCH(k_builtins, g, b, &out), cudaSuccess);
    CHECK_ERR(cudaDeviceSynchronize(), cudaSuccess);
    size_t i = 0, bad = 0;
    for (unsigned bz = 0; bz < 4; bz++) for (unsigned by = 0; by < 2; by++) for (unsigned bx = 0; bx < 3; bx++)
    for (unsigned tz = 0; tz < 2; tz++) for (unsigned ty = 0; ty < 3; ty++) for (unsigned tx = 0; tx < 5; tx++, i++) {
        unsigned *r = out + i * 8;
        bad += r[0] != tx || r[1] != ty || r[2] != tz || r[3] != bx || r[4] != by || r[5] != bz ||
               r[6] != 532 || r[7] != 324;
    }
    CHECK_EQ(bad, 0);
    free(out);
}

/* Built-ins stay right across barriers while threads start, block, exit
 * and resume in every order: some threads exit at once, some after one
 * barrier, the rest after three. */
KERNEL(k_builtins_sync, 1, sizeof(unsigned *))
static void k_builtins_sync(void **args)
{
    unsigned *out = ARG(0, unsigned *);
    unsigned t = tid_linear();
    unsigned long long i = block_linear() * nthreads() + t;
    unsigned *r = out + i * 4;
    unsigned code = threadIdx.x | threadIdx.y << 10 | threadIdx.z << 20;
    if (t % 5 == 1) { r[0] = code; return; }
    __syncthreads();
    if (t % 5 == 2) { r[0] = code; r[1] = blockIdx.x | blockIdx.y << 16; return; }
    __syncthreads();
    __syncthreads();
    r[0] = code;
    r[1] = blockIdx.x | blockIdx.y << 16;
    r[2] = blockDim.x | blockDim.y << 10 | blockDim.z << 20;
}

static void test_builtins_sync(void)
{
    const dim3 shapes[] = { D3(5, 3, 2), D3(8, 8, 4), D3(1, 1, 64), D3(3, 1, 7), D3(32, 32, 1) };
    for (int s = 0; s < 5; s++) {
        dim3 b = shapes[s], g = D3(3, 2, 1);
        unsigned nt = b.x * b.y * b.z;
        size_t n = 6 * (size_t)nt;
        unsigned *out = calloc(n * 4, sizeof *out);
        CHECK_ERR(LAUNCH(k_builtins_sync, g, b, &out), cudaSuccess);
        size_t bad = 0, i = 0;
        for (unsigned by = 0; by < 2; by++) for (unsigned bx = 0; bx < 3; bx++)
        for (unsigned tz = 0; tz < b.z; tz++) for (unsigned ty = 0; ty < b.y; ty++) for (unsigned tx = 0; tx < b.x; tx++, i++) {
            unsigned *r = out + i * 4, t = (unsigned)(i % nt);
            bad += r[0] != (tx | ty << 10 | tz << 20);
            if (t % 5 != 1) bad += r[1] != (bx | by << 16);
            if (t % 5 != 1 && t % 5 != 2) bad += r[2] != (b.x | b.y << 10 | b.z << 20);
        }
        CHECK_EQ(bad, 0);
        free(out);
    }
}

/* Reverse a block-sized array through "shared" memory, several rounds. */
static __thread int sh_rev[1024];
KERNEL(k_reverse, 2, sizeof(int *), sizeof(int))
static void k_reverse(void **args)
{
    int *data = ARG(0, int *), rounds = ARG(1, int);
    unsigned t = tid_linear(), n = nthreads();
    int *d = data + block_linear() * n;
    for (int r = 0; r < rounds; r++) {
        sh_rev[t] = d[t];
        __syncthreads();
        d[t] = sh_rev[n - 1 - t] + 1;
        __syncthreads();
    }
}

static void test_barrier_loops(void)
{
    const unsigned shapes[][2] = { {1, 1}, {4, 32}, {3, 150}, {2, 1024}, {7, 33} };
    for (int s = 0; s < 5; s++) {
        unsigned nb = shapes[s][0], bs = shapes[s][1];
        int rounds = 5;
        int *d = malloc(sizeof(int) * nb * bs);
        for (unsigned i = 0; i < nb * bs; i++) d[i] = (int)i;
        CHECK_ERR(LAUNCH(k_reverse, D1(nb), D1(bs), &d, &rounds), cudaSuccess);
        unsigned bad = 0;
        for (unsigned b = 0; b < nb; b++)
            for (unsigned t = 0; t < bs; t++) {
                /* odd number of reversals: element t holds original bs-1-t */
                int want = (int)(b * bs + bs - 1 - t) + rounds;
                bad += d[b * bs + t] != want;
            }
        CHECK_EQ(bad, 0);
        free(d);
    }
}

/* Threads with t % 3 == 0 return before the barriers; the rest sync in a
 * loop and count arrivals with __syncthreads_count. */
KERNEL(k_early_exit, 1, sizeof(int *))
static void k_early_exit(void **args)
{
    int *out = ARG(0, int *);
    unsigned t = tid_linear();
    if (t % 3 == 0)
        return;
    int acc = 0;
    for (int i = 0; i < 4; i++)
        acc += __syncthreads_count(1);
    out[block_linear() * nthreads() + t] = acc;
}

static void test_early_exit(void)
{
    const unsigned sizes[] = { 1, 2, 3, 64, 1000, 1024 };
    for (int s = 0; s < 6; s++) {
        unsigned bs = sizes[s], nb = 3;
        int *out = calloc(nb * bs, sizeof(int));
        CHECK_ERR(LAUNCH(k_early_exit, D1(nb), D1(bs), &out), cudaSuccess);
        int live = (int)(bs - (bs + 2) / 3);
        unsigned bad = 0;
        for (unsigned i = 0; i < nb * bs; i++)
            bad += out[i] != ((i % bs) % 3 == 0 ? 0 : 4 * live);
        CHECK_EQ(bad, 0);
        free(out);
    }
}

/* A thread exits while the others wait at the barrier: the last exit must
 * release them. */
KERNEL(k_exit_releases, 1, sizeof(int *))
static void k_exit_releases(void **args)
{
    int *out = ARG(0, int *);
    unsigned t = tid_linear();
    if (t == nthreads() - 1)
        return;             /* the last thread never reaches the barrier */
    __syncthreads();
    out[t] = 1;
}

static void test_exit_releases(void)
{
    int out[256] = {0};
    int *p = out;
    CHECK_ERR(LAUNCH(k_exit_releases, D1(1), D1(256), &p), cudaSuccess);
    int sum = 0;
    for (int i = 0; i < 256; i++) sum += out[i];
    CHECK_EQ(sum, 255);
}

static int pred(int k, int t, int b, int bs)
{
    switch (k) {
    case 0: return 0;
    case 1: return t == bs - 1;
    case 2: return (t % 3 == 0) || (t == b);
    case 3: return t < bs;
    default: return (t * 7 + b) % 11 < 4 ? t + 1 : 0;
    }
}

KERNEL(k_reduce, 1, sizeof(int *))
static void k_reduce(void **args)
{
    int *out = ARG(0, int *);
    int t = (int)tid_linear(), b = (int)block_linear(), bs = (int)nthreads();
    for (int k = 0; k < 5; k++) {
        int p = pred(k, t, b, bs);
        int c = __syncthreads_count(p);
        int a = __syncthreads_and(p);
        int o = __syncthreads_or(p);
        int *r = out + (((size_t)b * bs + t) * 5 + k) * 3;
        r[0] = c; r[1] = a; r[2] = o;
    }
}

static void test_count_and_or(void)
{
    const int shapes[][2] = { {7, 200}, {3, 1024}, {20, 33}, {2, 1} };
    for (int s = 0; s < 4; s++) {
        int nb = shapes[s][0], bs = shapes[s][1];
        int *out = calloc((size_t)nb * bs * 15, sizeof(int));
        CHECK_ERR(LAUNCH(k_reduce, D1(nb), D1(bs), &out), cudaSuccess);
        int bad = 0;
        for (int b = 0; b < nb; b++)
            for (int k = 0; k < 5; k++) {
                int c = 0;
                for (int t = 0; t < bs; t++) c += pred(k, t, b, bs) != 0;
                for (int t = 0; t < bs; t++) {
                    int *r = out + (((size_t)b * bs + t) * 5 + k) * 3;
                    bad += r[0] != c || r[1] != (c == bs) || r[2] != (c > 0);
                }
            }
        CHECK_EQ(bad, 0);
        free(out);
    }
}

/* Barriers in different branches meet (per-block counting, as on Volta+). */
static __thread int sh_div[64];
KERNEL(k_divergent_sites, 1, sizeof(int *))
static void k_divergent_sites(void **args)
{
    int *out = ARG(0, int *);
    unsigned t = threadIdx.x;
    sh_div[t] = (int)t;
    if (t & 1)
        __syncthreads();
    else
        __syncthreads();
    out[t] = sh_div[63 - t];
}

static void test_divergent_sites(void)
{
    int out[64];
    int *p = out;
    CHECK_ERR(LAUNCH(k_divergent_sites, D1(1), D1(64), &p), cudaSuccess);
    int bad = 0;
    for (int i = 0; i < 64; i++) bad += out[i] != 63 - i;
    CHECK_EQ(bad, 0);
}

/* __syncwarp: a warp reduction through volatile shared memory (as in
 * 02_memory_spaces/volatile_memory), in blocks whose last warp is partial
 * and with lanes that exited early; and disjoint masks (even and odd lanes
 * synchronise separately). */
static __thread int sh_warp[1024];
KERNEL(k_warp_reduce, 2, sizeof(int *), sizeof(int))
static void k_warp_reduce(void **args)
{
    int *out = ARG(0, int *);
    int quit = ARG(1, int);
    volatile int *vb = sh_warp;
    unsigned t = threadIdx.x, lane = t & 31, n = blockDim.x;
    vb[t] = (int)t + 1;
    if (quit && (lane == 31 || lane == 20))
        return;             /* values stay; they are excused from the syncs */
    __syncwarp(0xffffffffu);
    for (unsigned off = 16; off > 0; off >>= 1) {
        int v = 0;
        if (lane < off && t + off < n) v = vb[t] + vb[t + off];
        else if (lane < off) v = vb[t];
        __syncwarp(0xffffffffu);
        if (lane < off) vb[t] = v;
        __syncwarp(0xffffffffu);
    }
    if (lane == 0) out[t / 32] = vb[t];
}

KERNEL(k_warp_parity, 1, sizeof(int *))
static void k_warp_parity(void **args)
{
    int *out = ARG(0, int *);
    unsigned t = threadIdx.x, lane = t & 31;
    unsigned mine = (lane & 1) ? 0xaaaaaaaau : 0x55555555u;
    sh_warp[t] = (int)lane;
    __syncwarp(mine);
    int s = 0;
    for (unsigned l = lane & 1; l < 32; l += 2) s += sh_warp[(t & ~31u) + l];
    __syncwarp(mine);
    out[t] = s;
}

static void test_syncwarp(void)
{
    const unsigned sizes[] = { 32, 40, 256, 1000, 1024 };
    for (int q = 0; q < 2; q++)
        for (int i = 0; i < 5; i++) {
            unsigned n = sizes[i], nw = (n + 31) / 32;
            int out[32] = {0}, *p = out;
            CHECK_ERR(LAUNCH(k_warp_reduce, D1(1), D1(n), &p, &q), cudaSuccess);
            int bad = 0;
            for (unsigned w = 0; w < nw; w++) {
                int want = 0;
                for (unsigned t = w * 32; t < w * 32 + 32 && t < n; t++) want += (int)t + 1;
                bad += out[w] != want;
            }
            CHECK_EQ(bad, 0);
        }
    int out[256], *p = out;
    CHECK_ERR(LAUNCH(k_warp_parity, D1(2), D1(256), &p), cudaSuccess);
    int bad = 0;
    for (int t = 0; t < 256; t++) bad += out[t] != ((t & 1) ? 256 : 240);
    CHECK_EQ(bad, 0);
}

/* Shuffles (every mode and width), votes and matches through the runtime's
 * collective, checked against the Programming Guide's definitions; the
 * block has a partial last warp and, with quit, lanes 3 and 17 exit first. */
KERNEL(k_warp_ops, 2, sizeof(void *), sizeof(int))
static void k_warp_ops(void **args)
{
    long long *out = ARG(0, long long *);
    int quit = ARG(1, int);
    unsigned t = threadIdx.x, lane = t & 31;
    long long *r = out + (size_t)t * 24;
    if (quit && (lane == 3 || lane == 17))
        return;
    unsigned long long v = 1000ull * t + 7 + ((unsigned long long)t << 40);
    int k = 0;
    for (int width = 32; width >= 4; width /= 2) {
        r[k++] = (long long)cucc__warp_op(W_IDX, ~0u, v, 5, width);
        r[k++] = (long long)cucc__warp_op(W_UP, ~0u, v, 3, width);
        r[k++] = (long long)cucc__warp_op(W_DOWN, ~0u, v, 2, width);
        r[k++] = (long long)cucc__warp_op(W_XOR, ~0u, v, 9, width);
    }
    r[k++] = (long long)cucc__warp_op(W_BALLOT, ~0u, lane % 3 == 0, 0, 32);
    r[k++] = (long long)cucc__warp_op(W_ALL, ~0u, lane < 40, 0, 32);
    r[k++] = (long long)cucc__warp_op(W_ANY, ~0u, lane == 30, 0, 32);
    r[k++] = (long long)cucc__warp_op(W_MATCH_ANY, ~0u, lane % 4, 0, 32);
    r[k++] = (long long)cucc__warp_op(W_MATCH_ALL, ~0u, 42, 0, 32);
    r[k++] = (long long)cucc__warp_op(W_MATCH_ALL, ~0u, lane == 5, 0, 32);
    /* subset masks in divergent branches */
    if (lane & 1) r[k++] = (long long)cucc__warp_op(W_BALLOT, 0xaaaaaaaau, lane % 3 == 0, 0, 32);
    else r[k++] = (long long)cucc__warp_op(W_IDX, 0x55555555u, v, (int)((lane + 2) & 31), 32);
}

static void test_warp_ops(void)
{
    for (int quit = 0; quit < 2; quit++) {
        unsigned n = 80;            /* warps of 32, 32 and 16 lanes */
        long long *out = calloc((size_t)n * 24, sizeof *out);
        CHECK_ERR(LAUNCH(k_warp_ops, D1(1), D1(n), &out, &quit), cudaSuccess);
        int bad = 0;
        for (unsigned t = 0; t < n; t++) {
            unsigned lane = t & 31, base = t & ~31u, wn = n - base < 32 ? n - base : 32;
            int gone_t = quit && (lane == 3 || lane == 17);
            if (gone_t) continue;
            #define V(x) (1000ull * (x) + 7 + ((unsigned long long)(x) << 40))
            #define LIVE(l) ((l) < wn && !(quit && ((l) == 3 || (l) == 17)))
            long long *r = out + (size_t)t * 24;
            int k = 0;
            /* A source lane that exited or does not exist leaves the
             * result undefined (as on the GPU): not checked. */
            #define CHECK_SRC(l) do { unsigned l_ = (l); \
                bad += LIVE(l_) && r[k] != (long long)V(base + l_); \
                k++; } while (0)
            for (unsigned width = 32; width >= 4; width /= 2) {
                unsigned seg = lane / width * width;
                CHECK_SRC(seg + 5 % width);
                CHECK_SRC(lane % width >= 3 ? lane - 3 : lane);
                CHECK_SRC(lane % width + 2 < width ? lane + 2 : lane);
                unsigned x = lane ^ 9;
                CHECK_SRC(x >= seg + width ? lane : x);
            }
            unsigned ballot = 0, group = 0, any = 0, m4 = 0, same5 = 1;
            for (unsigned l = 0; l < 32; l++)
                if (LIVE(l)) {
                    group |= 1u << l;
                    if (l % 3 == 0) ballot |= 1u << l;
                    if (l == 30) any = 1;
                    if (l % 4 == lane % 4) m4 |= 1u << l;
                    if ((l == 5) != (lane == 5)) same5 = 0;
                }
            bad += r[k++] != (long long)ballot;
            bad += r[k++] != 1;
            bad += r[k++] != (long long)any;
            bad += r[k++] != (long long)m4;
            bad += r[k++] != (long long)(group | (1ull << 32));
            bad += r[k++] != (long long)(same5 ? (group | (1ull << 32)) : 0);
            if (lane & 1) bad += r[k++] != (long long)(ballot & 0xaaaaaaaau);
            else CHECK_SRC((lane + 2) & 31);
            #undef V
            #undef LIVE
            #undef CHECK_SRC
        }
        CHECK_EQ(bad, 0);
        free(out);
    }
}

/* Real atomics across concurrently running blocks; a ticket per block and
 * the last block checks everyone's partial results (last_block_sum). */
KERNEL(k_atomics, 3, sizeof(void *), sizeof(void *), sizeof(void *))
static void k_atomics(void **args)
{
    _Atomic unsigned long long *sum = ARG(0, _Atomic unsigned long long *);
    _Atomic unsigned *ticket = ARG(1, _Atomic unsigned *);
    unsigned *last = ARG(2, unsigned *);
    atomic_fetch_add(sum, tid_linear() + 1);
    if (__syncthreads_or(0) == 0 && threadIdx.x == 0) {
        unsigned my = atomic_fetch_add(ticket, 1);
        if (my == gridDim.x - 1)
            *last = 1 + (unsigned)blockIdx.x;
    }
}

static void test_atomics(void)
{
    _Atomic unsigned long long sum = 0;
    _Atomic unsigned ticket = 0;
    unsigned last = 0;
    void *ps = &sum, *pt = &ticket, *pl = &last;
    unsigned nb = 4000, bs = 96;
    CHECK_ERR(LAUNCH(k_atomics, D1(nb), D1(bs), &ps, &pt, &pl), cudaSuccess);
    CHECK_EQ(atomic_load(&sum), (unsigned long long)nb * bs * (bs + 1) / 2);
    CHECK_EQ(atomic_load(&ticket), nb);
    CHECK(last != 0);
}

/* A large barrier-free grid: every thread writes its global index. */
KERNEL(k_iota, 2, sizeof(int *), sizeof(int))
static void k_iota(void **args)
{
    int *p = ARG(0, int *), n = ARG(1, int);
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) p[i] = i;
}

static void test_large_grid(void)
{
    int n = 1 << 22;
    int *p = malloc(sizeof(int) * (size_t)n);
    memset(p, 0xff, sizeof(int) * (size_t)n);
    CHECK_ERR(LAUNCH(k_iota, D1((unsigned)(n + 255) / 256), D1(256), &p, &n), cudaSuccess);
    int bad = 0;
    for (int i = 0; i < n; i++) bad += p[i] != i;
    CHECK_EQ(bad, 0);
    /* 2D grid with a y extent at the limit. */
    n = 65535 * 2;
    CHECK_ERR(launch(&k_iota_stub, D3(1, 65535, 1), D1(2), 0, 0, (void *[]){ &p, &n }), cudaSuccess);
    free(p);
}

/* Big frames on every fiber: threads blocked at a barrier keep 64 KiB of
 * locals alive on their own stacks. */
KERNEL(k_big_locals, 1, sizeof(int *))
static void k_big_locals(void **args)
{
    int *out = ARG(0, int *);
    volatile int local[16384];
    unsigned t = threadIdx.x;
    for (int i = 0; i < 16384; i++) local[i] = (int)(t * 7 + (unsigned)i);
    __syncthreads();
    int s = 0;
    for (int i = 0; i < 16384; i += 1024) s += local[i] - (int)(t * 7);
    out[t] = s;
}

static void test_big_locals(void)
{
    int out[512];
    int *p = out;
    CHECK_ERR(LAUNCH(k_big_locals, D1(2), D1(512), &p), cudaSuccess);
    int want = 0, bad = 0;
    for (int i = 0; i < 16384; i += 1024) want += i;
    for (int i = 0; i < 512; i++) bad += out[i] != want;
    CHECK_EQ(bad, 0);
}

/* cudaLimitStackSize raised to 1 MiB: a thread may then keep 700 KiB of
 * locals across a barrier (beyond the default 256 KiB fiber stack). */
KERNEL(k_huge_locals, 1, sizeof(int *))
static void k_huge_locals(void **args)
{
    int *out = ARG(0, int *);
    volatile char big[700 * 1024];
    big[0] = (char)threadIdx.x;
    big[sizeof big - 1] = 1;
    for (size_t i = 4096; i < sizeof big; i += 4096) big[i] = 2;
    __syncthreads();
    out[threadIdx.x] = big[0] + big[sizeof big - 1] + big[8192];
}

static void test_stack_limit(void)
{
    size_t lim = 0;
    CHECK_ERR(cudaDeviceSetLimit(cudaLimitStackSize, 1 << 20), cudaSuccess);
    CHECK_ERR(cudaDeviceGetLimit(&lim, cudaLimitStackSize), cudaSuccess);
    CHECK(lim >= (1 << 20));
    int out[8] = {0}, *p = out;
    CHECK_ERR(LAUNCH(k_huge_locals, D1(3), D1(8), &p), cudaSuccess);
    CHECK_ERR(cudaDeviceSynchronize(), cudaSuccess);
    int bad = 0;
    for (int i = 0; i < 8; i++) bad += out[i] != i + 3;
    CHECK_EQ(bad, 0);
}

/* Dynamic shared memory: one fixed, 128-aligned buffer per worker. */
KERNEL(k_dyn_smem, 2, sizeof(void *), sizeof(int))
static void k_dyn_smem(void **args)
{
    uintptr_t *out = ARG(0, uintptr_t *);
    int n = ARG(1, int);
    int *buf = cucc__dyn_smem();
    unsigned t = threadIdx.x, bs = blockDim.x;
    for (int i = (int)t; i < n; i += (int)bs) buf[i] = i * 3;
    __syncthreads();
    int bad = 0;
    for (int i = (int)t; i < n; i += (int)bs) bad += buf[n - 1 - i] != (n - 1 - i) * 3;
    __syncthreads();
    out[blockIdx.x * 2] = (uintptr_t)buf;
    if (bad) out[blockIdx.x * 2 + 1] = 1;
}

static void test_dyn_smem(void)
{
    uintptr_t out[8] = {0};
    uintptr_t *p = out;
    int n = 48 * 1024 / (int)sizeof(int);
    CHECK_ERR(launch(&k_dyn_smem_stub, D1(4), D1(256), 48 * 1024, 0, (void *[]){ &p, &n }), cudaSuccess);
    n = (int)(CUCC_MAX_DYN_SMEM / sizeof(int));
    CHECK_ERR(cudaFuncSetAttribute(&k_dyn_smem_stub, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                   (int)CUCC_MAX_DYN_SMEM), cudaSuccess);
    CHECK_ERR(launch(&k_dyn_smem_stub, D1(4), D1(256), CUCC_MAX_DYN_SMEM, 0, (void *[]){ &p, &n }),
              cudaSuccess);
    for (int b = 0; b < 4; b++) {
        CHECK(out[b * 2] % 128 == 0);
        CHECK_EQ(out[b * 2 + 1], 0);
    }
    void *a = cucc__dyn_smem(), *b2 = cucc__dyn_smem();
    CHECK(a == b2 && a != NULL);
}

KERNEL(k_nop, 0, 0)
static void k_nop(void **args) { (void)args; }

static int nop_ran;
KERNEL(k_mark, 0, 0)
static void k_mark(void **args) { (void)args; __atomic_fetch_add(&nop_ran, 1, __ATOMIC_RELAXED); }

static void test_config_errors(void)
{
    nop_ran = 0;
    struct { dim3 g, b; size_t smem; } bad[] = {
        { D1(0), D1(32), 0 }, { D3(4, 0, 1), D1(32), 0 }, { D3(2, 2, 0), D1(32), 0 },
        { D1(4), D1(0), 0 }, { D1(4), D3(8, 0, 1), 0 },
        { D1(1), D1(2048), 0 }, { D1(1), D1(1025), 0 }, { D1(1), D3(32, 32, 2), 0 },
        { D1(1), D3(1, 1, 65), 0 }, { D1(1), D3(1, 1025, 1), 0 }, { D3(1, 65536, 1), D1(32), 0 },
        { D3(1, 1, 65536), D1(32), 0 },
        { D1(1), D1(32), 1 << 20 }, { D1(1), D1(32), 48 * 1024 + 1 },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK_ERR(launch(&k_mark_stub, bad[i].g, bad[i].b, bad[i].smem, 0, NULL), cudaErrorInvalidValue);
        CHECK_ERR(cudaGetLastError(), cudaSuccess);     /* read once, then reset */
    }
    CHECK_ERR(cudaDeviceSynchronize(), cudaSuccess);    /* not sticky */
    CHECK_EQ(nop_ran, 0);
    /* Limits themselves are fine. */
    CHECK_ERR(launch(&k_mark_stub, D3(1, 1, 1), D3(1, 1, 64), 0, 0, NULL), cudaSuccess);
    CHECK_ERR(launch(&k_mark_stub, D3(1, 1, 1), D3(1024, 1, 1), 0, 0, NULL), cudaSuccess);
    CHECK_ERR(launch(&k_mark_stub, D3(1, 1, 1), D3(1, 1024, 1), 48 * 1024, 0, NULL), cudaSuccess);
    CHECK_EQ(nop_ran, 64 + 1024 + 1024);

    /* Peek keeps the error, Get returns it once. */
    cucc__push_config3(1, 1, 1, 2048, 1, 1, 0, 0);
    cucc__launch_stub(&k_mark_stub, NULL);
    CHECK_ERR(cudaPeekAtLastError(), cudaErrorInvalidValue);
    CHECK_ERR(cudaPeekAtLastError(), cudaErrorInvalidValue);
    CHECK_ERR(cudaGetLastError(), cudaErrorInvalidValue);
    CHECK_ERR(cudaGetLastError(), cudaSuccess);

    /* Unknown kernel, missing configuration, bad stream. */
    static char not_a_kernel;
    CHECK_ERR(launch(&not_a_kernel, D1(1), D1(1), 0, 0, NULL), cudaErrorInvalidDeviceFunction);
    cucc__launch_stub(&k_mark_stub, NULL);
    CHECK_ERR(cudaGetLastError(), cudaErrorMissingConfiguration);
    CHECK_ERR(launch(&k_mark_stub, D1(1), D1(1), 0, (cudaStream_t)&not_a_kernel, NULL),
              cudaErrorInvalidResourceHandle);
    CHECK_ERR(cudaLaunchKernel(&not_a_kernel, D1(1), D1(1), NULL, 0, 0), cudaErrorInvalidDeviceFunction);
    CHECK_ERR(cudaGetLastError(), cudaErrorInvalidDeviceFunction);
    CHECK_ERR(cudaLaunchKernel(&k_mark_stub, D1(0), D1(1), NULL, 0, 0), cudaErrorInvalidValue);
    CHECK_ERR(cudaGetLastError(), cudaErrorInvalidValue);

    /* Shared memory opt-in. */
    CHECK_ERR(cudaFuncSetAttribute(&k_nop_stub, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                   (int)CUCC_MAX_DYN_SMEM + 1), cudaErrorInvalidValue);
    CHECK_ERR(cudaFuncSetAttribute(&not_a_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 0),
              cudaErrorInvalidDeviceFunction);
    CHECK_ERR(launch(&k_nop_stub, D1(1), D1(32), 64 * 1024, 0, NULL), cudaErrorInvalidValue);
    CHECK_ERR(cudaFuncSetAttribute(&k_nop_stub, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 * 1024),
              cudaSuccess);
    CHECK_ERR(launch(&k_nop_stub, D1(1), D1(32), 64 * 1024, 0, NULL), cudaSuccess);
    CHECK_ERR(launch(&k_nop_stub, D1(1), D1(32), 64 * 1024 + 4, 0, NULL), cudaErrorInvalidValue);

    struct cudaFuncAttributes fa;
    CHECK_ERR(cudaFuncGetAttributes(&fa, &k_nop_stub), cudaSuccess);
    CHECK_EQ(fa.maxThreadsPerBlock, 1024);
    CHECK_EQ(fa.maxDynamicSharedSizeBytes, 64 * 1024);
    CHECK_EQ(fa.sharedSizeBytes, 0);
    CHECK_ERR(cudaFuncGetAttributes(&fa, &k_mark_stub), cudaSuccess);
    CHECK_EQ(fa.maxDynamicSharedSizeBytes, 48 * 1024);
    CHECK_ERR(cudaFuncGetAttributes(NULL, &k_nop_stub), cudaErrorInvalidValue);
    CHECK_ERR(cudaFuncGetAttributes(&fa, &not_a_kernel), cudaErrorInvalidDeviceFunction);
    (void)cudaGetLastError();

    int nb = -1;
    CHECK_ERR(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, &k_mark_stub, 256, 0), cudaSuccess);
    CHECK_EQ(nb, 8);
    CHECK_ERR(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, &k_mark_stub, 1024, 100 * 1024), cudaSuccess);
    CHECK_EQ(nb, 2);
}

/* Nested configurations: a launch inside the arguments of another. */
static int nested_order[4], nested_n;
KERNEL(k_record, 1, sizeof(int))
static void k_record(void **args) { nested_order[nested_n++] = ARG(0, int); }

static int inner_launch(void)
{
    int v = 1;
    launch(&k_record_stub, D1(1), D1(1), 0, 0, (void *[]){ &v });
    return 2;
}

static void test_nested_config(void)
{
    nested_n = 0;
    cucc__push_config3(1, 1, 1, 1, 1, 1, 0, 0);     /* outer <<<1, 1>>> */
    int v = inner_launch();                          /* argument evaluation */
    cucc__launch_stub(&k_record_stub, (void *[]){ &v });
    CHECK_ERR(cudaGetLastError(), cudaSuccess);
    CHECK_ERR(cudaDeviceSynchronize(), cudaSuccess);
    CHECK_EQ(nested_n, 2);
    CHECK_EQ(nested_order[0], 1);
    CHECK_EQ(nested_order[1], 2);
}

/* Several host threads launching at once. */
static void *host_thread(void *arg)
{
    int *p = arg;
    int n = 1 << 16;
    for (int r = 0; r < 20; r++) {
        if (launch(&k_iota_stub, D1(256), D1(256), 0, 0, (void *[]){ &p, &n }) != cudaSuccess)
            return (void *)1;
        for (int i = 0; i < n; i += 97)
            if (p[i] != i) return (void *)1;
        memset(p, 0, sizeof(int) * (size_t)n);
    }
    return NULL;
}

static void test_host_threads(void)
{
    pthread_t th[4];
    int *bufs[4];
    for (int i = 0; i < 4; i++) {
        bufs[i] = calloc(1 << 16, sizeof(int));
        pthread_create(&th[i], NULL, host_thread, bufs[i]);
    }
    for (int i = 0; i < 4; i++) {
        void *r;
        pthread_join(th[i], &r);
        CHECK(r == NULL);
        free(bufs[i]);
    }
}

/* Streams and events ------------------------------------------------------ */

static int log_buf[16], log_n;
static void host_fn(void *arg) { log_buf[log_n++] = (int)(intptr_t)arg; }
static void stream_cb(cudaStream_t s, cudaError_t st, void *arg)
{
    (void)s;
    log_buf[log_n++] = (int)(intptr_t)arg + (st == cudaSuccess ? 0 : 1000);
}

KERNEL(k_set, 2, sizeof(int *), sizeof(int))
static void k_set(void **args) { ARG(0, int *)[0] = ARG(1, int); }

static void test_streams(void)
{
    cudaStream_t s, nb;
    unsigned flags = 99;
    int prio = 99;
    CHECK_ERR(cudaStreamCreate(&s), cudaSuccess);
    CHECK_ERR(cudaStreamCreateWithFlags(&nb, cudaStreamNonBlocking), cudaSuccess);
    CHECK_ERR(cudaStreamGetFlags(s, &flags), cudaSuccess);
    CHECK_EQ(flags, cudaStreamDefault);
    CHECK_ERR(cudaStreamGetFlags(nb, &flags), cudaSuccess);
    CHECK_EQ(flags, cudaStreamNonBlocking);
    CHECK_ERR(cudaStreamGetPriority(s, &prio), cudaSuccess);
    CHECK_EQ(prio, 0);
    cudaStream_t hp;
    CHECK_ERR(cudaStreamCreateWithPriority(&hp, 0, -100), cudaSuccess);
    CHECK_ERR(cudaStreamGetPriority(hp, &prio), cudaSuccess);
    CHECK_EQ(prio, -5);
    CHECK_ERR(cudaStreamDestroy(hp), cudaSuccess);
    CHECK_ERR(cudaStreamCreateWithFlags(&hp, 7), cudaErrorInvalidValue);
    CHECK_ERR(cudaStreamCreate(NULL), cudaErrorInvalidValue);
    CHECK_ERR(cudaGetLastError(), cudaErrorInvalidValue);
    CHECK_ERR(cudaStreamQuery(s), cudaSuccess);
    CHECK_ERR(cudaStreamQuery(0), cudaSuccess);
    CHECK_ERR(cudaStreamQuery(cudaStreamLegacy), cudaSuccess);
    CHECK_ERR(cudaStreamQuery(cudaStreamPerThread), cudaSuccess);

    int v = 0;
    int *pv = &v;
    log_n = 0;
    for (int i = 1; i <= 3; i++) {
        int x = i * 10;
        CHECK_ERR(launch(&k_set_stub, D1(1), D1(1), 0, s, (void *[]){ &pv, &x }), cudaSuccess);
        CHECK_ERR(cudaLaunchHostFunc(s, host_fn, (void *)(intptr_t)i), cudaSuccess);
        CHECK_ERR(cudaStreamAddCallback(s, stream_cb, (void *)(intptr_t)(100 + i), 0), cudaSuccess);
    }
    CHECK_ERR(cudaStreamSynchronize(s), cudaSuccess);
    CHECK_EQ(v, 30);
    CHECK_EQ(log_n, 6);
    CHECK_EQ(log_buf[0], 1);
    CHECK_EQ(log_buf[1], 101);
    CHECK_EQ(log_buf[5], 103);
    CHECK_ERR(cudaLaunchHostFunc(s, NULL, NULL), cudaErrorInvalidValue);
    CHECK_ERR(cudaStreamAddCallback(s, stream_cb, NULL, 1), cudaErrorInvalidValue);
    (void)cudaGetLastError();

    cudaEvent_t a, b, nt, never;
    float ms = -1;
    CHECK_ERR(cudaEventCreate(&a), cudaSuccess);
    CHECK_ERR(cudaEventCreate(&b), cudaSuccess);
    CHECK_ERR(cudaEventCreate(&never), cudaSuccess);
    CHECK_ERR(cudaEventCreateWithFlags(&nt, cudaEventDisableTiming), cudaSuccess);
    CHECK_ERR(cudaEventCreateWithFlags(&nt, 0x100), cudaErrorInvalidValue);
    (void)cudaGetLastError();
    CHECK_ERR(cudaEventQuery(never), cudaSuccess);
    CHECK_ERR(cudaEventSynchronize(never), cudaSuccess);
    CHECK_ERR(cudaEventRecord(a, s), cudaSuccess);
    CHECK_ERR(launch(&k_iota_stub, D1(64), D1(256), 0, s, (void *[]){ &pv, &(int){1} }), cudaSuccess);
    CHECK_ERR(cudaEventRecord(b, s), cudaSuccess);
    CHECK_ERR(cudaEventRecord(nt, s), cudaSuccess);
    CHECK_ERR(cudaStreamWaitEvent(nb, b, 0), cudaSuccess);
    CHECK_ERR(cudaStreamWaitEvent(nb, b, 5), cudaErrorInvalidValue);
    (void)cudaGetLastError();
    CHECK_ERR(cudaEventSynchronize(b), cudaSuccess);
    CHECK_ERR(cudaEventQuery(b), cudaSuccess);
    CHECK_ERR(cudaEventElapsedTime(&ms, a, b), cudaSuccess);
    CHECK(ms >= 0.0f);
    CHECK_ERR(cudaEventElapsedTime(&ms, a, nt), cudaErrorInvalidResourceHandle);
    CHECK_ERR(cudaEventElapsedTime(&ms, a, never), cudaErrorInvalidResourceHandle);
    CHECK_ERR(cudaEventElapsedTime(NULL, a, b), cudaErrorInvalidValue);
    (void)cudaGetLastError();

    CHECK_ERR(cudaEventDestroy(a), cudaSuccess);
    CHECK_ERR(cudaEventDestroy(a), cudaErrorInvalidResourceHandle);
    CHECK_ERR(cudaEventRecord(a, s), cudaErrorInvalidResourceHandle);
    CHECK_ERR(cudaEventDestroy(b), cudaSuccess);
    CHECK_ERR(cudaEventDestroy(nt), cudaSuccess);
    CHECK_ERR(cudaEventDestroy(never), cudaSuccess);
    CHECK_ERR(cudaStreamDestroy(nb), cudaSuccess);
    CHECK_ERR(cudaStreamDestroy(s), cudaSuccess);
    CHECK_ERR(cudaStreamDestroy(s), cudaErrorInvalidResourceHandle);
    CHECK_ERR(cudaStreamQuery(s), cudaErrorInvalidResourceHandle);
    CHECK_ERR(cudaStreamDestroy(0), cudaErrorInvalidResourceHandle);
    (void)cudaGetLastError();
}

/* Cooperative launch: grid.sync() makes every block's writes visible to
 * every other block, phase after phase (05_coop_groups/grid_sync). */
KERNEL(k_coop, 3, sizeof(int *), sizeof(int *), sizeof(int *))
static void k_coop(void **args)
{
    int *a = ARG(0, int *), *b = ARG(1, int *), *info = ARG(2, int *);
    unsigned n = gridDim.x * blockDim.x, r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r == 0) info[0] = cucc__grid_is_cooperative();
    a[r] = (int)r;
    for (int p = 0; p < 4; p++) {
        cucc__grid_sync();
        b[r] = a[(r + 97) % n] + a[n - 1 - r];
        cucc__grid_sync();
        a[r] = b[r] % 100003;
    }
}

static void test_cooperative(void)
{
    enum { NB = 8, BS = 128, N = NB * BS };
    int a[N], b[N], info[1] = { -1 }, ref[N], tmp[N];
    int *pa = a, *pb = b, *pi = info;
    void *args[] = { &pa, &pb, &pi };
    CHECK_ERR(cudaLaunchCooperativeKernel(&k_coop_stub, D1(NB), D1(BS), args, 0, 0), cudaSuccess);
    CHECK_ERR(cudaDeviceSynchronize(), cudaSuccess);
    for (int i = 0; i < N; i++) ref[i] = i;
    for (int p = 0; p < 4; p++) {
        for (int i = 0; i < N; i++) tmp[i] = ref[(i + 97) % N] + ref[N - 1 - i];
        for (int i = 0; i < N; i++) ref[i] = tmp[i] % 100003;
    }
    int bad = 0;
    for (int i = 0; i < N; i++) bad += a[i] != ref[i];
    CHECK_EQ(bad, 0);
    CHECK_EQ(info[0], 1);
    CHECK_ERR(cudaLaunchCooperativeKernel(&k_coop_stub, D1(100000), D1(1024), args, 0, 0),
              cudaErrorCooperativeLaunchTooLarge);
    CHECK_ERR(cudaGetLastError(), cudaErrorCooperativeLaunchTooLarge);
}

/* Dynamic parallelism: each parent block launches a child grid; a tail
 * launch sees every child's result; a child launches a grandchild. */
static int dp_order[64], dp_n;
KERNEL(k_dp_leaf, 2, sizeof(int *), sizeof(int))
static void k_dp_leaf(void **args)
{
    int *out = ARG(0, int *), v = ARG(1, int);
    out[blockIdx.x * blockDim.x + threadIdx.x] = v + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (threadIdx.x == 0 && blockIdx.x == 0)
        dp_order[__atomic_fetch_add(&dp_n, 1, __ATOMIC_RELAXED)] = v;
}

KERNEL(k_dp_mid, 2, sizeof(int *), sizeof(int))
static void k_dp_mid(void **args)
{
    int *out = ARG(0, int *), v = ARG(1, int);
    if (threadIdx.x == 0) {
        int w = v + 1000;
        cucc__push_config3(1, 1, 1, 16, 1, 1, 0, 0);
        cucc__launch_stub(&k_dp_leaf_stub, (void *[]){ &out, &w });
    }
}

KERNEL(k_dp_tail, 2, sizeof(int *), sizeof(int *))
static void k_dp_tail(void **args)
{
    int *out = ARG(0, int *), *sum = ARG(1, int *);
    if (threadIdx.x == 0) {
        int s2 = 0;
        for (int i = 0; i < 4 * 32; i++) s2 += out[i];
        *sum = s2;
        dp_order[__atomic_fetch_add(&dp_n, 1, __ATOMIC_RELAXED)] = -1;
    }
}

KERNEL(k_dp_parent, 3, sizeof(int *), sizeof(int *), sizeof(int *))
static void k_dp_parent(void **args)
{
    int *out = ARG(0, int *), *sum = ARG(1, int *), *out2 = ARG(2, int *);
    if (threadIdx.x == 0) {
        int *slice = out + blockIdx.x * 32, v = (int)blockIdx.x * 100;
        if (blockIdx.x == 0) {
            cucc__push_config3(1, 1, 1, 1, 1, 1, 0, (cucc__stream_t)cudaStreamTailLaunch);
            cucc__launch_stub(&k_dp_tail_stub, (void *[]){ &out, &sum });
            cucc__push_config3(1, 1, 1, 1, 1, 1, 0, 0);
            cucc__launch_stub(&k_dp_mid_stub, (void *[]){ &out2, &v });
        }
        cucc__push_config3(2, 1, 1, 16, 1, 1, 0, 0);
        cucc__launch_stub(&k_dp_leaf_stub, (void *[]){ &slice, &v });
        if (cudaGetLastError() != cudaSuccess) *sum = -999;
    }
}

static void test_dynamic_parallelism(void)
{
    int out[4 * 32], out2[16], sum = 0, *po = out, *ps = &sum, *po2 = out2;
    dp_n = 0;
    memset(out, 0xff, sizeof out);
    CHECK_ERR(LAUNCH(k_dp_parent, D1(4), D1(32), &po, &ps, &po2), cudaSuccess);
    CHECK_ERR(cudaDeviceSynchronize(), cudaSuccess);
    int want = 0, bad = 0;
    for (int b = 0; b < 4; b++)
        for (int i = 0; i < 32; i++) {
            bad += out[b * 32 + i] != b * 100 + i;
            want += b * 100 + i;
        }
    for (int i = 0; i < 16; i++) bad += out2[i] != 1000 + i;
    CHECK_EQ(bad, 0);
    CHECK_EQ(sum, want);
    CHECK_EQ(dp_n, 6);
    CHECK_EQ(dp_order[dp_n - 1], -1);   /* the tail launch ran last */
    /* A kernel thread cannot wait for device work. */
}

/* Asynchrony: a kernel that waits for the host proves that launches return
 * before their kernels finish, and lets the tests hold a stream busy for as
 * long as they like.  The gate gives up after 10 s (reported as a failure)
 * rather than hanging the test. */
static double wall(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

KERNEL(k_gate, 3, sizeof(void *), sizeof(void *), sizeof(int))
static void k_gate(void **args)
{
    _Atomic int *gate = ARG(0, _Atomic int *);
    _Atomic int *done = ARG(1, _Atomic int *);
    int id = ARG(2, int);
    if (threadIdx.x == 0 && blockIdx.x == 0) {
        double t0 = wall();
        while (!atomic_load(gate))
            if (wall() - t0 > 10) { atomic_store(&done[id], 100); return; }
        atomic_store(&done[id], 1);
    }
}

/* Records into seen[id] the state of done[other] when it runs. */
KERNEL(k_observe, 4, sizeof(void *), sizeof(void *), sizeof(int), sizeof(int))
static void k_observe(void **args)
{
    _Atomic int *done = ARG(0, _Atomic int *);
    int *seen = ARG(1, int *);
    int id = ARG(2, int), other = ARG(3, int);
    if (threadIdx.x == 0 && blockIdx.x == 0)
        seen[id] = 10 + atomic_load(&done[other]);
}

static void gate_launch(cudaStream_t st, _Atomic int *gate, _Atomic int *done, int id)
{
    void *g = gate, *d = done;
    CHECK_ERR(launch_async(&k_gate_stub, D1(2), D1(32), 0, st, (void *[]){ &g, &d, &id }), cudaSuccess);
}

static void observe_launch(cudaStream_t st, _Atomic int *done, int *seen, int id, int other)
{
    void *d = done, *sp = seen;
    CHECK_ERR(launch_async(&k_observe_stub, D1(1), D1(32), 0, st, (void *[]){ &d, &sp, &id, &other }),
              cudaSuccess);
}

static int host_seen;
static _Atomic int *host_done;
static void host_check(void *arg) { host_seen = 10 + atomic_load(&host_done[(int)(intptr_t)arg]); }

static void test_async_streams(void)
{
    _Atomic int gate = 0, done[8] = {0};
    int seen[8] = {0};
    cudaStream_t a, b, nb;
    CHECK_ERR(cudaStreamCreate(&a), cudaSuccess);
    CHECK_ERR(cudaStreamCreate(&b), cudaSuccess);
    CHECK_ERR(cudaStreamCreateWithFlags(&nb, cudaStreamNonBlocking), cudaSuccess);

    /* In-order stream; launches return at once; query/event report NotReady. */
    cudaEvent_t ev, e0;
    CHECK_ERR(cudaEventCreate(&ev), cudaSuccess);
    CHECK_ERR(cudaEventCreate(&e0), cudaSuccess);
    CHECK_ERR(cudaEventRecord(e0, a), cudaSuccess);
    gate_launch(a, &gate, done, 0);
    observe_launch(a, done, seen, 0, 0);
    host_done = done;
    CHECK_ERR(cudaLaunchHostFunc(a, host_check, (void *)(intptr_t)0), cudaSuccess);
    CHECK_ERR(cudaEventRecord(ev, a), cudaSuccess);
    CHECK_ERR(cudaStreamQuery(a), cudaErrorNotReady);
    CHECK_ERR(cudaEventQuery(ev), cudaErrorNotReady);
    float ms;
    CHECK_ERR(cudaEventElapsedTime(&ms, e0, ev), cudaErrorNotReady);
    CHECK_ERR(cudaGetLastError(), cudaSuccess);      /* NotReady is no error */
    CHECK_EQ(seen[0], 0);
    atomic_store(&gate, 1);
    CHECK_ERR(cudaEventSynchronize(ev), cudaSuccess);
    CHECK_EQ(seen[0], 11);
    CHECK_EQ(host_seen, 11);
    CHECK_ERR(cudaStreamQuery(a), cudaSuccess);
    CHECK_ERR(cudaEventElapsedTime(&ms, e0, ev), cudaSuccess);

    /* Legacy stream waits for a blocking stream, and the other way round. */
    atomic_store(&gate, 0);
    gate_launch(a, &gate, done, 1);
    observe_launch(0, done, seen, 1, 1);            /* waits for a */
    gate_launch(0, &gate, done, 2);
    observe_launch(b, done, seen, 2, 2);            /* waits for legacy */
    observe_launch(nb, done, seen, 3, 1);           /* non-blocking: does not wait */
    CHECK_ERR(cudaStreamSynchronize(nb), cudaSuccess);
    CHECK_EQ(seen[3], 10);
    CHECK_ERR(cudaStreamQuery(b), cudaErrorNotReady);
    atomic_store(&gate, 1);
    CHECK_ERR(cudaStreamSynchronize(b), cudaSuccess);
    CHECK_EQ(seen[1], 11);
    CHECK_EQ(seen[2], 11);

    /* cudaStreamWaitEvent orders b after a's recorded point. */
    atomic_store(&gate, 0);
    gate_launch(a, &gate, done, 4);
    CHECK_ERR(cudaEventRecord(ev, a), cudaSuccess);
    CHECK_ERR(cudaStreamWaitEvent(nb, ev, 0), cudaSuccess);
    observe_launch(nb, done, seen, 4, 4);
    CHECK_ERR(cudaStreamQuery(nb), cudaErrorNotReady);
    atomic_store(&gate, 1);
    CHECK_ERR(cudaStreamSynchronize(nb), cudaSuccess);
    CHECK_EQ(seen[4], 11);

    /* cudaStreamSynchronize(0) and cudaDeviceSynchronize wait for everyone;
     * a destroyed stream's work still completes. */
    atomic_store(&gate, 0);
    cudaStream_t tmp;
    CHECK_ERR(cudaStreamCreate(&tmp), cudaSuccess);
    gate_launch(tmp, &gate, done, 5);
    observe_launch(tmp, done, seen, 5, 5);
    CHECK_ERR(cudaStreamDestroy(tmp), cudaSuccess);
    gate_launch(nb, &gate, done, 6);
    atomic_store(&gate, 1);
    CHECK_ERR(cudaStreamSynchronize(0), cudaSuccess);
    CHECK_EQ(atomic_load(&done[5]), 1);
    CHECK_ERR(cudaDeviceSynchronize(), cudaSuccess);
    CHECK_EQ(seen[5], 11);
    CHECK_EQ(atomic_load(&done[6]), 1);

    /* Many operations queued on many streams, completed by one sync. */
    enum { NS = 8, K = 50 };
    cudaStream_t ss[NS];
    int *vals = calloc(NS, sizeof(int));
    for (int i = 0; i < NS; i++) CHECK_ERR(cudaStreamCreate(&ss[i]), cudaSuccess);
    for (int k = 0; k < K; k++)
        for (int i = 0; i < NS; i++) {
            int *p = vals + i, v = k + 1;
            CHECK_ERR(launch_async(&k_set_stub, D1(1), D1(1), 0, ss[i], (void *[]){ &p, &v }), cudaSuccess);
        }
    CHECK_ERR(cudaDeviceSynchronize(), cudaSuccess);
    int bad = 0;
    for (int i = 0; i < NS; i++) bad += vals[i] != K;
    CHECK_EQ(bad, 0);
    for (int i = 0; i < NS; i++) CHECK_ERR(cudaStreamDestroy(ss[i]), cudaSuccess);
    free(vals);

    CHECK_ERR(cudaEventDestroy(ev), cudaSuccess);
    CHECK_ERR(cudaEventDestroy(e0), cudaSuccess);
    CHECK_ERR(cudaStreamDestroy(a), cudaSuccess);
    CHECK_ERR(cudaStreamDestroy(b), cudaSuccess);
    CHECK_ERR(cudaStreamDestroy(nb), cudaSuccess);
    for (int i = 0; i < 7; i++)
        if (atomic_load(&done[i]) == 100) { printf("  gate %d timed out\n", i); failures++; }
}

/* Sticky errors (own process each) ----------------------------------------- */

static int trap_after;
KERNEL(k_trap, 1, sizeof(int))
static void k_trap(void **args)
{
    __syncthreads();
    if (blockIdx.x == 1 && threadIdx.x == (unsigned)ARG(0, int))
        cucc__trap(cudaErrorAssert);
    __syncthreads();
    __atomic_fetch_add(&trap_after, 1, __ATOMIC_RELAXED);
}

static void test_trap(void)
{
    int who = 17;
    CHECK_ERR(LAUNCH(k_trap, D1(2), D1(64), &who), cudaSuccess);    /* launch itself succeeded */
    CHECK_ERR(cudaDeviceSynchronize(), cudaErrorAssert);
    CHECK_ERR(cudaDeviceSynchronize(), cudaErrorAssert);            /* sticky */
    CHECK(trap_after <= 64);                                        /* block 1 stopped */
    CHECK_ERR(LAUNCH(k_trap, D1(1), D1(1), &who), cudaErrorAssert);
    /* Workers still serve launches... of a dead context: nothing runs. */
}

KERNEL(k_bad_write, 1, sizeof(int *))
static void k_bad_write(void **args)
{
    __syncthreads();
    int *volatile p = ARG(0, int *);
    if (threadIdx.x == 5)
        *p = 7;
    __syncthreads();
}

static void test_illegal_address(void)
{
    int *bad = (int *)(uintptr_t)0x10;
    CHECK_ERR(LAUNCH(k_bad_write, D1(8), D1(32), &bad), cudaSuccess);
    CHECK_ERR(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
    CHECK_ERR(cudaGetLastError(), cudaErrorIllegalAddress);
    CHECK_ERR(cudaGetLastError(), cudaSuccess);
    CHECK_ERR(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
}

static int recurse(volatile char *prev, int depth)
{
    volatile char frame[4096];
    frame[0] = (char)depth;
    frame[4095] = prev ? prev[0] : 0;
    return depth > 1000000 ? frame[0] : recurse(frame, depth + 1) + frame[4095];
}

KERNEL(k_overflow, 0, 0)
static void k_overflow(void **args)
{
    (void)args;
    if (threadIdx.x == 3)
        recurse(NULL, 0);
    __syncthreads();
}

static void test_stack_overflow(void)
{
    CHECK_ERR(LAUNCH(k_overflow, D1(2), D1(64), NULL), cudaSuccess);
    CHECK_ERR(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
}

/* A block of a cooperative grid fails while the others wait in grid.sync():
 * they must not wait for ever. */
KERNEL(k_coop_trap, 0, 0)
static void k_coop_trap(void **args)
{
    (void)args;
    if (blockIdx.x == 3 && threadIdx.x == 5)
        cucc__trap(cudaErrorAssert);
    cucc__grid_sync();
    cucc__grid_sync();
}

static void test_coop_trap(void)
{
    CHECK_ERR(cudaLaunchCooperativeKernel(&k_coop_trap_stub, D1(6), D1(64), NULL, 0, 0), cudaSuccess);
    CHECK_ERR(cudaDeviceSynchronize(), cudaErrorAssert);
}

/* Driver -------------------------------------------------------------------- */

struct test { const char *name; void (*fn)(void); int own_process; };
static const struct test tests[] = {
    { "builtins", test_builtins, 0 },
    { "builtins_sync", test_builtins_sync, 0 },
    { "barrier_loops", test_barrier_loops, 0 },
    { "early_exit", test_early_exit, 0 },
    { "exit_releases", test_exit_releases, 0 },
    { "count_and_or", test_count_and_or, 0 },
    { "divergent_sites", test_divergent_sites, 0 },
    { "syncwarp", test_syncwarp, 0 },
    { "warp_ops", test_warp_ops, 0 },
    { "atomics", test_atomics, 0 },
    { "large_grid", test_large_grid, 0 },
    { "big_locals", test_big_locals, 0 },
    { "dyn_smem", test_dyn_smem, 0 },
    { "config_errors", test_config_errors, 0 },
    { "nested_config", test_nested_config, 0 },
    { "host_threads", test_host_threads, 0 },
    { "streams", test_streams, 0 },
    { "async_streams", test_async_streams, 0 },
    { "stack_limit", test_stack_limit, 0 },
    { "cooperative", test_cooperative, 0 },
    { "dynamic_parallelism", test_dynamic_parallelism, 0 },
    { "trap", test_trap, 1 },
    { "illegal_address", test_illegal_address, 1 },
    { "stack_overflow", test_stack_overflow, 1 },
    { "coop_trap", test_coop_trap, 1 },
};

static int run(const struct test *t)
{
    int before = failures;
    current = t->name;
    t->fn();
    printf("%s %s\n", failures == before ? "ok  " : "FAIL", t->name);
    return failures == before;
}

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    int n = (int)(sizeof tests / sizeof tests[0]);
    if (argc > 1) {
        for (int a = 1; a < argc; a++) {
            int found = 0;
            for (int i = 0; i < n; i++)
                if (!strcmp(argv[a], tests[i].name)) { run(&tests[i]); found = 1; }
            if (!found) { printf("no test %s\n", argv[a]); failures++; }
        }
    } else {
        for (int i = 0; i < n; i++)
            if (!tests[i].own_process)
                run(&tests[i]);
    }
    return failures ? 1 : 0;
}
