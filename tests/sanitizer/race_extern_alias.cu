// BUILD: racecheck
// TOOL: --tool racecheck
// EXPECT: ^========= Error: Race reported between Write access at both in .*race_extern_alias\.cu:20$
// EXPECT: and Write access at both in .*race_extern_alias\.cu:24 \[252 hazards\]
// EXPECT: RACECHECK SUMMARY: 1 hazard displayed \(1 error, 0 warnings\)
// EXIT: 7
// FIXED: RACECHECK SUMMARY: 0 hazards displayed
// (compute-sanitizer on an H200: the same lines, 126 hazards)
// Two extern __shared__ arrays name the same dynamic shared memory: a
// float and a double array, each indexed by threadIdx.x, are no thread's
// own (thread 20's d[20] is bytes 160-167, which threads 40 and 41 write
// as a[40] and a[41]): write after write between threads of two warps,
// which racecheck's twin entry must not take for the threads' own
// elements.  The fixed twin waits between.
#include <cstdio>
__global__ void both(double *out)
{
    extern __shared__ float a[];
    extern __shared__ double d[];
    a[threadIdx.x] = 1.0f;
#ifdef FIXED
    __syncthreads();
#endif
    d[threadIdx.x] = 2.0;
    __syncthreads();
    out[threadIdx.x] = d[threadIdx.x];
}
int main()
{
    double *out;
    cudaMalloc(&out, 64 * sizeof(double));
    both<<<1, 64, 64 * sizeof(double)>>>(out);
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    cudaFree(out);
    return 0;
}
