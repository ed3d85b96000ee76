/*
 * cucc internal ABI: the contract between code that cucc generates (and the
 * inline device library in include/cucc/), and the runtime library libcucc.
 *
 * Compiled as C (the runtime) and as C++ (generated code, user code).
 * Names: cucc__* are internal; nothing here is CUDA API.
 *
 * Execution model (docs/design.md has the full story):
 *  - One translation unit holds host and device code.  A __global__ function
 *    `k` becomes two functions: `cucc__dev_k` (the body, run once per CUDA
 *    thread) and the host stub `k` (same signature) that launches it.
 *  - Blocks run on worker threads; each CUDA thread of a block is a fiber on
 *    that worker, or, for kernels that never wait for another thread, one
 *    iteration of the kernel's loop entry (cucc__register_kernel_loop).  The built-in variables are worker-thread-local variables
 *    that the scheduler updates on every fiber switch, so device code reads
 *    them as plain TLS loads.
 *  - A block runs entirely on one worker, so worker-local storage is
 *    block-local storage: __shared__ variables declared in device code are
 *    references into the worker's shared memory window (src/rt/smem.c),
 *    at an offset each declaration gets once (cucc__smem_site); those at
 *    namespace scope are `thread_local`.
 *  - Dynamic shared memory (extern __shared__ T a[]) is a reference bound to
 *    cucc__dyn_smem(), a per-worker buffer whose address never changes.
 */
#ifndef CUCC_ABI_H
#define CUCC_ABI_H

#include <stddef.h>

#include "../driver_types.h"

#ifdef __cplusplus
#define CUCC_EXTERN_C extern "C"
#define CUCC_BEGIN_C extern "C" {
#define CUCC_END_C }
#else
#define CUCC_EXTERN_C
#define CUCC_BEGIN_C
#define CUCC_END_C
#endif

/* Largest dynamic shared memory a block may request (opt-in via
 * cudaFuncSetAttribute), as on an H200: 227 KiB. */
#define CUCC_MAX_DYN_SMEM (227u * 1024u)
/* Default per-block shared memory limit (static + dynamic) without opt-in. */
#define CUCC_DEFAULT_SMEM (48u * 1024u)

CUCC_BEGIN_C

struct dim3;
struct uint3;
typedef struct CUstream_st *cucc__stream_t;

/* Device entry: args[i] points at a copy of the i-th kernel argument. */
typedef void (*cucc__entry_fn)(void **args);

/* Registration, called from generated code before main (in any order,
 * possibly before any other runtime call); arch is what the code was
 * compiled for, major * 10 + minor (cudaFuncGetAttributes' ptxVersion).
 * Returns 1. */
int cucc__register_kernel(const void *stub, cucc__entry_fn entry, int nargs,
                          const size_t *sizes, const size_t *aligns,
                          const char *name, size_t static_smem, int arch);
/* Loop entry (strategy 1, docs/design.md "SIMT execution"): runs every
 * thread of the calling worker's current block (blockDim) in a loop, x
 * fastest, storing threadIdx before each.  Only for kernels that never wait
 * for another thread (src/simt/strategy.c decides). */
typedef void (*cucc__loop_fn)(void **args);
/* Registers the loop entry of a kernel registered before (by the same
 * initialiser, right before); unless CUCC_SIMT=fiber the runtime runs the
 * kernel's blocks through it.  Returns 1.  Added after
 * cucc__register_kernel: code generated without it still runs, on fibers. */
int cucc__register_kernel_loop(const void *stub, cucc__loop_fn loop);
/* Registers the block entry of a kernel that runs as regions between
 * barriers (src/simt/region.c): called once per block, with the block's
 * arguments, it runs all its threads.  Returns 1. */
int cucc__register_kernel_region(const void *stub, cucc__loop_fn region);
/* Registers that the kernel's block entries (loop and region) run
 * cucc__fuse_x consecutive blocks along x in one call, from blockIdx.x:
 * row y of each block before row y + 1 of any (src/simt/fuse.c decides
 * which kernels may; the runtime sets cucc__fuse_x, 1 for the others).
 * Returns 1. */
int cucc__register_kernel_fuse(const void *stub, int copies);
/* Registers that the kernel was compiled with -ftz=true (or
 * --use_fast_math): its blocks run with denormal inputs and results
 * flushed to zero (the FPU's FTZ and DAZ modes).  Returns 1. */
int cucc__register_kernel_ftz(const void *stub);
extern __thread unsigned cucc__fuse_x;
/* Context storage of region kernels (strategy 2, src/simt/region.c): each
 * OS thread that runs blocks has an arena, reset when a region block
 * starts; cucc__ctx_reserve makes [0, need) of it usable and returns its
 * base, or ends the grid with cudaErrorLaunchOutOfResources. */
struct cucc__ctx_arena {
    char *base;
    size_t top, cap;
};
extern __thread struct cucc__ctx_arena cucc__ctx_arena;
char *cucc__ctx_reserve(size_t need);
/* The block-stride prefetch of region kernels (src/rt/prefetch.c): each
 * OS thread that runs blocks keeps, per site of the kernel it ran last,
 * the bytes the last block touched and the stride between blocks.  A
 * block entry's own thread-local cucc__pf_block (its key too):
 * cucc__pf_begin queues the lines to prefetch, each piece issues a share
 * and each row notes the bytes its ends touch (code src/emit/region.c
 * writes out), and cucc__pf_end keeps the block's bytes for the next. */
#define CUCC_PF_SITES 8
struct cucc__pf_block {
    unsigned long lo[CUCC_PF_SITES], hi[CUCC_PF_SITES];     /* noted, all rows: [lo, hi) */
    unsigned long r0lo[CUCC_PF_SITES], r0hi[CUCC_PF_SITES]; /* ... row 0's */
    unsigned long r1lo[CUCC_PF_SITES];                      /* ... row 1's start */
    /* queued: `rows` rows of len bytes, rstride apart, from start; the
     * line at `at` of the row that ends at `end` next */
    unsigned long start[CUCC_PF_SITES], len[CUCC_PF_SITES];
    unsigned long at[CUCC_PF_SITES], end[CUCC_PF_SITES];
    long rstride[CUCC_PF_SITES];
    unsigned rows[CUCC_PF_SITES];
    unsigned char write[CUCC_PF_SITES];
    unsigned nq, iq, per_step, steps;
    int nsites;
};
void cucc__pf_begin(struct cucc__pf_block *b, const void *kernel, int nsites, unsigned early,
                    unsigned write);
void cucc__pf_end(const struct cucc__pf_block *b);
/* Combined atomics of region kernels (src/simt/region.c, "combined
 * atomics"; src/rt/combine.c): a piece's integer atomicAdd/Sub/And/Or/Xor
 * whose values nobody reads before the piece ends are combined in
 * the worker's table by address (slot: address / 4 modulo CUCC_CMB_SLOTS;
 * key: the address, | 1 for 8 bytes, the operation in the top byte) and
 * made in memory at the piece's end, one locked operation per address. */
#define CUCC_CMB_SLOTS 512
/* the operation in a key's top byte */
#define CUCC_CMB_OP_SHIFT 56
enum { CUCC_CMB_ADD = 1, CUCC_CMB_AND, CUCC_CMB_OR, CUCC_CMB_XOR };
struct cucc__cmb_slot {
    unsigned long key;
    unsigned long long v;
};
struct cucc__cmb_table {
    struct cucc__cmb_slot s[CUCC_CMB_SLOTS];
    unsigned long long used[CUCC_CMB_SLOTS / 64];
};
extern __thread struct cucc__cmb_table cucc__cmb;
void cucc__cmb_miss(struct cucc__cmb_slot *s, unsigned long key, unsigned long long v);
void cucc__cmb_flush(void);
void cucc__cmb_drop(void);
/* kind: 0 __device__, 1 __constant__, 2 __managed__.  The runtime snapshots
 * the initial bytes so cudaDeviceReset can restore them. */
int cucc__register_var(const void *addr, size_t size, const char *name, int kind);

/* `k<<<g, b, s, st>>>(args)` is emitted as
 *     (cucc__push_config(g, b, s, st) ? (void)0 : k(args))
 * with g and b converted to dim3 by the C++ caller.  Returns 0. */
int cucc__push_config3(unsigned gx, unsigned gy, unsigned gz,
                       unsigned bx, unsigned by, unsigned bz,
                       size_t shmem, cucc__stream_t stream);
/* Called by a host stub: pops the configuration pushed for this host thread
 * and launches the kernel registered for `stub`; records launch errors as
 * cudaGetLastError reports them. */
void cucc__launch_stub(const void *stub, void **args);

/* Per-worker dynamic shared memory buffer (CUCC_MAX_DYN_SMEM bytes, aligned
 * to 128); its address is fixed for the lifetime of the calling thread.
 * The pages past the running launch's size are not accessible. */
void *cucc__dyn_smem(void);
/* Static shared memory (src/rt/smem.c): a __shared__ declaration in device
 * code asks once for its offset (size and alignment of its variables), the
 * same on every worker; cucc__smem_static(end) (kernel.hpp) gives the
 * calling worker's static base with [0, end) accessible, through
 * cucc__smem_open when the window has not opened that far yet. */
struct cucc__smem_window {
    char *base;
    unsigned long open;
};
extern __thread struct cucc__smem_window cucc__smem_win;
unsigned long cucc__smem_site(unsigned long size, unsigned long align);
char *cucc__smem_open(unsigned long need);
/* The copies of a fused call's __shared__ variables (src/simt/fuse.c):
 * size bytes past every site registered; reset at each call's start. */
char *cucc__smem_fused(unsigned long size) __attribute__((malloc));
void cucc__smem_fused_reset(void);
/* cucc --sanitize: the guards around a block's __shared__ variables
 * (n bytes before and after), poisoned for AddressSanitizer. */
void cucc__guard_shared(void *pre, void *post, unsigned long n);
/* ... and a __shared__ variable at file scope (thread_local: a worker's
 * copy is what get returns on it), registered before main; each worker
 * registers its copy for racecheck when a grid starts on it. */
int cucc__file_shared(void *(*get)(void), unsigned long size);
/* n bytes of device memory at dst written by host code of cucc's own (a
 * library's results): initialised, for initcheck. */
void cucc__init_written(const void *dst, unsigned long n);

/* 1 when the calling OS thread is running a block (device code), else 0.
 * The body cucc emits for a __host__ __device__ function whose code
 * depends on __CUDA_ARCH__ picks the device or the host pass's body with
 * it (src/front/archpass.c). */
int cucc__on_device(void);

/* Host work of cucc's library headers (the CUB algorithms run on the
 * host, include/cucc/cub_host.h): fn(arg) queued on stream s as a kernel
 * would be, after what was issued before it and before what comes after;
 * a thread that synchronises may run it, and where host code must see
 * stream work done at once (Thrust attached: src/rt/stream.c) it is.  s
 * is resolved as the calling translation unit's runtime calls resolve it
 * (0: the legacy stream; cudaStreamPerThread the thread's own). */
cudaError_t cucc__stream_host_work(cudaStream_t s, void (*fn)(void *), void *arg);

/* Warp collectives (src/rt/warp.c; the device functions of
 * cucc/device_warp.h are thin wrappers).  The calling lane takes part in
 * collective `op` with the lanes of `mask` (its own lane always included),
 * bringing `value` (a shuffled value's bytes, zero-extended; a predicate; a
 * value to match or reduce) and `arg` (shuffle source lane, delta or lane
 * mask; for min/max reductions 1 if signed); width is the shuffle segment.
 * Returns the lane's result. */
enum cucc__warp_opkind {
    CUCC_WARP_SYNC,             /* __syncwarp */
    CUCC_WARP_SHFL_IDX,         /* arg: source lane */
    CUCC_WARP_SHFL_UP,          /* arg: delta */
    CUCC_WARP_SHFL_DOWN,        /* arg: delta */
    CUCC_WARP_SHFL_XOR,         /* arg: lane mask */
    CUCC_WARP_BALLOT,           /* value: predicate */
    CUCC_WARP_ALL,
    CUCC_WARP_ANY,
    CUCC_WARP_MATCH_ANY,        /* value: the value compared */
    CUCC_WARP_MATCH_ALL,        /* result: mask | (1ull << 32) if all equal */
    CUCC_WARP_REDUCE_ADD,       /* value: 32-bit operand; result: 32 bits */
    CUCC_WARP_REDUCE_MIN,       /* arg: 1 signed, 0 unsigned */
    CUCC_WARP_REDUCE_MAX,
    CUCC_WARP_REDUCE_AND,
    CUCC_WARP_REDUCE_OR,
    CUCC_WARP_REDUCE_XOR,
    CUCC_BLOCK_COUNT,           /* __syncthreads_count (regions only) */
    CUCC_BLOCK_AND,             /* __syncthreads_and */
    CUCC_BLOCK_OR               /* __syncthreads_or */
};
unsigned long long cucc__warp_op(int op, unsigned mask, unsigned long long value, int arg, int width);
/* The same collectives for a block run as regions between barriers
 * (src/simt/region.c): every thread of the block that has not exited
 * (exited[t] set; exited may be NULL) took part, with its mask, value, arg
 * and width in element t of the arrays (mask, arg and width are not read
 * for block collectives); result[t] receives its result.  Groups form as
 * in cucc__warp_op; a lane whose group cannot complete (it names a lane
 * that is live but brings another mask) ends the grid with
 * cudaErrorLaunchFailure, where fibers would wait for ever. */
void cucc__region_collective(int op, unsigned nthreads, const unsigned char *exited,
                             const unsigned *mask, const unsigned long long *value,
                             const int *arg, const int *width, unsigned long long *result);
/* __activemask(): the lanes of the caller's warp that are converged with it
 * (warp.c tells how).  `site` names the call in the program (a number
 * unique to each expansion of the __activemask() macro) and `caller` is
 * the return address of the function containing it. */
unsigned cucc__activemask_at(int site, const void *caller);
unsigned cucc__activemask(void);    /* cucc__activemask_at(0, NULL) */
/* grid.sync() of cooperative groups; grid_group::is_valid(). */
void cucc__grid_sync(void);
/* A barrier of part of the block (a thread_block_tile of 64 or more
 * threads, src/rt/barrier.c): returns when `count` threads have called it
 * with the same key since it last released. */
void cucc__part_barrier(unsigned long key, unsigned count);
void cucc__thread_exit(void);   /* PTX exit: the calling thread ends */
/* A thread of the block waits while *addr == value, until a thread of the
 * block calls cucc__notify(addr) (libcu++'s block-scope barriers and
 * pipelines, cucc/cuda_barrier.hpp). */
void cucc__wait_while(const volatile unsigned *addr, unsigned value);
void cucc__notify(const volatile unsigned *addr);
int cucc__grid_is_cooperative(void);
/* Ends the calling CUDA thread's grid with error e (sched.c). */
__attribute__((noreturn)) void cucc__trap(cudaError_t e);

CUCC_END_C

#endif
