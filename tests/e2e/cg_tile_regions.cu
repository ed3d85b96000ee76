// Static tiles of cooperative groups (thread_block_tile<N> from
// tiled_partition<N>(block)) in kernels with barriers: their shuffles,
// sync(), size() and thread_rank() run in the region strategy as the warp
// shuffles of width N and its any/all the warp's votes over the tile
// (src/simt/region.c, "static tile").  Tiles of 32,
// 16, 8, 4 and 2 threads, 1D and 2D blocks, a block whose last warp is
// half full, a shuffle under a condition of the thread, values that cross
// barriers, int, float, double and long long.  Expected output: an H100's.
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// The reduction samples' shape: shared tree down to a warp, then shuffles.
__global__ void reduce_tile(const float *in, float *out, int n)
{
    extern __shared__ float sdata[];
    cg::thread_block cta = cg::this_thread_block();
    unsigned tid = threadIdx.x, i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    float sum = i < n ? in[i] : 0;
    if (i + blockDim.x < n)
        sum += in[i + blockDim.x];
    sdata[tid] = sum;
    cg::sync(cta);
    for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] = sum = sum + sdata[tid + s];
        cg::sync(cta);
    }
    cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
    if (cta.thread_rank() < 32) {
        if (blockDim.x >= 64)
            sum += sdata[tid + 32];
        for (int offset = tile32.size() / 2; offset > 0; offset /= 2)
            sum += tile32.shfl_down(sum, offset);
    }
    if (cta.thread_rank() == 0)
        out[blockIdx.x] = sum;
}

// Every shuffle of a tile of N, after a barrier, with the tile's rank.
template <unsigned N> __global__ void shuffles(int *out)
{
    __shared__ int s[128];
    cg::thread_block b = cg::this_thread_block();
    auto t = cg::tiled_partition<N>(b);
    unsigned r = b.thread_rank();
    s[r] = (int)(r * 7 % 31);
    b.sync();
    int v = s[(r + 5) % b.size()];
    int x = t.shfl_xor(v, 1);
    int d = t.shfl_down(v, 1);
    int u = t.shfl_up(v, 2);
    int w = t.shfl(v, N - 1);
    t.sync();
    out[r] = (int)((unsigned)x + 100u * (unsigned)d + 10000u * (unsigned)u + 1000000u * (unsigned)w +
                   100000000u * (t.thread_rank() % 8 + t.size() % 2));
}

// A 2D block: tiles follow the linear thread rank; doubles and long longs.
__global__ void wide(double *od, long long *ol)
{
    cg::thread_block b = cg::this_thread_block();
    cg::thread_block_tile<32> t = cg::tiled_partition<32>(b);
    __shared__ double sd[128];
    unsigned r = b.thread_rank();
    sd[r] = r * 0.25 + 1;
    __syncthreads();
    double v = sd[127 - r];
    long long big = (long long)r << 33;
    for (int o = 1; o < 32; o *= 2) {
        v += t.shfl_xor(v, o);
        big += t.shfl_down(big, o);
    }
    od[r] = v;
    ol[r] = big;
}

// A shuffle only some threads make: the tiles of the first 64 threads.
__global__ void partial(int *out)
{
    cg::thread_block b = cg::this_thread_block();
    cg::thread_block_tile<16> t = cg::tiled_partition<16>(b);
    int v = (int)threadIdx.x * 3;
    __syncthreads();
    if (threadIdx.x < 64)
        v = t.shfl(v, (t.thread_rank() + 3) % 16);
    __syncthreads();
    out[threadIdx.x] = v;
}

// Votes of tiles: any and all over the tile's threads only.
template <unsigned N> __global__ void votes(int *out)
{
    __shared__ int s[128];
    cg::thread_block b = cg::this_thread_block();
    cg::thread_block_tile<N> t = cg::tiled_partition<N>(b);
    s[threadIdx.x] = (threadIdx.x * 5) % 7;
    __syncthreads();
    int v = s[(threadIdx.x + 3) % blockDim.x];
    int a = t.any(v == 6);
    int l = t.all(v != 0);
    int w1 = t.any(v > 100);
    int w = w1 + 2 * t.all(v < 100);
    out[threadIdx.x] = a + 10 * l + 100 * w;
}

template <class T> static void show(const char *what, const T *v, int n, const char *fmt)
{
    long long sum = 0;
    for (int i = 0; i < n; i++)
        sum += (long long)((double)v[i] * 4);
    printf("%s: checksum %lld;", what, sum);
    for (int i = 0; i < n; i += n / 6 > 0 ? n / 6 : 1) {
        printf(" [%d] ", i);
        printf(fmt, v[i]);
    }
    printf("\n");
}

int main()
{
    const int n = 1 << 15;
    float *in, *out;
    int *o;
    double *od;
    long long *ol;
    cudaMallocManaged(&in, n * sizeof(float));
    cudaMallocManaged(&out, 64 * sizeof(float));
    cudaMallocManaged(&o, 128 * sizeof(int));
    cudaMallocManaged(&od, 128 * sizeof(double));
    cudaMallocManaged(&ol, 128 * sizeof(long long));
    for (int i = 0; i < n; i++)
        in[i] = (float)(i % 13) * 0.5f;
    reduce_tile<<<n / 512, 256, 256 * sizeof(float)>>>(in, out, n);
    cudaDeviceSynchronize();
    show("reduce 256", out, n / 512, "%.1f");
    reduce_tile<<<n / 256, 128, 128 * sizeof(float)>>>(in, out, n);
    cudaDeviceSynchronize();
    show("reduce 128", out, n / 256, "%.1f");

    shuffles<32><<<1, 128>>>(o);
    cudaDeviceSynchronize();
    show("tile 32, 128 threads", o, 128, "%d");
    shuffles<16><<<1, 96>>>(o);
    cudaDeviceSynchronize();
    show("tile 16, 96 threads", o, 96, "%d");
    shuffles<16><<<1, 48>>>(o);
    cudaDeviceSynchronize();
    show("tile 16, 48 threads", o, 48, "%d");
    shuffles<8><<<1, 64>>>(o);
    cudaDeviceSynchronize();
    show("tile 8, 64 threads", o, 64, "%d");
    shuffles<4><<<1, 40>>>(o);
    cudaDeviceSynchronize();
    show("tile 4, 40 threads", o, 40, "%d");
    shuffles<2><<<1, 32>>>(o);
    cudaDeviceSynchronize();
    show("tile 2, 32 threads", o, 32, "%d");

    wide<<<1, dim3(16, 8)>>>(od, ol);
    cudaDeviceSynchronize();
    show("2D double", od, 128, "%.2f");
    show("2D long long", ol, 128, "%lld");

    votes<32><<<1, 128>>>(o);
    cudaDeviceSynchronize();
    show("votes 32", o, 128, "%d");
    votes<8><<<1, 96>>>(o);
    cudaDeviceSynchronize();
    show("votes 8", o, 96, "%d");
    votes<4><<<1, 36>>>(o);
    cudaDeviceSynchronize();
    show("votes 4", o, 36, "%d");

    partial<<<1, 96>>>(o);
    cudaDeviceSynchronize();
    show("partial", o, 96, "%d");
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
