/*
 * SIMT overheads, measured through the runtime directly (kernels in C as in
 * test_simt.c):
 *   - an empty kernel launch followed by cudaDeviceSynchronize (median);
 *   - a barrier-free kernel of 1M threads (time per thread);
 *   - __syncthreads in a 1024-thread block (time per barrier per thread).
 * Build: see tests/run_simt.sh; run: build/tests/bench_simt
 */
#include "cuda_runtime_api.h"
#include "cucc/abi.h"
#include "device_launch_parameters.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void __syncthreads(void);

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static char empty_stub, store_stub, nop_stub, barrier_stub;
static const size_t sz_ptr[] = { sizeof(void *), 0 }, sz_int[] = { sizeof(int), 0 };

static void k_empty(void **args) { (void)args; }
static void k_store(void **args)
{
    int *p = *(int **)args[0];
    p[blockIdx.x * blockDim.x + threadIdx.x] = (int)threadIdx.x;
}
static void k_barriers(void **args)
{
    int n = *(int *)args[0];
    for (int i = 0; i < n; i++)
        __syncthreads();
}

static void run(const void *stub, dim3 g, dim3 b, void **args)
{
    cucc__push_config3(g.x, g.y, g.z, b.x, b.y, b.z, 0, 0);
    cucc__launch_stub(stub, args);
}

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 10000;
    cucc__register_kernel(&empty_stub, k_empty, 0, sz_ptr + 1, sz_ptr + 1, "empty", 0, 90);
    cucc__register_kernel(&nop_stub, k_empty, 1, sz_ptr, sz_ptr, "nop", 0, 90);
    cucc__register_kernel(&store_stub, k_store, 1, sz_ptr, sz_ptr, "store", 0, 90);
    cucc__register_kernel(&barrier_stub, k_barriers, 1, sz_int, sz_int, "barriers", 0, 90);

    /* 1. Empty launch + synchronize. */
    double *t = malloc(sizeof(double) * (size_t)reps);
    dim3 one = { 1, 1, 1 };
    for (int i = 0; i < 100; i++) {
        run(&empty_stub, one, one, NULL);
        cudaDeviceSynchronize();
    }
    for (int i = 0; i < reps; i++) {
        double t0 = now_ns();
        run(&empty_stub, one, one, NULL);
        cudaDeviceSynchronize();
        t[i] = now_ns() - t0;
    }
    qsort(t, (size_t)reps, sizeof *t, cmp_double);
    printf("empty launch<<<1,1>>> + sync: median %.0f ns (p10 %.0f, p90 %.0f)\n",
           t[reps / 2], t[reps / 10], t[reps * 9 / 10]);
    dim3 b32 = { 32, 1, 1 }, g8 = { 8, 1, 1 };
    for (int i = 0; i < reps; i++) {
        double t0 = now_ns();
        run(&empty_stub, g8, b32, NULL);
        cudaDeviceSynchronize();
        t[i] = now_ns() - t0;
    }
    qsort(t, (size_t)reps, sizeof *t, cmp_double);
    printf("empty launch<<<8,32>>> + sync: median %.0f ns (p10 %.0f, p90 %.0f)\n",
           t[reps / 2], t[reps / 10], t[reps * 9 / 10]);

    /* 2. Barrier-free, 1M threads. */
    int n = 1 << 20;
    int *p = calloc((size_t)n, sizeof(int));
    dim3 b256 = { 256, 1, 1 }, g4k = { (unsigned)n / 256, 1, 1 };
    void *args[] = { &p };
    for (int pass = 0; pass < 2; pass++) {
        const void *stub = pass ? (const void *)&store_stub : (const void *)&nop_stub;
        run(stub, g4k, b256, args);
        cudaDeviceSynchronize();
        double best = 1e30;
        for (int r = 0; r < 20; r++) {
            double t0 = now_ns();
            run(stub, g4k, b256, args);
            cudaDeviceSynchronize();
            double d = now_ns() - t0;
            if (d < best) best = d;
        }
        printf("1M threads (4096x256), %s body: %.2f ms, %.2f ns/thread\n",
               pass ? "store" : "empty", best / 1e6, best / n);
    }
    int single_bad = 0;
    for (int i = 0; i < n; i++) single_bad += p[i] != i % 256;
    if (single_bad) printf("store kernel wrong: %d\n", single_bad);

    /* 3. Barriers in one 1024-thread block. */
    int nbar = 1000;
    void *bargs[] = { &nbar };
    dim3 b1024 = { 1024, 1, 1 };
    run(&barrier_stub, one, b1024, bargs);
    cudaDeviceSynchronize();
    double best = 1e30;
    for (int r = 0; r < 5; r++) {
        double t0 = now_ns();
        run(&barrier_stub, one, b1024, bargs);
        cudaDeviceSynchronize();
        double d = now_ns() - t0;
        if (d < best) best = d;
    }
    printf("1024-thread block, %d barriers: %.2f ms, %.2f ns per barrier per thread\n",
           nbar, best / 1e6, best / nbar / 1024);
    /* and many such blocks at once, all workers busy */
    dim3 g64 = { 64, 1, 1 };
    nbar = 100;
    best = 1e30;
    for (int r = 0; r < 3; r++) {
        double t0 = now_ns();
        run(&barrier_stub, g64, b1024, bargs);
        cudaDeviceSynchronize();
        double d = now_ns() - t0;
        if (d < best) best = d;
    }
    printf("64 blocks x 1024 threads, %d barriers: %.2f ms, %.2f ns per barrier per thread (all workers)\n",
           nbar, best / 1e6, best / nbar / 1024 / 64);
    free(t);
    free(p);
    return 0;
}
