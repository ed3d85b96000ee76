// BUILD: racecheck
// TOOL: --tool racecheck
// EXPECT: ^========= Warning: Race reported between Write access at sum in .*race_warp\.cu:33$
// EXPECT: and Write access at sum in .*race_warp\.cu:38 \[248 hazards\]
// EXPECT: RACECHECK SUMMARY: 10 hazards displayed \(0 errors, 10 warnings\)
// EXIT: 7
// FIXED: RACECHECK SUMMARY: 0 hazards displayed
// (compute-sanitizer on an H200: warnings for the same pairs of lines, grouped by the read: 5 reports)
// racecheck: the last warp of a shared-memory sum reduces without barriers,
// relying on lanes running in lockstep (volatile, no __syncwarp): under
// independent thread scheduling its lanes race.
#include <cstdio>
__global__ void sum(const int *in, int *out)
{
    __shared__ int s[128];
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * 128 + t];
    __syncthreads();
    if (t < 64)
        s[t] += s[t + 64];
    __syncthreads();
    if (t < 32) {
        volatile int *v = s;
#ifdef FIXED
        int x = v[t];
        for (int d = 32; d > 0; d /= 2) {
            x += v[t + d];
            __syncwarp();
            v[t] = x;
            __syncwarp();
        }
#else
        v[t] += v[t + 32];
        v[t] += v[t + 16];
        v[t] += v[t + 8];
        v[t] += v[t + 4];
        v[t] += v[t + 2];
        v[t] += v[t + 1];
#endif
    }
    if (t == 0)
        out[blockIdx.x] = s[0];
}
int main()
{
    int h[256], *in, *out, r[2];
    for (int i = 0; i < 256; i++)
        h[i] = 1;
    cudaMalloc(&in, sizeof h);
    cudaMalloc(&out, sizeof r);
    cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
    sum<<<2, 128>>>(in, out);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
    printf("synchronize: %s, sums %d %d\n", cudaGetErrorName(e), r[0], r[1]);
    cudaFree(in);
    cudaFree(out);
    return 0;
}
