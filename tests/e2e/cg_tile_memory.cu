// cooperative_groups::block_tile_memory: scratch a block declares in shared
// memory for tiles larger than a warp, handed to this_thread_block(); the
// block behaves as the plain one (tiles of up to 32 threads here).
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void sums(const int *in, int *out)
{
    __shared__ cg::block_tile_memory<256> scratch;
    cg::thread_block block = cg::this_thread_block(scratch);
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    int v = cg::reduce(tile, in[block.thread_rank()], cg::plus<int>());
    block.sync();
    if (tile.thread_rank() == 0)
        out[block.thread_rank() / 32] = v;
}

int main()
{
    int *in, *out;
    cudaMallocManaged(&in, 256 * sizeof(int));
    cudaMallocManaged(&out, 8 * sizeof(int));
    for (int i = 0; i < 256; i++)
        in[i] = i;
    sums<<<1, 256>>>(in, out);
    cudaDeviceSynchronize();
    int ok = cudaGetLastError() == cudaSuccess;
    for (int w = 0; w < 8; w++) {
        int want = 0;
        for (int i = 0; i < 32; i++)
            want += w * 32 + i;
        ok &= out[w] == want;
        printf("%d ", out[w]);
    }
    printf("\n%s\n", ok ? "PASS" : "FAIL");
    return 0;
}
