/* Streams, events, host functions and the per-thread default stream, also
 * from many host threads at once. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cuda_runtime_api.h"
#include "harness.h"

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* A gate: a host function that holds its stream until the gate opens. */
static atomic_int gate_open;
static atomic_int gate_reached;

static void CUDART_CB gate(void *arg)
{
    (void)arg;
    atomic_store(&gate_reached, 1);
    while (!atomic_load(&gate_open))
        usleep(100);
}

static void *open_gate_after(void *ms)
{
    usleep((useconds_t)(long)ms * 1000);
    atomic_store(&gate_open, 1);
    return NULL;
}

static void CUDART_CB set_flag(void *arg)
{
    atomic_store((atomic_int *)arg, 1);
}

TEST(priority_range)
{
    int least = 1, greatest = 1, p = 7;
    ASSERT_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
    ASSERT_EQ(least, 0);
    ASSERT_EQ(greatest, -5);
    cudaStream_t s;
    ASSERT_OK(cudaStreamCreateWithPriority(&s, cudaStreamDefault, -3));
    ASSERT_OK(cudaStreamGetPriority(s, &p));
    ASSERT_EQ(p, -3);
    ASSERT_OK(cudaStreamDestroy(s));
    /* Outside the range: clamped to its ends. */
    ASSERT_OK(cudaStreamCreateWithPriority(&s, cudaStreamNonBlocking, -100));
    ASSERT_OK(cudaStreamGetPriority(s, &p));
    ASSERT_EQ(p, greatest);
    unsigned f = 0;
    ASSERT_OK(cudaStreamGetFlags(s, &f));
    ASSERT_EQ(f, cudaStreamNonBlocking);
    ASSERT_OK(cudaStreamDestroy(s));
    ASSERT_OK(cudaStreamCreateWithPriority(&s, cudaStreamDefault, 9));
    ASSERT_OK(cudaStreamGetPriority(s, &p));
    ASSERT_EQ(p, least);
    ASSERT_OK(cudaStreamDestroy(s));
    ASSERT_OK(cudaStreamGetPriority(0, &p));
    ASSERT_EQ(p, 0);
    ASSERT_OK(cudaStreamGetPriority(cudaStreamPerThread, &p));
    ASSERT_EQ(p, 0);
    ASSERT_ERR(cudaStreamCreateWithPriority(&s, 0x10, 0), cudaErrorInvalidValue);
}

/* A destroyed handle is refused, not followed. */
TEST(stale_handles)
{
    cudaStream_t s;
    cudaEvent_t e;
    ASSERT_OK(cudaStreamCreate(&s));
    ASSERT_OK(cudaEventCreate(&e));
    ASSERT_OK(cudaStreamDestroy(s));
    ASSERT_OK(cudaEventDestroy(e));
    ASSERT_ERR(cudaStreamSynchronize(s), cudaErrorInvalidResourceHandle);
    ASSERT_ERR(cudaStreamDestroy(s), cudaErrorInvalidResourceHandle);
    ASSERT_ERR(cudaEventRecord(e, 0), cudaErrorInvalidResourceHandle);
    ASSERT_ERR(cudaEventDestroy(e), cudaErrorInvalidResourceHandle);
    ASSERT_ERR(cudaGetLastError(), cudaErrorInvalidResourceHandle);
}

TEST(event_flags)
{
    cudaEvent_t e;
    ASSERT_ERR(cudaEventCreateWithFlags(&e, 0x100), cudaErrorInvalidValue);
    ASSERT_ERR(cudaEventCreateWithFlags(&e, cudaEventInterprocess), cudaErrorInvalidValue);
    ASSERT_OK(cudaEventCreateWithFlags(&e, cudaEventInterprocess | cudaEventDisableTiming));
    ASSERT_OK(cudaEventDestroy(e));
    (void)cudaGetLastError();

    /* A blocking-sync event waits for the work before it. */
    cudaStream_t s;
    ASSERT_OK(cudaStreamCreate(&s));
    ASSERT_OK(cudaEventCreateWithFlags(&e, cudaEventBlockingSync));
    ASSERT_OK(cudaLaunchHostFunc(s, gate, NULL));
    ASSERT_OK(cudaEventRecord(e, s));
    ASSERT_ERR(cudaEventQuery(e), cudaErrorNotReady);
    pthread_t t;
    double t0 = now_ms();
    pthread_create(&t, NULL, open_gate_after, (void *)50L);
    ASSERT_OK(cudaEventSynchronize(e));
    ASSERT(now_ms() - t0 >= 40);
    ASSERT_OK(cudaEventQuery(e));
    pthread_join(t, NULL);
    ASSERT_OK(cudaEventDestroy(e));
    ASSERT_OK(cudaStreamDestroy(s));
}

/* events_basic / event_disable_timing: timing needs two timed events, both
 * recorded and complete; "not ready" is an answer, not an error. */
TEST(elapsed_time)
{
    cudaEvent_t a, b, nt;
    float ms = -1;
    ASSERT_OK(cudaEventCreate(&a));
    ASSERT_OK(cudaEventCreate(&b));
    ASSERT_OK(cudaEventCreateWithFlags(&nt, cudaEventDisableTiming));
    ASSERT_ERR(cudaEventElapsedTime(&ms, a, b), cudaErrorInvalidResourceHandle);    /* never recorded */
    (void)cudaGetLastError();
    cudaStream_t s;
    ASSERT_OK(cudaStreamCreate(&s));
    ASSERT_OK(cudaEventRecord(a, s));
    ASSERT_OK(cudaEventRecord(nt, s));
    ASSERT_OK(cudaLaunchHostFunc(s, gate, NULL));
    ASSERT_OK(cudaEventRecord(b, s));
    ASSERT_ERR(cudaEventElapsedTime(&ms, a, b), cudaErrorNotReady);
    ASSERT_ERR(cudaEventQuery(b), cudaErrorNotReady);
    ASSERT_ERR(cudaStreamQuery(s), cudaErrorNotReady);
    ASSERT_OK(cudaGetLastError());
    atomic_store(&gate_open, 1);
    ASSERT_OK(cudaEventSynchronize(b));
    ASSERT_OK(cudaEventElapsedTime(&ms, a, b));
    ASSERT(ms >= 0);
    ASSERT_ERR(cudaEventElapsedTime(&ms, a, nt), cudaErrorInvalidResourceHandle);
    ASSERT_ERR(cudaEventElapsedTime(&ms, nt, b), cudaErrorInvalidResourceHandle);
    ASSERT_ERR(cudaEventElapsedTime(NULL, a, b), cudaErrorInvalidValue);
    ASSERT_OK(cudaStreamDestroy(s));
}

/* "The function will return immediately and the resources associated with
 * stream will be released automatically once the device has completed all
 * work in stream." */
TEST(destroy_with_pending_work)
{
    cudaStream_t s;
    atomic_int done = 0;
    ASSERT_OK(cudaStreamCreate(&s));
    ASSERT_OK(cudaLaunchHostFunc(s, gate, NULL));
    ASSERT_OK(cudaLaunchHostFunc(s, set_flag, &done));
    double t0 = now_ms();
    ASSERT_OK(cudaStreamDestroy(s));
    ASSERT(now_ms() - t0 < 500);
    ASSERT_EQ(atomic_load(&done), 0);
    atomic_store(&gate_open, 1);
    ASSERT_OK(cudaDeviceSynchronize());
    ASSERT_EQ(atomic_load(&done), 1);
}

struct order {
    atomic_int next;
    atomic_int bad;
};
struct order_arg {
    struct order *o;
    int seq;
};

static void CUDART_CB in_order(void *p)
{
    struct order_arg *a = p;
    if (atomic_fetch_add(&a->o->next, 1) != a->seq)
        atomic_store(&a->o->bad, 1);
}

static void CUDART_CB callback(cudaStream_t s, cudaError_t status, void *p)
{
    (void)s;
    if (status != cudaSuccess)
        atomic_store(&((struct order_arg *)p)->o->bad, 1);
    in_order(p);
}

TEST(host_functions_in_order)
{
    enum { N = 400 };
    static struct order o;
    static struct order_arg args[N];
    cudaStream_t s;
    ASSERT_OK(cudaStreamCreate(&s));
    for (int i = 0; i < N; i++) {
        args[i].o = &o;
        args[i].seq = i;
        if (i % 3 == 0)
            ASSERT_OK(cudaStreamAddCallback(s, callback, &args[i], 0));
        else
            ASSERT_OK(cudaLaunchHostFunc(s, in_order, &args[i]));
    }
    ASSERT_OK(cudaStreamSynchronize(s));
    ASSERT_EQ(atomic_load(&o.next), N);
    ASSERT_EQ(atomic_load(&o.bad), 0);
    ASSERT_ERR(cudaStreamAddCallback(s, callback, NULL, 1), cudaErrorInvalidValue);
    ASSERT_ERR(cudaLaunchHostFunc(s, NULL, NULL), cudaErrorInvalidValue);
    ASSERT_OK(cudaStreamDestroy(s));
}

TEST(wait_event_across_streams)
{
    cudaStream_t a, b;
    cudaEvent_t e, never;
    atomic_int after = 0;
    ASSERT_OK(cudaStreamCreate(&a));
    ASSERT_OK(cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking));
    ASSERT_OK(cudaEventCreateWithFlags(&e, cudaEventDisableTiming));
    ASSERT_OK(cudaEventCreate(&never));
    ASSERT_OK(cudaLaunchHostFunc(a, gate, NULL));
    ASSERT_OK(cudaEventRecord(e, a));
    ASSERT_OK(cudaStreamWaitEvent(b, never, 0));    /* nothing to wait for */
    ASSERT_OK(cudaStreamWaitEvent(b, e, 0));
    ASSERT_OK(cudaLaunchHostFunc(b, set_flag, &after));
    usleep(20000);
    ASSERT_EQ(atomic_load(&after), 0);
    ASSERT_ERR(cudaStreamQuery(b), cudaErrorNotReady);
    /* A later record does not change what b waits for. */
    ASSERT_OK(cudaEventRecord(e, 0));
    atomic_store(&gate_open, 1);
    ASSERT_OK(cudaStreamSynchronize(b));
    ASSERT_EQ(atomic_load(&after), 1);
    ASSERT_ERR(cudaStreamWaitEvent(b, e, 0x10), cudaErrorInvalidValue);
    ASSERT_OK(cudaStreamDestroy(a));
    ASSERT_OK(cudaStreamDestroy(b));
}

/* Work on the legacy stream never overlaps work on a blocking stream, even
 * when different host threads issue them at the same time; non-blocking
 * streams are exempt. */
static atomic_int in_legacy, in_blocking, overlaps;

static void spin_us(int us)
{
    double t = now_ms() + us / 1000.0;
    while (now_ms() < t)
        ;
}

static void CUDART_CB legacy_work(void *p)
{
    (void)p;
    atomic_fetch_add(&in_legacy, 1);
    if (atomic_load(&in_blocking))
        atomic_fetch_add(&overlaps, 1);
    spin_us(20);
    if (atomic_load(&in_blocking))
        atomic_fetch_add(&overlaps, 1);
    atomic_fetch_sub(&in_legacy, 1);
}

static void CUDART_CB blocking_work(void *p)
{
    (void)p;
    atomic_fetch_add(&in_blocking, 1);
    if (atomic_load(&in_legacy))
        atomic_fetch_add(&overlaps, 1);
    spin_us(20);
    if (atomic_load(&in_legacy))
        atomic_fetch_add(&overlaps, 1);
    atomic_fetch_sub(&in_blocking, 1);
}

static void *issue_legacy(void *p)
{
    (void)p;
    for (int i = 0; i < 300; i++)
        cudaLaunchHostFunc(i % 2 ? 0 : cudaStreamLegacy, legacy_work, NULL);
    return NULL;
}

static void *issue_blocking(void *p)
{
    cudaStream_t s = p;
    for (int i = 0; i < 300; i++)
        cudaLaunchHostFunc(s, blocking_work, NULL);
    return NULL;
}

TEST(legacy_stream_across_threads)
{
    cudaStream_t s1, s2;
    ASSERT_OK(cudaStreamCreate(&s1));
    ASSERT_OK(cudaStreamCreate(&s2));
    pthread_t t[3];
    pthread_create(&t[0], NULL, issue_legacy, NULL);
    pthread_create(&t[1], NULL, issue_blocking, s1);
    pthread_create(&t[2], NULL, issue_blocking, s2);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], NULL);
    ASSERT_OK(cudaDeviceSynchronize());
    ASSERT_EQ(atomic_load(&overlaps), 0);
    ASSERT_OK(cudaStreamDestroy(s1));
    ASSERT_OK(cudaStreamDestroy(s2));
}

/* The per-thread default stream entry points (what a translation unit
 * compiled with --default-stream per-thread calls): stream 0 is the
 * calling thread's own stream; synchronous copies order themselves on it. */
static void *other_thread_copies(void *p)
{
    int *d = p, h = 0;
    double t0 = now_ms();
    cudaMemcpy_ptds(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaStreamSynchronize_ptsz(0);
    return (void *)(long)(now_ms() - t0 < 500);
}

TEST(per_thread_entry_points)
{
    int *d, h = 0;
    ASSERT_OK(cudaMalloc((void **)&d, sizeof(int)));
    ASSERT_OK(cudaMemset_ptds(d, 0, sizeof(int)));
    ASSERT_OK(cudaLaunchHostFunc_ptsz(0, gate, NULL));
    ASSERT_ERR(cudaStreamQuery_ptsz(0), cudaErrorNotReady);
    ASSERT_ERR(cudaStreamQuery(cudaStreamPerThread), cudaErrorNotReady);
    ASSERT_OK(cudaStreamQuery(cudaStreamLegacy));
    /* Another thread's stream 0 is its own. */
    pthread_t t;
    void *quick;
    pthread_create(&t, NULL, other_thread_copies, d);
    pthread_join(t, &quick);
    ASSERT(quick);
    ASSERT(!atomic_load(&gate_open));
    /* This thread's synchronous copy waits for the gate. */
    double t0 = now_ms();
    pthread_create(&t, NULL, open_gate_after, (void *)50L);
    ASSERT_OK(cudaMemcpy_ptds(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    ASSERT(now_ms() - t0 >= 40);
    pthread_join(t, NULL);
    ASSERT_OK(cudaStreamQuery_ptsz(0));
    cudaEvent_t e;
    ASSERT_OK(cudaEventCreate(&e));
    ASSERT_OK(cudaEventRecord_ptsz(e, 0));
    ASSERT_OK(cudaStreamWaitEvent_ptsz(0, e, 0));
    ASSERT_OK(cudaEventSynchronize(e));
    ASSERT_OK(cudaEventDestroy(e));
    ASSERT_OK(cudaFree(d));
}

/* Many host threads creating, using and destroying streams and events. */
static void *churn(void *p)
{
    atomic_int *errors = p;
    for (int i = 0; i < 200; i++) {
        cudaStream_t s;
        cudaEvent_t e;
        atomic_int flag = 0;
        int ok = cudaStreamCreateWithFlags(&s, i % 2 ? cudaStreamNonBlocking : cudaStreamDefault) == cudaSuccess &&
                 cudaEventCreateWithFlags(&e, i % 3 ? cudaEventDisableTiming : cudaEventDefault) == cudaSuccess &&
                 cudaLaunchHostFunc(s, set_flag, &flag) == cudaSuccess && cudaEventRecord(e, s) == cudaSuccess &&
                 cudaStreamWaitEvent(cudaStreamPerThread, e, 0) == cudaSuccess &&
                 cudaStreamSynchronize(cudaStreamPerThread) == cudaSuccess && atomic_load(&flag) == 1 &&
                 cudaEventDestroy(e) == cudaSuccess && cudaStreamDestroy(s) == cudaSuccess;
        if (!ok)
            atomic_fetch_add(errors, 1);
    }
    return NULL;
}

TEST(many_threads)
{
    atomic_int errors = 0;
    pthread_t t[8];
    for (int i = 0; i < 8; i++)
        pthread_create(&t[i], NULL, churn, &errors);
    for (int i = 0; i < 8; i++)
        pthread_join(t[i], NULL);
    ASSERT_EQ(atomic_load(&errors), 0);
    ASSERT_OK(cudaDeviceSynchronize());
}

/* cudaDeviceReset waits for pending work first; the old handles are gone. */
TEST(reset_with_pending_work)
{
    cudaStream_t s;
    cudaEvent_t e;
    atomic_int done = 0;
    ASSERT_OK(cudaStreamCreate(&s));
    ASSERT_OK(cudaEventCreate(&e));
    ASSERT_OK(cudaLaunchHostFunc(s, gate, NULL));
    ASSERT_OK(cudaLaunchHostFunc(s, set_flag, &done));
    pthread_t t;
    pthread_create(&t, NULL, open_gate_after, (void *)30L);
    ASSERT_OK(cudaDeviceReset());
    ASSERT_EQ(atomic_load(&done), 1);
    pthread_join(t, NULL);
    ASSERT_ERR(cudaStreamQuery(s), cudaErrorInvalidResourceHandle);
    ASSERT_ERR(cudaEventQuery(e), cudaErrorInvalidResourceHandle);
    ASSERT_OK(cudaStreamCreate(&s));
    ASSERT_OK(cudaStreamSynchronize(s));
    ASSERT_OK(cudaStreamDestroy(s));
}

/* Stream-ordered allocation: cudaFreeAsync frees when the stream gets
 * there, and does not wait for it. */
TEST(free_async_is_stream_ordered)
{
    cudaStream_t s;
    void *p;
    struct cudaPointerAttributes a;
    ASSERT_OK(cudaStreamCreate(&s));
    ASSERT_OK(cudaMallocAsync(&p, 4096, s));
    ASSERT_OK(cudaMemsetAsync(p, 1, 4096, s));
    ASSERT_OK(cudaLaunchHostFunc(s, gate, NULL));
    double t0 = now_ms();
    ASSERT_OK(cudaFreeAsync(p, s));
    ASSERT(now_ms() - t0 < 500);
    ASSERT_OK(cudaPointerGetAttributes(&a, p));
    ASSERT_EQ(a.type, cudaMemoryTypeDevice);
    atomic_store(&gate_open, 1);
    ASSERT_OK(cudaStreamSynchronize(s));
    ASSERT_OK(cudaPointerGetAttributes(&a, p));
    ASSERT_EQ(a.type, cudaMemoryTypeUnregistered);
    int h;
    ASSERT_ERR(cudaFreeAsync(&h, s), cudaErrorInvalidValue);
    ASSERT_OK(cudaStreamDestroy(s));
    ASSERT_ERR(cudaMallocAsync(&p, 16, s), cudaErrorInvalidResourceHandle);
}

/* Work issued to an idle stream that nobody waits for still runs: the
 * executor leaves it a moment to a host thread that synchronises
 * (src/rt/stream.c, IDLE_GRACE_NS), then runs it.  The host only polls
 * memory here, with no CUDA call, on the legacy stream and on a stream of
 * its own. */
TEST(idle_work_runs_unwaited)
{
    cudaStream_t s;
    ASSERT_OK(cudaStreamCreate(&s));
    int *src, *dst;
    ASSERT_OK(cudaMallocHost((void **)&src, 2 * sizeof(int)));
    ASSERT_OK(cudaMallocHost((void **)&dst, 2 * sizeof(int)));
    src[0] = 11;
    src[1] = 22;
    dst[0] = dst[1] = 0;
    cudaStream_t streams[2] = { 0, s };
    for (int k = 0; k < 2; k++) {
        ASSERT_OK(cudaMemcpyAsync(&dst[k], &src[k], sizeof(int), cudaMemcpyHostToHost, streams[k]));
        double t0 = now_ms();
        while (*(volatile int *)&dst[k] == 0 && now_ms() - t0 < 5000)
            usleep(50);
        ASSERT_EQ(*(volatile int *)&dst[k], src[k]);
    }
    ASSERT_OK(cudaStreamSynchronize(s));
    ASSERT_OK(cudaStreamDestroy(s));
    ASSERT_OK(cudaFreeHost(src));
    ASSERT_OK(cudaFreeHost(dst));
}

/* cudaStreamSetAttribute / GetAttribute: the attributes CUDA takes for a
 * stream are kept and returned; a window larger than the device allows, a
 * hit ratio outside [0, 1] or another attribute is cudaErrorInvalidValue. */
TEST(stream_attributes)
{
    cudaStream_t s;
    ASSERT_OK(cudaStreamCreate(&s));
    int max_window = 0;
    ASSERT_OK(cudaDeviceGetAttribute(&max_window, cudaDevAttrMaxAccessPolicyWindowSize, 0));
    static char buf[4096];
    cudaStreamAttrValue v, got;
    memset(&v, 0, sizeof v);
    v.accessPolicyWindow.base_ptr = buf;
    /* cucc's device has no persisting L2: its largest window is 0 bytes */
    v.accessPolicyWindow.num_bytes = (size_t)max_window < sizeof buf ? (size_t)max_window : sizeof buf;
    v.accessPolicyWindow.hitRatio = 0.6f;
    v.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
    v.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
    ASSERT_OK(cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v));
    memset(&got, 0x5a, sizeof got);
    ASSERT_OK(cudaStreamGetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &got));
    ASSERT(got.accessPolicyWindow.base_ptr == buf &&
           got.accessPolicyWindow.num_bytes == v.accessPolicyWindow.num_bytes);
    ASSERT(got.accessPolicyWindow.hitRatio == 0.6f &&
           got.accessPolicyWindow.hitProp == cudaAccessPropertyPersisting &&
           got.accessPolicyWindow.missProp == cudaAccessPropertyStreaming);
    v.accessPolicyWindow.hitRatio = 1.5f;
    ASSERT_ERR(cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v), cudaErrorInvalidValue);
    v.accessPolicyWindow.hitRatio = 0.5f;
    v.accessPolicyWindow.num_bytes = (size_t)max_window + 1;
    ASSERT_ERR(cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v), cudaErrorInvalidValue);
    ASSERT_OK(cudaStreamGetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &got));
    ASSERT_EQ(got.syncPolicy, cudaSyncPolicyAuto);
    v.syncPolicy = cudaSyncPolicyBlockingSync;
    ASSERT_OK(cudaStreamSetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &v));
    ASSERT_OK(cudaStreamGetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &got));
    ASSERT_EQ(got.syncPolicy, cudaSyncPolicyBlockingSync);
    ASSERT_ERR(cudaStreamSetAttribute(s, cudaLaunchAttributeCooperative, &v), cudaErrorInvalidValue);
    ASSERT_ERR(cudaStreamGetAttribute(s, cudaStreamAttributePriority, NULL), cudaErrorInvalidValue);
    ASSERT_OK(cudaCtxResetPersistingL2Cache());
    ASSERT_OK(cudaStreamDestroy(s));
    ASSERT_ERR(cudaStreamGetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &got),
               cudaErrorInvalidResourceHandle);
}
