/*
 * Streams and events.
 *
 * Work reaches a stream through one door, cucc__stream_enqueue: kernel
 * launches (launch.c), asynchronous copies and memsets (memory.c), host
 * functions, event records.  Today the door runs the work at once, in the
 * calling thread, holding the stream's lock, which trivially keeps every
 * ordering CUDA promises (in-order streams, the legacy default stream's
 * implicit synchronisation, events): issue order is completion order.  The
 * interface is the asynchronous one, so that a queue per stream can take
 * its place without touching the callers.
 *
 * Handles.  0 is the legacy default stream (or the per-thread one, after
 * cucc__set_per_thread_default_stream), cudaStreamLegacy and
 * cudaStreamPerThread name them explicitly; other handles must be live
 * streams, checked against a list so that a destroyed or bogus handle gives
 * cudaErrorInvalidResourceHandle rather than a crash.  Events likewise.
 *
 * Locking: live_lock protects the lists of live streams and events and is
 * never held while work runs.  A stream's run_lock is held while work of
 * that stream runs, so work issued to one stream by several host threads
 * runs one item at a time.  No thread holds two run_locks.
 */
#include "sched.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PRIORITY_LEAST 0
#define PRIORITY_GREATEST (-5)

struct CUstream_st {
    struct CUstream_st *next;   /* live list */
    unsigned flags;
    int priority;
    unsigned long long id;
    pthread_mutex_t run_lock;
};

struct CUevent_st {
    struct CUevent_st *next;    /* live list */
    unsigned flags;
    int recorded;
    double ms;                  /* CLOCK_MONOTONIC when the record ran */
};

static pthread_mutex_t live_lock = PTHREAD_MUTEX_INITIALIZER;
static struct CUstream_st *live_streams;
static struct CUevent_st *live_events;
static unsigned long long next_stream_id = 3;

static struct CUstream_st legacy_stream = {
    .run_lock = PTHREAD_MUTEX_INITIALIZER,
    .id = 1,
};
static __thread struct CUstream_st *ptds_stream;
static pthread_key_t ptds_key;
static pthread_once_t ptds_once = PTHREAD_ONCE_INIT;
static int ptds_default;        /* stream 0 means the per-thread stream */

/* Handles ----------------------------------------------------------------- */

static void ptds_free(void *p)
{
    struct CUstream_st *s = p;
    pthread_mutex_destroy(&s->run_lock);
    free(s);
}

static void ptds_key_init(void)
{
    (void)pthread_key_create(&ptds_key, ptds_free);
}

static struct CUstream_st *per_thread_stream(void)
{
    if (ptds_stream)
        return ptds_stream;
    pthread_once(&ptds_once, ptds_key_init);
    struct CUstream_st *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    pthread_mutex_init(&s->run_lock, NULL);
    s->id = 2;
    ptds_stream = s;
    (void)pthread_setspecific(ptds_key, s);
    return s;
}

void cucc__set_per_thread_default_stream(int on)
{
    ptds_default = on;
}

cudaError_t cucc__stream_resolve(cudaStream_t h, struct CUstream_st **out)
{
    if (h == cudaStreamPerThread || (h == NULL && ptds_default)) {
        *out = per_thread_stream();
        return *out ? cudaSuccess : cudaErrorMemoryAllocation;
    }
    if (h == NULL || h == cudaStreamLegacy) {
        *out = &legacy_stream;
        return cudaSuccess;
    }
    pthread_mutex_lock(&live_lock);
    struct CUstream_st *s;
    for (s = live_streams; s && s != h; s = s->next)
        ;
    pthread_mutex_unlock(&live_lock);
    *out = s;
    return s ? cudaSuccess : cudaErrorInvalidResourceHandle;
}

static int event_live(cudaEvent_t e)
{
    if (!e)
        return 0;
    pthread_mutex_lock(&live_lock);
    struct CUevent_st *p;
    for (p = live_events; p && p != e; p = p->next)
        ;
    pthread_mutex_unlock(&live_lock);
    return p != NULL;
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* The door ---------------------------------------------------------------- */

cudaError_t cucc__stream_enqueue(cudaStream_t h, cucc__op_fn fn, const void *arg, size_t size)
{
    (void)size;
    struct CUstream_st *s;
    cudaError_t e = cucc__stream_resolve(h, &s);
    if (e != cudaSuccess)
        return e;
    pthread_mutex_lock(&s->run_lock);
    fn((void *)arg);
    pthread_mutex_unlock(&s->run_lock);
    return cudaSuccess;
}

cudaError_t cucc__stream_run(cudaStream_t h, cucc__op_fn fn, void *arg)
{
    return cucc__stream_enqueue(h, fn, arg, 0);
}

cudaError_t cucc__stream_sync(cudaStream_t h)
{
    struct CUstream_st *s;
    cudaError_t e = cucc__stream_resolve(h, &s);
    if (e != cudaSuccess)
        return e;
    return cucc__sticky();
}

cudaError_t cucc__device_sync(void)
{
    return cucc__sticky();
}

cudaError_t cudaDeviceSynchronize(void)
{
    return cucc__ret(cucc__device_sync());
}

/* cudaDeviceReset, once the device is idle (device.c): streams and events
 * of the old context are gone, their handles invalid; kernels lose their
 * attributes. */
void cucc__reset_hook(void)
{
    pthread_mutex_lock(&live_lock);
    struct CUstream_st *s = live_streams;
    struct CUevent_st *ev = live_events;
    live_streams = NULL;
    live_events = NULL;
    pthread_mutex_unlock(&live_lock);
    while (s) {
        struct CUstream_st *next = s->next;
        pthread_mutex_lock(&s->run_lock);
        pthread_mutex_unlock(&s->run_lock);
        pthread_mutex_destroy(&s->run_lock);
        free(s);
        s = next;
    }
    while (ev) {
        struct CUevent_st *next = ev->next;
        free(ev);
        ev = next;
    }
    cucc__kernels_reset();
}

/* Streams ------------------------------------------------------------------ */

cudaError_t cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority)
{
    if (!pStream || (flags & ~(unsigned)cudaStreamNonBlocking))
        return cucc__ret(cudaErrorInvalidValue);
    struct CUstream_st *s = calloc(1, sizeof *s);
    if (!s)
        return cucc__ret(cudaErrorMemoryAllocation);
    if (priority > PRIORITY_LEAST)
        priority = PRIORITY_LEAST;
    if (priority < PRIORITY_GREATEST)
        priority = PRIORITY_GREATEST;
    s->flags = flags;
    s->priority = priority;
    pthread_mutex_init(&s->run_lock, NULL);
    pthread_mutex_lock(&live_lock);
    s->id = next_stream_id++;
    s->next = live_streams;
    live_streams = s;
    pthread_mutex_unlock(&live_lock);
    *pStream = s;
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags)
{
    return cudaStreamCreateWithPriority(pStream, flags, 0);
}

cudaError_t cudaStreamCreate(cudaStream_t *pStream)
{
    return cudaStreamCreateWithPriority(pStream, cudaStreamDefault, 0);
}

/* Work still pending in the stream completes (CUDA: "in case the device is
 * still doing work in the stream when cudaStreamDestroy() is called, the
 * function will return immediately and the resources ... released
 * automatically once the device has completed all work"). */
cudaError_t cudaStreamDestroy(cudaStream_t stream)
{
    if (stream == NULL || stream == cudaStreamLegacy || stream == cudaStreamPerThread)
        return cucc__ret(cudaErrorInvalidResourceHandle);
    pthread_mutex_lock(&live_lock);
    struct CUstream_st **pp;
    for (pp = &live_streams; *pp && *pp != stream; pp = &(*pp)->next)
        ;
    struct CUstream_st *s = *pp;
    if (s)
        *pp = s->next;
    pthread_mutex_unlock(&live_lock);
    if (!s)
        return cucc__ret(cudaErrorInvalidResourceHandle);
    /* Anyone still running work of s holds run_lock. */
    pthread_mutex_lock(&s->run_lock);
    pthread_mutex_unlock(&s->run_lock);
    pthread_mutex_destroy(&s->run_lock);
    free(s);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaStreamSynchronize(cudaStream_t stream)
{
    return cucc__ret(cucc__stream_sync(stream));
}

cudaError_t cudaStreamQuery(cudaStream_t stream)
{
    struct CUstream_st *s;
    cudaError_t e = cucc__stream_resolve(stream, &s);
    if (e == cudaSuccess)
        e = cucc__sticky();
    return cucc__ret(e);
}

cudaError_t cudaStreamGetFlags(cudaStream_t hStream, unsigned int *flags)
{
    if (!flags)
        return cucc__ret(cudaErrorInvalidValue);
    struct CUstream_st *s;
    cudaError_t e = cucc__stream_resolve(hStream, &s);
    if (e == cudaSuccess)
        *flags = s->flags;
    return cucc__ret(e);
}

cudaError_t cudaStreamGetPriority(cudaStream_t hStream, int *priority)
{
    if (!priority)
        return cucc__ret(cudaErrorInvalidValue);
    struct CUstream_st *s;
    cudaError_t e = cucc__stream_resolve(hStream, &s);
    if (e == cudaSuccess)
        *priority = s->priority;
    return cucc__ret(e);
}

cudaError_t cudaStreamGetId(cudaStream_t hStream, unsigned long long *streamId)
{
    if (!streamId)
        return cucc__ret(cudaErrorInvalidValue);
    struct CUstream_st *s;
    cudaError_t e = cucc__stream_resolve(hStream, &s);
    if (e == cudaSuccess)
        *streamId = s->id;
    return cucc__ret(e);
}

cudaError_t cudaStreamGetDevice(cudaStream_t hStream, int *device)
{
    if (!device)
        return cucc__ret(cudaErrorInvalidValue);
    struct CUstream_st *s;
    cudaError_t e = cucc__stream_resolve(hStream, &s);
    if (e == cudaSuccess)
        *device = 0;
    return cucc__ret(e);
}

/* Host functions ----------------------------------------------------------- */

struct host_fn {
    cudaHostFn_t fn;
    void *data;
};

static void host_fn_op(void *arg)
{
    struct host_fn *h = arg;
    h->fn(h->data);
}

cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    if (!fn)
        return cucc__ret(cudaErrorInvalidValue);
    cudaError_t e = cucc__sticky();
    if (e != cudaSuccess)
        return cucc__ret(e);
    struct host_fn h = { fn, userData };
    return cucc__ret(cucc__stream_enqueue(stream, host_fn_op, &h, sizeof h));
}

struct callback {
    cudaStreamCallback_t fn;
    cudaStream_t stream;        /* the handle as the caller named it */
    void *data;
};

/* A callback learns the stream's status: the sticky error, if any. */
static void callback_op(void *arg)
{
    struct callback *c = arg;
    c->fn(c->stream, cucc__sticky(), c->data);
}

cudaError_t cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback,
                                  void *userData, unsigned int flags)
{
    if (!callback || flags != 0)
        return cucc__ret(cudaErrorInvalidValue);
    struct callback c = { callback, stream, userData };
    return cucc__ret(cucc__stream_enqueue(stream, callback_op, &c, sizeof c));
}

cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags)
{
    (void)devPtr;
    (void)length;
    if (flags != cudaMemAttachGlobal && flags != cudaMemAttachHost && flags != cudaMemAttachSingle)
        return cucc__ret(cudaErrorInvalidValue);
    struct CUstream_st *s;
    return cucc__ret(cucc__stream_resolve(stream, &s));
}

cudaError_t cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus)
{
    if (!pCaptureStatus)
        return cucc__ret(cudaErrorInvalidValue);
    struct CUstream_st *s;
    cudaError_t e = cucc__stream_resolve(stream, &s);
    if (e == cudaSuccess)
        *pCaptureStatus = cudaStreamCaptureStatusNone;
    return cucc__ret(e);
}

/* Events ------------------------------------------------------------------- */

cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags)
{
    const unsigned known = cudaEventBlockingSync | cudaEventDisableTiming | cudaEventInterprocess;
    if (!event || (flags & ~known))
        return cucc__ret(cudaErrorInvalidValue);
    /* CUDA requires DisableTiming with Interprocess. */
    if ((flags & cudaEventInterprocess) && !(flags & cudaEventDisableTiming))
        return cucc__ret(cudaErrorInvalidValue);
    struct CUevent_st *ev = calloc(1, sizeof *ev);
    if (!ev)
        return cucc__ret(cudaErrorMemoryAllocation);
    ev->flags = flags;
    pthread_mutex_lock(&live_lock);
    ev->next = live_events;
    live_events = ev;
    pthread_mutex_unlock(&live_lock);
    *event = ev;
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaEventCreate(cudaEvent_t *event)
{
    return cudaEventCreateWithFlags(event, cudaEventDefault);
}

cudaError_t cudaEventDestroy(cudaEvent_t event)
{
    pthread_mutex_lock(&live_lock);
    struct CUevent_st **pp;
    for (pp = &live_events; *pp && *pp != event; pp = &(*pp)->next)
        ;
    struct CUevent_st *ev = *pp;
    if (ev)
        *pp = ev->next;
    pthread_mutex_unlock(&live_lock);
    if (!ev)
        return cucc__ret(cudaErrorInvalidResourceHandle);
    free(ev);
    return cucc__ret(cudaSuccess);
}

static void record_op(void *arg)
{
    struct CUevent_st *ev = *(struct CUevent_st **)arg;
    ev->ms = now_ms();
    ev->recorded = 1;
}

cudaError_t cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
    if (flags & ~(unsigned)cudaEventRecordExternal)
        return cucc__ret(cudaErrorInvalidValue);
    if (!event_live(event))
        return cucc__ret(cudaErrorInvalidResourceHandle);
    return cucc__ret(cucc__stream_enqueue(stream, record_op, &event, sizeof event));
}

cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)
{
    return cudaEventRecordWithFlags(event, stream, cudaEventRecordDefault);
}

/* An event never recorded counts as complete (events_basic.expected). */
cudaError_t cudaEventQuery(cudaEvent_t event)
{
    if (!event_live(event))
        return cucc__ret(cudaErrorInvalidResourceHandle);
    return cucc__ret(cucc__sticky());
}

cudaError_t cudaEventSynchronize(cudaEvent_t event)
{
    if (!event_live(event))
        return cucc__ret(cudaErrorInvalidResourceHandle);
    return cucc__ret(cucc__sticky());
}

/* Either event created with cudaEventDisableTiming, or never recorded:
 * cudaErrorInvalidResourceHandle (event_disable_timing.expected). */
cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)
{
    if (!ms)
        return cucc__ret(cudaErrorInvalidValue);
    if (!event_live(start) || !event_live(end))
        return cucc__ret(cudaErrorInvalidResourceHandle);
    if ((start->flags | end->flags) & cudaEventDisableTiming)
        return cucc__ret(cudaErrorInvalidResourceHandle);
    if (!start->recorded || !end->recorded)
        return cucc__ret(cudaErrorInvalidResourceHandle);
    *ms = (float)(end->ms - start->ms);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
    if (flags & ~(unsigned)cudaEventWaitExternal)
        return cucc__ret(cudaErrorInvalidValue);
    if (!event_live(event))
        return cucc__ret(cudaErrorInvalidResourceHandle);
    struct CUstream_st *s;
    return cucc__ret(cucc__stream_resolve(stream, &s));
}
