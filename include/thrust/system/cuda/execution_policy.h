/*
 * thrust::cuda::par, par_nosync and their .on(stream) on cucc, where
 * Thrust's device system is one of its host systems
 * (thrust/detail/config/device_system.h): the policies are that system's
 * par, and .on(s) first waits for the work queued on s, which CUDA would
 * run before the algorithm.  The algorithm itself runs on the calling
 * thread and has finished when it returns (with par_nosync too).
 */
#pragma once

#include <thrust/detail/config.h>
#include <thrust/execution_policy.h>
#include <cuda_runtime_api.h>

THRUST_NAMESPACE_BEGIN
namespace system {
namespace cuda {
namespace detail {

typedef thrust::system::__THRUST_DEVICE_SYSTEM_NAMESPACE::detail::par_t cucc_host_par_t;

struct par_t : cucc_host_par_t {
    constexpr par_t() : cucc_host_par_t() {}
    cucc_host_par_t on(cudaStream_t s) const
    {
        cudaStreamSynchronize(s);
        return cucc_host_par_t();
    }
};

} // namespace detail

THRUST_INLINE_CONSTANT detail::par_t par;
THRUST_INLINE_CONSTANT detail::par_t par_nosync;

} // namespace cuda
} // namespace system

namespace cuda {
using thrust::system::cuda::par;
using thrust::system::cuda::par_nosync;
} // namespace cuda

namespace cuda_cub {
using thrust::system::cuda::par;
using thrust::system::cuda::par_nosync;
} // namespace cuda_cub

THRUST_NAMESPACE_END
