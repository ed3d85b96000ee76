// NEEDS: cub
// CUB's block- and warp-wide primitives inside kernels, their TempStorage
// in __shared__ memory (alone, in arrays, in a union): BlockLoad/Store
// (direct and transposing), BlockScan (exclusive and inclusive, with the
// block aggregate), BlockReduce (sum and a custom operator, full and
// partial tiles), BlockRadixSort (keys, pairs, descending), BlockExchange,
// BlockDiscontinuity, BlockHistogram, WarpReduce (sum, max, segmented),
// WarpScan.  Same output as an H200.
#include <cub/block/block_discontinuity.cuh>
#include <cub/block/block_exchange.cuh>
#include <cub/block/block_histogram.cuh>
#include <cub/block/block_load.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>
#include <cstdio>

#define T 128
#define I 4
#define B 3

struct NotEqual {
    __host__ __device__ bool operator()(int a, int b) const { return a != b; }
};
struct MaxOp {
    __host__ __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

__global__ void scan_k(const int *in, int *out, int *agg)
{
    typedef cub::BlockLoad<int, T, I, cub::BLOCK_LOAD_TRANSPOSE> Load;
    typedef cub::BlockStore<int, T, I, cub::BLOCK_STORE_TRANSPOSE> Store;
    typedef cub::BlockScan<int, T> Scan;
    __shared__ union {
        typename Load::TempStorage load;
        typename Store::TempStorage store;
        typename Scan::TempStorage scan;
    } tmp;
    int v[I];
    Load(tmp.load).Load(in + blockIdx.x * T * I, v);
    __syncthreads();
    int total;
    Scan(tmp.scan).ExclusiveSum(v, v, total);
    __syncthreads();
    Store(tmp.store).Store(out + blockIdx.x * T * I, v);
    __syncthreads();
    int w = v[0];
    Scan(tmp.scan).InclusiveScan(w, w, MaxOp());
    if (threadIdx.x == 0)
        agg[blockIdx.x] = total;
    if (threadIdx.x == T - 1)
        agg[B + blockIdx.x] = w;
}

__global__ void reduce_k(const int *in, int *out)
{
    typedef cub::BlockReduce<int, T> R;
    typedef cub::BlockReduce<int, T, cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY> RC;
    typedef cub::BlockReduce<int, T, cub::BLOCK_REDUCE_WARP_REDUCTIONS> RW;
    __shared__ typename R::TempStorage t1;
    __shared__ typename RC::TempStorage t2;
    __shared__ typename RW::TempStorage t3;
    int v = in[blockIdx.x * T + threadIdx.x];
    int s = R(t1).Sum(v);
    int m = R(t1).Reduce(v, MaxOp());
    int p = R(t1).Sum(v, 77);       /* a partial tile: the first 77 threads */
    int c = RC(t2).Sum(v);
    int w = RW(t3).Reduce(v, MaxOp(), 50);
    if (threadIdx.x == 0) {
        out[blockIdx.x * 5] = s;
        out[blockIdx.x * 5 + 1] = m;
        out[blockIdx.x * 5 + 2] = p;
        out[blockIdx.x * 5 + 3] = c;
        out[blockIdx.x * 5 + 4] = w;
    }
}

__global__ void sort_k(unsigned *keys, int *vals, unsigned *desc)
{
    typedef cub::BlockRadixSort<unsigned, T, I, int> Sort;
    typedef cub::BlockRadixSort<unsigned, T, I> SortK;
    __shared__ typename Sort::TempStorage tmp;
    __shared__ typename SortK::TempStorage tmpk;
    unsigned k[I], d[I];
    int v[I];
    for (int i = 0; i < I; i++) {
        k[i] = d[i] = keys[blockIdx.x * T * I + threadIdx.x * I + i];
        v[i] = vals[blockIdx.x * T * I + threadIdx.x * I + i];
    }
    Sort(tmp).Sort(k, v);
    SortK(tmpk).SortDescendingBlockedToStriped(d, 8, 24);
    for (int i = 0; i < I; i++) {
        keys[blockIdx.x * T * I + threadIdx.x * I + i] = k[i];
        vals[blockIdx.x * T * I + threadIdx.x * I + i] = v[i];
        desc[blockIdx.x * T * I + i * T + threadIdx.x] = d[i];
    }
}

__global__ void misc_k(const int *in, int *out, unsigned *hist)
{
    typedef cub::BlockExchange<int, T, I> Ex;
    typedef cub::BlockDiscontinuity<int, T> Disc;
    typedef cub::BlockHistogram<unsigned char, T, I, 16> Hist;
    __shared__ typename Ex::TempStorage ex;
    __shared__ typename Disc::TempStorage dc;
    __shared__ typename Hist::TempStorage hs;
    __shared__ unsigned bins[16];
    int v[I], flags[I];
    unsigned char c[I];
    for (int i = 0; i < I; i++)
        v[i] = in[blockIdx.x * T * I + i * T + threadIdx.x] / 700;
    Ex(ex).StripedToBlocked(v);
    Disc(dc).FlagHeads(flags, v, NotEqual());
    int heads = 0;
    for (int i = 0; i < I; i++) {
        heads += flags[i];
        c[i] = (unsigned char)(v[i] & 15);
    }
    out[blockIdx.x * T + threadIdx.x] = heads * 1000 + v[0];
    Hist(hs).Histogram(c, bins);
    __syncthreads();
    if (threadIdx.x < 16)
        hist[blockIdx.x * 16 + threadIdx.x] = bins[threadIdx.x];
}

__global__ void warp_k(const int *in, int *red, int *scan)
{
    typedef cub::WarpReduce<int> WR;
    typedef cub::WarpScan<int> WS;
    typedef cub::WarpReduce<int, 8> WR8;
    __shared__ typename WR::TempStorage rt[T / 32];
    __shared__ typename WS::TempStorage st[T / 32];
    __shared__ typename WR8::TempStorage r8[T / 8];
    int w = threadIdx.x / 32;
    int v = in[blockIdx.x * T + threadIdx.x];
    int s = WR(rt[w]).Sum(v);
    int m = WR(rt[w]).Reduce(v, MaxOp());
    int seg = WR(rt[w]).HeadSegmentedSum(v, threadIdx.x % 5 == 0);
    int s8 = WR8(r8[threadIdx.x / 8]).Sum(v);
    int base = (blockIdx.x * T / 32 + w) * 3;
    if (threadIdx.x % 32 == 0) {
        red[base] = s;
        red[base + 1] = m;
        red[base + 2] = seg;
    }
    int p, q, agg;
    WS(st[w]).InclusiveSum(v, p);
    WS(st[w]).ExclusiveScan(v, q, -1000000, MaxOp(), agg);
    scan[(blockIdx.x * T + threadIdx.x) * 3] = p;
    scan[(blockIdx.x * T + threadIdx.x) * 3 + 1] = q + agg;
    scan[(blockIdx.x * T + threadIdx.x) * 3 + 2] = threadIdx.x % 8 == 0 ? s8 : 0;
}

static unsigned long long hash(const int *v, int n)
{
    unsigned long long h = 1469598103934665603ull;
    for (int i = 0; i < n; i++)
        h = (h ^ (unsigned)v[i]) * 1099511628211ull;
    return h;
}

int main()
{
    const int N = B * T * I;
    int *in, *out, *agg, *red, *ws, *vals, *misc;
    unsigned *keys, *desc, *hist;
    cudaMallocManaged(&in, N * sizeof(int));
    cudaMallocManaged(&out, N * sizeof(int));
    cudaMallocManaged(&agg, 2 * B * sizeof(int));
    cudaMallocManaged(&keys, N * sizeof(unsigned));
    cudaMallocManaged(&desc, N * sizeof(unsigned));
    cudaMallocManaged(&vals, N * sizeof(int));
    cudaMallocManaged(&red, B * 5 * sizeof(int) + B * T / 32 * 3 * sizeof(int));
    cudaMallocManaged(&ws, B * T * 3 * sizeof(int));
    cudaMallocManaged(&misc, B * T * sizeof(int));
    cudaMallocManaged(&hist, B * 16 * sizeof(unsigned));
    unsigned s = 7;
    for (int i = 0; i < N; i++) {
        s = s * 1664525u + 1013904223u;
        in[i] = (int)(s >> 20) - 2048;
        keys[i] = s >> 4;
        vals[i] = i;
    }
    scan_k<<<B, T>>>(in, out, agg);
    reduce_k<<<B, T>>>(in, red);
    sort_k<<<B, T>>>(keys, vals, desc);
    misc_k<<<B, T>>>(in, misc, hist);
    warp_k<<<B, T>>>(in, red + B * 5, ws);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    printf("scan %llx aggregates", hash(out, N));
    for (int b = 0; b < 2 * B; b++)
        printf(" %d", agg[b]);
    printf("\n");
    for (int b = 0; b < B; b++)
        printf("reduce block %d: sum %d max %d partial %d commutative %d warp-reductions %d\n", b, red[b * 5],
               red[b * 5 + 1], red[b * 5 + 2], red[b * 5 + 3], red[b * 5 + 4]);
    int sorted = 1, pairs = 1;
    for (int b = 0; b < B; b++)
        for (int i = 0; i < T * I; i++) {
            if (i)
                sorted &= keys[b * T * I + i - 1] <= keys[b * T * I + i];
            pairs &= (unsigned)(in[vals[b * T * I + i]] + 2048) == keys[b * T * I + i] >> 16;
        }
    printf("sort sorted %d pairs %d keys %llx vals %llx descending %llx\n", sorted, pairs, hash((int *)keys, N),
           hash(vals, N), hash((int *)desc, N));
    printf("misc %llx histogram", hash(misc, B * T));
    for (int i = 0; i < 16; i++)
        printf(" %u", hist[i]);
    printf(" | %llx\n", hash((int *)hist, B * 16));
    for (int i = 0; i < B * T / 32; i++)
        printf("warp %d: sum %d max %d segmented %d\n", i, red[B * 5 + 3 * i], red[B * 5 + 3 * i + 1],
               red[B * 5 + 3 * i + 2]);
    printf("warp scans %llx\n", hash(ws, B * T * 3));
    return 0;
}
