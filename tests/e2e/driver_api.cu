// The driver API end to end: device queries, a created context, a module
// loaded from a file and from memory, launches with kernelParams and with
// an argument buffer, global variables, memory, streams and events, and
// sharing with the runtime API.
//     driver_api MODULE   (MODULE: tests/e2e/driver_kernels.cu built with -cubin)
#include "driver_check.h"

#include <cuda_runtime.h>
#include <stddef.h>

static void *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    void *buf = malloc((size_t)n);
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    return buf;
}

static void test_device(CUdevice *dev)
{
    int version = 0, count = 0;
    OK(cuDriverGetVersion(&version));
    CHECK(version >= 13000);
    OK(cuDeviceGetCount(&count));
    CHECK(count >= 1);
    OK(cuDeviceGet(dev, 0));
    char name[256] = "";
    OK(cuDeviceGetName(name, sizeof name, *dev));
    CHECK(name[0] != 0);
    char shortname[4] = "xxx";
    OK(cuDeviceGetName(shortname, 3, *dev));
    CHECK(strlen(shortname) <= 2 && !strncmp(shortname, name, strlen(shortname)));
    int v = 0;
    OK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_WARP_SIZE, *dev));
    CHECK(v == 32);
    OK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, *dev));
    CHECK(v == 1024);
    OK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, *dev));
    CHECK(v >= 1);
    int major = 0, minor = -1, amajor = 0, aminor = -1;
    OK(cuDeviceGetAttribute(&amajor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, *dev));
    OK(cuDeviceGetAttribute(&aminor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, *dev));
    OK(cuDeviceComputeCapability(&major, &minor, *dev));
    CHECK(major == amajor && minor == aminor && major >= 7);
    // The runtime sees the same device.
    int rv = 0;
    CHECK(cudaDeviceGetAttribute(&rv, cudaDevAttrMultiProcessorCount, *dev) == cudaSuccess);
    OK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, *dev));
    CHECK(rv == v);
    size_t total = 0;
    OK(cuDeviceTotalMem(&total, *dev));
    CHECK(total > ((size_t)1 << 28));
}

static void test_saxpy(CUmodule mod)
{
    CUfunction f;
    OK(cuModuleGetFunction(&f, mod, "saxpy"));
    enum { N = 1000 };
    float x[N], y[N], r[N];
    for (int i = 0; i < N; i++) {
        x[i] = (float)i;
        y[i] = 1.0f;
    }
    CUdeviceptr dx = 0, dy = 0;
    OK(cuMemAlloc(&dx, sizeof x));
    OK(cuMemAlloc(&dy, sizeof y));
    CHECK(dx != 0 && dy != 0 && dx % 256 == 0);
    OK(cuMemcpyHtoD(dx, x, sizeof x));
    OK(cuMemcpyHtoD(dy, y, sizeof y));
    int n = N;
    float a = 2.0f;
    void *params[] = { &n, &a, &dx, &dy };
    OK(cuLaunchKernel(f, (N + 127) / 128, 1, 1, 128, 1, 1, 0, NULL, params, NULL));
    OK(cuCtxSynchronize());
    OK(cuMemcpyDtoH(r, dy, sizeof r));
    int bad = 0;
    for (int i = 0; i < N; i++)
        bad += r[i] != 2.0f * (float)i + 1.0f;
    CHECK(bad == 0);
    // The same launch with the arguments in one buffer.
    struct {
        int n;
        float a;
        CUdeviceptr x, y;
    } buf = { N, 3.0f, dx, dy };
    size_t size = sizeof buf;
    void *extra[] = { CU_LAUNCH_PARAM_BUFFER_POINTER, &buf, CU_LAUNCH_PARAM_BUFFER_SIZE, &size,
                      CU_LAUNCH_PARAM_END };
    OK(cuLaunchKernel(f, (N + 127) / 128, 1, 1, 128, 1, 1, 0, NULL, NULL, extra));
    OK(cuMemcpyDtoH(r, dy, sizeof r));
    bad = 0;
    for (int i = 0; i < N; i++)
        bad += r[i] != 3.0f * (float)i + 2.0f * (float)i + 1.0f;
    CHECK(bad == 0);
    OK(cuMemFree(dx));
    OK(cuMemFree(dy));
}

// Arguments of mixed alignment in a buffer laid out as the kernel's
// parameters are: each at the next multiple of its alignment.
static void test_extra_layout(CUmodule mod)
{
    CUfunction f;
    OK(cuModuleGetFunction(&f, mod, "mixed"));
    CUdeviceptr out;
    OK(cuMemAlloc(&out, 4 * sizeof(double)));
    unsigned char buf[32];
    memset(buf, 0xee, sizeof buf);
    char c = 7;
    double d = 2.5;
    int i = -3;
    short s = 12;
    memcpy(buf + 0, &c, 1);
    memcpy(buf + 8, &d, 8);
    memcpy(buf + 16, &i, 4);
    memcpy(buf + 20, &s, 2);
    memcpy(buf + 24, &out, 8);
    size_t size = sizeof buf;
    void *extra[] = { CU_LAUNCH_PARAM_BUFFER_POINTER, buf, CU_LAUNCH_PARAM_BUFFER_SIZE, &size,
                      CU_LAUNCH_PARAM_END };
    OK(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, extra));
    double r[4] = { 0, 0, 0, 0 };
    OK(cuMemcpyDtoH(r, out, sizeof r));
    CHECK(r[0] == 7 && r[1] == 2.5 && r[2] == -3 && r[3] == 12);
    // kernelParams: one pointer per parameter, whatever its size.
    char c2 = -1;
    double d2 = 1e300;
    int i2 = 1 << 30;
    short s2 = -32768;
    void *params[] = { &c2, &d2, &i2, &s2, &out };
    OK(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, params, NULL));
    OK(cuMemcpyDtoH(r, out, sizeof r));
    CHECK(r[0] == -1 && r[1] == 1e300 && r[2] == (double)(1 << 30) && r[3] == -32768);
    OK(cuMemFree(out));

    // The buffer's size is where the parameters end (13 bytes here), not
    // the size of a struct holding them (16).
    CUfunction ft;
    OK(cuModuleGetFunction(&ft, mod, "tail_char"));
    CUdeviceptr dres;
    OK(cuMemAlloc(&dres, sizeof(int)));
    struct {
        CUdeviceptr out;
        int i;
        char c;
    } tail = { dres, 40, 2 };
    size_t tail_size = sizeof tail, exact = 13;
    CHECK(tail_size == 16);
    void *tail_extra[] = { CU_LAUNCH_PARAM_BUFFER_POINTER, &tail, CU_LAUNCH_PARAM_BUFFER_SIZE, &tail_size,
                           CU_LAUNCH_PARAM_END };
    EXPECT(cuLaunchKernel(ft, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, tail_extra), CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES);
    int res = 0;
    tail.i = 50;
    void *exact_extra[] = { CU_LAUNCH_PARAM_BUFFER_POINTER, &tail, CU_LAUNCH_PARAM_BUFFER_SIZE, &exact,
                            CU_LAUNCH_PARAM_END };
    OK(cuLaunchKernel(ft, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, exact_extra));
    OK(cuMemcpyDtoH(&res, dres, sizeof res));
    CHECK(res == 52);
    OK(cuMemFree(dres));
}

// C++ kernels by their mangled names, as NVIDIA's driver finds them.
static void test_cxx_names(CUmodule mod)
{
    CUfunction fs, fi, ff, finc, again;
    OK(cuModuleGetFunction(&fs, mod, "_Z5scalePffi"));
    OK(cuModuleGetFunction(&again, mod, "_Z5scalePffi"));
    CHECK(fs == again);
    OK(cuModuleGetFunction(&fi, mod, "_Z4fillIiEvPT_S0_i"));
    OK(cuModuleGetFunction(&ff, mod, "_Z4fillIfEvPT_S0_i"));
    OK(cuModuleGetFunction(&finc, mod, "_ZN2ns3incEPi"));
    CHECK(fi != ff);
#ifdef __CUCC__
    // cucc also takes the name as written (docs/driver_api.md).
    CUfunction g;
    OK(cuModuleGetFunction(&g, mod, "scale"));
    CHECK(g == fs);
    OK(cuModuleGetFunction(&g, mod, "fill<int>"));
    CHECK(g == fi);
    OK(cuModuleGetFunction(&g, mod, "fill<float>"));
    CHECK(g == ff);
    OK(cuModuleGetFunction(&g, mod, "ns::inc"));
    CHECK(g == finc);
    OK(cuModuleGetFunction(&g, mod, "scale(float*, float, int)"));
    CHECK(g == fs);
    EXPECT(cuModuleGetFunction(&g, mod, "fill"), CUDA_ERROR_NOT_FOUND);   // two instances
    CUfunction fh, fp;
    OK(cuModuleGetFunction(&fh, mod, "hidden"));
    OK(cuModuleGetFunction(&fp, mod, "parent"));
    const char *fname = NULL;
    OK(cuFuncGetName(&fname, fs));
    CHECK(fname && !strcmp(fname, "_Z5scalePffi"));
    unsigned count = 0;
    OK(cuModuleGetFunctionCount(&count, mod));
    CHECK(count >= 15);
    OK(cuModuleGetFunction(&g, mod, "inc"));   // the only kernel written so
    CHECK(g == finc);
#else
    CUfunction g;
    EXPECT(cuModuleGetFunction(&g, mod, "scale"), CUDA_ERROR_NOT_FOUND);
#endif
    enum { N = 300 };
    CUdeviceptr p;
    OK(cuMemAlloc(&p, N * sizeof(float)));
    float v = 1.5f, s = 4.0f;
    int n = N;
    void *pf[] = { &p, &v, &n };
    OK(cuLaunchKernel(ff, 3, 1, 1, 128, 1, 1, 0, NULL, pf, NULL));
    void *ps[] = { &p, &s, &n };
    OK(cuLaunchKernel(fs, 3, 1, 1, 128, 1, 1, 0, NULL, ps, NULL));
    float r[N];
    OK(cuMemcpyDtoH(r, p, sizeof r));
    int bad = 0;
    for (int i = 0; i < N; i++)
        bad += r[i] != 6.0f;
    CHECK(bad == 0);
#ifdef __CUCC__
    int four[4] = { 1, 2, 3, 4 }, got[4];
    OK(cuMemcpyHtoD(p, four, sizeof four));
    void *pp[] = { &p };
    OK(cuLaunchKernel(fp, 1, 1, 1, 1, 1, 1, 0, NULL, pp, NULL));   // launches child<<<1, 4>>>
    OK(cuMemcpyDtoH(got, p, sizeof got));
    CHECK(got[0] == 2 && got[3] == 5);
    OK(cuLaunchKernel(fh, 1, 1, 1, 1, 1, 1, 0, NULL, pp, NULL));
    OK(cuMemcpyDtoH(got, p, sizeof got));
    CHECK(got[0] == 5);
#endif
    int iv = 0;
    void *pi[] = { &p, &iv, &n };
    OK(cuLaunchKernel(fi, 3, 1, 1, 128, 1, 1, 0, NULL, pi, NULL));
    void *pinc[] = { &p };
    OK(cuLaunchKernel(finc, 10, 1, 1, 64, 1, 1, 0, NULL, pinc, NULL));
    int ri[2] = { -1, -1 };
    OK(cuMemcpyDtoH(ri, p, sizeof ri));
    CHECK(ri[0] == 640 && ri[1] == 0);
    OK(cuMemFree(p));
}

static void test_shared_memory(CUmodule mod)
{
    CUfunction fsum, frev;
    OK(cuModuleGetFunction(&fsum, mod, "block_sum"));
    OK(cuModuleGetFunction(&frev, mod, "dyn_reverse"));
    enum { B = 8 };
    int in[B * 256], out[B], want[B] = { 0 };
    for (int i = 0; i < B * 256; i++) {
        in[i] = i % 97;
        want[i / 256] += in[i];
    }
    CUdeviceptr din, dout;
    OK(cuMemAlloc(&din, sizeof in));
    OK(cuMemAlloc(&dout, sizeof out));
    OK(cuMemcpyHtoD(din, in, sizeof in));
    void *p1[] = { &din, &dout };
    OK(cuLaunchKernel(fsum, B, 1, 1, 256, 1, 1, 0, NULL, p1, NULL));
    OK(cuMemcpyDtoH(out, dout, sizeof out));
    CHECK(memcmp(out, want, sizeof out) == 0);
    int n = 200;
    void *p2[] = { &din, &n };
    OK(cuLaunchKernel(frev, 1, 1, 1, 256, 1, 1, n * sizeof(int), NULL, p2, NULL));
    int r[200];
    OK(cuMemcpyDtoH(r, din, sizeof r));
    int bad = 0;
    for (int i = 0; i < 200; i++)
        bad += r[i] != in[199 - i];
    CHECK(bad == 0);
    int v = 0;
    OK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, fsum));
    CHECK(v >= 256 && v <= 1024);
    OK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_NUM_REGS, fsum));
    CHECK(v > 0);
    OK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, frev));
    CHECK(v > 0 && v <= 48 * 1024);
    OK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_BINARY_VERSION, frev));
    CHECK(v >= 70);
    OK(cuMemFree(din));
    OK(cuMemFree(dout));
}

// Kernels using warp shuffles and device printf (the runner looks for the
// line printed, before the one printed after synchronising).
static void test_runtime_parts(CUmodule mod)
{
    CUfunction fw, fh;
    OK(cuModuleGetFunction(&fw, mod, "warp_sum"));
    OK(cuModuleGetFunction(&fh, mod, "hello"));
    int in[64], out[2] = { 0, 0 };
    for (int i = 0; i < 64; i++)
        in[i] = i;
    CUdeviceptr din, dout;
    OK(cuMemAlloc(&din, sizeof in));
    OK(cuMemAlloc(&dout, sizeof out));
    OK(cuMemcpyHtoD(din, in, sizeof in));
    void *p[] = { &din, &dout };
    OK(cuLaunchKernel(fw, 1, 1, 1, 64, 1, 1, 0, NULL, p, NULL));
    OK(cuMemcpyDtoH(out, dout, sizeof out));
    CHECK(out[0] == 496 && out[1] == 1520);
    int v = 7;
    void *ph[] = { &v };
    OK(cuLaunchKernel(fh, 1, 1, 1, 1, 1, 1, 0, NULL, ph, NULL));
    OK(cuCtxSynchronize());
    printf("synchronized\n");     // after the kernel's line
    OK(cuMemFree(din));
    OK(cuMemFree(dout));
}

static void test_globals(CUmodule mod)
{
    CUdeviceptr dcounter = 0, dcoef = 0;
    size_t size = 0;
    OK(cuModuleGetGlobal(&dcounter, &size, mod, "counter"));
    CHECK(dcounter != 0 && size == sizeof(int));
    OK(cuModuleGetGlobal(&dcoef, NULL, mod, "coef"));
    OK(cuModuleGetGlobal(NULL, &size, mod, "coef"));
    CHECK(size == 4 * sizeof(float));
    CUdeviceptr dbias = 0;
    OK(cuModuleGetGlobal(&dbias, &size, mod, "_ZN2ns4biasE"));
    CHECK(size == sizeof(int));
#ifdef __CUCC__
    CUdeviceptr other = 0;
    OK(cuModuleGetGlobal(&other, NULL, mod, "ns::bias"));
    CHECK(other == dbias);
    OK(cuModuleGetGlobal(&other, NULL, mod, "bias"));
    CHECK(other == dbias);
#endif
    int b = 0;
    OK(cuMemcpyDtoH(&b, dbias, sizeof b));
    CHECK(b == 5);
    float coef[4] = { 0, 0, 0, 0 };
    OK(cuMemcpyDtoH(coef, dcoef, sizeof coef));
    CHECK(coef[0] == 1 && coef[1] == 2 && coef[2] == 3 && coef[3] == 4);
    int c = 5;
    OK(cuMemcpyHtoD(dcounter, &c, sizeof c));
    CUfunction f;
    OK(cuModuleGetFunction(&f, mod, "use_globals"));
    CUdeviceptr out;
    OK(cuMemAlloc(&out, 4 * sizeof(float)));
    void *p[] = { &out };
    OK(cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, NULL, p, NULL));
    float r[4];
    OK(cuMemcpyDtoH(r, out, sizeof r));
    CHECK(r[0] == 5 && r[1] == 10 && r[2] == 15 && r[3] == 20);
    OK(cuMemcpyDtoH(&c, dcounter, sizeof c));
    CHECK(c == 37);
    // The runtime takes a module global as device memory too.
    CHECK(cudaMemset((void *)(size_t)dcounter, 0, sizeof c) == cudaSuccess);
    OK(cuMemcpyDtoH(&c, dcounter, sizeof c));
    CHECK(c == 0);
    OK(cuMemFree(out));
}

static void test_memory(void)
{
    enum { N = 64 };
    CUdeviceptr d;
    OK(cuMemAlloc(&d, N * 4));
    unsigned char b[N * 4];
    OK(cuMemsetD8(d, 0xab, N * 4));
    OK(cuMemsetD16(d + 2, 0x1234, 3));
    OK(cuMemsetD32(d + 16, 0xdeadbeef, 2));
    OK(cuMemcpyDtoH(b, d, sizeof b));
    unsigned short h[3];
    unsigned int w[2];
    memcpy(h, b + 2, sizeof h);
    memcpy(w, b + 16, sizeof w);
    CHECK(b[0] == 0xab && b[1] == 0xab && b[8] == 0xab && b[15] == 0xab && b[24] == 0xab);
    CHECK(h[0] == 0x1234 && h[1] == 0x1234 && h[2] == 0x1234);
    CHECK(w[0] == 0xdeadbeef && w[1] == 0xdeadbeef);
    CUdeviceptr d2;
    OK(cuMemAlloc(&d2, N * 4));
    OK(cuMemcpyDtoD(d2, d, N * 4));
    unsigned char b2[N * 4];
    OK(cuMemcpyDtoH(b2, d2, sizeof b2));
    CHECK(memcmp(b, b2, sizeof b) == 0);
    size_t free_b = 0, total_b = 0;
    OK(cuMemGetInfo(&free_b, &total_b));
    CHECK(total_b > 0 && free_b <= total_b);
    void *host = NULL;
    OK(cuMemAllocHost(&host, 4096));
    CHECK(host != NULL);
    memset(host, 1, 4096);
    OK(cuMemFreeHost(host));
    OK(cuMemFree(d));
    OK(cuMemFree(d2));
}

// Driver and runtime share memory, streams and events.
static void test_runtime_sharing(CUmodule mod)
{
    CUfunction f;
    OK(cuModuleGetFunction(&f, mod, "saxpy"));
    float *x = NULL;
    CHECK(cudaMalloc((void **)&x, 16 * sizeof(float)) == cudaSuccess);
    CUdeviceptr dy;
    OK(cuMemAlloc(&dy, 16 * sizeof(float)));
    float h[16];
    for (int i = 0; i < 16; i++)
        h[i] = (float)i;
    OK(cuMemcpyHtoD((CUdeviceptr)(size_t)x, h, sizeof h));
    CHECK(cudaMemset((void *)(size_t)dy, 0, sizeof h) == cudaSuccess);
    cudaStream_t rs;
    CHECK(cudaStreamCreate(&rs) == cudaSuccess);
    int n = 16;
    float a = 1.0f;
    CUdeviceptr dx = (CUdeviceptr)(size_t)x;
    void *p[] = { &n, &a, &dx, &dy };
    OK(cuLaunchKernel(f, 1, 1, 1, 16, 1, 1, 0, (CUstream)rs, p, NULL));
    CHECK(cudaStreamSynchronize(rs) == cudaSuccess);
    float r[16];
    CHECK(cudaMemcpy(r, (void *)(size_t)dy, sizeof r, cudaMemcpyDeviceToHost) == cudaSuccess);
    CHECK(r[0] == 0 && r[15] == 15);
    CHECK(cudaStreamDestroy(rs) == cudaSuccess);
    CHECK(cudaFree((void *)(size_t)dy) == cudaSuccess);
    OK(cuMemFree((CUdeviceptr)(size_t)x));
    // A failing driver call leaves the runtime's last error alone.
    CHECK(cudaGetLastError() == cudaSuccess);
    CUdeviceptr z;
    EXPECT(cuMemAlloc(&z, 0), CUDA_ERROR_INVALID_VALUE);
    CHECK(cudaGetLastError() == cudaSuccess);
}

static void test_streams_events(CUmodule mod)
{
    CUfunction fspin, fsaxpy;
    OK(cuModuleGetFunction(&fspin, mod, "spin"));
    OK(cuModuleGetFunction(&fsaxpy, mod, "saxpy"));
    CUstream s;
    OK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING));
    CUevent e0, e1, nt;
    OK(cuEventCreate(&e0, CU_EVENT_DEFAULT));
    OK(cuEventCreate(&e1, CU_EVENT_BLOCKING_SYNC));
    OK(cuEventCreate(&nt, CU_EVENT_DISABLE_TIMING));
    // A never recorded event counts as complete.
    OK(cuEventQuery(e1));
    OK(cuEventSynchronize(e1));
    CUdeviceptr flag;
    OK(cuMemAlloc(&flag, sizeof(int)));
    OK(cuMemsetD32(flag, 0, 1));
    long long iters = 200000000LL;
    void *p[] = { &flag, &iters };
    OK(cuEventRecord(e0, s));
    OK(cuLaunchKernel(fspin, 1, 1, 1, 1, 1, 1, 0, s, p, NULL));
    OK(cuEventRecord(e1, s));
    OK(cuEventRecord(nt, s));
    CUresult q = cuStreamQuery(s);
    CHECK(q == CUDA_ERROR_NOT_READY || q == CUDA_SUCCESS);
    q = cuEventQuery(e1);
    CHECK(q == CUDA_ERROR_NOT_READY || q == CUDA_SUCCESS);
    OK(cuEventSynchronize(e1));
    OK(cuEventQuery(e1));
    float ms = -1;
    OK(cuEventElapsedTime(&ms, e0, e1));
    CHECK(ms >= 0);
    EXPECT(cuEventElapsedTime(&ms, e0, nt), CUDA_ERROR_INVALID_HANDLE);
    int fv = 0;
    OK(cuMemcpyDtoH(&fv, flag, sizeof fv));
    CHECK(fv >= 1);
    OK(cuStreamSynchronize(s));
    OK(cuStreamQuery(s));

    // Asynchronous copies in stream order, into pinned memory.
    enum { N = 4096 };
    float *hx, *hy;
    OK(cuMemAllocHost((void **)&hx, N * sizeof(float)));
    OK(cuMemAllocHost((void **)&hy, N * sizeof(float)));
    for (int i = 0; i < N; i++) {
        hx[i] = (float)i;
        hy[i] = 0.5f;
    }
    CUdeviceptr dx, dy;
    OK(cuMemAlloc(&dx, N * sizeof(float)));
    OK(cuMemAlloc(&dy, N * sizeof(float)));
    OK(cuMemcpyHtoDAsync(dx, hx, N * sizeof(float), s));
    OK(cuMemcpyHtoDAsync(dy, hy, N * sizeof(float), s));
    int n = N;
    float a = -1.0f;
    void *ps[] = { &n, &a, &dx, &dy };
    OK(cuLaunchKernel(fsaxpy, N / 256, 1, 1, 256, 1, 1, 0, s, ps, NULL));
    OK(cuMemcpyDtoHAsync(hy, dy, N * sizeof(float), s));
    OK(cuMemcpyDtoDAsync(dx, dy, N * sizeof(float), s));
    OK(cuStreamSynchronize(s));
    int bad = 0;
    for (int i = 0; i < N; i++)
        bad += hy[i] != 0.5f - (float)i;
    CHECK(bad == 0);
    OK(cuMemcpyDtoH(hx, dx, N * sizeof(float)));
    CHECK(hx[N - 1] == 0.5f - (float)(N - 1));
    OK(cuMemFreeHost(hx));
    OK(cuMemFreeHost(hy));
    OK(cuMemFree(dx));
    OK(cuMemFree(dy));
    OK(cuMemFree(flag));
    OK(cuEventDestroy(e0));
    OK(cuEventDestroy(e1));
    OK(cuEventDestroy(nt));
    OK(cuStreamDestroy(s));
}

// Every load is a module of its own, with its own variables.
static void test_load_data(const char *path, CUmodule first)
{
    void *image = read_file(path);
    CHECK(image != NULL);
    if (!image)
        return;
    CUmodule m1, m2;
    OK(cuModuleLoadData(&m1, image));
    OK(cuModuleLoadDataEx(&m2, image, 0, NULL, NULL));
    CHECK(m1 != m2 && m1 != first);
    CUdeviceptr c0, c1, c2;
    OK(cuModuleGetGlobal(&c0, NULL, first, "counter"));
    int v0 = 99;
    OK(cuMemcpyHtoD(c0, &v0, sizeof v0));
    OK(cuModuleGetGlobal(&c1, NULL, m1, "counter"));
    OK(cuModuleGetGlobal(&c2, NULL, m2, "counter"));
    CHECK(c0 != c1 && c1 != c2 && c0 != c2);
    int v1 = 11, v2 = 22, r = 0;
    OK(cuMemcpyHtoD(c1, &v1, sizeof v1));
    OK(cuMemcpyHtoD(c2, &v2, sizeof v2));
    OK(cuMemcpyDtoH(&r, c1, sizeof r));
    CHECK(r == 11);
    CUfunction f1, f2;
    OK(cuModuleGetFunction(&f1, m1, "use_globals"));
    OK(cuModuleGetFunction(&f2, m2, "use_globals"));
    CHECK(f1 != f2);
    CUdeviceptr out;
    OK(cuMemAlloc(&out, 4 * sizeof(float)));
    void *p[] = { &out };
    OK(cuLaunchKernel(f2, 1, 1, 1, 4, 1, 1, 0, NULL, p, NULL));
    float fr[4];
    OK(cuMemcpyDtoH(fr, out, sizeof fr));
    CHECK(fr[0] == 22 && fr[3] == 88);
    OK(cuMemcpyDtoH(&r, c1, sizeof r));
    CHECK(r == 11);
    OK(cuMemcpyDtoH(&r, c2, sizeof r));
    CHECK(r == 26);
    free(image);    // the module keeps no reference to the image
    OK(cuModuleUnload(m1));
    OK(cuModuleUnload(m2));
    OK(cuMemFree(out));
    // Loading again after unloading gives fresh variables.
    CUmodule m3;
    OK(cuModuleLoad(&m3, path));
    CUdeviceptr c3;
    OK(cuModuleGetGlobal(&c3, NULL, m3, "counter"));
    OK(cuMemcpyDtoH(&r, c3, sizeof r));
    CHECK(r == 0 && c3 != c0);
    OK(cuMemcpyDtoH(&r, c0, sizeof r));
    CHECK(r == 99);
    OK(cuModuleUnload(m3));
}

static void test_contexts(CUdevice dev, CUcontext ctx)
{
    CUcontext cur = NULL, primary = NULL, primary2 = NULL, popped = NULL;
    OK(cuCtxGetCurrent(&cur));
    CHECK(cur == ctx);
    CUdevice d = -1;
    OK(cuCtxGetDevice(&d));
    CHECK(d == dev);
    OK(cuDevicePrimaryCtxRetain(&primary, dev));
    OK(cuDevicePrimaryCtxRetain(&primary2, dev));
    CHECK(primary != NULL && primary == primary2 && primary != ctx);
    OK(cuCtxGetCurrent(&cur));
    CHECK(cur == ctx);  // retaining does not make it current
    OK(cuCtxPushCurrent(primary));
    OK(cuCtxGetCurrent(&cur));
    CHECK(cur == primary);
    // Memory and synchronisation work in the primary context too.
    CUdeviceptr p;
    OK(cuMemAlloc(&p, 64));
    OK(cuMemsetD8(p, 3, 64));
    OK(cuCtxSynchronize());
    OK(cuMemFree(p));
    OK(cuCtxPopCurrent(&popped));
    CHECK(popped == primary);
    OK(cuCtxGetCurrent(&cur));
    CHECK(cur == ctx);
    // SetCurrent replaces the top of the stack.
    OK(cuCtxSetCurrent(primary));
    OK(cuCtxGetCurrent(&cur));
    CHECK(cur == primary);
    OK(cuCtxSetCurrent(ctx));
    OK(cuDevicePrimaryCtxRelease(dev));
    OK(cuDevicePrimaryCtxRelease(dev));

    // A second created context is pushed over the first.
    CUcontext c2;
    OK(cuCtxCreate(&c2, NULL, 0, dev));
    CHECK(c2 != ctx);
    OK(cuCtxGetCurrent(&cur));
    CHECK(cur == c2);
    OK(cuCtxDestroy(c2));   // current: popped
    OK(cuCtxGetCurrent(&cur));
    CHECK(cur == ctx);
}

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    if (argc < 2) {
        fprintf(stderr, "usage: %s MODULE\n", argv[0]);
        return 2;
    }
    OK(cuInit(0));
    CUdevice dev = 0;
    test_device(&dev);
    CUcontext ctx = NULL;
    OK(cuCtxCreate(&ctx, NULL, 0, dev));
    CHECK(ctx != NULL);
    CUmodule mod = NULL;
    OK(cuModuleLoad(&mod, argv[1]));
    if (!mod)
        return check_done();
    test_saxpy(mod);
    test_extra_layout(mod);
    test_cxx_names(mod);
    test_shared_memory(mod);
    test_globals(mod);
    test_runtime_parts(mod);
    test_memory();
    test_runtime_sharing(mod);
    test_streams_events(mod);
    test_load_data(argv[1], mod);
    test_contexts(dev, ctx);
    OK(cuModuleUnload(mod));
    OK(cuCtxDestroy(ctx));
    CUcontext cur = (CUcontext)1;
    OK(cuCtxGetCurrent(&cur));
    CHECK(cur == NULL);
    return check_done();
}
