// The driver API's managed memory: cuMemAllocManaged (attach flags
// checked), cuMemAdvise and cuMemPrefetchAsync with CUDA 13's
// CUmemLocation, CU_DEVICE_CPU / CU_DEVICE_INVALID; a kernel and the host
// both use the memory.
//     driver_managed MODULE (unused)
// (PASS on an H200, nvcc 13.)
#include "driver_check.h"

#include <cuda_runtime.h>

__global__ void twice(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] *= 2;
}

int main()
{
    OK(cuInit(0));
    CHECK(cudaFree(0) == cudaSuccess);      /* the primary context, current */
    const int n = 1000;
    CUdeviceptr d = 0;
    EXPECT(cuMemAllocManaged(&d, 0, CU_MEM_ATTACH_GLOBAL), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuMemAllocManaged(&d, 64, 0), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuMemAllocManaged(&d, 64, CU_MEM_ATTACH_SINGLE), CUDA_ERROR_INVALID_VALUE);
    OK(cuMemAllocManaged(&d, n * sizeof(int), CU_MEM_ATTACH_GLOBAL));
    int *p = (int *)d;
    for (int i = 0; i < n; i++)
        p[i] = i;
    CUmemLocation dev = {CU_MEM_LOCATION_TYPE_DEVICE, 0}, host = {CU_MEM_LOCATION_TYPE_HOST, 0};
    OK(cuMemAdvise(d, n * sizeof(int), CU_MEM_ADVISE_SET_PREFERRED_LOCATION, dev));
    OK(cuMemAdvise(d, n * sizeof(int), CU_MEM_ADVISE_SET_READ_MOSTLY, dev));
    OK(cuMemPrefetchAsync(d, n * sizeof(int), dev, 0, 0));
    twice<<<(n + 127) / 128, 128>>>(p, n);
    OK(cuMemPrefetchAsync(d, n * sizeof(int), host, 0, 0));
    OK(cuCtxSynchronize());
    long sum = 0;
    for (int i = 0; i < n; i++)
        sum += p[i];
    CHECK(sum == (long)n * (n - 1));
    CHECK(CU_DEVICE_CPU == (CUdevice)-1 && CU_DEVICE_INVALID == (CUdevice)-2);
    OK(cuMemFree(d));
    return check_done();
}
