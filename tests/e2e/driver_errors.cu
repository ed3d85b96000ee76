// The driver API's error codes: bad arguments, bad handles, missing
// contexts, unknown names, and a fault in a kernel, which breaks the
// context for good (so it comes last).  The codes are those of NVIDIA's
// driver (CUDA 13, checked on an H200).
//     driver_errors MODULE
#include "driver_check.h"

#include <stdint.h>
#include <unistd.h>

static void no_context(const char *module)
{
    CUcontext c = (CUcontext)1;
    OK(cuCtxGetCurrent(&c));
    CHECK(c == NULL);
    EXPECT(cuCtxGetCurrent(NULL), CUDA_ERROR_INVALID_VALUE);
    CUdevice d;
    EXPECT(cuCtxGetDevice(&d), CUDA_ERROR_INVALID_CONTEXT);
    EXPECT(cuCtxSynchronize(), CUDA_ERROR_INVALID_CONTEXT);
    CUdeviceptr p;
    EXPECT(cuMemAlloc(&p, 16), CUDA_ERROR_INVALID_CONTEXT);
    CUmodule m;
    EXPECT(cuModuleLoad(&m, module), CUDA_ERROR_INVALID_CONTEXT);
    CUstream s;
    EXPECT(cuStreamCreate(&s, 0), CUDA_ERROR_INVALID_CONTEXT);
    CUevent e;
    EXPECT(cuEventCreate(&e, 0), CUDA_ERROR_INVALID_CONTEXT);
    EXPECT(cuCtxPopCurrent(&c), CUDA_ERROR_INVALID_CONTEXT);
    OK(cuCtxSetCurrent(NULL));
}

static void devices(void)
{
    int n = 0;
    OK(cuDeviceGetCount(&n));
    EXPECT(cuDeviceGetCount(NULL), CUDA_ERROR_INVALID_VALUE);
    CUdevice d;
    EXPECT(cuDeviceGet(&d, -1), CUDA_ERROR_INVALID_DEVICE);
    EXPECT(cuDeviceGet(&d, n), CUDA_ERROR_INVALID_DEVICE);
    EXPECT(cuDeviceGet(NULL, 0), CUDA_ERROR_INVALID_VALUE);
    char name[64];
    EXPECT(cuDeviceGetName(NULL, 10, 0), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuDeviceGetName(name, sizeof name, n), CUDA_ERROR_INVALID_DEVICE);
    int v;
    EXPECT(cuDeviceGetAttribute(&v, (CUdevice_attribute)0, 0), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuDeviceGetAttribute(&v, (CUdevice_attribute)100000, 0), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuDeviceGetAttribute(NULL, CU_DEVICE_ATTRIBUTE_WARP_SIZE, 0), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_WARP_SIZE, n), CUDA_ERROR_INVALID_DEVICE);
    size_t bytes;
    EXPECT(cuDeviceTotalMem(NULL, 0), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuDeviceTotalMem(&bytes, n), CUDA_ERROR_INVALID_DEVICE);
    int major, minor;
    EXPECT(cuDeviceComputeCapability(NULL, &minor, 0), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuDeviceComputeCapability(&major, &minor, n), CUDA_ERROR_INVALID_DEVICE);
    CUcontext c;
    EXPECT(cuDevicePrimaryCtxRelease(0), CUDA_ERROR_INVALID_CONTEXT);   // never retained
    EXPECT(cuDevicePrimaryCtxRetain(NULL, 0), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuDevicePrimaryCtxRetain(&c, n), CUDA_ERROR_INVALID_DEVICE);
    EXPECT(cuCtxCreate(NULL, NULL, 0, 0), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuCtxCreate(&c, NULL, 0, n), CUDA_ERROR_INVALID_DEVICE);
    EXPECT(cuCtxCreate(&c, NULL, 0x100, 0), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuCtxCreate(&c, NULL, CU_CTX_SCHED_SPIN | CU_CTX_SCHED_YIELD, 0), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuCtxCreate(&c, NULL, CU_CTX_SCHED_MASK, 0), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuCtxDestroy(NULL), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuCtxPushCurrent(NULL), CUDA_ERROR_INVALID_VALUE);
    // Retained and released once; one release more is an error.
    OK(cuDevicePrimaryCtxRetain(&c, 0));
    EXPECT(cuCtxDestroy(c), CUDA_ERROR_INVALID_CONTEXT);   // the primary context
    OK(cuDevicePrimaryCtxRelease(0));
    EXPECT(cuDevicePrimaryCtxRelease(0), CUDA_ERROR_INVALID_CONTEXT);
}

static void error_strings(void)
{
    const char *s = "x";
    OK(cuGetErrorName(CUDA_ERROR_NOT_FOUND, &s));
    CHECK(!strcmp(s, "CUDA_ERROR_NOT_FOUND"));
    OK(cuGetErrorString(CUDA_ERROR_NOT_FOUND, &s));
    CHECK(!strcmp(s, "named symbol not found"));
    OK(cuGetErrorString(CUDA_ERROR_INVALID_CONTEXT, &s));
    CHECK(!strcmp(s, "invalid device context"));
    OK(cuGetErrorString(CUDA_SUCCESS, &s));
    CHECK(!strcmp(s, "no error"));
    s = "x";
    EXPECT(cuGetErrorName((CUresult)12345, &s), CUDA_ERROR_INVALID_VALUE);
    CHECK(s == NULL);
    s = "x";
    EXPECT(cuGetErrorString((CUresult)12345, &s), CUDA_ERROR_INVALID_VALUE);
    CHECK(s == NULL);
    EXPECT(cuDriverGetVersion(NULL), CUDA_ERROR_INVALID_VALUE);
}

static char garbage_path[64];
static const char *module_path;

static void modules(CUmodule mod)
{
    CUmodule m;
    EXPECT(cuModuleLoad(&m, "/nonexistent/k.cubin"), CUDA_ERROR_FILE_NOT_FOUND);
    EXPECT(cuModuleLoad(&m, NULL), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuModuleLoad(NULL, garbage_path), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuModuleLoad(&m, garbage_path), CUDA_ERROR_INVALID_IMAGE);
    static const unsigned char junk[64] = { 1, 2, 3, 4, 5, 6, 7, 8, 0xff, 0xfe };
    EXPECT(cuModuleLoadData(&m, junk), CUDA_ERROR_INVALID_IMAGE);
    EXPECT(cuModuleLoadData(&m, NULL), CUDA_ERROR_INVALID_VALUE);
#ifdef __CUCC__
    // What NVIDIA's driver runs and cucc cannot: PTX, GPU binaries.
    EXPECT(cuModuleLoadData(&m, "//\n.version 8.0\n.target sm_90\n.address_size 64\n"),
           CUDA_ERROR_JIT_COMPILER_NOT_FOUND);
    unsigned char cubin[64] = { 0x7f, 'E', 'L', 'F', 2, 1, 1 };
    cubin[16] = 2;      // ET_EXEC
    cubin[18] = 190;    // EM_CUDA
    EXPECT(cuModuleLoadData(&m, cubin), CUDA_ERROR_NO_BINARY_FOR_GPU);
    static const unsigned char fatbin[16] = { 0x50, 0xed, 0x55, 0xba, 1, 0, 0x10, 0 };
    EXPECT(cuModuleLoadData(&m, fatbin), CUDA_ERROR_NO_BINARY_FOR_GPU);
    // A module cut short.
    FILE *in = fopen(module_path, "rb");
    char cut_path[80];
    snprintf(cut_path, sizeof cut_path, "%s.cut", garbage_path);
    FILE *cut = fopen(cut_path, "wb");
    CHECK(in && cut);
    if (in && cut) {
        static char buf[4096];
        size_t n = fread(buf, 1, sizeof buf, in);
        fwrite(buf, 1, n, cut);
        fclose(cut);
        EXPECT(cuModuleLoad(&m, cut_path), CUDA_ERROR_INVALID_IMAGE);
        unlink(cut_path);
    }
    if (in)
        fclose(in);
#endif
    CUfunction f;
    EXPECT(cuModuleGetFunction(&f, mod, "no_such_kernel"), CUDA_ERROR_NOT_FOUND);
    EXPECT(cuModuleGetFunction(&f, mod, "counter"), CUDA_ERROR_NOT_FOUND);
    EXPECT(cuModuleGetFunction(NULL, mod, "saxpy"), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuModuleGetFunction(&f, mod, NULL), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuModuleGetFunction(&f, mod, ""), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuModuleGetFunction(&f, NULL, "saxpy"), CUDA_ERROR_INVALID_HANDLE);
    CUdeviceptr p;
    size_t size;
    EXPECT(cuModuleGetGlobal(&p, &size, mod, "no_such_variable"), CUDA_ERROR_NOT_FOUND);
    EXPECT(cuModuleGetGlobal(&p, &size, mod, "saxpy"), CUDA_ERROR_INVALID_VALUE);  // a function
    EXPECT(cuModuleGetGlobal(&p, &size, mod, NULL), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuModuleGetGlobal(NULL, NULL, mod, "counter"), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuModuleGetGlobal(&p, &size, NULL, "counter"), CUDA_ERROR_INVALID_HANDLE);
    EXPECT(cuModuleUnload(NULL), CUDA_ERROR_INVALID_HANDLE);
    // An unloaded module and its functions are invalid handles.
    CUmodule m2;
    OK(cuModuleLoad(&m2, module_path));
    OK(cuModuleGetFunction(&f, m2, "write_to"));
    OK(cuModuleUnload(m2));
    EXPECT(cuModuleUnload(m2), CUDA_ERROR_INVALID_HANDLE);
    EXPECT(cuModuleGetFunction(&f, m2, "write_to"), CUDA_ERROR_INVALID_HANDLE);
    CUdeviceptr null = 0;
    void *params[] = { &null };
    EXPECT(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, params, NULL), CUDA_ERROR_INVALID_HANDLE);
}

static void launches(CUmodule mod)
{
    CUfunction f, fsum;
    OK(cuModuleGetFunction(&f, mod, "saxpy"));
    OK(cuModuleGetFunction(&fsum, mod, "block_sum"));
    CUdeviceptr x, y;
    OK(cuMemAlloc(&x, 1024));
    OK(cuMemAlloc(&y, 1024));
    int n = 256;
    float a = 1;
    void *params[] = { &n, &a, &x, &y };
    OK(cuLaunchKernel(f, 1, 1, 1, 256, 1, 1, 0, NULL, params, NULL));
    EXPECT(cuLaunchKernel(NULL, 1, 1, 1, 1, 1, 1, 0, NULL, params, NULL), CUDA_ERROR_INVALID_HANDLE);
    EXPECT(cuLaunchKernel(f, 0, 1, 1, 1, 1, 1, 0, NULL, params, NULL), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuLaunchKernel(f, 1, 1, 1, 0, 1, 1, 0, NULL, params, NULL), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuLaunchKernel(f, 1, 1, 1, 1025, 1, 1, 0, NULL, params, NULL), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuLaunchKernel(f, 1, 1, 1, 1, 1, 65, 0, NULL, params, NULL), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuLaunchKernel(f, 1, 65536, 1, 1, 1, 1, 0, NULL, params, NULL), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 1 << 20, NULL, params, NULL), CUDA_ERROR_INVALID_VALUE);
    void *sum_params[] = { &x, &y };
    EXPECT(cuLaunchKernel(fsum, 1, 1, 1, 256, 1, 1, 48 * 1024 + 4, NULL, sum_params, NULL),
           CUDA_ERROR_INVALID_VALUE);   // over the 48 KiB default
    struct {
        int n;
        float a;
        CUdeviceptr x, y;
    } buf = { 256, 1.0f, x, y };
    size_t size = sizeof buf;
    void *extra[] = { CU_LAUNCH_PARAM_BUFFER_POINTER, &buf, CU_LAUNCH_PARAM_BUFFER_SIZE, &size,
                      CU_LAUNCH_PARAM_END };
    OK(cuLaunchKernel(f, 1, 1, 1, 256, 1, 1, 0, NULL, NULL, extra));
    EXPECT(cuLaunchKernel(f, 1, 1, 1, 256, 1, 1, 0, NULL, params, extra), CUDA_ERROR_INVALID_VALUE);
    size_t large = 4096;
    void *long_extra[] = { CU_LAUNCH_PARAM_BUFFER_POINTER, &buf, CU_LAUNCH_PARAM_BUFFER_SIZE, &large,
                           CU_LAUNCH_PARAM_END };
    EXPECT(cuLaunchKernel(f, 1, 1, 1, 256, 1, 1, 0, NULL, NULL, long_extra),
           CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES);
    EXPECT(cuLaunchKernel(f, 1, 1, 1, 256, 1, 1, 0, NULL, NULL, NULL), CUDA_ERROR_INVALID_VALUE);
    void *empty[] = { CU_LAUNCH_PARAM_END };
    EXPECT(cuLaunchKernel(f, 1, 1, 1, 256, 1, 1, 0, NULL, NULL, empty), CUDA_ERROR_INVALID_VALUE);
    void *no_pointer[] = { CU_LAUNCH_PARAM_BUFFER_SIZE, &size, CU_LAUNCH_PARAM_END };
    EXPECT(cuLaunchKernel(f, 1, 1, 1, 256, 1, 1, 0, NULL, NULL, no_pointer), CUDA_ERROR_INVALID_VALUE);
    void *no_size[] = { CU_LAUNCH_PARAM_BUFFER_POINTER, &buf, CU_LAUNCH_PARAM_END };
    EXPECT(cuLaunchKernel(f, 1, 1, 1, 256, 1, 1, 0, NULL, NULL, no_size), CUDA_ERROR_INVALID_VALUE);
    void *bad_tag[] = { (void *)0x77, &buf, CU_LAUNCH_PARAM_END };
    EXPECT(cuLaunchKernel(f, 1, 1, 1, 256, 1, 1, 0, NULL, NULL, bad_tag), CUDA_ERROR_INVALID_VALUE);
    OK(cuCtxSynchronize());

    int v;
    EXPECT(cuFuncGetAttribute(NULL, CU_FUNC_ATTRIBUTE_NUM_REGS, f), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuFuncGetAttribute(&v, (CUfunction_attribute)99, f), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_MAX, f), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_NUM_REGS, NULL), CUDA_ERROR_INVALID_HANDLE);
    OK(cuMemFree(x));
    OK(cuMemFree(y));
}

static void memory(void)
{
    CUdeviceptr p, q;
    EXPECT(cuMemAlloc(&p, 0), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuMemAlloc(NULL, 16), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuMemAlloc(&p, (size_t)1 << 62), CUDA_ERROR_OUT_OF_MEMORY);
    OK(cuMemAlloc(&p, 16));
    OK(cuMemAlloc(&q, 16));
    int local[8] = { 0 };
    OK(cuMemFree(0));
    EXPECT(cuMemFree((CUdeviceptr)(uintptr_t)local), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuMemFree(p + 4), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuMemcpyHtoD(p, local, 17), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuMemcpyHtoD(0, local, 4), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuMemcpyHtoD(p, NULL, 4), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuMemcpyDtoH(local, p + 8, 9), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuMemcpyDtoD(q, p, 32), CUDA_ERROR_INVALID_VALUE);
    OK(cuMemcpyHtoD(p, local, 0));
    EXPECT(cuMemsetD32(p + 1, 0, 1), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuMemsetD16(p + 1, 0, 1), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuMemsetD8(p, 0, 17), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuMemsetD32(p, 0, 5), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuMemsetD32(0, 0, 1), CUDA_ERROR_INVALID_VALUE);
    OK(cuMemsetD8(p, 0, 0));
    OK(cuMemFree(p));
    EXPECT(cuMemFree(p), CUDA_ERROR_INVALID_VALUE);
    OK(cuMemFree(q));
    void *h;
    EXPECT(cuMemAllocHost(NULL, 16), CUDA_ERROR_INVALID_VALUE);
    void *m = malloc(16);
    EXPECT(cuMemFreeHost(m), CUDA_ERROR_INVALID_VALUE);
    free(m);
    OK(cuMemFreeHost(NULL));
    OK(cuMemGetInfo(NULL, NULL));
    // Pageable host memory is no device memory; pinned memory is.
    OK(cuMemAlloc(&p, 16));
    EXPECT(cuMemcpyDtoH(local, (CUdeviceptr)(uintptr_t)(local + 4), 4), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuMemcpyHtoD((CUdeviceptr)(uintptr_t)local, local + 4, 4), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuMemcpyDtoD(p, (CUdeviceptr)(uintptr_t)local, 4), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuMemsetD8((CUdeviceptr)(uintptr_t)local, 0, 4), CUDA_ERROR_INVALID_VALUE);
    OK(cuMemAllocHost(&h, 16));
    OK(cuMemcpyDtoH(local, (CUdeviceptr)(uintptr_t)h, 4));
    OK(cuMemsetD32((CUdeviceptr)(uintptr_t)h, 7, 4));
    EXPECT(cuMemFree((CUdeviceptr)(uintptr_t)h), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuMemFreeHost((void *)(uintptr_t)p), CUDA_ERROR_INVALID_VALUE);
    OK(cuMemFreeHost(h));
    OK(cuMemFree(p));
}

static void streams_events(void)
{
    CUstream s;
    EXPECT(cuStreamCreate(NULL, 0), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuStreamCreate(&s, 2), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuStreamDestroy(NULL), CUDA_ERROR_INVALID_HANDLE);
    OK(cuStreamQuery(CU_STREAM_LEGACY));
    OK(cuStreamQuery(CU_STREAM_PER_THREAD));
    OK(cuStreamSynchronize(NULL));
    OK(cuStreamQuery(NULL));
    CUevent e0, e1;
    EXPECT(cuEventCreate(NULL, 0), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuEventCreate(&e0, 0x100), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuEventCreate(&e0, CU_EVENT_INTERPROCESS), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuEventRecord(NULL, NULL), CUDA_ERROR_INVALID_HANDLE);
    EXPECT(cuEventQuery(NULL), CUDA_ERROR_INVALID_HANDLE);
    EXPECT(cuEventSynchronize(NULL), CUDA_ERROR_INVALID_HANDLE);
    EXPECT(cuEventDestroy(NULL), CUDA_ERROR_INVALID_HANDLE);
    OK(cuEventCreate(&e0, 0));
    OK(cuEventCreate(&e1, 0));
    float ms;
    EXPECT(cuEventElapsedTime(&ms, e0, e1), CUDA_ERROR_INVALID_HANDLE);   // never recorded
    OK(cuEventRecord(e0, NULL));
    OK(cuEventRecord(e1, NULL));
    OK(cuEventSynchronize(e1));
    EXPECT(cuEventElapsedTime(NULL, e0, e1), CUDA_ERROR_INVALID_HANDLE);
    EXPECT(cuEventElapsedTime(&ms, NULL, e1), CUDA_ERROR_INVALID_HANDLE);
    OK(cuEventElapsedTime(&ms, e0, e1));
    OK(cuEventDestroy(e0));
    OK(cuEventDestroy(e1));
}

static void contexts(CUcontext ctx)
{
    CUcontext c2, popped, cur;
    OK(cuCtxCreate(&c2, NULL, CU_CTX_SCHED_BLOCKING_SYNC, 0));
    OK(cuCtxPopCurrent(NULL));
    OK(cuCtxGetCurrent(&cur));
    CHECK(cur == ctx);
    OK(cuCtxPushCurrent(c2));
    OK(cuCtxPopCurrent(&popped));
    CHECK(popped == c2);
    OK(cuCtxDestroy(c2));   // not current: the stack stays as it is
    OK(cuCtxGetCurrent(&cur));
    CHECK(cur == ctx);
    EXPECT(cuCtxDestroy(c2), CUDA_ERROR_CONTEXT_IS_DESTROYED);
}

// A kernel writes through a null pointer: the launch succeeds, the next
// synchronisation reports the fault, and the context stays broken.
static void fault(CUmodule mod)
{
    CUfunction f;
    OK(cuModuleGetFunction(&f, mod, "write_to"));
    CUdeviceptr null = 0;
    void *params[] = { &null };
    OK(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, params, NULL));
    EXPECT(cuCtxSynchronize(), CUDA_ERROR_ILLEGAL_ADDRESS);
    CUdeviceptr p;
    EXPECT(cuMemAlloc(&p, 16), CUDA_ERROR_ILLEGAL_ADDRESS);
    EXPECT(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, params, NULL), CUDA_ERROR_ILLEGAL_ADDRESS);
    CUcontext cur;
    OK(cuCtxGetCurrent(&cur));
    int n;
    OK(cuDeviceGetCount(&n));
}

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    if (argc < 2) {
        fprintf(stderr, "usage: %s MODULE\n", argv[0]);
        return 2;
    }
    snprintf(garbage_path, sizeof garbage_path, "/tmp/driver_errors_%d.bin", (int)getpid());
    FILE *g = fopen(garbage_path, "wb");
    if (g) {
        static const unsigned char bytes[256] = { 0x13, 0x37, 0, 0, 0xff, 0x80, 0x01 };
        fwrite(bytes, 1, sizeof bytes, g);
        fclose(g);
    }
    module_path = argv[1];
    OK(cuInit(0));
    EXPECT(cuInit(1), CUDA_ERROR_INVALID_VALUE);
    no_context(argv[1]);
    devices();
    error_strings();
    CUcontext ctx;
    OK(cuCtxCreate(&ctx, NULL, 0, 0));
    CUmodule mod;
    OK(cuModuleLoad(&mod, argv[1]));
    modules(mod);
    launches(mod);
    memory();
    streams_events();
    contexts(ctx);
    fault(mod);
    unlink(garbage_path);
    return check_done();
}
