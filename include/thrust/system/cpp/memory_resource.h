/*
 * Thrust's cpp system's memory resources on cucc, where that system runs
 * Thrust's device algorithms (thrust/detail/config/device_system.h):
 * device memory from cudaMalloc, universal memory from cudaMallocManaged
 * (cucc/thrust_memory.h); the same names and types as Thrust's own header.
 */
#pragma once

#include <thrust/detail/config.h>
#include <thrust/mr/fancy_pointer_resource.h>
#include <thrust/system/cpp/pointer.h>
#include "cucc/thrust_memory.h"

THRUST_NAMESPACE_BEGIN
namespace system {
namespace cpp {
namespace detail {
typedef thrust::mr::fancy_pointer_resource<thrust::cucc_mr::device_resource, thrust::cpp::pointer<void> >
    native_resource;
typedef thrust::mr::fancy_pointer_resource<thrust::cucc_mr::managed_resource,
                                           thrust::cpp::universal_pointer<void> >
    universal_native_resource;
} // namespace detail

typedef detail::native_resource memory_resource;
typedef detail::universal_native_resource universal_memory_resource;
typedef detail::native_resource universal_host_pinned_memory_resource;
} // namespace cpp
} // namespace system
THRUST_NAMESPACE_END
