// FLAGS: tests/e2e/host_cpp_memory_host.cpp
// A program whose host .cpp file includes cuda_runtime.h before the C++
// library (<memory> uses __attribute__((__noinline__)), which a
// __noinline__ macro would break: NVIDIA defines it only for CUDA
// sources), profiler and NVTX calls included.
#include <cstdio>
#include <cuda_profiler_api.h>
#include <nvtx3/nvToolsExt.h>

int host_side(int n);   /* host_cpp_memory_host.cpp */

__global__ __noinline__ void twice(int *a)
{
    a[threadIdx.x] *= 2;
}

int main()
{
    cudaProfilerStart();
    int pushed = nvtxRangePushA("main");
    nvtxMarkA("start");
    int *a;
    cudaMallocManaged(&a, 8 * sizeof(int));
    for (int i = 0; i < 8; i++)
        a[i] = i;
    twice<<<1, 8>>>(a);
    cudaDeviceSynchronize();
    int r = host_side(a[7]);
    int popped = nvtxRangePop();
    cudaError_t e = cudaProfilerStop();
    printf("%d %d %d %s\n", r, pushed, popped, cudaGetErrorString(e));
    printf("%s\n", r == 15 && e == cudaSuccess ? "PASS" : "FAIL");
    return 0;
}
