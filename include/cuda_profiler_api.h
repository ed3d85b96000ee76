/*
 * cudaProfilerStart / cudaProfilerStop (declared with the runtime API):
 * they succeed and, with no profiler attached, change nothing.
 */
#ifndef CUCC_CUDA_PROFILER_API_H
#define CUCC_CUDA_PROFILER_API_H
#define __CUDA_PROFILER_API_H__     /* NVIDIA's include guard: programs test it */

#include "cuda_runtime_api.h"

#endif
