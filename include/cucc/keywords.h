/*
 * CUDA's declaration keywords.
 *
 * When the cucc front end reads a .cu file the driver defines
 * __CUCC_FRONTEND__ and the keywords stay as identifiers: the front end sees
 * them, checks them and rewrites them (docs/design.md).  Everywhere else (a
 * .cpp or .c file compiled straight by the system compiler, as nvcc does for
 * non-.cu inputs) they expand to what the host compiler understands.
 * Our own headers use them, so the front end knows which functions are
 * device-only.
 */
#ifndef CUCC_KEYWORDS_H
#define CUCC_KEYWORDS_H

#ifndef __CUCC_FRONTEND__
#define __host__
#define __device__
#define __global__
#define __shared__
#define __constant__
#define __managed__
#define __grid_constant__
/* Only for CUDA sources, as NVIDIA's host_defines.h: the C++ library writes
 * __attribute__((__noinline__)) (libstdc++'s <memory>), which the macro
 * would break in a .cpp file that includes cuda_runtime.h first. */
#if defined(__CUDACC__) || defined(__CUDA_ARCH__)
#define __noinline__ __attribute__((noinline))
#endif
#define __forceinline__ inline __attribute__((always_inline))
#define __launch_bounds__(...)
#endif

/* A helper of the region entries that racecheck's twin entries must
 * inline: gcc inlines nothing but always_inline functions into a function
 * built without ThreadSanitizer's instrumentation from the instrumented
 * ones (src/emit/racetwin.c); elsewhere the compiler's choice. */
#ifdef __CUCC_ACCESS_HOOKS__
#define CUCC_TWIN_INLINE __attribute__((always_inline))
#else
#define CUCC_TWIN_INLINE
#endif

#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __attribute__((aligned(n)))
#define __device_builtin__
#define __cudart_builtin__
#define CUDARTAPI
#define CUDART_CB

#endif
