// BUILD: racecheck
// TOOL: --tool racecheck
// EXPECT: ^========= Error: Race reported between Write access at sums in .*race_static_shared\.cu:22$
// EXPECT: and Read access at sums in .*race_static_shared\.cu:28 \[112 hazards\]
// EXPECT: RACECHECK SUMMARY: 1 hazard displayed \(1 error, 0 warnings\)
// EXIT: 7
// FIXED: RACECHECK SUMMARY: 0 hazards displayed
// racecheck on a `static __shared__` array in a __device__ function (the
// block sum of the well-known warp-shuffle reduction): lane 0 of each warp
// writes its warp's sum, and thread 0 adds them up with the barrier
// between left out.  compute-sanitizer on an H200: the same race and 112
// hazards, named "at block_sum(int)+0x1a0" (the function, where cucc names
// the kernel) and with the read on the loop's line (nvcc's line table).
#include <cstdio>
__device__ int block_sum(int v)
{
    static __shared__ int partial[32];
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (lane == 0)
        partial[warp] = v;
#ifdef FIXED
    __syncthreads();
#endif
    if (threadIdx.x == 0)
        for (int w = 1; w < blockDim.x / 32; w++)
            v += partial[w];
    return v;
}
__global__ void sums(const int *in, int *out)
{
    int v = block_sum(in[blockIdx.x * blockDim.x + threadIdx.x]);
    if (threadIdx.x == 0)
        out[blockIdx.x] = v;
}
int main()
{
    int *in, *out;
    cudaMallocManaged(&in, 4 * 256 * sizeof(int));
    cudaMallocManaged(&out, 4 * sizeof(int));
    for (int i = 0; i < 1024; i++)
        in[i] = i % 13;
    sums<<<4, 256>>>(in, out);
    printf("synchronize: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
