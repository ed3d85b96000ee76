// BUILD: racecheck
// TOOL: --tool racecheck
// EXPECT: ^========= Error: Race reported between Read access at shift in .*race_war\.cu:18$
// EXPECT: and Write access at shift in .*race_war\.cu:22 \[1016 hazards\]
// EXPECT: RACECHECK SUMMARY: 1 hazard displayed \(1 error, 0 warnings\)
// EXIT: 7
// FIXED: RACECHECK SUMMARY: 0 hazards displayed
// (compute-sanitizer on an H200: the same report, 1016 hazards)
// racecheck: an in-place shift of a __shared__ array: each thread reads the
// element after its own and overwrites its own, with no barrier between
// the reads and the writes (write after read).
#include <cstdio>
__global__ void shift(int *io)
{
    __shared__ int s[128];
    s[threadIdx.x] = io[blockIdx.x * 128 + threadIdx.x];
    __syncthreads();
    int v = threadIdx.x < 127 ? s[threadIdx.x + 1] : 0;
#ifdef FIXED
    __syncthreads();
#endif
    s[threadIdx.x] = v;
    __syncthreads();
    io[blockIdx.x * 128 + threadIdx.x] = s[threadIdx.x];
}
int main()
{
    int *io;
    cudaMalloc(&io, 2 * 128 * sizeof(int));
    cudaMemset(io, 0, 2 * 128 * sizeof(int));
    shift<<<2, 128>>>(io);
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    cudaFree(io);
    return 0;
}
