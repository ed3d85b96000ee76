// CUDA 12's runtime names that CUDA 13 removed and programs older than it
// still use (Rodinia): cudaThreadSynchronize and the other thread-named
// forms (g++ warns that they are deprecated), and cudaDeviceProp's
// clockRate, memoryClockRate, deviceOverlap, kernelExecTimeoutEnabled and
// computeMode, which equal the device attributes that replaced them.
#include <cstdio>

__global__ void add(int *x) { x[threadIdx.x] += threadIdx.x; }

int main()
{
    int bad = 0;
    cudaDeviceProp p;
    cudaGetDeviceProperties(&p, 0);
    int clock, mem, overlap, timeout, mode;
    cudaDeviceGetAttribute(&clock, cudaDevAttrClockRate, 0);
    cudaDeviceGetAttribute(&mem, cudaDevAttrMemoryClockRate, 0);
    cudaDeviceGetAttribute(&overlap, cudaDevAttrGpuOverlap, 0);
    cudaDeviceGetAttribute(&timeout, cudaDevAttrKernelExecTimeout, 0);
    cudaDeviceGetAttribute(&mode, cudaDevAttrComputeMode, 0);
    if (p.clockRate != clock || p.memoryClockRate != mem || p.deviceOverlap != overlap ||
        p.kernelExecTimeoutEnabled != timeout || p.computeMode != mode || clock <= 0 || mem <= 0) {
        printf("FAIL: props %d %d %d %d %d, attributes %d %d %d %d %d\n", p.clockRate,
               p.memoryClockRate, p.deviceOverlap, p.kernelExecTimeoutEnabled, p.computeMode, clock,
               mem, overlap, timeout, mode);
        bad++;
    }
    int *x;
    cudaMallocManaged(&x, 32 * sizeof(int));
    for (int i = 0; i < 32; i++)
        x[i] = 1;
    add<<<1, 32>>>(x);
    if (cudaThreadSynchronize() != cudaSuccess || x[31] != 32) {
        printf("FAIL: cudaThreadSynchronize\n");
        bad++;
    }
    size_t v = 0;
    if (cudaThreadSetLimit(cudaLimitPrintfFifoSize, 1 << 20) != cudaSuccess ||
        cudaThreadGetLimit(&v, cudaLimitPrintfFifoSize) != cudaSuccess || v != (1 << 20)) {
        printf("FAIL: cudaThreadSetLimit/GetLimit: %zu\n", v);
        bad++;
    }
    cudaFuncCache c;
    if (cudaThreadSetCacheConfig(cudaFuncCachePreferShared) != cudaSuccess ||
        cudaThreadGetCacheConfig(&c) != cudaSuccess) {
        printf("FAIL: cache config\n");
        bad++;
    }
    cudaFree(x);
    if (cudaThreadExit() != cudaSuccess) {
        printf("FAIL: cudaThreadExit\n");
        bad++;
    }
    if (bad)
        return 1;
    printf("PASS\n");
    return 0;
}
