/*
 * CUDA user objects (Programming Guide, "CUDA User Objects"): a pointer and
 * its destructor with a reference count, whose references a program, a
 * graph, the executable graphs made from it and their launches in flight
 * hold.  The destructor runs when the last reference goes: in the call
 * that released it, or at the end of the last launch that held one (after
 * the graph's work in its stream).  It must not call the CUDA API, as in
 * CUDA.
 *
 * A graph's references are a list of (object, count) in CUgraph_st,
 * copied with the graph (clones, executable graphs, child graph nodes) and
 * released when the copy is freed (src/rt/graph.c calls the hooks below
 * under cucc__graph_lock).  Libraries use them to keep the arguments of a
 * call captured into a graph as long as the graph lives (src/lib).
 */
#include "graph.h"

#include <limits.h>
#include <stdatomic.h>
#include <stdlib.h>

struct CUuserObject_st {
    _Atomic unsigned long long refs;
    void *ptr;
    cudaHostFn_t destroy;
};

static void release(struct CUuserObject_st *o, unsigned count)
{
    if (atomic_fetch_sub_explicit(&o->refs, count, memory_order_acq_rel) == count) {
        o->destroy(o->ptr);
        free(o);
    }
}

static int count_ok(unsigned count) { return count > 0 && count <= INT_MAX; }

cudaError_t cudaUserObjectCreate(cudaUserObject_t *object_out, void *ptr, cudaHostFn_t destroy,
                                 unsigned int initialRefcount, unsigned int flags)
{
    CUCC_API_TIMED();
    if (!object_out || !destroy || !count_ok(initialRefcount) || flags != cudaUserObjectNoDestructorSync)
        return cucc__ret(cudaErrorInvalidValue);
    struct CUuserObject_st *o = malloc(sizeof *o);
    if (!o)
        return cucc__ret(cudaErrorMemoryAllocation);
    atomic_init(&o->refs, initialRefcount);
    o->ptr = ptr;
    o->destroy = destroy;
    *object_out = o;
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaUserObjectRetain(cudaUserObject_t object, unsigned int count)
{
    CUCC_API_TIMED();
    if (!object || !count_ok(count))
        return cucc__ret(cudaErrorInvalidValue);
    atomic_fetch_add_explicit(&object->refs, count, memory_order_relaxed);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaUserObjectRelease(cudaUserObject_t object, unsigned int count)
{
    CUCC_API_TIMED();
    if (!object || !count_ok(count))
        return cucc__ret(cudaErrorInvalidValue);
    release(object, count);
    return cucc__ret(cudaSuccess);
}

/* g's entry for o, or NULL. */
static struct cucc__uref *uref_of(struct CUgraph_st *g, struct CUuserObject_st *o)
{
    for (size_t i = 0; i < g->nurefs; i++)
        if (g->urefs[i].o == o)
            return &g->urefs[i];
    return NULL;
}

/* Adds count references of o to g (taken over, not retained). */
static int uref_add(struct CUgraph_st *g, struct CUuserObject_st *o, unsigned count)
{
    struct cucc__uref *r = uref_of(g, o);
    if (r) {
        r->count += count;
        return 0;
    }
    struct cucc__uref *v = realloc(g->urefs, (g->nurefs + 1) * sizeof *v);
    if (!v)
        return -1;
    g->urefs = v;
    g->urefs[g->nurefs++] = (struct cucc__uref){o, count};
    return 0;
}

cudaError_t cudaGraphRetainUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count,
                                      unsigned int flags)
{
    CUCC_API_TIMED();
    if (!graph || !object || !count_ok(count) || (flags & ~(unsigned)cudaGraphUserObjectMove))
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&cucc__graph_lock);
    cudaError_t e = cudaErrorInvalidValue;
    if (cucc__graph_is_live(graph)) {
        e = uref_add(graph, object, count) ? cudaErrorMemoryAllocation : cudaSuccess;
        if (e == cudaSuccess && !(flags & cudaGraphUserObjectMove))
            atomic_fetch_add_explicit(&object->refs, count, memory_order_relaxed);
    }
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(e);
}

cudaError_t cudaGraphReleaseUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count)
{
    CUCC_API_TIMED();
    if (!graph || !object || !count_ok(count))
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&cucc__graph_lock);
    cudaError_t e = cudaErrorInvalidValue;
    struct cucc__uref *r = cucc__graph_is_live(graph) ? uref_of(graph, object) : NULL;
    if (r && r->count >= count) {
        r->count -= count;
        if (r->count == 0)
            *r = graph->urefs[--graph->nurefs];
        e = cudaSuccess;
    }
    pthread_mutex_unlock(&cucc__graph_lock);
    if (e == cudaSuccess)
        release(object, count);
    return cucc__ret(e);
}

/* ---- graph.c's hooks, under cucc__graph_lock ---------------------------- */

int cucc__graph_urefs_copy(struct CUgraph_st *to, const struct CUgraph_st *from)
{
    for (size_t i = 0; i < from->nurefs; i++) {
        if (uref_add(to, from->urefs[i].o, from->urefs[i].count) != 0)
            return -1;
        atomic_fetch_add_explicit(&from->urefs[i].o->refs, from->urefs[i].count, memory_order_relaxed);
    }
    return 0;
}

void cucc__graph_urefs_drop(struct CUgraph_st *g)
{
    for (size_t i = 0; i < g->nurefs; i++)
        release(g->urefs[i].o, g->urefs[i].count);
    free(g->urefs);
    g->urefs = NULL;
    g->nurefs = 0;
}

/* A launch holds g's references until its work in the stream is done. */
struct held {
    struct cucc__uref *refs;
    size_t n;
};

static void held_release(void *arg)
{
    struct held *h = arg;
    for (size_t i = 0; i < h->n; i++)
        release(h->refs[i].o, h->refs[i].count);
    free(h->refs);
}

cudaError_t cucc__graph_urefs_hold(const struct CUgraph_st *g, cudaStream_t s)
{
    if (g->nurefs == 0)
        return cudaSuccess;
    struct held h = {malloc(g->nurefs * sizeof *h.refs), g->nurefs};
    if (!h.refs)
        return cudaErrorMemoryAllocation;
    for (size_t i = 0; i < g->nurefs; i++) {
        h.refs[i] = g->urefs[i];
        atomic_fetch_add_explicit(&h.refs[i].o->refs, h.refs[i].count, memory_order_relaxed);
    }
    cudaError_t e = cucc__stream_enqueue(s, held_release, &h, sizeof h);
    if (e != cudaSuccess)
        held_release(&h);
    return e;
}
