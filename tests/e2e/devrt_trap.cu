// __trap() ends the grid: the threads after it do not run on, the launch
// reports cudaErrorLaunchFailure, and the error is sticky (every later
// call returns it).  __nanosleep() sleeps and returns.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %d %s\n", __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

__global__ void nap(int *out)
{
    long long t0 = clock64();
    __nanosleep(1000);
    __nanosleep(100000);
    out[threadIdx.x] = clock64() > t0;
}

__global__ void trapper(int *after)
{
    if (blockIdx.x == 0 && threadIdx.x == 0)
        __trap();
    __syncthreads();
    if (blockIdx.x == 0)
        atomicAdd(after, 1);
}

int main(void)
{
    int *d, h[32], bad = 0;
    CHECK(cudaMalloc(&d, sizeof h));
    CHECK(cudaMemset(d, 0, sizeof h));
    nap<<<1, 32>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 32; i++)
        bad += h[i] != 1;
    printf("nanosleep: %s\n", bad ? "wrong" : "ok");

    CHECK(cudaMemset(d, 0, sizeof h));
    trapper<<<4, 64>>>(d);
    CHECK(cudaGetLastError());
    cudaError_t e = cudaDeviceSynchronize();
    printf("after __trap: %s\n", cudaGetErrorName(e));
    if (e != cudaErrorLaunchFailure)
        bad++;
    e = cudaMemcpy(h, d, sizeof(int), cudaMemcpyDeviceToHost);
    printf("sticky: %s\n", cudaGetErrorName(e));
    if (e != cudaErrorLaunchFailure)
        bad++;
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
