// BUILD: racecheck
// TOOL: --tool racecheck
// EXPECT: ^========= Error: Race reported between Write access at last_writer in .*race_waw\.cu:18$
// EXPECT: and Write access at last_writer in .*race_waw\.cu:18 \[124 hazards\]
// EXPECT: RACECHECK SUMMARY: 1 hazard displayed \(1 error, 0 warnings\)
// EXIT: 7
// FIXED: RACECHECK SUMMARY: 0 hazards displayed
// (compute-sanitizer on an H200: the same lines, counted as 31 hazards; cucc counts bytes)
// racecheck: every thread of a block stores its own value into one
// __shared__ word (write after write between threads).
#include <cstdio>
__global__ void last_writer(int *out)
{
    __shared__ int flag;
#ifdef FIXED
    if (threadIdx.x == 0)
#endif
        flag = threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = flag >= 0;
}
int main()
{
    int *out;
    cudaMalloc(&out, 32 * sizeof(int));
    last_writer<<<1, 32>>>(out);
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    cudaFree(out);
    return 0;
}
