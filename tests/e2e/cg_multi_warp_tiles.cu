// Cooperative-groups tiles of several warps (64 to 1024 threads): ranks,
// meta ranks, sync() as a barrier of the tile alone (one tile spins before
// its second sync while the others go on), cg::reduce, block_tile_memory.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

template <unsigned N>
__global__ void tiles(const int *in, int *out)
{
    __shared__ cg::block_tile_memory<1024> scratch;
    __shared__ int s[1024];
    auto block = cg::this_thread_block(scratch);
    auto t = cg::tiled_partition<N>(block);
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = in[g];
    t.sync();
    /* the next rank's value, within the tile */
    int next = s[t.meta_group_rank() * N + (t.thread_rank() + 1) % t.num_threads()];
    int sum = cg::reduce(t, in[g], cg::plus<int>());
    int max = cg::reduce(t, (int)threadIdx.x, cg::greater<int>());
    /* tile 0 comes late to its second sync; the others do not wait for it */
    if (t.meta_group_rank() == 0)
        for (volatile int spin = 0; spin < 1000; spin++)
            ;
    t.sync();
    out[4 * g] = next;
    out[4 * g + 1] = sum;
    out[4 * g + 2] = max;
    out[4 * g + 3] = t.meta_group_size() * 1000 + t.meta_group_rank();
}

template <unsigned N>
static int check(int blocks, int threads)
{
    int n = blocks * threads, *in, *out;
    cudaMallocManaged(&in, n * sizeof(int));
    cudaMallocManaged(&out, 4 * n * sizeof(int));
    for (int i = 0; i < n; i++)
        in[i] = (i * 37) % 101;
    tiles<N><<<blocks, threads>>>(in, out);
    cudaError_t e = cudaDeviceSynchronize();
    int bad = e != cudaSuccess, ntiles = (threads + N - 1) / N;
    for (int b = 0; b < blocks; b++)
        for (int k = 0; k < ntiles; k++) {
            int lo = k * N, hi = lo + (int)N < threads ? lo + (int)N : threads, sum = 0;
            for (int x = lo; x < hi; x++)
                sum += in[b * threads + x];
            for (int x = lo; x < hi; x++) {
                int g = b * threads + x, nx = x + 1 < hi ? x + 1 : lo;
                bad += out[4 * g] != in[b * threads + nx];
                bad += out[4 * g + 1] != sum;
                bad += out[4 * g + 2] != hi - 1;
                bad += out[4 * g + 3] != ntiles * 1000 + k;
            }
        }
    printf("tiles of %u in blocks of %d: %s, %d wrong\n", N, threads, cudaGetErrorName(e), bad);
    return bad;
}

int main()
{
    int bad = check<64>(3, 192) + check<128>(2, 512) + check<256>(2, 1024) + check<512>(1, 1024) +
              check<1024>(2, 1024);
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
