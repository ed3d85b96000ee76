// A warp collective in a loop of many iterations: in the region strategy
// each iteration's collective storage is given back when the iteration
// ends (it once grew by the block's size each iteration, and 20,000
// iterations of a 1024-thread block ran out of context storage:
// cudaErrorLaunchOutOfResources).
#include <cstdio>

__global__ void steps(float *out, int iters)
{
    float v = threadIdx.x;
    for (int i = 0; i < iters; i++)
        v += __shfl_xor_sync(0xffffffffu, v, 1) * 0.0f + 1.0f;
    int s = 0;
    for (int i = 0; i < iters; i++)
        s += __popc(__ballot_sync(0xffffffffu, (threadIdx.x + i) % 3 == 0));
    out[threadIdx.x] = v + s;
}

int main()
{
    const int iters = 20000;
    float *o;
    cudaMallocManaged(&o, 1024 * sizeof(float));
    steps<<<1, 1024>>>(o, iters);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) {
        printf("FAIL: %s\n", cudaGetErrorString(e));
        return 1;
    }
    int bad = 0;
    for (int t = 0; t < 1024; t++) {
        long s = 0;     /* lanes l of the warp with (l + i) % 3 == 0 */
        for (int i = 0; i < iters; i++)
            for (int l = t / 32 * 32; l < t / 32 * 32 + 32; l++)
                s += (l + i) % 3 == 0;
        if (o[t] != (float)(t + iters + s))
            bad++;
    }
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
