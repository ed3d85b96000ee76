// BUILD: racecheck
// TOOL: --tool racecheck
// EXPECT: ^========= Error: Race reported between Write access at rows in .*race_own_rows\.cu:18$
// EXPECT: and Write access at rows in .*race_own_rows\.cu:18 \[128 hazards\]
// EXPECT: RACECHECK SUMMARY: 1 hazard displayed \(1 error, 0 warnings\)
// EXIT: 7
// FIXED: RACECHECK SUMMARY: 0 hazards displayed
// (compute-sanitizer on an H200: the same lines, 32 hazards; cucc counts bytes)
// racecheck's twin entry (src/simt/racetwin.c): `s[threadIdx.x]` is each
// thread's own element only in a block of one row.  In a block of two
// rows, threads (x, 0) and (x, 1) both write s[x] between the same
// barriers (write after write); the twin must report them, as the
// instrumented entry does.  The fixed twin runs one row of 64.
#include <cstdio>
__global__ void rows(int *out)
{
    __shared__ int s[64];
    s[threadIdx.x] = threadIdx.y + 1;
    __syncthreads();
    out[threadIdx.y * blockDim.x + threadIdx.x] = s[threadIdx.x];
}
int main()
{
    int *out;
    cudaMalloc(&out, 64 * sizeof(int));
#ifdef FIXED
    dim3 block(64, 1);
#else
    dim3 block(32, 2);
#endif
    rows<<<1, block>>>(out);
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    cudaFree(out);
    return 0;
}
