// BUILD: racecheck
// TOOL: --tool racecheck
// EXPECT: ^========= Error: Race reported between Write access at last_sums in .*race_fence\.cu:20$
// EXPECT: and Read access at last_sums in .*race_fence\.cu:31
// EXPECT: RACECHECK SUMMARY: 1 hazard displayed \(1 error, 0 warnings\)
// EXIT: 7
// FIXED: RACECHECK SUMMARY: 0 hazards displayed
// racecheck: the last thread of a block to take a ticket from an atomic
// counter sums what the others wrote to shared memory.  Relaxed atomics do
// not order the writes before the sum: the fixed twin fences after each
// write and before the sum, as the memory model requires.
#include <cstdio>
__global__ void last_sums(int *out)
{
    __shared__ int data[64];
    __shared__ unsigned arrived;
    if (threadIdx.x == 0)
        arrived = 0;
    __syncthreads();
    data[threadIdx.x] = threadIdx.x;
#ifdef FIXED
    __threadfence_block();
#endif
    unsigned ticket = atomicAdd(&arrived, 1u);
    if (ticket == blockDim.x - 1) {
#ifdef FIXED
        __threadfence_block();
#endif
        int s = 0;
        for (int k = 0; k < 64; k++)
            s += data[k];
        out[blockIdx.x] = s;
    }
}
int main()
{
    int *out, h[2];
    cudaMalloc(&out, sizeof h);
    last_sums<<<2, 64>>>(out);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("synchronize: %s, sums %d %d\n", cudaGetErrorName(e), h[0], h[1]);
    cudaFree(out);
    return 0;
}
