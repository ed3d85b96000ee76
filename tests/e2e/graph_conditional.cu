// Conditional graph nodes: if/else, while (a default value assigned at
// each launch), switch, bodies filled by cudaGraphAddNode and by
// cudaStreamBeginCaptureToGraph, a conditional node added to a capture
// (cudaStreamGetCaptureInfo, cudaStreamUpdateCaptureDependencies), a
// conditional nested in a body, relaunches.  Output compared with an H100.
#include <cstdio>

__global__ void set_from(const int *v, cudaGraphConditionalHandle h) { cudaGraphSetConditional(h, *v); }
__global__ void log_value(int *log, int *n, int value) { log[(*n)++] = value; }
__global__ void count_down(int *counter, int *log, int *n, cudaGraphConditionalHandle h)
{
    log[(*n)++] = 100 + *counter;
    if (--*counter == 0)
        cudaGraphSetConditional(h, 0);
}

static void kernel_node(cudaGraphNode_t *node, cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd,
                        const void *func, void **args)
{
    cudaGraphNodeParams p = {cudaGraphNodeTypeKernel};
    p.kernel.func = (void *)func;
    p.kernel.gridDim = dim3(1);
    p.kernel.blockDim = dim3(1);
    p.kernel.kernelParams = args;
    cudaError_t e = cudaGraphAddNode(node, g, deps, NULL, nd, &p);
    if (e != cudaSuccess)
        printf("add kernel node: %s\n", cudaGetErrorName(e));
}

static cudaGraph_t *cond_node(cudaGraphNode_t *node, cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd,
                              cudaGraphConditionalHandle h, cudaGraphConditionalNodeType type, unsigned size)
{
    cudaGraphNodeParams p = {cudaGraphNodeTypeConditional};
    p.conditional.handle = h;
    p.conditional.type = type;
    p.conditional.size = size;
    cudaError_t e = cudaGraphAddNode(node, g, deps, NULL, nd, &p);
    if (e != cudaSuccess)
        printf("add conditional node: %s\n", cudaGetErrorName(e));
    return p.conditional.phGraph_out;
}

static void show(const char *what, int *log, int *n)
{
    cudaDeviceSynchronize();
    printf("%s:", what);
    for (int i = 0; i < *n; i++)
        printf(" %d", log[i]);
    printf("\n");
    *n = 0;
}

int main()
{
    int *v, *log, *n, *counter;
    cudaMallocManaged(&v, sizeof(int));
    cudaMallocManaged(&log, 256 * sizeof(int));
    cudaMallocManaged(&n, sizeof(int));
    cudaMallocManaged(&counter, sizeof(int));
    *n = 0;

    /* if / else, the value from a kernel before the node */
    cudaGraph_t g;
    cudaGraphCreate(&g, 0);
    cudaGraphConditionalHandle h;
    cudaGraphConditionalHandleCreate(&h, g);
    cudaGraphNode_t a, c, t, f;
    void *sa[] = {&v, &h};
    kernel_node(&a, g, NULL, 0, (void *)set_from, sa);
    cudaGraph_t *bodies = cond_node(&c, g, &a, 1, h, cudaGraphCondTypeIf, 2);
    int one = 1, two = 2;
    void *l1[] = {&log, &n, &one}, *l2[] = {&log, &n, &two};
    kernel_node(&t, bodies[0], NULL, 0, (void *)log_value, l1);
    kernel_node(&f, bodies[1], NULL, 0, (void *)log_value, l2);
    cudaGraphExec_t x;
    printf("instantiate: %s\n", cudaGetErrorName(cudaGraphInstantiate(&x, g, 0)));
    for (int k = 0; k < 3; k++) {
        *v = k % 2;
        cudaGraphLaunch(x, 0);
        cudaDeviceSynchronize();
    }
    show("if/else", log, n);

    /* switch */
    cudaGraph_t gs;
    cudaGraphCreate(&gs, 0);
    cudaGraphConditionalHandle hs;
    cudaGraphConditionalHandleCreate(&hs, gs);
    void *ss[] = {&v, &hs};
    cudaGraphNode_t sk, sc, b[3];
    kernel_node(&sk, gs, NULL, 0, (void *)set_from, ss);
    cudaGraph_t *sb = cond_node(&sc, gs, &sk, 1, hs, cudaGraphCondTypeSwitch, 3);
    int vals[3] = {10, 11, 12};
    void *la[3][3] = {{&log, &n, &vals[0]}, {&log, &n, &vals[1]}, {&log, &n, &vals[2]}};
    for (int k = 0; k < 3; k++)
        kernel_node(&b[k], sb[k], NULL, 0, (void *)log_value, la[k]);
    cudaGraphExec_t xs;
    cudaGraphInstantiate(&xs, gs, 0);
    for (int k = 0; k < 5; k++) {
        *v = (k * 2) % 5;
        cudaGraphLaunch(xs, 0);
        cudaDeviceSynchronize();
    }
    show("switch", log, n);

    /* while, default 1 at each launch, body by stream capture into it, a
     * nested if in the body */
    cudaGraph_t gw;
    cudaGraphCreate(&gw, 0);
    cudaGraphConditionalHandle hw, hi;
    cudaGraphConditionalHandleCreate(&hw, gw, 1, cudaGraphCondAssignDefault);
    cudaGraphConditionalHandleCreate(&hi, gw, 1, cudaGraphCondAssignDefault);
    cudaGraphNode_t wn;
    cudaGraph_t *wb = cond_node(&wn, gw, NULL, 0, hw, cudaGraphCondTypeWhile, 1);
    cudaStream_t s;
    cudaStreamCreate(&s);
    printf("capture to graph: %s\n", cudaGetErrorName(cudaStreamBeginCaptureToGraph(s, wb[0], NULL, NULL, 0,
                                                                                      cudaStreamCaptureModeGlobal)));
    count_down<<<1, 1, 0, s>>>(counter, log, n, hw);
    cudaStreamCaptureStatus st;
    cudaGraph_t cg;
    const cudaGraphNode_t *deps;
    size_t nd;
    cudaStreamGetCaptureInfo(s, &st, NULL, &cg, &deps, NULL, &nd);
    cudaGraphNode_t inner;
    cudaGraph_t *ib = cond_node(&inner, cg, deps, nd, hi, cudaGraphCondTypeIf, 1);
    cudaGraphNode_t il;
    int seven = 7;
    void *l7[] = {&log, &n, &seven};
    kernel_node(&il, ib[0], NULL, 0, (void *)log_value, l7);
    cudaStreamUpdateCaptureDependencies(s, &inner, NULL, 1, cudaStreamSetCaptureDependencies);
    log_value<<<1, 1, 0, s>>>(log, n, 8);
    printf("end capture: %s\n", cudaGetErrorName(cudaStreamEndCapture(s, NULL)));
    cudaGraphExec_t xw;
    cudaGraphInstantiate(&xw, gw, 0);
    for (int k = 3; k <= 4; k++) {
        *counter = k;
        cudaGraphLaunch(xw, s);
        cudaStreamSynchronize(s);
    }
    show("while", log, n);

    printf("bad size: %s\n", cudaGetErrorName(cudaGetLastError()));
    cudaGraphNode_t bad;
    cudaGraphNodeParams p = {cudaGraphNodeTypeConditional};
    p.conditional.handle = hw;
    p.conditional.type = cudaGraphCondTypeWhile;
    p.conditional.size = 2;
    printf("while of size 2: %s\n", cudaGetErrorName(cudaGraphAddNode(&bad, gw, NULL, NULL, 0, &p)));
    cudaGraphExecDestroy(x);
    cudaGraphExecDestroy(xs);
    cudaGraphExecDestroy(xw);
    cudaGraphDestroy(g);
    cudaGraphDestroy(gs);
    cudaGraphDestroy(gw);
    printf("done %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
