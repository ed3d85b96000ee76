/*
 * Thrust's configuration header on cucc: Thrust's own, then what its CUDA
 * system brings into every algorithm header and programs therefore use
 * without including it: thrust::system_error and thrust::cuda_category()
 * (their headers are plain C++).  The device system itself is chosen in
 * thrust/detail/config/device_system.h; docs/libraries.md.
 */
#pragma once

#include_next <thrust/detail/config.h>
#include <thrust/system_error.h>
#include <thrust/system/cuda/error.h>
