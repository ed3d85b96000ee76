// CUDA graphs: stream capture across two streams (fork and join through
// events), a graph built node by node (memset, kernel, 1D copy, host,
// empty, child graph, event record), launched several times; parameters
// changed in the executable graph; cudaGraphExecUpdate with the same and
// with another topology; memory alloc and free nodes; the queries; the
// errors of misuse.  Expected output from an H100 (graphs.expected).
#include <cstdio>
#include <string>
#include <vector>
#include <algorithm>

#define CHECK(x)                                                                         \
    do {                                                                                 \
        cudaError_t e_ = (x);                                                            \
        if (e_ != cudaSuccess)                                                           \
            printf("line %d: %s -> %s\n", __LINE__, #x, cudaGetErrorName(e_));           \
    } while (0)

__global__ void add(int *v, int n, int k)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] += k;
}

__global__ void twice(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= 2;
}

__global__ void sum_into(const int *a, const int *b, int *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

static int host_calls;
static void bump(void *p)
{
    host_calls += *(int *)p;
}

static const char *type_name(cudaGraphNodeType t)
{
    switch (t) {
    case cudaGraphNodeTypeKernel: return "kernel";
    case cudaGraphNodeTypeMemcpy: return "memcpy";
    case cudaGraphNodeTypeMemset: return "memset";
    case cudaGraphNodeTypeHost: return "host";
    case cudaGraphNodeTypeGraph: return "graph";
    case cudaGraphNodeTypeEmpty: return "empty";
    case cudaGraphNodeTypeWaitEvent: return "wait";
    case cudaGraphNodeTypeEventRecord: return "record";
    case cudaGraphNodeTypeMemAlloc: return "alloc";
    case cudaGraphNodeTypeMemFree: return "free";
    default: return "other";
    }
}

static void print_graph(const char *what, cudaGraph_t g)
{
    size_t n = 0, roots = 0, edges = 0;
    CHECK(cudaGraphGetNodes(g, NULL, &n));
    CHECK(cudaGraphGetRootNodes(g, NULL, &roots));
    CHECK(cudaGraphGetEdges(g, NULL, NULL, NULL, &edges));
    std::vector<cudaGraphNode_t> nodes(n);
    CHECK(cudaGraphGetNodes(g, nodes.data(), &n));
    std::vector<std::string> names;
    for (size_t i = 0; i < n; i++) {
        cudaGraphNodeType t;
        CHECK(cudaGraphNodeGetType(nodes[i], &t));
        size_t deps = 0;
        CHECK(cudaGraphNodeGetDependencies(nodes[i], NULL, NULL, &deps));
        char buf[64];
        snprintf(buf, sizeof buf, "%s/%zu", type_name(t), deps);
        names.push_back(buf);
    }
    std::sort(names.begin(), names.end());
    printf("%s: %zu nodes, %zu roots, %zu edges:", what, n, roots, edges);
    for (auto &s : names)
        printf(" %s", s.c_str());
    printf("\n");
}

int main()
{
    const int n = 1000, T = 128, B = (n + T - 1) / T;
    int *a, *b, *c, *h;
    CHECK(cudaMalloc(&a, n * sizeof(int)));
    CHECK(cudaMalloc(&b, n * sizeof(int)));
    CHECK(cudaMalloc(&c, n * sizeof(int)));
    CHECK(cudaMallocHost(&h, n * sizeof(int)));

    // ---- capture across two streams ----
    cudaStream_t s1, s2, s3;
    CHECK(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
    CHECK(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
    CHECK(cudaStreamCreate(&s3));
    cudaEvent_t fork, join;
    CHECK(cudaEventCreate(&fork));
    CHECK(cudaEventCreate(&join));
    int one = 1;
    cudaStreamCaptureStatus st;
    CHECK(cudaStreamIsCapturing(s1, &st));
    printf("before capture: %d\n", (int)st);
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    CHECK(cudaStreamIsCapturing(s1, &st));
    printf("capturing s1: %d\n", (int)st);
    CHECK(cudaMemsetAsync(a, 0, n * sizeof(int), s1));
    CHECK(cudaMemsetAsync(b, 0, n * sizeof(int), s1));
    CHECK(cudaEventRecord(fork, s1));
    CHECK(cudaStreamWaitEvent(s2, fork, 0));
    CHECK(cudaStreamIsCapturing(s2, &st));
    printf("capturing s2 after the wait: %d\n", (int)st);
    add<<<B, T, 0, s1>>>(a, n, 3);
    add<<<B, T, 0, s2>>>(b, n, 4);
    twice<<<B, T, 0, s2>>>(b, n);
    CHECK(cudaEventRecord(join, s2));
    CHECK(cudaStreamWaitEvent(s1, join, 0));
    sum_into<<<B, T, 0, s1>>>(a, b, c, n);
    CHECK(cudaMemcpyAsync(h, c, n * sizeof(int), cudaMemcpyDeviceToHost, s1));
    CHECK(cudaLaunchHostFunc(s1, bump, &one));
    cudaGraph_t g;
    CHECK(cudaStreamEndCapture(s1, &g));
    CHECK(cudaStreamIsCapturing(s1, &st));
    printf("after capture: %d, host calls so far %d\n", (int)st, host_calls);
    print_graph("captured", g);
    cudaGraphExec_t x;
    CHECK(cudaGraphInstantiate(&x, g, 0));
    for (int r = 0; r < 3; r++) {
        for (int i = 0; i < n; i++)
            h[i] = -1;
        CHECK(cudaGraphLaunch(x, s3));
        CHECK(cudaStreamSynchronize(s3));
        int bad = 0;
        for (int i = 0; i < n; i++)
            bad += h[i] != 3 + 8;
        printf("launch %d: %d wrong, host calls %d\n", r, bad, host_calls);
    }

    // the same topology with other values: an update
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    CHECK(cudaMemsetAsync(a, 0, n * sizeof(int), s1));
    CHECK(cudaMemsetAsync(b, 0, n * sizeof(int), s1));
    CHECK(cudaEventRecord(fork, s1));
    CHECK(cudaStreamWaitEvent(s2, fork, 0));
    add<<<B, T, 0, s1>>>(a, n, 10);
    add<<<B, T, 0, s2>>>(b, n, 20);
    twice<<<B, T, 0, s2>>>(b, n);
    CHECK(cudaEventRecord(join, s2));
    CHECK(cudaStreamWaitEvent(s1, join, 0));
    sum_into<<<B, T, 0, s1>>>(a, b, c, n);
    CHECK(cudaMemcpyAsync(h, c, n * sizeof(int), cudaMemcpyDeviceToHost, s1));
    CHECK(cudaLaunchHostFunc(s1, bump, &one));
    cudaGraph_t g2;
    CHECK(cudaStreamEndCapture(s1, &g2));
    cudaGraphExecUpdateResultInfo info;
    CHECK(cudaGraphExecUpdate(x, g2, &info));
    printf("update, same topology: result %d\n", (int)info.result);
    CHECK(cudaGraphLaunch(x, s3));
    CHECK(cudaStreamSynchronize(s3));
    printf("after update: h[0] = %d, h[999] = %d\n", h[0], h[999]);

    // another topology: the update fails
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    add<<<B, T, 0, s1>>>(a, n, 1);
    cudaGraph_t g3;
    CHECK(cudaStreamEndCapture(s1, &g3));
    cudaError_t ue = cudaGraphExecUpdate(x, g3, &info);
    printf("update, other topology: %s, result %d\n", cudaGetErrorName(ue), (int)info.result);
    CHECK(cudaGraphDestroy(g3));

    // ---- built node by node ----
    cudaGraph_t m;
    CHECK(cudaGraphCreate(&m, 0));
    cudaGraphNode_t set, kern, copy, host, empty, child, rec;
    cudaMemsetParams sp = {};
    sp.dst = a;
    sp.value = 5;
    sp.elementSize = 4;
    sp.width = n;
    sp.height = 1;
    CHECK(cudaGraphAddMemsetNode(&set, m, NULL, 0, &sp));
    int nn = n, k = 7;
    void *kargs[] = {&a, &nn, &k};
    cudaKernelNodeParams kp = {};
    kp.func = (void *)add;
    kp.gridDim = dim3(B);
    kp.blockDim = dim3(T);
    kp.kernelParams = kargs;
    CHECK(cudaGraphAddKernelNode(&kern, m, &set, 1, &kp));
    k = 1000;   // the node keeps its own copy of the arguments
    CHECK(cudaGraphAddMemcpyNode1D(&copy, m, &kern, 1, h, a, n * sizeof(int), cudaMemcpyDeviceToHost));
    int two = 2;
    cudaHostNodeParams hp = {bump, &two};
    CHECK(cudaGraphAddHostNode(&host, m, &copy, 1, &hp));
    CHECK(cudaGraphAddEmptyNode(&empty, m, &host, 1));
    cudaGraph_t sub;
    CHECK(cudaGraphCreate(&sub, 0));
    cudaGraphNode_t subk;
    void *kargs2[] = {&b, &nn};
    cudaKernelNodeParams kp2 = {};
    kp2.func = (void *)twice;
    kp2.gridDim = dim3(B);
    kp2.blockDim = dim3(T);
    kp2.kernelParams = kargs2;
    CHECK(cudaGraphAddKernelNode(&subk, sub, NULL, 0, &kp2));
    CHECK(cudaGraphAddChildGraphNode(&child, m, &empty, 1, sub));
    cudaEvent_t done;
    CHECK(cudaEventCreate(&done));
    CHECK(cudaGraphAddEventRecordNode(&rec, m, &child, 1, done));
    print_graph("built", m);
    cudaKernelNodeParams got;
    CHECK(cudaGraphKernelNodeGetParams(kern, &got));
    printf("kernel node: func ok %d, k %d, grid %u block %u\n", got.func == (void *)add,
           *(int *)got.kernelParams[2], got.gridDim.x, got.blockDim.x);
    cudaGraphExec_t mx;
    CHECK(cudaGraphInstantiate(&mx, m, 0));
    CHECK(cudaMemset(b, 0, n * sizeof(int)));
    int hb = host_calls;
    CHECK(cudaGraphLaunch(mx, s3));
    CHECK(cudaEventSynchronize(done));
    CHECK(cudaStreamSynchronize(s3));
    int bad = 0;
    for (int i = 0; i < n; i++)
        bad += h[i] != 12;
    printf("built launch: %d wrong, host calls +%d\n", bad, host_calls - hb);
    k = 30;
    CHECK(cudaGraphExecKernelNodeSetParams(mx, kern, &kp));
    CHECK(cudaGraphLaunch(mx, s3));
    CHECK(cudaStreamSynchronize(s3));
    printf("after exec set params: h[0] = %d, h[999] = %d\n", h[0], h[999]);
    kp.func = (void *)twice;    // (a, n): the third argument is not read
    printf("exec set params with another function: %s\n",
           cudaGetErrorName(cudaGraphExecKernelNodeSetParams(mx, kern, &kp)));
    CHECK(cudaGraphLaunch(mx, s3));
    CHECK(cudaStreamSynchronize(s3));
    printf("after it: h[0] = %d\n", h[0]);
    // the graph itself still has add with k = 7
    cudaGraphExec_t mx2;
    CHECK(cudaGraphInstantiate(&mx2, m, 0));
    CHECK(cudaGraphLaunch(mx2, s3));
    CHECK(cudaStreamSynchronize(s3));
    printf("new exec of the graph: h[0] = %d\n", h[0]);
    cudaGraph_t mc;
    CHECK(cudaGraphClone(&mc, m));
    cudaGraphNode_t kc;
    CHECK(cudaGraphNodeFindInClone(&kc, kern, mc));
    print_graph("clone", mc);

    // ---- memory nodes ----
    cudaGraph_t mg;
    CHECK(cudaGraphCreate(&mg, 0));
    cudaMemAllocNodeParams ap = {};
    ap.poolProps.allocType = cudaMemAllocationTypePinned;
    ap.poolProps.location.type = cudaMemLocationTypeDevice;
    ap.poolProps.location.id = 0;
    ap.bytesize = n * sizeof(int);
    cudaGraphNode_t an, zn, kn, cn, fn;
    CHECK(cudaGraphAddMemAllocNode(&an, mg, NULL, 0, &ap));
    printf("alloc node gave a pointer: %d\n", ap.dptr != NULL);
    cudaMemsetParams zp = {};
    zp.dst = ap.dptr;
    zp.value = 0;
    zp.elementSize = 1;
    zp.width = n * sizeof(int);
    zp.height = 1;
    CHECK(cudaGraphAddMemsetNode(&zn, mg, &an, 1, &zp));
    int *dp = (int *)ap.dptr, kk = 9;
    void *kargs3[] = {&dp, &nn, &kk};
    cudaKernelNodeParams kp3 = {};
    kp3.func = (void *)add;
    kp3.gridDim = dim3(B);
    kp3.blockDim = dim3(T);
    kp3.kernelParams = kargs3;
    CHECK(cudaGraphAddKernelNode(&kn, mg, &zn, 1, &kp3));
    CHECK(cudaGraphAddMemcpyNode1D(&cn, mg, &kn, 1, h, ap.dptr, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaGraphAddMemFreeNode(&fn, mg, &cn, 1, ap.dptr));
    print_graph("memory", mg);
    cudaGraphExec_t mgx;
    CHECK(cudaGraphInstantiate(&mgx, mg, 0));
    CHECK(cudaGraphLaunch(mgx, s3));
    CHECK(cudaStreamSynchronize(s3));
    bad = 0;
    for (int i = 0; i < n; i++)
        bad += h[i] != 9;
    printf("memory graph: %d wrong\n", bad);
    CHECK(cudaGraphExecDestroy(mgx));
    CHECK(cudaGraphDestroy(mg));

    // ---- graph memory in a capture, freed in the graph and outside ----
    int *cm = NULL;
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    CHECK(cudaMallocAsync((void **)&cm, n * sizeof(int), s1));
    CHECK(cudaMemsetAsync(cm, 0, n * sizeof(int), s1));
    add<<<B, T, 0, s1>>>(cm, n, 4);
    CHECK(cudaMemcpyAsync(h, cm, n * sizeof(int), cudaMemcpyDeviceToHost, s1));
    CHECK(cudaFreeAsync(cm, s1));
    cudaGraph_t gm;
    CHECK(cudaStreamEndCapture(s1, &gm));
    print_graph("captured memory", gm);
    cudaGraphExec_t gmx;
    CHECK(cudaGraphInstantiate(&gmx, gm, 0));
    for (int r = 0; r < 2; r++) {
        CHECK(cudaGraphLaunch(gmx, s3));
        CHECK(cudaStreamSynchronize(s3));
        bad = 0;
        for (int i = 0; i < n; i++)
            bad += h[i] != 4;
        unsigned long long used = 1;
        CHECK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &used));
        printf("captured memory launch %d: %d wrong, memory with graphs after: %s\n", r, bad,
               used ? "some" : "none");
    }
    cudaGraph_t ga;
    CHECK(cudaGraphCreate(&ga, 0));
    cudaGraphNode_t ga1, ga2, ga3;
    CHECK(cudaGraphAddMemAllocNode(&ga1, ga, NULL, 0, &ap));
    int *ap2 = (int *)ap.dptr;
    void *kargs4[] = {&ap2, &nn, &kk};
    kp3.kernelParams = kargs4;
    cudaMemsetParams zp2 = zp;
    zp2.dst = ap2;
    CHECK(cudaGraphAddMemsetNode(&ga2, ga, &ga1, 1, &zp2));
    CHECK(cudaGraphAddKernelNode(&ga3, ga, &ga2, 1, &kp3));
    cudaGraphExec_t gax;
    CHECK(cudaGraphInstantiate(&gax, ga, 0));
    for (int r = 0; r < 2; r++) {
        CHECK(cudaGraphLaunch(gax, s3));
        CHECK(cudaStreamSynchronize(s3));
        CHECK(cudaMemcpy(h, ap2, n * sizeof(int), cudaMemcpyDeviceToHost));
        printf("alloc without free, launch %d: h[0] = %d\n", r, h[0]);
        CHECK(cudaFree(ap2));
    }
    CHECK(cudaGraphExecDestroy(gmx));
    CHECK(cudaGraphExecDestroy(gax));
    CHECK(cudaGraphDestroy(gm));
    CHECK(cudaGraphDestroy(ga));

    // ---- misuse ----
    cudaGraph_t none;
    printf("end capture, not capturing: %s\n", cudaGetErrorName(cudaStreamEndCapture(s2, &none)));
    printf("capture the legacy stream: %s\n",
           cudaGetErrorName(cudaStreamBeginCapture(cudaStreamLegacy, cudaStreamCaptureModeGlobal)));
    cudaGetLastError();
    printf("instantiate NULL: %s\n", cudaGetErrorName(cudaGraphInstantiate(&mx2, NULL, 0)));
    cudaGetLastError();
    cudaGraphNode_t bogus;
    printf("dependency from another graph: %s\n",
           cudaGetErrorName(cudaGraphAddEmptyNode(&bogus, mc, &kern, 1)));
    cudaGetLastError();
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    add<<<B, T, 0, s1>>>(a, n, 1);
    printf("synchronize a capturing stream: %s\n", cudaGetErrorName(cudaStreamSynchronize(s1)));
    CHECK(cudaStreamIsCapturing(s1, &st));
    printf("then capturing: %d\n", (int)st);
    cudaGraph_t gi = (cudaGraph_t)1;
    cudaError_t ee = cudaStreamEndCapture(s1, &gi);
    printf("end that capture: %s, graph %s\n", cudaGetErrorName(ee), gi ? "set" : "NULL");
    printf("last error: %s\n", cudaGetErrorName(cudaGetLastError()));

    CHECK(cudaGraphExecDestroy(x));
    CHECK(cudaGraphExecDestroy(mx));
    CHECK(cudaGraphExecDestroy(mx2));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaGraphDestroy(g2));
    CHECK(cudaGraphDestroy(m));
    CHECK(cudaGraphDestroy(mc));
    CHECK(cudaGraphDestroy(sub));
    printf("done\n");
    return 0;
}
