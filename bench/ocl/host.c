/*
 * OpenCL host harness for the benchmarks: `host NAME FILE.cl` builds
 * FILE.cl (with -cl-fp32-correctly-rounded-divide-sqrt: CUDA's `/` and
 * sqrtf are correctly rounded) for the CPU device of the PoCL platform,
 * sets up the same data as bench/NAME.cu, runs the kernels once to warm
 * up (PoCL compiles a kernel for its work-group size on first use), then
 * times REPS repetitions up to clFinish and prints, as the CUDA
 * programs and the OpenMP references do,
 *     time_ms <milliseconds per repetition>
 *     check <a number that depends on every result>
 * after a line `platform <name> | <version> | <device>`.
 *
 * `host --probe` only prints that line (exit status 0 when there is one).
 * OCL_PLATFORM (default "PoCL") picks the platform by name or version.
 *
 * Each bench_NAME below mirrors the main() of bench/NAME.cu: keep the
 * sizes, the data and the check in step with it.
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "../bench.h"

static cl_context ctx;
static cl_command_queue queue;
static cl_program prog;

static void die(const char *what, cl_int err)
{
    fprintf(stderr, "ocl: %s failed (%d)\n", what, (int)err);
    exit(1);
}

#define CHECK(call)                                   \
    do {                                              \
        cl_int err_ = (call);                         \
        if (err_ != CL_SUCCESS)                       \
            die(#call, err_);                         \
    } while (0)

/* A device buffer, filled from init when it is not NULL. */
static cl_mem buffer(size_t bytes, const void *init)
{
    cl_int err;
    cl_mem m = clCreateBuffer(ctx, CL_MEM_READ_WRITE | (init ? CL_MEM_COPY_HOST_PTR : 0), bytes,
                              (void *)init, &err);
    if (err != CL_SUCCESS)
        die("clCreateBuffer", err);
    return m;
}

static void download(cl_mem m, void *dst, size_t bytes)
{
    CHECK(clEnqueueReadBuffer(queue, m, CL_TRUE, 0, bytes, dst, 0, NULL, NULL));
}

static cl_kernel kernel(const char *name)
{
    cl_int err;
    cl_kernel k = clCreateKernel(prog, name, &err);
    if (err != CL_SUCCESS)
        die(name, err);
    return k;
}

#define ARG(k, i, v) CHECK(clSetKernelArg((k), (i), sizeof(v), &(v)))

/* Enqueues k over a 1D (g1 == 0) or 2D range of global size g0 x g1 in
 * work-groups of l0 x l1. */
static void launch(cl_kernel k, size_t g0, size_t g1, size_t l0, size_t l1)
{
    size_t g[2] = {g0, g1}, l[2] = {l0, l1};
    CHECK(clEnqueueNDRangeKernel(queue, k, g1 ? 2 : 1, NULL, g, l, 0, NULL, NULL));
}

static void finish(void)
{
    CHECK(clFinish(queue));
}

/* ---- saxpy ---- */
static void bench_saxpy(void)
{
    enum { N = 1 << 22, REPS = 20, THREADS = 256 };
    float *x = malloc(N * sizeof(float)), *y = malloc(N * sizeof(float));
    for (int i = 0; i < N; i++) {
        x[i] = (float)(i % 100);
        y[i] = 1.0f;
    }
    cl_mem dx = buffer(N * sizeof(float), x), dy = buffer(N * sizeof(float), y);
    cl_kernel k = kernel("saxpy");
    int n = N;
    float a = 0.5f;
    ARG(k, 0, n);
    ARG(k, 1, a);
    ARG(k, 2, dx);
    ARG(k, 3, dy);
    size_t global = (N + THREADS - 1) / THREADS * THREADS;
    launch(k, global, 0, THREADS, 0);
    finish();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        launch(k, global, 0, THREADS, 0);
    finish();
    double t1 = bench_now_ms();
    download(dy, y, N * sizeof(float));
    double check = 0;
    for (int i = 0; i < N; i += 97)
        check += y[i];
    bench_report((t1 - t0) / REPS, check);
}

/* ---- mandelbrot ---- */
static void bench_mandelbrot(void)
{
    enum { W = 1024, H = 768, MAXIT = 256, REPS = 3 };
    unsigned char *img = malloc(W * H);
    cl_mem d = buffer(W * H, NULL);
    cl_kernel k = kernel("mandelbrot");
    int w = W, h = H, maxit = MAXIT;
    ARG(k, 0, d);
    ARG(k, 1, w);
    ARG(k, 2, h);
    ARG(k, 3, maxit);
    size_t gx = (W + 15) / 16 * 16, gy = (H + 15) / 16 * 16;
    launch(k, gx, gy, 16, 16);
    finish();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        launch(k, gx, gy, 16, 16);
    finish();
    double t1 = bench_now_ms();
    download(d, img, W * H);
    double check = 0;
    for (int i = 0; i < W * H; i++)
        check += img[i];
    bench_report((t1 - t0) / REPS, check);
}

/* ---- stencil and jacobi_shared: the same sweeps, different kernels ---- */
static void jacobi_sweeps(const char *name, int W, int H, int REPS)
{
    float *a = malloc((size_t)W * H * sizeof(float));
    for (int i = 0; i < W * H; i++)
        a[i] = (float)((i * 37) % 101);
    cl_mem da = buffer((size_t)W * H * sizeof(float), a), db = buffer((size_t)W * H * sizeof(float), a);
    cl_kernel ab = kernel(name), ba = kernel(name);
    ARG(ab, 0, da);
    ARG(ab, 1, db);
    ARG(ba, 0, db);
    ARG(ba, 1, da);
    for (int j = 0; j < 2; j++) {
        cl_kernel k = j ? ba : ab;
        ARG(k, 2, W);
        ARG(k, 3, H);
    }
    launch(ab, W, H, 16, 16);
    finish();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++) {
        launch(ab, W, H, 16, 16);
        launch(ba, W, H, 16, 16);
    }
    finish();
    double t1 = bench_now_ms();
    download(da, a, (size_t)W * H * sizeof(float));
    double check = 0;
    for (int i = 0; i < W * H; i += 7)
        check += a[i];
    bench_report((t1 - t0) / REPS, check);
}

static void bench_stencil(void)
{
    jacobi_sweeps("jacobi", 2048, 1024, 10);
}

static void bench_jacobi_shared(void)
{
    jacobi_sweeps("jacobi_shared", 4096, 4096, 5);
}

/* ---- matmul ---- */
static void bench_matmul(void)
{
    enum { N = 384, TILE = 16, REPS = 2 };
    float *a = malloc(N * N * sizeof(float)), *b = malloc(N * N * sizeof(float));
    float *c = malloc(N * N * sizeof(float));
    for (int i = 0; i < N * N; i++) {
        a[i] = (float)(i % 7) - 3;
        b[i] = (float)(i % 5) - 2;
    }
    cl_mem da = buffer(N * N * sizeof(float), a), db = buffer(N * N * sizeof(float), b);
    cl_mem dc = buffer(N * N * sizeof(float), NULL);
    cl_kernel k = kernel("matmul");
    int n = N;
    ARG(k, 0, da);
    ARG(k, 1, db);
    ARG(k, 2, dc);
    ARG(k, 3, n);
    launch(k, N, N, TILE, TILE);
    finish();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        launch(k, N, N, TILE, TILE);
    finish();
    double t1 = bench_now_ms();
    download(dc, c, N * N * sizeof(float));
    double check = 0;
    for (int i = 0; i < N * N; i++)
        check += c[i] * (i % 3);
    bench_report((t1 - t0) / REPS, check);
}

/* ---- reduce_shared and reduce_shuffle: the same two-launch sum ---- */
static void reduce(void)
{
    enum { N = 1 << 22, THREADS = 256, BLOCKS = 1024, REPS = 10 };
    float *x = malloc(N * sizeof(float)), sum;
    for (int i = 0; i < N; i++)
        x[i] = (float)(i % 4) * 0.25f;
    cl_mem dx = buffer(N * sizeof(float), x), dp = buffer(BLOCKS * sizeof(float), NULL);
    cl_mem ds = buffer(sizeof(float), NULL);
    cl_kernel k1 = kernel("block_sums"), k2 = kernel("block_sums");
    int n = N, blocks = BLOCKS;
    ARG(k1, 0, dx);
    ARG(k1, 1, dp);
    ARG(k1, 2, n);
    ARG(k2, 0, dp);
    ARG(k2, 1, ds);
    ARG(k2, 2, blocks);
    launch(k1, BLOCKS * THREADS, 0, THREADS, 0);
    launch(k2, THREADS, 0, THREADS, 0);
    finish();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++) {
        launch(k1, BLOCKS * THREADS, 0, THREADS, 0);
        launch(k2, THREADS, 0, THREADS, 0);
    }
    finish();
    double t1 = bench_now_ms();
    download(ds, &sum, sizeof sum);
    bench_report((t1 - t0) / REPS, sum);
}

static void bench_reduce_shared(void)
{
    reduce();
}

static void bench_reduce_shuffle(void)
{
    reduce();
}

/* ---- histogram ---- */
static void bench_histogram(void)
{
    enum { N = 1 << 23, BINS = 256, THREADS = 256, BLOCKS = 512, REPS = 5 };
    unsigned char *data = malloc(N);
    unsigned hist[BINS];
    unsigned s = 1;
    for (int i = 0; i < N; i++) {
        s = s * 1664525u + 1013904223u;
        data[i] = (unsigned char)((s >> 24) & (s >> 16));
    }
    memset(hist, 0, sizeof hist);
    cl_mem dd = buffer(N, data), dh = buffer(sizeof hist, hist);
    cl_kernel k = kernel("histogram");
    int n = N;
    cl_uint zero = 0;
    ARG(k, 0, dd);
    ARG(k, 1, dh);
    ARG(k, 2, n);
    launch(k, BLOCKS * THREADS, 0, THREADS, 0);
    finish();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++) {
        CHECK(clEnqueueFillBuffer(queue, dh, &zero, sizeof zero, 0, sizeof hist, 0, NULL, NULL));
        launch(k, BLOCKS * THREADS, 0, THREADS, 0);
    }
    finish();
    double t1 = bench_now_ms();
    download(dh, hist, sizeof hist);
    double check = 0;
    for (int b = 0; b < BINS; b++)
        check += (double)hist[b] * (b + 1);
    bench_report((t1 - t0) / REPS, check);
}

/* ---- nbody ---- */
static void bench_nbody(void)
{
    enum { N = 4096, TILE = 256, REPS = 3 };
    cl_float4 *pos = malloc(N * sizeof(cl_float4)), *acc = malloc(N * sizeof(cl_float4));
    for (int i = 0; i < N; i++) {
        pos[i].s[0] = (float)(i % 17) - 8.0f + 0.01f * (i % 101);
        pos[i].s[1] = (float)((i * 7) % 23) - 11.0f;
        pos[i].s[2] = (float)((i * 13) % 29) * 0.5f - 7.0f;
        pos[i].s[3] = 1.0f + (float)(i % 3);
    }
    cl_mem dp = buffer(N * sizeof(cl_float4), pos), da = buffer(N * sizeof(cl_float4), NULL);
    cl_kernel k = kernel("forces");
    int n = N;
    ARG(k, 0, dp);
    ARG(k, 1, da);
    ARG(k, 2, n);
    launch(k, N, 0, TILE, 0);
    finish();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        launch(k, N, 0, TILE, 0);
    finish();
    double t1 = bench_now_ms();
    download(da, acc, N * sizeof(cl_float4));
    double check = 0;
    for (int i = 0; i < N; i++)
        check += fabs(acc[i].s[0]) + fabs(acc[i].s[1]) + fabs(acc[i].s[2]);
    bench_report((t1 - t0) / REPS, check);
}

/* ---- transpose ---- */
static void bench_transpose(void)
{
    enum { N = 4096, TD = 32, ROWS = 8, REPS = 5 };
    size_t bytes = (size_t)N * N * sizeof(float);
    float *in = malloc(bytes), *out = malloc(bytes);
    for (int i = 0; i < N * N; i++) {
        in[i] = (float)(i % 1000);
        out[i] = 0;
    }
    cl_mem din = buffer(bytes, in), dout = buffer(bytes, out);
    cl_kernel k = kernel("transpose");
    int n = N;
    ARG(k, 0, dout);
    ARG(k, 1, din);
    ARG(k, 2, n);
    size_t gx = N, gy = N / TD * ROWS;
    launch(k, gx, gy, TD, ROWS);
    finish();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        launch(k, gx, gy, TD, ROWS);
    finish();
    double t1 = bench_now_ms();
    download(dout, out, bytes);
    double check = 0;
    for (int i = 0; i < N * N; i++)
        check += (double)out[i] * (i % 7 + 1);
    bench_report((t1 - t0) / REPS, check);
}

/* ---- scan ---- */
static void bench_scan(void)
{
    enum { N = 1 << 24, THREADS = 512, REPS = 5 };
    float *in = malloc(N * sizeof(float)), *out = malloc(N * sizeof(float));
    for (int i = 0; i < N; i++)
        in[i] = (float)((i * 7) % 10);
    cl_mem din = buffer(N * sizeof(float), in), dout = buffer(N * sizeof(float), NULL);
    cl_kernel k = kernel("block_scan");
    ARG(k, 0, din);
    ARG(k, 1, dout);
    launch(k, N, 0, THREADS, 0);
    finish();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        launch(k, N, 0, THREADS, 0);
    finish();
    double t1 = bench_now_ms();
    download(dout, out, N * sizeof(float));
    double check = 0;
    for (int i = 0; i < N; i++)
        check += (double)out[i] * (i % 3 + 1);
    bench_report((t1 - t0) / REPS, check);
}

/* ---- softmax ---- */
static void bench_softmax(void)
{
    enum { ROWS = 4096, COLS = 1024, THREADS = 256, REPS = 5 };
    size_t bytes = (size_t)ROWS * COLS * sizeof(float);
    float *x = malloc(bytes), *y = malloc(bytes);
    for (int i = 0; i < ROWS * COLS; i++)
        x[i] = (float)(((unsigned)i * 7919u) % 1000u) * 0.01f - 5.0f;
    cl_mem dx = buffer(bytes, x), dy = buffer(bytes, NULL);
    cl_kernel k = kernel("softmax");
    int cols = COLS;
    ARG(k, 0, dx);
    ARG(k, 1, dy);
    ARG(k, 2, cols);
    launch(k, (size_t)ROWS * THREADS, 0, THREADS, 0);
    finish();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        launch(k, (size_t)ROWS * THREADS, 0, THREADS, 0);
    finish();
    double t1 = bench_now_ms();
    download(dy, y, bytes);
    double check = 0;
    for (int i = 0; i < ROWS * COLS; i++)
        check += rint(1e6 * (double)y[i]) * (i % 3 + 1);
    bench_report((t1 - t0) / REPS, check);
}

/* ---- spmv ---- */
static void bench_spmv(void)
{
    enum { ROWS = 1 << 18, THREADS = 256, REPS = 10 };
    int *rowptr = malloc((ROWS + 1) * sizeof(int));
    unsigned s = 12345;
    rowptr[0] = 0;
    for (int r = 0; r < ROWS; r++) {
        s = s * 1664525u + 1013904223u;
        rowptr[r + 1] = rowptr[r] + 8 + (int)((s >> 16) % 57);
    }
    int nnz = rowptr[ROWS];
    int *cols = malloc(nnz * sizeof(int));
    float *vals = malloc(nnz * sizeof(float)), *x = malloc(ROWS * sizeof(float));
    float *y = malloc(ROWS * sizeof(float));
    for (int k = 0; k < nnz; k++) {
        s = s * 1664525u + 1013904223u;
        cols[k] = (int)((s >> 8) % ROWS);
        vals[k] = (float)((int)(s >> 28) % 5 - 2);
    }
    for (int i = 0; i < ROWS; i++)
        x[i] = (float)(i % 10);
    cl_mem drp = buffer((ROWS + 1) * sizeof(int), rowptr), dc = buffer(nnz * sizeof(int), cols);
    cl_mem dv = buffer(nnz * sizeof(float), vals), dx = buffer(ROWS * sizeof(float), x);
    cl_mem dy = buffer(ROWS * sizeof(float), NULL);
    cl_kernel k = kernel("spmv");
    int rows = ROWS;
    ARG(k, 0, rows);
    ARG(k, 1, drp);
    ARG(k, 2, dc);
    ARG(k, 3, dv);
    ARG(k, 4, dx);
    ARG(k, 5, dy);
    size_t global = ((size_t)ROWS * 32 + THREADS - 1) / THREADS * THREADS;
    launch(k, global, 0, THREADS, 0);
    finish();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        launch(k, global, 0, THREADS, 0);
    finish();
    double t1 = bench_now_ms();
    download(dy, y, ROWS * sizeof(float));
    double check = 0;
    for (int i = 0; i < ROWS; i++)
        check += (double)y[i] * (i % 7 + 1);
    bench_report((t1 - t0) / REPS, check);
}

static const struct {
    const char *name;
    void (*run)(void);
} benches[] = {
    {"saxpy", bench_saxpy},
    {"mandelbrot", bench_mandelbrot},
    {"stencil", bench_stencil},
    {"matmul", bench_matmul},
    {"reduce_shared", bench_reduce_shared},
    {"reduce_shuffle", bench_reduce_shuffle},
    {"histogram", bench_histogram},
    {"jacobi_shared", bench_jacobi_shared},
    {"nbody", bench_nbody},
    {"transpose", bench_transpose},
    {"scan", bench_scan},
    {"softmax", bench_softmax},
    {"spmv", bench_spmv},
};

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        exit(1);
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc(n + 1);
    if (fread(s, 1, n, f) != (size_t)n) {
        perror(path);
        exit(1);
    }
    s[n] = 0;
    fclose(f);
    return s;
}

/* The first platform with a CPU device whose name or version contains
 * $OCL_PLATFORM (default "PoCL"; empty: any). */
static void open_device(void)
{
    const char *want = getenv("OCL_PLATFORM");
    if (!want)
        want = "PoCL";
    cl_platform_id plats[16];
    cl_uint np = 0;
    CHECK(clGetPlatformIDs(16, plats, &np));
    for (cl_uint p = 0; p < np; p++) {
        cl_device_id dev;
        char name[256] = "", version[256] = "", dname[256] = "";
        clGetPlatformInfo(plats[p], CL_PLATFORM_NAME, sizeof name, name, NULL);
        clGetPlatformInfo(plats[p], CL_PLATFORM_VERSION, sizeof version, version, NULL);
        if (*want && !strstr(name, want) && !strstr(version, want))
            continue;
        if (clGetDeviceIDs(plats[p], CL_DEVICE_TYPE_CPU, 1, &dev, NULL) != CL_SUCCESS)
            continue;
        clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof dname, dname, NULL);
        printf("platform %s | %s | %s\n", name, version, dname);
        cl_int err;
        ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
        if (err != CL_SUCCESS)
            die("clCreateContext", err);
        queue = clCreateCommandQueue(ctx, dev, 0, &err);
        if (err != CL_SUCCESS)
            die("clCreateCommandQueue", err);
        return;
    }
    fprintf(stderr, "ocl: no OpenCL platform matching \"%s\" with a CPU device\n", want);
    exit(1);
}

int main(int argc, char **argv)
{
    if (argc == 2 && !strcmp(argv[1], "--probe")) {
        open_device();
        return 0;
    }
    if (argc != 3) {
        fprintf(stderr, "usage: host NAME FILE.cl | host --probe\n");
        return 2;
    }
    void (*run)(void) = NULL;
    for (size_t i = 0; i < sizeof benches / sizeof benches[0]; i++)
        if (!strcmp(benches[i].name, argv[1]))
            run = benches[i].run;
    if (!run) {
        fprintf(stderr, "ocl: no host setup for %s\n", argv[1]);
        return 2;
    }
    open_device();
    const char *src = read_file(argv[2]);
    cl_int err;
    prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
    if (err != CL_SUCCESS)
        die("clCreateProgramWithSource", err);
    cl_device_id dev;
    CHECK(clGetContextInfo(ctx, CL_CONTEXT_DEVICES, sizeof dev, &dev, NULL));
    if (clBuildProgram(prog, 1, &dev, "-cl-fp32-correctly-rounded-divide-sqrt", NULL, NULL) != CL_SUCCESS) {
        static char log[65536];
        clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
        fprintf(stderr, "ocl: %s does not build:\n%s\n", argv[2], log);
        return 1;
    }
    run();
    return 0;
}
