/*
 * Kernel launches: the registry of kernels, execution configurations,
 * validation with CUDA's error codes, and the argument copy.
 *
 * Registry.  Generated code registers every kernel (host stub -> device
 * entry, argument sizes and alignments) from dynamic initialisers, before
 * main and in any order, possibly before anything else of the runtime ran.
 * The registry is therefore a statically initialised hash table of
 * lock-free chains: registration pushes with compare-and-swap, lookup walks
 * a chain without a lock.  Entries are never removed.
 *
 * Configurations.  `k<<<g, b, s, st>>>(args)` pushes (g, b, s, st) onto a
 * per-host-thread stack and calls the stub `k`, which pops it.  The
 * arguments are evaluated in between and may contain launches themselves,
 * hence a stack.
 *
 * Launch.  The configuration is validated as CUDA 13 does it (see
 * ../shared/conformance/09_device_errors): errors are recorded as the last
 * error and nothing runs.  A launch reports only its own errors (and a
 * sticky error raised before it): a fault of the kernel itself surfaces at
 * the next synchronisation, as on a GPU, even while launches still run
 * synchronously (cucc__ret_plain, not cucc__ret).  The arguments are copied into a launch record,
 * since the caller's values may change before an asynchronous launch runs,
 * and the record is queued on the stream (stream.c), which runs the grid
 * (sched.c) in stream order.
 */
#include "sched.h"
#include "module.h"
#include "cuda_device_runtime_api.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Programming Guide, "Compute capabilities" table, for compute capability
 * 9.0, the device cucc presents. */
#define MAX_BLOCK_X 1024u
#define MAX_BLOCK_Y 1024u
#define MAX_BLOCK_Z 64u
#define MAX_GRID_X 2147483647u
#define MAX_GRID_YZ 65535u
#define SM_MAX_THREADS 2048
#define SM_MAX_BLOCKS 32
#define SM_SMEM (228u * 1024u)
#define SMEM_RESERVED_PER_BLOCK 1024u

/* The registry --------------------------------------------------------- */

#define KTAB_BITS 10
static struct cucc__kernel *_Atomic ktab[1u << KTAB_BITS];

static unsigned khash(const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 29;
    x *= 0x9e3779b97f4a7c15ull;
    return (unsigned)(x >> (64 - KTAB_BITS));
}

const struct cucc__kernel *cucc__kernel_find(const void *stub)
{
    if (!stub)
        return NULL;
    struct cucc__kernel *k = atomic_load_explicit(&ktab[khash(stub)], memory_order_acquire);
    for (; k; k = k->next)
        if (k->stub == stub)
            return k;
    return cucc__module_find_kernel(stub);  /* kernels of driver API modules */
}

static size_t default_max_dyn(size_t static_smem)
{
    return static_smem < CUCC_DEFAULT_SMEM ? CUCC_DEFAULT_SMEM - static_smem : 0;
}

int cucc__register_kernel(const void *stub, cucc__entry_fn entry, int nargs,
                          const size_t *sizes, const size_t *aligns,
                          const char *name, size_t static_smem, int arch)
{
    if (!stub || !entry || cucc__kernel_find(stub))
        return 1;
    struct cucc__kernel *k = calloc(1, sizeof *k);
    if (!k)
        return 1;   /* launches of it will report cudaErrorInvalidDeviceFunction */
    k->stub = stub;
    k->entry = entry;
    k->nargs = nargs;
    k->sizes = sizes;
    k->aligns = aligns;
    k->name = name ? name : "";
    k->static_smem = static_smem;
    k->arch = arch > 0 ? arch : 90;
    atomic_init(&k->max_dyn_smem, (int)default_max_dyn(static_smem));
    atomic_init(&k->carveout, -1);
    atomic_init(&k->cache_config, cudaFuncCachePreferNone);
    if (cucc__module_adopt_kernel(k))
        return 1;   /* registered by a module being loaded (module.c): not the program's */
    struct cucc__kernel *_Atomic *head = &ktab[khash(stub)];
    struct cucc__kernel *old = atomic_load_explicit(head, memory_order_relaxed);
    do
        k->next = old;
    while (!atomic_compare_exchange_weak_explicit(head, &old, k, memory_order_release,
                                                  memory_order_relaxed));
    return 1;
}

int cucc__register_kernel_loop(const void *stub, cucc__loop_fn loop)
{
    /* The kernel of a module being loaded is found too (module.c). */
    struct cucc__kernel *k = (struct cucc__kernel *)cucc__kernel_find(stub);
    if (k && loop)
        atomic_store_explicit(&k->loop, loop, memory_order_release);
    return 1;
}

int cucc__register_kernel_region(const void *stub, cucc__loop_fn region)
{
    struct cucc__kernel *k = (struct cucc__kernel *)cucc__kernel_find(stub);
    if (k && region)
        atomic_store_explicit(&k->region, region, memory_order_release);
    return 1;
}

/* copies: each fused block has its own copy of the kernel's __shared__
 * variables (src/simt/fuse.c, a kernel of several pieces). */
int cucc__register_kernel_fuse(const void *stub, int copies)
{
    struct cucc__kernel *k = (struct cucc__kernel *)cucc__kernel_find(stub);
    if (k)
        atomic_store_explicit(&k->fuse, copies ? 2 : 1, memory_order_release);
    return 1;
}

int cucc__register_kernel_ftz(const void *stub)
{
    struct cucc__kernel *k = (struct cucc__kernel *)cucc__kernel_find(stub);
    if (k)
        atomic_store_explicit(&k->ftz, 1, memory_order_release);
    return 1;
}

/* The block entry a launch of k uses under CUCC_SIMT (sched.c), or NULL
 * for fibers. */
static cucc__loop_fn block_entry(const struct cucc__kernel *k)
{
    cucc__loop_fn loop = atomic_load_explicit(&k->loop, memory_order_acquire);
    cucc__loop_fn region = atomic_load_explicit(&k->region, memory_order_acquire);
    switch (cucc__simt_mode()) {
    case CUCC_SIMT_FIBER: return NULL;
    case CUCC_SIMT_LOOP: return loop;
    case CUCC_SIMT_REGION: return region;
    default: return region ? region : loop;
    }
}

/* cudaDeviceReset: attributes set with cudaFuncSetAttribute and
 * cudaFuncSetCacheConfig return to their defaults. */
void cucc__kernels_reset(void)
{
    for (unsigned i = 0; i < (1u << KTAB_BITS); i++)
        for (struct cucc__kernel *k = atomic_load(&ktab[i]); k; k = k->next) {
            atomic_store(&k->max_dyn_smem, (int)default_max_dyn(k->static_smem));
            atomic_store(&k->carveout, -1);
            atomic_store(&k->cache_config, cudaFuncCachePreferNone);
        }
}

/* Configuration stack -------------------------------------------------- */

#define CFG_DEPTH 32

struct config {
    dim3 grid, block;
    size_t shmem;
    cudaStream_t stream;
};

static __thread struct config cfg_stack[CFG_DEPTH];
static __thread unsigned cfg_depth;     /* may exceed CFG_DEPTH: see pop */

int cucc__push_config3(unsigned gx, unsigned gy, unsigned gz,
                       unsigned bx, unsigned by, unsigned bz,
                       size_t shmem, cucc__stream_t stream)
{
    if (cfg_depth < CFG_DEPTH) {
        struct config *c = &cfg_stack[cfg_depth];
        c->grid = (dim3){gx, gy, gz};
        c->block = (dim3){bx, by, bz};
        c->shmem = shmem;
        c->stream = (cudaStream_t)stream;
    }
    cfg_depth++;
    return 0;
}

/* Pops the innermost configuration; 0 if there is none (a stub called
 * without <<<>>>) or it overflowed the stack. */
static int pop_config(struct config *out)
{
    if (cfg_depth == 0)
        return 0;
    cfg_depth--;
    if (cfg_depth >= CFG_DEPTH)
        return 0;
    *out = cfg_stack[cfg_depth];
    return 1;
}

/* Validation ----------------------------------------------------------- */

/* CUDA 13 reports every invalid execution configuration (a zero or
 * oversized dimension, more than 1024 threads, too much shared memory) as
 * cudaErrorInvalidValue (the .expected files of 09_device_errors). */
static cudaError_t check_config(const struct cucc__kernel *k, dim3 grid, dim3 block, size_t smem)
{
    if (grid.x == 0 || grid.y == 0 || grid.z == 0 || block.x == 0 || block.y == 0 || block.z == 0)
        return cudaErrorInvalidValue;
    if (grid.x > MAX_GRID_X || grid.y > MAX_GRID_YZ || grid.z > MAX_GRID_YZ)
        return cudaErrorInvalidValue;
    if (block.x > MAX_BLOCK_X || block.y > MAX_BLOCK_Y || block.z > MAX_BLOCK_Z)
        return cudaErrorInvalidValue;
    if ((unsigned long long)block.x * block.y * block.z > CUCC_MAX_BLOCK_THREADS)
        return cudaErrorInvalidValue;
    size_t max_dyn = (size_t)atomic_load_explicit(&((struct cucc__kernel *)k)->max_dyn_smem,
                                                  memory_order_relaxed);
    if (smem > max_dyn || smem > CUCC_MAX_DYN_SMEM || k->static_smem + smem > CUCC_MAX_DYN_SMEM)
        return cudaErrorInvalidValue;
    return cudaSuccess;
}

/* Launch records -------------------------------------------------------- */

#define ARG_ALIGN 64        /* stream.c copies a record to a 64-aligned spot */

struct launch {
    const struct cucc__kernel *k;
    dim3 grid, block;
    size_t smem;
    int cooperative;
    _Alignas(ARG_ALIGN) unsigned char data[];   /* the arguments, laid out in order */
};

static size_t arg_align(const struct cucc__kernel *k, int i)
{
    size_t a = k->aligns[i];
    if (a == 0 || (a & (a - 1)) != 0)
        a = 1;
    return a > ARG_ALIGN ? ARG_ALIGN : a;
}

static size_t args_size(const struct cucc__kernel *k)
{
    size_t off = 0;
    for (int i = 0; i < k->nargs; i++) {
        size_t a = arg_align(k, i);
        off = (off + a - 1) & ~(a - 1);
        off += k->sizes[i];
    }
    return off;
}

/* Dynamic parallelism ------------------------------------------------------
 * A kernel launched by device code (Programming Guide, "CUDA Dynamic
 * Parallelism") may start any time after its launch, and its parent grid
 * is complete only once it is.  Here it runs right after the parent's
 * blocks are done, before the parent counts as complete: children launched
 * into the NULL stream or cudaStreamFireAndForget in launch order, then
 * those launched into cudaStreamTailLaunch, which must wait for all of
 * them.  A child's own children run the same way, recursively.  (A parent
 * that spins waiting for a child would hang; CUDA 12 offers no way to wait
 * for a child from device code.) */

struct child {
    struct child *next;
    _Alignas(ARG_ALIGN) unsigned char rec[];    /* a struct launch */
};

static cudaError_t device_launch(struct cucc__worker *w, const struct launch *L, size_t size,
                                 cudaStream_t stream)
{
    struct cucc__grid *g = w->blk.grid;
    struct child *c = aligned_alloc(ARG_ALIGN, (sizeof *c + size + ARG_ALIGN - 1) & ~(size_t)(ARG_ALIGN - 1));
    if (!c)
        return cudaErrorMemoryAllocation;
    memcpy(c->rec, L, size);
    c->next = NULL;
    int tail = stream == cudaStreamTailLaunch;
    size_t limit = cucc__limit(cudaLimitDevRuntimePendingLaunchCount);
    pthread_mutex_lock(&g->child_lock);
    if (limit && g->nchildren >= limit) {
        pthread_mutex_unlock(&g->child_lock);
        free(c);
        return cudaErrorLaunchPendingCountExceeded;
    }
    g->nchildren++;
    void **head = tail ? &g->tails : &g->children, **last = tail ? &g->tails_last : &g->children_last;
    if (*last)
        ((struct child *)*last)->next = c;
    else
        *head = c;
    *last = c;
    pthread_mutex_unlock(&g->child_lock);
    return cudaSuccess;
}

static void launch_op(void *arg);

static void run_children(struct child *c)
{
    while (c) {
        struct child *next = c->next;
        launch_op(c->rec);
        free(c);
        c = next;
    }
}

/* Runs in stream order: the grid itself. */
static void launch_op(void *arg)
{
    struct launch *L = arg;
    const struct cucc__kernel *k = L->k;
    if (cucc__sticky() != cudaSuccess)
        return;                 /* the context is broken: nothing runs */
    void *small[16];
    void **argv = small;
    if (k->nargs > 16) {
        argv = malloc(sizeof(void *) * (size_t)k->nargs);
        if (!argv) {
            cucc__set_sticky(cudaErrorLaunchOutOfResources);
            return;
        }
    }
    size_t off = 0;
    for (int i = 0; i < k->nargs; i++) {
        size_t a = arg_align(k, i);
        off = (off + a - 1) & ~(a - 1);
        argv[i] = L->data + off;
        off += k->sizes[i];
    }
    struct cucc__grid g = {
        .entry = k->entry,
        .loop = block_entry(k),
        /* (dynamic shared memory is one block's) */
        .fuse = block_entry(k) && !L->smem && !cucc__sanitizing() && cucc__fuse_allowed()
                    ? atomic_load_explicit(&k->fuse, memory_order_acquire) : 0,
        .args = argv,
        .ftz = atomic_load_explicit(&k->ftz, memory_order_acquire),
        .name = k->name,
        .grid = L->grid,
        .block = L->block,
        .nthreads = L->block.x * L->block.y * L->block.z,
        .nblocks = (unsigned long long)L->grid.x * L->grid.y * L->grid.z,
        .dyn_smem = L->smem,
        .cooperative = L->cooperative,
        .child_lock = PTHREAD_MUTEX_INITIALIZER,
    };
    if (cucc__race_global_on)
        cucc__race_grid_begin(&g);
    cudaError_t e = cucc__grid_run(&g);
    if (cucc__access_tool == CUCC_ACCESS_RACECHECK) {
        cucc__race_report(g.name, g.grid);
        if (cucc__race_global_on)
            cucc__race_grid_end(&g);
    }
    if (argv != small)
        free(argv);
    /* Children even after an error: they own memory to free, and do not
     * run once the error is sticky (see above). */
    if (e != cudaSuccess)
        cucc__set_sticky(e);
    run_children(g.children);
    run_children(g.tails);
    pthread_mutex_destroy(&g.child_lock);
}

const cucc__op_fn cucc__launch_op_fn = launch_op;

int cucc__launch_describe(cucc__op_fn fn, const void *arg, struct cucc__prof_op *op)
{
    if (fn != launch_op)
        return 0;
    const struct launch *L = arg;
    *op = (struct cucc__prof_op){ CUCC_PROF_KERNEL, L->k->name ? L->k->name : "?",
                                  { L->grid.x, L->grid.y, L->grid.z }, { L->block.x, L->block.y, L->block.z }, 0 };
    return 1;
}

static int launch_blocking_flag;
static pthread_once_t launch_blocking_once = PTHREAD_ONCE_INIT;

static void launch_blocking_init(void)
{
    const char *v = getenv("CUDA_LAUNCH_BLOCKING");
    launch_blocking_flag = v && *v == '1';
}

static int launch_blocking(void)
{
    pthread_once(&launch_blocking_once, launch_blocking_init);
    return launch_blocking_flag;
}

static cudaError_t launch(const struct cucc__kernel *k, dim3 grid, dim3 block, void **args,
                          size_t smem, cudaStream_t stream, int cooperative)
{
    cudaError_t e = cucc__sticky();
    if (e != cudaSuccess)
        return e;
    e = check_config(k, grid, block, smem);
    if (e != cudaSuccess)
        return e;
    if (k->nargs > 0 && !args)
        return cudaErrorInvalidValue;
    for (int i = 0; i < k->nargs; i++)
        if (!args[i])
            return cudaErrorInvalidValue;

    size_t n = args_size(k);
    size_t size = sizeof(struct launch) + n;
    _Alignas(ARG_ALIGN) unsigned char local[512];
    struct launch *L = (struct launch *)local;
    if (size > sizeof local) {
        L = aligned_alloc(ARG_ALIGN, (size + ARG_ALIGN - 1) & ~(size_t)(ARG_ALIGN - 1));
        if (!L)
            return cudaErrorMemoryAllocation;
    }
    L->k = k;
    L->grid = grid;
    L->block = block;
    L->smem = smem;
    L->cooperative = cooperative;
    size_t off = 0;
    for (int i = 0; i < k->nargs; i++) {
        size_t a = arg_align(k, i);
        off = (off + a - 1) & ~(a - 1);
        memcpy(L->data + off, args[i], k->sizes[i]);
        off += k->sizes[i];
    }
    struct cucc__worker *w = cucc__worker_in_block();
    if (w) {
        e = device_launch(w, L, size, stream);
    } else {
        cucc__devrt_launch();   /* flushes device printf, as CUDA does */
        e = cucc__stream_enqueue(stream, launch_op, L, size);
        /* CUDA_LAUNCH_BLOCKING=1: the launch returns once the kernel has run
         * (a fault is then the sticky error of the next call), unless the
         * stream is being captured into a graph */
        enum cudaStreamCaptureStatus cs = cudaStreamCaptureStatusNone;
        if (e == cudaSuccess && launch_blocking() &&
            cudaStreamIsCapturing(stream, &cs) == cudaSuccess && cs == cudaStreamCaptureStatusNone)
            (void)cudaStreamSynchronize(stream);
    }
    if ((unsigned char *)L != local)
        free(L);
    return e;
}

void cucc__launch_stub(const void *stub, void **args)
{
    CUCC_API_TIMED_AS("cudaLaunchKernel");     /* a <<<>>> launch, as nsys names it */
    struct config c;
    if (!pop_config(&c)) {
        cucc__ret(cudaErrorMissingConfiguration);
        return;
    }
    const struct cucc__kernel *k = cucc__kernel_find(stub);
    if (!k) {
        cucc__ret(cudaErrorInvalidDeviceFunction);
        return;
    }
    cucc__ret_plain(launch(k, c.grid, c.block, args, c.shmem, c.stream, 0));
}

cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                             size_t sharedMem, cudaStream_t stream)
{
    CUCC_API_TIMED();
    const struct cucc__kernel *k = cucc__kernel_find(func);
    if (!k)
        return cucc__ret(cudaErrorInvalidDeviceFunction);
    return cucc__ret_plain(launch(k, gridDim, blockDim, args, sharedMem, stream, 0));
}

/* The device runtime's launch from a parameter buffer (the Programming
 * Guide's device-side launch through cudaGetParameterBuffer and
 * cudaLaunchDevice, how Thrust and CUB launch from device code): the
 * buffer holds the arguments in order, each at the next multiple of its
 * alignment, as cuLaunchKernel's `extra` buffer does.  The launch copies
 * them, and the buffer is given back then. */
void *cudaGetParameterBuffer(size_t alignment, size_t size)
{
    size_t a = alignment > ARG_ALIGN && !(alignment & (alignment - 1)) ? alignment : ARG_ALIGN;
    size = (size + a - 1) & ~(a - 1);
    return aligned_alloc(a, size ? size : a);
}

cudaError_t cudaLaunchDevice(void *func, void *parameterBuffer, dim3 gridDimension,
                             dim3 blockDimension, unsigned int sharedMemSize, cudaStream_t stream)
{
    CUCC_API_TIMED();
    const struct cucc__kernel *k = cucc__kernel_find(func);
    if (!k || (k->nargs > 0 && !parameterBuffer)) {
        free(parameterBuffer);
        return cucc__ret(k ? cudaErrorInvalidValue : cudaErrorInvalidDeviceFunction);
    }
    void *stack[32], **args = k->nargs <= 32 ? stack : malloc(sizeof *args * (size_t)k->nargs);
    if (!args) {
        free(parameterBuffer);
        return cucc__ret(cudaErrorMemoryAllocation);
    }
    size_t off = 0;
    for (int i = 0; i < k->nargs; i++) {
        size_t a = arg_align(k, i);
        off = (off + a - 1) & ~(a - 1);
        args[i] = (unsigned char *)parameterBuffer + off;
        off += k->sizes[i];
    }
    cudaError_t e = launch(k, gridDimension, blockDimension, args, sharedMemSize, stream, 0);
    if (args != stack)
        free(args);
    free(parameterBuffer);
    return cucc__ret_plain(e);
}

cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func, void **args)
{
    CUCC_API_TIMED();
    if (!config)
        return cucc__ret(cudaErrorInvalidValue);
    const struct cucc__kernel *k = cucc__kernel_find(func);
    if (!k)
        return cucc__ret(cudaErrorInvalidDeviceFunction);
    if (config->numAttrs > 0 && !config->attrs)
        return cucc__ret(cudaErrorInvalidValue);
    int cooperative = 0;
    for (unsigned i = 0; i < config->numAttrs; i++) {
        const cudaLaunchAttribute *a = &config->attrs[i];
        if (a->id == cudaLaunchAttributeCooperative)
            cooperative = a->val.cooperative != 0;
        if (a->id == cudaLaunchAttributeClusterDimension &&
            (a->val.clusterDim.x > 1 || a->val.clusterDim.y > 1 || a->val.clusterDim.z > 1))
            return cucc__ret(cudaErrorNotSupported);
    }
    if (cooperative)
        return cudaLaunchCooperativeKernel(func, config->gridDim, config->blockDim, args,
                                           config->dynamicSmemBytes, config->stream);
    return cucc__ret_plain(launch(k, config->gridDim, config->blockDim, args,
                                  config->dynamicSmemBytes, config->stream, 0));
}

static int occupancy(const struct cucc__kernel *k, int block_size, size_t dyn);

/* A cooperative launch (grid.sync()) needs every block resident at once:
 * at most what the device could hold, occupancy times multiprocessors, as
 * CUDA checks it (cudaErrorCooperativeLaunchTooLarge).  sched.c gives each
 * block a thread of its own. */
cudaError_t cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                                        size_t sharedMem, cudaStream_t stream)
{
    CUCC_API_TIMED();
    const struct cucc__kernel *k = cucc__kernel_find(func);
    if (!k)
        return cucc__ret(cudaErrorInvalidDeviceFunction);
    cudaError_t e = check_config(k, gridDim, blockDim, sharedMem);
    if (e == cudaSuccess) {
        int sms = 0;
        if (cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0) != cudaSuccess || sms <= 0)
            sms = 1;
        unsigned long long max = (unsigned long long)sms *
            (unsigned long long)occupancy(k, (int)(blockDim.x * blockDim.y * blockDim.z), sharedMem);
        if ((unsigned long long)gridDim.x * gridDim.y * gridDim.z > max)
            e = cudaErrorCooperativeLaunchTooLarge;
    }
    if (e == cudaSuccess)
        e = launch(k, gridDim, blockDim, args, sharedMem, stream, 1);
    return cucc__ret_plain(e);
}

/* Function attributes ---------------------------------------------------- */

cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func)
{
    CUCC_API_TIMED();
    if (!attr)
        return cucc__ret(cudaErrorInvalidValue);
    const struct cucc__kernel *k = cucc__kernel_find(func);
    if (!k)
        return cucc__ret(cudaErrorInvalidDeviceFunction);
    struct cucc__kernel *mk = (struct cucc__kernel *)k;
    memset(attr, 0, sizeof *attr);
    attr->sharedSizeBytes = k->static_smem;
    attr->maxThreadsPerBlock = CUCC_MAX_BLOCK_THREADS;
    attr->numRegs = 32;
    attr->ptxVersion = k->arch;
    attr->binaryVersion = k->arch;
    attr->maxDynamicSharedSizeBytes = atomic_load(&mk->max_dyn_smem);
    attr->preferredShmemCarveout = atomic_load(&mk->carveout);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value)
{
    CUCC_API_TIMED();
    const struct cucc__kernel *k = cucc__kernel_find(func);
    if (!k)
        return cucc__ret(cudaErrorInvalidDeviceFunction);
    struct cucc__kernel *mk = (struct cucc__kernel *)k;
    switch (attr) {
    case cudaFuncAttributeMaxDynamicSharedMemorySize:
        if (value < 0 || k->static_smem + (size_t)value > CUCC_MAX_DYN_SMEM)
            return cucc__ret(cudaErrorInvalidValue);
        atomic_store(&mk->max_dyn_smem, value);
        return cucc__ret(cudaSuccess);
    case cudaFuncAttributePreferredSharedMemoryCarveout:
        if (value < -1 || value > 100)
            return cucc__ret(cudaErrorInvalidValue);
        atomic_store(&mk->carveout, value);
        return cucc__ret(cudaSuccess);
    case cudaFuncAttributeRequiredClusterWidth:
    case cudaFuncAttributeRequiredClusterHeight:
    case cudaFuncAttributeRequiredClusterDepth:
    case cudaFuncAttributeNonPortableClusterSizeAllowed:
    case cudaFuncAttributeClusterSchedulingPolicyPreference:
        /* Accepted and without effect: clusters of one block. */
        return cucc__ret(value < 0 ? cudaErrorInvalidValue : cudaSuccess);
    default:
        return cucc__ret(cudaErrorInvalidValue);
    }
}

cudaError_t cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig)
{
    CUCC_API_TIMED();
    const struct cucc__kernel *k = cucc__kernel_find(func);
    if (!k)
        return cucc__ret(cudaErrorInvalidDeviceFunction);
    if ((unsigned)cacheConfig > cudaFuncCachePreferEqual)
        return cucc__ret(cudaErrorInvalidValue);
    atomic_store(&((struct cucc__kernel *)k)->cache_config, (int)cacheConfig);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaFuncSetSharedMemConfig(const void *func, enum cudaSharedMemConfig config)
{
    CUCC_API_TIMED();
    if (!cucc__kernel_find(func))
        return cucc__ret(cudaErrorInvalidDeviceFunction);
    if ((unsigned)config > 2)
        return cucc__ret(cudaErrorInvalidValue);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaFuncGetName(const char **name, const void *func)
{
    CUCC_API_TIMED();
    if (!name)
        return cucc__ret(cudaErrorInvalidValue);
    const struct cucc__kernel *k = cucc__kernel_find(func);
    if (!k)
        return cucc__ret(cudaErrorInvalidDeviceFunction);
    *name = k->name;
    return cucc__ret(cudaSuccess);
}

/* Occupancy --------------------------------------------------------------
 * What an H200 SM would hold (compute capability 9.0: 2048 threads, 32
 * blocks, 228 KiB of shared memory of which 1 KiB is reserved per block),
 * so that programs sizing their grids from it behave as on the GPU. */

static int occupancy(const struct cucc__kernel *k, int block_size, size_t dyn)
{
    if (block_size > CUCC_MAX_BLOCK_THREADS)
        return 0;
    int warps = (block_size + CUCC_WARP_SIZE - 1) / CUCC_WARP_SIZE;
    int n = SM_MAX_THREADS / (warps * CUCC_WARP_SIZE);
    if (n > SM_MAX_BLOCKS)
        n = SM_MAX_BLOCKS;
    size_t smem = k->static_smem + dyn + SMEM_RESERVED_PER_BLOCK;
    int by_smem = (int)(SM_SMEM / smem);
    return by_smem < n ? by_smem : n;
}

cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func,
                                                                   int blockSize, size_t dynamicSMemSize,
                                                                   unsigned int flags)
{
    CUCC_API_TIMED();
    if (!numBlocks || blockSize <= 0 || (flags & ~(unsigned)cudaOccupancyDisableCachingOverride))
        return cucc__ret(cudaErrorInvalidValue);
    const struct cucc__kernel *k = cucc__kernel_find(func);
    if (!k)
        return cucc__ret(cudaErrorInvalidDeviceFunction);
    *numBlocks = occupancy(k, blockSize, dynamicSMemSize);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func,
                                                          int blockSize, size_t dynamicSMemSize)
{
    CUCC_API_TIMED();
    return cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize,
                                                                  dynamicSMemSize, cudaOccupancyDefault);
}

cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, const void *func,
                                                      int numBlocks, int blockSize)
{
    CUCC_API_TIMED();
    if (!dynamicSmemSize || numBlocks <= 0 || blockSize <= 0)
        return cucc__ret(cudaErrorInvalidValue);
    const struct cucc__kernel *k = cucc__kernel_find(func);
    if (!k)
        return cucc__ret(cudaErrorInvalidDeviceFunction);
    size_t per = SM_SMEM / (size_t)numBlocks;
    size_t used = k->static_smem + SMEM_RESERVED_PER_BLOCK;
    size_t avail = per > used ? per - used : 0;
    if (avail > CUCC_MAX_DYN_SMEM - k->static_smem)
        avail = CUCC_MAX_DYN_SMEM - k->static_smem;
    if (occupancy(k, blockSize, 0) < numBlocks)
        avail = 0;
    *dynamicSmemSize = avail;
    return cucc__ret(cudaSuccess);
}
