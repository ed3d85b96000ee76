// cuMemGetAddressRange: the allocation holding an address, as an H100
// gave it: device, pinned and managed memory and a __device__ variable
// give their ranges; a string literal that device code stored gives
// itself (base the literal, size strlen + 1; public code copies __FILE__
// back so); a stack address is not found.
//     driver_address_range MODULE (unused)
// (PASS on an H200, nvcc 13.)
#include "driver_check.h"

#include <cuda_runtime.h>
#include <stdint.h>

__device__ int table[100];

__global__ void names(const char **file, const char **x)
{
    *file = __FILE__;
    *x = "x";
}

int main()
{
    const char **file, **x;
    cudaMallocManaged(&file, sizeof *file);
    cudaMallocManaged(&x, sizeof *x);
    names<<<1, 1>>>(file, x);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);

    CUdeviceptr base = 0;
    size_t size = 0;
    OK(cuMemGetAddressRange(&base, &size, (CUdeviceptr)*file));
    CHECK(base == (CUdeviceptr)*file && size == strlen(__FILE__) + 1);
    OK(cuMemGetAddressRange(&base, &size, (CUdeviceptr)*x));
    CHECK(base == (CUdeviceptr)*x && size == 2);

    void *t;
    CHECK(cudaGetSymbolAddress(&t, table) == cudaSuccess);
    OK(cuMemGetAddressRange(&base, &size, (CUdeviceptr)t + 8));
    CHECK(base == (CUdeviceptr)t && size == sizeof table);

    int *d, *h, *m;
    CHECK(cudaMalloc(&d, 1000) == cudaSuccess);
    CHECK(cudaMallocHost(&h, 1000) == cudaSuccess);
    CHECK(cudaMallocManaged(&m, 1000) == cudaSuccess);
    OK(cuMemGetAddressRange(&base, &size, (CUdeviceptr)(d + 10)));
    CHECK(base == (CUdeviceptr)d && size == 1000);
    OK(cuMemGetAddressRange(&base, &size, (CUdeviceptr)(h + 249)));
    CHECK(base == (CUdeviceptr)h && size == 1000);
    OK(cuMemGetAddressRange(&base, NULL, (CUdeviceptr)(m + 1)));
    CHECK(base == (CUdeviceptr)m);
    size = 0;
    OK(cuMemGetAddressRange(NULL, &size, (CUdeviceptr)d));
    CHECK(size == 1000);

    int on_stack = 0;
    EXPECT(cuMemGetAddressRange(&base, &size, (CUdeviceptr)&on_stack), CUDA_ERROR_NOT_FOUND);
    CHECK(cudaFree(d) == cudaSuccess);
    return check_done();
}
