// BUILD: racecheck
// TOOL: --tool racecheck
// EXPECT: ^========= Error: Race reported between Write access at rotate in .*race_memcpy\.cu:20$
// EXPECT: and Read access at rotate in .*race_memcpy\.cu:24 \[
// EXPECT: RACECHECK SUMMARY: 1 hazard displayed \(1 error, 0 warnings\)
// EXIT: 7
// FIXED: RACECHECK SUMMARY: 0 hazards displayed
// racecheck on shared memory read by a device-side memcpy (of a size known
// only at run time, which g++ leaves a call): each thread copies its
// neighbour's element out of the tile before the barrier that should come
// first.  compute-sanitizer on an H200: the same race (its report lists
// the copy's four byte reads, 64 hazards each).
#include <cstdio>
#include <cstring>
__global__ void rotate(const int *in, int *out, size_t n)
{
    __shared__ int tile[64];
    int t = threadIdx.x;
    int v = 0;
    tile[t] = in[t];
#ifdef FIXED
    __syncthreads();
#endif
    memcpy(&v, &tile[(t + 1) % 64], n);
    out[t] = v;
}
int main()
{
    int *in, *out;
    cudaMallocManaged(&in, 64 * sizeof(int));
    cudaMallocManaged(&out, 64 * sizeof(int));
    for (int i = 0; i < 64; i++)
        in[i] = i * 3;
    rotate<<<1, 64>>>(in, out, sizeof(int));
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(e));
    return 0;
}
