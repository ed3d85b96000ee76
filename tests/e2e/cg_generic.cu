// Cooperative groups in the styles programs use them: `using namespace`,
// `auto` tiles, thread_block_tile<32, thread_block> converted to
// thread_block_tile<32>, group code written as templates over the group
// type, thread_group passed by value, default arguments and lambdas with
// cg::reduce, a warp-aggregated atomic in a helper function, struct
// members, casts; and interleavings that need the runtime to tell
// collectives apart: tiles of 16 synchronising separately next to
// full-warp shuffles and block barriers.  Expectations are simulated on
// the host.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
using namespace cooperative_groups;
namespace cg = cooperative_groups;

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %s:%d %s\n", __FILE__, __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

__device__ int atomicAggInc(int *ctr)
{
    auto g = coalesced_threads();
    int warp_res = 0;
    if (g.thread_rank() == 0)
        warp_res = atomicAdd(ctr, (int)g.size());
    return g.shfl(warp_res, 0) + (int)g.thread_rank();
}

/* A tree reduction through shared memory: rank 0 ends with the sum. */
template <typename Group>
__device__ int group_sum(Group g, int *tmp, int v)
{
    int lane = (int)g.thread_rank();
    for (int i = (int)g.size() / 2; i > 0; i /= 2) {
        tmp[lane] = v;
        g.sync();
        if (lane < i) v += tmp[lane + i];
        g.sync();
    }
    return v;
}

template <unsigned Size>
__device__ int tile_sum(thread_block_tile<Size> g, int v)
{
    for (int i = g.size() / 2; i > 0; i /= 2)
        v += g.shfl_down(v, i);
    return v;
}

__device__ int reduce_it(const cg::thread_block_tile<32> &t, int v, int scale = 2)
{
    return cg::reduce(t, v * scale, [](int a, int b) { return a + b; });
}

struct Acc {
    int parts[4];
    __device__ Acc() { for (int i = 0; i < 4; i++) parts[i] = 0; }
    __device__ void set(int i, int v) { parts[i] = v; }
};

__host__ __device__ int val(int g) { return (g * 37) % 101 - 50; }

__global__ void k(int *out, int *ctr, float *f)
{
    __shared__ int tmp[256];
    thread_block block = this_thread_block();
    auto tile = tiled_partition<32>(block);
    thread_block_tile<32, thread_block> t2 = tiled_partition<32>(block);
    thread_group tg = tiled_partition(block, 16);
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    int v = val(g);
    Acc acc;
    acc.set(0, group_sum(tg, tmp + (threadIdx.x & ~15), v));
    acc.set(1, tile_sum<32>(tile, v));
    acc.set(2, reduce_it(t2, v));
    acc.set(3, block.thread_rank() % 3 == 0 ? atomicAggInc(ctr) : -1);
    unsigned bits = *reinterpret_cast<unsigned *>(&f[g]);
    float got = __uint_as_float(tile.shfl(bits, 0));
    cg::sync(block);
    f[g] = got;
    int *o = out + (size_t)g * 4;
    for (int i = 0; i < 4; i++)
        o[i] = acc.parts[i];
}

int main()
{
    const int nb = 3, bs = 256, n = nb * bs;
    int *out, *ctr;
    float *f, hf[n];
    for (int i = 0; i < n; i++) hf[i] = (float)i * 0.25f;
    CHECK(cudaMalloc(&out, n * 4 * sizeof(int)));
    CHECK(cudaMalloc(&ctr, sizeof(int)));
    CHECK(cudaMalloc(&f, sizeof hf));
    CHECK(cudaMemset(ctr, 0, sizeof(int)));
    CHECK(cudaMemcpy(f, hf, sizeof hf, cudaMemcpyHostToDevice));
    k<<<nb, bs>>>(out, ctr, f);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    int *h = (int *)malloc(n * 4 * sizeof(int)), c;
    CHECK(cudaMemcpy(h, out, n * 4 * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&c, ctr, sizeof c, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int w = 0; w < n / 32; w++) {
        int tree[32], down[32];
        for (int l = 0; l < 32; l++) tree[l] = down[l] = val(w * 32 + l);
        for (int half = 0; half < 2; half++)
            for (int i = 8; i > 0; i /= 2) {
                int tmp[16];
                for (int l = 0; l < 16; l++) tmp[l] = tree[half * 16 + l];
                for (int l = 0; l < i; l++) tree[half * 16 + l] += tmp[l + i];
            }
        for (int i = 16; i > 0; i /= 2) {
            int prev[32];
            memcpy(prev, down, sizeof prev);
            for (int l = 0; l < 32; l++) down[l] += l + i < 32 ? prev[l + i] : prev[l];
        }
        int sum = 0;
        for (int l = 0; l < 32; l++) sum += val(w * 32 + l);
        for (int l = 0; l < 32; l++) {
            int g = w * 32 + l, *o = h + (size_t)g * 4;
            bad += o[0] != tree[l];
            bad += o[1] != down[l];
            bad += o[2] != 2 * sum;
            bad += hf[g] != (float)(w * 32) * 0.25f;
        }
    }
    int want = 0;
    char *seen = (char *)calloc(n, 1);
    for (int g = 0; g < n; g++) {
        int s = h[(size_t)g * 4 + 3];
        if (g % bs % 3 == 0) {
            want++;
            if (s < 0 || s >= n || seen[s]++) bad++;
        } else {
            bad += s != -1;
        }
    }
    bad += c != want;
    printf("blocks=%d threads=%d aggregated=%d/%d mismatches=%d\n", nb, bs, c, want, bad);
    CHECK(cudaFree(out)); CHECK(cudaFree(ctr)); CHECK(cudaFree(f));
    free(h); free(seen);
    if (bad) { printf("FAIL\n"); return 1; }
    printf("PASS\n");
    return 0;
}
