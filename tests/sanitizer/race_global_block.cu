// BUILD: racecheck
// TOOL: --tool racecheck --racecheck-global yes
// EXPECT: ^========= Error: Race reported between Write access at rotate in .*race_global_block\.cu:17$
// EXPECT: and Read access at rotate in .*race_global_block\.cu:21 \[1024 hazards\]
// EXPECT: in __global__ memory, between threads of block \([0-3],0,0\)
// EXPECT: RACECHECK SUMMARY: 1 hazard displayed \(1 error, 0 warnings\)
// EXIT: 7
// FIXED: RACECHECK SUMMARY: 0 hazards displayed
// racecheck --racecheck-global yes: races between threads of one block in
// global memory, as in shared memory.  Each thread writes its slot of the
// block's part of a global buffer and reads its neighbour's, the barrier
// between left out (4 blocks of 64 threads, 4 bytes each: 1024).
#include <cstdio>
__global__ void rotate(int *buf, int *out)
{
    int t = threadIdx.x, base = blockIdx.x * blockDim.x;
    buf[base + t] = t * 3;
#ifdef FIXED
    __syncthreads();
#endif
    out[base + t] = buf[base + (t + 1) % blockDim.x];
}
int main()
{
    int *buf, *out;
    cudaMalloc(&buf, 4 * 64 * sizeof(int));
    cudaMalloc(&out, 4 * 64 * sizeof(int));
    rotate<<<4, 64>>>(buf, out);
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    return 0;
}
