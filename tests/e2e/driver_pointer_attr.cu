// cuPointerGetAttribute(s) and cuPointerSetAttribute as an H200 answered
// them (CUDA 13): each kind of allocation's memory type, pointers, range,
// flags (4 bytes each), device memory and __device__ variables without a
// host pointer (refused, *data set to 0), managed memory typed device, pointers no allocation holds
// refused with *data untouched, and the plural call answering for those
// anyway (memory type 0, ordinal -2).
//     driver_pointer_attr MODULE (unused)
// (PASS on an H200, nvcc 13.)
#include "driver_check.h"

#include <cuda_runtime.h>
#include <stdint.h>

__device__ int table[100];

static CUdeviceptr dp(const void *p)
{
    return (CUdeviceptr)(uintptr_t)p;
}

static unsigned u32(CUpointer_attribute a, const void *p, CUresult *r)
{
    unsigned char buf[8];
    memset(buf, 0xff, sizeof buf);
    *r = cuPointerGetAttribute(buf, a, dp(p));
    unsigned v;
    memcpy(&v, buf, 4);
    if (*r == CUDA_SUCCESS && (buf[4] != 0xff || buf[7] != 0xff))
        *r = CUDA_ERROR_UNKNOWN;    // wrote past 4 bytes
    return v;
}

static unsigned long long u64(CUpointer_attribute a, const void *p, CUresult *r)
{
    unsigned long long v = 0x5a5a5a5aull;
    *r = cuPointerGetAttribute(&v, a, dp(p));
    return v;
}

int main()
{
    CHECK(cudaFree(0) == cudaSuccess);
    int *d, *h, *m, *reg = (int *)malloc(4096), *plain = (int *)malloc(100), on_stack = 0;
    CHECK(cudaMalloc(&d, 1000) == cudaSuccess);
    CHECK(cudaMallocHost(&h, 1000) == cudaSuccess);
    CHECK(cudaMallocManaged(&m, 1000) == cudaSuccess);
    CHECK(cudaHostRegister(reg, 4096, 0) == cudaSuccess);
    void *t;
    CHECK(cudaGetSymbolAddress(&t, table) == cudaSuccess);
    CUcontext ctx = NULL;
    OK(cuCtxGetCurrent(&ctx));
    CUresult r;

    // device memory, inside
    CHECK(u32(CU_POINTER_ATTRIBUTE_MEMORY_TYPE, d + 10, &r) == CU_MEMORYTYPE_DEVICE && r == 0);
    CHECK(u64(CU_POINTER_ATTRIBUTE_DEVICE_POINTER, d + 10, &r) == dp(d + 10) && r == 0);
    CHECK(u64(CU_POINTER_ATTRIBUTE_HOST_POINTER, d + 10, &r) == 0 && r == CUDA_ERROR_INVALID_VALUE);
    CHECK(u32(CU_POINTER_ATTRIBUTE_IS_MANAGED, d + 10, &r) == 0 && r == 0);
    CHECK(u32(CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, d + 10, &r) == 0 && r == 0);
    CHECK(u64(CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, d + 10, &r) == dp(d) && r == 0);
    CHECK(u64(CU_POINTER_ATTRIBUTE_RANGE_SIZE, d + 10, &r) == 1000 && r == 0);
    CHECK(u32(CU_POINTER_ATTRIBUTE_MAPPED, d + 10, &r) == 1 && r == 0);
    CHECK(u32(CU_POINTER_ATTRIBUTE_SYNC_MEMOPS, d + 10, &r) == 0 && r == 0);
    CHECK(u32(CU_POINTER_ATTRIBUTE_ACCESS_FLAGS, d + 10, &r) == 3 && r == 0);
    CHECK(u64(CU_POINTER_ATTRIBUTE_CONTEXT, d + 10, &r) == (unsigned long long)(uintptr_t)ctx &&
          r == 0);
    CHECK(u64(CU_POINTER_ATTRIBUTE_BUFFER_ID, d + 10, &r) != 0 && r == 0);

    // pinned host memory
    CHECK(u32(CU_POINTER_ATTRIBUTE_MEMORY_TYPE, h + 1, &r) == CU_MEMORYTYPE_HOST && r == 0);
    CHECK(u64(CU_POINTER_ATTRIBUTE_HOST_POINTER, h + 1, &r) == dp(h + 1) && r == 0);
    CHECK(u64(CU_POINTER_ATTRIBUTE_DEVICE_POINTER, h + 1, &r) == dp(h + 1) && r == 0);
    CHECK(u64(CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, h + 1, &r) == dp(h) && r == 0);
    CHECK(u32(CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE, h + 1, &r) == 0 && r == 0);

    // managed memory: typed device
    CHECK(u32(CU_POINTER_ATTRIBUTE_MEMORY_TYPE, m, &r) == CU_MEMORYTYPE_DEVICE && r == 0);
    CHECK(u32(CU_POINTER_ATTRIBUTE_IS_MANAGED, m, &r) == 1 && r == 0);
    CHECK(u32(CU_POINTER_ATTRIBUTE_SYNC_MEMOPS, m, &r) == 1 && r == 0);
    CHECK(u64(CU_POINTER_ATTRIBUTE_HOST_POINTER, m, &r) == dp(m) && r == 0);

    // registered host memory
    CHECK(u32(CU_POINTER_ATTRIBUTE_MEMORY_TYPE, reg + 2, &r) == CU_MEMORYTYPE_HOST && r == 0);
    CHECK(u64(CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, reg + 2, &r) == dp(reg) && r == 0);
    CHECK(u64(CU_POINTER_ATTRIBUTE_RANGE_SIZE, reg + 2, &r) == 4096 && r == 0);

    // a __device__ variable: no host pointer
    CHECK(u32(CU_POINTER_ATTRIBUTE_MEMORY_TYPE, t, &r) == CU_MEMORYTYPE_DEVICE && r == 0);
    CHECK(u64(CU_POINTER_ATTRIBUTE_HOST_POINTER, t, &r) == 0 && r == CUDA_ERROR_INVALID_VALUE);
    CHECK(u64(CU_POINTER_ATTRIBUTE_RANGE_SIZE, t, &r) == sizeof table && r == 0);

    // pointers no allocation holds
    const void *none[] = {&on_stack, plain, NULL};
    for (int k = 0; k < 3; k++) {
        CHECK(u32(CU_POINTER_ATTRIBUTE_MEMORY_TYPE, none[k], &r) == 0xffffffffu &&
              r == CUDA_ERROR_INVALID_VALUE);
        CHECK(u64(CU_POINTER_ATTRIBUTE_RANGE_SIZE, none[k], &r) == 0x5a5a5a5aull &&
              r == CUDA_ERROR_INVALID_VALUE);
    }
    EXPECT(cuPointerGetAttribute(NULL, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, dp(h)),
           CUDA_ERROR_INVALID_VALUE);
    unsigned long long v = 7;
    EXPECT(cuPointerGetAttribute(&v, (CUpointer_attribute)999, dp(h)), CUDA_ERROR_INVALID_VALUE);
    CHECK(v == 7);

    // several at once
    CUpointer_attribute as[3] = {CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_IS_MANAGED,
                                 CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL};
    unsigned mt = 9, ord = 9;
    int ism = 9;
    void *data[3] = {&mt, &ism, &ord};
    OK(cuPointerGetAttributes(3, as, data, dp(m)));
    CHECK(mt == CU_MEMORYTYPE_DEVICE && ism == 1 && ord == 0);
    mt = ord = 9;
    ism = 9;
    OK(cuPointerGetAttributes(3, as, data, dp(&on_stack)));
    CHECK(mt == 0 && ism == 0 && ord == 0xfffffffeu);

    unsigned one = 1;
    OK(cuPointerSetAttribute(&one, CU_POINTER_ATTRIBUTE_SYNC_MEMOPS, dp(m)));

    CHECK(cudaFree(d) == cudaSuccess);
    CHECK(u32(CU_POINTER_ATTRIBUTE_MEMORY_TYPE, d, &r) == 0xffffffffu && r == CUDA_ERROR_INVALID_VALUE);
    return check_done();
}
