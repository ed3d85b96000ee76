/*
 * The device runtime (dynamic parallelism): special stream handles that
 * device code may launch into.  Kernels launched from device code go through
 * the same runtime API as host launches in cucc.
 */
#ifndef CUCC_CUDA_DEVICE_RUNTIME_API_H
#define CUCC_CUDA_DEVICE_RUNTIME_API_H

#include "driver_types.h"

/* A child grid launched into cudaStreamTailLaunch runs after the launching
 * grid has completed; one launched into cudaStreamFireAndForget runs
 * independently of it (CUDA Programming Guide, "Dynamic Parallelism"). */
#define cudaStreamTailLaunch     ((cudaStream_t)0x3)
#define cudaStreamFireAndForget  ((cudaStream_t)0x4)
#define cudaStreamGraphTailLaunch ((cudaStream_t)0x0100000000000000)

#endif
