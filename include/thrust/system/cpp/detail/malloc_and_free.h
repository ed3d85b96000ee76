/*
 * malloc and free of Thrust's cpp system (and of the omp system, which
 * inherits them) on cucc, where those systems run Thrust's device
 * algorithms (thrust/detail/config/device_system.h): cudaMalloc and
 * cudaFree, so that thrust::device_malloc, thrust::malloc(thrust::device,
 * n) and temporary buffers give device pointers, as under nvcc.  These
 * overloads take the cpp system's execution_policy, a closer base of its
 * tags than the sequential one that Thrust's own (still included, for
 * thrust::seq) takes.
 */
#pragma once

#include <thrust/detail/config.h>
#include <thrust/detail/raw_pointer_cast.h>
#include <thrust/system/cpp/detail/execution_policy.h>
#include <thrust/system/detail/sequential/malloc_and_free.h>
#include <cuda_runtime_api.h>

THRUST_NAMESPACE_BEGIN
namespace system {
namespace cpp {
namespace detail {

template <typename DerivedPolicy>
inline void *malloc(execution_policy<DerivedPolicy> &, std::size_t n)
{
    void *p = nullptr;
    if (cudaMalloc(&p, n) != cudaSuccess) {
        cudaGetLastError();
        return nullptr;     /* Thrust turns a null pointer into bad_alloc */
    }
    return p;
}

template <typename DerivedPolicy, typename Pointer>
inline void free(execution_policy<DerivedPolicy> &, Pointer ptr)
{
    cudaFree(thrust::raw_pointer_cast(ptr));
}

} // namespace detail
} // namespace cpp
} // namespace system
THRUST_NAMESPACE_END
