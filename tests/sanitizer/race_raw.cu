// BUILD: racecheck
// TOOL: --tool racecheck
// EXPECT: ^========= Error: Race reported between Write access at neighbour in .*race_raw\.cu:15$
// EXPECT: and Read access at neighbour in .*race_raw\.cu:19 \[256 hazards\]
// EXPECT: RACECHECK SUMMARY: 1 hazard displayed \(1 error, 0 warnings\)
// EXIT: 7
// FIXED: RACECHECK SUMMARY: 0 hazards displayed
// (compute-sanitizer on an H200: the same report, 256 hazards)
// racecheck: each thread writes its element of a __shared__ array and reads
// its neighbour's with no barrier between (read after write).
#include <cstdio>
__global__ void neighbour(const int *in, int *out)
{
    __shared__ int s[64];
    s[threadIdx.x] = in[threadIdx.x];
#ifdef FIXED
    __syncthreads();
#endif
    out[threadIdx.x] = s[(threadIdx.x + 1) % 64];
}
int main()
{
    int h[64], *in, *out;
    for (int i = 0; i < 64; i++)
        h[i] = i;
    cudaMalloc(&in, sizeof h);
    cudaMalloc(&out, sizeof h);
    cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
    neighbour<<<1, 64>>>(in, out);
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    cudaFree(in);
    cudaFree(out);
    return 0;
}
