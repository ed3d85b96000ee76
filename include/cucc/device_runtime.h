/*
 * The device-side runtime that device code reaches by name: printf,
 * malloc, free (Programming Guide, "Formatted Output" and "Dynamic Global
 * Memory Allocation and Operations"), __nv_aligned_device_malloc, __trap
 * and __brkpt.  C++ only; included by cucc/device_functions.h.
 *
 * Host and device code share one translation unit, so device code cannot
 * get its own printf, malloc and free by declaration: the emitter rewrites
 * the calls instead (docs/design.md, rewrite table):
 *
 *   in __device__ / __global__ bodies        printf -> cucc__dev_printf
 *                                            malloc -> cucc__dev_malloc
 *                                            free   -> cucc__dev_free
 *   in both                                  memcpy, memset -> cucc__dev_memcpy,
 *                                            cucc__dev_memset (range hooks in a
 *                                            racecheck / initcheck build)
 *   in __host__ __device__ bodies            the cucc__hd_ forms, which
 *                                            choose at run time
 *
 * The runtime side is src/rt/devprintf.c and src/rt/devheap.c.
 */
#ifndef CUCC_DEVICE_RUNTIME_H
#define CUCC_DEVICE_RUNTIME_H

#include <stddef.h>

#include "keywords.h"

extern "C" {
/* Formats at once and appends the text to the printf FIFO, which the next
 * synchronising API call writes to stdout.  Returns the number of
 * arguments the format consumed (at most 32), -1 for a NULL format. */
int cucc__dev_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* From the device heap of cudaLimitMallocHeapSize bytes: 16-byte aligned,
 * NULL when the request does not fit. */
void *cucc__dev_malloc(size_t size);
void *cucc__dev_aligned_malloc(size_t size, size_t align);
void cucc__dev_free(void *ptr);
/* __host__ __device__ code: the device forms on a worker that runs a
 * block, the C library's anywhere else. */
int cucc__hd_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void *cucc__hd_malloc(size_t size);
void cucc__hd_free(void *ptr);
/* Ends the calling thread's grid with error `error` (a cudaError_t). */
__attribute__((noreturn)) void cucc__dev_trap(int error);
}

/* memcpy and memset called by device code (the emitter renames the calls,
 * src/emit/devcall.c): the C library's, and in a racecheck / initcheck
 * build (__CUCC_ACCESS_HOOKS__) first the range hooks, so that the copy's
 * reads and writes are checked as the thread's loads and stores are
 * (src/rt/access_hooks.c; a call gcc leaves is not instrumented). */
#ifdef __CUCC_ACCESS_HOOKS__
extern "C" void __tsan_read_range(void *a, long n);   /* (gcc's built-in declarations) */
extern "C" void __tsan_write_range(void *a, long n);
#endif
static inline __attribute__((always_inline)) void *cucc__dev_memcpy(void *dst, const void *src, size_t n)
{
#ifdef __CUCC_ACCESS_HOOKS__
    __tsan_read_range(const_cast<void *>(src), (long)n);
    __tsan_write_range(dst, (long)n);
#endif
    return __builtin_memcpy(dst, src, n);
}
static inline __attribute__((always_inline)) void *cucc__dev_memset(void *dst, int c, size_t n)
{
#ifdef __CUCC_ACCESS_HOOKS__
    __tsan_write_range(dst, (long)n);
#endif
    return __builtin_memset(dst, c, n);
}

/* The address is a multiple of align, a non-zero power of two (else NULL). */
__device__ inline void *__nv_aligned_device_malloc(size_t size, size_t align)
{
    return cucc__dev_aligned_malloc(size, align);
}

/* A trap instruction: the grid ends, and the launch and every later call
 * report cudaErrorLaunchFailure (719, "unspecified launch failure"). */
__device__ inline void __trap(void)
{
    cucc__dev_trap(719);
}

/* A breakpoint.  With no debugger to stop in, the grid ends as for
 * __trap(). */
__device__ inline void __brkpt(void)
{
    cucc__dev_trap(719);
}

/* A conditional graph node's value (the handle is the address of the
 * runtime's word for it, src/rt/graph.c). */
__device__ inline void cudaGraphSetConditional(unsigned long long handle, unsigned int value)
{
    *(volatile unsigned int *)(unsigned long)handle = value;
}

#endif
