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
#define __DEVICE_LAUNCH_PARAMETERS_H__     /* NVIDIA's include guard: programs test it */

#include "vector_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* blockIdx, blockDim and gridDim are const, as in CUDA's header: no CUDA
 * thread sees them change (a worker runs one block at a time and a fiber
 * never outlives its block), so the compiler may keep them in registers
 * across stores and calls.  threadIdx is not: a block that runs as a
 * thread loop (include/cucc/kernel.hpp) stores it before each thread, in
 * the function the body is inlined into.  sched.c defines all four. */
extern __thread uint3 threadIdx;
extern const __thread uint3 blockIdx;
extern const __thread dim3 blockDim;
extern const __thread dim3 gridDim;

#ifdef __cplusplus
}
#endif

/* A constant (not a variable of the device) so that it folds; it also works
 * where an int is deduced, e.g. min(warpSize, n). */
static const int warpSize = 32;

#endif
