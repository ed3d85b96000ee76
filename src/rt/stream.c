/*
 * Streams and events (Programming Guide 6.2.8.5, "Streams"; runtime API
 * "Stream synchronization behavior").
 *
 * A stream is a FIFO of operations.  Everything issued to a stream goes
 * through one door, cucc__stream_enqueue: kernel launches (launch.c),
 * asynchronous copies and memsets (memory.c), host functions, event
 * records, event waits.  Operations of one stream run one at a time in
 * issue order; different streams run concurrently.
 *
 * Who runs them.  Every stream that has received work has an executor, an
 * OS thread that drains its queue (a kernel's blocks are then shared with
 * the worker pool, sched.c).  A host thread that waits for a stream
 * (cudaStreamSynchronize, cudaDeviceSynchronize, cudaEventSynchronize, a
 * synchronous copy) does not just sleep: if the stream's next operation
 * has not started, it runs it itself ("steals" it), which saves the hand
 * over for the common launch-then-synchronize pattern.  Host functions are
 * left to the executor, as CUDA runs them on a thread of its own.  While a
 * thread waits for operation n (wait_max), the executor leaves operations
 * up to n to it and sleeps, and a grid the executor was already running
 * when the wait began, with nothing queued behind it, gets the waiting
 * thread's help (sched.c, cucc__help_grid): on two vCPUs the executor, a
 * pool worker and a spinning host had shared the cores three ways.
 *
 * Ordering between streams is expressed as dependencies: an operation
 * carries (stream, sequence number) pairs and does not start before each
 * named stream has completed that many operations.  They come from
 *  - the legacy default stream: an operation issued to it waits for all
 *    work issued before to blocking streams (cudaStreamCreate's, and the
 *    per-thread default streams), and an operation issued to a blocking
 *    stream waits for all work issued before to the legacy stream;
 *    cudaStreamNonBlocking streams are exempt;
 *  - cudaStreamWaitEvent: the event's stream and sequence number as
 *    recorded.
 * A dependency always names work issued earlier, and a stream runs its
 * work in issue order, so waiting on a dependency cannot deadlock.
 *
 * Handles.  0 is the legacy default stream, or the calling host thread's
 * per-thread stream when the call came through a _ptsz/_ptds entry point
 * (ptds.c: the translation unit was compiled with the per-thread default
 * stream); cudaStreamLegacy and
 * cudaStreamPerThread name them explicitly; any other handle must be a
 * stream created and not destroyed, checked against the list of streams,
 * so that a stale handle gives cudaErrorInvalidResourceHandle rather than a
 * crash.  Events likewise.  Streams and events are reference counted: a
 * destroyed stream lives until its work is done (cudaStreamDestroy returns
 * at once), a destroyed event until its pending records have run.
 *
 * Locking.  Every entry point may be called by any number of host threads
 * at once; these are the rules that make it so.
 *  - order_lock makes "find an operation's implicit dependencies, then
 *    queue it" one step for the legacy stream and the blocking streams.
 *    Queueing on the legacy stream takes it for writing, queueing on a
 *    blocking stream for reading (those do not order each other); so of
 *    a legacy operation and a blocking-stream operation issued at the same
 *    time by two host threads, one always waits for the other, as in CUDA,
 *    where the two never overlap.  Writers are preferred, so that a flood
 *    of blocking-stream work cannot starve the legacy stream; hence it is
 *    never taken twice by one thread (a waiting writer would deadlock the
 *    second read), and nothing that waits is done while it is held.
 *    Non-blocking streams do not take it.
 *  - streams_lock protects the list of all streams and their `visible`
 *    flags (handle validation) and the stream id counter.
 *  - events_lock protects the list of live events and every event's
 *    record state (stream, seq, gen, ms, ms_gen).
 *  - A stream's lock protects its queue (head, tail), `exec` and
 *    `sleeping`, and the claim on its head operation (`draining`).
 *    `issued`, `completed`, `draining` and `destroyed` are written under it
 *    and are atomics, so that waiters and spinners may read them without.
 *  - Order: order_lock before streams_lock and before a stream's lock;
 *    events_lock before streams_lock (dropping a stream's last reference
 *    unlinks it).  streams_lock and a stream's lock are never held
 *    together, nor two streams' locks, and no lock is held while an
 *    operation runs, while waiting for a dependency, or around a call into
 *    the worker pool (sched.c takes its own locks).
 *  - References: a stream lives while its handle is valid, an executor
 *    runs it, an operation depends on it or an event's record names it;
 *    an event while its handle is valid or a record of it is queued.  A
 *    handle passed to an API call must stay valid during the call: as in
 *    CUDA, destroying a stream or event in one thread while another uses
 *    it is the program's race.
 */
#include "sched.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PRIORITY_LEAST 0
#define PRIORITY_GREATEST (-5)
#define OP_ALIGN 64
/* The executor leaves a fresh operation alone this long, so that a host
 * thread that synchronises right after issuing it runs it itself. */
#define STEAL_GRACE_NS 3000
/* ... and sleeps this long, before it runs it, on work a host thread
 * issued to an idle stream (`graced`): a program that issues a burst of
 * launches and then synchronises runs them on its own thread and the
 * pool.  Woken for the burst's first launch, the executor had preempted
 * a pool helper still spinning after the last grid, and ran the grid
 * alone beside it on one vCPU while the host slept on the other (2-core
 * dev machine, the bench's reduce_shuffle: the first of ten launches
 * 1.3 ms instead of 0.25; docs/performance.md, thirty-fourth session).
 * Work nobody waits for starts this much later at most. */
#define IDLE_GRACE_NS 100000

enum stream_kind { STREAM_USER, STREAM_LEGACY, STREAM_PER_THREAD };
enum op_kind { OP_WORK, OP_HOST };

struct dep {
    struct CUstream_st *s;      /* holds a reference */
    unsigned long long seq;
};

struct op {
    struct op *next;
    cucc__op_fn fn;
    void *arg;                  /* the payload, or the caller's (stream_run) */
    unsigned long long seq;
    unsigned long long t_enq;   /* cucc__now_ns() when issued */
    enum op_kind kind;
    int graced;                 /* issued by a host thread to an idle stream */
    unsigned ndeps;
    struct dep *deps;           /* deps_inline or malloc'd */
    struct dep deps_inline[2];
    _Alignas(OP_ALIGN) unsigned char payload[];
};

struct CUstream_st {
    pthread_mutex_t lock;
    pthread_cond_t work;        /* the executor waits for operations */
    pthread_cond_t done;        /* others wait for completions */
    struct op *head, *tail;
    _Atomic unsigned long long issued, completed;
    _Atomic int draining;       /* someone runs the head operation */
    /* the largest sequence number a thread synchronising with the stream
     * waits for: that thread runs the operations up to it (wait_until), the
     * executor leaves them alone */
    _Atomic unsigned long long wait_max;
    int exec;                   /* an executor thread exists */
    int sleeping;               /* it waits on `work` */
    _Atomic int destroyed;      /* also read without the lock by its executor */
    _Atomic int refs;
    enum stream_kind kind;
    unsigned flags;
    int priority;
    unsigned long long id;
    /* cudaStreamSetAttribute: the access policy window, the
     * synchronisation policy and the memory synchronisation domain (kept
     * and returned; a CPU has no L2 set-aside to steer). */
    struct cudaAccessPolicyWindow window;
    enum cudaSynchronizationPolicy sync_policy;
    int mem_sync_domain;
    int visible;                /* a live user handle (streams_lock) */
    struct CUstream_st *next;   /* all streams (streams_lock) */
};

struct CUevent_st {
    struct CUevent_st *next;    /* live events (events_lock) */
    _Atomic int refs;
    unsigned flags;
    /* The last record, protected by events_lock. */
    struct CUstream_st *stream; /* holds a reference; NULL: never recorded */
    unsigned long long seq;
    unsigned long long gen;     /* number of records so far */
    unsigned long long ms_gen;  /* the record that stamped ms */
    double ms;
};

static pthread_rwlock_t order_lock = PTHREAD_RWLOCK_WRITER_NONRECURSIVE_INITIALIZER_NP;
static pthread_mutex_t streams_lock = PTHREAD_MUTEX_INITIALIZER;
static struct CUstream_st legacy_stream;
static struct CUstream_st *all_streams = &legacy_stream;
static unsigned long long next_stream_id = 3;
static pthread_mutex_t events_lock = PTHREAD_MUTEX_INITIALIZER;
static struct CUevent_st *live_events;

static struct CUstream_st legacy_stream = {
    .lock = PTHREAD_ADAPTIVE_MUTEX_INITIALIZER_NP,
    .work = PTHREAD_COND_INITIALIZER,
    .done = PTHREAD_COND_INITIALIZER,
    .refs = 1,                  /* never freed */
    .kind = STREAM_LEGACY,
    .id = 1,
};

static __thread struct CUstream_st *ptds_stream;
static pthread_key_t ptds_key;
static pthread_once_t ptds_once = PTHREAD_ONCE_INIT;
/* Non-zero while the calling host thread is inside a per-thread default
 * stream entry point (ptds.c): handle 0 then names its per-thread stream. */
static __thread int ptds_call;
/* CUCC_SYNC_STREAMS=1: every operation waits for its completion (a
 * debugging aid).  Read once, under pthread_once, before any enqueue. */
static int sync_mode;
static pthread_once_t sync_mode_once = PTHREAD_ONCE_INIT;

/* Set once a program that includes Thrust starts (cucc__thrust_attach):
 * Thrust's algorithms run on the calling host thread, so work on the
 * legacy default stream and on blocking streams, which CUDA would run
 * before them, finishes before the call that queues it returns. */
static atomic_int thrust_attached;

static void stream_unref(struct CUstream_st *s);
static void stream_destroy(struct CUstream_st *s);

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Streams' life --------------------------------------------------------- */

static int stream_init(struct CUstream_st *s, enum stream_kind kind, unsigned flags, int priority)
{
    memset(s, 0, sizeof *s);
    pthread_mutexattr_t ma;
    pthread_mutexattr_init(&ma);
    pthread_mutexattr_settype(&ma, PTHREAD_MUTEX_ADAPTIVE_NP);
    int rc = pthread_mutex_init(&s->lock, &ma);
    pthread_mutexattr_destroy(&ma);
    if (rc != 0)
        return -1;
    if (pthread_cond_init(&s->work, NULL) != 0) {
        pthread_mutex_destroy(&s->lock);
        return -1;
    }
    if (pthread_cond_init(&s->done, NULL) != 0) {
        pthread_cond_destroy(&s->work);
        pthread_mutex_destroy(&s->lock);
        return -1;
    }
    atomic_init(&s->refs, 1);
    s->kind = kind;
    s->flags = flags;
    s->priority = priority;
    pthread_mutex_lock(&streams_lock);
    s->id = next_stream_id++;
    s->visible = kind == STREAM_USER;
    s->next = all_streams;
    all_streams = s;
    pthread_mutex_unlock(&streams_lock);
    return 0;
}

static void stream_ref(struct CUstream_st *s)
{
    atomic_fetch_add_explicit(&s->refs, 1, memory_order_relaxed);
}

static void stream_unref(struct CUstream_st *s)
{
    if (atomic_fetch_sub_explicit(&s->refs, 1, memory_order_acq_rel) != 1)
        return;
    pthread_mutex_lock(&streams_lock);
    struct CUstream_st **pp;
    for (pp = &all_streams; *pp && *pp != s; pp = &(*pp)->next)
        ;
    if (*pp)
        *pp = s->next;
    pthread_mutex_unlock(&streams_lock);
    pthread_cond_destroy(&s->done);
    pthread_cond_destroy(&s->work);
    pthread_mutex_destroy(&s->lock);
    free(s);
}

static void ptds_exit(void *p)
{
    stream_destroy(p);
}

static void ptds_key_init(void)
{
    (void)pthread_key_create(&ptds_key, ptds_exit);
}

static struct CUstream_st *per_thread_stream(void)
{
    if (ptds_stream)
        return ptds_stream;
    pthread_once(&ptds_once, ptds_key_init);
    struct CUstream_st *s = malloc(sizeof *s);
    if (!s)
        return NULL;
    if (stream_init(s, STREAM_PER_THREAD, cudaStreamDefault, 0) != 0) {
        free(s);
        return NULL;
    }
    ptds_stream = s;
    (void)pthread_setspecific(ptds_key, s);
    return s;
}

int cucc__ptds_begin(void)
{
    int old = ptds_call;
    ptds_call = 1;
    return old;
}

void cucc__ptds_end(int old)
{
    ptds_call = old;
}

/* Resolves a handle without taking a reference: the caller's handle keeps
 * a user stream alive for the duration of the call (using a handle while
 * destroying it in another thread is the caller's race, as in CUDA). */
cudaError_t cucc__stream_resolve(cudaStream_t h, struct CUstream_st **out)
{
    if (h == cudaStreamPerThread || (h == NULL && ptds_call)) {
        *out = per_thread_stream();
        return *out ? cudaSuccess : cudaErrorMemoryAllocation;
    }
    if (h == NULL || h == cudaStreamLegacy) {
        *out = &legacy_stream;
        return cudaSuccess;
    }
    pthread_mutex_lock(&streams_lock);
    struct CUstream_st *s;
    for (s = all_streams; s && !(s == h && s->visible); s = s->next)
        ;
    pthread_mutex_unlock(&streams_lock);
    *out = s;
    return s ? cudaSuccess : cudaErrorInvalidResourceHandle;
}

static int blocking(const struct CUstream_st *s)
{
    return s->kind == STREAM_PER_THREAD || (s->kind == STREAM_USER && !(s->flags & cudaStreamNonBlocking));
}

/* An operation is queued that nobody runs yet (read without the lock). */
static int unclaimed_work(struct CUstream_st *s)
{
    return atomic_load_explicit(&s->issued, memory_order_acquire) >
           atomic_load_explicit(&s->completed, memory_order_acquire) +
               (unsigned long long)atomic_load_explicit(&s->draining, memory_order_acquire);
}

/* Is op one that a synchronising thread will run (so the executor need
 * not)?  Host functions are the executor's always. */
static int left_to_waiter(struct CUstream_st *s, const struct op *op)
{
    return op->kind != OP_HOST && op->seq <= atomic_load_explicit(&s->wait_max, memory_order_relaxed);
}

static int pending(const struct CUstream_st *s)
{
    return atomic_load_explicit(&s->completed, memory_order_acquire) <
           atomic_load_explicit(&s->issued, memory_order_acquire);
}

/* Running operations ------------------------------------------------------ */

static void wait_for(struct CUstream_st *s, unsigned long long seq);

static void op_free(struct op *op)
{
    for (unsigned i = 0; i < op->ndeps; i++)
        stream_unref(op->deps[i].s);
    if (op->deps != op->deps_inline)
        free(op->deps);
    free(op);
}

static void record_op(void *arg);

/* CUCC_PROFILE: an operation, timed and described (profile.c). */
static void run_profiled(struct CUstream_st *s, cucc__op_fn fn, void *arg, int host)
{
    struct cucc__prof_op d = { CUCC_PROF_HOST, "[host function]", { 0 }, { 0 }, 0 };
    int known = cucc__launch_describe(fn, arg, &d) || cucc__memop_describe(fn, arg, &d) ||
                cucc__fill_describe(fn, arg, &d) || host;
    if (!known && fn == record_op) {
        d.kind = CUCC_PROF_EVENT;
        d.name = "[CUDA event record]";
        known = 1;
    }
    unsigned long long t0 = cucc__profile_now();
    fn(arg);
    if (known)
        cucc__profile_record(&d, s->id, t0, cucc__profile_now());
}

CUCC_TLS __thread const void *cucc__op_stream;   /* sched.h */

/* Runs the head operation of s, which the caller claimed (draining = 1)
 * with s->lock held; returns with s->lock held and draining cleared. */
static void run_head(struct CUstream_st *s)
{
    struct op *op = s->head;
    pthread_mutex_unlock(&s->lock);
    for (unsigned i = 0; i < op->ndeps; i++)
        wait_for(op->deps[i].s, op->deps[i].seq);
    const void *outer = cucc__op_stream;
    cucc__op_stream = s;
    if (cucc__profiling)
        run_profiled(s, op->fn, op->arg, op->kind == OP_HOST);
    else
        op->fn(op->arg);
    cucc__op_stream = outer;
    pthread_mutex_lock(&s->lock);
    s->head = op->next;
    if (!s->head)
        s->tail = NULL;
    atomic_store_explicit(&s->completed, op->seq, memory_order_release);
    s->draining = 0;
    pthread_cond_broadcast(&s->done);
    if (s->sleeping && ((s->head && !left_to_waiter(s, s->head)) || s->destroyed))
        pthread_cond_signal(&s->work);
    pthread_mutex_unlock(&s->lock);
    op_free(op);
    pthread_mutex_lock(&s->lock);
}

/* Waits until s has completed `seq` operations.  Runs them in the calling
 * thread while nobody else does (except host functions).  With spin == 0
 * (cudaEventBlockingSync) it sleeps at once instead of polling first. */
static void wait_until(struct CUstream_st *s, unsigned long long seq, int spin)
{
    if (atomic_load_explicit(&s->completed, memory_order_acquire) >= seq)
        return;
    pthread_mutex_lock(&s->lock);
    if (atomic_load_explicit(&s->wait_max, memory_order_relaxed) < seq)
        atomic_store_explicit(&s->wait_max, seq, memory_order_relaxed);
    while (atomic_load_explicit(&s->completed, memory_order_relaxed) < seq) {
        if (!s->draining && s->head && s->head->kind != OP_HOST && s->head->seq <= seq) {
            s->draining = 1;
            run_head(s);
            continue;
        }
        /* Spin a little before sleeping: the operation is usually short. */
        pthread_mutex_unlock(&s->lock);
        if (spin) {
            /* helping the grid the executor runs, where it has one open */
            unsigned long long joined = 0;
            for (;;) {
                /* (with an operation queued behind the running one, it
                 * sleeps until that ends, then runs the rest: helping
                 * there as well, three threads on two vCPUs made the
                 * device heap's count in tests/e2e/devrt_heap_exhaust
                 * differ between two equal rounds, 4085 against 4095) */
                CUCC_SPIN_WHILE(atomic_load_explicit(&s->completed, memory_order_acquire) < seq &&
                                !unclaimed_work(s) && !cucc__help_wanted(s, joined));
                if (atomic_load_explicit(&s->completed, memory_order_acquire) >= seq ||
                    unclaimed_work(s) || !cucc__help_wanted(s, joined))
                    break;      /* done, work to claim, or the spin budget spent */
                cucc__help_grid(s, &joined);    /* joined: at least this publication */
            }
        }
        cucc__worker_trim();
        pthread_mutex_lock(&s->lock);
        if (atomic_load_explicit(&s->completed, memory_order_relaxed) >= seq)
            break;
        if (!s->draining && s->head && s->head->kind != OP_HOST)
            continue;
        pthread_cond_wait(&s->done, &s->lock);
    }
    pthread_mutex_unlock(&s->lock);
}

static void wait_for(struct CUstream_st *s, unsigned long long seq)
{
    wait_until(s, seq, 1);
}

static void *executor_main(void *arg)
{
    struct CUstream_st *s = arg;
    pthread_mutex_lock(&s->lock);
    for (;;) {
        if (s->head && !s->draining && left_to_waiter(s, s->head) && !s->destroyed) {
            /* a synchronising thread runs it (and wakes this one for what
             * it leaves): two threads spinning on two vCPUs, one of them
             * yielding beside a pool worker, had cost the bench's ten
             * reductions a third of their time */
            s->sleeping = 1;
            pthread_cond_wait(&s->work, &s->lock);
            s->sleeping = 0;
            continue;
        }
        if (s->head && !s->draining) {
            unsigned long long age = cucc__now_ns() - s->head->t_enq;
            if (s->head->graced && age < IDLE_GRACE_NS && !s->destroyed) {
                /* not `sleeping`: the rest of the burst does not wake it
                 * (each wake-up preempted what ran on its vCPU), nor does
                 * a destroy; it looks again at the grace's end */
                unsigned long long end = s->head->t_enq + IDLE_GRACE_NS;
                struct timespec until = {.tv_sec = (time_t)(end / 1000000000ull),
                                         .tv_nsec = (long)(end % 1000000000ull)};
                pthread_cond_clockwait(&s->work, &s->lock, CLOCK_MONOTONIC, &until);
                continue;
            }
            if (age < STEAL_GRACE_NS && s->head->kind != OP_HOST && !s->destroyed) {
                pthread_mutex_unlock(&s->lock);
                unsigned long long until = cucc__now_ns() + (STEAL_GRACE_NS - age);
                CUCC_SPIN_WHILE(cucc__now_ns() < until);
                pthread_mutex_lock(&s->lock);
                if (s->head && !s->draining) {
                    s->draining = 1;
                    run_head(s);
                }
                continue;
            }
            s->draining = 1;
            run_head(s);
            continue;
        }
        if (s->destroyed && !s->head)
            break;
        /* Idle, or someone else runs the head (a host thread that is
         * synchronising): spin until there is work to claim, then sleep. */
        pthread_mutex_unlock(&s->lock);
        CUCC_SPIN_WHILE(!unclaimed_work(s) && !atomic_load_explicit(&s->destroyed, memory_order_relaxed));
        cucc__worker_trim();
        pthread_mutex_lock(&s->lock);
        if ((s->head && !s->draining) || (s->destroyed && !s->head))
            continue;
        s->sleeping = 1;
        pthread_cond_wait(&s->work, &s->lock);
        s->sleeping = 0;
    }
    s->exec = 0;
    pthread_mutex_unlock(&s->lock);
    stream_unref(s);
    return NULL;
}

/* A child of fork() has only the thread that forked it: no executors,
 * and none of the locks they held then.  A parent that forks as soon as
 * a synchronisation returns does so while the executor that completed the
 * operation may still hold the stream's lock (it broadcasts and unlocks
 * after publishing `completed`): its child's first operation on that
 * stream would wait for ever.  (tests/e2e/simt_block_runs.cu, which forks
 * so, timed out once in a CI run; not seen again in about 1000 runs.)  The
 * child's streams start executors of their own. */
static void streams_after_fork(void)
{
    order_lock = (pthread_rwlock_t)PTHREAD_RWLOCK_WRITER_NONRECURSIVE_INITIALIZER_NP;
    streams_lock = (pthread_mutex_t)PTHREAD_MUTEX_INITIALIZER;
    events_lock = (pthread_mutex_t)PTHREAD_MUTEX_INITIALIZER;
    for (struct CUstream_st *s = all_streams; s; s = s->next) {
        s->lock = (pthread_mutex_t)PTHREAD_ADAPTIVE_MUTEX_INITIALIZER_NP;
        s->work = (pthread_cond_t)PTHREAD_COND_INITIALIZER;
        s->done = (pthread_cond_t)PTHREAD_COND_INITIALIZER;
        atomic_store_explicit(&s->draining, 0, memory_order_relaxed);
        s->exec = 0;
        s->sleeping = 0;
    }
}

static void streams_fork_hook(void)
{
    (void)pthread_atfork(NULL, NULL, streams_after_fork);
}

/* Called with s->lock held. */
static int executor_start(struct CUstream_st *s)
{
    static pthread_once_t hook_once = PTHREAD_ONCE_INIT;
    pthread_once(&hook_once, streams_fork_hook);
    pthread_attr_t attr;
    pthread_t t;
    if (pthread_attr_init(&attr) != 0)
        return -1;
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    stream_ref(s);
    int rc = pthread_create(&t, &attr, executor_main, s);
    pthread_attr_destroy(&attr);
    if (rc != 0) {
        atomic_fetch_sub(&s->refs, 1);  /* the caller still holds one */
        return -1;
    }
    s->exec = 1;
    return 0;
}

static int add_dep(struct op *op, unsigned *cap, struct CUstream_st *s, unsigned long long seq)
{
    if (op->ndeps == *cap) {
        unsigned ncap = *cap * 2;
        struct dep *d = malloc(sizeof *d * ncap);
        if (!d)
            return -1;
        memcpy(d, op->deps, sizeof *d * op->ndeps);
        if (op->deps != op->deps_inline)
            free(op->deps);
        op->deps = d;
        *cap = ncap;
    }
    stream_ref(s);
    op->deps[op->ndeps].s = s;
    op->deps[op->ndeps].seq = seq;
    op->ndeps++;
    return 0;
}

/* The legacy default stream's implicit synchronisation. */
static int implicit_deps(struct op *op, unsigned *cap, struct CUstream_st *s)
{
    if (s == &legacy_stream) {
        int rc = 0;
        pthread_mutex_lock(&streams_lock);
        for (struct CUstream_st *t = all_streams; t && rc == 0; t = t->next)
            if (blocking(t) && pending(t))
                rc = add_dep(op, cap, t, atomic_load(&t->issued));
        pthread_mutex_unlock(&streams_lock);
        return rc;
    }
    if (blocking(s) && pending(&legacy_stream))
        return add_dep(op, cap, &legacy_stream, atomic_load(&legacy_stream.issued));
    return 0;
}

static void sync_mode_init(void)
{
    const char *env = getenv("CUCC_SYNC_STREAMS");
    sync_mode = env && *env == '1';
}

static int in_device_code(void);

/* The operations a stream holds at most, issued and not completed: as a
 * GPU's launch queue, a full stream makes the issuing host thread wait
 * (running the oldest operation itself where nobody does).  Unbounded,
 * four host threads launching spinning kernels in a loop had queued 4 GB
 * in 10 s, and a cudaFree then waited for all of it. */
#define QUEUE_MAX 1024

/* A graph's nodes go to the stream at once, whatever the stream holds: a
 * graph launch is one entry of a GPU's queue, and a graph of more nodes
 * than QUEUE_MAX whose first node waits for the host must not hold up
 * cudaGraphLaunch (cucc__stream_replay sets it). */
static __thread int replaying;

static void wait_for_room(struct CUstream_st *s)
{
    if (replaying)
        return;
    unsigned long long issued = atomic_load_explicit(&s->issued, memory_order_acquire);
    unsigned long long completed = atomic_load_explicit(&s->completed, memory_order_acquire);
    if (issued - completed >= QUEUE_MAX && !in_device_code())
        wait_for(s, issued - QUEUE_MAX + 1);
}

/* Queues fn on s; *seq_out gets its sequence number.  arg is copied when
 * size > 0, else passed as is.  wait_dep, if given, is one more
 * dependency. */
static cudaError_t enqueue(struct CUstream_st *s, cucc__op_fn fn, const void *arg, size_t size,
                           enum op_kind kind, const struct dep *wait_dep, unsigned long long *seq_out)
{
    pthread_once(&sync_mode_once, sync_mode_init);
    cudaError_t ce;
    if (atomic_load_explicit(&cucc__captures, memory_order_acquire) > 0) {
        /* legacy work would wait for a capturing blocking stream: an
         * implicit dependency a capture cannot take */
        if (s == &legacy_stream && cucc__capture_invalidate(blocking))
            return cudaErrorStreamCaptureImplicit;
        if (cucc__capture_op(s, fn, arg, size, (int)kind, &ce))
            return ce;      /* a node of the graph being captured (graph.c) */
    }
    wait_for_room(s);
    size_t bytes = sizeof(struct op) + size;
    struct op *op = aligned_alloc(OP_ALIGN, (bytes + OP_ALIGN - 1) & ~(size_t)(OP_ALIGN - 1));
    if (!op)
        return cudaErrorMemoryAllocation;
    op->next = NULL;
    op->fn = fn;
    op->kind = kind;
    op->t_enq = cucc__now_ns();
    op->ndeps = 0;
    op->deps = op->deps_inline;
    unsigned cap = 2;
    if (size > 0) {
        memcpy(op->payload, arg, size);
        op->arg = op->payload;
    } else {
        op->arg = (void *)arg;
    }
    int ordered = s == &legacy_stream || blocking(s);
    if (s == &legacy_stream)
        pthread_rwlock_wrlock(&order_lock);
    else if (ordered)
        pthread_rwlock_rdlock(&order_lock);
    if (implicit_deps(op, &cap, s) != 0 ||
        (wait_dep && add_dep(op, &cap, wait_dep->s, wait_dep->seq) != 0)) {
        if (ordered)
            pthread_rwlock_unlock(&order_lock);
        op_free(op);
        return cudaErrorMemoryAllocation;
    }

    pthread_mutex_lock(&s->lock);
    op->seq = atomic_load_explicit(&s->issued, memory_order_relaxed) + 1;
    op->graced = kind == OP_WORK && !in_device_code() &&
                 atomic_load_explicit(&s->completed, memory_order_relaxed) + 1 == op->seq;
    atomic_store_explicit(&s->issued, op->seq, memory_order_release);
    if (s->tail)
        s->tail->next = op;
    else
        s->head = op;
    s->tail = op;
    int inline_only = 0;
    if (!s->exec && executor_start(s) != 0)
        inline_only = 1;        /* no thread: the work runs now, below */
    else if (s->sleeping)
        pthread_cond_signal(&s->work);
    unsigned long long seq = op->seq;   /* op may be gone once unlocked */
    pthread_mutex_unlock(&s->lock);
    if (ordered)
        pthread_rwlock_unlock(&order_lock);
    if (seq_out)
        *seq_out = seq;

    int host_ordered = kind == OP_WORK && atomic_load_explicit(&thrust_attached, memory_order_relaxed) &&
                       (s == &legacy_stream || blocking(s));
    if (inline_only || sync_mode || host_ordered) {
        if (inline_only) {
            /* Without an executor, host functions run here too. */
            pthread_mutex_lock(&s->lock);
            while (atomic_load(&s->completed) < seq) {
                if (!s->draining && s->head) {
                    s->draining = 1;
                    run_head(s);
                } else {
                    pthread_cond_wait(&s->done, &s->lock);
                }
            }
            pthread_mutex_unlock(&s->lock);
        } else {
            wait_for(s, seq);
        }
    }
    return cudaSuccess;
}

void cucc__thrust_attach(void)
{
    atomic_store(&thrust_attached, 1);
}

/* The door (rt.h) ----------------------------------------------------------- */

cudaError_t cucc__stream_enqueue(cudaStream_t h, cucc__op_fn fn, const void *arg, size_t size)
{
    struct CUstream_st *s;
    cudaError_t e = cucc__stream_resolve(h, &s);
    if (e != cudaSuccess)
        return e;
    return enqueue(s, fn, arg, size, OP_WORK, NULL, NULL);
}

cudaError_t cucc__stream_replay(cudaStream_t h, cucc__op_fn fn, const void *arg, size_t size, int kind)
{
    struct CUstream_st *s;
    cudaError_t e = cucc__stream_resolve(h, &s);
    if (e != cudaSuccess)
        return e;
    replaying = 1;
    e = enqueue(s, fn, arg, size, kind == CUCC_OP_HOST ? OP_HOST : OP_WORK, NULL, NULL);
    replaying = 0;
    return e;
}

cudaError_t cucc__stream_host_work(cudaStream_t h, void (*fn)(void *), void *arg)
{
    return cucc__stream_enqueue(h, fn, arg, 0);
}

/* Device code (a kernel's thread) cannot wait for stream work: the work
 * may be queued behind its own grid (CUDA 12 removed device-side
 * synchronisation for the same reason). */
static int in_device_code(void)
{
    return cucc__worker_in_block() != NULL;
}

cudaError_t cucc__stream_run(cudaStream_t h, cucc__op_fn fn, void *arg)
{
    if (in_device_code())
        return cudaErrorNotSupported;
    struct CUstream_st *s;
    cudaError_t e = cucc__stream_resolve(h, &s);
    if (e != cudaSuccess)
        return e;
    unsigned long long seq;
    e = enqueue(s, fn, arg, 0, OP_WORK, NULL, &seq);
    if (e == cudaSuccess)
        wait_for(s, seq);
    return e;
}

static void nop_op(void *arg)
{
    (void)arg;
}

/* Synchronising with the legacy stream includes the blocking streams' work
 * issued before: a no-op issued to it now picks that up as dependencies. */
static cudaError_t sync_stream(struct CUstream_st *s)
{
    unsigned long long seq = atomic_load_explicit(&s->issued, memory_order_acquire);
    if (s == &legacy_stream) {
        cudaError_t e = enqueue(s, nop_op, NULL, 0, OP_WORK, NULL, &seq);
        if (e != cudaSuccess)
            return e;
    }
    wait_for(s, seq);
    return cudaSuccess;
}

cudaError_t cucc__stream_sync(cudaStream_t h)
{
    if (in_device_code())
        return cudaErrorNotSupported;
    struct CUstream_st *s;
    cudaError_t e = cucc__stream_resolve(h, &s);
    if (e == cudaSuccess)
        e = sync_stream(s);
    return e != cudaSuccess ? e : cucc__sticky();
}

/* Every stream of every host thread, as issued when the call began. */
cudaError_t cucc__device_sync(void)
{
    if (in_device_code())
        return cudaErrorNotSupported;
    struct snap { struct CUstream_st *s; unsigned long long seq; } *snap = NULL;
    size_t n = 0, cap = 0;
    pthread_mutex_lock(&streams_lock);
    for (struct CUstream_st *t = all_streams; t; t = t->next) {
        if (!pending(t))
            continue;
        if (n == cap) {
            size_t ncap = cap ? cap * 2 : 16;
            struct snap *p = realloc(snap, sizeof *p * ncap);
            if (!p)
                break;          /* wait for those collected so far */
            snap = p;
            cap = ncap;
        }
        stream_ref(t);
        snap[n].s = t;
        snap[n].seq = atomic_load(&t->issued);
        n++;
    }
    pthread_mutex_unlock(&streams_lock);
    for (size_t i = 0; i < n; i++) {
        wait_for(snap[i].s, snap[i].seq);
        stream_unref(snap[i].s);
    }
    free(snap);
    return cucc__sticky();
}

/* The synchronising calls also print what device printf buffered. */
cudaError_t cudaDeviceSynchronize(void)
{
    CUCC_API_TIMED();
    if (atomic_load_explicit(&cucc__captures, memory_order_acquire) > 0 && cucc__capture_invalidate(NULL))
        return cucc__ret(cudaErrorStreamCaptureUnsupported);
    cudaError_t e = cucc__device_sync();
    cucc__printf_flush();
    return cucc__ret(e);
}

/* Streams ------------------------------------------------------------------ */

static void stream_destroy(struct CUstream_st *s)
{
    pthread_mutex_lock(&streams_lock);
    s->visible = 0;
    pthread_mutex_unlock(&streams_lock);
    pthread_mutex_lock(&s->lock);
    s->destroyed = 1;
    if (s->sleeping)
        pthread_cond_signal(&s->work);
    pthread_mutex_unlock(&s->lock);
    stream_unref(s);
}

cudaError_t cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority)
{
    CUCC_API_TIMED();
    if (!pStream || (flags & ~(unsigned)cudaStreamNonBlocking))
        return cucc__ret(cudaErrorInvalidValue);
    struct CUstream_st *s = malloc(sizeof *s);
    if (!s)
        return cucc__ret(cudaErrorMemoryAllocation);
    if (priority > PRIORITY_LEAST)
        priority = PRIORITY_LEAST;
    if (priority < PRIORITY_GREATEST)
        priority = PRIORITY_GREATEST;
    if (stream_init(s, STREAM_USER, flags, priority) != 0) {
        free(s);
        return cucc__ret(cudaErrorMemoryAllocation);
    }
    *pStream = s;
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags)
{
    CUCC_API_TIMED();
    return cudaStreamCreateWithPriority(pStream, flags, 0);
}

cudaError_t cudaStreamCreate(cudaStream_t *pStream)
{
    CUCC_API_TIMED();
    return cudaStreamCreateWithPriority(pStream, cudaStreamDefault, 0);
}

/* "In case the device is still doing work in the stream when
 * cudaStreamDestroy() is called, the function will return immediately and
 * the resources associated with stream will be released automatically once
 * the device has completed all work in stream." */
cudaError_t cudaStreamDestroy(cudaStream_t stream)
{
    CUCC_API_TIMED();
    if (stream == NULL || stream == cudaStreamLegacy || stream == cudaStreamPerThread)
        return cucc__ret(cudaErrorInvalidResourceHandle);
    struct CUstream_st *s;
    cudaError_t e = cucc__stream_resolve(stream, &s);
    if (e != cudaSuccess)
        return cucc__ret(e);
    stream_destroy(s);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaStreamSynchronize(cudaStream_t stream)
{
    CUCC_API_TIMED();
    struct CUstream_st *cs;
    if (atomic_load_explicit(&cucc__captures, memory_order_acquire) > 0 &&
        cucc__stream_resolve(stream, &cs) == cudaSuccess && cucc__capture_misuse(cs))
        return cucc__ret(cudaErrorStreamCaptureUnsupported);
    cudaError_t e = cucc__stream_sync(stream);
    cucc__printf_flush();
    return cucc__ret(e);
}

cudaError_t cudaStreamQuery(cudaStream_t stream)
{
    CUCC_API_TIMED();
    struct CUstream_st *s;
    cudaError_t e = cucc__stream_resolve(stream, &s);
    if (e == cudaSuccess && atomic_load_explicit(&cucc__captures, memory_order_acquire) > 0 &&
        cucc__capture_misuse(s))
        return cucc__ret(cudaErrorStreamCaptureUnsupported);
    if (e == cudaSuccess)
        e = cucc__sticky();
    if (e == cudaSuccess && pending(s))
        e = cudaErrorNotReady;
    return e == cudaErrorNotReady ? e : cucc__ret(e);
}

/* The cudaStreamGet* queries: a NULL result pointer is refused before the
 * handle is looked at. */
static cudaError_t stream_query(cudaStream_t h, const void *result, struct CUstream_st **s)
{
    if (!result)
        return cudaErrorInvalidValue;
    return cucc__stream_resolve(h, s);
}

cudaError_t cudaStreamGetFlags(cudaStream_t hStream, unsigned int *flags)
{
    CUCC_API_TIMED();
    struct CUstream_st *s;
    cudaError_t e = stream_query(hStream, flags, &s);
    if (e == cudaSuccess)
        *flags = s->flags;
    return cucc__ret(e);
}

cudaError_t cudaStreamGetPriority(cudaStream_t hStream, int *priority)
{
    CUCC_API_TIMED();
    struct CUstream_st *s;
    cudaError_t e = stream_query(hStream, priority, &s);
    if (e == cudaSuccess)
        *priority = s->priority;
    return cucc__ret(e);
}

cudaError_t cudaStreamGetId(cudaStream_t hStream, unsigned long long *streamId)
{
    CUCC_API_TIMED();
    struct CUstream_st *s;
    cudaError_t e = stream_query(hStream, streamId, &s);
    if (e == cudaSuccess)
        *streamId = s->id;
    return cucc__ret(e);
}

cudaError_t cudaStreamGetDevice(cudaStream_t hStream, int *device)
{
    CUCC_API_TIMED();
    struct CUstream_st *s;
    cudaError_t e = stream_query(hStream, device, &s);
    if (e == cudaSuccess)
        *device = 0;
    return cucc__ret(e);
}

/* Stream attributes (cudaStreamAttrValue is cudaLaunchAttributeValue): the
 * ones CUDA takes for a stream; others are cudaErrorInvalidValue. */
cudaError_t cudaStreamSetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr,
                                   const cudaLaunchAttributeValue *value)
{
    CUCC_API_TIMED();
    struct CUstream_st *s;
    cudaError_t e = stream_query(hStream, value, &s);
    if (e != cudaSuccess)
        return cucc__ret(e);
    switch (attr) {
    case cudaLaunchAttributeAccessPolicyWindow: {
        const struct cudaAccessPolicyWindow *w = &value->accessPolicyWindow;
        int max = 0;
        (void)cudaDeviceGetAttribute(&max, cudaDevAttrMaxAccessPolicyWindowSize, 0);
        if (w->num_bytes > (size_t)max || !(w->hitRatio >= 0.0f && w->hitRatio <= 1.0f) ||
            (unsigned)w->hitProp > cudaAccessPropertyPersisting ||
            (unsigned)w->missProp > cudaAccessPropertyPersisting)
            return cucc__ret(cudaErrorInvalidValue);
        s->window = *w;
        break;
    }
    case cudaLaunchAttributeSynchronizationPolicy:
        if (value->syncPolicy < cudaSyncPolicyAuto || value->syncPolicy > cudaSyncPolicyBlockingSync)
            return cucc__ret(cudaErrorInvalidValue);
        s->sync_policy = value->syncPolicy;
        break;
    case cudaLaunchAttributePriority:
        s->priority = value->priority;
        break;
    case cudaLaunchAttributeMemSyncDomain:
        s->mem_sync_domain = *(const int *)value;
        break;
    default:
        return cucc__ret(cudaErrorInvalidValue);
    }
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaStreamGetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr,
                                   cudaLaunchAttributeValue *value)
{
    CUCC_API_TIMED();
    struct CUstream_st *s;
    cudaError_t e = stream_query(hStream, value, &s);
    if (e != cudaSuccess)
        return cucc__ret(e);
    cudaLaunchAttributeValue v;
    memset(&v, 0, sizeof v);
    switch (attr) {
    case cudaLaunchAttributeAccessPolicyWindow: v.accessPolicyWindow = s->window; break;
    case cudaLaunchAttributeSynchronizationPolicy:
        v.syncPolicy = s->sync_policy ? s->sync_policy : cudaSyncPolicyAuto;
        break;
    case cudaLaunchAttributePriority: v.priority = s->priority; break;
    case cudaLaunchAttributeMemSyncDomain: *(int *)&v = s->mem_sync_domain; break;
    default: return cucc__ret(cudaErrorInvalidValue);
    }
    *value = v;
    return cucc__ret(cudaSuccess);
}

/* Persisting L2 lines: there is no set-aside to reset. */
cudaError_t cudaCtxResetPersistingL2Cache(void)
{
    CUCC_API_TIMED();
    return cucc__ret(cucc__sticky());
}

/* Host functions ----------------------------------------------------------- */

struct host_fn {
    cudaHostFn_t fn;
    void *data;
};

/* Device printf output is flushed before a host function or callback runs
 * (Programming Guide, "Formatted Output"). */
static void host_fn_op(void *arg)
{
    struct host_fn *h = arg;
    cucc__printf_flush();
    h->fn(h->data);
}

cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    CUCC_API_TIMED();
    if (!fn)
        return cucc__ret(cudaErrorInvalidValue);
    cudaError_t e = cucc__sticky();
    if (e != cudaSuccess)
        return cucc__ret(e);
    struct CUstream_st *s;
    e = cucc__stream_resolve(stream, &s);
    if (e != cudaSuccess)
        return cucc__ret(e);
    struct host_fn h = { fn, userData };
    return cucc__ret(enqueue(s, host_fn_op, &h, sizeof h, OP_HOST, NULL, NULL));
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
    cucc__printf_flush();
    c->fn(c->stream, cucc__sticky(), c->data);
}

cudaError_t cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback,
                                  void *userData, unsigned int flags)
{
    CUCC_API_TIMED();
    if (!callback || flags != 0)
        return cucc__ret(cudaErrorInvalidValue);
    struct CUstream_st *s;
    cudaError_t e = cucc__stream_resolve(stream, &s);
    if (e != cudaSuccess)
        return cucc__ret(e);
    struct callback c = { callback, stream, userData };
    return cucc__ret(enqueue(s, callback_op, &c, sizeof c, OP_HOST, NULL, NULL));
}

cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags)
{
    CUCC_API_TIMED();
    (void)devPtr;
    (void)length;
    if (flags != cudaMemAttachGlobal && flags != cudaMemAttachHost && flags != cudaMemAttachSingle)
        return cucc__ret(cudaErrorInvalidValue);
    struct CUstream_st *s;
    return cucc__ret(cucc__stream_resolve(stream, &s));
}

/* Events ------------------------------------------------------------------- */

static void event_unref(struct CUevent_st *ev)
{
    if (atomic_fetch_sub_explicit(&ev->refs, 1, memory_order_acq_rel) != 1)
        return;
    if (ev->stream)
        stream_unref(ev->stream);
    free(ev);
}

/* Finds a live event and takes a reference to it. */
static struct CUevent_st *event_get(cudaEvent_t e)
{
    if (!e)
        return NULL;
    pthread_mutex_lock(&events_lock);
    struct CUevent_st *p;
    for (p = live_events; p && p != e; p = p->next)
        ;
    if (p)
        atomic_fetch_add_explicit(&p->refs, 1, memory_order_relaxed);
    pthread_mutex_unlock(&events_lock);
    return p;
}

/* The event's last record, with a reference to its stream (NULL and 0 if
 * never recorded). */
static struct CUstream_st *event_position(struct CUevent_st *ev, unsigned long long *seq)
{
    pthread_mutex_lock(&events_lock);
    struct CUstream_st *s = ev->stream;
    *seq = ev->seq;
    if (s)
        stream_ref(s);
    pthread_mutex_unlock(&events_lock);
    return s;
}

cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags)
{
    CUCC_API_TIMED();
    const unsigned known = cudaEventBlockingSync | cudaEventDisableTiming | cudaEventInterprocess;
    if (!event || (flags & ~known))
        return cucc__ret(cudaErrorInvalidValue);
    /* CUDA requires DisableTiming with Interprocess. */
    if ((flags & cudaEventInterprocess) && !(flags & cudaEventDisableTiming))
        return cucc__ret(cudaErrorInvalidValue);
    struct CUevent_st *ev = calloc(1, sizeof *ev);
    if (!ev)
        return cucc__ret(cudaErrorMemoryAllocation);
    atomic_init(&ev->refs, 1);
    ev->flags = flags;
    pthread_mutex_lock(&events_lock);
    ev->next = live_events;
    live_events = ev;
    pthread_mutex_unlock(&events_lock);
    *event = ev;
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaEventCreate(cudaEvent_t *event)
{
    CUCC_API_TIMED();
    return cudaEventCreateWithFlags(event, cudaEventDefault);
}

/* A pending record keeps the event alive; its handle is dead at once. */
cudaError_t cudaEventDestroy(cudaEvent_t event)
{
    CUCC_API_TIMED();
    pthread_mutex_lock(&events_lock);
    struct CUevent_st **pp;
    for (pp = &live_events; *pp && *pp != event; pp = &(*pp)->next)
        ;
    struct CUevent_st *ev = *pp;
    if (ev)
        *pp = ev->next;
    pthread_mutex_unlock(&events_lock);
    if (!ev)
        return cucc__ret(cudaErrorInvalidResourceHandle);
    event_unref(ev);
    return cucc__ret(cudaSuccess);
}

struct record {
    struct CUevent_st *ev;      /* holds a reference */
    unsigned long long gen;
};

static void record_op(void *arg)
{
    struct record *r = arg;
    double t = now_ms();
    pthread_mutex_lock(&events_lock);
    if (r->ev->gen == r->gen) {
        r->ev->ms = t;
        r->ev->ms_gen = r->gen;
    }
    pthread_mutex_unlock(&events_lock);
    event_unref(r->ev);
}

cudaError_t cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
    CUCC_API_TIMED();
    if (flags & ~(unsigned)cudaEventRecordExternal)
        return cucc__ret(cudaErrorInvalidValue);
    struct CUevent_st *ev = event_get(event);
    if (!ev)
        return cucc__ret(cudaErrorInvalidResourceHandle);
    struct CUstream_st *s;
    cudaError_t e = cucc__stream_resolve(stream, &s);
    if (e != cudaSuccess) {
        event_unref(ev);
        return cucc__ret(e);
    }
    if (atomic_load_explicit(&cucc__captures, memory_order_acquire) > 0) {
        if (cucc__capture_record(s, ev, &e)) {
            event_unref(ev);
            return cucc__ret(e);
        }
        cucc__capture_forget(ev);
    }
    /* The record's generation is fixed before it can run; the position
     * (stream, seq) is known once it is queued.  In between, a query sees
     * the previous record, which CUDA leaves unspecified anyway. */
    pthread_mutex_lock(&events_lock);
    struct record r = { ev, ++ev->gen };
    pthread_mutex_unlock(&events_lock);
    unsigned long long seq;
    e = enqueue(s, record_op, &r, sizeof r, OP_WORK, NULL, &seq);   /* passes ev's reference on */
    if (e != cudaSuccess) {
        event_unref(ev);
        return cucc__ret(e);
    }
    pthread_mutex_lock(&events_lock);
    if (ev->gen == r.gen) {
        stream_ref(s);
        if (ev->stream)
            stream_unref(ev->stream);
        ev->stream = s;
        ev->seq = seq;
    }
    pthread_mutex_unlock(&events_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)
{
    CUCC_API_TIMED();
    return cudaEventRecordWithFlags(event, stream, cudaEventRecordDefault);
}

/* An event never recorded counts as complete (events_basic.expected). */
cudaError_t cudaEventQuery(cudaEvent_t event)
{
    CUCC_API_TIMED();
    struct CUevent_st *ev = event_get(event);
    if (!ev)
        return cucc__ret(cudaErrorInvalidResourceHandle);
    unsigned long long seq;
    struct CUstream_st *s = event_position(ev, &seq);
    cudaError_t e = cucc__sticky();
    if (e == cudaSuccess && s && atomic_load_explicit(&s->completed, memory_order_acquire) < seq)
        e = cudaErrorNotReady;
    if (s)
        stream_unref(s);
    event_unref(ev);
    return e == cudaErrorNotReady ? e : cucc__ret(e);
}

cudaError_t cudaEventSynchronize(cudaEvent_t event)
{
    CUCC_API_TIMED();
    if (in_device_code())
        return cucc__ret(cudaErrorNotSupported);
    struct CUevent_st *ev = event_get(event);
    if (!ev)
        return cucc__ret(cudaErrorInvalidResourceHandle);
    unsigned long long seq;
    struct CUstream_st *s = event_position(ev, &seq);
    if (s) {
        wait_until(s, seq, !(ev->flags & cudaEventBlockingSync));
        stream_unref(s);
    }
    event_unref(ev);
    cucc__printf_flush();
    return cucc__ret(cucc__sticky());
}

/* Either event created with cudaEventDisableTiming, or never recorded:
 * cudaErrorInvalidResourceHandle (event_disable_timing.expected); either
 * not complete yet: cudaErrorNotReady.  As in every query, NotReady is an
 * answer, not an error: it does not become the last error. */
cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)
{
    CUCC_API_TIMED();
    if (!ms)
        return cucc__ret(cudaErrorInvalidValue);
    struct CUevent_st *a = event_get(start), *b = event_get(end);
    cudaError_t e = cudaSuccess;
    if (!a || !b)
        e = cudaErrorInvalidResourceHandle;
    else if ((a->flags | b->flags) & cudaEventDisableTiming)
        e = cudaErrorInvalidResourceHandle;
    if (e == cudaSuccess) {
        pthread_mutex_lock(&events_lock);
        if (!a->stream || !b->stream)
            e = cudaErrorInvalidResourceHandle;
        else if (atomic_load(&a->stream->completed) < a->seq || atomic_load(&b->stream->completed) < b->seq ||
                 a->ms_gen != a->gen || b->ms_gen != b->gen)
            e = cudaErrorNotReady;
        else
            *ms = (float)(b->ms - a->ms);
        pthread_mutex_unlock(&events_lock);
    }
    if (a)
        event_unref(a);
    if (b)
        event_unref(b);
    return e == cudaErrorNotReady ? e : cucc__ret(e);
}

cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
    CUCC_API_TIMED();
    if (flags & ~(unsigned)cudaEventWaitExternal)
        return cucc__ret(cudaErrorInvalidValue);
    struct CUevent_st *ev = event_get(event);
    if (!ev)
        return cucc__ret(cudaErrorInvalidResourceHandle);
    struct CUstream_st *s;
    cudaError_t e = cucc__stream_resolve(stream, &s);
    if (e == cudaSuccess && atomic_load_explicit(&cucc__captures, memory_order_acquire) > 0 &&
        cucc__capture_wait(s, ev, &e)) {
        event_unref(ev);
        return cucc__ret(e);
    }
    if (e == cudaSuccess) {
        struct dep d;
        d.s = event_position(ev, &d.seq);
        if (d.s && d.s != s && atomic_load(&d.s->completed) < d.seq)
            e = enqueue(s, nop_op, NULL, 0, OP_WORK, &d, NULL);
        if (d.s)
            stream_unref(d.s);
    }
    event_unref(ev);
    return cucc__ret(e);
}

/* cudaDeviceReset, once the device is idle (device.c): streams and events
 * of the old context are gone, their handles invalid; kernels lose their
 * attributes. */
void cucc__reset_hook(void)
{
    for (;;) {
        struct CUstream_st *victim = NULL;
        pthread_mutex_lock(&streams_lock);
        for (struct CUstream_st *t = all_streams; t; t = t->next)
            if (t->visible) {
                victim = t;
                break;
            }
        pthread_mutex_unlock(&streams_lock);
        if (!victim)
            break;
        stream_destroy(victim);
    }
    pthread_mutex_lock(&events_lock);
    struct CUevent_st *ev = live_events;
    live_events = NULL;
    pthread_mutex_unlock(&events_lock);
    while (ev) {
        struct CUevent_st *next = ev->next;
        event_unref(ev);
        ev = next;
    }
    cucc__kernels_reset();
}
