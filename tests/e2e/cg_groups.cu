// Cooperative groups end to end: static tiles of every size from the block
// and nested (tile32 -> tile4 -> tile2), dynamic tiles (tiled_partition(g,
// n)) from the block, from a tile and from a coalesced group, in blocks
// whose last warp is partial; tile and coalesced collectives (shuffles of
// a struct, votes, matches); binary_partition and labeled_partition;
// cg::reduce with every function object and a lambda; inclusive and
// exclusive scans; invoke_one_broadcast; memcpy_async; this_thread;
// grid_group and cluster_group queries in an ordinary launch; and
// warp-aggregated atomics with coalesced_threads() in a divergent loop.
// Expectations are computed on the host.
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cooperative_groups/memcpy_async.h>
#include <stdio.h>
#include <stdlib.h>

namespace cg = cooperative_groups;

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %s:%d %s\n", __FILE__, __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

#define NF 64
struct Trio { int a, b, c; };

__host__ __device__ int val(int g) { return (int)((g * 2654435761u) >> 7) % 1000 - 500; }

template <unsigned N, class P>
__device__ void tile_probe(const cg::thread_block_tile<N, P> &t, int g, int *o)
{
    int v = val(g);
    o[0] = t.size() * 1000 + t.thread_rank() * 10 + (t.num_threads() == N);
    o[1] = t.meta_group_rank() * 1000 + t.meta_group_size();
    Trio x = { v, g, -g };
    Trio y = t.shfl(x, (t.thread_rank() + 1) % N);
    Trio z = t.shfl_xor(x, N / 2 ? N / 2 : 0);
    o[2] = y.b * 1000 + (y.a == val(y.b) && y.c == -y.b);
    o[3] = z.b * 1000 + (z.a == val(z.b) && z.c == -z.b);
    o[4] = t.shfl_down(g, 1) * 2 + t.shfl_up(g, 1) * 3;
    o[5] = (int)t.ballot(v > 0);
    o[6] = t.any(v > 400) * 2 + t.all(v > -501);
    o[7] = (int)t.match_any(v % 3);
    int p = 0;
    o[8] = (int)t.match_all(g / N, p) * 2 + p;
    o[9] = cg::reduce(t, v, cg::plus<int>());
    o[10] = cg::reduce(t, v, cg::less<int>());
    o[11] = cg::reduce(t, v, cg::greater<int>());
    o[12] = (int)cg::reduce(t, (unsigned)v | 0x100u, cg::bit_and<unsigned>());
    o[13] = (int)cg::reduce(t, (unsigned)v & 0xf0u, cg::bit_or<unsigned>());
    o[14] = (int)cg::reduce(t, (unsigned)v, cg::bit_xor<unsigned>());
    o[15] = (int)cg::reduce(t, (float)v * 0.5f, [](float a, float b) { return a + b; });
    o[16] = cg::inclusive_scan(t, v);
    o[17] = cg::exclusive_scan(t, v);
    o[18] = cg::inclusive_scan(t, v, cg::greater<int>());
    o[19] = cg::invoke_one_broadcast(t, [&] { return g * 7; });
    t.sync();
}

__global__ void kernel(int *out, unsigned *counter, int *slots, int iters)
{
    __shared__ int buf[1024];
    __shared__ int copy[1024];
    cg::thread_block b = cg::this_thread_block();
    int r = b.thread_rank(), g = blockIdx.x * b.size() + r, lane = r & 31;
    int *o = out + (size_t)g * NF;
    cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(b);
    cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(t32);
    cg::thread_block_tile<2> t2 = cg::tiled_partition<2>(t4);
    cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(b);
    cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(b);
    cg::thread_block_tile<1> t1 = cg::tiled_partition<1>(b);
    tile_probe(t32, g, o + 0);
    tile_probe(t4, g, o + 20);
    tile_probe(t2, g, o + 40);
    (void)t16; (void)t8; (void)t1;

    /* dynamic tiles: block -> 16 -> 4, and the generic interface */
    cg::thread_group d16 = cg::tiled_partition(b, 16);
    cg::thread_group d4 = cg::tiled_partition(d16, 4);
    o[60] = (int)(d16.size() * 10000 + d16.thread_rank() * 100 + d4.size() * 10 + d4.thread_rank());
    buf[r] = g;
    d4.sync();
    int base4 = r - (int)d4.thread_rank();
    o[61] = buf[base4 + ((int)d4.thread_rank() + 1) % (int)d4.size()];
    d4.sync();

    /* memcpy_async over the block, then wait */
    cg::memcpy_async(b, copy, buf, sizeof(int) * b.size());
    cg::wait(b);
    o[62] = copy[b.size() - 1 - r];
    b.sync();

    /* coalesced groups: lanes 2, 4, 8; their tiles of 2; odd lanes split
     * by binary and labeled partitions */
    o[63] = -1;
    if (lane == 2 || lane == 4 || lane == 8) {
        cg::coalesced_group c = cg::coalesced_threads();
        cg::coalesced_group c2 = cg::tiled_partition(c, 2);
        o[63] = (int)(c.size() * 1000 + c.thread_rank() * 100 + c2.size() * 10 + c2.meta_group_rank());
        o[59] = c.shfl(g, 2) * 10 + cg::reduce(c, 1, cg::plus<int>());
        o[58] = cg::exclusive_scan(c, lane) * 100 + (int)c.ballot(lane != 4);
    }
    if (lane & 1) {
        cg::coalesced_group odd = cg::coalesced_threads();
        cg::coalesced_group half = cg::binary_partition(odd, lane < 16);
        cg::coalesced_group third = cg::labeled_partition(odd, lane % 3);
        o[57] = (int)(half.size() * 100 + half.thread_rank() * 10 + half.meta_group_rank());
        o[56] = (int)(third.size() * 1000 + third.thread_rank() * 100 + third.meta_group_rank() * 10 + third.meta_group_size());
        o[55] = cg::reduce(odd, g, cg::plus<int>()) * 2 + odd.shfl_down(1, 1);
        o[54] = cg::inclusive_scan(odd, 1) * 100 + odd.shfl_up(lane, 2);
    }

    /* warp-aggregated increments: a coalesced group per iteration takes
     * consecutive slots; every slot ends up taken exactly once */
    for (int i = 0; i < iters + (lane % 3); i++) {
        if ((g * 7 + i) % 5 < 3) {
            cg::coalesced_group c = cg::coalesced_threads();
            unsigned start = 0;
            if (c.thread_rank() == 0)
                start = atomicAdd(counter, c.size());
            start = c.shfl(start, 0);
            atomicAdd(&slots[start + c.thread_rank()], 1);
        }
    }

    /* grid, cluster and one-thread groups outside a cooperative launch */
    cg::grid_group grid = cg::this_grid();
    cg::cluster_group cl = cg::this_cluster();
    cg::thread_block_tile<1> me = cg::this_thread();
    o[53] = grid.is_valid() * 1000 + (grid.thread_rank() == (unsigned long long)g) * 100 +
            (grid.size() == (unsigned long long)gridDim.x * b.size()) * 10 + (grid.num_blocks() == gridDim.x);
    o[52] = (int)(grid.block_rank() * 100 + grid.dim_threads().x / b.size() * 10 + (grid.thread_index().x == (unsigned)g));
    o[51] = (int)(cl.num_blocks() * 1000 + cl.block_rank() * 100 + (cl.thread_rank() == (unsigned)r) * 10 + me.size());
}

/* Blocks whose last warp is partial: dynamic tiles are cut short there,
 * static tiles keep their size, and coalesced_threads() holds the lanes
 * that exist. */
__global__ void partial(int *out)
{
    cg::thread_block b = cg::this_thread_block();
    int r = b.thread_rank(), lane = r & 31;
    cg::thread_group d32 = cg::tiled_partition(b, 32);
    cg::thread_group d16 = cg::tiled_partition(b, 16);
    cg::thread_block_tile<32> s32 = cg::tiled_partition<32>(b);
    cg::coalesced_group all = cg::coalesced_threads();
    int *o = out + r * 6;
    o[0] = (int)(d32.size() * 100 + d32.thread_rank());
    o[1] = (int)(d16.size() * 100 + d16.thread_rank());
    o[2] = (int)(s32.size() * 100 + s32.meta_group_size());
    o[3] = (int)(all.size() * 100 + all.thread_rank());
    o[4] = cg::reduce(all, lane, cg::plus<int>());
    o[5] = cg::reduce(all, lane, cg::greater<int>()) * 100 + cg::exclusive_scan(all, 1);
}

int main(void)
{
    {
        const int bs = 77;
        int *d, h[bs * 6];
        CHECK(cudaMalloc(&d, sizeof h));
        partial<<<1, bs>>>(d);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
        int bad = 0;
        for (int r = 0; r < bs; r++) {
            int lane = r & 31, wl = bs - (r - lane) < 32 ? bs - (r - lane) : 32;
            int t16 = bs - (r & ~15) < 16 ? bs - (r & ~15) : 16;
            int e[6] = { wl * 100 + lane, t16 * 100 + r % 16, 32 * 100 + (bs + 31) / 32, wl * 100 + lane,
                         wl * (wl - 1) / 2, (wl - 1) * 100 + lane };
            for (int k = 0; k < 6; k++)
                if (h[r * 6 + k] != e[k]) {
                    if (bad < 8) printf("partial r=%d field %d: got %d want %d\n", r, k, h[r * 6 + k], e[k]);
                    bad++;
                }
        }
        printf("partial warp block=%d mismatches=%d\n", bs, bad);
        if (bad) { printf("FAIL\n"); return 1; }
        CHECK(cudaFree(d));
    }
    const int shapes[][2] = { { 3, 96 }, { 2, 64 }, { 1, 1024 } };
    int failures = 0;
    for (int s = 0; s < 3; s++) {
        int nb = shapes[s][0], bs = shapes[s][1], n = nb * bs, iters = 4;
        int nslots = n * (iters + 2);
        int *d, *dslots, *h = (int *)malloc((size_t)n * NF * sizeof(int)), *hslots = (int *)malloc(nslots * sizeof(int));
        unsigned *dcount, hcount;
        CHECK(cudaMalloc(&d, (size_t)n * NF * sizeof(int)));
        CHECK(cudaMalloc(&dslots, nslots * sizeof(int)));
        CHECK(cudaMalloc(&dcount, sizeof(unsigned)));
        CHECK(cudaMemset(d, 0xff, (size_t)n * NF * sizeof(int)));
        CHECK(cudaMemset(dslots, 0, nslots * sizeof(int)));
        CHECK(cudaMemset(dcount, 0, sizeof(unsigned)));
        kernel<<<nb, bs>>>(d, dcount, dslots, iters);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(h, d, (size_t)n * NF * sizeof(int), cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(hslots, dslots, nslots * sizeof(int), cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(&hcount, dcount, sizeof hcount, cudaMemcpyDeviceToHost));
        int bad = 0;
        for (int g = 0; g < n; g++) {
            int r = g % bs, lane = r & 31, blk = g / bs;
            int *o = h + (size_t)g * NF, e[NF];
            for (int k = 0; k < NF; k++) e[k] = o[k];
            const int sizes[3] = { 32, 4, 2 };
            for (int q = 0; q < 3; q++) {
                int N = sizes[q], tr = r % N, base = g - tr, *x = e + 20 * q;
                int psize = q == 0 ? bs : q == 1 ? 32 : 4, prank = q == 0 ? r : q == 1 ? r % 32 : r % 4;
                x[0] = N * 1000 + tr * 10 + 1;
                x[1] = prank / N * 1000 + (psize + N - 1) / N;
                x[2] = (base + (tr + 1) % N) * 1000 + 1;
                x[3] = (base + (tr ^ (N / 2))) * 1000 + 1;
                x[4] = (tr + 1 < N ? g + 1 : g) * 2 + (tr >= 1 ? g - 1 : g) * 3;
                int ballot = 0, any = 0, all = 1, match = 0, sum = 0, mn = 1 << 30, mx = -(1 << 30), same = 1;
                unsigned uand = ~0u, uor = 0, uxor = 0;
                float fs = 0;
                for (int k = 0; k < N; k++) {
                    int v = val(base + k);
                    if (v > 0) ballot |= 1 << k;
                    any |= v > 400; all &= v > -501;
                    if (v % 3 == val(g) % 3) match |= 1 << k;
                    sum += v; mn = v < mn ? v : mn; mx = v > mx ? v : mx;
                    uand &= (unsigned)v | 0x100u; uor |= (unsigned)v & 0xf0u; uxor ^= (unsigned)v;
                    fs += (float)v * 0.5f;
                    if ((base + k) / N != g / N) same = 0;
                }
                x[5] = ballot; x[6] = any * 2 + all;
                x[7] = match;
                x[8] = same ? (int)((N == 32 ? ~0u : (1u << N) - 1)) * 2 + 1 : 0;
                x[9] = sum; x[10] = mn; x[11] = mx;
                x[12] = (int)uand; x[13] = (int)uor; x[14] = (int)uxor; x[15] = (int)fs;
                int inc = 0, mxs = -(1 << 30);
                for (int k = 0; k <= tr; k++) { inc += val(base + k); mxs = val(base + k) > mxs ? val(base + k) : mxs; }
                x[16] = inc; x[17] = inc - val(g); x[18] = mxs;
                x[19] = base * 7;
            }
            {
                int d16 = 16, d16r = r % 16, d4r = r % 4;
                e[60] = d16 * 10000 + d16r * 100 + 4 * 10 + d4r;
                e[61] = g - d4r + (d4r + 1) % 4;
                e[62] = blk * bs + (bs - 1 - r);
            }
            int wbase = g - lane;
            if (lane == 2 || lane == 4 || lane == 8) {
                int rank = lane == 2 ? 0 : lane == 4 ? 1 : 2;
                e[63] = 3000 + rank * 100 + (rank < 2 ? 2 : 1) * 10 + rank / 2;
                e[59] = (wbase + 8) * 10 + 3;
                e[58] = (rank == 0 ? 0 : rank == 1 ? 2 : 6) * 100 + 5;
            } else {
                e[63] = -1;
            }
            if (lane & 1) {
                int hrank = lane < 16 ? lane / 2 : (lane - 16) / 2;
                e[57] = 8 * 100 + hrank * 10 + (lane < 16);
                int cnt = 0, rk = 0, labels = 0, lrank = 0;
                int first_of[3] = { -1, -1, -1 };
                for (int l = 1; l < 32; l += 2) {
                    if (first_of[l % 3] < 0) first_of[l % 3] = l;
                    if (l % 3 == lane % 3) { if (l < lane) rk++; cnt++; }
                }
                for (int k = 0; k < 3; k++) if (first_of[k] >= 0) { labels++; if (first_of[k] < first_of[lane % 3]) lrank++; }
                e[56] = cnt * 1000 + rk * 100 + lrank * 10 + labels;
                int sum = 0;
                for (int l = 1; l < 32; l += 2) sum += wbase + l;
                e[55] = sum * 2 + 1;
                e[54] = (lane / 2 + 1) * 100 + (lane >= 5 ? lane - 4 : lane);
            }
            e[53] = 0 + 100 + 10 + 1;
            e[52] = blk * 100 + nb * 10 + 1;
            e[51] = 1000 + 0 + 10 + 1;
            for (int k = 0; k < NF; k++)
                if (o[k] != e[k]) {
                    if (bad < 8) printf("block=%d g=%d lane=%d field %d: got %d want %d\n", bs, g, lane, k, o[k], e[k]);
                    bad++;
                }
        }
        unsigned want = 0;
        for (int g = 0; g < n; g++)
            for (int i = 0; i < iters + (g % bs % 32) % 3; i++)
                want += (g * 7 + i) % 5 < 3;
        int slotbad = hcount != want;
        for (unsigned k = 0; k < (unsigned)nslots; k++) slotbad += hslots[k] != (k < want ? 1 : 0);
        printf("blocks=%d threads=%d mismatches=%d aggregated=%u/%u slot errors=%d\n", nb, bs, bad, hcount, want, slotbad);
        failures += bad != 0 || slotbad != 0;
        CHECK(cudaFree(d)); CHECK(cudaFree(dslots)); CHECK(cudaFree(dcount));
        free(h); free(hslots);
    }
    if (failures) { printf("FAIL\n"); return 1; }
    printf("PASS\n");
    return 0;
}
