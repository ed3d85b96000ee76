// Memory pools: the default pool and cudaMallocAsync from it, a pool of
// our own made current, cudaMallocFromPoolAsync and the C++ forms, the
// attributes (used and reserved memory, high watermarks and their reset,
// the release threshold, reuse policies), access, and the errors of
// misuse.  Expected output from an H100 (mempool.expected).
#include <cstdio>

#define CHECK(x)                                                                         \
    do {                                                                                 \
        cudaError_t e_ = (x);                                                            \
        if (e_ != cudaSuccess)                                                           \
            printf("line %d: %s -> %s\n", __LINE__, #x, cudaGetErrorName(e_));           \
    } while (0)

__global__ void fill(int *p, int n, int v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v + i;
}

static unsigned long long attr(cudaMemPool_t p, cudaMemPoolAttr a)
{
    unsigned long long v = 12345;
    CHECK(cudaMemPoolGetAttribute(p, a, &v));
    return v;
}

int main()
{
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    cudaMemPool_t def, cur;
    CHECK(cudaDeviceGetDefaultMemPool(&def, 0));
    CHECK(cudaDeviceGetMemPool(&cur, 0));
    printf("current is the default: %d\n", def == cur);
    unsigned long long thr = 0;
    CHECK(cudaMemPoolGetAttribute(def, cudaMemPoolAttrReleaseThreshold, &thr));
    printf("default release threshold: %llu\n", thr);
    int reuse = -1;
    CHECK(cudaMemPoolGetAttribute(def, cudaMemPoolReuseAllowOpportunistic, &reuse));
    printf("opportunistic reuse: %d\n", reuse);

    const int n = 1 << 20;
    int *a = NULL, *h = new int[n];
    CHECK(cudaMallocAsync(&a, n * sizeof(int), s));
    fill<<<(n + 255) / 256, 256, 0, s>>>(a, n, 3);
    CHECK(cudaMemcpyAsync(h, a, n * sizeof(int), cudaMemcpyDeviceToHost, s));
    CHECK(cudaStreamSynchronize(s));
    printf("default pool: h[0] = %d, h[n-1] = %d, used %llu\n", h[0], h[n - 1],
           attr(def, cudaMemPoolAttrUsedMemCurrent));
    printf("reserved >= used: %d\n",
           attr(def, cudaMemPoolAttrReservedMemCurrent) >= attr(def, cudaMemPoolAttrUsedMemCurrent));
    CHECK(cudaFreeAsync(a, s));
    CHECK(cudaStreamSynchronize(s));
    printf("after free: used %llu, used high %llu\n", attr(def, cudaMemPoolAttrUsedMemCurrent),
           attr(def, cudaMemPoolAttrUsedMemHigh));
    unsigned long long zero = 0;
    CHECK(cudaMemPoolSetAttribute(def, cudaMemPoolAttrUsedMemHigh, &zero));
    printf("used high after reset: %llu\n", attr(def, cudaMemPoolAttrUsedMemHigh));
    unsigned long long big = 1ull << 30;
    CHECK(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReleaseThreshold, &big));
    printf("release threshold now: %llu\n", attr(def, cudaMemPoolAttrReleaseThreshold));
    unsigned long long one = 1;
    printf("set used high to 1: %s\n",
           cudaGetErrorName(cudaMemPoolSetAttribute(def, cudaMemPoolAttrUsedMemHigh, &one)));
    printf("set used current: %s\n",
           cudaGetErrorName(cudaMemPoolSetAttribute(def, cudaMemPoolAttrUsedMemCurrent, &zero)));
    cudaGetLastError();

    // a pool of our own
    cudaMemPoolProps props = {};
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = 0;
    cudaMemPool_t mine;
    CHECK(cudaMemPoolCreate(&mine, &props));
    int *b = NULL, *c = NULL;
    CHECK(cudaMallocFromPoolAsync(&b, 4096 * sizeof(int), mine, s));
    CHECK(cudaMallocAsync(&c, 1000 * sizeof(int), mine, s));
    fill<<<16, 256, 0, s>>>(b, 4096, 100);
    fill<<<4, 256, 0, s>>>(c, 1000, 7);
    CHECK(cudaMemcpyAsync(h, b, 4096 * sizeof(int), cudaMemcpyDeviceToHost, s));
    CHECK(cudaMemcpyAsync(h + 4096, c, 1000 * sizeof(int), cudaMemcpyDeviceToHost, s));
    CHECK(cudaStreamSynchronize(s));
    printf("own pool: b[4095] = %d, c[999] = %d, used %llu\n", h[4095], h[4096 + 999],
           attr(mine, cudaMemPoolAttrUsedMemCurrent));
    CHECK(cudaDeviceSetMemPool(0, mine));
    CHECK(cudaDeviceGetMemPool(&cur, 0));
    printf("current is mine: %d\n", cur == mine);
    int *d = NULL;
    CHECK(cudaMallocAsync(&d, 256 * sizeof(int), s));
    CHECK(cudaStreamSynchronize(s));
    printf("cudaMallocAsync from the current pool: used %llu\n", attr(mine, cudaMemPoolAttrUsedMemCurrent));
    CHECK(cudaFreeAsync(b, s));
    CHECK(cudaFreeAsync(c, s));
    CHECK(cudaFreeAsync(d, s));
    CHECK(cudaStreamSynchronize(s));
    printf("all freed: used %llu\n", attr(mine, cudaMemPoolAttrUsedMemCurrent));
    CHECK(cudaMemPoolTrimTo(mine, 0));

    cudaMemAccessFlags f;
    cudaMemLocation loc = {};
    loc.type = cudaMemLocationTypeDevice;
    loc.id = 0;
    CHECK(cudaMemPoolGetAccess(&f, mine, &loc));
    printf("access from its device: %d\n", (int)f);
    cudaMemAccessDesc desc = {};
    desc.location = loc;
    desc.flags = cudaMemAccessFlagsProtRead;
    printf("make its own device read-only: %s\n", cudaGetErrorName(cudaMemPoolSetAccess(mine, &desc, 1)));
    cudaGetLastError();

    // misuse
    printf("default pool of device 99: %s\n", cudaGetErrorName(cudaDeviceGetDefaultMemPool(&cur, 99)));
    cudaGetLastError();
    cudaMemPoolProps bad = props;
    bad.allocType = cudaMemAllocationTypeInvalid;
    printf("create with an invalid type: %s\n", cudaGetErrorName(cudaMemPoolCreate(&cur, &bad)));
    cudaGetLastError();
    CHECK(cudaDeviceSetMemPool(0, def));
    CHECK(cudaMemPoolDestroy(mine));
    printf("done\n");
    delete[] h;
    return 0;
}
