// TOOL: --tool synccheck
// EXPECT: Barrier error detected\. Grid synchronization in a launch that is not cooperative \(cudaLaunchCooperativeKernel\)\.
// EXPECT: at twice in .*sync_grid\.cu:26$
// EXPECT: by thread \(0,0,0\) in block \(1,0,0\)
// EXPECT: Program hit cudaErrorLaunchFailure \(error 719\) due to "unspecified launch failure" on CUDA API call to cudaDeviceSynchronize
// EXPECT: ^sum: 0, synchronize: cudaErrorLaunchFailure$
// EXPECT: ERROR SUMMARY: 5 errors
// EXIT: 7
// FIXED: ^sum: 3, synchronize: cudaSuccess$
// FIXED: ERROR SUMMARY: 0 errors
// synccheck: a grid-wide sync of cooperative groups in a launch made with
// <<<>>>, not cudaLaunchCooperativeKernel.  On a GPU the blocks need not
// all be resident and the sync may hang; cucc fails the launch with
// cudaErrorLaunchFailure, as an H200 does, and synccheck reports the sync
// of each block, with its line (on an H200 compute-sanitizer's synccheck
// reports nothing, its memcheck a trap of every thread there).  The fixed
// twin launches cooperatively.
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void twice(int *out)
{
    cg::grid_group grid = cg::this_grid();
    if (threadIdx.x == 0)
        out[blockIdx.x] = blockIdx.x + 1;
    grid.sync();
    if (blockIdx.x == 0 && threadIdx.x == 0)
        out[2] = out[0] + out[1];
}
int main()
{
    int *out;
    cudaMalloc(&out, 3 * sizeof(int));
    cudaMemset(out, 0, 3 * sizeof(int));
#ifdef FIXED
    void *args[] = {&out};
    cudaLaunchCooperativeKernel((void *)twice, dim3(2), dim3(32), args, 0, 0);
#else
    twice<<<2, 32>>>(out);
#endif
    cudaError_t e = cudaDeviceSynchronize();
    int h[3] = {0, 0, 0};
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("sum: %d, synchronize: %s\n", h[2], cudaGetErrorName(e));
    cudaFree(out);
    return 0;
}
