/*
 * The memory resources behind Thrust's device system on cucc
 * (thrust/system/cpp/memory_resource.h and omp/memory_resource.h, which
 * replace Thrust's own): device_vector's storage comes from cudaMalloc,
 * universal_vector's from cudaMallocManaged, as under nvcc, so the
 * pointers a program takes from them are device pointers to every API
 * (cudaMemcpy's directions, cudaPointerGetAttributes, cucc-sanitizer).
 */
#pragma once

#include <thrust/detail/config.h>
#include <thrust/mr/memory_resource.h>
#include <thrust/system/detail/bad_alloc.h>
#include <cuda_runtime_api.h>

THRUST_NAMESPACE_BEGIN
namespace cucc_mr {

template <bool Managed>
class cuda_resource final : public thrust::mr::memory_resource<> {
public:
    void *do_allocate(std::size_t bytes, std::size_t alignment = THRUST_MR_DEFAULT_ALIGNMENT) override
    {
        (void)alignment;    /* cudaMalloc's 256 bytes are more than Thrust asks */
        void *p = nullptr;
        cudaError_t e = Managed ? cudaMallocManaged(&p, bytes) : cudaMalloc(&p, bytes);
        if (e != cudaSuccess) {
            cudaGetLastError();
            throw thrust::system::detail::bad_alloc(cudaGetErrorString(e));
        }
        return p;
    }
    void do_deallocate(void *p, std::size_t bytes, std::size_t alignment = THRUST_MR_DEFAULT_ALIGNMENT) override
    {
        (void)bytes;
        (void)alignment;
        cudaFree(p);
    }
};

typedef cuda_resource<false> device_resource;
typedef cuda_resource<true> managed_resource;

} // namespace cucc_mr
THRUST_NAMESPACE_END
