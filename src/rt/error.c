/*
 * Errors: names and strings of every cudaError_t value, the per-host-thread
 * last error (cudaGetLastError / cudaPeekAtLastError) and the process-wide
 * sticky error.
 *
 * CUDA keeps two things apart (see conformance 09_device_errors):
 *  - the last error: each failing runtime call stores its code in a slot of
 *    the calling host thread; cudaGetLastError returns the slot and clears
 *    it, cudaPeekAtLastError only returns it.  cudaDeviceReset leaves it
 *    alone.
 *  - the sticky error: a fault in device code (cudaErrorIllegalAddress,
 *    cudaErrorAssert, ...) corrupts the context; from then on every call
 *    that uses the context fails with that error, until cudaDeviceReset.
 */
#include <dlfcn.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>

#include "device_launch_parameters.h"
#include "rt/rt.h"
#include "rt/sched.h"

struct err_info {
    cudaError_t code;
    const char *name;
    const char *text;
};

/* The strings are CUDA 13's, as libcudart returns them. */
#define E(code, text) { code, #code, text }
static const struct err_info errors[] = {
    E(cudaSuccess, "no error"),
    E(cudaErrorInvalidValue, "invalid argument"),
    E(cudaErrorMemoryAllocation, "out of memory"),
    E(cudaErrorInitializationError, "initialization error"),
    E(cudaErrorCudartUnloading, "driver shutting down"),
    E(cudaErrorProfilerDisabled, "profiler disabled while using external profiling tool"),
    E(cudaErrorProfilerNotInitialized, "profiler not initialized: call cudaProfilerInitialize()"),
    E(cudaErrorProfilerAlreadyStarted, "profiler already started"),
    E(cudaErrorProfilerAlreadyStopped, "profiler already stopped"),
    E(cudaErrorInvalidConfiguration, "invalid configuration argument"),
    E(cudaErrorInvalidPitchValue, "invalid pitch argument"),
    E(cudaErrorInvalidSymbol, "invalid device symbol"),
    E(cudaErrorInvalidHostPointer, "invalid host pointer"),
    E(cudaErrorInvalidDevicePointer, "invalid device pointer"),
    E(cudaErrorInvalidTexture, "invalid texture reference"),
    E(cudaErrorInvalidTextureBinding, "texture is not bound to a pointer"),
    E(cudaErrorInvalidChannelDescriptor, "invalid channel descriptor"),
    E(cudaErrorInvalidMemcpyDirection, "invalid copy direction for memcpy"),
    E(cudaErrorAddressOfConstant, "invalid address of constant"),
    E(cudaErrorTextureFetchFailed, "fetch from texture failed"),
    E(cudaErrorTextureNotBound, "cannot fetch from a texture that is not bound"),
    E(cudaErrorSynchronizationError, "incorrect use of __syncthreads()"),
    E(cudaErrorInvalidFilterSetting, "linear filtering not supported for non-float type"),
    E(cudaErrorInvalidNormSetting, "read as normalized float not supported for data type"),
    E(cudaErrorMixedDeviceExecution, "device emulation mode and device execution mode cannot be mixed"),
    E(cudaErrorNotYetImplemented, "feature not yet implemented"),
    E(cudaErrorMemoryValueTooLarge, "memory size or pointer value too large to fit in 32 bit"),
    E(cudaErrorStubLibrary, "CUDA driver is a stub library"),
    E(cudaErrorInsufficientDriver, "CUDA driver version is insufficient for CUDA runtime version"),
    E(cudaErrorCallRequiresNewerDriver, "API call is not supported in the installed CUDA driver"),
    E(cudaErrorInvalidSurface, "invalid surface reference"),
    E(cudaErrorDuplicateVariableName, "duplicate global variable looked up by string name"),
    E(cudaErrorDuplicateTextureName, "duplicate texture looked up by string name"),
    E(cudaErrorDuplicateSurfaceName, "duplicate surface looked up by string name"),
    E(cudaErrorDevicesUnavailable, "CUDA-capable device(s) is/are busy or unavailable"),
    E(cudaErrorIncompatibleDriverContext, "incompatible driver context"),
    E(cudaErrorMissingConfiguration, "__global__ function call is not configured"),
    E(cudaErrorPriorLaunchFailure, "unspecified launch failure in prior launch"),
    E(cudaErrorLaunchMaxDepthExceeded, "launch would exceed maximum depth of nested launches"),
    E(cudaErrorLaunchFileScopedTex,
      "launch failed because kernel uses unsupported, file-scoped textures (texture objects are supported)"),
    E(cudaErrorLaunchFileScopedSurf,
      "launch failed because kernel uses unsupported, file-scoped surfaces (surface objects are supported)"),
    E(cudaErrorSyncDepthExceeded,
      "cudaDeviceSynchronize failed because caller's grid depth exceeds cudaLimitDevRuntimeSyncDepth"),
    E(cudaErrorLaunchPendingCountExceeded,
      "launch failed because launch would exceed cudaLimitDevRuntimePendingLaunchCount"),
    E(cudaErrorInvalidDeviceFunction, "invalid device function"),
    E(cudaErrorNoDevice, "no CUDA-capable device is detected"),
    E(cudaErrorInvalidDevice, "invalid device ordinal"),
    E(cudaErrorDeviceNotLicensed, "device doesn't have valid Grid license"),
    E(cudaErrorSoftwareValidityNotEstablished, "integrity checks failed"),
    E(cudaErrorStartupFailure, "startup failure in cuda runtime"),
    E(cudaErrorInvalidKernelImage, "device kernel image is invalid"),
    E(cudaErrorDeviceUninitialized, "invalid device context"),
    E(cudaErrorMapBufferObjectFailed, "mapping of buffer object failed"),
    E(cudaErrorUnmapBufferObjectFailed, "unmapping of buffer object failed"),
    E(cudaErrorArrayIsMapped, "array is mapped"),
    E(cudaErrorAlreadyMapped, "resource already mapped"),
    E(cudaErrorNoKernelImageForDevice, "no kernel image is available for execution on the device"),
    E(cudaErrorAlreadyAcquired, "resource already acquired"),
    E(cudaErrorNotMapped, "resource not mapped"),
    E(cudaErrorNotMappedAsArray, "resource not mapped as array"),
    E(cudaErrorNotMappedAsPointer, "resource not mapped as pointer"),
    E(cudaErrorECCUncorrectable, "uncorrectable ECC error encountered"),
    E(cudaErrorUnsupportedLimit, "limit is not supported on this architecture"),
    E(cudaErrorDeviceAlreadyInUse, "exclusive-thread device already in use by a different thread"),
    E(cudaErrorPeerAccessUnsupported, "peer access is not supported between these two devices"),
    E(cudaErrorInvalidPtx, "a PTX JIT compilation failed"),
    E(cudaErrorInvalidGraphicsContext, "invalid OpenGL or DirectX context"),
    E(cudaErrorNvlinkUncorrectable, "uncorrectable NVLink error detected during the execution"),
    E(cudaErrorJitCompilerNotFound, "PTX JIT compiler library not found"),
    E(cudaErrorUnsupportedPtxVersion, "the provided PTX was compiled with an unsupported toolchain."),
    E(cudaErrorJitCompilationDisabled, "PTX JIT compilation was disabled"),
    E(cudaErrorUnsupportedExecAffinity, "the provided execution affinity is not supported"),
    E(cudaErrorUnsupportedDevSideSync, "the provided PTX contains unsupported call to cudaDeviceSynchronize"),
    E(cudaErrorContained, "Invalid access of peer GPU memory over nvlink or a hardware error"),
    E(cudaErrorInvalidSource, "device kernel image is invalid"),
    E(cudaErrorFileNotFound, "file not found"),
    E(cudaErrorSharedObjectSymbolNotFound, "shared object symbol not found"),
    E(cudaErrorSharedObjectInitFailed, "shared object initialization failed"),
    E(cudaErrorOperatingSystem, "OS call failed or operation not supported on this OS"),
    E(cudaErrorInvalidResourceHandle, "invalid resource handle"),
    E(cudaErrorIllegalState, "the operation cannot be performed in the present state"),
    E(cudaErrorLossyQuery, "attempted introspection would be semantically lossy"),
    E(cudaErrorSymbolNotFound, "named symbol not found"),
    E(cudaErrorNotReady, "device not ready"),
    E(cudaErrorIllegalAddress, "an illegal memory access was encountered"),
    E(cudaErrorLaunchOutOfResources, "too many resources requested for launch"),
    E(cudaErrorLaunchTimeout, "the launch timed out and was terminated"),
    E(cudaErrorLaunchIncompatibleTexturing, "launch uses incompatible texturing mode"),
    E(cudaErrorPeerAccessAlreadyEnabled, "peer access is already enabled"),
    E(cudaErrorPeerAccessNotEnabled, "peer access has not been enabled"),
    E(cudaErrorSetOnActiveProcess, "cannot set while device is active in this process"),
    E(cudaErrorContextIsDestroyed, "context is destroyed"),
    E(cudaErrorAssert, "device-side assert triggered"),
    E(cudaErrorTooManyPeers, "peer mapping resources exhausted"),
    E(cudaErrorHostMemoryAlreadyRegistered, "part or all of the requested memory range is already mapped"),
    E(cudaErrorHostMemoryNotRegistered, "pointer does not correspond to a registered memory region"),
    E(cudaErrorHardwareStackError, "hardware stack error"),
    E(cudaErrorIllegalInstruction, "an illegal instruction was encountered"),
    E(cudaErrorMisalignedAddress, "misaligned address"),
    E(cudaErrorInvalidAddressSpace, "operation not supported on global/shared address space"),
    E(cudaErrorInvalidPc, "invalid program counter"),
    E(cudaErrorLaunchFailure, "unspecified launch failure"),
    E(cudaErrorCooperativeLaunchTooLarge, "too many blocks in cooperative launch"),
    E(cudaErrorTensorMemoryLeak, "tensor memory not completely freed"),
    E(cudaErrorNotPermitted, "operation not permitted"),
    E(cudaErrorNotSupported, "operation not supported"),
    E(cudaErrorSystemNotReady, "system not yet initialized"),
    E(cudaErrorSystemDriverMismatch, "system has unsupported display driver / cuda driver combination"),
    E(cudaErrorCompatNotSupportedOnDevice, "forward compatibility was attempted on non supported HW"),
    E(cudaErrorMpsConnectionFailed,
      "MPS client failed to connect to the MPS control daemon or the MPS server"),
    E(cudaErrorMpsRpcFailure, "the remote procedural call between the MPS server and the MPS client failed"),
    E(cudaErrorMpsServerNotReady, "MPS server is not ready to accept new MPS client requests"),
    E(cudaErrorMpsMaxClientsReached,
      "the hardware resources required to create MPS client have been exhausted"),
    E(cudaErrorMpsMaxConnectionsReached,
      "the hardware resources required to support device connections have been exhausted"),
    E(cudaErrorMpsClientTerminated, "the MPS client has been terminated by the server"),
    E(cudaErrorCdpNotSupported,
      "is using CUDA Dynamic Parallelism, but the current configuration, like MPS, does not support it"),
    E(cudaErrorCdpVersionMismatch,
      "unsupported interaction between different versions of CUDA Dynamic Parallelism"),
    E(cudaErrorStreamCaptureUnsupported, "operation not permitted when stream is capturing"),
    E(cudaErrorStreamCaptureInvalidated, "operation failed due to a previous error during capture"),
    E(cudaErrorStreamCaptureMerge, "operation would result in a merge of separate capture sequences"),
    E(cudaErrorStreamCaptureUnmatched, "capture was not ended in the same stream as it began"),
    E(cudaErrorStreamCaptureUnjoined, "capturing stream has unjoined work"),
    E(cudaErrorStreamCaptureIsolation, "dependency created on uncaptured work in another stream"),
    E(cudaErrorStreamCaptureImplicit,
      "operation would make the legacy stream depend on a capturing blocking stream"),
    E(cudaErrorCapturedEvent, "operation not permitted on an event last recorded in a capturing stream"),
    E(cudaErrorStreamCaptureWrongThread,
      "attempt to terminate a thread-local capture sequence from another thread"),
    E(cudaErrorTimeout, "wait operation timed out"),
    E(cudaErrorGraphExecUpdateFailure,
      "the graph update was not performed because it included changes which violated constraints specific to instantiated graph update"),
    E(cudaErrorExternalDevice, "an async error has occured in external entity outside of CUDA"),
    E(cudaErrorInvalidClusterSize, "a kernel launch error has occurred due to cluster misconfiguration"),
    E(cudaErrorFunctionNotLoaded,
      "the function handle is not loaded when calling an API that requires a loaded function"),
    E(cudaErrorInvalidResourceType,
      "one or more resources passed in are not valid resource types for the operation"),
    E(cudaErrorInvalidResourceConfiguration,
      "one or more resources are insufficient or non-applicable for the operation"),
    E(cudaErrorUnknown, "unknown error"),
    E(cudaErrorApiFailureBase, "api failure base"),
};
#undef E

/* The calling host thread's last error. */
static __thread cudaError_t last_error = cudaSuccess;

/* The first sticky error raised in the process; cudaSuccess while none.
 * Written with atomics by any thread (workers raise it, cudaDeviceReset
 * clears it), so no lock is needed. */
static _Atomic int sticky_error = cudaSuccess;

static const struct err_info *find(cudaError_t e)
{
    for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++)
        if (errors[i].code == e)
            return &errors[i];
    return NULL;
}

const char *cudaGetErrorName(cudaError_t error)
{
    const struct err_info *i = find(error);
    return i ? i->name : "unrecognized error code";
}

const char *cudaGetErrorString(cudaError_t error)
{
    const struct err_info *i = find(error);
    return i ? i->text : "unrecognized error code";
}

cudaError_t cudaGetLastError(void)
{
    CUCC_API_TIMED();
    if (cucc__init_error())
        return cucc__init_error();     /* no device: every call, always */
    cudaError_t e = last_error;
    last_error = cudaSuccess;
    return e;
}

cudaError_t cudaPeekAtLastError(void)
{
    CUCC_API_TIMED();
    if (cucc__init_error())
        return cucc__init_error();
    return last_error;
}

__attribute__((noinline)) cudaError_t cucc__ret(cudaError_t e)
{
    cudaError_t s = cucc__sticky();
    if (s != cudaSuccess)
        e = s;
    if (e != cudaSuccess) {
        last_error = e;
        if (cucc__sanitizer_on)
            cucc__sanitizer_api_error(e, __builtin_return_address(0));
    }
    return e;
}

__attribute__((noinline)) cudaError_t cucc__ret_plain(cudaError_t e)
{
    if (e != cudaSuccess) {
        last_error = e;
        if (cucc__sanitizer_on)
            cucc__sanitizer_api_error(e, __builtin_return_address(0));
    }
    return e;
}

void cucc__set_sticky(cudaError_t e)
{
    int none = cudaSuccess;
    atomic_compare_exchange_strong(&sticky_error, &none, (int)e);
}

cudaError_t cucc__sticky(void)
{
    cucc__driver_runtime_used();    /* the runtime initialises the driver API (driver_api.c) */
    cudaError_t none = cucc__init_error();
    if (none)
        return none;
    return (cudaError_t)atomic_load_explicit(&sticky_error, memory_order_acquire);
}

void cucc__clear_sticky(void)
{
    atomic_store(&sticky_error, cudaSuccess);
}

/* Faults in device code ---------------------------------------------------
 * A bad pointer in device code ends the grid with a sticky error (sched.c's
 * signal handler); CUDA itself says nothing more, but on the CPU the culprit
 * can be named, so the handler reports it on stderr first:
 *   cucc: an illegal memory access was encountered: kernel bad_write,
 *   block [0,0,0], thread [3,0,0], address 0x10, code at ./prog+0x1189
 * The code address is relative to the object's start, as `addr2line -e
 * ./prog 0x1189` wants it, which gives the source line.  Called in the
 * signal handler: no allocation, no stdio, one write(2). */

static size_t put_str(char *buf, size_t at, size_t cap, const char *s)
{
    while (*s && at + 1 < cap)
        buf[at++] = *s++;
    return at;
}

static size_t put_num(char *buf, size_t at, size_t cap, uintptr_t v, int hex)
{
    char tmp[24];
    int n = 0;
    do {
        tmp[n++] = "0123456789abcdef"[hex ? v % 16 : v % 10];
        v = hex ? v / 16 : v / 10;
    } while (v);
    if (hex)
        at = put_str(buf, at, cap, "0x");
    while (n > 0 && at + 1 < cap)
        buf[at++] = tmp[--n];
    return at;
}

static size_t put_dim(char *buf, size_t at, size_t cap, unsigned x, unsigned y, unsigned z)
{
    at = put_str(buf, at, cap, "[");
    at = put_num(buf, at, cap, x, 0);
    at = put_str(buf, at, cap, ",");
    at = put_num(buf, at, cap, y, 0);
    at = put_str(buf, at, cap, ",");
    at = put_num(buf, at, cap, z, 0);
    return put_str(buf, at, cap, "]");
}

static const void *fault_pc(const void *uc)
{
    const ucontext_t *u = uc;
    if (!u)
        return NULL;
#if defined(__x86_64__)
    return (const void *)(uintptr_t)u->uc_mcontext.gregs[REG_RIP];
#elif defined(__aarch64__)
    return (const void *)(uintptr_t)u->uc_mcontext.pc;
#else
    return NULL;
#endif
}

void cucc__report_fault(cudaError_t e, const char *kernel, const void *addr, const void *uc, int stack_overflow)
{
    char buf[512];
    size_t n = 0, cap = sizeof buf;
    n = put_str(buf, n, cap, "cucc: ");
    n = put_str(buf, n, cap, stack_overflow ? "stack overflow (see cudaLimitStackSize)" : cudaGetErrorString(e));
    n = put_str(buf, n, cap, ": kernel ");
    n = put_str(buf, n, cap, kernel && *kernel ? kernel : "?");
    n = put_str(buf, n, cap, ", block ");
    n = put_dim(buf, n, cap, blockIdx.x, blockIdx.y, blockIdx.z);
    n = put_str(buf, n, cap, ", thread ");
    n = put_dim(buf, n, cap, threadIdx.x, threadIdx.y, threadIdx.z);
    if (e == cudaErrorIllegalAddress) {
        n = put_str(buf, n, cap, ", address ");
        n = put_num(buf, n, cap, (uintptr_t)addr, 1);
    }
    const void *pc = fault_pc(uc);
    Dl_info info;
    if (pc && dladdr(pc, &info) && info.dli_fname) {
        n = put_str(buf, n, cap, ", code at ");
        n = put_str(buf, n, cap, info.dli_fname);
        n = put_str(buf, n, cap, "+");
        n = put_num(buf, n, cap, (uintptr_t)pc - (uintptr_t)info.dli_fbase, 1);
        cucc__note_fault_pc(info.dli_fname, (unsigned long)((uintptr_t)pc - (uintptr_t)info.dli_fbase));
    }
    n = put_str(buf, n, cap, "\n");
    ssize_t w = write(2, buf, n);
    (void)w;
}

/* assert() in device code --------------------------------------------------
 * <assert.h> reports a failed assertion through __assert_fail; libcucc
 * defines it, so the program's definition replaces the C library's.  In a
 * kernel, a failed assert prints CUDA's message and ends the grid with the
 * sticky cudaErrorAssert (Programming Guide, "Assertion"); on the host it
 * behaves exactly like the C library's (message, then abort). */

extern const char *__progname;

/* The function as the user named it: a kernel's body is compiled as
 * cucc__dev_k (or the copies cucc__loop_k, cucc__reg_k, src/emit). */
static void user_function_name(char *out, size_t cap, const char *function)
{
    static const char *const prefixes[] = {"cucc__dev_", "cucc__loop_", "cucc__reg_"};
    size_t n = 0;
    for (const char *p = function ? function : ""; *p && n + 1 < cap;) {
        size_t skip = 0;
        for (size_t k = 0; k < sizeof prefixes / sizeof *prefixes && !skip; k++)
            if (!strncmp(p, prefixes[k], strlen(prefixes[k])))
                skip = strlen(prefixes[k]);
        if (skip) {
            p += skip;
            continue;
        }
        out[n++] = *p++;
    }
    out[n] = '\0';
}

_Noreturn void __assert_fail(const char *expr, const char *file, unsigned int line, const char *function)
{
    if (cucc__worker_in_block()) {
        char name[1024];
        user_function_name(name, sizeof name, function);
        fprintf(stderr, "%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion `%s` failed.\n", file, line,
                name, blockIdx.x, blockIdx.y, blockIdx.z, threadIdx.x, threadIdx.y, threadIdx.z, expr);
        cucc__trap(cudaErrorAssert);
    }
    fprintf(stderr, "%s%s%s:%u: %s%sAssertion `%s' failed.\n", __progname, __progname[0] ? ": " : "", file, line,
            function ? function : "", function ? ": " : "", expr);
    fflush(stderr);
    abort();
}
