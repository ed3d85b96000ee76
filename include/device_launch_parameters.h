/*
 * The built-in variables of device code.  Each worker thread of the runtime
 * runs one block at a time and the scheduler stores the running CUDA
 * thread's indices into these worker-thread-local variables on every fiber
 * switch (docs/design.md), so a read in device code is one TLS load.  They
 * are defined in src/rt/sched.c.  `__thread` rather than thread_local keeps
 * C++ from routing reads through a TLS wrapper function.
 */
#ifndef CUCC_DEVICE_LAUNCH_PARAMETERS_H
#define CUCC_DEVICE_LAUNCH_PARAMETERS_H

#include "vector_types.h"

#ifdef __cplusplus
extern "C" {
#endif

extern __thread uint3 threadIdx;
extern __thread uint3 blockIdx;
extern __thread dim3 blockDim;
extern __thread dim3 gridDim;

#ifdef __cplusplus
}
#endif

/* A constant (not a variable of the device) so that it folds; it also works
 * where an int is deduced, e.g. min(warpSize, n). */
static const int warpSize = 32;

#endif
