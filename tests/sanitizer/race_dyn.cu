// BUILD: racecheck
// TOOL: --tool racecheck
// EXPECT: ^========= Error: Race reported between Write access at reverse in .*race_dyn\.cu:15$
// EXPECT: and Read access at reverse in .*race_dyn\.cu:19 \[384 hazards\]
// EXPECT: RACECHECK SUMMARY: 1 hazard displayed \(1 error, 0 warnings\)
// EXIT: 7
// FIXED: RACECHECK SUMMARY: 0 hazards displayed
// (compute-sanitizer on an H200: the same report, 384 hazards)
// racecheck: a reversal through dynamic shared memory that forgets the
// barrier between the stores and the loads.
#include <cstdio>
__global__ void reverse(int *io, int n)
{
    extern __shared__ int s[];
    s[threadIdx.x] = io[threadIdx.x];
#ifdef FIXED
    __syncthreads();
#endif
    io[threadIdx.x] = s[n - 1 - threadIdx.x];
}
int main()
{
    int *io;
    cudaMalloc(&io, 96 * sizeof(int));
    cudaMemset(io, 0, 96 * sizeof(int));
    reverse<<<1, 96, 96 * sizeof(int)>>>(io, 96);
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    cudaFree(io);
    return 0;
}
