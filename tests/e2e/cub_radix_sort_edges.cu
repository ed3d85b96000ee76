// NEEDS: cub
// cub::DeviceRadixSort's edges: -0.0 and +0.0 (equal keys, their order
// kept), DoubleBuffers of keys and values whose selectors differ, a sort
// captured into a graph and the graph launched three times (each launch
// sorts the keys a kernel in the graph wrote), a __half key.  Expected
// output from an H200.
#include <cub/cub.cuh>
#include <cuda_fp16.h>
#include <cstdio>

static void zeros(void)
{
    float fk[6] = {0.0f, -0.0f, 1.0f, -0.0f, 0.0f, -1.0f};
    double dk[4] = {-0.0, 0.0, -0.0, 0.0};
    float *k, *ko;
    double *d, *dout;
    int *v, *vo;
    cudaMallocManaged(&k, sizeof fk);
    cudaMallocManaged(&ko, sizeof fk);
    cudaMallocManaged(&d, sizeof dk);
    cudaMallocManaged(&dout, sizeof dk);
    cudaMallocManaged(&v, 6 * sizeof(int));
    cudaMallocManaged(&vo, 6 * sizeof(int));
    for (int i = 0; i < 6; i++) {
        k[i] = fk[i];
        v[i] = i;
    }
    for (int i = 0; i < 4; i++)
        d[i] = dk[i];
    void *tmp = NULL;
    size_t bytes = 0, b = 0;
    cub::DeviceRadixSort::SortPairs(tmp, bytes, k, ko, v, vo, 6);
    cub::DeviceRadixSort::SortPairs(tmp, b, d, dout, v, vo, 4);
    bytes = b > bytes ? b : bytes;
    cudaMalloc(&tmp, bytes);
    cub::DeviceRadixSort::SortPairs(tmp, bytes, k, ko, v, vo, 6);
    cudaDeviceSynchronize();
    printf("float zeros ascending:");
    for (int i = 0; i < 6; i++)
        printf(" %g(%d)", ko[i], vo[i]);
    cub::DeviceRadixSort::SortPairsDescending(tmp, bytes, k, ko, v, vo, 6);
    cudaDeviceSynchronize();
    printf("\nfloat zeros descending:");
    for (int i = 0; i < 6; i++)
        printf(" %g(%d)", ko[i], vo[i]);
    cub::DeviceRadixSort::SortPairs(tmp, bytes, d, dout, v, vo, 4);
    cudaDeviceSynchronize();
    printf("\ndouble zeros ascending:");
    for (int i = 0; i < 4; i++)
        printf(" %g(%d)", dout[i], vo[i]);
    printf("\n");
    cudaFree(tmp);
    cudaFree(k);
    cudaFree(ko);
    cudaFree(d);
    cudaFree(dout);
    cudaFree(v);
    cudaFree(vo);
}

static void selectors(void)
{
    int *k0, *k1, *v0, *v1;
    cudaMallocManaged(&k0, 5 * sizeof(int));
    cudaMallocManaged(&k1, 5 * sizeof(int));
    cudaMallocManaged(&v0, 5 * sizeof(int));
    cudaMallocManaged(&v1, 5 * sizeof(int));
    int keys[5] = {30, -4, 7, 30, 0};
    for (int i = 0; i < 5; i++) {
        k0[i] = keys[i];
        k1[i] = -99;
        v0[i] = -7;     /* the values' current buffer is v1 */
        v1[i] = 10 + i;
    }
    cub::DoubleBuffer<int> dk(k0, k1), dv(v0, v1);
    dv.selector = 1;
    void *tmp = NULL;
    size_t bytes = 0;
    cub::DeviceRadixSort::SortPairs(tmp, bytes, dk, dv, 5);
    cudaMalloc(&tmp, bytes);
    cudaError_t e = cub::DeviceRadixSort::SortPairs(tmp, bytes, dk, dv, 5);
    cudaDeviceSynchronize();
    printf("selectors (%s): keys", cudaGetErrorString(e));
    for (int i = 0; i < 5; i++)
        printf(" %d", dk.Current()[i]);
    printf(" values");
    for (int i = 0; i < 5; i++)
        printf(" %d", dv.Current()[i]);
    printf("\n");
    cudaFree(tmp);
    cudaFree(k0);
    cudaFree(k1);
    cudaFree(v0);
    cudaFree(v1);
}

__global__ void scramble(unsigned *k, int n, const unsigned *round)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        k[i] = (unsigned)((i + 1) * 2654435761u) % 1000u + *round * 1000u;
}

__global__ void bump(unsigned *round)
{
    ++*round;
}

static void graph(void)
{
    const int n = 5000;
    unsigned *k, *ko, *round;
    cudaMalloc(&k, n * sizeof(unsigned));
    cudaMalloc(&ko, n * sizeof(unsigned));
    cudaMallocManaged(&round, sizeof(unsigned));
    *round = 0;
    void *tmp = NULL;
    size_t bytes = 0;
    cub::DeviceRadixSort::SortKeys(tmp, bytes, k, ko, n);
    cudaMalloc(&tmp, bytes);
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaGraph_t g;
    cudaGraphExec_t x;
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    bump<<<1, 1, 0, s>>>(round);
    scramble<<<(n + 255) / 256, 256, 0, s>>>(k, n, round);
    cudaError_t e = cub::DeviceRadixSort::SortKeys(tmp, bytes, k, ko, n, 0, 32, s);
    cudaStreamEndCapture(s, &g);
    printf("capture: %s, %s\n", cudaGetErrorString(e), cudaGetErrorString(cudaGetLastError()));
    cudaGraphInstantiate(&x, g, 0);
    unsigned *h = new unsigned[n];
    for (int r = 0; r < 3; r++) {
        cudaGraphLaunch(x, s);
        cudaMemcpyAsync(h, ko, n * sizeof(unsigned), cudaMemcpyDeviceToHost, s);
        cudaStreamSynchronize(s);
        int sorted = 1;
        unsigned long long sum = 0;
        for (int i = 0; i < n; i++) {
            sorted &= i == 0 || h[i - 1] <= h[i];
            sum += h[i];
        }
        printf("graph launch %d: sorted %s, sum %llu, first %u last %u (%s)\n", r, sorted ? "yes" : "no", sum, h[0],
               h[n - 1], cudaGetErrorString(cudaGetLastError()));
    }
    delete[] h;
    cudaGraphExecDestroy(x);
    cudaGraphDestroy(g);
    cudaStreamDestroy(s);
    cudaFree(tmp);
    cudaFree(k);
    cudaFree(ko);
    cudaFree(round);
}

static void halves(void)
{
    float f[8] = {3.0f, -1.0f, 2.5f, 0.0f, -3.0f, 7.0f, 1.0f, 2.0f};
    __half *k, *ko;
    cudaMallocManaged(&k, 8 * sizeof(__half));
    cudaMallocManaged(&ko, 8 * sizeof(__half));
    for (int i = 0; i < 8; i++)
        k[i] = __float2half(f[i]);
    void *tmp = NULL;
    size_t bytes = 0;
    cub::DeviceRadixSort::SortKeys(tmp, bytes, k, ko, 8);
    cudaMalloc(&tmp, bytes);
    cudaError_t e = cub::DeviceRadixSort::SortKeys(tmp, bytes, k, ko, 8);
    cudaDeviceSynchronize();
    printf("half keys (%s):", cudaGetErrorString(e));
    for (int i = 0; i < 8; i++)
        printf(" %g", __half2float(ko[i]));
    printf("\n");
    cudaFree(tmp);
    cudaFree(k);
    cudaFree(ko);
}

int main(void)
{
    zeros();
    selectors();
    graph();
    halves();
    return 0;
}
