// NEEDS: cub
// cub::DeviceSelect (If, Flagged, Unique), DevicePartition (If, Flagged),
// DeviceRunLengthEncode (Encode, NonTrivialRuns) and
// DeviceReduce::ReduceByKey, which cucc runs on the host
// (include/cucc/cub_select.h, cub_rle.h): sizes 0, 1, 2, 37, 1000, 70001;
// a functor with state, flags of int (2 and -1 select) and char types,
// Thrust's counting and transform iterators, one temporary buffer sized by the
// largest query and shared, a non-blocking stream with kernels before
// (writing the input) and after (reading the count from device memory),
// and a capture into a graph launched twice.  Every result is checked
// against a plain loop here ("ok") and printed; the expected output is
// CUB's kernels' (CUCC_CUB_KERNELS=1, which print the same).
#include <cub/cub.cuh>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(x)                                                                   \
    do {                                                                           \
        cudaError_t e_ = (x);                                                      \
        if (e_ != cudaSuccess) {                                                   \
            printf("%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));      \
            exit(1);                                                               \
        }                                                                          \
    } while (0)

static unsigned seed = 777;
static unsigned lcg() { seed = seed * 1664525u + 1013904223u; return seed >> 8; }

static unsigned long long hash(const int *v, int n)
{
    unsigned long long h = 1469598103934665603ull;
    for (int i = 0; i < n; i++)
        h = (h ^ (unsigned)v[i]) * 1099511628211ull;
    return h;
}

struct Below {
    int limit;
    __host__ __device__ bool operator()(int a) const { return a < limit; }
};
struct Square {
    __host__ __device__ int operator()(int a) const { return (int)((long long)a * a % 1000); }
};
struct Xor {
    __host__ __device__ int operator()(int a, int b) const { return a ^ b; }
};

__global__ void fill(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = (i * 7919) % 1000;
}
__global__ void negate_selected(int *p, const int *num)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < *num; i += gridDim.x * blockDim.x)
        p[i] = -p[i];
}

static int fails;
static void report(const char *what, int n, int count, const int *out, int len, const std::vector<int> &ref,
                   int ref_count)
{
    bool ok = count == ref_count && (int)ref.size() == len;
    for (int i = 0; ok && i < len; i++)
        ok = out[i] == ref[i];
    if (!ok)
        fails++;
    printf("%-10s n=%-6d count=%-6d hash=%016llx first=%d %s\n", what, n, count, hash(out, len),
           len ? out[0] : 0, ok ? "ok" : "MISMATCH");
}

static void *temp;
static size_t temp_bytes;

static void sizes(int n, int *in, int *flags, char *cflags, int *out, int *out2, int *num)
{
    Below below = {300};
    size_t b[8] = {0};
    CHECK(cub::DeviceSelect::If(NULL, b[0], in, out, num, n, below));
    CHECK(cub::DeviceSelect::Flagged(NULL, b[1], in, flags, out, num, n));
    CHECK(cub::DeviceSelect::Unique(NULL, b[2], in, out, num, n));
    CHECK(cub::DevicePartition::If(NULL, b[3], in, out, num, n, below));
    CHECK(cub::DevicePartition::Flagged(NULL, b[4], in, cflags, out, num, n));
    CHECK(cub::DeviceRunLengthEncode::Encode(NULL, b[5], in, out, out2, num, n));
    CHECK(cub::DeviceRunLengthEncode::NonTrivialRuns(NULL, b[6], in, out, out2, num, n));
    CHECK(cub::DeviceReduce::ReduceByKey(NULL, b[7], in, out, flags, out2, num, Xor(), n));
    size_t most = 0;
    for (int i = 0; i < 8; i++)
        most = b[i] > most ? b[i] : most;
    if (most > temp_bytes) {
        CHECK(cudaFree(temp));
        CHECK(cudaMalloc(&temp, most));
        temp_bytes = most;
    }
}

static void one_size(int n)
{
    int *in, *flags, *out, *out2, *num;
    char *cflags;
    int m = n ? n : 1;
    CHECK(cudaMallocManaged(&in, m * sizeof(int)));
    CHECK(cudaMallocManaged(&flags, m * sizeof(int)));
    CHECK(cudaMallocManaged(&cflags, m));
    CHECK(cudaMallocManaged(&out, m * sizeof(int)));
    CHECK(cudaMallocManaged(&out2, m * sizeof(int)));
    CHECK(cudaMalloc(&num, sizeof(int)));
    for (int i = 0; i < n; i++) {
        in[i] = lcg() % 7 == 0 ? (i ? in[i - 1] : 5) : (int)(lcg() % 1000); /* some runs */
        flags[i] = (int)(lcg() % 5) - 2;                                    /* -2..2 */
        cflags[i] = (char)(lcg() % 3 == 0);
    }
    sizes(n, in, flags, cflags, out, out2, num);
    int count = -1;
    std::vector<int> ref, ref2;
    Below below = {300};

    CHECK(cub::DeviceSelect::If(temp, temp_bytes, in, out, num, n, below));
    CHECK(cudaMemcpy(&count, num, sizeof count, cudaMemcpyDeviceToHost));
    ref.clear();
    for (int i = 0; i < n; i++)
        if (in[i] < 300)
            ref.push_back(in[i]);
    report("if", n, count, out, count, ref, (int)ref.size());

    CHECK(cub::DeviceSelect::Flagged(temp, temp_bytes, in, flags, out, num, n));
    CHECK(cudaMemcpy(&count, num, sizeof count, cudaMemcpyDeviceToHost));
    ref.clear();
    for (int i = 0; i < n; i++)
        if (flags[i])
            ref.push_back(in[i]);
    report("flagged", n, count, out, count, ref, (int)ref.size());

    CHECK(cub::DeviceSelect::Unique(temp, temp_bytes, in, out, num, n));
    CHECK(cudaMemcpy(&count, num, sizeof count, cudaMemcpyDeviceToHost));
    ref.clear();
    for (int i = 0; i < n; i++)
        if (i == 0 || in[i] != in[i - 1])
            ref.push_back(in[i]);
    report("unique", n, count, out, count, ref, (int)ref.size());

    CHECK(cub::DevicePartition::If(temp, temp_bytes, in, out, num, n, below));
    CHECK(cudaMemcpy(&count, num, sizeof count, cudaMemcpyDeviceToHost));
    ref.assign(n, 0);
    int k = 0, r = 0;
    for (int i = 0; i < n; i++)
        if (in[i] < 300)
            ref[k++] = in[i];
        else
            ref[n - 1 - r++] = in[i];
    report("part_if", n, count, out, n, ref, k);

    CHECK(cub::DevicePartition::Flagged(temp, temp_bytes, in, cflags, out, num, n));
    CHECK(cudaMemcpy(&count, num, sizeof count, cudaMemcpyDeviceToHost));
    k = r = 0;
    for (int i = 0; i < n; i++)
        if (cflags[i])
            ref[k++] = in[i];
        else
            ref[n - 1 - r++] = in[i];
    report("part_flag", n, count, out, n, ref, k);

    CHECK(cub::DeviceRunLengthEncode::Encode(temp, temp_bytes, in, out, out2, num, n));
    CHECK(cudaMemcpy(&count, num, sizeof count, cudaMemcpyDeviceToHost));
    ref.clear();
    ref2.clear();
    for (int i = 0; i < n; i++)
        if (i == 0 || in[i] != in[i - 1]) {
            ref.push_back(in[i]);
            ref2.push_back(1);
        } else {
            ref2.back()++;
        }
    report("encode", n, count, out, count, ref, (int)ref.size());
    report("encode_len", n, count, out2, count, ref2, (int)ref2.size());

    CHECK(cub::DeviceRunLengthEncode::NonTrivialRuns(temp, temp_bytes, in, out, out2, num, n));
    CHECK(cudaMemcpy(&count, num, sizeof count, cudaMemcpyDeviceToHost));
    ref.clear();
    ref2.clear();
    for (int i = 0, j; i < n; i = j) {
        for (j = i + 1; j < n && in[j] == in[i]; j++)
            ;
        if (j - i > 1) {
            ref.push_back(i);
            ref2.push_back(j - i);
        }
    }
    report("runs_off", n, count, out, count, ref, (int)ref.size());
    report("runs_len", n, count, out2, count, ref2, (int)ref2.size());

    CHECK(cub::DeviceReduce::ReduceByKey(temp, temp_bytes, in, out, flags, out2, num, Xor(), n));
    CHECK(cudaMemcpy(&count, num, sizeof count, cudaMemcpyDeviceToHost));
    ref.clear();
    ref2.clear();
    for (int i = 0; i < n; i++)
        if (i == 0 || in[i] != in[i - 1]) {
            ref.push_back(in[i]);
            ref2.push_back(flags[i]);
        } else {
            ref2.back() ^= flags[i];
        }
    report("bykey", n, count, out, count, ref, (int)ref.size());
    report("bykey_agg", n, count, out2, count, ref2, (int)ref2.size());

    /* iterators: the squares mod 1000 of 0..n-1 below 300 */
    thrust::transform_iterator<Square, thrust::counting_iterator<int>> squares(thrust::counting_iterator<int>(0),
                                                                              Square());
    CHECK(cub::DeviceSelect::If(temp, temp_bytes, squares, out, num, n, below));
    CHECK(cudaMemcpy(&count, num, sizeof count, cudaMemcpyDeviceToHost));
    ref.clear();
    for (int i = 0; i < n; i++)
        if ((long long)i * i % 1000 < 300)
            ref.push_back((int)((long long)i * i % 1000));
    report("if_iter", n, count, out, count, ref, (int)ref.size());

    CHECK(cudaFree(in));
    CHECK(cudaFree(flags));
    CHECK(cudaFree(cflags));
    CHECK(cudaFree(out));
    CHECK(cudaFree(out2));
    CHECK(cudaFree(num));
}

/* kernel, select, kernel on a non-blocking stream; nothing waits between */
static void on_stream(int n)
{
    cudaStream_t s;
    CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    int *in, *out, *num;
    CHECK(cudaMalloc(&in, n * sizeof(int)));
    CHECK(cudaMalloc(&out, n * sizeof(int)));
    CHECK(cudaMalloc(&num, sizeof(int)));
    Below below = {100};
    size_t bytes = 0;
    CHECK(cub::DeviceSelect::If(NULL, bytes, in, out, num, n, below, s));
    void *t;
    CHECK(cudaMalloc(&t, bytes));
    fill<<<(n + 255) / 256, 256, 0, s>>>(in, n);
    CHECK(cub::DeviceSelect::If(t, bytes, in, out, num, n, below, s));
    negate_selected<<<4, 128, 0, s>>>(out, num);
    std::vector<int> h(n);
    int count;
    CHECK(cudaMemcpyAsync(&count, num, sizeof count, cudaMemcpyDeviceToHost, s));
    CHECK(cudaMemcpyAsync(h.data(), out, n * sizeof(int), cudaMemcpyDeviceToHost, s));
    CHECK(cudaStreamSynchronize(s));
    std::vector<int> ref;
    for (int i = 0; i < n; i++)
        if ((i * 7919) % 1000 < 100)
            ref.push_back(-((i * 7919) % 1000));
    report("stream", n, count, h.data(), count, ref, (int)ref.size());

    /* captured: the graph's launches select what the fill in it wrote */
    cudaGraph_t g;
    cudaGraphExec_t ge;
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    fill<<<(n + 255) / 256, 256, 0, s>>>(in, n);
    CHECK(cub::DeviceSelect::If(t, bytes, in, out, num, n, below, s));
    CHECK(cudaStreamEndCapture(s, &g));
    CHECK(cudaGraphInstantiate(&ge, g, NULL, NULL, 0));
    for (int launch = 0; launch < 2; launch++) {
        CHECK(cudaMemsetAsync(out, 0, n * sizeof(int), s));
        CHECK(cudaGraphLaunch(ge, s));
        CHECK(cudaMemcpyAsync(&count, num, sizeof count, cudaMemcpyDeviceToHost, s));
        CHECK(cudaMemcpyAsync(h.data(), out, n * sizeof(int), cudaMemcpyDeviceToHost, s));
        CHECK(cudaStreamSynchronize(s));
        for (int &x : ref)
            x = x < 0 ? -x : x;
        report("graph", n, count, h.data(), count, ref, (int)ref.size());
    }
    CHECK(cudaGraphExecDestroy(ge));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaFree(t));
    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
    CHECK(cudaFree(num));
    CHECK(cudaStreamDestroy(s));
}

int main()
{
    const int ns[] = {0, 1, 2, 37, 1000, 70001};
    for (int n : ns)
        one_size(n);
    on_stream(50001);
    printf("%s\n", fails ? "FAILED" : "all ok");
    return 0;
}
