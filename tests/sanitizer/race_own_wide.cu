// BUILD: racecheck
// TOOL: --tool racecheck
// EXPECT: ^========= Error: Race reported between Write access at tiles in .*race_own_wide\.cu:18$
// EXPECT: and Write access at tiles in .*race_own_wide\.cu:18 \[32 hazards\]
// EXPECT: RACECHECK SUMMARY: 1 hazard displayed \(1 error, 0 warnings\)
// EXIT: 7
// FIXED: RACECHECK SUMMARY: 0 hazards displayed
// (compute-sanitizer on an H200: the same lines, 8 hazards; cucc counts bytes)
// racecheck's twin entry: `t[threadIdx.y][threadIdx.x]` is each thread's
// own element only while the rows of t are as wide as the block.  Rows of
// 8 in a block 16 wide: thread (8 + k, 0) writes t[0][8 + k], which is
// t[1][k], thread (k, 1)'s element (write after write), as on a GPU.  The
// fixed twin's block is 8 x 4.
#include <cstdio>
__global__ void tiles(int *out)
{
    __shared__ int t[4][8];
    t[threadIdx.y][threadIdx.x] = threadIdx.x;
    __syncthreads();
    out[threadIdx.y * blockDim.x + threadIdx.x] = t[threadIdx.y][threadIdx.x];
}
int main()
{
    int *out;
    cudaMalloc(&out, 32 * sizeof(int));
#ifdef FIXED
    dim3 block(8, 4);
#else
    dim3 block(16, 2);
#endif
    tiles<<<1, block>>>(out);
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    cudaFree(out);
    return 0;
}
