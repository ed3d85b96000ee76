/*
 * CUDA graphs inside the runtime: what graph.c (graphs, nodes, executable
 * graphs) and capture.c (stream capture, a node's operation) share.
 */
#ifndef CUCC_RT_GRAPH_H
#define CUCC_RT_GRAPH_H

#include "sched.h"

#include <pthread.h>

struct CUgraphNode_st {
    struct CUgraph_st *g;
    enum cudaGraphNodeType type;
    struct CUgraphNode_st **deps;
    size_t ndeps;
    size_t index;               /* in g->nodes */
    /* kernel, memcpy, memset, host: the stream operation */
    cucc__op_fn fn;
    int kind;
    void *arg;                  /* a copy of its `size` bytes, or */
    const void *raw;            /* the pointer itself when size is 0 */
    size_t size;
    /* what the API returns */
    struct cudaKernelNodeParams kp;
    void **kargv;               /* kp.kernelParams: copies of the arguments */
    struct cudaMemcpy3DParms cp;
    struct cudaMemsetParams sp;
    struct cudaHostNodeParams hp;
    cudaEvent_t event;
    struct CUgraph_st *child;   /* a copy, owned */
    struct cudaMemAllocNodeParams ap;
    void *dptr;                 /* memory nodes */
    int enabled;
    struct CUgraphNode_st *orig;    /* the node it was copied from */
    /* conditional: kind, size and handle (cond.phGraph_out is bodies) */
    struct cudaConditionalNodeParams cond;
    struct CUgraph_st **bodies;     /* cond.size graphs, owned */
};

/* References a graph holds of a user object (src/rt/userobj.c). */
struct cucc__uref {
    struct CUuserObject_st *o;
    unsigned count;
};

struct CUgraph_st {
    struct CUgraphNode_st **nodes;
    size_t n, cap;
    struct cucc__uref *urefs;   /* user objects it holds */
    size_t nurefs;
    int user;                   /* a handle the program holds */
    struct CUgraph_st *next;    /* live user graphs */
};

/* Guards every graph and node, and the capture tables. */
extern pthread_mutex_t cucc__graph_lock;

/* graph.c, under cucc__graph_lock */
struct CUgraph_st *cucc__graph_new(int user);
void cucc__graph_free(struct CUgraph_st *g);
struct CUgraphNode_st *cucc__graph_node_new(struct CUgraph_st *g, enum cudaGraphNodeType type);
int cucc__graph_add_dep(struct CUgraphNode_st *n, struct CUgraphNode_st *d);
void cucc__graph_node_remove(struct CUgraphNode_st *n);
void *cucc__graph_dup(const void *p, size_t n);
/* Are the n edges at e (or e NULL) all of the default kind, the only one
 * cucc's graphs have? */
int cucc__graph_edges_plain(const cudaGraphEdgeData *e, size_t n);
/* An alloc node's graph memory (size bytes) or a free node's dptr. */
cudaError_t cucc__graph_memory_node(struct CUgraphNode_st *n, void *dptr, size_t size);

int cucc__graph_is_live(const struct CUgraph_st *g);

/* userobj.c: a copy of a graph holds what the graph holds (retained); a
 * graph freed drops its references; a launch of an executable graph holds
 * them until the launch's work in stream s is done. */
int cucc__graph_urefs_copy(struct CUgraph_st *to, const struct CUgraph_st *from);
void cucc__graph_urefs_drop(struct CUgraph_st *g);
cudaError_t cucc__graph_urefs_hold(const struct CUgraph_st *g, cudaStream_t s);

/* capture.c: n's operation is what issue(params, a private stream) queues
 * (called without cucc__graph_lock). */
typedef cudaError_t (*cucc__issue_fn)(const void *params, cudaStream_t s);
cudaError_t cucc__graph_build(struct CUgraphNode_st *n, cucc__issue_fn issue, const void *params);
void cucc__capture_reset(void);

#endif
