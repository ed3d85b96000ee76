/* Error names and strings, the last error, sticky errors. */
#include <assert.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cuda_runtime_api.h"
#include "device_launch_parameters.h"
#include "harness.h"
#include "rt/rt.h"

TEST(names_and_strings)
{
    /* A sample of 09_device_errors/error_strings.expected. */
    ASSERT_STR(cudaGetErrorName(cudaSuccess), "cudaSuccess");
    ASSERT_STR(cudaGetErrorString(cudaSuccess), "no error");
    ASSERT_STR(cudaGetErrorString(cudaErrorInvalidValue), "invalid argument");
    ASSERT_STR(cudaGetErrorString(cudaErrorMemoryAllocation), "out of memory");
    ASSERT_STR(cudaGetErrorString(cudaErrorInvalidMemcpyDirection), "invalid copy direction for memcpy");
    ASSERT_STR(cudaGetErrorString(cudaErrorIllegalAddress), "an illegal memory access was encountered");
    ASSERT_STR(cudaGetErrorString(cudaErrorAssert), "device-side assert triggered");
    ASSERT_STR(cudaGetErrorString(cudaErrorNoKernelImageForDevice),
               "no kernel image is available for execution on the device");
    ASSERT_STR(cudaGetErrorName(cudaErrorLaunchFailure), "cudaErrorLaunchFailure");
    ASSERT_STR(cudaGetErrorString(cudaErrorUnknown), "unknown error");
    ASSERT_STR(cudaGetErrorName(cudaErrorApiFailureBase), "cudaErrorApiFailureBase");
}

TEST(unknown_codes)
{
    const int bad[] = { -1, 10, 11, 14, 998, 1000, 10001, 123456 };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ASSERT_STR(cudaGetErrorName((cudaError_t)bad[i]), "unrecognized error code");
        ASSERT_STR(cudaGetErrorString((cudaError_t)bad[i]), "unrecognized error code");
    }
}

/* Every enumerator has its own name, spelled like the enumerator. */
TEST(every_code_named)
{
#define NAMED(c) ASSERT_STR(cudaGetErrorName(c), #c)
    NAMED(cudaErrorInvalidConfiguration);
    NAMED(cudaErrorInvalidPitchValue);
    NAMED(cudaErrorInvalidSymbol);
    NAMED(cudaErrorInvalidDevicePointer);
    NAMED(cudaErrorCudartUnloading);
    NAMED(cudaErrorStubLibrary);
    NAMED(cudaErrorDevicesUnavailable);
    NAMED(cudaErrorMissingConfiguration);
    NAMED(cudaErrorInvalidDeviceFunction);
    NAMED(cudaErrorNoDevice);
    NAMED(cudaErrorInvalidDevice);
    NAMED(cudaErrorStartupFailure);
    NAMED(cudaErrorUnsupportedLimit);
    NAMED(cudaErrorContained);
    NAMED(cudaErrorInvalidResourceHandle);
    NAMED(cudaErrorNotReady);
    NAMED(cudaErrorLaunchOutOfResources);
    NAMED(cudaErrorHostMemoryAlreadyRegistered);
    NAMED(cudaErrorHostMemoryNotRegistered);
    NAMED(cudaErrorTensorMemoryLeak);
    NAMED(cudaErrorNotSupported);
    NAMED(cudaErrorStreamCaptureUnsupported);
    NAMED(cudaErrorInvalidResourceConfiguration);
#undef NAMED
    for (int c = 0; c <= 10000; c++) {
        const char *n = cudaGetErrorName((cudaError_t)c);
        if (strcmp(n, "unrecognized error code") == 0)
            continue;
        ASSERT(strncmp(n, "cuda", 4) == 0);
        ASSERT(strcmp(cudaGetErrorString((cudaError_t)c), "unrecognized error code") != 0);
    }
}

TEST(last_error_get_and_peek)
{
    ASSERT_OK(cudaGetLastError());
    void *p;
    ASSERT_ERR(cudaMalloc(NULL, 4), cudaErrorInvalidValue);
    ASSERT_ERR(cudaPeekAtLastError(), cudaErrorInvalidValue);
    ASSERT_ERR(cudaPeekAtLastError(), cudaErrorInvalidValue);
    ASSERT_ERR(cudaGetLastError(), cudaErrorInvalidValue);
    ASSERT_OK(cudaGetLastError());
    ASSERT_OK(cudaPeekAtLastError());
    /* A later failure replaces an earlier one; a success keeps it. */
    ASSERT_ERR(cudaMalloc(NULL, 4), cudaErrorInvalidValue);
    ASSERT_ERR(cudaSetDevice(-1), cudaErrorInvalidDevice);
    ASSERT_OK(cudaMalloc(&p, 16));
    ASSERT_ERR(cudaGetLastError(), cudaErrorInvalidDevice);
    ASSERT_OK(cudaFree(p));
}

static void *fail_in_thread(void *arg)
{
    (void)arg;
    cudaSetDevice(1000);
    return (void *)(long)cudaPeekAtLastError();
}

TEST(last_error_per_thread)
{
    pthread_t t;
    void *r;
    ASSERT_EQ(pthread_create(&t, NULL, fail_in_thread, NULL), 0);
    ASSERT_EQ(pthread_join(t, &r), 0);
    ASSERT_EQ((long)r, cudaErrorInvalidDevice);
    ASSERT_OK(cudaPeekAtLastError());
}

TEST(sticky_error)
{
    void *p;
    ASSERT_OK(cudaMalloc(&p, 64));
    cucc__set_sticky(cudaErrorIllegalAddress);
    cucc__set_sticky(cudaErrorAssert); /* the first one stays */
    ASSERT_ERR(cudaMalloc(&p, 64), cudaErrorIllegalAddress);
    ASSERT_ERR(cudaFree(NULL), cudaErrorIllegalAddress);
    char h[8];
    ASSERT_ERR(cudaMemcpy(h, h + 4, 4, cudaMemcpyHostToHost), cudaErrorIllegalAddress);
    ASSERT_ERR(cudaMemGetInfo(NULL, NULL), cudaErrorIllegalAddress);
    /* cudaGetLastError returns it once; the context stays broken. */
    ASSERT_ERR(cudaGetLastError(), cudaErrorIllegalAddress);
    ASSERT_OK(cudaGetLastError());
    ASSERT_ERR(cudaMemset(p, 0, 4), cudaErrorIllegalAddress);
    /* Queries that need no context still work. */
    int d, n;
    struct cudaDeviceProp prop;
    struct cudaPointerAttributes a;
    (void)cudaGetLastError();
    ASSERT_OK(cudaGetDevice(&d));
    ASSERT_OK(cudaGetDeviceCount(&n));
    ASSERT_OK(cudaSetDevice(0));
    ASSERT_OK(cudaGetDeviceProperties(&prop, 0));
    ASSERT_OK(cudaDeviceGetAttribute(&n, cudaDevAttrWarpSize, 0));
    ASSERT_OK(cudaDriverGetVersion(&n));
    ASSERT_OK(cudaPointerGetAttributes(&a, p));
    ASSERT_OK(cudaPeekAtLastError());
}

TEST(reset_clears_sticky_keeps_last_error)
{
    cucc__set_sticky(cudaErrorAssert);
    (void)cudaGetLastError();
    ASSERT_ERR(cudaSetDevice(99), cudaErrorInvalidDevice);
    ASSERT_OK(cudaDeviceReset());
    ASSERT_ERR(cudaGetLastError(), cudaErrorInvalidDevice);
    void *p;
    ASSERT_OK(cudaMalloc(&p, 64));
    ASSERT_OK(cudaFree(p));
    ASSERT_OK(cucc__sticky());
}

/* libcucc's __assert_fail (there for device-side assert) keeps the C
 * library's behaviour on the host: the message, then SIGABRT. */
TEST(host_assert_aborts)
{
    fflush(stdout);
    pid_t pid = fork();
    ASSERT(pid >= 0);
    if (pid == 0) {
        freopen("/dev/null", "w", stderr);
        int one = 1;
        assert(one == 2);
        _exit(0);
    }
    int status;
    ASSERT_EQ(waitpid(pid, &status, 0), pid);
    ASSERT(WIFSIGNALED(status));
    ASSERT_EQ(WTERMSIG(status), SIGABRT);
}

/* A fault in device code: the grid ends with the sticky
 * cudaErrorIllegalAddress, reported at the next synchronisation, and a
 * message on stderr names the kernel, the block, the thread, the address. */
static char fault_stub;
static const size_t fault_sizes[] = { sizeof(int *), 0 }, fault_aligns[] = { sizeof(int *), 0 };

static void k_fault(void **args)
{
    int *p = *(int **)args[0];
    if (blockIdx.x == 1 && threadIdx.x == 3)
        *(volatile int *)(p + 4) = 1;
}

TEST(fault_message)
{
    cucc__register_kernel(&fault_stub, k_fault, 1, fault_sizes, fault_aligns, "k_fault", 0, 90);
    char path[] = "/tmp/cucc_fault_XXXXXX";
    int fd = mkstemp(path);
    ASSERT(fd >= 0);
    int saved = dup(2);
    dup2(fd, 2);
    int *bad = (int *)(uintptr_t)0x10;
    void *args[] = { &bad };
    cudaError_t launch = cudaLaunchKernel(&fault_stub, (dim3){ 2, 1, 1 }, (dim3){ 8, 1, 1 }, args, 0, 0);
    cudaError_t sync = cudaDeviceSynchronize();
    dup2(saved, 2);
    close(saved);
    char msg[1024] = { 0 };
    ssize_t n = pread(fd, msg, sizeof msg - 1, 0);
    close(fd);
    unlink(path);
    ASSERT_OK(launch);
    ASSERT_ERR(sync, cudaErrorIllegalAddress);
    ASSERT_ERR(cudaMemset(bad, 0, 4), cudaErrorIllegalAddress);
    ASSERT(n > 0);
    ASSERT(strstr(msg, "cucc: an illegal memory access was encountered: kernel k_fault, block [1,0,0], "
                       "thread [3,0,0], address 0x20, code at ") != NULL);
    /* one line, then (this test is built with -g) the kernel's source line */
    char *nl = strchr(msg, '\n');
    ASSERT(nl != NULL);
    ASSERT(nl == msg + n - 1 || (strstr(nl + 1, "cucc:   at ") == nl + 1 &&
                                 strstr(nl + 1, "api_error.c:187\n") != NULL));
}
