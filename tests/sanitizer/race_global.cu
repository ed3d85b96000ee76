// BUILD: racecheck
// TOOL: --tool racecheck --racecheck-global yes
// EXPECT: ^========= Error: Race reported between Write access at sum_all in .*race_global\.cu:28$
// EXPECT: and Read access at sum_all in .*race_global\.cu:38 \[28 hazards\]
// EXPECT: in __global__ memory, between block \([0-9],0,0\) and block \([0-9],0,0\)
// EXPECT: RACECHECK SUMMARY: 1 hazard displayed \(1 error, 0 warnings\)
// EXIT: 7
// FIXED: RACECHECK SUMMARY: 0 hazards displayed
// racecheck --racecheck-global yes (what compute-sanitizer does not
// check): races between blocks in global memory.  The last-block sum of
// the threadFenceReduction sample: each block writes its partial sum, and
// the block that takes the counter last adds them all up.  Without the
// __threadfence() between a block's write and its atomicInc, the last
// block's reads race with the others' writes (7 partials of 4 bytes); with
// it they are published.
#include <cstdio>
__device__ unsigned count;
__global__ void sum_all(const int *in, int *partial, int *total)
{
    __shared__ int s;
    __shared__ bool last;
    if (threadIdx.x == 0)
        s = 0;
    __syncthreads();
    atomicAdd(&s, in[blockIdx.x * blockDim.x + threadIdx.x]);
    __syncthreads();
    if (threadIdx.x == 0) {
        partial[blockIdx.x] = s;
#ifdef FIXED
        __threadfence();
#endif
        last = atomicInc(&count, gridDim.x) == gridDim.x - 1;
    }
    __syncthreads();
    if (last && threadIdx.x == 0) {
        int t = 0;
        for (int b = 0; b < gridDim.x; b++)
            t += partial[b];
        *total = t;
        count = 0;
    }
}
int main()
{
    int *in, *partial, *total;
    cudaMallocManaged(&in, 8 * 64 * sizeof(int));
    cudaMalloc(&partial, 8 * sizeof(int));
    cudaMallocManaged(&total, sizeof(int));
    for (int i = 0; i < 512; i++)
        in[i] = i % 7;
    sum_all<<<8, 64>>>(in, partial, total);
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s, total %d\n", cudaGetErrorName(e), *total);
    return 0;
}
