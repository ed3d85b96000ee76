/*
 * CUDA graphs (Programming Guide, "CUDA Graphs"; runtime API "Graph
 * Management"); stream capture and the making of a node's operation are in
 * capture.c, what both share in graph.h.
 *
 * A graph is a list of nodes, each with the nodes it depends on.  The work
 * of a kernel, memcpy, memset or host node is an operation of the stream
 * door (stream.c): the function and the bytes cucc__stream_enqueue would
 * have queued.  A node gets it the way a stream does: the API call that
 * would issue the work (cudaLaunchKernel, cudaMemcpy3DAsync, ...) is made
 * on a private stream whose operations the capture hook collects instead
 * of queueing (cucc__graph_build).  Stream capture is the same hook on the
 * user's streams: between cudaStreamBeginCapture and cudaStreamEndCapture an
 * operation issued to a capturing stream becomes a node that depends on
 * the stream's last nodes.  An event recorded in a capturing stream
 * remembers those nodes, and a stream that waits for it joins the capture
 * with them (fork and join across streams).
 *
 * cudaGraphInstantiate copies the graph (later changes to it do not reach
 * the executable graph) and orders its nodes so that every node comes
 * after those it depends on.  cudaGraphLaunch issues the nodes' work to
 * the launch stream in that order: each runs after the ones before it, a
 * stricter order than the edges ask for, which CUDA allows, and the launch
 * as a whole is ordered in its stream like any other work.  Child graphs
 * run in place; event record and wait nodes record and wait on the launch
 * stream.
 *
 * Memory nodes: an alloc node (cudaGraphAddMemAllocNode, or
 * cudaMallocAsync in a capture) allocates graph memory at once, its
 * address fixed as in CUDA (memory.c); each launch makes it valid again,
 * and a free node (or cudaFree, cudaFreeAsync) frees it until the next
 * launch.  cudaDeviceGetGraphMemAttribute reports the graph memory kept
 * (valid now or freed, for relaunches), used and reserved alike.
 *
 * Conditional nodes (if, while, switch): below, "conditional nodes".
 *
 * Not done: external semaphore nodes, device-side graph launch, kernel
 * node attributes, edge data other than the default.
 *
 * Locking: cucc__graph_lock guards every graph, node and executable graph,
 * and the capture tables.  No lock is held while a stream call runs but
 * the capture hook's own.
 */
#include "graph.h"
#include "cuda.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct CUgraphExec_st {
    struct CUgraph_st *g;           /* the copy it runs */
    struct CUgraphNode_st **order;  /* g's nodes, each after its dependencies */
    unsigned long long flags;
    struct CUgraphExec_st *next;    /* live executable graphs */
};

pthread_mutex_t cucc__graph_lock = PTHREAD_MUTEX_INITIALIZER;
static struct CUgraph_st *live_graphs;
static struct CUgraphExec_st *live_execs;

static void reset_graphs(void);
static pthread_once_t hook_once = PTHREAD_ONCE_INIT;
static void register_hook(void)
{
    cucc__on_reset(reset_graphs);
}

/* ---- nodes and graphs ---------------------------------------------------- */

struct CUgraph_st *cucc__graph_new(int user)
{
    pthread_once(&hook_once, register_hook);
    struct CUgraph_st *g = calloc(1, sizeof *g);
    if (g && user) {
        g->user = 1;
        g->next = live_graphs;
        live_graphs = g;
    }
    return g;
}

static int graph_live(const struct CUgraph_st *g)
{
    for (struct CUgraph_st *h = live_graphs; h; h = h->next)
        if (h == g)
            return 1;
    return 0;
}

int cucc__graph_is_live(const struct CUgraph_st *g) { return graph_live(g); }

static int node_live(const struct CUgraphNode_st *n)
{
    if (!n || !graph_live(n->g))
        return 0;
    return n->index < n->g->n && n->g->nodes[n->index] == n;
}

void cucc__graph_free(struct CUgraph_st *g);

static void node_free(struct CUgraphNode_st *n)
{
    free(n->deps);
    free(n->arg);
    if (n->kargv) {
        free(n->kargv[0]);
        free(n->kargv);
    }
    if (n->child)
        cucc__graph_free(n->child);
    for (unsigned i = 0; n->bodies && i < n->cond.size; i++)
        cucc__graph_free(n->bodies[i]);
    free(n->bodies);
    free(n);
}

void cucc__graph_free(struct CUgraph_st *g)
{
    if (!g)
        return;
    if (g->user) {
        for (struct CUgraph_st **p = &live_graphs; *p; p = &(*p)->next)
            if (*p == g) {
                *p = g->next;
                break;
            }
    }
    for (size_t i = 0; i < g->n; i++)
        node_free(g->nodes[i]);
    free(g->nodes);
    cucc__graph_urefs_drop(g);
    free(g);
}

struct CUgraphNode_st *cucc__graph_node_new(struct CUgraph_st *g, enum cudaGraphNodeType type)
{
    if (g->n == g->cap) {
        size_t cap = g->cap ? 2 * g->cap : 8;
        struct CUgraphNode_st **v = realloc(g->nodes, cap * sizeof *v);
        if (!v)
            return NULL;
        g->nodes = v;
        g->cap = cap;
    }
    struct CUgraphNode_st *n = calloc(1, sizeof *n);
    if (!n)
        return NULL;
    n->g = g;
    n->type = type;
    n->index = g->n;
    n->enabled = 1;
    g->nodes[g->n++] = n;
    return n;
}

int cucc__graph_add_dep(struct CUgraphNode_st *n, struct CUgraphNode_st *d)
{
    for (size_t i = 0; i < n->ndeps; i++)
        if (n->deps[i] == d)
            return 0;
    struct CUgraphNode_st **v = realloc(n->deps, (n->ndeps + 1) * sizeof *v);
    if (!v)
        return -1;
    n->deps = v;
    n->deps[n->ndeps++] = d;
    return 0;
}

/* The dependencies of a node being added: nodes of g, no repeats. */
static cudaError_t check_deps(struct CUgraph_st *g, const cudaGraphNode_t *deps, size_t n)
{
    if (n && !deps)
        return cudaErrorInvalidValue;
    for (size_t i = 0; i < n; i++) {
        if (!deps[i] || deps[i]->g != g || deps[i]->index >= g->n || g->nodes[deps[i]->index] != deps[i])
            return cudaErrorInvalidValue;
        for (size_t k = 0; k < i; k++)
            if (deps[k] == deps[i])
                return cudaErrorInvalidValue;
    }
    return cudaSuccess;
}

void cucc__graph_node_remove(struct CUgraphNode_st *n)
{
    struct CUgraph_st *g = n->g;
    for (size_t i = 0; i < g->n; i++) {
        struct CUgraphNode_st *m = g->nodes[i];
        size_t k = 0;
        for (size_t j = 0; j < m->ndeps; j++)
            if (m->deps[j] != n)
                m->deps[k++] = m->deps[j];
        m->ndeps = k;
    }
    for (size_t i = n->index + 1; i < g->n; i++) {
        g->nodes[i - 1] = g->nodes[i];
        g->nodes[i - 1]->index = i - 1;
    }
    g->n--;
    node_free(n);
}

/* A copy of the payload of a node (not its dependencies). */
static int copy_payload(struct CUgraphNode_st *to, const struct CUgraphNode_st *from);

static struct CUgraph_st *graph_copy(const struct CUgraph_st *g, int user)
{
    struct CUgraph_st *c = cucc__graph_new(user);
    if (!c)
        return NULL;
    for (size_t i = 0; i < g->n; i++) {
        struct CUgraphNode_st *n = cucc__graph_node_new(c, g->nodes[i]->type);
        if (!n || copy_payload(n, g->nodes[i]) != 0) {
            cucc__graph_free(c);
            return NULL;
        }
        n->orig = g->nodes[i];
    }
    for (size_t i = 0; i < g->n; i++)
        for (size_t k = 0; k < g->nodes[i]->ndeps; k++)
            if (cucc__graph_add_dep(c->nodes[i], c->nodes[g->nodes[i]->deps[k]->index]) != 0) {
                cucc__graph_free(c);
                return NULL;
            }
    if (cucc__graph_urefs_copy(c, g) != 0) {
        cucc__graph_free(c);
        return NULL;
    }
    return c;
}

int cucc__graph_edges_plain(const cudaGraphEdgeData *e, size_t n)
{
    static const cudaGraphEdgeData plain;
    for (size_t i = 0; e && i < n; i++)
        if (memcmp(&e[i], &plain, sizeof plain))
            return 0;
    return 1;
}

void *cucc__graph_dup(const void *p, size_t n)
{
    void *q = malloc(n ? n : 1);
    if (q && n)
        memcpy(q, p, n);
    return q;
}

/* Copies of a kernel's arguments, one block, for kernelParams. */
static void **copy_kernel_args(const void *func, void **args)
{
    const struct cucc__kernel *k = cucc__kernel_find(func);
    if (!k || !args)
        return NULL;
    size_t total = 0;
    for (int i = 0; i < k->nargs; i++)
        total += (k->sizes[i] + 15) & ~(size_t)15;
    void **v = calloc((size_t)k->nargs + 1, sizeof *v);
    char *block = malloc(total ? total : 1);
    if (!v || !block) {
        free(v);
        free(block);
        return NULL;
    }
    v[0] = block;   /* freed through kargv[0] */
    for (int i = 0; i < k->nargs; i++) {
        memcpy(block, args[i], k->sizes[i]);
        v[i] = block;
        block += (k->sizes[i] + 15) & ~(size_t)15;
    }
    return v;
}

static int copy_payload(struct CUgraphNode_st *to, const struct CUgraphNode_st *from)
{
    to->fn = from->fn;
    to->kind = from->kind;
    to->raw = from->raw;
    to->size = from->size;
    to->arg = NULL;
    if (from->arg && !(to->arg = cucc__graph_dup(from->arg, from->size)))
        return -1;
    to->kp = from->kp;
    to->kargv = NULL;
    if (from->kargv) {
        to->kargv = copy_kernel_args(from->kp.func, from->kargv);
        if (!to->kargv)
            return -1;
        to->kp.kernelParams = to->kargv;
    }
    to->cp = from->cp;
    to->sp = from->sp;
    to->hp = from->hp;
    to->event = from->event;
    to->ap = from->ap;
    to->dptr = from->dptr;
    to->enabled = from->enabled;
    to->child = NULL;
    if (from->child && !(to->child = graph_copy(from->child, 0)))
        return -1;
    to->cond = from->cond;
    to->bodies = NULL;
    if (from->bodies) {
        if (!(to->bodies = calloc(from->cond.size, sizeof *to->bodies)))
            return -1;
        to->cond.phGraph_out = to->bodies;
        for (unsigned i = 0; i < from->cond.size; i++)
            if (!(to->bodies[i] = graph_copy(from->bodies[i], 0)))
                return -1;
    }
    return 0;
}


static cudaError_t issue_kernel(const void *params, cudaStream_t s)
{
    const struct cudaKernelNodeParams *p = params;
    if (p->extra)
        return cudaErrorInvalidValue;   /* the "extra" form: not done */
    return cudaLaunchKernel(p->func, p->gridDim, p->blockDim, p->kernelParams, p->sharedMemBytes, s);
}

static cudaError_t issue_copy(const void *params, cudaStream_t s)
{
    return cudaMemcpy3DAsync(params, s);
}

struct copy1d {
    void *dst;
    const void *src;
    size_t count;
    enum cudaMemcpyKind kind;
};

static cudaError_t issue_copy1d(const void *params, cudaStream_t s)
{
    const struct copy1d *c = params;
    return cudaMemcpyAsync(c->dst, c->src, c->count, c->kind, s);
}

static cudaError_t issue_set(const void *params, cudaStream_t s)
{
    const struct cudaMemsetParams *p = params;
    if (p->height == 0 || p->width == 0)
        return cudaErrorInvalidValue;
    switch (p->elementSize) {
    case 1:
        return cudaMemset2DAsync(p->dst, p->height > 1 ? p->pitch : p->width, (int)p->value, p->width,
                                 p->height, s);
    case 2:
    case 4: {
        /* one fill: a single row, or rows without a gap between them */
        size_t n = p->width * p->height;
        if (p->height > 1 && p->pitch != p->width * p->elementSize)
            return cudaErrorNotSupported;
        CUresult r = p->elementSize == 2
                         ? cuMemsetD16Async((CUdeviceptr)p->dst, (unsigned short)p->value, n, (CUstream)s)
                         : cuMemsetD32Async((CUdeviceptr)p->dst, p->value, n, (CUstream)s);
        return r == CUDA_SUCCESS ? cudaSuccess : cudaErrorInvalidValue;
    }
    default:
        return cudaErrorInvalidValue;
    }
}

static cudaError_t issue_host(const void *params, cudaStream_t s)
{
    const struct cudaHostNodeParams *p = params;
    return cudaLaunchHostFunc(s, p->fn, p->userData);
}

/* Fills n (type already set) from params, keeping what the API returns. */
static cudaError_t fill_node(struct CUgraphNode_st *n, const void *params)
{
    cudaError_t e;
    switch (n->type) {
    case cudaGraphNodeTypeKernel: {
        const struct cudaKernelNodeParams *p = params;
        if (!p->func)
            return cudaErrorInvalidDeviceFunction;
        e = cucc__graph_build(n, issue_kernel, p);
        if (e != cudaSuccess)
            return e;
        void **argv = copy_kernel_args(p->func, p->kernelParams);
        if (n->kargv) {
            free(n->kargv[0]);
            free(n->kargv);
        }
        n->kargv = argv;
        n->kp = *p;
        n->kp.kernelParams = argv;
        return cudaSuccess;
    }
    case cudaGraphNodeTypeMemcpy:
        e = cucc__graph_build(n, issue_copy, params);
        if (e == cudaSuccess)
            n->cp = *(const struct cudaMemcpy3DParms *)params;
        return e;
    case cudaGraphNodeTypeMemset:
        e = cucc__graph_build(n, issue_set, params);
        if (e == cudaSuccess)
            n->sp = *(const struct cudaMemsetParams *)params;
        return e;
    case cudaGraphNodeTypeHost: {
        const struct cudaHostNodeParams *p = params;
        if (!p->fn)
            return cudaErrorInvalidValue;
        e = cucc__graph_build(n, issue_host, p);
        if (e == cudaSuccess)
            n->hp = *p;
        return e;
    }
    default:
        return cudaErrorInvalidValue;
    }
}

/* Adds a node of type t to g after deps; params as fill_node takes them
 * (NULL for the types without an operation). */
static cudaError_t add_node(cudaGraphNode_t *out, cudaGraph_t g, const cudaGraphNode_t *deps, size_t ndeps,
                            enum cudaGraphNodeType t, const void *params, struct CUgraphNode_st **made)
{
    if (!out || !g)
        return cudaErrorInvalidValue;
    pthread_mutex_lock(&cucc__graph_lock);
    cudaError_t e = graph_live(g) ? check_deps(g, deps, ndeps) : cudaErrorInvalidValue;
    struct CUgraphNode_st *n = e == cudaSuccess ? cucc__graph_node_new(g, t) : NULL;
    if (e == cudaSuccess && !n)
        e = cudaErrorMemoryAllocation;
    for (size_t i = 0; e == cudaSuccess && i < ndeps; i++)
        if (cucc__graph_add_dep(n, deps[i]) != 0)
            e = cudaErrorMemoryAllocation;
    pthread_mutex_unlock(&cucc__graph_lock);
    if (e == cudaSuccess && params)
        e = fill_node(n, params);
    pthread_mutex_lock(&cucc__graph_lock);
    if (e != cudaSuccess && n)
        cucc__graph_node_remove(n);
    else if (e == cudaSuccess)
        *out = n;
    pthread_mutex_unlock(&cucc__graph_lock);
    if (made)
        *made = e == cudaSuccess ? n : NULL;
    return e;
}

/* A memory node's operation, under cucc__graph_lock: an alloc node's (size
 * bytes of graph memory, made now) brings its block back at each launch,
 * a free node's frees (parks) dptr. */
cudaError_t cucc__graph_memory_node(struct CUgraphNode_st *n, void *dptr, size_t size)
{
    if (n->type == cudaGraphNodeTypeMemAlloc) {
        cudaError_t e = cucc__mem_graph_alloc(&dptr, size);
        if (e != cudaSuccess)
            return e;
    }
    void **arg = malloc(sizeof *arg);
    if (!arg)
        return cudaErrorMemoryAllocation;
    *arg = dptr;
    n->dptr = dptr;
    n->fn = n->type == cudaGraphNodeTypeMemAlloc ? cucc__revive_op_fn : cucc__free_op_fn;
    n->kind = CUCC_OP_WORK;
    n->arg = arg;
    n->size = sizeof *arg;
    return cudaSuccess;
}


/* ---- the API: graphs and nodes ------------------------------------------------ */

cudaError_t cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags)
{
    CUCC_API_TIMED();
    if (!pGraph || flags)
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&cucc__graph_lock);
    *pGraph = cucc__graph_new(1);
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(*pGraph ? cudaSuccess : cudaErrorMemoryAllocation);
}

cudaError_t cudaGraphDestroy(cudaGraph_t graph)
{
    CUCC_API_TIMED();
    pthread_mutex_lock(&cucc__graph_lock);
    int ok = graph && graph_live(graph);
    if (ok)
        cucc__graph_free(graph);
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(ok ? cudaSuccess : cudaErrorInvalidValue);
}

cudaError_t cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph)
{
    CUCC_API_TIMED();
    if (!pGraphClone || !originalGraph)
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&cucc__graph_lock);
    cudaError_t e = cudaErrorInvalidValue;
    if (graph_live(originalGraph)) {
        *pGraphClone = graph_copy(originalGraph, 1);
        e = *pGraphClone ? cudaSuccess : cudaErrorMemoryAllocation;
    }
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(e);
}

cudaError_t cudaGraphNodeFindInClone(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode, cudaGraph_t clonedGraph)
{
    CUCC_API_TIMED();
    if (!pNode || !originalNode || !clonedGraph)
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&cucc__graph_lock);
    cudaError_t e = cudaErrorInvalidValue;
    for (size_t i = 0; graph_live(clonedGraph) && i < clonedGraph->n; i++)
        if (clonedGraph->nodes[i]->orig == originalNode) {
            *pNode = clonedGraph->nodes[i];
            e = cudaSuccess;
            break;
        }
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(e);
}

cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                   size_t numDependencies, const struct cudaKernelNodeParams *pNodeParams)
{
    CUCC_API_TIMED();
    if (!pNodeParams)
        return cucc__ret(cudaErrorInvalidValue);
    return cucc__ret(add_node(pGraphNode, graph, pDependencies, numDependencies, cudaGraphNodeTypeKernel,
                              pNodeParams, NULL));
}

cudaError_t cudaGraphAddMemcpyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                   size_t numDependencies, const struct cudaMemcpy3DParms *pCopyParams)
{
    CUCC_API_TIMED();
    if (!pCopyParams)
        return cucc__ret(cudaErrorInvalidValue);
    return cucc__ret(add_node(pGraphNode, graph, pDependencies, numDependencies, cudaGraphNodeTypeMemcpy,
                              pCopyParams, NULL));
}

/* A 1D copy as the 3D parameters CUDA reports for it. */
static struct cudaMemcpy3DParms params_1d(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    struct cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr.ptr = (void *)src;
    p.srcPtr.pitch = p.srcPtr.xsize = count;
    p.srcPtr.ysize = 1;
    p.dstPtr.ptr = dst;
    p.dstPtr.pitch = p.dstPtr.xsize = count;
    p.dstPtr.ysize = 1;
    p.extent.width = count;
    p.extent.height = p.extent.depth = 1;
    p.kind = kind;
    return p;
}

cudaError_t cudaGraphAddMemcpyNode1D(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                     size_t numDependencies, void *dst, const void *src, size_t count,
                                     enum cudaMemcpyKind kind)
{
    CUCC_API_TIMED();
    struct CUgraphNode_st *n;
    cudaError_t e = add_node(pGraphNode, graph, pDependencies, numDependencies, cudaGraphNodeTypeMemcpy, NULL, &n);
    if (e != cudaSuccess)
        return cucc__ret(e);
    struct copy1d c = { dst, src, count, kind };
    e = cucc__graph_build(n, issue_copy1d, &c);
    pthread_mutex_lock(&cucc__graph_lock);
    if (e == cudaSuccess)
        n->cp = params_1d(dst, src, count, kind);
    else
        cucc__graph_node_remove(n);
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(e);
}

cudaError_t cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                   size_t numDependencies, const struct cudaMemsetParams *pMemsetParams)
{
    CUCC_API_TIMED();
    if (!pMemsetParams)
        return cucc__ret(cudaErrorInvalidValue);
    return cucc__ret(add_node(pGraphNode, graph, pDependencies, numDependencies, cudaGraphNodeTypeMemset,
                              pMemsetParams, NULL));
}

cudaError_t cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                 size_t numDependencies, const struct cudaHostNodeParams *pNodeParams)
{
    CUCC_API_TIMED();
    if (!pNodeParams)
        return cucc__ret(cudaErrorInvalidValue);
    return cucc__ret(add_node(pGraphNode, graph, pDependencies, numDependencies, cudaGraphNodeTypeHost,
                              pNodeParams, NULL));
}

cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                  size_t numDependencies)
{
    CUCC_API_TIMED();
    return cucc__ret(add_node(pGraphNode, graph, pDependencies, numDependencies, cudaGraphNodeTypeEmpty, NULL, NULL));
}

cudaError_t cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                       size_t numDependencies, cudaGraph_t childGraph)
{
    CUCC_API_TIMED();
    if (!childGraph)
        return cucc__ret(cudaErrorInvalidValue);
    struct CUgraphNode_st *n;
    cudaError_t e = add_node(pGraphNode, graph, pDependencies, numDependencies, cudaGraphNodeTypeGraph, NULL, &n);
    if (e != cudaSuccess)
        return cucc__ret(e);
    pthread_mutex_lock(&cucc__graph_lock);
    if (!graph_live(childGraph) || childGraph == graph)
        e = cudaErrorInvalidValue;
    else if (!(n->child = graph_copy(childGraph, 0)))
        e = cudaErrorMemoryAllocation;
    if (e != cudaSuccess)
        cucc__graph_node_remove(n);
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(e);
}

static cudaError_t add_event_node(cudaGraphNode_t *out, cudaGraph_t g, const cudaGraphNode_t *deps, size_t n,
                                  cudaEvent_t event, enum cudaGraphNodeType t)
{
    if (!event)
        return cudaErrorInvalidValue;
    struct CUgraphNode_st *node;
    cudaError_t e = add_node(out, g, deps, n, t, NULL, &node);
    if (e == cudaSuccess)
        node->event = event;
    return e;
}

cudaError_t cudaGraphAddEventRecordNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                        size_t numDependencies, cudaEvent_t event)
{
    CUCC_API_TIMED();
    return cucc__ret(add_event_node(pGraphNode, graph, pDependencies, numDependencies, event,
                                    cudaGraphNodeTypeEventRecord));
}

cudaError_t cudaGraphAddEventWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                      size_t numDependencies, cudaEvent_t event)
{
    CUCC_API_TIMED();
    return cucc__ret(add_event_node(pGraphNode, graph, pDependencies, numDependencies, event,
                                    cudaGraphNodeTypeWaitEvent));
}

cudaError_t cudaGraphAddMemAllocNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                     size_t numDependencies, struct cudaMemAllocNodeParams *nodeParams)
{
    CUCC_API_TIMED();
    if (!nodeParams || nodeParams->bytesize == 0 ||
        nodeParams->poolProps.allocType != cudaMemAllocationTypePinned)
        return cucc__ret(cudaErrorInvalidValue);
    struct CUgraphNode_st *n;
    cudaError_t e = add_node(pGraphNode, graph, pDependencies, numDependencies, cudaGraphNodeTypeMemAlloc, NULL, &n);
    if (e != cudaSuccess)
        return cucc__ret(e);
    pthread_mutex_lock(&cucc__graph_lock);
    e = cucc__graph_memory_node(n, NULL, nodeParams->bytesize);
    if (e == cudaSuccess) {
        nodeParams->dptr = n->dptr;
        n->ap = *nodeParams;
        n->ap.accessDescs = NULL;
        n->ap.accessDescCount = 0;
    } else {
        cucc__graph_node_remove(n);
    }
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(e);
}

cudaError_t cudaGraphAddMemFreeNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                    size_t numDependencies, void *dptr)
{
    CUCC_API_TIMED();
    if (!dptr || (cucc__mem_lookup(dptr, NULL) == CUCC_MEM_NONE && !cucc__mem_graph_parked(dptr)))
        return cucc__ret(cudaErrorInvalidValue);
    struct CUgraphNode_st *n;
    cudaError_t e = add_node(pGraphNode, graph, pDependencies, numDependencies, cudaGraphNodeTypeMemFree, NULL, &n);
    if (e != cudaSuccess)
        return cucc__ret(e);
    pthread_mutex_lock(&cucc__graph_lock);
    e = cucc__graph_memory_node(n, dptr, 0);
    if (e != cudaSuccess)
        cucc__graph_node_remove(n);
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(e);
}

cudaError_t cudaDeviceGraphMemTrim(int device)
{
    CUCC_API_TIMED();
    int count = 0;
    cudaGetDeviceCount(&count);
    return cucc__ret(device < 0 || device >= count ? cudaErrorInvalidDevice : cudaSuccess);
}

cudaError_t cudaDeviceGetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void *value)
{
    CUCC_API_TIMED();
    int count = 0;
    cudaGetDeviceCount(&count);
    if (device < 0 || device >= count)
        return cucc__ret(cudaErrorInvalidDevice);
    if (!value || (unsigned)attr > cudaGraphMemAttrReservedMemHigh)
        return cucc__ret(cudaErrorInvalidValue);
    cucc__mem_graph_usage(attr, value);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaDeviceSetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void *value)
{
    CUCC_API_TIMED();
    int count = 0;
    cudaGetDeviceCount(&count);
    if (device < 0 || device >= count)
        return cucc__ret(cudaErrorInvalidDevice);
    /* only the high watermarks may be reset, to 0 */
    if (!value || *(unsigned long long *)value != 0 ||
        (attr != cudaGraphMemAttrUsedMemHigh && attr != cudaGraphMemAttrReservedMemHigh))
        return cucc__ret(cudaErrorInvalidValue);
    cucc__mem_graph_reset_high();
    return cucc__ret(cudaSuccess);
}

/* A node of a live graph, of type t (or any for t < 0), under cucc__graph_lock. */
static struct CUgraphNode_st *node_get(cudaGraphNode_t node, int t)
{
    if (!node_live(node) || (t >= 0 && node->type != (enum cudaGraphNodeType)t))
        return NULL;
    return node;
}

#define NODE_GET(var, node, type)                               \
    pthread_mutex_lock(&cucc__graph_lock);                            \
    struct CUgraphNode_st *var = node_get(node, type);          \
    if (!var) {                                                 \
        pthread_mutex_unlock(&cucc__graph_lock);                      \
        return cucc__ret(cudaErrorInvalidValue);                \
    }

cudaError_t cudaGraphKernelNodeGetParams(cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams)
{
    CUCC_API_TIMED();
    if (!pNodeParams)
        return cucc__ret(cudaErrorInvalidValue);
    NODE_GET(n, node, cudaGraphNodeTypeKernel);
    *pNodeParams = n->kp;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaGraphMemcpyNodeGetParams(cudaGraphNode_t node, struct cudaMemcpy3DParms *pNodeParams)
{
    CUCC_API_TIMED();
    if (!pNodeParams)
        return cucc__ret(cudaErrorInvalidValue);
    NODE_GET(n, node, cudaGraphNodeTypeMemcpy);
    *pNodeParams = n->cp;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaGraphMemsetNodeGetParams(cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams)
{
    CUCC_API_TIMED();
    if (!pNodeParams)
        return cucc__ret(cudaErrorInvalidValue);
    NODE_GET(n, node, cudaGraphNodeTypeMemset);
    *pNodeParams = n->sp;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaGraphHostNodeGetParams(cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams)
{
    CUCC_API_TIMED();
    if (!pNodeParams)
        return cucc__ret(cudaErrorInvalidValue);
    NODE_GET(n, node, cudaGraphNodeTypeHost);
    *pNodeParams = n->hp;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t node, cudaGraph_t *pGraph)
{
    CUCC_API_TIMED();
    if (!pGraph)
        return cucc__ret(cudaErrorInvalidValue);
    NODE_GET(n, node, cudaGraphNodeTypeGraph);
    *pGraph = n->child;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaGraphEventRecordNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    CUCC_API_TIMED();
    if (!event_out)
        return cucc__ret(cudaErrorInvalidValue);
    NODE_GET(n, node, cudaGraphNodeTypeEventRecord);
    *event_out = n->event;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaGraphEventWaitNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    CUCC_API_TIMED();
    if (!event_out)
        return cucc__ret(cudaErrorInvalidValue);
    NODE_GET(n, node, cudaGraphNodeTypeWaitEvent);
    *event_out = n->event;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaGraphMemAllocNodeGetParams(cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out)
{
    CUCC_API_TIMED();
    if (!params_out)
        return cucc__ret(cudaErrorInvalidValue);
    NODE_GET(n, node, cudaGraphNodeTypeMemAlloc);
    *params_out = n->ap;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node, void *dptr_out)
{
    CUCC_API_TIMED();
    if (!dptr_out)
        return cucc__ret(cudaErrorInvalidValue);
    NODE_GET(n, node, cudaGraphNodeTypeMemFree);
    *(void **)dptr_out = n->dptr;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(cudaSuccess);
}

/* Sets node n's parameters through fill_node (n of type t, in a graph or
 * an executable graph's copy). */
static cudaError_t set_params(cudaGraphNode_t node, enum cudaGraphNodeType t, const void *params)
{
    if (!params)
        return cudaErrorInvalidValue;
    pthread_mutex_lock(&cucc__graph_lock);
    struct CUgraphNode_st *n = node_get(node, (int)t);
    pthread_mutex_unlock(&cucc__graph_lock);
    return n ? fill_node(n, params) : cudaErrorInvalidValue;
}

cudaError_t cudaGraphKernelNodeSetParams(cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams)
{
    CUCC_API_TIMED();
    return cucc__ret(set_params(node, cudaGraphNodeTypeKernel, pNodeParams));
}

cudaError_t cudaGraphMemcpyNodeSetParams(cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams)
{
    CUCC_API_TIMED();
    return cucc__ret(set_params(node, cudaGraphNodeTypeMemcpy, pNodeParams));
}

static cudaError_t set_copy1d(struct CUgraphNode_st *n, void *dst, const void *src, size_t count,
                              enum cudaMemcpyKind kind)
{
    struct copy1d c = { dst, src, count, kind };
    cudaError_t e = cucc__graph_build(n, issue_copy1d, &c);
    if (e == cudaSuccess) {
        pthread_mutex_lock(&cucc__graph_lock);
        n->cp = params_1d(dst, src, count, kind);
        pthread_mutex_unlock(&cucc__graph_lock);
    }
    return e;
}

cudaError_t cudaGraphMemcpyNodeSetParams1D(cudaGraphNode_t node, void *dst, const void *src, size_t count,
                                           enum cudaMemcpyKind kind)
{
    CUCC_API_TIMED();
    pthread_mutex_lock(&cucc__graph_lock);
    struct CUgraphNode_st *n = node_get(node, cudaGraphNodeTypeMemcpy);
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(n ? set_copy1d(n, dst, src, count, kind) : cudaErrorInvalidValue);
}

cudaError_t cudaGraphMemsetNodeSetParams(cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams)
{
    CUCC_API_TIMED();
    return cucc__ret(set_params(node, cudaGraphNodeTypeMemset, pNodeParams));
}

cudaError_t cudaGraphHostNodeSetParams(cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams)
{
    CUCC_API_TIMED();
    return cucc__ret(set_params(node, cudaGraphNodeTypeHost, pNodeParams));
}

cudaError_t cudaGraphNodeGetType(cudaGraphNode_t node, enum cudaGraphNodeType *pType)
{
    CUCC_API_TIMED();
    if (!pType)
        return cucc__ret(cudaErrorInvalidValue);
    NODE_GET(n, node, -1);
    *pType = n->type;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(cudaSuccess);
}

/* The list API: with out NULL, *count is set to the number; else up to
 * *count entries are written and *count is set to how many were. */
static void put_list(cudaGraphNode_t *out, size_t *count, size_t i, cudaGraphNode_t v)
{
    if (out && i < *count)
        out[i] = v;
}

cudaError_t cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes)
{
    CUCC_API_TIMED();
    if (!graph || !numNodes)
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&cucc__graph_lock);
    if (!graph_live(graph)) {
        pthread_mutex_unlock(&cucc__graph_lock);
        return cucc__ret(cudaErrorInvalidValue);
    }
    for (size_t i = 0; i < graph->n; i++)
        put_list(nodes, numNodes, i, graph->nodes[i]);
    if (!nodes || *numNodes > graph->n)
        *numNodes = graph->n;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes)
{
    CUCC_API_TIMED();
    if (!graph || !pNumRootNodes)
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&cucc__graph_lock);
    if (!graph_live(graph)) {
        pthread_mutex_unlock(&cucc__graph_lock);
        return cucc__ret(cudaErrorInvalidValue);
    }
    size_t k = 0;
    for (size_t i = 0; i < graph->n; i++)
        if (graph->nodes[i]->ndeps == 0)
            put_list(pRootNodes, pNumRootNodes, k++, graph->nodes[i]);
    if (!pRootNodes || *pNumRootNodes > k)
        *pNumRootNodes = k;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to,
                              cudaGraphEdgeData *edgeData, size_t *numEdges)
{
    CUCC_API_TIMED();
    if (!graph || !numEdges || (!from != !to))
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&cucc__graph_lock);
    if (!graph_live(graph)) {
        pthread_mutex_unlock(&cucc__graph_lock);
        return cucc__ret(cudaErrorInvalidValue);
    }
    size_t k = 0;
    for (size_t i = 0; i < graph->n; i++)
        for (size_t d = 0; d < graph->nodes[i]->ndeps; d++, k++)
            if (from && k < *numEdges) {
                from[k] = graph->nodes[i]->deps[d];
                to[k] = graph->nodes[i];
                if (edgeData)
                    memset(&edgeData[k], 0, sizeof *edgeData);
            }
    if (!from || *numEdges > k)
        *numEdges = k;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t *pDependencies,
                                        cudaGraphEdgeData *edgeData, size_t *pNumDependencies)
{
    CUCC_API_TIMED();
    if (!pNumDependencies)
        return cucc__ret(cudaErrorInvalidValue);
    NODE_GET(n, node, -1);
    for (size_t i = 0; i < n->ndeps; i++) {
        put_list(pDependencies, pNumDependencies, i, n->deps[i]);
        if (pDependencies && edgeData && i < *pNumDependencies)
            memset(&edgeData[i], 0, sizeof *edgeData);
    }
    if (!pDependencies || *pNumDependencies > n->ndeps)
        *pNumDependencies = n->ndeps;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaGraphNodeGetDependentNodes(cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes,
                                          cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes)
{
    CUCC_API_TIMED();
    if (!pNumDependentNodes)
        return cucc__ret(cudaErrorInvalidValue);
    NODE_GET(n, node, -1);
    size_t k = 0;
    for (size_t i = 0; i < n->g->n; i++)
        for (size_t d = 0; d < n->g->nodes[i]->ndeps; d++)
            if (n->g->nodes[i]->deps[d] == n) {
                put_list(pDependentNodes, pNumDependentNodes, k, n->g->nodes[i]);
                if (pDependentNodes && edgeData && k < *pNumDependentNodes)
                    memset(&edgeData[k], 0, sizeof *edgeData);
                k++;
            }
    if (!pDependentNodes || *pNumDependentNodes > k)
        *pNumDependentNodes = k;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to,
                                     const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    CUCC_API_TIMED();
    (void)edgeData;
    if (!graph || (numDependencies && (!from || !to)))
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&cucc__graph_lock);
    cudaError_t e = graph_live(graph) ? cudaSuccess : cudaErrorInvalidValue;
    for (size_t i = 0; e == cudaSuccess && i < numDependencies; i++) {
        if (!node_live(from[i]) || !node_live(to[i]) || from[i]->g != graph || to[i]->g != graph ||
            from[i] == to[i]) {
            e = cudaErrorInvalidValue;
            break;
        }
        for (size_t k = 0; k < to[i]->ndeps; k++)
            if (to[i]->deps[k] == from[i])
                e = cudaErrorInvalidValue;      /* already there */
        if (e == cudaSuccess && cucc__graph_add_dep(to[i], from[i]) != 0)
            e = cudaErrorMemoryAllocation;
    }
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(e);
}

cudaError_t cudaGraphRemoveDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to,
                                        const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    CUCC_API_TIMED();
    (void)edgeData;
    if (!graph || (numDependencies && (!from || !to)))
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&cucc__graph_lock);
    cudaError_t e = graph_live(graph) ? cudaSuccess : cudaErrorInvalidValue;
    for (size_t i = 0; e == cudaSuccess && i < numDependencies; i++) {
        if (!node_live(to[i]) || to[i]->g != graph) {
            e = cudaErrorInvalidValue;
            break;
        }
        size_t k = 0, was = to[i]->ndeps;
        for (size_t j = 0; j < was; j++)
            if (to[i]->deps[j] != from[i])
                to[i]->deps[k++] = to[i]->deps[j];
        to[i]->ndeps = k;
        if (k == was)
            e = cudaErrorInvalidValue;          /* no such edge */
    }
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(e);
}

cudaError_t cudaGraphDestroyNode(cudaGraphNode_t node)
{
    CUCC_API_TIMED();
    NODE_GET(n, node, -1);
    cucc__graph_node_remove(n);
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(cudaSuccess);
}

/* ---- executable graphs ---------------------------------------------------------------- */

static int exec_live(const struct CUgraphExec_st *x)
{
    for (struct CUgraphExec_st *h = live_execs; h; h = h->next)
        if (h == x)
            return 1;
    return 0;
}

/* graph_live and exec_live of a handle the program passed, taking the lock. */
static int graph_alive(const struct CUgraph_st *g)
{
    pthread_mutex_lock(&cucc__graph_lock);
    int ok = g && graph_live(g);
    pthread_mutex_unlock(&cucc__graph_lock);
    return ok;
}

static int exec_alive(const struct CUgraphExec_st *x)
{
    pthread_mutex_lock(&cucc__graph_lock);
    int ok = x && exec_live(x);
    pthread_mutex_unlock(&cucc__graph_lock);
    return ok;
}

/* Orders g's nodes so that each comes after its dependencies (Kahn);
 * -1 for a cycle. */
static int order_nodes(struct CUgraph_st *g, struct CUgraphNode_st **out)
{
    size_t *left = calloc(g->n + 1, sizeof *left);
    if (!left)
        return -1;
    size_t k = 0;
    for (size_t i = 0; i < g->n; i++)
        left[i] = g->nodes[i]->ndeps;
    for (size_t i = 0; i < g->n; i++)
        if (left[i] == 0)
            out[k++] = g->nodes[i];
    for (size_t at = 0; at < k; at++)
        for (size_t i = 0; i < g->n; i++)
            for (size_t d = 0; d < g->nodes[i]->ndeps; d++)
                if (g->nodes[i]->deps[d] == out[at] && --left[i] == 0)
                    out[k++] = g->nodes[i];
    free(left);
    return k == g->n ? 0 : -1;
}

static int has_cycle(struct CUgraph_st *g)
{
    struct CUgraphNode_st **o = malloc((g->n + 1) * sizeof *o);
    int r = !o || order_nodes(g, o) != 0;
    for (size_t i = 0; !r && i < g->n; i++)
        if (g->nodes[i]->child)
            r = has_cycle(g->nodes[i]->child);
    free(o);
    return r;
}

cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags)
{
    CUCC_API_TIMED();
    if (!pGraphExec || !graph ||
        (flags & ~(unsigned long long)(cudaGraphInstantiateFlagAutoFreeOnLaunch | cudaGraphInstantiateFlagUpload |
                                       cudaGraphInstantiateFlagDeviceLaunch |
                                       cudaGraphInstantiateFlagUseNodePriority)))
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&cucc__graph_lock);
    cudaError_t e = cudaSuccess;
    struct CUgraphExec_st *x = NULL;
    if (!graph_live(graph) || has_cycle(graph)) {
        e = cudaErrorInvalidValue;
    } else if (!(x = calloc(1, sizeof *x)) || !(x->g = graph_copy(graph, 0)) ||
               !(x->order = malloc((graph->n + 1) * sizeof *x->order))) {
        e = cudaErrorMemoryAllocation;
    } else {
        order_nodes(x->g, x->order);
        x->flags = flags;
        x->next = live_execs;
        live_execs = x;
        *pGraphExec = x;
    }
    if (e != cudaSuccess && x) {
        cucc__graph_free(x->g);
        free(x->order);
        free(x);
    }
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(e);
}

cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags)
{
    CUCC_API_TIMED();
    return cudaGraphInstantiateWithFlags(pGraphExec, graph, flags);
}

cudaError_t cudaGraphExecGetFlags(cudaGraphExec_t graphExec, unsigned long long *flags)
{
    CUCC_API_TIMED();
    if (!flags)
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&cucc__graph_lock);
    int ok = exec_live(graphExec);
    if (ok)
        *flags = graphExec->flags;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(ok ? cudaSuccess : cudaErrorInvalidValue);
}

cudaError_t cudaGraphExecDestroy(cudaGraphExec_t graphExec)
{
    CUCC_API_TIMED();
    pthread_mutex_lock(&cucc__graph_lock);
    int ok = graphExec && exec_live(graphExec);
    if (ok) {
        for (struct CUgraphExec_st **p = &live_execs; *p; p = &(*p)->next)
            if (*p == graphExec) {
                *p = graphExec->next;
                break;
            }
        cucc__graph_free(graphExec->g);
        free(graphExec->order);
        free(graphExec);
    }
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(ok ? cudaSuccess : cudaErrorInvalidValue);
}

/* The executable graph's copy of node (a node of the graph it was made
 * from), of type t, under cucc__graph_lock. */
static struct CUgraphNode_st *exec_node(cudaGraphExec_t x, cudaGraphNode_t node, int t)
{
    if (!exec_live(x) || !node_live(node))
        return NULL;
    for (size_t i = 0; i < x->g->n; i++)
        if (x->g->nodes[i]->orig == node)
            return t < 0 || x->g->nodes[i]->type == (enum cudaGraphNodeType)t ? x->g->nodes[i] : NULL;
    return NULL;
}

static cudaError_t exec_set(cudaGraphExec_t x, cudaGraphNode_t node, enum cudaGraphNodeType t, const void *params)
{
    if (!params)
        return cudaErrorInvalidValue;
    pthread_mutex_lock(&cucc__graph_lock);
    struct CUgraphNode_st *n = exec_node(x, node, (int)t);
    pthread_mutex_unlock(&cucc__graph_lock);
    return n ? fill_node(n, params) : cudaErrorInvalidValue;
}

cudaError_t cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                             const struct cudaKernelNodeParams *pNodeParams)
{
    CUCC_API_TIMED();
    /* the function may change too (CUDA 13 on an H100 allows it) */
    return cucc__ret(exec_set(hGraphExec, node, cudaGraphNodeTypeKernel, pNodeParams));
}

cudaError_t cudaGraphExecMemcpyNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                             const struct cudaMemcpy3DParms *pNodeParams)
{
    CUCC_API_TIMED();
    return cucc__ret(exec_set(hGraphExec, node, cudaGraphNodeTypeMemcpy, pNodeParams));
}

cudaError_t cudaGraphExecMemcpyNodeSetParams1D(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst,
                                               const void *src, size_t count, enum cudaMemcpyKind kind)
{
    CUCC_API_TIMED();
    pthread_mutex_lock(&cucc__graph_lock);
    struct CUgraphNode_st *n = exec_node(hGraphExec, node, cudaGraphNodeTypeMemcpy);
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(n ? set_copy1d(n, dst, src, count, kind) : cudaErrorInvalidValue);
}

cudaError_t cudaGraphExecMemsetNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                             const struct cudaMemsetParams *pNodeParams)
{
    CUCC_API_TIMED();
    return cucc__ret(exec_set(hGraphExec, node, cudaGraphNodeTypeMemset, pNodeParams));
}

cudaError_t cudaGraphExecHostNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                           const struct cudaHostNodeParams *pNodeParams)
{
    CUCC_API_TIMED();
    return cucc__ret(exec_set(hGraphExec, node, cudaGraphNodeTypeHost, pNodeParams));
}

cudaError_t cudaGraphExecChildGraphNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, cudaGraph_t childGraph)
{
    CUCC_API_TIMED();
    pthread_mutex_lock(&cucc__graph_lock);
    struct CUgraphNode_st *n = exec_node(hGraphExec, node, cudaGraphNodeTypeGraph);
    cudaError_t e = cudaErrorInvalidValue;
    if (n && childGraph && graph_live(childGraph) && childGraph->n == n->child->n) {
        struct CUgraph_st *c = graph_copy(childGraph, 0);
        if (c) {
            cucc__graph_free(n->child);
            n->child = c;
            e = cudaSuccess;
        } else {
            e = cudaErrorMemoryAllocation;
        }
    }
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(e);
}

static cudaError_t exec_set_event(cudaGraphExec_t x, cudaGraphNode_t node, cudaEvent_t event,
                                  enum cudaGraphNodeType t)
{
    pthread_mutex_lock(&cucc__graph_lock);
    struct CUgraphNode_st *n = event ? exec_node(x, node, (int)t) : NULL;
    if (n)
        n->event = event;
    pthread_mutex_unlock(&cucc__graph_lock);
    return n ? cudaSuccess : cudaErrorInvalidValue;
}

cudaError_t cudaGraphExecEventRecordNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event)
{
    CUCC_API_TIMED();
    return cucc__ret(exec_set_event(hGraphExec, hNode, event, cudaGraphNodeTypeEventRecord));
}

cudaError_t cudaGraphExecEventWaitNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event)
{
    CUCC_API_TIMED();
    return cucc__ret(exec_set_event(hGraphExec, hNode, event, cudaGraphNodeTypeWaitEvent));
}

cudaError_t cudaGraphNodeSetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int isEnabled)
{
    CUCC_API_TIMED();
    pthread_mutex_lock(&cucc__graph_lock);
    struct CUgraphNode_st *n = exec_node(hGraphExec, hNode, -1);
    int ok = n && (n->type == cudaGraphNodeTypeKernel || n->type == cudaGraphNodeTypeMemcpy ||
                   n->type == cudaGraphNodeTypeMemset);
    if (ok)
        n->enabled = isEnabled != 0;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(ok ? cudaSuccess : cudaErrorInvalidValue);
}

cudaError_t cudaGraphNodeGetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int *isEnabled)
{
    CUCC_API_TIMED();
    if (!isEnabled)
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&cucc__graph_lock);
    struct CUgraphNode_st *n = exec_node(hGraphExec, hNode, -1);
    if (n)
        *isEnabled = (unsigned)n->enabled;
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(n ? cudaSuccess : cudaErrorInvalidValue);
}

/* The same shape: as many nodes, each of the same type with the same
 * dependencies (by position), kernels of the same functions. */
static enum cudaGraphExecUpdateResult same_shape(const struct CUgraph_st *a, const struct CUgraph_st *b,
                                                 size_t *bad)
{
    if (a->n != b->n) {
        *bad = (size_t)-1;
        return cudaGraphExecUpdateErrorTopologyChanged;
    }
    for (size_t i = 0; i < a->n; i++) {
        const struct CUgraphNode_st *x = a->nodes[i], *y = b->nodes[i];
        *bad = i;
        if (x->type != y->type)
            return cudaGraphExecUpdateErrorNodeTypeChanged;
        if (x->ndeps != y->ndeps)
            return cudaGraphExecUpdateErrorTopologyChanged;
        for (size_t d = 0; d < x->ndeps; d++)
            if (x->deps[d]->index != y->deps[d]->index)
                return cudaGraphExecUpdateErrorTopologyChanged;
        if (x->type == cudaGraphNodeTypeGraph) {
            enum cudaGraphExecUpdateResult r = same_shape(x->child, y->child, bad);
            *bad = i;
            if (r != cudaGraphExecUpdateSuccess)
                return r;
        }
    }
    return cudaGraphExecUpdateSuccess;
}

cudaError_t cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *resultInfo)
{
    CUCC_API_TIMED();
    pthread_mutex_lock(&cucc__graph_lock);
    if (!exec_live(hGraphExec) || !hGraph || !graph_live(hGraph)) {
        pthread_mutex_unlock(&cucc__graph_lock);
        return cucc__ret(cudaErrorInvalidValue);
    }
    size_t bad = 0;
    enum cudaGraphExecUpdateResult r = same_shape(hGraphExec->g, hGraph, &bad);
    struct CUgraph_st *c = r == cudaGraphExecUpdateSuccess ? graph_copy(hGraph, 0) : NULL;
    cudaError_t e = cudaSuccess;
    if (r != cudaGraphExecUpdateSuccess) {
        e = cudaErrorGraphExecUpdateFailure;
    } else if (!c) {
        r = cudaGraphExecUpdateError;
        e = cudaErrorMemoryAllocation;
    } else {
        /* the new copy replaces the old one; nodes keep their order */
        for (size_t i = 0; i < c->n; i++)
            c->nodes[i]->enabled = hGraphExec->g->nodes[i]->enabled;
        cucc__graph_free(hGraphExec->g);
        hGraphExec->g = c;
        order_nodes(c, hGraphExec->order);
    }
    if (resultInfo) {
        resultInfo->result = r;
        resultInfo->errorNode = r != cudaGraphExecUpdateSuccess && bad < hGraph->n ? hGraph->nodes[bad] : NULL;
        resultInfo->errorFromNode = NULL;
    }
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(e);
}

/* ---- conditional nodes ----------------------------------------------------
 * A handle is the address of a word of the runtime's (cond_slot): kernels
 * set it (cudaGraphSetConditional writes it), the node reads it when the
 * launch stream reaches it.  The node is a stream operation that runs its
 * body then and there, each body node's operation called in order on the
 * thread that runs the stream's work (bodies hold kernels, copies, sets,
 * child graphs and conditionals, as CUDA allows).  Handles made with
 * cudaGraphCondAssignDefault get their default at the start of each launch,
 * an operation of the launch stream.  Slots are never freed: an executable
 * graph may outlive the graph its handles were made for. */

struct cond_slot {
    volatile unsigned value;
    unsigned deflt, flags;
};

static void cond_run(void *arg);


/* Runs graph g's work at once, in dependency order. */
static void run_body(struct CUgraph_st *g)
{
    struct CUgraphNode_st **o = malloc((g->n + 1) * sizeof *o);
    if (!o) {
        cucc__set_sticky(cudaErrorMemoryAllocation);
        return;
    }
    order_nodes(g, o);
    for (size_t i = 0; i < g->n && cucc__sticky() == cudaSuccess; i++) {
        struct CUgraphNode_st *n = o[i];
        if (!n->enabled)
            continue;
        if (n->type == cudaGraphNodeTypeGraph)
            run_body(n->child);
        else if (n->type == cudaGraphNodeTypeConditional)
            cond_run(n);
        else if (n->fn)
            n->fn(n->size ? n->arg : (void *)n->raw);
    }
    free(o);
}

static void cond_run(void *arg)
{
    struct CUgraphNode_st *n = arg;
    struct cond_slot *h = (struct cond_slot *)(uintptr_t)n->cond.handle;
    switch (n->cond.type) {
    case cudaGraphCondTypeIf:
        if (h->value)
            run_body(n->bodies[0]);
        else if (n->cond.size == 2)
            run_body(n->bodies[1]);
        break;
    case cudaGraphCondTypeWhile:
        while (h->value && cucc__sticky() == cudaSuccess)
            run_body(n->bodies[0]);
        break;
    case cudaGraphCondTypeSwitch:
        if (h->value < n->cond.size)
            run_body(n->bodies[h->value]);
        break;
    }
}

static void cond_default(void *arg)
{
    struct cond_slot *h = arg;
    h->value = h->deflt;
}

/* The default-assigning handles of g's conditional nodes, at any depth,
 * set at the start of a launch on s. */
static cudaError_t cond_defaults(struct CUgraph_st *g, cudaStream_t s)
{
    for (size_t i = 0; i < g->n; i++) {
        struct CUgraphNode_st *n = g->nodes[i];
        cudaError_t e = cudaSuccess;
        if (n->type == cudaGraphNodeTypeGraph)
            e = cond_defaults(n->child, s);
        if (n->type == cudaGraphNodeTypeConditional) {
            struct cond_slot *h = (struct cond_slot *)(uintptr_t)n->cond.handle;
            if (h->flags & cudaGraphCondAssignDefault)
                e = cucc__stream_replay(s, cond_default, h, 0, 0);
            for (unsigned k = 0; e == cudaSuccess && k < n->cond.size; k++)
                e = cond_defaults(n->bodies[k], s);
        }
        if (e != cudaSuccess)
            return e;
    }
    return cudaSuccess;
}

cudaError_t cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph,
                                             unsigned int defaultLaunchValue, unsigned int flags)
{
    CUCC_API_TIMED();
    if (!pHandle_out || (flags & ~(unsigned)cudaGraphCondAssignDefault))
        return cucc__ret(cudaErrorInvalidValue);
    int ok = graph_alive(graph);
    if (!ok)
        return cucc__ret(cudaErrorInvalidValue);
    struct cond_slot *h = malloc(sizeof *h);
    if (!h)
        return cucc__ret(cudaErrorMemoryAllocation);
    h->value = flags & cudaGraphCondAssignDefault ? defaultLaunchValue : 0;
    h->deflt = defaultLaunchValue;
    h->flags = flags;
    *pHandle_out = (cudaGraphConditionalHandle)(uintptr_t)h;
    return cudaSuccess;
}

static cudaError_t add_conditional(cudaGraphNode_t *out, cudaGraph_t g, const cudaGraphNode_t *deps,
                                   size_t ndeps, struct cudaConditionalNodeParams *p)
{
    unsigned size = p->size;
    if (!p->handle || (p->type == cudaGraphCondTypeIf && size != 1 && size != 2) ||
        (p->type == cudaGraphCondTypeWhile && size != 1) ||
        (p->type == cudaGraphCondTypeSwitch && size < 1) || (unsigned)p->type > cudaGraphCondTypeSwitch)
        return cudaErrorInvalidValue;
    struct CUgraphNode_st *n;
    cudaError_t e = add_node(out, g, deps, ndeps, cudaGraphNodeTypeConditional, NULL, &n);
    if (e != cudaSuccess)
        return e;
    pthread_mutex_lock(&cucc__graph_lock);
    n->bodies = calloc(size, sizeof *n->bodies);
    for (unsigned i = 0; n->bodies && i < size; i++)
        if (!(n->bodies[i] = cucc__graph_new(1)))
            e = cudaErrorMemoryAllocation;
    if (!n->bodies)
        e = cudaErrorMemoryAllocation;
    n->cond = *p;
    n->cond.phGraph_out = n->bodies;
    if (e != cudaSuccess)
        cucc__graph_node_remove(n);
    else
        p->phGraph_out = n->bodies;
    pthread_mutex_unlock(&cucc__graph_lock);
    return e;
}

cudaError_t cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                             const cudaGraphEdgeData *dependencyData, size_t numDependencies,
                             struct cudaGraphNodeParams *p)
{
    CUCC_API_TIMED();
    if (!cucc__graph_edges_plain(dependencyData, numDependencies))
        return cucc__ret(cudaErrorInvalidValue);     /* programmatic edges: not done */
    if (!p)
        return cucc__ret(cudaErrorInvalidValue);
    const cudaGraphNode_t *d = pDependencies;
    size_t nd = numDependencies;
    switch (p->type) {
    case cudaGraphNodeTypeKernel:
        return cudaGraphAddKernelNode(pGraphNode, graph, d, nd, (const struct cudaKernelNodeParams *)&p->kernel);
    case cudaGraphNodeTypeMemcpy:
        return cudaGraphAddMemcpyNode(pGraphNode, graph, d, nd, &p->memcpy.copyParams);
    case cudaGraphNodeTypeMemset:
        return cudaGraphAddMemsetNode(pGraphNode, graph, d, nd, (const struct cudaMemsetParams *)&p->memset);
    case cudaGraphNodeTypeHost:
        return cudaGraphAddHostNode(pGraphNode, graph, d, nd, (const struct cudaHostNodeParams *)&p->host);
    case cudaGraphNodeTypeGraph:
        if (p->graph.ownership != cudaGraphChildGraphOwnershipClone)
            return cucc__ret(cudaErrorNotSupported);
        return cudaGraphAddChildGraphNode(pGraphNode, graph, d, nd, p->graph.graph);
    case cudaGraphNodeTypeEmpty:
        return cudaGraphAddEmptyNode(pGraphNode, graph, d, nd);
    case cudaGraphNodeTypeWaitEvent:
        return cudaGraphAddEventWaitNode(pGraphNode, graph, d, nd, p->eventWait.event);
    case cudaGraphNodeTypeEventRecord:
        return cudaGraphAddEventRecordNode(pGraphNode, graph, d, nd, p->eventRecord.event);
    case cudaGraphNodeTypeMemAlloc: {
        struct cudaMemAllocNodeParams a = {p->alloc.poolProps, p->alloc.accessDescs, p->alloc.accessDescCount,
                                           p->alloc.bytesize, NULL};
        cudaError_t e = cudaGraphAddMemAllocNode(pGraphNode, graph, d, nd, &a);
        p->alloc.dptr = a.dptr;
        return e;
    }
    case cudaGraphNodeTypeMemFree:
        return cudaGraphAddMemFreeNode(pGraphNode, graph, d, nd, p->free.dptr);
    case cudaGraphNodeTypeConditional:
        return cucc__ret(add_conditional(pGraphNode, graph, d, nd, &p->conditional));
    default:
        return cucc__ret(cudaErrorInvalidValue);
    }
}

/* Issues the nodes of g, in order o, to stream s. */
static cudaError_t run_nodes(struct CUgraph_st *g, struct CUgraphNode_st **o, cudaStream_t s)
{
    for (size_t i = 0; i < g->n; i++) {
        struct CUgraphNode_st *n = o[i];
        cudaError_t e = cudaSuccess;
        if (!n->enabled)
            continue;
        switch (n->type) {
        case cudaGraphNodeTypeKernel:
        case cudaGraphNodeTypeMemcpy:
        case cudaGraphNodeTypeMemset:
        case cudaGraphNodeTypeHost:
        case cudaGraphNodeTypeMemAlloc:
        case cudaGraphNodeTypeMemFree:
            if (n->fn)
                e = cucc__stream_replay(s, n->fn, n->size ? n->arg : n->raw, n->size, n->kind);
            break;
        case cudaGraphNodeTypeConditional:
            e = cucc__stream_replay(s, cond_run, n, 0, 0);
            break;
        case cudaGraphNodeTypeEventRecord:
            e = cudaEventRecord(n->event, s);
            break;
        case cudaGraphNodeTypeWaitEvent:
            e = cudaStreamWaitEvent(s, n->event, 0);
            break;
        case cudaGraphNodeTypeGraph: {
            struct CUgraphNode_st **co = malloc((n->child->n + 1) * sizeof *co);
            if (!co)
                return cudaErrorMemoryAllocation;
            order_nodes(n->child, co);
            e = run_nodes(n->child, co, s);
            free(co);
            break;
        }
        default:
            break;      /* empty */
        }
        if (e != cudaSuccess)
            return e;
    }
    return cudaSuccess;
}

cudaError_t cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    CUCC_API_TIMED();
    cudaError_t e = cucc__sticky();
    if (e != cudaSuccess)
        return cucc__ret(e);
    struct CUstream_st *s;
    e = cucc__stream_resolve(stream, &s);
    if (e != cudaSuccess)
        return cucc__ret(e);
    int ok = exec_alive(graphExec);
    if (!ok)
        return cucc__ret(cudaErrorInvalidValue);
    /* The nodes are issued without cucc__graph_lock (the stream door takes it
     * when a capture is on); changing an executable graph while it is
     * being launched is the program's race, as in CUDA. */
    e = cond_defaults(graphExec->g, stream);
    if (e != cudaSuccess)
        return cucc__ret(e);
    e = run_nodes(graphExec->g, graphExec->order, stream);
    if (e == cudaSuccess)
        e = cucc__graph_urefs_hold(graphExec->g, stream);
    return cucc__ret(e);
}

cudaError_t cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    CUCC_API_TIMED();
    struct CUstream_st *s;
    cudaError_t e = cucc__stream_resolve(stream, &s);
    if (e != cudaSuccess)
        return cucc__ret(e);
    int ok = exec_alive(graphExec);
    return cucc__ret(ok ? cudaSuccess : cudaErrorInvalidValue);
}

static const char *const type_names[] = {
    "kernel", "memcpy", "memset", "host", "graph", "empty", "wait event", "event record",
    "semaphore signal", "semaphore wait", "mem alloc", "mem free", "?", "conditional",
};

static void dot_nodes(FILE *f, const struct CUgraph_st *g, const char *prefix)
{
    for (size_t i = 0; i < g->n; i++) {
        const struct CUgraphNode_st *n = g->nodes[i];
        const char *t = (unsigned)n->type < sizeof type_names / sizeof *type_names ? type_names[n->type] : "?";
        const char *k = "";
        if (n->type == cudaGraphNodeTypeKernel) {
            const struct cucc__kernel *kr = cucc__kernel_find(n->kp.func);
            k = kr && kr->name ? kr->name : "";
        }
        fprintf(f, "  \"%s%zu\" [label=\"%zu: %s%s%s\"];\n", prefix, i, i, t, *k ? " " : "", k);
        for (size_t d = 0; d < n->ndeps; d++)
            fprintf(f, "  \"%s%zu\" -> \"%s%zu\";\n", prefix, n->deps[d]->index, prefix, i);
    }
}

cudaError_t cudaGraphDebugDotPrint(cudaGraph_t graph, const char *path, unsigned int flags)
{
    CUCC_API_TIMED();
    (void)flags;
    if (!graph || !path)
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&cucc__graph_lock);
    if (!graph_live(graph)) {
        pthread_mutex_unlock(&cucc__graph_lock);
        return cucc__ret(cudaErrorInvalidValue);
    }
    FILE *f = fopen(path, "w");
    if (f) {
        fprintf(f, "digraph cudaGraph {\n");
        dot_nodes(f, graph, "n");
        fprintf(f, "}\n");
        fclose(f);
    }
    pthread_mutex_unlock(&cucc__graph_lock);
    return cucc__ret(f ? cudaSuccess : cudaErrorOperatingSystem);
}

/* cudaDeviceReset: every graph, executable graph and capture is gone (the
 * memory of memory nodes with the rest of the device's). */
static void reset_graphs(void)
{
    pthread_mutex_lock(&cucc__graph_lock);
    while (live_execs) {
        struct CUgraphExec_st *x = live_execs;
        live_execs = x->next;
        cucc__graph_free(x->g);
        free(x->order);
        free(x);
    }
    while (live_graphs) {
        struct CUgraph_st *g = live_graphs;
        g->user = 0;
        live_graphs = g->next;
        cucc__graph_free(g);
    }
    pthread_mutex_unlock(&cucc__graph_lock);
    cucc__capture_reset();
}
