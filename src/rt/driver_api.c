/*
 * The CUDA driver API (include/cuda.h), the subset docs/driver_api.md
 * lists, over the runtime: the two APIs share one state, as they do in
 * CUDA, where the runtime is built on the driver.
 *
 *  - Devices are the runtime's devices; CUdevice is the ordinal.
 *  - A context (CUcontext) names a device.  Each device has a primary
 *    context, the one the runtime API uses; cuCtxCreate makes others.  All
 *    contexts share cucc's one address space, so memory, streams and events
 *    work in any of them.  Each host thread has a stack of current
 *    contexts; making a context current also makes its device the runtime's
 *    current device for that thread, so runtime calls follow.
 *  - CUdeviceptr is the pointer value.  Memory comes from the runtime's
 *    allocator and is in its allocation table: cudaFree and cudaMemcpy take
 *    what cuMemAlloc gave, and the other way round.
 *  - CUstream and CUevent are the runtime's cudaStream_t and cudaEvent_t.
 *  - Modules and functions are module.c's.
 *
 * Errors are CUDA 13's CUresult codes, as NVIDIA's driver returns them on an
 * H200 (tests/e2e/driver_errors.cu was run against it).  A runtime call made
 * on the driver's behalf leaves the runtime's last error as it was
 * (rt_enter/rt_leave): driver API calls do not set what cudaGetLastError
 * reports.
 *
 * Locking: ctx_lock guards the list of created contexts and the primary
 * contexts' reference counts and flags; nothing else is taken while it is
 * held.  A context's state is atomic, so the checks that API calls make on
 * the current context take no lock.
 */
#include <errno.h>
#include <link.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rt/module.h"

#define MAX_DEVICES 64
#define CTX_STACK_DEPTH 64

/* Error names and strings ---------------------------------------------------- */

struct err_info {
    CUresult code;
    const char *name;
    const char *text;
};

/* The strings are those NVIDIA's driver returns (CUDA 13). */
#define E(code, text) { code, #code, text }
static const struct err_info errors[] = {
    E(CUDA_SUCCESS, "no error"),
    E(CUDA_ERROR_INVALID_VALUE, "invalid argument"),
    E(CUDA_ERROR_OUT_OF_MEMORY, "out of memory"),
    E(CUDA_ERROR_NOT_INITIALIZED, "initialization error"),
    E(CUDA_ERROR_DEINITIALIZED, "driver shutting down"),
    E(CUDA_ERROR_PROFILER_DISABLED, "profiler disabled while using external profiling tool"),
    E(CUDA_ERROR_PROFILER_NOT_INITIALIZED, "profiler not initialized: call cudaProfilerInitialize()"),
    E(CUDA_ERROR_PROFILER_ALREADY_STARTED, "profiler already started"),
    E(CUDA_ERROR_PROFILER_ALREADY_STOPPED, "profiler already stopped"),
    E(CUDA_ERROR_STUB_LIBRARY, "CUDA driver is a stub library"),
    E(CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER, "API call is not supported in the installed CUDA driver"),
    E(CUDA_ERROR_DEVICE_UNAVAILABLE, "CUDA-capable device(s) is/are busy or unavailable"),
    E(CUDA_ERROR_NO_DEVICE, "no CUDA-capable device is detected"),
    E(CUDA_ERROR_INVALID_DEVICE, "invalid device ordinal"),
    E(CUDA_ERROR_DEVICE_NOT_LICENSED, "device doesn't have valid Grid license"),
    E(CUDA_ERROR_INVALID_IMAGE, "device kernel image is invalid"),
    E(CUDA_ERROR_INVALID_CONTEXT, "invalid device context"),
    E(CUDA_ERROR_CONTEXT_ALREADY_CURRENT, "context already current"),
    E(CUDA_ERROR_MAP_FAILED, "mapping of buffer object failed"),
    E(CUDA_ERROR_UNMAP_FAILED, "unmapping of buffer object failed"),
    E(CUDA_ERROR_ARRAY_IS_MAPPED, "array is mapped"),
    E(CUDA_ERROR_ALREADY_MAPPED, "resource already mapped"),
    E(CUDA_ERROR_NO_BINARY_FOR_GPU, "no kernel image is available for execution on the device"),
    E(CUDA_ERROR_ALREADY_ACQUIRED, "resource already acquired"),
    E(CUDA_ERROR_NOT_MAPPED, "resource not mapped"),
    E(CUDA_ERROR_NOT_MAPPED_AS_ARRAY, "resource not mapped as array"),
    E(CUDA_ERROR_NOT_MAPPED_AS_POINTER, "resource not mapped as pointer"),
    E(CUDA_ERROR_ECC_UNCORRECTABLE, "uncorrectable ECC error encountered"),
    E(CUDA_ERROR_UNSUPPORTED_LIMIT, "limit is not supported on this architecture"),
    E(CUDA_ERROR_CONTEXT_ALREADY_IN_USE, "exclusive-thread device already in use by a different thread"),
    E(CUDA_ERROR_PEER_ACCESS_UNSUPPORTED, "peer access is not supported between these two devices"),
    E(CUDA_ERROR_INVALID_PTX, "a PTX JIT compilation failed"),
    E(CUDA_ERROR_INVALID_GRAPHICS_CONTEXT, "invalid OpenGL or DirectX context"),
    E(CUDA_ERROR_NVLINK_UNCORRECTABLE, "uncorrectable NVLink error detected during the execution"),
    E(CUDA_ERROR_JIT_COMPILER_NOT_FOUND, "PTX JIT compiler library not found"),
    E(CUDA_ERROR_UNSUPPORTED_PTX_VERSION, "the provided PTX was compiled with an unsupported toolchain."),
    E(CUDA_ERROR_JIT_COMPILATION_DISABLED, "PTX JIT compilation was disabled"),
    E(CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY, "the provided execution affinity is not supported"),
    E(CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC,
      "the provided PTX contains unsupported call to cudaDeviceSynchronize"),
    E(CUDA_ERROR_CONTAINED, "Invalid access of peer GPU memory over nvlink or a hardware error"),
    E(CUDA_ERROR_INVALID_SOURCE, "device kernel image is invalid"),
    E(CUDA_ERROR_FILE_NOT_FOUND, "file not found"),
    E(CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND, "shared object symbol not found"),
    E(CUDA_ERROR_SHARED_OBJECT_INIT_FAILED, "shared object initialization failed"),
    E(CUDA_ERROR_OPERATING_SYSTEM, "OS call failed or operation not supported on this OS"),
    E(CUDA_ERROR_INVALID_HANDLE, "invalid resource handle"),
    E(CUDA_ERROR_ILLEGAL_STATE, "the operation cannot be performed in the present state"),
    E(CUDA_ERROR_LOSSY_QUERY, "attempted introspection would be semantically lossy"),
    E(CUDA_ERROR_NOT_FOUND, "named symbol not found"),
    E(CUDA_ERROR_NOT_READY, "device not ready"),
    E(CUDA_ERROR_ILLEGAL_ADDRESS, "an illegal memory access was encountered"),
    E(CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES, "too many resources requested for launch"),
    E(CUDA_ERROR_LAUNCH_TIMEOUT, "the launch timed out and was terminated"),
    E(CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING, "launch uses incompatible texturing mode"),
    E(CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED, "peer access is already enabled"),
    E(CUDA_ERROR_PEER_ACCESS_NOT_ENABLED, "peer access has not been enabled"),
    E(CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE, "cannot set while device is active in this process"),
    E(CUDA_ERROR_CONTEXT_IS_DESTROYED, "context is destroyed"),
    E(CUDA_ERROR_ASSERT, "device-side assert triggered"),
    E(CUDA_ERROR_TOO_MANY_PEERS, "peer mapping resources exhausted"),
    E(CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED,
      "part or all of the requested memory range is already mapped"),
    E(CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED, "pointer does not correspond to a registered memory region"),
    E(CUDA_ERROR_HARDWARE_STACK_ERROR, "hardware stack error"),
    E(CUDA_ERROR_ILLEGAL_INSTRUCTION, "an illegal instruction was encountered"),
    E(CUDA_ERROR_MISALIGNED_ADDRESS, "misaligned address"),
    E(CUDA_ERROR_INVALID_ADDRESS_SPACE, "operation not supported on global/shared address space"),
    E(CUDA_ERROR_INVALID_PC, "invalid program counter"),
    E(CUDA_ERROR_LAUNCH_FAILED, "unspecified launch failure"),
    E(CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE, "too many blocks in cooperative launch"),
    E(CUDA_ERROR_TENSOR_MEMORY_LEAK, "tensor memory not completely freed"),
    E(CUDA_ERROR_NOT_PERMITTED, "operation not permitted"),
    E(CUDA_ERROR_NOT_SUPPORTED, "operation not supported"),
    E(CUDA_ERROR_SYSTEM_NOT_READY, "system not yet initialized"),
    E(CUDA_ERROR_SYSTEM_DRIVER_MISMATCH, "system has unsupported display driver / cuda driver combination"),
    E(CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE, "forward compatibility was attempted on non supported HW"),
    E(CUDA_ERROR_MPS_CONNECTION_FAILED,
      "MPS client failed to connect to the MPS control daemon or the MPS server"),
    E(CUDA_ERROR_MPS_RPC_FAILURE,
      "the remote procedural call between the MPS server and the MPS client failed"),
    E(CUDA_ERROR_MPS_SERVER_NOT_READY, "MPS server is not ready to accept new MPS client requests"),
    E(CUDA_ERROR_MPS_MAX_CLIENTS_REACHED,
      "the hardware resources required to create MPS client have been exhausted"),
    E(CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED,
      "the hardware resources required to support device connections have been exhausted"),
    E(CUDA_ERROR_MPS_CLIENT_TERMINATED, "the MPS client has been terminated by the server"),
    E(CUDA_ERROR_CDP_NOT_SUPPORTED,
      "is using CUDA Dynamic Parallelism, but the current configuration, like MPS, does not support it"),
    E(CUDA_ERROR_CDP_VERSION_MISMATCH,
      "unsupported interaction between different versions of CUDA Dynamic Parallelism"),
    E(CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED, "operation not permitted when stream is capturing"),
    E(CUDA_ERROR_STREAM_CAPTURE_INVALIDATED, "operation failed due to a previous error during capture"),
    E(CUDA_ERROR_STREAM_CAPTURE_MERGE, "operation would result in a merge of separate capture sequences"),
    E(CUDA_ERROR_STREAM_CAPTURE_UNMATCHED, "capture was not ended in the same stream as it began"),
    E(CUDA_ERROR_STREAM_CAPTURE_UNJOINED, "capturing stream has unjoined work"),
    E(CUDA_ERROR_STREAM_CAPTURE_ISOLATION, "dependency created on uncaptured work in another stream"),
    E(CUDA_ERROR_STREAM_CAPTURE_IMPLICIT,
      "operation would make the legacy stream depend on a capturing blocking stream"),
    E(CUDA_ERROR_CAPTURED_EVENT, "operation not permitted on an event last recorded in a capturing stream"),
    E(CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD,
      "attempt to terminate a thread-local capture sequence from another thread"),
    E(CUDA_ERROR_TIMEOUT, "wait operation timed out"),
    E(CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE,
      "the graph update was not performed because it included changes which violated constraints specific to instantiated graph update"),
    E(CUDA_ERROR_EXTERNAL_DEVICE, "an async error has occured in external entity outside of CUDA"),
    E(CUDA_ERROR_INVALID_CLUSTER_SIZE, "a kernel launch error has occurred due to cluster misconfiguration"),
    E(CUDA_ERROR_FUNCTION_NOT_LOADED,
      "the function handle is not loaded when calling an API that requires a loaded function"),
    E(CUDA_ERROR_INVALID_RESOURCE_TYPE,
      "one or more resources passed in are not valid resource types for the operation"),
    E(CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION,
      "one or more resources are insufficient or non-applicable for the operation"),
    E(CUDA_ERROR_KEY_ROTATION, "an error happened during the key rotation sequence"),
    E(CUDA_ERROR_UNKNOWN, "unknown error"),
};
#undef E

static const struct err_info *find_error(CUresult e)
{
    for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++)
        if (errors[i].code == e)
            return &errors[i];
    return NULL;
}

CUresult cuGetErrorName(CUresult error, const char **pStr)
{
    CUCC_API_TIMED();
    const struct err_info *i = find_error(error);
    if (!pStr)
        return CUDA_ERROR_INVALID_VALUE;
    *pStr = i ? i->name : NULL;
    return i ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

CUresult cuGetErrorString(CUresult error, const char **pStr)
{
    CUCC_API_TIMED();
    const struct err_info *i = find_error(error);
    if (!pStr)
        return CUDA_ERROR_INVALID_VALUE;
    *pStr = i ? i->text : NULL;
    return i ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* The driver's code for a runtime error.  From 100 on, most runtime codes
 * have the driver's values (CUDA made them agree); below, they differ. */
static CUresult from_rt(cudaError_t e)
{
    switch (e) {
    case cudaSuccess:
        return CUDA_SUCCESS;
    case cudaErrorInvalidValue:
    case cudaErrorInvalidConfiguration:
    case cudaErrorInvalidPitchValue:
    case cudaErrorInvalidHostPointer:
    case cudaErrorInvalidDevicePointer:
    case cudaErrorInvalidMemcpyDirection:
        return CUDA_ERROR_INVALID_VALUE;
    case cudaErrorMemoryAllocation:
        return CUDA_ERROR_OUT_OF_MEMORY;
    case cudaErrorInitializationError:
        return CUDA_ERROR_NOT_INITIALIZED;
    case cudaErrorCudartUnloading:
        return CUDA_ERROR_DEINITIALIZED;
    case cudaErrorInvalidSymbol:
        return CUDA_ERROR_NOT_FOUND;
    case cudaErrorInvalidDeviceFunction:
        return CUDA_ERROR_INVALID_HANDLE;
    case cudaErrorLaunchPendingCountExceeded:
        return CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES;
    default:
        if ((int)e >= 100 && find_error((CUresult)e))
            return (CUresult)e;
        return CUDA_ERROR_UNKNOWN;
    }
}

/* Runtime calls on the driver's behalf: rt_enter(); ...; return
 * rt_leave(call(...));  the runtime's last error is put back as it was, and
 * the calls do not count as the program's use of the runtime
 * (cucc__driver_runtime_used).  Pairs may nest. */
static __thread int in_driver;
static __thread cudaError_t saved_last_error;

static void rt_enter(void)
{
    if (in_driver++ == 0)
        saved_last_error = cudaPeekAtLastError();
}

static CUresult rt_leave(cudaError_t e)
{
    if (--in_driver == 0) {
        (void)cudaGetLastError();
        cucc__ret_plain(saved_last_error);
    }
    return from_rt(e);
}

/* The same around a call that returns a CUresult. */
static CUresult rt_leave_with(CUresult r)
{
    (void)rt_leave(cudaSuccess);
    return r;
}

/* Initialisation and version ----------------------------------------------- */

static atomic_int initialized;
static void init_contexts(void);
void cucc__driver_init(void);

/* The calling thread used the runtime while it had no current context (and
 * has not popped the primary context since). */
static __thread unsigned char runtime_bound;
static __thread int ctx_depth;      /* see Contexts */

/* The runtime initialises the driver API, as in CUDA: once a program has
 * made a runtime call that uses the device, driver calls work without
 * cuInit, and a thread that used the runtime has the primary context of
 * its device current while it has made no other current.  error.c calls
 * this from cucc__sticky, which such runtime calls go through. */
void cucc__driver_runtime_used(void)
{
    if (runtime_bound || in_driver)
        return;
    runtime_bound = ctx_depth == 0;     /* else the runtime works in the current context */
    cucc__driver_init();
}

/* cudaGetDeviceCount initialises the driver (CUDA's runtime calls cuInit
 * there) without making a context current. */
void cucc__driver_init(void)
{
    if (!atomic_load_explicit(&initialized, memory_order_acquire) && cucc__device_count() >= 1) {
        init_contexts();
        atomic_store_explicit(&initialized, 1, memory_order_release);
    }
}

#define CHECK_INIT()                                    \
    do {                                                \
        if (!atomic_load_explicit(&initialized, memory_order_acquire)) \
            return CUDA_ERROR_NOT_INITIALIZED;          \
    } while (0)

CUresult cuInit(unsigned int Flags)
{
    CUCC_API_TIMED();
    if (Flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    if (cucc__device_count() < 1)
        return CUDA_ERROR_NO_DEVICE;
    init_contexts();
    atomic_store_explicit(&initialized, 1, memory_order_release);
    return CUDA_SUCCESS;
}

CUresult cuDriverGetVersion(int *driverVersion)
{
    CUCC_API_TIMED();
    if (!driverVersion)
        return CUDA_ERROR_INVALID_VALUE;
    *driverVersion = CUDA_VERSION;
    return CUDA_SUCCESS;
}

/* Devices --------------------------------------------------------------------- */

static int valid_device(CUdevice dev)
{
    return dev >= 0 && dev < cucc__device_count() && dev < MAX_DEVICES;
}

CUresult cuDeviceGet(CUdevice *device, int ordinal)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!device)
        return CUDA_ERROR_INVALID_VALUE;
    if (!valid_device(ordinal))
        return CUDA_ERROR_INVALID_DEVICE;
    *device = ordinal;
    return CUDA_SUCCESS;
}

CUresult cuDeviceGetCount(int *count)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!count)
        return CUDA_ERROR_INVALID_VALUE;
    int n = cucc__device_count();
    *count = n < MAX_DEVICES ? n : MAX_DEVICES;
    return CUDA_SUCCESS;
}

/* The name is shortened to len - 1 characters to fit. */
CUresult cuDeviceGetName(char *name, int len, CUdevice dev)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!name || len <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    if (!valid_device(dev))
        return CUDA_ERROR_INVALID_DEVICE;
    struct cudaDeviceProp p;
    rt_enter();
    CUresult r = rt_leave(cudaGetDeviceProperties(&p, dev));
    if (r == CUDA_SUCCESS)
        snprintf(name, (size_t)len, "%s", p.name);
    return r;
}

CUresult cuDeviceTotalMem(size_t *bytes, CUdevice dev)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!bytes)
        return CUDA_ERROR_INVALID_VALUE;
    if (!valid_device(dev))
        return CUDA_ERROR_INVALID_DEVICE;
    *bytes = cucc__total_mem();
    return CUDA_SUCCESS;
}

/* CUdevice_attribute and cudaDeviceAttr have the same values. */
CUresult cuDeviceGetAttribute(int *pi, CUdevice_attribute attrib, CUdevice dev)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    rt_enter();
    return rt_leave(cudaDeviceGetAttribute(pi, (enum cudaDeviceAttr)attrib, dev));
}

CUresult cuDeviceComputeCapability(int *major, int *minor, CUdevice dev)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!major || !minor)
        return CUDA_ERROR_INVALID_VALUE;
    if (!valid_device(dev))
        return CUDA_ERROR_INVALID_DEVICE;
    CUresult r = cuDeviceGetAttribute(major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev);
    if (r == CUDA_SUCCESS)
        r = cuDeviceGetAttribute(minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev);
    return r;
}

/* Contexts -------------------------------------------------------------------- */

/* A destroyed context keeps its memory, so that a stale handle gets CUDA's
 * answer: CUDA_ERROR_CONTEXT_IS_DESTROYED for one destroyed while not
 * current to the destroying thread (another thread may still hold it),
 * CUDA_ERROR_INVALID_CONTEXT for one destroyed while current there. */
enum { CTX_LIVE, CTX_DESTROYED, CTX_GONE };

struct CUctx_st {
    int device;
    unsigned flags;
    int primary;
    _Atomic int state;
    struct CUctx_st *next;      /* every created context; ctx_lock */
};

static pthread_mutex_t ctx_lock = PTHREAD_MUTEX_INITIALIZER;
static struct CUctx_st *created;
static struct CUctx_st primaries[MAX_DEVICES];
static int primary_refs[MAX_DEVICES];

/* The calling thread's context stack; its top is the current context. */
static __thread CUcontext ctx_stack[CTX_STACK_DEPTH];

static pthread_once_t primaries_once = PTHREAD_ONCE_INIT;

static void init_primaries(void)
{
    for (int d = 0; d < MAX_DEVICES; d++) {
        primaries[d].device = d;
        primaries[d].primary = 1;
        atomic_init(&primaries[d].state, CTX_LIVE);
    }
}

static void init_contexts(void)
{
    pthread_once(&primaries_once, init_primaries);
}

static CUcontext primary_of(CUdevice dev)
{
    return &primaries[dev];
}

static int is_primary(CUcontext c)
{
    return c >= &primaries[0] && c < &primaries[MAX_DEVICES];
}

/* CTX_LIVE, CTX_DESTROYED or CTX_GONE; -1 for what is not a context. */
static int ctx_state(CUcontext c)
{
    if (!c)
        return -1;
    if (is_primary(c))
        return valid_device(c->device) ? CTX_LIVE : -1;
    int state = -1;
    pthread_mutex_lock(&ctx_lock);
    for (struct CUctx_st *p = created; p; p = p->next)
        if (p == c) {
            state = atomic_load(&p->state);
            break;
        }
    pthread_mutex_unlock(&ctx_lock);
    return state;
}

/* The top of the stack; when it is empty, the primary context of the
 * runtime's device for a thread that used the runtime. */
static CUcontext current(void)
{
    if (ctx_depth > 0)
        return ctx_stack[ctx_depth - 1];
    int dev = cucc__current_device();
    return runtime_bound && valid_device(dev) ? primary_of(dev) : NULL;
}

/* The runtime follows the driver: its current device becomes that of the
 * thread's current context. */
static void bind_runtime(void)
{
    CUcontext c = current();
    if (c && c->device != cucc__current_device()) {
        rt_enter();
        (void)rt_leave(cudaSetDevice(c->device));
    }
}

/* Calls that work in the current context: there must be one, and it must
 * not be destroyed. */
CUresult cucc__drv_need_context(void)
{
    CHECK_INIT();
    CUcontext c = current();
    if (!c)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (atomic_load_explicit(&c->state, memory_order_relaxed) != CTX_LIVE)
        return CUDA_ERROR_CONTEXT_IS_DESTROYED;
    return CUDA_SUCCESS;
}


/* One scheduling flag at most, and nothing outside CU_CTX_FLAGS_MASK. */
static int valid_ctx_flags(unsigned flags)
{
    unsigned sched = flags & CU_CTX_SCHED_MASK;
    return !(flags & ~(unsigned)CU_CTX_FLAGS_MASK) && !(sched & (sched - 1));
}

CUresult cuCtxCreate_v4(CUcontext *pctx, CUctxCreateParams *ctxCreateParams, unsigned int flags, CUdevice dev)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!pctx)
        return CUDA_ERROR_INVALID_VALUE;
    if (!valid_device(dev))
        return CUDA_ERROR_INVALID_DEVICE;
    if (!valid_ctx_flags(flags))
        return CUDA_ERROR_INVALID_VALUE;
    if (ctxCreateParams && ctxCreateParams->execAffinityParams)
        return CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY;
    if (ctxCreateParams && ctxCreateParams->cigParams)
        return CUDA_ERROR_NOT_SUPPORTED;
    if (ctx_depth == CTX_STACK_DEPTH)
        return CUDA_ERROR_OUT_OF_MEMORY;
    struct CUctx_st *c = calloc(1, sizeof *c);
    if (!c)
        return CUDA_ERROR_OUT_OF_MEMORY;
    c->device = dev;
    c->flags = flags;
    atomic_init(&c->state, CTX_LIVE);
    pthread_mutex_lock(&ctx_lock);
    c->next = created;
    created = c;
    pthread_mutex_unlock(&ctx_lock);
    ctx_stack[ctx_depth++] = c;
    bind_runtime();
    *pctx = c;
    return CUDA_SUCCESS;
}

CUresult cuCtxCreate_v2(CUcontext *pctx, unsigned int flags, CUdevice dev)
{
    CUCC_API_TIMED();
    return cuCtxCreate_v4(pctx, NULL, flags, dev);
}

/* Waits for the device, unloads the context's modules and pops it when it
 * is current.  Its memory stays allocated (docs/driver_api.md). */
CUresult cuCtxDestroy(CUcontext ctx)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!ctx)
        return CUDA_ERROR_INVALID_VALUE;
    if (is_primary(ctx))
        return CUDA_ERROR_INVALID_CONTEXT;
    int state = ctx_state(ctx);
    if (state == CTX_DESTROYED)
        return CUDA_ERROR_CONTEXT_IS_DESTROYED;
    if (state != CTX_LIVE)
        return CUDA_ERROR_INVALID_CONTEXT;
    rt_enter();
    (void)cucc__device_sync();
    cucc__module_unload_context(ctx);
    (void)rt_leave(cudaSuccess);
    if (ctx_depth > 0 && ctx_stack[ctx_depth - 1] == ctx) {
        atomic_store(&ctx->state, CTX_GONE);
        ctx_depth--;
        bind_runtime();
    } else {
        atomic_store(&ctx->state, CTX_DESTROYED);
    }
    return CUDA_SUCCESS;
}

CUresult cuCtxPushCurrent(CUcontext ctx)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!ctx)
        return CUDA_ERROR_INVALID_VALUE;
    if (ctx_state(ctx) != CTX_LIVE)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (ctx_depth == CTX_STACK_DEPTH)
        return CUDA_ERROR_OUT_OF_MEMORY;
    ctx_stack[ctx_depth++] = ctx;
    bind_runtime();
    return CUDA_SUCCESS;
}

CUresult cuCtxPopCurrent(CUcontext *pctx)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    CUcontext c = current();
    if (!c)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (ctx_depth > 0)
        ctx_depth--;
    else
        runtime_bound = 0;  /* the runtime's primary context, until the runtime is used again */
    if (pctx)
        *pctx = c;
    bind_runtime();
    return CUDA_SUCCESS;
}

/* Replaces the top of the stack (NULL: pops it). */
CUresult cuCtxSetCurrent(CUcontext ctx)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!ctx) {
        if (ctx_depth > 0)
            ctx_depth--;
        else
            runtime_bound = 0;
        bind_runtime();
        return CUDA_SUCCESS;
    }
    int state = ctx_state(ctx);
    if (state == CTX_DESTROYED)
        return CUDA_ERROR_CONTEXT_IS_DESTROYED;
    if (state != CTX_LIVE)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (ctx_depth == 0)
        ctx_depth = 1;
    ctx_stack[ctx_depth - 1] = ctx;
    bind_runtime();
    return CUDA_SUCCESS;
}

CUresult cuCtxGetCurrent(CUcontext *pctx)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!pctx)
        return CUDA_ERROR_INVALID_VALUE;
    *pctx = current();
    return CUDA_SUCCESS;
}

CUresult cuCtxGetDevice(CUdevice *device)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    if (!device)
        return CUDA_ERROR_INVALID_VALUE;
    *device = current()->device;
    return CUDA_SUCCESS;
}

CUresult cuCtxGetFlags(unsigned int *flags)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    if (!flags)
        return CUDA_ERROR_INVALID_VALUE;
    CUcontext c = current();
    pthread_mutex_lock(&ctx_lock);
    *flags = c->flags;
    pthread_mutex_unlock(&ctx_lock);
    return CUDA_SUCCESS;
}

/* Every context shares the device: its synchronisation is the device's,
 * and prints what device printf buffered, as cudaDeviceSynchronize does. */
CUresult cuCtxSynchronize(void)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    rt_enter();
    cudaError_t e = cucc__device_sync();
    cucc__printf_flush();
    return rt_leave(e);
}

/* Primary contexts ------------------------------------------------------------ */

CUresult cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!pctx)
        return CUDA_ERROR_INVALID_VALUE;
    if (!valid_device(dev))
        return CUDA_ERROR_INVALID_DEVICE;
    pthread_mutex_lock(&ctx_lock);
    primary_refs[dev]++;
    *pctx = primary_of(dev);
    pthread_mutex_unlock(&ctx_lock);
    return CUDA_SUCCESS;
}

/* The runtime holds the primary context for as long as the process runs,
 * so the last release does not reset it. */
CUresult cuDevicePrimaryCtxRelease(CUdevice dev)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!valid_device(dev))
        return CUDA_ERROR_INVALID_DEVICE;
    CUresult r = CUDA_SUCCESS;
    pthread_mutex_lock(&ctx_lock);
    if (primary_refs[dev] == 0)
        r = CUDA_ERROR_INVALID_CONTEXT;
    else
        primary_refs[dev]--;
    pthread_mutex_unlock(&ctx_lock);
    return r;
}

CUresult cuDevicePrimaryCtxSetFlags(CUdevice dev, unsigned int flags)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!valid_device(dev))
        return CUDA_ERROR_INVALID_DEVICE;
    if (!valid_ctx_flags(flags))
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&ctx_lock);
    primary_of(dev)->flags = flags;
    pthread_mutex_unlock(&ctx_lock);
    return CUDA_SUCCESS;
}

CUresult cuDevicePrimaryCtxGetState(CUdevice dev, unsigned int *flags, int *active)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!flags || !active)
        return CUDA_ERROR_INVALID_VALUE;
    if (!valid_device(dev))
        return CUDA_ERROR_INVALID_DEVICE;
    pthread_mutex_lock(&ctx_lock);
    *flags = primary_of(dev)->flags;
    *active = primary_refs[dev] > 0;
    pthread_mutex_unlock(&ctx_lock);
    return CUDA_SUCCESS;
}

/* cudaDeviceReset of dev, with the primary context's modules unloaded. */
CUresult cuDevicePrimaryCtxReset(CUdevice dev)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!valid_device(dev))
        return CUDA_ERROR_INVALID_DEVICE;
    rt_enter();
    cucc__module_unload_context(primary_of(dev));
    pthread_mutex_lock(&ctx_lock);
    primary_refs[dev] = 0;
    pthread_mutex_unlock(&ctx_lock);
    int saved = cucc__current_device();
    cudaError_t e = cudaSetDevice(dev);
    if (e == cudaSuccess)
        e = cudaDeviceReset();
    (void)cudaSetDevice(saved);
    return rt_leave(e);
}

/* Modules --------------------------------------------------------------------- */

/* Reads a whole file; CUDA_ERROR_FILE_NOT_FOUND when it cannot be read. */
static CUresult read_whole(const char *path, unsigned char **out, size_t *size)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return errno == ENOMEM ? CUDA_ERROR_OUT_OF_MEMORY : CUDA_ERROR_FILE_NOT_FOUND;
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        return CUDA_ERROR_FILE_NOT_FOUND;
    }
    size_t n = (size_t)st.st_size, got = 0;
    unsigned char *buf = malloc(n + 1);
    if (!buf) {
        close(fd);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    while (got < n) {
        ssize_t r = read(fd, buf + got, n - got);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        got += (size_t)r;
    }
    close(fd);
    if (got != n) {
        free(buf);
        return CUDA_ERROR_FILE_NOT_FOUND;
    }
    buf[n] = 0;     /* so that a text file can be looked at as a string */
    *out = buf;
    *size = n;
    return CUDA_SUCCESS;
}

CUresult cuModuleLoad(CUmodule *module, const char *fname)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    if (!module || !fname)
        return CUDA_ERROR_INVALID_VALUE;
    unsigned char *image;
    size_t size;
    CUresult r = read_whole(fname, &image, &size);
    if (r != CUDA_SUCCESS)
        return r;
    rt_enter();     /* the module's static initialisers may use the runtime */
    r = rt_leave_with(size ? cucc__module_load(image, size, current(), module) : CUDA_ERROR_INVALID_IMAGE);
    free(image);
    return r;
}

/* The image's length comes from its ELF headers. */
CUresult cuModuleLoadData(CUmodule *module, const void *image)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    if (!module || !image)
        return CUDA_ERROR_INVALID_VALUE;
    rt_enter();
    return rt_leave_with(cucc__module_load(image, 0, current(), module));
}

/* JIT options are accepted and ignored: a module holds compiled code. */
CUresult cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned int numOptions, CUjit_option *options,
                            void **optionValues)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    if (numOptions && (!options || !optionValues))
        return CUDA_ERROR_INVALID_VALUE;
    return cuModuleLoadData(module, image);
}

CUresult cuModuleLoadFatBinary(CUmodule *module, const void *fatCubin)
{
    CUCC_API_TIMED();
    return cuModuleLoadData(module, fatCubin);
}

CUresult cuModuleUnload(CUmodule hmod)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    rt_enter();
    return rt_leave_with(cucc__module_unload(hmod));
}

CUresult cuModuleGetFunction(CUfunction *hfunc, CUmodule hmod, const char *name)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!hmod)
        return CUDA_ERROR_INVALID_HANDLE;
    if (!hfunc || !name || !*name)
        return CUDA_ERROR_INVALID_VALUE;
    return cucc__module_get_function(hmod, name, hfunc);
}

CUresult cuModuleGetFunctionCount(unsigned int *count, CUmodule mod)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!count)
        return CUDA_ERROR_INVALID_VALUE;
    return cucc__module_function_count(mod, count);
}

CUresult cuModuleGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if ((!dptr && !bytes) || !name || !*name)
        return CUDA_ERROR_INVALID_VALUE;
    if (!hmod)
        return CUDA_ERROR_INVALID_HANDLE;
    return cucc__module_get_global(hmod, name, dptr, bytes);
}

/* Functions ------------------------------------------------------------------- */

CUresult cuFuncGetAttribute(int *pi, CUfunction_attribute attrib, CUfunction hfunc)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!pi)
        return CUDA_ERROR_INVALID_VALUE;
    size_t const_bytes = 0;
    const struct cucc__kernel *k = cucc__function_kernel(hfunc, &const_bytes);
    if (!k)
        return CUDA_ERROR_INVALID_HANDLE;
    if ((unsigned)attrib >= CU_FUNC_ATTRIBUTE_MAX)
        return CUDA_ERROR_INVALID_VALUE;
    struct cudaFuncAttributes a;
    rt_enter();
    CUresult r = rt_leave(cudaFuncGetAttributes(&a, k->stub));
    if (r != CUDA_SUCCESS)
        return r;
    switch (attrib) {
    case CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *pi = a.maxThreadsPerBlock; break;
    case CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: *pi = (int)a.sharedSizeBytes; break;
    case CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES: *pi = (int)const_bytes; break;
    case CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: *pi = (int)a.localSizeBytes; break;
    case CU_FUNC_ATTRIBUTE_NUM_REGS: *pi = a.numRegs; break;
    case CU_FUNC_ATTRIBUTE_PTX_VERSION: *pi = a.ptxVersion; break;
    case CU_FUNC_ATTRIBUTE_BINARY_VERSION: *pi = a.binaryVersion; break;
    case CU_FUNC_ATTRIBUTE_CACHE_MODE_CA: *pi = a.cacheModeCA; break;
    case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: *pi = a.maxDynamicSharedSizeBytes; break;
    case CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: *pi = a.preferredShmemCarveout; break;
    default: *pi = 0; break;    /* cluster attributes: clusters of one block */
    }
    return CUDA_SUCCESS;
}

/* The settable attributes have the values of cudaFuncAttribute. */
CUresult cuFuncSetAttribute(CUfunction hfunc, CUfunction_attribute attrib, int value)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    const struct cucc__kernel *k = cucc__function_kernel(hfunc, NULL);
    if (!k)
        return CUDA_ERROR_INVALID_HANDLE;
    if (attrib < CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES || attrib >= CU_FUNC_ATTRIBUTE_MAX)
        return CUDA_ERROR_INVALID_VALUE;
    rt_enter();
    return rt_leave(cudaFuncSetAttribute(k->stub, (enum cudaFuncAttribute)attrib, value));
}

CUresult cuFuncGetName(const char **name, CUfunction hfunc)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!name)
        return CUDA_ERROR_INVALID_VALUE;
    if (!cucc__function_kernel(hfunc, NULL))
        return CUDA_ERROR_INVALID_HANDLE;
    *name = cucc__function_name(hfunc);
    return CUDA_SUCCESS;
}

/* Launches -------------------------------------------------------------------- */

/* Points args[i] at each argument in the buffer that `extra` gives: the
 * parameters laid out in order, each at the next multiple of its
 * alignment.  The size must be exactly where the last one ends: NVIDIA's
 * driver rejects a longer buffer (even one padded to the size of a struct
 * of the parameters) with CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES; a shorter
 * one, which it reads past, is an invalid value here. */
static CUresult args_from_extra(const struct cucc__kernel *k, void **extra, void **args)
{
    unsigned char *buf = NULL;
    const size_t *sizep = NULL;
    for (size_t i = 0; extra[i] != CU_LAUNCH_PARAM_END; i += 2) {
        if (extra[i] == CU_LAUNCH_PARAM_BUFFER_POINTER)
            buf = extra[i + 1];
        else if (extra[i] == CU_LAUNCH_PARAM_BUFFER_SIZE)
            sizep = extra[i + 1];
        else
            return CUDA_ERROR_INVALID_VALUE;
    }
    if (k->nargs == 0 && !buf && !sizep)
        return CUDA_SUCCESS;
    if (!buf || !sizep)
        return CUDA_ERROR_INVALID_VALUE;
    size_t off = 0;
    for (int i = 0; i < k->nargs; i++) {
        size_t a = k->aligns[i] && !(k->aligns[i] & (k->aligns[i] - 1)) ? k->aligns[i] : 1;
        off = (off + a - 1) & ~(a - 1);
        args[i] = buf + off;
        off += k->sizes[i];
    }
    if (*sizep < off)
        return CUDA_ERROR_INVALID_VALUE;
    if (*sizep > off)
        return CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES;
    return CUDA_SUCCESS;
}

CUresult cuLaunchKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ,
                        unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ,
                        unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    const struct cucc__kernel *k = cucc__function_kernel(f, NULL);
    if (!k)
        return CUDA_ERROR_INVALID_HANDLE;
    if (kernelParams && extra)
        return CUDA_ERROR_INVALID_VALUE;
    if (!kernelParams && !extra && k->nargs > 0)
        return CUDA_ERROR_INVALID_VALUE;
    void *small[32];
    void **args = kernelParams;
    if (extra) {
        args = small;
        if (k->nargs > 32 && !(args = malloc(sizeof *args * (size_t)k->nargs)))
            return CUDA_ERROR_OUT_OF_MEMORY;
        CUresult r = args_from_extra(k, extra, args);
        if (r != CUDA_SUCCESS) {
            if (args != small)
                free(args);
            return r;
        }
    }
    dim3 grid = { gridDimX, gridDimY, gridDimZ }, block = { blockDimX, blockDimY, blockDimZ };
    rt_enter();
    CUresult r = rt_leave(cudaLaunchKernel(k->stub, grid, block, args, sharedMemBytes, (cudaStream_t)hStream));
    if (args != small && args != kernelParams)
        free(args);
    return r;
}

/* Memory ---------------------------------------------------------------------- */

static void *ptr(CUdeviceptr p)
{
    return (void *)(uintptr_t)p;
}

CUresult cuMemGetInfo(size_t *free_bytes, size_t *total)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    rt_enter();
    return rt_leave(cudaMemGetInfo(free_bytes, total));
}

CUresult cuMemAlloc(CUdeviceptr *dptr, size_t bytesize)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    if (!dptr || bytesize == 0)
        return CUDA_ERROR_INVALID_VALUE;
    void *p = NULL;
    rt_enter();
    CUresult r = rt_leave(cudaMalloc(&p, bytesize));
    if (r == CUDA_SUCCESS)
        *dptr = (CUdeviceptr)(uintptr_t)p;
    return r;
}

CUresult cuMemFree(CUdeviceptr dptr)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    rt_enter();
    return rt_leave(cudaFree(ptr(dptr)));
}

/* The read-only data segment (readable, neither writable nor code) of a
 * loaded object holding addr (dl_iterate_phdr callback; arg: {addr,
 * base, size}). */
static int rodata_segment(struct dl_phdr_info *info, size_t size, void *arg)
{
    (void)size;
    uintptr_t *q = arg;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        uintptr_t lo = info->dlpi_addr + ph->p_vaddr;
        if (ph->p_type == PT_LOAD && (ph->p_flags & (PF_R | PF_W | PF_X)) == PF_R && q[0] >= lo &&
            q[0] - lo < ph->p_memsz) {
            q[1] = lo;
            q[2] = ph->p_memsz;
            return 1;
        }
    }
    return 0;
}

/* cuPointerGetAttribute: what an H200 answered (CUDA 13), widths
 * included: every flag is 4 bytes.  A pointer no allocation holds (the
 * stack, malloc, a freed block) is CUDA_ERROR_INVALID_VALUE, *data
 * untouched; managed memory is CU_MEMORYTYPE_DEVICE; device memory and a
 * __device__ variable have no host pointer (refused, *data null).  A mapping is the allocation
 * itself here (the GPU's 2 MB pages are the driver's), and the buffer id
 * is the base address. */
static CUresult pointer_attribute(void *data, CUpointer_attribute a, const struct cucc__mem_block *b,
                                  enum cucc__mem_kind kind, CUdeviceptr p)
{
    bool device_only = kind == CUCC_MEM_DEVICE || kind == CUCC_MEM_SYMBOL;
    unsigned u = 0;
    unsigned long long q = 0;
    bool wide = false;
    switch (a) {
    case CU_POINTER_ATTRIBUTE_CONTEXT:
        q = (unsigned long long)(uintptr_t)&primaries[b->device];
        wide = true;
        break;
    case CU_POINTER_ATTRIBUTE_MEMORY_TYPE:
        u = kind == CUCC_MEM_HOST || kind == CUCC_MEM_REGISTERED ? CU_MEMORYTYPE_HOST
                                                                  : CU_MEMORYTYPE_DEVICE;
        break;
    case CU_POINTER_ATTRIBUTE_DEVICE_POINTER:
        q = p;
        wide = true;
        break;
    case CU_POINTER_ATTRIBUTE_HOST_POINTER:
        if (device_only) {
            memcpy(data, &q, sizeof q);     /* refused, *data null */
            return CUDA_ERROR_INVALID_VALUE;
        }
        q = p;
        wide = true;
        break;
    case CU_POINTER_ATTRIBUTE_SYNC_MEMOPS:
        u = kind == CUCC_MEM_MANAGED;
        break;
    case CU_POINTER_ATTRIBUTE_BUFFER_ID:
    case CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID:
    case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR:
    case CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR:
        q = (unsigned long long)(uintptr_t)b->base;
        wide = true;
        break;
    case CU_POINTER_ATTRIBUTE_IS_MANAGED:
        u = kind == CUCC_MEM_MANAGED;
        break;
    case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL:
        u = (unsigned)b->device;
        break;
    case CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE:
        u = kind == CUCC_MEM_DEVICE;
        break;
    case CU_POINTER_ATTRIBUTE_RANGE_SIZE:
    case CU_POINTER_ATTRIBUTE_MAPPING_SIZE:
        q = b->size;
        wide = true;
        break;
    case CU_POINTER_ATTRIBUTE_MAPPED:
        u = 1;
        break;
    case CU_POINTER_ATTRIBUTE_ACCESS_FLAGS:
        u = 3;      /* CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READWRITE */
        break;
    case CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES:
    case CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE:
        wide = true;
        break;
    case CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE:
    case CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE:
        break;
    case CU_POINTER_ATTRIBUTE_P2P_TOKENS:
    default:
        return CUDA_ERROR_INVALID_VALUE;
    }
    if (wide)
        memcpy(data, &q, sizeof q);
    else
        memcpy(data, &u, sizeof u);
    return CUDA_SUCCESS;
}

CUresult cuPointerGetAttribute(void *data, CUpointer_attribute attribute, CUdeviceptr p)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    if (!data)
        return CUDA_ERROR_INVALID_VALUE;
    struct cucc__mem_block b;
    enum cucc__mem_kind kind = cucc__mem_lookup(ptr(p), &b);
    if (kind == CUCC_MEM_NONE)
        return CUDA_ERROR_INVALID_VALUE;
    return pointer_attribute(data, attribute, &b, kind, p);
}

/* Several at once; a pointer no allocation holds answers anyway (an H200:
 * memory type 0, ordinal -2, the rest 0), as does an attribute the pointer
 * lacks. */
CUresult cuPointerGetAttributes(unsigned int n, CUpointer_attribute *attributes, void **data,
                                CUdeviceptr p)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    if (!attributes || !data)
        return CUDA_ERROR_INVALID_VALUE;
    struct cucc__mem_block b;
    enum cucc__mem_kind kind = cucc__mem_lookup(ptr(p), &b);
    for (unsigned i = 0; i < n; i++) {
        if (!data[i])
            continue;
        CUpointer_attribute a = attributes[i];
        bool wide = a == CU_POINTER_ATTRIBUTE_CONTEXT || a == CU_POINTER_ATTRIBUTE_DEVICE_POINTER ||
                    a == CU_POINTER_ATTRIBUTE_HOST_POINTER || a == CU_POINTER_ATTRIBUTE_BUFFER_ID ||
                    a == CU_POINTER_ATTRIBUTE_RANGE_START_ADDR || a == CU_POINTER_ATTRIBUTE_RANGE_SIZE ||
                    a == CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES ||
                    a == CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE || a == CU_POINTER_ATTRIBUTE_MAPPING_SIZE ||
                    a == CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR ||
                    a == CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID;
        unsigned long long zero = 0;
        unsigned none = a == CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL ? (unsigned)-2 : 0;
        if (kind == CUCC_MEM_NONE || pointer_attribute(data[i], a, &b, kind, p) != CUDA_SUCCESS) {
            if (a < CU_POINTER_ATTRIBUTE_CONTEXT || a > CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE)
                return CUDA_ERROR_INVALID_VALUE;
            if (wide)
                memcpy(data[i], &zero, sizeof zero);
            else
                memcpy(data[i], &none, sizeof none);
        }
    }
    return CUDA_SUCCESS;
}

/* CU_POINTER_ATTRIBUTE_SYNC_MEMOPS only: every memory operation here is
 * synchronous as the attribute asks. */
CUresult cuPointerSetAttribute(const void *value, CUpointer_attribute attribute, CUdeviceptr p)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    if (!value || attribute != CU_POINTER_ATTRIBUTE_SYNC_MEMOPS ||
        cucc__mem_lookup(ptr(p), NULL) == CUCC_MEM_NONE)
        return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS;
}

/* The allocation holding dptr: device, managed, pinned or registered
 * memory, or a module's global.  A string literal of device code (a
 * kernel stores `__FILE__`) is an allocation of its own on a GPU (an H100
 * gave base == the literal, size strlen + 1); here it lies in the
 * program's read-only segment, and gets that range.  Other host memory
 * (a stack, the heap) is not found. */
CUresult cuMemGetAddressRange(CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    struct cucc__mem_block b;
    switch (cucc__mem_lookup(ptr(dptr), &b)) {
    case CUCC_MEM_DEVICE:
    case CUCC_MEM_MANAGED:
    case CUCC_MEM_HOST:
    case CUCC_MEM_REGISTERED:
    case CUCC_MEM_SYMBOL:
        break;
    case CUCC_MEM_NONE: {
        uintptr_t q[3] = {(uintptr_t)dptr, 0, 0};
        if (!dl_iterate_phdr(rodata_segment, q))
            return CUDA_ERROR_NOT_FOUND;
        size_t room = q[1] + q[2] - (uintptr_t)dptr;
        b.base = ptr(dptr);
        b.size = strnlen(b.base, room) + (strnlen(b.base, room) < room);
        break;
    }
    default:
        return CUDA_ERROR_NOT_FOUND;
    }
    if (pbase)
        *pbase = (CUdeviceptr)(uintptr_t)b.base;
    if (psize)
        *psize = b.size;
    return CUDA_SUCCESS;
}

CUresult cuMemAllocManaged(CUdeviceptr *dptr, size_t bytesize, unsigned int flags)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    if (!dptr || bytesize == 0 || (flags != CU_MEM_ATTACH_GLOBAL && flags != CU_MEM_ATTACH_HOST))
        return CUDA_ERROR_INVALID_VALUE;
    void *p = NULL;
    rt_enter();
    CUresult r = rt_leave(cudaMallocManaged(&p, bytesize, flags));
    if (r == CUDA_SUCCESS)
        *dptr = (CUdeviceptr)(uintptr_t)p;
    return r;
}

static struct cudaMemLocation location(CUmemLocation l)
{
    struct cudaMemLocation c;
    memset(&c, 0, sizeof c);
    c.type = (enum cudaMemLocationType)l.type;
    c.id = l.id;
    return c;
}

CUresult cuMemAdvise(CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation where)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    rt_enter();
    return rt_leave(cudaMemAdvise(ptr(devPtr), count, (enum cudaMemoryAdvise)advice, location(where)));
}

CUresult cuMemPrefetchAsync(CUdeviceptr devPtr, size_t count, CUmemLocation where, unsigned int flags,
                            CUstream hStream)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    rt_enter();
    return rt_leave(cudaMemPrefetchAsync(ptr(devPtr), count, location(where), flags, (cudaStream_t)hStream));
}

CUresult cuMemAllocHost(void **pp, size_t bytesize)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    rt_enter();
    return rt_leave(cudaMallocHost(pp, bytesize));
}

CUresult cuMemFreeHost(void *p)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    rt_enter();
    return rt_leave(cudaFreeHost(p));
}

static CUresult copy(void *dst, const void *src, size_t n, enum cudaMemcpyKind kind, CUstream s, int async)
{
    NEED_CONTEXT();
    rt_enter();
    return rt_leave(async ? cudaMemcpyAsync(dst, src, n, kind, (cudaStream_t)s) : cudaMemcpy(dst, src, n, kind));
}

CUresult cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    CUCC_API_TIMED();
    return copy(ptr(dst), ptr(src), ByteCount, cudaMemcpyDefault, NULL, 0);
}

CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    CUCC_API_TIMED();
    return copy(ptr(dst), ptr(src), ByteCount, cudaMemcpyDefault, hStream, 1);
}

CUresult cuMemcpyHtoD(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    CUCC_API_TIMED();
    return copy(ptr(dstDevice), srcHost, ByteCount, cudaMemcpyHostToDevice, NULL, 0);
}

CUresult cuMemcpyDtoH(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    CUCC_API_TIMED();
    return copy(dstHost, ptr(srcDevice), ByteCount, cudaMemcpyDeviceToHost, NULL, 0);
}

CUresult cuMemcpyDtoD(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    CUCC_API_TIMED();
    return copy(ptr(dstDevice), ptr(srcDevice), ByteCount, cudaMemcpyDeviceToDevice, NULL, 0);
}

CUresult cuMemcpyHtoDAsync(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    CUCC_API_TIMED();
    return copy(ptr(dstDevice), srcHost, ByteCount, cudaMemcpyHostToDevice, hStream, 1);
}

CUresult cuMemcpyDtoHAsync(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    CUCC_API_TIMED();
    return copy(dstHost, ptr(srcDevice), ByteCount, cudaMemcpyDeviceToHost, hStream, 1);
}

CUresult cuMemcpyDtoDAsync(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    CUCC_API_TIMED();
    return copy(ptr(dstDevice), ptr(srcDevice), ByteCount, cudaMemcpyDeviceToDevice, hStream, 1);
}

/* cuMemsetD8/16/32: n elements of 1, 2 or 4 bytes, in stream order. */
struct fill_op {
    unsigned char *dst;
    size_t n;
    unsigned value;
    unsigned width;
};

static void run_fill(void *arg)
{
    const struct fill_op *f = arg;
    if (f->width == 1) {
        memset(f->dst, (int)(f->value & 0xff), f->n);
    } else if (f->width == 2) {
        uint16_t v = (uint16_t)f->value;
        for (size_t i = 0; i < f->n; i++)
            memcpy(f->dst + 2 * i, &v, 2);
    } else {
        uint32_t v = f->value;
        for (size_t i = 0; i < f->n; i++)
            memcpy(f->dst + 4 * i, &v, 4);
    }
    if (cucc__access_tool == CUCC_ACCESS_INITCHECK)
        cucc__init_written(f->dst, f->n * f->width);
}

const cucc__op_fn cucc__fill_op_fn = run_fill;

int cucc__fill_describe(cucc__op_fn fn, const void *arg, struct cucc__prof_op *op)
{
    if (fn != run_fill)
        return 0;
    const struct fill_op *f = arg;
    *op = (struct cucc__prof_op){ CUCC_PROF_SET, "[CUDA memset]", { 0 }, { 0 },
                                  (unsigned long long)f->n * f->width };
    return 1;
}

/* The destination must be aligned to the element and lie inside one block
 * of device-accessible memory (device, pinned, managed or a module
 * global), as for cudaMemset. */
static CUresult fill_checked(CUdeviceptr dst, unsigned value, size_t n, unsigned width, CUstream s, int async)
{
    cudaError_t e = cucc__sticky();
    if (e != cudaSuccess)
        return from_rt(e);
    if (dst % width)
        return CUDA_ERROR_INVALID_VALUE;
    if (n == 0)
        return CUDA_SUCCESS;
    struct cucc__mem_block b;
    unsigned char *p = ptr(dst);
    if (n > SIZE_MAX / width || cucc__mem_lookup(p, &b) == CUCC_MEM_NONE ||
        n * width > b.size - (size_t)(p - (unsigned char *)b.base))
        return CUDA_ERROR_INVALID_VALUE;
    struct fill_op op = { p, n, value, width };
    if (async)
        return from_rt(cucc__stream_enqueue((cudaStream_t)s, run_fill, &op, sizeof op));
    return from_rt(cucc__stream_run(0, run_fill, &op));
}

static CUresult fill(CUdeviceptr dst, unsigned value, size_t n, unsigned width, CUstream s, int async)
{
    NEED_CONTEXT();
    rt_enter();
    return rt_leave_with(fill_checked(dst, value, n, width, s, async));
}

CUresult cuMemsetD8(CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    CUCC_API_TIMED();
    return fill(dstDevice, uc, N, 1, NULL, 0);
}

CUresult cuMemsetD16(CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    CUCC_API_TIMED();
    return fill(dstDevice, us, N, 2, NULL, 0);
}

CUresult cuMemsetD32(CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    CUCC_API_TIMED();
    return fill(dstDevice, ui, N, 4, NULL, 0);
}

CUresult cuMemsetD8Async(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    CUCC_API_TIMED();
    return fill(dstDevice, uc, N, 1, hStream, 1);
}

CUresult cuMemsetD16Async(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    CUCC_API_TIMED();
    return fill(dstDevice, us, N, 2, hStream, 1);
}

CUresult cuMemsetD32Async(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    CUCC_API_TIMED();
    return fill(dstDevice, ui, N, 4, hStream, 1);
}

/* Streams and events ------------------------------------------------------------ */

static int special_stream(CUstream s)
{
    return s == NULL || s == CU_STREAM_LEGACY || s == CU_STREAM_PER_THREAD;
}

CUresult cuStreamCreate(CUstream *phStream, unsigned int Flags)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    if (!phStream || (Flags & ~(unsigned)CU_STREAM_NON_BLOCKING))
        return CUDA_ERROR_INVALID_VALUE;
    cudaStream_t s;
    rt_enter();
    CUresult r = rt_leave(cudaStreamCreateWithFlags(&s, Flags));
    if (r == CUDA_SUCCESS)
        *phStream = (CUstream)s;
    return r;
}

CUresult cuStreamDestroy(CUstream hStream)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (special_stream(hStream))
        return CUDA_ERROR_INVALID_HANDLE;
    rt_enter();
    return rt_leave(cudaStreamDestroy((cudaStream_t)hStream));
}

CUresult cuStreamSynchronize(CUstream hStream)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    rt_enter();
    return rt_leave(cudaStreamSynchronize((cudaStream_t)hStream));
}

CUresult cuStreamQuery(CUstream hStream)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    rt_enter();
    return rt_leave(cudaStreamQuery((cudaStream_t)hStream));
}

CUresult cuStreamWaitEvent(CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!hEvent)
        return CUDA_ERROR_INVALID_HANDLE;
    rt_enter();
    return rt_leave(cudaStreamWaitEvent((cudaStream_t)hStream, (cudaEvent_t)hEvent, Flags));
}

/* CUevent_flags have the values of the cudaEvent* flags.  An interprocess
 * event must not record timing. */
CUresult cuEventCreate(CUevent *phEvent, unsigned int Flags)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    unsigned all = CU_EVENT_BLOCKING_SYNC | CU_EVENT_DISABLE_TIMING | CU_EVENT_INTERPROCESS;
    if (!phEvent || (Flags & ~all) ||
        ((Flags & CU_EVENT_INTERPROCESS) && !(Flags & CU_EVENT_DISABLE_TIMING)))
        return CUDA_ERROR_INVALID_VALUE;
    cudaEvent_t e;
    rt_enter();
    CUresult r = rt_leave(cudaEventCreateWithFlags(&e, Flags));
    if (r == CUDA_SUCCESS)
        *phEvent = (CUevent)e;
    return r;
}

CUresult cuEventRecord(CUevent hEvent, CUstream hStream)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!hEvent)
        return CUDA_ERROR_INVALID_HANDLE;
    rt_enter();
    return rt_leave(cudaEventRecord((cudaEvent_t)hEvent, (cudaStream_t)hStream));
}

CUresult cuEventQuery(CUevent hEvent)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!hEvent)
        return CUDA_ERROR_INVALID_HANDLE;
    rt_enter();
    return rt_leave(cudaEventQuery((cudaEvent_t)hEvent));
}

CUresult cuEventSynchronize(CUevent hEvent)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!hEvent)
        return CUDA_ERROR_INVALID_HANDLE;
    rt_enter();
    return rt_leave(cudaEventSynchronize((cudaEvent_t)hEvent));
}

/* NVIDIA's driver answers a null result pointer with
 * CUDA_ERROR_INVALID_HANDLE too. */
CUresult cuEventElapsedTime(float *pMilliseconds, CUevent hStart, CUevent hEnd)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!pMilliseconds || !hStart || !hEnd)
        return CUDA_ERROR_INVALID_HANDLE;
    rt_enter();
    return rt_leave(cudaEventElapsedTime(pMilliseconds, (cudaEvent_t)hStart, (cudaEvent_t)hEnd));
}

CUresult cuEventDestroy(CUevent hEvent)
{
    CUCC_API_TIMED();
    CHECK_INIT();
    if (!hEvent)
        return CUDA_ERROR_INVALID_HANDLE;
    rt_enter();
    return rt_leave(cudaEventDestroy((cudaEvent_t)hEvent));
}
