// Soak test of the runtime under real concurrency (make check-long).
//
// THREADS host threads each drive STREAMS streams (one of them the thread's
// per-thread default stream; the others blocking or non-blocking, with
// priorities) with OPS random operations: asynchronous copies host to
// device, device to host and device to device, memsets, kernels (some with
// barriers), events (recorded, queried, synchronised, timed), host functions
// and callbacks, cross-stream cudaStreamWaitEvent within a thread and across
// threads, and now and then a call on the legacy default stream, a
// synchronous copy, an allocation.  Every stream owns a device buffer whose
// expected contents the thread tracks in issue order; every copy back to the
// host and every buffer at the end is compared with it, and host functions
// check that they run in issue order.  A watchdog aborts the run when no
// operation completes for WATCHDOG seconds (a deadlock).
//
// Environment: SOAK_THREADS, SOAK_STREAMS, SOAK_OPS (per thread), SOAK_SEED.
// Prints the counts of what ran and the times; the last line is PASS.
#include <cuda_runtime.h>
#include <atomic>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define M 2048              /* ints per stream buffer */
#define BLOCK 256
#define SLOTS 4             /* pinned staging buffers per stream */
#define WATCHDOG 60         /* seconds without progress */

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    fprintf(stderr, "FAIL %s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorName(e_)); \
    abort(); } } while (0)

/* Kernels: each one maps the expected contents the same way on the host. */
__global__ void k_add(unsigned *p, unsigned v)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    p[i] += v;
}

__global__ void k_affine(unsigned *p, unsigned a)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    p[i] = p[i] * a + i;
}

/* Rotates each block's slice by one through shared memory. */
__global__ void k_rotate(unsigned *p)
{
    __shared__ unsigned s[BLOCK];
    unsigned base = blockIdx.x * blockDim.x, t = threadIdx.x;
    s[t] = p[base + t];
    __syncthreads();
    p[base + t] = s[(t + 1) % blockDim.x];
}

/* A word that streams of several host threads write and read: atomics, as
 * the accesses may overlap (cross-thread waits). */
__global__ void k_set(unsigned *flag, unsigned v)
{
    atomicExch(flag, v);
}

__global__ void k_peek(unsigned *dst, unsigned *flag)
{
    atomicExch(dst, atomicAdd(flag, 0u));
}

enum op {
    OP_MEMSET, OP_ADD, OP_AFFINE, OP_ROTATE, OP_H2D, OP_D2H, OP_D2D, OP_HOSTFN, OP_CALLBACK,
    OP_EVENT, OP_QUERY, OP_SYNC, OP_CROSS_THREAD, OP_LEGACY, OP_SYNC_COPY, OP_MALLOC, NOPS
};
static const char *op_names[NOPS] = {
    "memset", "kernel add", "kernel affine", "kernel rotate", "copy H2D", "copy D2H", "copy D2D",
    "host function", "callback", "event record/time", "stream query", "stream sync",
    "cross-thread wait", "legacy stream op", "sync copy", "malloc/free"
};

struct slot {
    unsigned *host;         /* pinned */
    unsigned *want;         /* expected contents of a device-to-host copy */
    cudaEvent_t done;       /* recorded after the slot's last use */
    int pending;            /* 1: device to host copy to verify */
};

struct lane {               /* one stream and its buffer */
    cudaStream_t s;
    unsigned *d;
    unsigned expect[M];     /* the buffer after all work issued so far */
    struct slot slot[SLOTS];
    int next_slot;
    cudaEvent_t fence;      /* cross-stream ordering, timing disabled */
    cudaEvent_t t0, t1;     /* timing */
    int timing;             /* t0 recorded, t1 not yet */
    unsigned long long hf_issued;
    unsigned long long hf_done;   /* written by host functions, in order */
};

struct hostfn_arg {
    struct lane *l;
    unsigned long long seq;
    struct slot *check;     /* slot to verify from the host function, or NULL */
};

struct worker {
    int id;
    int nstreams;
    struct lane *lanes;
    unsigned long long rng;
    unsigned long long count[NOPS];
    unsigned *peek;         /* device: what k_peek saw */
};

static int nthreads = 8, nstreams = 16, nops = 4000;
static struct worker *workers;
static unsigned **flags;            /* per thread: a device word other threads peek at */
static cudaEvent_t *flag_events;    /* recorded after each flag update */
static std::atomic<unsigned long long> progress;
static std::atomic<int> failures;

static void fail(const char *what, int tid, int lane, long long detail)
{
    fprintf(stderr, "FAIL thread %d stream %d: %s (%lld)\n", tid, lane, what, detail);
    failures.fetch_add(1);
}

static unsigned rnd(struct worker *w)
{
    unsigned long long x = w->rng;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    w->rng = x;
    return (unsigned)(x >> 11);
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Host functions run on the stream's own thread, in issue order; they may
 * read pinned memory that earlier work of their stream wrote. */
static void CUDART_CB hostfn(void *p)
{
    struct hostfn_arg *a = (struct hostfn_arg *)p;
    struct lane *l = a->l;
    if (l->hf_done + 1 != a->seq)
        fail("host function out of order", -1, -1, (long long)a->seq);
    l->hf_done = a->seq;
    if (a->check && memcmp(a->check->host, a->check->want, sizeof(unsigned) * M) != 0)
        fail("copy seen by a host function differs", -1, -1, (long long)a->seq);
    free(a);
    progress.fetch_add(1, std::memory_order_relaxed);
}

static void CUDART_CB callback(cudaStream_t s, cudaError_t status, void *p)
{
    (void)s;
    if (status != cudaSuccess)
        fail("callback status", -1, -1, status);
    hostfn(p);
}

static void verify_slot(struct worker *w, int li, struct slot *sl)
{
    CHECK(cudaEventSynchronize(sl->done));
    if (sl->pending) {
        for (int i = 0; i < M; i++)
            if (sl->host[i] != sl->want[i]) {
                fail("device to host copy differs", w->id, li, i);
                break;
            }
        sl->pending = 0;
    }
}

/* The next staging slot, once its last use has completed. */
static struct slot *take_slot(struct worker *w, int li)
{
    struct lane *l = &w->lanes[li];
    struct slot *sl = &l->slot[l->next_slot];
    l->next_slot = (l->next_slot + 1) % SLOTS;
    verify_slot(w, li, sl);
    return sl;
}

static void issue_hostfn(struct lane *l, struct slot *check, int as_callback)
{
    struct hostfn_arg *a = (struct hostfn_arg *)malloc(sizeof *a);
    a->l = l;
    a->seq = ++l->hf_issued;
    a->check = check;
    if (as_callback)
        CHECK(cudaStreamAddCallback(l->s, callback, a, 0));
    else
        CHECK(cudaLaunchHostFunc(l->s, hostfn, a));
}

static void one_op(struct worker *w, int li, enum op op)
{
    struct lane *l = &w->lanes[li];
    unsigned grid = M / BLOCK;
    switch (op) {
    case OP_MEMSET: {
        unsigned b = rnd(w) & 0xff;
        CHECK(cudaMemsetAsync(l->d, (int)b, sizeof(unsigned) * M, l->s));
        for (int i = 0; i < M; i++) l->expect[i] = b * 0x01010101u;
        break;
    }
    case OP_ADD: {
        unsigned v = rnd(w);
        k_add<<<grid, BLOCK, 0, l->s>>>(l->d, v);
        CHECK(cudaGetLastError());
        for (int i = 0; i < M; i++) l->expect[i] += v;
        break;
    }
    case OP_AFFINE: {
        unsigned a = rnd(w) | 1;
        void *args[] = { &l->d, &a };
        CHECK(cudaLaunchKernel((const void *)k_affine, dim3(grid), dim3(BLOCK), args, 0, l->s));
        for (unsigned i = 0; i < M; i++) l->expect[i] = l->expect[i] * a + i;
        break;
    }
    case OP_ROTATE: {
        k_rotate<<<grid, BLOCK, 0, l->s>>>(l->d);
        CHECK(cudaGetLastError());
        for (int b = 0; b < M; b += BLOCK) {
            unsigned first = l->expect[b];
            memmove(&l->expect[b], &l->expect[b + 1], sizeof(unsigned) * (BLOCK - 1));
            l->expect[b + BLOCK - 1] = first;
        }
        break;
    }
    case OP_H2D: {
        struct slot *sl = take_slot(w, li);
        unsigned seed = rnd(w);
        for (unsigned i = 0; i < M; i++) sl->host[i] = seed ^ (i * 2654435761u);
        CHECK(cudaMemcpyAsync(l->d, sl->host, sizeof(unsigned) * M, cudaMemcpyHostToDevice, l->s));
        CHECK(cudaEventRecord(sl->done, l->s));
        memcpy(l->expect, sl->host, sizeof l->expect);
        break;
    }
    case OP_D2H: {
        struct slot *sl = take_slot(w, li);
        memcpy(sl->want, l->expect, sizeof l->expect);
        sl->pending = 1;
        CHECK(cudaMemcpyAsync(sl->host, l->d, sizeof(unsigned) * M,
                              rnd(w) & 1 ? cudaMemcpyDeviceToHost : cudaMemcpyDefault, l->s));
        if (rnd(w) % 4 == 0)
            issue_hostfn(l, sl, 0);
        CHECK(cudaEventRecord(sl->done, l->s));
        break;
    }
    case OP_D2D: {
        /* t's buffer becomes a copy of l's: t waits for l's earlier work,
         * and l's later work waits for the copy. */
        int ti = (int)(rnd(w) % (unsigned)w->nstreams);
        if (ti == li)
            break;
        struct lane *t = &w->lanes[ti];
        CHECK(cudaEventRecord(l->fence, l->s));
        CHECK(cudaStreamWaitEvent(t->s, l->fence, 0));
        CHECK(cudaMemcpyAsync(t->d, l->d, sizeof(unsigned) * M, cudaMemcpyDeviceToDevice, t->s));
        CHECK(cudaEventRecord(t->fence, t->s));
        CHECK(cudaStreamWaitEvent(l->s, t->fence, 0));
        memcpy(t->expect, l->expect, sizeof l->expect);
        break;
    }
    case OP_HOSTFN:
        issue_hostfn(l, NULL, 0);
        break;
    case OP_CALLBACK:
        issue_hostfn(l, NULL, 1);
        break;
    case OP_EVENT:
        if (!l->timing) {
            CHECK(cudaEventRecord(l->t0, l->s));
            l->timing = 1;
        } else {
            CHECK(cudaEventRecord(l->t1, l->s));
            CHECK(cudaEventSynchronize(l->t1));
            if (cudaEventQuery(l->t0) != cudaSuccess)
                fail("earlier event not complete", w->id, li, 0);
            float ms = -1;
            CHECK(cudaEventElapsedTime(&ms, l->t0, l->t1));
            if (!(ms >= 0))
                fail("negative elapsed time", w->id, li, (long long)(ms * 1000));
            l->timing = 0;
        }
        break;
    case OP_QUERY: {
        cudaError_t e = cudaStreamQuery(l->s);
        if (e != cudaSuccess && e != cudaErrorNotReady)
            fail("stream query", w->id, li, e);
        break;
    }
    case OP_SYNC:
        CHECK(cudaStreamSynchronize(l->s));
        if (l->hf_done != l->hf_issued)
            fail("host functions pending after synchronize", w->id, li, (long long)l->hf_done);
        break;
    case OP_CROSS_THREAD: {
        /* Publish a new flag value on this stream, then make the stream
         * wait for another thread's latest flag event (recorded by that
         * thread meanwhile, maybe) and peek at its flag. */
        int other = (int)(rnd(w) % (unsigned)nthreads);
        k_set<<<1, 1, 0, l->s>>>(flags[w->id], rnd(w));
        CHECK(cudaGetLastError());
        CHECK(cudaEventRecord(flag_events[w->id], l->s));
        CHECK(cudaStreamWaitEvent(l->s, flag_events[other], 0));
        k_peek<<<1, 1, 0, l->s>>>(w->peek, flags[other]);
        CHECK(cudaGetLastError());
        break;
    }
    case OP_LEGACY: {
        /* Work on the legacy stream waits for every blocking stream. */
        unsigned v = rnd(w);
        if (rnd(w) & 1)
            CHECK(cudaMemsetAsync(w->peek + 1, (int)(v & 0xff), sizeof(unsigned), cudaStreamLegacy));
        else
            CHECK(cudaStreamSynchronize(cudaStreamLegacy));
        break;
    }
    case OP_SYNC_COPY: {
        unsigned h[64];
        CHECK(cudaStreamSynchronize(l->s));
        CHECK(cudaMemcpy(h, l->d, sizeof h, cudaMemcpyDeviceToHost));
        if (memcmp(h, l->expect, sizeof h) != 0)
            fail("synchronous copy differs", w->id, li, 0);
        break;
    }
    case OP_MALLOC: {
        void *p;
        size_t n = 4096 + rnd(w) % 65536;
        CHECK(cudaMalloc(&p, n));
        CHECK(cudaMemsetAsync(p, 0, n, l->s));
        CHECK(cudaStreamSynchronize(l->s));
        CHECK(cudaFree(p));
        break;
    }
    default:
        break;
    }
    w->count[op]++;
    progress.fetch_add(1, std::memory_order_relaxed);
}

/* Weights: mostly asynchronous work, now and then a synchronisation. */
static enum op pick(struct worker *w)
{
    static const struct { enum op op; int weight; } table[] = {
        { OP_MEMSET, 8 }, { OP_ADD, 14 }, { OP_AFFINE, 10 }, { OP_ROTATE, 6 }, { OP_H2D, 8 },
        { OP_D2H, 10 }, { OP_D2D, 10 }, { OP_HOSTFN, 8 }, { OP_CALLBACK, 3 }, { OP_EVENT, 8 },
        { OP_QUERY, 5 }, { OP_SYNC, 3 }, { OP_CROSS_THREAD, 4 }, { OP_LEGACY, 1 },
        { OP_SYNC_COPY, 1 },
    };
    int total = 0;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) total += table[i].weight;
    int r = (int)(rnd(w) % (unsigned)total);
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        if (r < table[i].weight) return table[i].op;
        r -= table[i].weight;
    }
    return OP_ADD;
}

static void lane_init(struct worker *w, int li)
{
    struct lane *l = &w->lanes[li];
    if (li == 0) {
        l->s = cudaStreamPerThread;
    } else {
        int lo, hi;
        CHECK(cudaDeviceGetStreamPriorityRange(&lo, &hi));
        unsigned fl = li % 3 == 0 ? cudaStreamNonBlocking : cudaStreamDefault;
        CHECK(cudaStreamCreateWithPriority(&l->s, fl, li % 2 ? lo : hi));
    }
    CHECK(cudaMalloc(&l->d, sizeof(unsigned) * M));
    CHECK(cudaMemsetAsync(l->d, 0, sizeof(unsigned) * M, l->s));
    memset(l->expect, 0, sizeof l->expect);
    for (int k = 0; k < SLOTS; k++) {
        struct slot *sl = &l->slot[k];
        if (k % 2)
            CHECK(cudaMallocHost(&sl->host, sizeof(unsigned) * M));
        else
            CHECK(cudaHostAlloc(&sl->host, sizeof(unsigned) * M, cudaHostAllocPortable));
        sl->want = (unsigned *)malloc(sizeof(unsigned) * M);
        CHECK(cudaEventCreateWithFlags(&sl->done, k % 2 ? cudaEventDisableTiming : cudaEventBlockingSync));
        CHECK(cudaEventRecord(sl->done, l->s));
    }
    CHECK(cudaEventCreateWithFlags(&l->fence, cudaEventDisableTiming));
    CHECK(cudaEventCreate(&l->t0));
    CHECK(cudaEventCreate(&l->t1));
}

/* The end: every buffer must hold what was issued; half the streams are
 * destroyed with their last copy still pending (cudaStreamDestroy returns
 * at once and the work completes). */
static void lane_finish(struct worker *w, int li)
{
    struct lane *l = &w->lanes[li];
    for (int k = 0; k < SLOTS; k++)
        verify_slot(w, li, &l->slot[k]);
    struct slot *sl = &l->slot[0];
    memcpy(sl->want, l->expect, sizeof l->expect);
    CHECK(cudaMemcpyAsync(sl->host, l->d, sizeof(unsigned) * M, cudaMemcpyDeviceToHost, l->s));
    issue_hostfn(l, sl, 0);
    if (li != 0 && li % 2 == 0) {
        CHECK(cudaStreamDestroy(l->s));
        l->s = NULL;
    } else {
        CHECK(cudaStreamSynchronize(l->s));
    }
}

static void lane_free(struct worker *w, int li)
{
    struct lane *l = &w->lanes[li];
    if (l->hf_done != l->hf_issued)
        fail("host functions lost", w->id, li, (long long)(l->hf_issued - l->hf_done));
    for (int k = 0; k < SLOTS; k++) {
        CHECK(cudaFreeHost(l->slot[k].host));
        free(l->slot[k].want);
        CHECK(cudaEventDestroy(l->slot[k].done));
    }
    CHECK(cudaEventDestroy(l->fence));
    CHECK(cudaEventDestroy(l->t0));
    CHECK(cudaEventDestroy(l->t1));
    if (l->s && li != 0)
        CHECK(cudaStreamDestroy(l->s));
    CHECK(cudaFree(l->d));
}

static void *worker_main(void *p)
{
    struct worker *w = (struct worker *)p;
    for (int li = 0; li < w->nstreams; li++)
        lane_init(w, li);
    for (int i = 0; i < nops; i++) {
        int li = (int)(rnd(w) % (unsigned)w->nstreams);
        enum op op = i % 997 == 500 ? OP_MALLOC : pick(w);
        one_op(w, li, op);
    }
    for (int li = 0; li < w->nstreams; li++)
        lane_finish(w, li);
    return NULL;
}

static void *watchdog(void *p)
{
    (void)p;
    unsigned long long last = progress.load();
    int idle = 0;
    for (;;) {
        sleep(1);
        unsigned long long now = progress.load();
        idle = now == last ? idle + 1 : 0;
        last = now;
        if (idle >= WATCHDOG) {
            fprintf(stderr, "FAIL watchdog: no progress for %d s after %llu operations (deadlock?)\n",
                    WATCHDOG, now);
            abort();
        }
    }
    return NULL;
}

static int env_int(const char *name, int def)
{
    const char *v = getenv(name);
    return v && atoi(v) > 0 ? atoi(v) : def;
}

int main(void)
{
    nthreads = env_int("SOAK_THREADS", 8);
    nstreams = env_int("SOAK_STREAMS", 16);
    nops = env_int("SOAK_OPS", 4000);
    unsigned seed = (unsigned)env_int("SOAK_SEED", 12345);
    printf("soak: %d host threads x %d streams, %d operations per thread, seed %u\n",
           nthreads, nstreams, nops, seed);

    pthread_t dog;
    pthread_create(&dog, NULL, watchdog, NULL);
    pthread_detach(dog);

    workers = (struct worker *)calloc((size_t)nthreads, sizeof *workers);
    flags = (unsigned **)calloc((size_t)nthreads, sizeof *flags);
    flag_events = (cudaEvent_t *)calloc((size_t)nthreads, sizeof *flag_events);
    for (int t = 0; t < nthreads; t++) {
        CHECK(cudaMalloc(&flags[t], sizeof(unsigned)));
        CHECK(cudaMemset(flags[t], 0, sizeof(unsigned)));
        CHECK(cudaEventCreateWithFlags(&flag_events[t], cudaEventDisableTiming));
        CHECK(cudaEventRecord(flag_events[t], 0));
        struct worker *w = &workers[t];
        w->id = t;
        w->nstreams = nstreams;
        w->lanes = (struct lane *)calloc((size_t)nstreams, sizeof *w->lanes);
        w->rng = 0x9e3779b97f4a7c15ull ^ ((unsigned long long)seed << 16) ^ (unsigned long long)(t + 1);
        CHECK(cudaMalloc(&w->peek, 2 * sizeof(unsigned)));
    }

    double t0 = now_s();
    pthread_t *th = (pthread_t *)calloc((size_t)nthreads, sizeof *th);
    for (int t = 0; t < nthreads; t++)
        pthread_create(&th[t], NULL, worker_main, &workers[t]);
    for (int t = 0; t < nthreads; t++)
        pthread_join(th[t], NULL);
    free(th);
    double t1 = now_s();
    CHECK(cudaDeviceSynchronize());
    double t2 = now_s();

    /* Check the last copies (also of the destroyed streams). */
    for (int t = 0; t < nthreads; t++)
        for (int li = 0; li < nstreams; li++) {
            struct lane *l = &workers[t].lanes[li];
            if (memcmp(l->slot[0].host, l->slot[0].want, sizeof(unsigned) * M) != 0)
                fail("final contents differ", t, li, 0);
            lane_free(&workers[t], li);
        }
    for (int t = 0; t < nthreads; t++) {
        CHECK(cudaFree(flags[t]));
        CHECK(cudaFree(workers[t].peek));
        CHECK(cudaEventDestroy(flag_events[t]));
    }
    for (int t = 0; t < nthreads; t++)
        free(workers[t].lanes);
    free(flags);
    free(flag_events);

    unsigned long long total[NOPS] = { 0 }, all = 0;
    for (int t = 0; t < nthreads; t++)
        for (int k = 0; k < NOPS; k++) {
            total[k] += workers[t].count[k];
            all += workers[t].count[k];
        }
    free(workers);
    for (int k = 0; k < NOPS; k++)
        printf("  %-18s %8llu\n", op_names[k], total[k]);
    printf("soak: %llu operations in %.2f s (%.0f per second), final synchronize %.3f s\n", all, t1 - t0,
           all / (t1 - t0), t2 - t1);
    if (failures.load()) {
        printf("FAIL %d failures\n", failures.load());
        return 1;
    }
    printf("PASS\n");
    return 0;
}
