// FLAGS: -lcuda
// The runtime initialises the driver API as CUDA's does: before any runtime
// call the driver is not initialised; cudaGetDeviceCount initialises it
// (no context current yet); cudaSetDevice makes the device's primary
// context current (CUDA 12 and later), so that driver calls such as
// cuCtxGetDevice work in a runtime program (cuda-samples'
// cudaCompressibleMemory).  Output checked on an H200 (CUDA 13).
#include <cstdio>
#include <cuda.h>
#include <cuda_runtime.h>

int main()
{
    int warp = 0;
    CUresult r = cuDeviceGetAttribute(&warp, CU_DEVICE_ATTRIBUTE_WARP_SIZE, 0);
    printf("before: attribute %d\n", (int)r);
    int n = 0;
    cudaGetDeviceCount(&n);
    r = cuDeviceGetAttribute(&warp, CU_DEVICE_ATTRIBUTE_WARP_SIZE, 0);
    printf("after cudaGetDeviceCount: attribute %d warp %d\n", (int)r, warp);
    CUcontext c = (CUcontext)1;
    r = cuCtxGetCurrent(&c);
    printf("  current %d, null %d\n", (int)r, c == nullptr);
    cudaSetDevice(0);
    r = cuCtxGetCurrent(&c);
    printf("after cudaSetDevice: current %d, null %d", (int)r, c == nullptr);
    CUdevice d = -1;
    r = cuCtxGetDevice(&d);
    printf(", device %d %d\n", (int)r, (int)d);
    CUcontext primary;
    cuDevicePrimaryCtxRetain(&primary, 0);
    printf("  the primary context %d\n", c == primary);
    cuDevicePrimaryCtxRelease(0);
    return 0;
}
