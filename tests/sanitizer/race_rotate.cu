// BUILD: racecheck
// TOOL: --tool racecheck
// EXPECT: ^========= Error: Race reported between Read access at rotate in .*race_rotate\.cu:23$
// EXPECT: ^========= Error: Race reported between Write access at rotate in .*race_rotate\.cu:23$
// EXPECT: and Write access at rotate in .*race_rotate\.cu:23 \[[0-9]+ hazards\]
// EXPECT: RACECHECK SUMMARY: 2 hazards displayed \(2 errors, 0 warnings\)
// EXIT: 7
// FIXED: RACECHECK SUMMARY: 0 hazards displayed
// (compute-sanitizer on an H200: two reports of the line, each a write and
// a read of the unrolled loop's copies, 256 hazards each)
// A loop without a barrier whose rounds each add to a rotating element:
// in round k thread t updates s[(t + k) % 64], the element thread t + 1
// updated in round k - 1, with no barrier between the rounds (the twin
// entry must report the loop's accesses, which are not the thread's own).
// The fixed twin waits at the end of each round.
#include <cstdio>
__global__ void rotate(int *out)
{
    __shared__ int s[64];
    s[threadIdx.x] = 0;
    __syncthreads();
    for (int k = 0; k < 4; k++) {
        s[(threadIdx.x + k) % 64] += k;
#ifdef FIXED
        __syncthreads();
#endif
    }
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x];
}
int main()
{
    int *out;
    cudaMalloc(&out, 64 * sizeof(int));
    rotate<<<1, 64>>>(out);
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    cudaFree(out);
    return 0;
}
