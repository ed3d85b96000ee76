// NEEDS: cub
// CUB's device-wide primitives with the two-call temporary-storage
// protocol, on a stream: reduce (sum, max, arg-min, custom op), scans,
// radix sorts (pairs, keys descending, bit ranges, sizes from one tile to
// many), segmented reduce and sort, select (if, flagged, unique),
// partition, run-length encode, histograms.  Data from an LCG; every
// result printed as a hash or a few values.
#include <cub/cub.cuh>
#include <cstdio>
#include <cstdlib>

#define CHECK(x)                                                                   \
    do {                                                                           \
        cudaError_t e_ = (x);                                                      \
        if (e_ != cudaSuccess) {                                                   \
            printf("%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));      \
            exit(1);                                                               \
        }                                                                          \
    } while (0)

static unsigned seed = 12345;
static unsigned lcg() { seed = seed * 1664525u + 1013904223u; return seed; }

template <class T> static unsigned long long hash(const T *v, int n)
{
    unsigned long long h = 1469598103934665603ull;
    for (int i = 0; i < n; i++) {
        unsigned long long x = 0;
        memcpy(&x, &v[i], sizeof(T) < 8 ? sizeof(T) : 8);
        h = (h ^ x) * 1099511628211ull;
    }
    return h;
}

struct Mod7Less {
    __host__ __device__ bool operator()(int a, int b) const { return a % 7 < b % 7; }
};
struct IsOdd {
    __host__ __device__ bool operator()(int a) const { return a & 1; }
};
struct MaxOp {
    __host__ __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};
struct MaxAbs {
    __host__ __device__ int operator()(int a, int b) const { return abs(a) > abs(b) ? a : b; }
};

// Runs a CUB call twice: first for the temporary storage size, then for real.
#define TWICE(call)                                                                \
    do {                                                                           \
        void *d_temp_storage = NULL;                                               \
        size_t temp_storage_bytes = 0;                                             \
        CHECK(call);                                                               \
        CHECK(cudaMalloc(&d_temp_storage, temp_storage_bytes));                    \
        CHECK(call);                                                               \
        CHECK(cudaStreamSynchronize(s));                                           \
        CHECK(cudaFree(d_temp_storage));                                           \
    } while (0)

int main()
{
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    const int sizes[] = {1, 100, 3000, 70000, 1 << 20};
    for (int si = 0; si < 5; si++) {
        int n = sizes[si];
        int *in, *out, *keys, *vals, *okeys, *ovals, *num;
        cub::KeyValuePair<int, int> *kv;
        CHECK(cudaMallocManaged(&in, n * sizeof(int)));
        CHECK(cudaMallocManaged(&out, (n < 64 ? 64 : n) * sizeof(int)));  /* 32 bins, 7 segments */
        CHECK(cudaMallocManaged(&keys, n * sizeof(int)));
        CHECK(cudaMallocManaged(&vals, n * sizeof(int)));
        CHECK(cudaMallocManaged(&okeys, n * sizeof(int)));
        CHECK(cudaMallocManaged(&ovals, n * sizeof(int)));
        CHECK(cudaMallocManaged(&num, 4 * sizeof(int)));
        CHECK(cudaMallocManaged(&kv, sizeof *kv));
        for (int i = 0; i < n; i++) {
            in[i] = (int)(lcg() >> 20) - 2048;
            keys[i] = (int)(lcg() >> 8);
            vals[i] = i;
        }
        printf("n=%d\n", n);
        TWICE(cub::DeviceReduce::Sum(d_temp_storage, temp_storage_bytes, in, out, n, s));
        printf("  sum %d", out[0]);
        TWICE(cub::DeviceReduce::Max(d_temp_storage, temp_storage_bytes, in, out, n, s));
        printf(" max %d", out[0]);
        TWICE(cub::DeviceReduce::ArgMin(d_temp_storage, temp_storage_bytes, in, kv, n, s));
        printf(" argmin %d@%d", kv->value, kv->key);
        TWICE(cub::DeviceReduce::Reduce(d_temp_storage, temp_storage_bytes, in, out, n, MaxAbs(), 0, s));
        printf(" maxabs %d\n", out[0]);
        TWICE(cub::DeviceScan::ExclusiveSum(d_temp_storage, temp_storage_bytes, in, out, n, s));
        printf("  exclusive %llx last %d", hash(out, n), out[n - 1]);
        TWICE(cub::DeviceScan::InclusiveScan(d_temp_storage, temp_storage_bytes, in, out, MaxOp(), n, s));
        printf(" inclusive-max %llx last %d\n", hash(out, n), out[n - 1]);
        TWICE(cub::DeviceRadixSort::SortPairs(d_temp_storage, temp_storage_bytes, keys, okeys, vals, ovals, n,
                                              0, sizeof(int) * 8, s));
        bool ok = true;
        for (int i = 1; i < n; i++)
            ok &= okeys[i - 1] <= okeys[i];
        printf("  pairs sorted %d keys %llx vals %llx\n", ok, hash(okeys, n), hash(ovals, n));
        TWICE(cub::DeviceRadixSort::SortKeysDescending(d_temp_storage, temp_storage_bytes, in, okeys, n, 0,
                                                       sizeof(int) * 8, s));
        printf("  keys descending %llx first %d last %d\n", hash(okeys, n), okeys[0], okeys[n - 1]);
        TWICE(cub::DeviceRadixSort::SortPairs(d_temp_storage, temp_storage_bytes, keys, okeys, vals, ovals, n, 4,
                                              12, s));
        printf("  pairs bits 4..12 %llx vals %llx\n", hash(okeys, n), hash(ovals, n));
        TWICE(cub::DeviceSelect::If(d_temp_storage, temp_storage_bytes, in, out, num, n, IsOdd(), s));
        printf("  select-if %d %llx", num[0], hash(out, num[0]));
        for (int i = 0; i < n; i++)
            okeys[i] = in[i] % 3 == 0;
        TWICE(cub::DeviceSelect::Flagged(d_temp_storage, temp_storage_bytes, in, okeys, out, num, n, s));
        printf(" flagged %d %llx", num[0], hash(out, num[0]));
        for (int i = 0; i < n; i++)
            okeys[i] = in[i] / 512;
        TWICE(cub::DeviceSelect::Unique(d_temp_storage, temp_storage_bytes, okeys, out, num, n, s));
        printf(" unique %d %llx\n", num[0], hash(out, num[0]));
        TWICE(cub::DevicePartition::If(d_temp_storage, temp_storage_bytes, in, out, num, n, IsOdd(), s));
        printf("  partition %d %llx", num[0], hash(out, n));
        TWICE(cub::DeviceRunLengthEncode::Encode(d_temp_storage, temp_storage_bytes, okeys, out, ovals, num, n, s));
        printf(" rle %d %llx %llx\n", num[0], hash(out, num[0]), hash(ovals, num[0]));
        TWICE(cub::DeviceHistogram::HistogramEven(d_temp_storage, temp_storage_bytes, in, out, 33, -2048, 2048, n,
                                                  s));
        printf("  histogram %llx bin0 %d bin31 %d\n", hash(out, 32), out[0], out[31]);
        /* segments: 7 uneven ones */
        int offs[8];
        for (int k = 0; k <= 7; k++)
            offs[k] = (int)((long long)n * k * k / 49);
        int *d_offs;
        CHECK(cudaMallocManaged(&d_offs, sizeof offs));
        memcpy(d_offs, offs, sizeof offs);
        TWICE(cub::DeviceSegmentedReduce::Sum(d_temp_storage, temp_storage_bytes, in, out, 7, d_offs, d_offs + 1,
                                              s));
        printf("  segmented sums");
        for (int k = 0; k < 7; k++)
            printf(" %d", out[k]);
        TWICE(cub::DeviceSegmentedRadixSort::SortKeys(d_temp_storage, temp_storage_bytes, in, okeys, n, 7, d_offs,
                                                      d_offs + 1, 0, sizeof(int) * 8, s));
        printf("\n  segmented sort %llx\n", hash(okeys, n));
        CHECK(cudaFree(d_offs));
        CHECK(cudaFree(in));
        CHECK(cudaFree(out));
        CHECK(cudaFree(keys));
        CHECK(cudaFree(vals));
        CHECK(cudaFree(okeys));
        CHECK(cudaFree(ovals));
        CHECK(cudaFree(num));
        CHECK(cudaFree(kv));
    }
    CHECK(cudaStreamDestroy(s));
    return 0;
}
