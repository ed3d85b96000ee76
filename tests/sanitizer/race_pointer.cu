// BUILD: racecheck
// TOOL: --tool racecheck
// EXPECT: ^========= Error: Race reported between Write access at shifted in .*race_pointer\.cu:22$
// EXPECT: and Read access at shifted in .*race_pointer\.cu:26 \[252 hazards\]
// EXPECT: RACECHECK SUMMARY: 1 hazard displayed \(1 error, 0 warnings\)
// EXIT: 7
// FIXED: RACECHECK SUMMARY: 0 hazards displayed
// (compute-sanitizer on an H200 reports no hazard: its racecheck does not
// follow the generic store through p into shared memory)
// A pointer into __shared__ memory: the twin entry cannot see every access
// to it (src/simt/racetwin.c), so the kernel keeps its instrumented entry
// (`cucc --dump=simt` names why) and racecheck still finds the race: each
// thread writes its element through p, the one after its own, while its
// neighbour reads it, with no barrier between (read after write).
#include <cstdio>
__global__ void shifted(int *out)
{
    __shared__ int s[65];
    int *p = s + 1;
    s[threadIdx.x] = 0;
    __syncthreads();
    p[threadIdx.x] = threadIdx.x;
#ifdef FIXED
    __syncthreads();
#endif
    out[threadIdx.x] = s[threadIdx.x];
}
int main()
{
    int *out;
    cudaMalloc(&out, 64 * sizeof(int));
    shifted<<<1, 64>>>(out);
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    cudaFree(out);
    return 0;
}
