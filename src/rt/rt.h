/*
 * libcucc internals shared between runtime files.  Public API lives in
 * include/cuda_runtime_api.h; the ABI used by generated code in
 * include/cucc/abi.h.  Internal names are cucc__*.
 */
#ifndef CUCC_RT_H
#define CUCC_RT_H

#include "cuda_runtime_api.h"
#include "cucc/abi.h"
#include <stdatomic.h>
#include <stdint.h>


/* Thread-local variables read on hot paths (a block's built-in variables,
 * the access hooks'): the initial-exec model, one load each, where the
 * -fPIC default (global-dynamic) is a call for the compiler, which then
 * saves registers around it even once the linker has made it a load; not
 * in lib/libcucc.so, which may be dlopen-ed (no static TLS to take). */
#ifdef CUCC_RT_SO
#define CUCC_TLS
#else
#define CUCC_TLS __attribute__((tls_model("initial-exec")))
#endif

/* error.c ------------------------------------------------------------- */
/* Every API entry point returns through cucc__ret: a failing code becomes
 * the calling host thread's last error (cudaGetLastError); a sticky error
 * (cudaErrorIllegalAddress, cudaErrorAssert, ...) once raised is returned by
 * every later call until the process ends (CUDA's "corrupted context"). */
cudaError_t cucc__ret(cudaError_t e);
/* Records a sticky error raised by device code (a fault, a failed assert). */
void cucc__set_sticky(cudaError_t e);
/* cudaSuccess, or the sticky error if one was raised. */
cudaError_t cucc__sticky(void);
/* An entry point's first statement: returns the sticky error, if there is one. */
#define CHECK_CONTEXT()                         \
    do {                                        \
        cudaError_t s_ = cucc__sticky();        \
        if (s_ != cudaSuccess)                  \
            return cucc__ret(s_);               \
    } while (0)
/* Records e as the last error, ignoring the sticky error: for calls that do
 * not need the context (device queries, launch-configuration errors). */
cudaError_t cucc__ret_plain(cudaError_t e);
/* device.c: cudaErrorNoDevice or cudaErrorInvalidDevice when
 * CUDA_VISIBLE_DEVICES left no device or named one twice, for every call. */
cudaError_t cucc__init_error(void);
/* cudaDeviceReset: the context is new again. */
void cucc__clear_sticky(void);
/* A fault in device code (sched.c's signal handler): writes a message to
 * stderr naming the error, the kernel, the calling worker's block and
 * thread, the faulting address and the code address (uc: the signal's
 * ucontext).  Safe to call in the signal handler. */
void cucc__report_fault(cudaError_t e, const char *kernel, const void *addr, const void *uc, int stack_overflow);
/* faultline.c: the reported fault's source line, after the block left */
void cucc__note_fault_pc(const char *obj, unsigned long off);
void cucc__report_fault_line(void);
/* The user's source line of the code at pc ("file.cu:12", from addr2line
 * and the line tables), in out; 0 when not known. */
int cucc__pc_line(const void *pc, char *out, size_t n);
/* Is place ("file:line") in one of cucc's own headers? */
int cucc__in_cucc_header(const char *place);

/* device.c ------------------------------------------------------------ */
int cucc__rt_primary(void);      /* this copy of the runtime is the program's (instance.c) */
int cucc__num_workers(void);      /* worker threads = CPU cores (CUCC_WORKERS overrides) */
int cucc__device_count(void);     /* CUCC_DEVICES, default 1 */
int cucc__current_device(void);   /* the calling host thread's device */
size_t cucc__total_mem(void);     /* totalGlobalMem: the machine's physical memory */
/* The current device's value of a cudaDeviceSetLimit limit (stack size,
 * printf FIFO, device malloc heap, ...). */
size_t cucc__limit(enum cudaLimit limit);
/* The same for a given device (0 for one that does not exist). */
size_t cucc__device_limit(int device, enum cudaLimit limit);
/* Called by cudaDeviceReset after the device is idle and before memory is
 * freed: the SIMT side drops streams, events and kernel attributes there.
 * device.c has an empty weak default. */
void cucc__reset_hook(void);

/* driver_api.c -------------------------------------------------------- */
/* Called by every runtime call that uses the device (through
 * cucc__sticky): the runtime initialises the driver API and makes its
 * primary context current to the calling thread, as in CUDA. */
void cucc__driver_runtime_used(void);
void cucc__driver_init(void);   /* driver_api.c: cuInit's effect, as cudaGetDeviceCount has it */

/* memory.c ------------------------------------------------------------ */
/* Every allocation the runtime hands out is tracked.  A lookup finds the
 * block holding an address (any byte of it). */
enum cucc__mem_kind {
    CUCC_MEM_NONE,          /* not runtime memory (pageable host memory) */
    CUCC_MEM_DEVICE,        /* cudaMalloc, cudaMallocPitch, cudaMalloc3D */
    CUCC_MEM_HOST,          /* cudaMallocHost, cudaHostAlloc */
    CUCC_MEM_MANAGED,       /* cudaMallocManaged */
    CUCC_MEM_REGISTERED,    /* cudaHostRegister */
    CUCC_MEM_SYMBOL         /* a registered __device__/__constant__/__managed__ variable */
};
struct cucc__mem_block {
    void *base;
    size_t size;
    enum cucc__mem_kind kind;
    unsigned flags;         /* cudaHostAlloc / cudaHostRegister / cudaMemAttach flags */
    int device;
};
/* Fills *b (when b != NULL) and returns its kind; CUCC_MEM_NONE when p lies
 * in no block. */
enum cucc__mem_kind cucc__mem_lookup(const void *p, struct cucc__mem_block *b);
/* cudaDeviceReset: frees every allocation of the current device and
 * unregisters its host memory. */
void cucc__mem_reset(void);
/* The driver's virtual memory management (vmm.c): a physical allocation
 * counts against the device's memory (cucc__mem_charge: 0, or -1 when it
 * does not fit), and a range mapped with access is device memory for the
 * runtime (copies, pointer attributes) until it is unmapped; cudaFree
 * refuses it and cudaDeviceReset leaves it. */
int cucc__mem_charge(size_t size);
void cucc__mem_uncharge(size_t size);
cudaError_t cucc__mem_adopt(void *p, size_t size);
void cucc__mem_unadopt(void *p, size_t size);
/* Graph memory (memory.c's head comment): device memory that a free
 * parks and the operation cucc__revive_op_fn (arg: the pointer) brings
 * back, as graph launches run their alloc nodes. */
cudaError_t cucc__mem_graph_alloc(void **p, size_t size);
int cucc__mem_graph_parked(const void *p);
/* cucc-sanitizer (sanitize.c): the freed or live block nearest to p. */
int cucc__mem_nearest(const void *p, struct cucc__mem_block *out, int *was_freed);
void cucc__mem_each_device_block(void (*fn)(const struct cucc__mem_block *, void *), void *arg);

/* sanitize.c: is the program built with cucc --sanitize (AddressSanitizer)? */
int cucc__sanitizing(void);
/* An API call is about to return e, not cudaSuccess (error.c). */
void cucc__sanitizer_api_error(cudaError_t e, const void *caller);
extern int cucc__sanitizer_on;
extern int cucc__synccheck;
void cucc__sanitizer_sync_error(const char *what, const void *pc);
void cucc__sanitizer_free_error(const char *what, const void *addr, const void *pc);
int cucc__sanitizer_same_place(const void *a, const void *b);
void cucc__guard_dyn_smem(void *buf, size_t used, size_t cap);
/* One report of the tool, for racecheck.c and initcheck.c: cucc__san_begin
 * counts an error and says whether it is printed (then it holds the
 * output's lock until cucc__san_end); cucc__san_line prints one line
 * ("========= " first); cucc__san_place writes the source line of the
 * code at pc. */
int cucc__san_begin(void);
void cucc__san_line(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void cucc__san_end(void);
void cucc__san_place(const void *pc, char *buf, size_t n);

/* Access checks (access_hooks.c): a `cucc --sanitize=racecheck|initcheck`
 * build calls the hooks (cucc__access_built) and the tool picks which
 * checker they feed (cucc__access_tool, set by sanitize.c). */
enum { CUCC_ACCESS_RACECHECK = 1, CUCC_ACCESS_INITCHECK };
extern int cucc__access_built;
extern int cucc__access_tool;
/* racecheck.c: an access of device code; shared memory of this worker at
 * [base, base + len); a block starts or is released from __syncthreads
 * (warp ~0u) or warp `warp` from __syncwarp; the hazards of the grid that
 * just finished, reported. */
void cucc__race_shared_access(const volatile void *addr, size_t n, int write, const void *pc);
void cucc__race_shared(void *base, size_t len);
/* set while a region piece that stores nothing runs on this worker
 * (access_hooks.c, cucc__access_piece_reads); any sync clears it */
extern CUCC_TLS _Thread_local int cucc__race_reads_only;
/* The calling worker's shared memory lies in [lo, hi) (racecheck.c): an
 * access outside, to global memory or a stack, is no shared one. */
extern CUCC_TLS _Thread_local uintptr_t cucc__race_shared_lo, cucc__race_shared_hi;
static inline int cucc__race_in_shared(const volatile void *addr)
{
    return (uintptr_t)addr - cucc__race_shared_lo < cucc__race_shared_hi - cucc__race_shared_lo;
}
void cucc__race_sync(unsigned warp);
/* the thread a loop or region entry named last (cucc__access_at), and the
 * same until its piece ends or a synchronisation (~0u: ask the worker) */
extern CUCC_TLS _Thread_local unsigned cucc__race_entry, cucc__race_named;
/* device_launch_parameters.h's, read by the hooks: one load each */
extern CUCC_TLS __thread uint3 threadIdx;
void cucc__race_report(const char *kernel, dim3 grid);
/* a fence of the running thread; the reports so far, and how many of
 * them were warnings */
void cucc__race_fence(void);
/* racecheck_global.c: races between blocks in device and managed memory,
 * with cucc-sanitizer --racecheck-global yes (sanitize.c) */
extern int cucc__race_global_on;
void *cucc__race_cells(const void *base, size_t size);
void cucc__race_cells_free(void *cells, const void *base, size_t size);
void cucc__race_global(const volatile void *addr, size_t n, int write, const void *pc);
void cucc__race_global_fence(void);
void cucc__race_hazard_global(const void *pc_a, int write_a, unsigned long long blk_a, const void *pc_b,
                              int write_b, unsigned long long blk_b, unsigned bytes);
int cucc__tracked(const volatile void *a, uintptr_t *base, size_t *size, void **race);
void cucc__tracked_release_race(void);
int cucc__race_thread(unsigned *tid, unsigned long long *now);
int cucc__race_ordered(unsigned long long clk, unsigned u, unsigned t);
void cucc__race_hazard_block(const void *pc_a, int write_a, unsigned t_a, const void *pc_b, int write_b,
                             unsigned t_b, unsigned long long blk, unsigned bytes);
void cucc__race_cells_release(void *cells, const void *base, size_t size);
void cucc__race_counts(unsigned long long *reports, unsigned long long *warnings);
/* initcheck.c: a device block comes or goes; the runtime wrote n bytes
 * at dst, or copied them from src (whose bits come along); an access of
 * the program's code. */
void cucc__init_alloc(const void *p, size_t size);
void cucc__init_free(const void *p);
void cucc__init_copied(void *dst, const void *src, size_t n);
void cucc__init_access(const volatile void *addr, size_t n, int write, const void *pc);
/* n bytes at p poisoned (on) or not for AddressSanitizer, in a --sanitize build. */
void cucc__poison(const void *p, size_t n, int on);
/* devheap.c: is p in the device heap's arena? */
int cucc__heap_contains(const void *p);
void cucc__mem_graph_usage(enum cudaGraphMemAttributeType attr, unsigned long long *value);
void cucc__mem_graph_reset_high(void);

/* array.c ------------------------------------------------------------- */
/* A CUDA array (cudaMallocArray, cudaMalloc3DArray): elements stored
 * densely, x fastest, then rows, then slices (or layers).  The extent is
 * as allocated, in elements: height 0 for a 1D array, depth 0 for a 2D one.
 * Texture sampling reads elements straight from `data`. */
struct cudaArray {
    struct cudaChannelFormatDesc desc;
    struct cudaExtent extent;
    unsigned flags;         /* cudaArrayLayered, cudaArraySurfaceLoadStore, ... */
    size_t elem_size;       /* bytes per element */
    size_t pitch;           /* bytes per row: extent.width * elem_size */
    size_t slice;           /* bytes per slice: pitch * rows */
    size_t rows, slices;    /* height and depth with 0 counted as 1 */
    char *data;
    struct cudaArray *next; /* the list of live arrays */
};
/* Is a a live array (not freed)? */
int cucc__array_live(cudaArray_const_t a);
/* cudaMemcpy3D: the side of a copy that is array a, as pitched memory. */
struct cudaPitchedPtr cucc__array_pitched(cudaArray_const_t a);
/* cudaDeviceReset: frees every array. */
void cucc__arrays_reset(void);

/* symbol.c ------------------------------------------------------------ */
/* The registered variable holding p (any byte of it), as a block of kind
 * CUCC_MEM_SYMBOL; returns 0 when there is none. */
int cucc__symbol_lookup(const void *p, struct cucc__mem_block *b);
/* cudaDeviceReset: every registered variable gets its initial bytes back. */
void cucc__symbols_reset(void);
/* A driver API module being unloaded (module.c): its variable at addr
 * leaves the table. */
void cucc__symbol_unregister(const void *addr);

/* launch.c / sched.c -------------------------------------------------- */
/* Waits until all device work issued so far has finished; returns the
 * sticky error, if any. */
cudaError_t cucc__device_sync(void);
/* Ends the calling CUDA thread's grid with error e (a failed assert, a
 * trap): the block stops where it is, no further block of the grid starts,
 * and e becomes the sticky error.  Called from device code; outside a
 * kernel it aborts the process. */
_Noreturn void cucc__trap(cudaError_t e);

/* devprintf.c, devheap.c: the device-side runtime ----------------------- */
/* Writes what device printf buffered to stdout: called by the synchronising
 * API calls (Programming Guide, "Formatted Output").  Does nothing in
 * device code. */
void cucc__printf_flush(void);
/* Called at the start of every host-side launch: flushes, and notes the
 * launching device, whose limits size the FIFO and the heap when device
 * code first uses them. */
void cucc__devrt_launch(void);
int cucc__devrt_device(void);
/* Device code has called printf / malloc or free: cudaDeviceSetLimit may
 * no longer change the FIFO / heap size. */
int cucc__printf_in_use(void);
int cucc__heap_in_use(void);
/* cudaDeviceReset: the FIFO is flushed and freed, the heap unmapped. */
void cucc__printf_reset(void);
void cucc__heap_reset(void);
/* Is the caller device code (a worker thread running a block)?  Then
 * cudaMalloc and cudaFree are the device heap's malloc and free (dynamic
 * parallelism, "Memory Allocation and Lifetime"). */
int cucc__in_device_code(void);
void *cucc__dev_malloc(size_t size);
/* 0; -2 when p is a heap block freed before; -1 when it is not a heap
 * allocation at all (or the heap's data was overwritten). */
int cucc__heap_free(void *p);

/* stream.c ------------------------------------------------------------ */
/* Work in stream order.  Every operation on a stream (kernel launch, async
 * copy or memset, host function, event record) goes through
 * cucc__stream_enqueue: fn runs after everything issued to stream s before
 * it, with CUDA's implicit synchronisation between the legacy default
 * stream and blocking streams.  The `size` bytes at `arg` are copied (to a
 * 64-byte aligned place) and fn gets the copy, so arg may live on the
 * caller's stack.  The call may return before fn has run; fn must not call
 * the CUDA API.  Errors (nothing is queued): cudaErrorInvalidResourceHandle
 * for a stream handle that is not live, cudaErrorMemoryAllocation. */
typedef void (*cucc__op_fn)(void *arg);
cudaError_t cucc__stream_enqueue(cudaStream_t s, cucc__op_fn fn, const void *arg, size_t size);
/* Called by programs that include Thrust, before main
 * (include/thrust/detail/config/device_system.h): from then on, work
 * queued on the legacy default stream or a blocking stream has finished
 * when the call that queued it returns. */
void cucc__thrust_attach(void);
/* Like cucc__stream_enqueue, then waits for fn to finish; arg is not
 * copied.  For the synchronous API calls (cudaMemcpy, cudaMemset), which
 * are ordered on the default stream: cucc__stream_run(0, ...) (the legacy
 * stream, or the per-thread one when called through a _ptds entry point). */
cudaError_t cucc__stream_run(cudaStream_t s, cucc__op_fn fn, void *arg);
/* Waits until everything issued to s so far has run (cudaStreamSynchronize
 * without recording the last error); returns the sticky error, if any. */
cudaError_t cucc__stream_sync(cudaStream_t s);
/* Per-thread default stream entry points (ptds.c): between begin and end,
 * stream handle 0 in the calling host thread means cudaStreamPerThread.
 * begin returns the previous state, which end restores (calls nest). */
int cucc__ptds_begin(void);
void cucc__ptds_end(int old);
struct CUstream_st;
struct CUevent_st;
/* Queues fn again as a graph launch replays a captured operation: kind is
 * what the capture hook was given (host functions run on the executor). */
cudaError_t cucc__stream_replay(cudaStream_t h, cucc__op_fn fn, const void *arg, size_t size, int kind);
enum { CUCC_OP_WORK, CUCC_OP_HOST };

/* profile.c: with CUCC_PROFILE, each stream operation is timed (stream.c)
 * and described by what knows its argument: a kernel launch (launch.c),
 * a copy or memset (memory.c, driver_api.c).  A describe function fills
 * *op and returns 1 when fn is one of its own. */
enum { CUCC_PROF_KERNEL, CUCC_PROF_COPY, CUCC_PROF_SET, CUCC_PROF_HOST, CUCC_PROF_API, CUCC_PROF_EVENT };
struct cucc__prof_op {
    int kind;
    const char *name;
    unsigned grid[3], block[3];
    unsigned long long bytes;
};
extern int cucc__profiling;
unsigned long long cucc__profile_now(void);
void cucc__profile_record(const struct cucc__prof_op *op, unsigned long long stream, unsigned long long t0,
                          unsigned long long t1);
int cucc__launch_describe(cucc__op_fn fn, const void *arg, struct cucc__prof_op *op);
int cucc__memop_describe(cucc__op_fn fn, const void *arg, struct cucc__prof_op *op);
int cucc__fill_describe(cucc__op_fn fn, const void *arg, struct cucc__prof_op *op);

/* ... and each CUDA API call (runtime and driver API) is counted and timed
 * for the table of API calls: every API function starts with
 * CUCC_API_TIMED(), whose scope ends with the function; only a thread's
 * outermost API call counts (an API function calling another is one
 * call, as a program sees it).  Off: one test of cucc__profiling. */
struct cucc__api_scope {
    const char *name;
    unsigned long long t0;
    int on;
};
void cucc__api_begin(struct cucc__api_scope *s);
void cucc__api_done(struct cucc__api_scope *s);
static inline void cucc__api_end(struct cucc__api_scope *s)
{
    if (s->on)
        cucc__api_done(s);
}
#define CUCC_API_TIMED_AS(NAME)                                                                    \
    struct cucc__api_scope cucc__api __attribute__((cleanup(cucc__api_end))) = {NAME, 0, 0};       \
    if (cucc__profiling)                                                                           \
    cucc__api_begin(&cucc__api)
#define CUCC_API_TIMED() CUCC_API_TIMED_AS(__func__)

/* The operations of the stream door that graphs tell apart (node types). */
extern const cucc__op_fn cucc__launch_op_fn, cucc__set_op_fn, cucc__fill_op_fn, cucc__free_op_fn,
    cucc__revive_op_fn;

/* graph.c: stream capture.  While cucc__captures is 0 (no capture in
 * progress) none of these is called.  Each returns 1 when the stream (or
 * event) takes part in a capture and the call was taken as part of it
 * (*e its result), 0 when the caller goes on as without capture. */
extern _Atomic int cucc__captures;
int cucc__capture_op(struct CUstream_st *s, cucc__op_fn fn, const void *arg, size_t size, int kind,
                     cudaError_t *e);
int cucc__capture_record(struct CUstream_st *s, struct CUevent_st *ev, cudaError_t *e);
int cucc__capture_wait(struct CUstream_st *s, struct CUevent_st *ev, cudaError_t *e);
/* cudaMallocAsync: graph memory and an alloc node. */
int cucc__capture_alloc(struct CUstream_st *s, void **p, size_t size, cudaError_t *e);
/* An event recorded outside capture forgets its captured record. */
void cucc__capture_forget(struct CUevent_st *ev);
/* A potentially unsafe call (one that may synchronise the device:
 * cudaMalloc, cudaFree, cudaHostRegister, ...) during captures: 1 when the
 * capture modes prohibit it to this thread (CUDA's rules: the thread's own
 * captures but relaxed ones; under the thread's global mode, other
 * threads' global captures too), those captures invalidated; the call
 * then returns cudaErrorStreamCaptureUnsupported
 * (CUCC_CAPTURE_UNSAFE). */
int cucc__capture_unsafe(void);
#define CUCC_CAPTURE_UNSAFE()                                                                      \
    do {                                                                                           \
        if (atomic_load_explicit(&cucc__captures, memory_order_acquire) > 0 && cucc__capture_unsafe()) \
            return cucc__ret(cudaErrorStreamCaptureUnsupported);                                   \
    } while (0)
/* Invalidates every capture (whatever its mode) of a stream for which
 * which(s) is true, of every stream when which is NULL
 * (cudaDeviceSynchronize; the legacy stream's work beside a capturing
 * blocking stream); 1 when there was one. */
int cucc__capture_invalidate(int (*which)(const struct CUstream_st *s));
/* Is s capturing?  (A synchronising call on it is then an error, and an
 * async copy of pageable memory is captured, not run.) */
int cucc__capturing(struct CUstream_st *s);
int cucc__capturing_handle(cudaStream_t h);
/* ... and a call not permitted while it is: the capture is invalidated. */
int cucc__capture_misuse(struct CUstream_st *s);

/* device.c: a module whose state cudaDeviceReset drops registers a hook,
 * called after the device is idle and before its memory is freed. */
void cucc__on_reset(void (*hook)(void));

#endif
