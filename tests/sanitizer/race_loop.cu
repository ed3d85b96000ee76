// BUILD: racecheck
// TOOL: --tool racecheck
// EXPECT: ^========= Error: Race reported between Write access at rounds in .*race_loop\.cu:22$
// EXPECT: and Read access at rounds in .*race_loop\.cu:24 \[768 hazards\]
// EXPECT: RACECHECK SUMMARY: 1 hazard displayed \(1 error, 0 warnings\)
// EXIT: 7
// FIXED: RACECHECK SUMMARY: 0 hazards displayed
// racecheck on a region kernel: a loop fills a __shared__ array, waits at
// a barrier and reads a neighbour's element, with no barrier at the end of
// the body, so the next round's write races with this round's read (write
// after read across iterations, 3 rounds x 64 threads x 4 bytes).  The
// region runs each round's pieces one after the other, which hid the race
// when a piece's ends counted as barriers; fibers (-G) always found it.
#include <cstdio>
__global__ void rounds(const int *in, int *out, int n)
{
    __shared__ int s[64];
    int acc = 0;
    for (int r = 0; r < n; r++) {
        int v = in[r * 64 + threadIdx.x];
        // the write the next round's readers race with
        s[threadIdx.x] = v;
        __syncthreads();
        acc += s[(threadIdx.x + 1) % 64];
#ifdef FIXED
        __syncthreads();
#endif
    }
    out[threadIdx.x] = acc;
}
int main()
{
    int *in, *out;
    cudaMalloc(&in, 4 * 64 * sizeof(int));
    cudaMalloc(&out, 64 * sizeof(int));
    cudaMemset(in, 0, 4 * 64 * sizeof(int));
    rounds<<<1, 64>>>(in, out, 4);
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    cudaFree(in);
    cudaFree(out);
    return 0;
}
