// NEEDS: cub
// cub::DeviceReduce (Sum, Min, Max, ArgMin, ArgMax, Reduce) and
// cub::DeviceScan (InclusiveSum, ExclusiveSum, InclusiveScan,
// ExclusiveScan, with a value and with a cub::FutureValue) over integers,
// and cub::DeviceHistogram (HistogramEven, HistogramRange, a
// multi-channel form), which cucc runs on the host (include/cucc/
// cub_reduce.h, cub_scan.h, cub_histogram.h): sizes 0, 1, 2, 37, 1000,
// 70001; ties for ArgMin/ArgMax (the first index wins), char and short
// inputs summed into int, a non-commutative associative scan operator
// (the last non-zero), samples below, at and above the levels, negative
// signed chars, float samples at bin edges.  Float sums and scans stay on
// CUB's kernels and are printed too.  Every integer result is checked
// against a plain loop here ("ok"); the expected output is CUB's
// kernels' (CUCC_CUB_KERNELS=1, which print the same).
#include <cub/cub.cuh>
#include <cmath>
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

static unsigned seed = 4242;
static unsigned lcg() { seed = seed * 1664525u + 1013904223u; return seed >> 8; }

template <class T> static unsigned long long hash(const T *v, int n)
{
    unsigned long long h = 1469598103934665603ull;
    for (int i = 0; i < n; i++) {
        unsigned long long x = 0;
        memcpy(&x, &v[i], sizeof(T));
        h = (h ^ x) * 1099511628211ull;
    }
    return h;
}

struct LastNonZero {
    __host__ __device__ int operator()(int a, int b) const { return b ? b : a; }
};
struct Add {
    __host__ __device__ int operator()(int a, int b) const { return a + b; }
};
struct MinAbs {
    __host__ __device__ long long operator()(long long a, long long b) const
    {
        long long x = a < 0 ? -a : a, y = b < 0 ? -b : b;
        return y < x || (y == x && b < a) ? b : a;
    }
};

static int fails;
static void check(const char *what, int n, bool ok, unsigned long long h)
{
    if (!ok)
        fails++;
    printf("%-12s n=%-6d %016llx %s\n", what, n, h, ok ? "ok" : "MISMATCH");
}

#define QUERY_RUN(call)                                                            \
    do {                                                                           \
        void *d_temp_storage = NULL;                                               \
        size_t temp_storage_bytes = 0;                                             \
        CHECK(call);                                                               \
        CHECK(cudaMalloc(&d_temp_storage, temp_storage_bytes));                    \
        CHECK(call);                                                               \
        CHECK(cudaDeviceSynchronize());                                            \
        CHECK(cudaFree(d_temp_storage));                                           \
    } while (0)

static void reduce_scan(int n)
{
    int m = n ? n : 1;
    int *in, *out, *res;
    char *cin;
    long long *lin, *lres;
    float *fin, *fres;
    cub::KeyValuePair<int, int> *kv;
    CHECK(cudaMallocManaged(&in, m * sizeof(int)));
    CHECK(cudaMallocManaged(&out, m * sizeof(int)));
    CHECK(cudaMalloc(&res, 2 * sizeof(int)));
    CHECK(cudaMallocManaged(&cin, m));
    CHECK(cudaMallocManaged(&lin, m * sizeof(long long)));
    CHECK(cudaMallocManaged(&lres, sizeof(long long)));
    CHECK(cudaMallocManaged(&fin, m * sizeof(float)));
    CHECK(cudaMallocManaged(&fres, m * sizeof(float)));
    CHECK(cudaMallocManaged(&kv, sizeof *kv));
    for (int i = 0; i < n; i++) {
        in[i] = (int)(lcg() % 64) - 20;   /* many ties for the extremes */
        cin[i] = (char)(lcg() % 256 - 128);
        lin[i] = (long long)lcg() * 1000003 - (1ll << 40);
        fin[i] = (float)(lcg() % 1000) / 7.0f;
    }
    int h[2];
    long long sum = 0, lmin = 0;
    int mn = 0x7fffffff, mx = -0x7fffffff - 1, amin = 0, amax = 0, csum = 0;
    for (int i = 0; i < n; i++) {
        sum += in[i];
        csum += cin[i];
        if (in[i] < mn)
            mn = in[i], amin = i;
        if (in[i] > mx)
            mx = in[i], amax = i;
        lmin = MinAbs()(i ? lmin : 1ll << 62, lin[i]);
    }
    if (!n)
        lmin = 1ll << 62;

    QUERY_RUN(cub::DeviceReduce::Sum(d_temp_storage, temp_storage_bytes, in, res, n));
    CHECK(cudaMemcpy(h, res, sizeof(int), cudaMemcpyDeviceToHost));
    check("sum", n, h[0] == (int)sum, (unsigned)h[0]);
    QUERY_RUN(cub::DeviceReduce::Sum(d_temp_storage, temp_storage_bytes, cin, res, n));
    CHECK(cudaMemcpy(h, res, sizeof(int), cudaMemcpyDeviceToHost));
    check("sum_char", n, h[0] == csum, (unsigned)h[0]);
    QUERY_RUN(cub::DeviceReduce::Min(d_temp_storage, temp_storage_bytes, in, res, n));
    CHECK(cudaMemcpy(h, res, sizeof(int), cudaMemcpyDeviceToHost));
    check("min", n, h[0] == mn, (unsigned)h[0]);
    QUERY_RUN(cub::DeviceReduce::Max(d_temp_storage, temp_storage_bytes, in, res, n));
    CHECK(cudaMemcpy(h, res, sizeof(int), cudaMemcpyDeviceToHost));
    check("max", n, h[0] == mx, (unsigned)h[0]);
    QUERY_RUN(cub::DeviceReduce::ArgMin(d_temp_storage, temp_storage_bytes, in, kv, n));
    check("argmin", n, !n || (kv->key == amin && kv->value == mn), (unsigned)kv->key * 1000003ull + kv->value);
    QUERY_RUN(cub::DeviceReduce::ArgMax(d_temp_storage, temp_storage_bytes, in, kv, n));
    check("argmax", n, !n || (kv->key == amax && kv->value == mx), (unsigned)kv->key * 1000003ull + kv->value);
    QUERY_RUN(cub::DeviceReduce::Reduce(d_temp_storage, temp_storage_bytes, lin, lres, n, MinAbs(), 1ll << 62));
    check("reduce_op", n, *lres == lmin, (unsigned long long)*lres);
    QUERY_RUN(cub::DeviceReduce::Sum(d_temp_storage, temp_storage_bytes, fin, fres, n));
    /* CUB's kernels: the grouping is CUB's, the sum within float rounding
     * of the exact one (whole-number truncation through PTX shuffles was
     * once off by up to 0.4%) */
    double exact = 0;
    for (int i = 0; i < n; i++)
        exact += fin[i];
    printf("%-12s n=%-6d %a %s\n", "sum_float", n, n ? fres[0] : 0.0f,
           fabs((n ? fres[0] : 0.0f) - exact) <= 1e-5 * exact + 1e-30 ? "close" : "FAR");

    std::vector<int> ref(m);
    bool ok;
    QUERY_RUN(cub::DeviceScan::InclusiveSum(d_temp_storage, temp_storage_bytes, in, out, n));
    ok = true;
    for (int i = 0, a = 0; i < n; i++)
        ok &= out[i] == (a += in[i]);
    check("incl_sum", n, ok, hash(out, n));
    QUERY_RUN(cub::DeviceScan::ExclusiveSum(d_temp_storage, temp_storage_bytes, cin, out, n));
    ok = true;
    for (int i = 0, a = 0; i < n; i++) {
        ok &= out[i] == (char)a;   /* the accumulator is the input's char */
        a = (char)(a + cin[i]);
    }
    check("excl_sum_c", n, ok, hash(out, n));
    QUERY_RUN(cub::DeviceScan::InclusiveScan(d_temp_storage, temp_storage_bytes, in, out, LastNonZero(), n));
    ok = true;
    for (int i = 0, a = 0; i < n; i++)
        ok &= out[i] == (a = i == 0 ? in[0] : LastNonZero()(a, in[i]));
    check("incl_scan", n, ok, hash(out, n));
    QUERY_RUN(cub::DeviceScan::ExclusiveScan(d_temp_storage, temp_storage_bytes, in, out, LastNonZero(), 99, n));
    ok = true;
    for (int i = 0, a = 99; i < n; i++) {
        ok &= out[i] == a;
        a = LastNonZero()(a, in[i]);
    }
    check("excl_scan", n, ok, hash(out, n));
    int init = 1000;
    CHECK(cudaMemcpy(res + 1, &init, sizeof init, cudaMemcpyHostToDevice));
    QUERY_RUN(cub::DeviceScan::ExclusiveScan(d_temp_storage, temp_storage_bytes, in, out, Add(),
                                             cub::FutureValue<int>(res + 1), n));
    ok = true;
    for (int i = 0, a = 1000; i < n; i++) {
        ok &= out[i] == a;
        a += in[i];
    }
    check("excl_future", n, ok, hash(out, n));
    QUERY_RUN(cub::DeviceScan::InclusiveSum(d_temp_storage, temp_storage_bytes, fin, fres, n));
    ok = true;
    exact = 0;
    for (int i = 0; i < n; i++) {
        exact += fin[i];
        ok &= fabs(fres[i] - exact) <= 1e-5 * exact + 1e-30;
    }
    /* no hash: a scan of several tiles adds a predecessor's aggregate or
     * its inclusive prefix, whichever its look-back finds ready, so float
     * sums round differently from run to run (the look-back's timing decides) */
    printf("%-12s n=%-6d %s\n", "incl_float", n, ok ? "close" : "FAR");

    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
    CHECK(cudaFree(res));
    CHECK(cudaFree(cin));
    CHECK(cudaFree(lin));
    CHECK(cudaFree(lres));
    CHECK(cudaFree(fin));
    CHECK(cudaFree(fres));
    CHECK(cudaFree(kv));
}

static void histograms(int n)
{
    int m = n ? n : 1;
    int *samples, *hist;
    unsigned char *bytes;
    signed char *sbytes;
    float *fs, *flevels;
    int *levels;
    CHECK(cudaMallocManaged(&samples, 4 * m * sizeof(int)));
    CHECK(cudaMallocManaged(&bytes, m));
    CHECK(cudaMallocManaged(&sbytes, m));
    CHECK(cudaMallocManaged(&fs, m * sizeof(float)));
    CHECK(cudaMallocManaged(&hist, 1024 * sizeof(int)));
    CHECK(cudaMallocManaged(&levels, 8 * sizeof(int)));
    CHECK(cudaMallocManaged(&flevels, 5 * sizeof(float)));
    for (int i = 0; i < 4 * n; i++)
        samples[i] = (int)(lcg() % 700) - 100;   /* [-100, 600): some below 0, some at or past 500 */
    for (int i = 0; i < n; i++) {
        bytes[i] = (unsigned char)lcg();
        sbytes[i] = (signed char)lcg();
        fs[i] = (float)(lcg() % 41) * 0.25f - 1.0f;   /* on and between the edges of 0.0 + k * 0.3 */
    }
    const int lv[8] = {-50, 0, 1, 7, 100, 250, 251, 500};
    for (int i = 0; i < 8; i++)
        levels[i] = lv[i];
    const float flv[5] = {-0.5f, 0.25f, 1.0f, 1.75f, 9.0f};
    for (int i = 0; i < 5; i++)
        flevels[i] = flv[i];
    std::vector<int> ref(1024);

    /* 11 bins over [0, 500): samples outside are dropped */
    QUERY_RUN(cub::DeviceHistogram::HistogramEven(d_temp_storage, temp_storage_bytes, samples, hist, 12, 0, 500, n));
    ref.assign(11, 0);
    for (int i = 0; i < n; i++)
        if (samples[i] >= 0 && samples[i] < 500 && samples[i] / (500 / 11) < 11)
            ref[samples[i] / (500 / 11)]++;
    check("even", n, std::vector<int>(hist, hist + 11) == ref, hash(hist, 11));

    QUERY_RUN(cub::DeviceHistogram::HistogramRange(d_temp_storage, temp_storage_bytes, samples, hist, 8, levels, n));
    ref.assign(7, 0);
    for (int i = 0; i < n; i++)
        for (int b = 0; b < 7; b++)
            if (samples[i] >= lv[b] && samples[i] < lv[b + 1])
                ref[b]++;
    check("range", n, std::vector<int>(hist, hist + 7) == ref, hash(hist, 7));

    /* 300 bins (more than CUB keeps in shared memory) */
    QUERY_RUN(cub::DeviceHistogram::HistogramEven(d_temp_storage, temp_storage_bytes, samples, hist, 301, -100, 500,
                                                  n));
    ref.assign(300, 0);
    for (int i = 0; i < n; i++)
        if (samples[i] < 500)
            ref[(samples[i] + 100) / 2]++;
    check("even300", n, std::vector<int>(hist, hist + 300) == ref, hash(hist, 300));

    QUERY_RUN(cub::DeviceHistogram::HistogramEven(d_temp_storage, temp_storage_bytes, bytes, hist, 257, 0, 256, n));
    ref.assign(256, 0);
    for (int i = 0; i < n; i++)
        ref[bytes[i]]++;
    check("even_bytes", n, std::vector<int>(hist, hist + 256) == ref, hash(hist, 256));

    /* signed chars in [-64, 64): CUB 1.17 counts no negative byte sample */
    QUERY_RUN(cub::DeviceHistogram::HistogramEven(d_temp_storage, temp_storage_bytes, sbytes, hist, 9, -64, 64, n));
    ref.assign(8, 0);
    for (int i = 0; i < n; i++)
        if (sbytes[i] >= 0 && sbytes[i] < 64)
            ref[(sbytes[i] + 64) / 16]++;
    check("even_schar", n, std::vector<int>(hist, hist + 8) == ref, hash(hist, 8));

    /* floats: 10 bins over [0, 3), edges at multiples of 0.3 */
    QUERY_RUN(cub::DeviceHistogram::HistogramEven(d_temp_storage, temp_storage_bytes, fs, hist, 11, 0.0f, 3.0f, n));
    printf("%-12s n=%-6d %016llx", "even_float", n, hash(hist, 10));
    for (int b = 0; b < 10; b++)
        printf(" %d", hist[b]);
    printf("\n");
    QUERY_RUN(cub::DeviceHistogram::HistogramRange(d_temp_storage, temp_storage_bytes, fs, hist, 5, flevels, n));
    ref.assign(4, 0);
    for (int i = 0; i < n; i++)
        for (int b = 0; b < 4; b++)
            if (fs[i] >= flv[b] && fs[i] < flv[b + 1])
                ref[b]++;
    check("range_float", n, std::vector<int>(hist, hist + 4) == ref, hash(hist, 4));

    /* four interleaved channels, three counted, 2D: n/8 rows of 2 pixels, 4 apart */
    int *h3[3] = {hist, hist + 100, hist + 200};
    int nl[3] = {11, 6, 8};
    int lo[3] = {0, -100, -100}, hi[3] = {500, 600, 700};
    int rows = n / 8;
    QUERY_RUN((cub::DeviceHistogram::MultiHistogramEven<4, 3>(d_temp_storage, temp_storage_bytes, samples, h3, nl,
                                                              lo, hi, 2, rows, 16 * sizeof(int))));
    bool ok = true;
    for (int c = 0; c < 3; c++) {
        int bins = nl[c] - 1, scale = (hi[c] - lo[c]) / bins;
        ref.assign(bins, 0);
        for (int r = 0; r < rows; r++)
            for (int p = 0; p < 2; p++) {
                int s = samples[r * 16 + p * 4 + c];
                if (s >= lo[c] && s < hi[c] && (s - lo[c]) / scale < bins)
                    ref[(s - lo[c]) / scale]++;
            }
        ok &= std::vector<int>(h3[c], h3[c] + bins) == ref;
    }
    check("multi_2d", n, ok, hash(hist, 300));

    CHECK(cudaFree(samples));
    CHECK(cudaFree(bytes));
    CHECK(cudaFree(sbytes));
    CHECK(cudaFree(fs));
    CHECK(cudaFree(hist));
    CHECK(cudaFree(levels));
    CHECK(cudaFree(flevels));
}

int main()
{
    const int ns[] = {0, 1, 2, 37, 1000, 70001};
    for (int n : ns) {
        reduce_scan(n);
        histograms(n);
    }
    printf("%s\n", fails ? "FAILED" : "all ok");
    return 0;
}
