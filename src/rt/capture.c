/*
 * Stream capture (runtime API "Stream Capture") and the making of a graph
 * node's operation; graph.c has the graphs (its head comment, the model).
 *
 * Between cudaStreamBeginCapture and cudaStreamEndCapture an operation
 * issued to a capturing stream (the stream door, stream.c, asks
 * cucc__capture_op while cucc__captures is non-zero) becomes a node that
 * depends on the stream's last nodes.  An event recorded in a capturing
 * stream remembers those nodes, and a stream that waits for it joins the
 * capture with them (fork and join across streams).  The same hook on a
 * private stream collects the one operation an API call issues into a
 * node of a graph being built (cucc__graph_build).
 *
 * Locking: cucc__graph_lock guards the capture tables with the graphs;
 * build_lock serialises the private stream.
 */
#include "graph.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

_Atomic int cucc__captures;

struct capture {
    cudaGraph_t g;
    struct CUstream_st *origin;
    unsigned long long id;
    int invalid;
    int to_graph;                   /* into the program's graph (cudaStreamBeginCaptureToGraph) */
    enum cudaStreamCaptureMode mode;
    pthread_t thread;               /* that began it */
};

/* A stream taking part in a capture, or the private stream collecting
 * into one node (cucc__graph_build()). */
struct capstream {
    struct CUstream_st *s;
    struct capture *c;
    struct CUgraphNode_st **deps;   /* its last nodes */
    size_t ndeps;
    struct CUgraphNode_st *collect; /* cucc__graph_build(): the node that takes the operation */
    struct capstream *next;
};

struct capevent {
    struct CUevent_st *ev;
    struct capture *c;
    struct CUgraphNode_st **deps;
    size_t ndeps;
    struct capevent *next;
};

static struct capstream *capstreams;
static struct capevent *capevents;
static unsigned long long capture_ids;
static _Thread_local enum cudaStreamCaptureMode thread_mode = cudaStreamCaptureModeGlobal;

static struct capstream *capstream_of(struct CUstream_st *s)
{
    for (struct capstream *p = capstreams; p; p = p->next)
        if (p->s == s)
            return p;
    return NULL;
}

static struct capevent *capevent_of(struct CUevent_st *ev)
{
    for (struct capevent *p = capevents; p; p = p->next)
        if (p->ev == ev)
            return p;
    return NULL;
}

static void drop_capstream(struct capstream **p)
{
    struct capstream *cs = *p;
    *p = cs->next;
    free(cs->deps);
    free(cs);
}

static void drop_capevent(struct capevent **p)
{
    struct capevent *ce = *p;
    *p = ce->next;
    free(ce->deps);
    free(ce);
}

static int set_deps(struct CUgraphNode_st ***deps, size_t *n, struct CUgraphNode_st **from, size_t k)
{
    struct CUgraphNode_st **v = k ? malloc(k * sizeof *v) : NULL;
    if (k && !v)
        return -1;
    if (k)
        memcpy(v, from, k * sizeof *v);
    free(*deps);
    *deps = v;
    *n = k;
    return 0;
}

int cucc__capture_op(struct CUstream_st *s, cucc__op_fn fn, const void *arg, size_t size, int kind,
                     cudaError_t *e)
{
    pthread_mutex_lock(&cucc__graph_lock);
    struct capstream *cs = capstream_of(s);
    if (!cs) {
        pthread_mutex_unlock(&cucc__graph_lock);
        return 0;
    }
    *e = cudaSuccess;
    struct CUgraphNode_st *n = cs->collect;
    if (!n) {
        enum cudaGraphNodeType t = kind == CUCC_OP_HOST ? cudaGraphNodeTypeHost
                                 : fn == cucc__launch_op_fn ? cudaGraphNodeTypeKernel
                                 : fn == cucc__set_op_fn || fn == cucc__fill_op_fn ? cudaGraphNodeTypeMemset
                                 : fn == cucc__free_op_fn ? cudaGraphNodeTypeMemFree
                                 : cudaGraphNodeTypeMemcpy;
        n = cs->c->invalid ? NULL : cucc__graph_node_new(cs->c->g, t);
        for (size_t i = 0; n && i < cs->ndeps; i++)
            if (cucc__graph_add_dep(n, cs->deps[i]) != 0)
                n = NULL;
        if (!n || set_deps(&cs->deps, &cs->ndeps, &n, 1) != 0) {
            cs->c->invalid = 1;
            *e = cudaErrorStreamCaptureInvalidated;
            pthread_mutex_unlock(&cucc__graph_lock);
            return 1;
        }
    }
    void *copy = size ? cucc__graph_dup(arg, size) : NULL;
    if (size && !copy) {
        *e = cudaErrorMemoryAllocation;
    } else {
        free(n->arg);
        n->fn = fn;
        n->kind = kind;
        n->arg = copy;
        n->raw = size ? NULL : arg;
        n->size = size;
        if (fn == cucc__free_op_fn && size == sizeof(void *))
            memcpy(&n->dptr, arg, sizeof(void *));
    }
    pthread_mutex_unlock(&cucc__graph_lock);
    return 1;
}

int cucc__capture_record(struct CUstream_st *s, struct CUevent_st *ev, cudaError_t *e)
{
    pthread_mutex_lock(&cucc__graph_lock);
    struct capstream *cs = capstream_of(s);
    if (!cs || cs->collect) {
        pthread_mutex_unlock(&cucc__graph_lock);
        return 0;
    }
    struct capevent *ce = capevent_of(ev);
    if (!ce && (ce = calloc(1, sizeof *ce)) != NULL) {
        ce->ev = ev;
        ce->next = capevents;
        capevents = ce;
    }
    *e = ce && set_deps(&ce->deps, &ce->ndeps, cs->deps, cs->ndeps) == 0 ? cudaSuccess
                                                                         : cudaErrorMemoryAllocation;
    if (ce)
        ce->c = cs->c;
    pthread_mutex_unlock(&cucc__graph_lock);
    return 1;
}

int cucc__capture_wait(struct CUstream_st *s, struct CUevent_st *ev, cudaError_t *e)
{
    pthread_mutex_lock(&cucc__graph_lock);
    struct capstream *cs = capstream_of(s);
    struct capevent *ce = capevent_of(ev);
    int taken = 0;
    *e = cudaSuccess;
    if (ce && (!cs || (cs->c == ce->c && !cs->collect))) {
        if (!cs && (cs = calloc(1, sizeof *cs)) != NULL) {
            cs->s = s;      /* joins the capture */
            cs->c = ce->c;
            cs->next = capstreams;
            capstreams = cs;
        }
        for (size_t i = 0; cs && i < ce->ndeps; i++) {
            int have = 0;
            for (size_t k = 0; k < cs->ndeps; k++)
                have |= cs->deps[k] == ce->deps[i];
            if (have)
                continue;
            struct CUgraphNode_st **v = realloc(cs->deps, (cs->ndeps + 1) * sizeof *v);
            if (!v) {
                *e = cudaErrorMemoryAllocation;
                break;
            }
            cs->deps = v;
            cs->deps[cs->ndeps++] = ce->deps[i];
        }
        if (!cs)
            *e = cudaErrorMemoryAllocation;
        taken = 1;
    } else if (ce && cs) {
        *e = cudaErrorStreamCaptureMerge;   /* another capture's event */
        taken = 1;
    } else if (cs && !cs->collect) {
        taken = 1;      /* an event of work outside the capture: nothing to wait for in the graph */
    }
    pthread_mutex_unlock(&cucc__graph_lock);
    return taken;
}

void cucc__capture_forget(struct CUevent_st *ev)
{
    pthread_mutex_lock(&cucc__graph_lock);
    for (struct capevent **p = &capevents; *p; p = &(*p)->next)
        if ((*p)->ev == ev) {
            drop_capevent(p);
            break;
        }
    pthread_mutex_unlock(&cucc__graph_lock);
}

int cucc__capturing(struct CUstream_st *s)
{
    pthread_mutex_lock(&cucc__graph_lock);
    int r = capstream_of(s) != NULL;
    pthread_mutex_unlock(&cucc__graph_lock);
    return r;
}

int cucc__capture_misuse(struct CUstream_st *s)
{
    pthread_mutex_lock(&cucc__graph_lock);
    struct capstream *cs = capstream_of(s);
    if (cs && !cs->collect)
        cs->c->invalid = 1;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cs != NULL;
}

int cucc__capture_unsafe(void)
{
    if (thread_mode == cudaStreamCaptureModeRelaxed)
        return 0;
    int hit = 0;
    pthread_mutex_lock(&cucc__graph_lock);
    for (struct capstream *cs = capstreams; cs; cs = cs->next) {
        struct capture *c = cs->c;
        if (cs->collect || c->mode == cudaStreamCaptureModeRelaxed)
            continue;
        if (pthread_equal(c->thread, pthread_self()) ||
            (thread_mode == cudaStreamCaptureModeGlobal && c->mode == cudaStreamCaptureModeGlobal)) {
            c->invalid = 1;
            hit = 1;
        }
    }
    pthread_mutex_unlock(&cucc__graph_lock);
    return hit;
}

int cucc__capture_invalidate(int (*which)(const struct CUstream_st *s))
{
    int hit = 0;
    pthread_mutex_lock(&cucc__graph_lock);
    for (struct capstream *cs = capstreams; cs; cs = cs->next)
        if (!cs->collect && (!which || which(cs->s))) {
            cs->c->invalid = 1;
            hit = 1;
        }
    pthread_mutex_unlock(&cucc__graph_lock);
    return hit;
}

int cucc__capturing_handle(cudaStream_t h)
{
    struct CUstream_st *s;
    return cucc__stream_resolve(h, &s) == cudaSuccess && cucc__capturing(s);
}

static cudaError_t begin_capture(cudaStream_t stream, cudaGraph_t into, const cudaGraphNode_t *deps,
                                 size_t ndeps, enum cudaStreamCaptureMode mode);

cudaError_t cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    CUCC_API_TIMED();
    return begin_capture(stream, NULL, NULL, 0, mode);
}

/* Capture into graph, the first nodes after dependencies (ordinary edges
 * only); cudaStreamEndCapture then leaves the nodes there. */
cudaError_t cudaStreamBeginCaptureToGraph(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies,
                                          const cudaGraphEdgeData *dependencyData, size_t numDependencies,
                                          enum cudaStreamCaptureMode mode)
{
    CUCC_API_TIMED();
    if (!cucc__graph_edges_plain(dependencyData, numDependencies))
        return cucc__ret(cudaErrorInvalidValue);
    if (!graph || (numDependencies && !dependencies))
        return cucc__ret(cudaErrorInvalidValue);
    return begin_capture(stream, graph, dependencies, numDependencies, mode);
}

static cudaError_t begin_capture(cudaStream_t stream, cudaGraph_t into, const cudaGraphNode_t *deps,
                                 size_t ndeps, enum cudaStreamCaptureMode mode)
{
    if ((unsigned)mode > cudaStreamCaptureModeRelaxed)
        return cucc__ret(cudaErrorInvalidValue);
    struct CUstream_st *s, *legacy;
    cudaError_t e = cucc__stream_resolve(stream, &s);
    if (e != cudaSuccess)
        return cucc__ret(e);
    if (cucc__stream_resolve(cudaStreamLegacy, &legacy) == cudaSuccess && s == legacy)
        return cucc__ret(cudaErrorStreamCaptureUnsupported);
    struct capture *c = calloc(1, sizeof *c);
    struct capstream *cs = calloc(1, sizeof *cs);
    pthread_mutex_lock(&cucc__graph_lock);
    for (size_t i = 0; into && i < ndeps; i++)
        if (!deps[i] || deps[i]->g != into)
            e = cudaErrorInvalidValue;
    if (e != cudaSuccess) {
        ;
    } else if (capstream_of(s)) {
        e = cudaErrorIllegalState;
    } else if (!c || !cs || !(c->g = into ? into : cucc__graph_new(1)) ||
               (ndeps && !(cs->deps = malloc(ndeps * sizeof *cs->deps)))) {
        e = cudaErrorMemoryAllocation;
    } else {
        c->to_graph = into != NULL;
        c->mode = mode;
        c->thread = pthread_self();
        for (size_t i = 0; i < ndeps; i++)
            cs->deps[i] = deps[i];
        cs->ndeps = ndeps;
        c->origin = s;
        c->id = ++capture_ids;
        cs->s = s;
        cs->c = c;
        cs->next = capstreams;
        capstreams = cs;
        atomic_fetch_add(&cucc__captures, 1);
        pthread_mutex_unlock(&cucc__graph_lock);
        return cucc__ret(cudaSuccess);
    }
    if (c && c->g && c->g != into)
        cucc__graph_free(c->g);
    pthread_mutex_unlock(&cucc__graph_lock);
    free(c);
    if (cs)
        free(cs->deps);
    free(cs);
    return cucc__ret(e);
}

/* The capture of `stream`, with cucc__graph_lock taken when *e is
 * cudaSuccess (stream resolved); NULL when it captures nothing (or only
 * collects for a graph it captures into). */
static struct capstream *lock_capture(cudaStream_t stream, cudaError_t *e)
{
    struct CUstream_st *s;
    *e = cucc__stream_resolve(stream, &s);
    if (*e != cudaSuccess)
        return NULL;
    pthread_mutex_lock(&cucc__graph_lock);
    struct capstream *cs = capstream_of(s);
    return cs && !cs->collect ? cs : NULL;
}

cudaError_t cudaStreamUpdateCaptureDependencies(cudaStream_t stream, cudaGraphNode_t *dependencies,
                                                const cudaGraphEdgeData *dependencyData, size_t numDependencies,
                                                unsigned int flags)
{
    CUCC_API_TIMED();
    if (!cucc__graph_edges_plain(dependencyData, numDependencies))
        return cucc__ret(cudaErrorInvalidValue);
    if (flags > cudaStreamSetCaptureDependencies || (numDependencies && !dependencies))
        return cucc__ret(cudaErrorInvalidValue);
    cudaError_t e;
    struct capstream *cs = lock_capture(stream, &e);
    if (e != cudaSuccess)
        return cucc__ret(e);
    if (!cs)
        e = cudaErrorIllegalState;
    for (size_t i = 0; e == cudaSuccess && i < numDependencies; i++)
        if (!dependencies[i] || dependencies[i]->g != cs->c->g)
            e = cudaErrorInvalidValue;
    size_t keep = flags == cudaStreamSetCaptureDependencies ? 0 : (cs ? cs->ndeps : 0);
    struct CUgraphNode_st **v = NULL;
    if (e == cudaSuccess && !(v = malloc((keep + numDependencies + 1) * sizeof *v)))
        e = cudaErrorMemoryAllocation;
    if (e == cudaSuccess) {
        size_t n = 0;
        for (size_t i = 0; i < keep; i++)
            v[n++] = cs->deps[i];
        for (size_t i = 0; i < numDependencies; i++) {
            size_t k = 0;
            while (k < n && v[k] != dependencies[i])
                k++;
            if (k == n)
                v[n++] = dependencies[i];
        }
        free(cs->deps);
        cs->deps = v;
        cs->ndeps = n;
    }
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(e);
}

cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph)
{
    CUCC_API_TIMED();
    cudaError_t e;
    struct capstream *cs = lock_capture(stream, &e);
    if (e != cudaSuccess)
        return cucc__ret(e);
    if (!cs) {
        pthread_mutex_unlock(&cucc__graph_lock);
        return cucc__ret(cudaErrorIllegalState);
    }
    struct capture *c = cs->c;
    if (!pGraph && !c->to_graph) {
        pthread_mutex_unlock(&cucc__graph_lock);
        return cucc__ret(cudaErrorInvalidValue);
    }
    if (c->origin != cs->s) {
        pthread_mutex_unlock(&cucc__graph_lock);
        return cucc__ret(cudaErrorStreamCaptureUnmatched);
    }
    for (struct capstream **p = &capstreams; *p;)
        if ((*p)->c == c)
            drop_capstream(p);
        else
            p = &(*p)->next;
    for (struct capevent **p = &capevents; *p;)
        if ((*p)->c == c)
            drop_capevent(p);
        else
            p = &(*p)->next;
    atomic_fetch_sub(&cucc__captures, 1);
    if (c->invalid) {
        if (!c->to_graph)
            cucc__graph_free(c->g);
        if (pGraph)
            *pGraph = NULL;
        e = cudaErrorStreamCaptureInvalidated;
    } else if (pGraph) {
        *pGraph = c->g;
    }
    pthread_mutex_unlock(&cucc__graph_lock);
    free(c);
    return cucc__ret(e);
}

cudaError_t cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus)
{
    CUCC_API_TIMED();
    return cudaStreamGetCaptureInfo(stream, pCaptureStatus, NULL, NULL, NULL, NULL, NULL);
}

cudaError_t cudaStreamGetCaptureInfo(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out,
                                     unsigned long long *id_out, cudaGraph_t *graph_out,
                                     const cudaGraphNode_t **dependencies_out,
                                     const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    CUCC_API_TIMED();
    if (!captureStatus_out)
        return cucc__ret(cudaErrorInvalidValue);
    cudaError_t e;
    struct capstream *cs = lock_capture(stream, &e);
    if (e != cudaSuccess)
        return cucc__ret(e);
    *captureStatus_out = !cs ? cudaStreamCaptureStatusNone
                       : cs->c->invalid ? cudaStreamCaptureStatusInvalidated
                                        : cudaStreamCaptureStatusActive;
    if (id_out && cs)
        *id_out = cs->c->id;
    if (graph_out)
        *graph_out = cs ? cs->c->g : NULL;
    if (dependencies_out)
        *dependencies_out = cs ? (const cudaGraphNode_t *)cs->deps : NULL;
    if (edgeData_out)
        *edgeData_out = NULL;
    if (numDependencies_out)
        *numDependencies_out = cs ? cs->ndeps : 0;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode *mode)
{
    CUCC_API_TIMED();
    if (!mode || (unsigned)*mode > cudaStreamCaptureModeRelaxed)
        return cucc__ret(cudaErrorInvalidValue);
    enum cudaStreamCaptureMode old = thread_mode;
    thread_mode = *mode;
    *mode = old;
    return cucc__ret(cudaSuccess);
}

/* ---- making a node's operation ----------------------------------------------- */

static pthread_mutex_t build_lock = PTHREAD_MUTEX_INITIALIZER;
static cudaStream_t priv;

/* Runs issue(params, private stream) with the private stream collecting
 * into n: n's operation is what the call would have queued. */
cudaError_t cucc__graph_build(struct CUgraphNode_st *n, cucc__issue_fn issue, const void *params)
{
    pthread_mutex_lock(&build_lock);
    cudaError_t e = cudaSuccess;
    if (!priv)
        e = cudaStreamCreateWithFlags(&priv, cudaStreamNonBlocking);
    struct CUstream_st *s;
    if (e == cudaSuccess)
        e = cucc__stream_resolve(priv, &s);
    if (e != cudaSuccess) {
        pthread_mutex_unlock(&build_lock);
        return e;
    }
    struct capstream cs = { .s = s, .collect = n };
    pthread_mutex_lock(&cucc__graph_lock);
    cs.next = capstreams;
    capstreams = &cs;
    pthread_mutex_unlock(&cucc__graph_lock);
    atomic_fetch_add(&cucc__captures, 1);
    e = issue(params, priv);
    atomic_fetch_sub(&cucc__captures, 1);
    pthread_mutex_lock(&cucc__graph_lock);
    for (struct capstream **p = &capstreams; *p; p = &(*p)->next)
        if (*p == &cs) {
            *p = cs.next;
            break;
        }
    pthread_mutex_unlock(&cucc__graph_lock);
    pthread_mutex_unlock(&build_lock);
    return e;
}

int cucc__capture_alloc(struct CUstream_st *s, void **p, size_t size, cudaError_t *e)
{
    pthread_mutex_lock(&cucc__graph_lock);
    struct capstream *cs = capstream_of(s);
    if (!cs || cs->collect) {
        pthread_mutex_unlock(&cucc__graph_lock);
        return 0;
    }
    struct CUgraphNode_st *n = cs->c->invalid ? NULL : cucc__graph_node_new(cs->c->g, cudaGraphNodeTypeMemAlloc);
    *e = n ? cudaSuccess : cudaErrorStreamCaptureInvalidated;
    for (size_t i = 0; n && i < cs->ndeps; i++)
        if (cucc__graph_add_dep(n, cs->deps[i]) != 0)
            *e = cudaErrorMemoryAllocation;
    if (*e == cudaSuccess)
        *e = cucc__graph_memory_node(n, NULL, size);
    if (*e == cudaSuccess && set_deps(&cs->deps, &cs->ndeps, &n, 1) != 0)
        *e = cudaErrorMemoryAllocation;
    if (*e == cudaSuccess) {
        n->ap.poolProps.allocType = cudaMemAllocationTypePinned;
        n->ap.poolProps.location.type = cudaMemLocationTypeDevice;
        n->ap.bytesize = size;
        n->ap.dptr = n->dptr;
        *p = n->dptr;
    } else if (n) {
        cucc__graph_node_remove(n);
        cs->c->invalid = 1;
    }
    pthread_mutex_unlock(&cucc__graph_lock);
    return 1;
}

/* cudaDeviceReset (graph.c's hook): no capture goes on, the private
 * stream is gone with the others. */
void cucc__capture_reset(void)
{
    pthread_mutex_lock(&cucc__graph_lock);
    while (capstreams)
        drop_capstream(&capstreams);
    while (capevents)
        drop_capevent(&capevents);
    atomic_store(&cucc__captures, 0);
    pthread_mutex_unlock(&cucc__graph_lock);
    pthread_mutex_lock(&build_lock);
    priv = NULL;
    pthread_mutex_unlock(&build_lock);
}
