// BUILD: racecheck
// TOOL: --tool racecheck
// EXPECT: ^========= Error: Race reported between Read access at rotate in .*race_file_shared\.cu:23$
// EXPECT: and Write access at rotate in .*race_file_shared\.cu:27 \[
// EXPECT: RACECHECK SUMMARY: 1 hazard displayed \(1 error, 0 warnings\)
// EXIT: 7
// FIXED: RACECHECK SUMMARY: 0 hazards displayed
// (compute-sanitizer on an H200: the same report, 512 hazards)
// racecheck on a __shared__ array declared at file scope (in a namespace):
// each thread reads its neighbour's element, then overwrites its own with
// no barrier between (write after read).  The declaration after it is a
// __shared__ one too.
#include <cstdio>
namespace ring {
__shared__ int slot[64];
__shared__ int spare[4], count;   /* right after slot's: both registered */
}
__global__ void rotate(const int *in, int *out)
{
    int t = threadIdx.x;
    ring::slot[t] = in[t];
    __syncthreads();
    int v = ring::slot[(t + 1) % 64];
#ifdef FIXED
    __syncthreads();
#endif
    ring::slot[t] = v * 2;
    __syncthreads();
    out[t] = ring::slot[t];
}
int main()
{
    int h[64], *in, *out;
    for (int i = 0; i < 64; i++)
        h[i] = i;
    cudaMalloc(&in, sizeof h);
    cudaMalloc(&out, sizeof h);
    cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
    rotate<<<2, 64>>>(in, out);
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    cudaFree(in);
    cudaFree(out);
    return 0;
}
