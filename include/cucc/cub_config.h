/*
 * CUB on cucc: Debian's libcub-dev (CUB 1.x) compiled as the single source
 * it is here.  CUB picks a tuning policy (threads per block, items per
 * thread) twice: the host side of a dispatch from the PTX version of the
 * device's code (cudaFuncGetAttributes), the kernel from CUB_PTX_ARCH,
 * which nvcc's host pass sets to 0 and its device pass to __CUDA_ARCH__.
 * cucc compiles kernels as host code, so with nvcc's values a kernel would
 * be built for the oldest policy and launched with the newest one's block
 * size.  CUB names the way out: NVIDIA's single-pass compiler (nvc++)
 * defines CUB_PTX_ARCH as the target in both passes and tells host from
 * device code at run time, which is cucc's model too.  So here CUB_PTX_ARCH
 * is the architecture cucc compiles device code for (__CUCC_ARCH__: what
 * __CUDA_ARCH__ is in device code and cudaFuncGetAttributes reports), both
 * kinds of code are included, and the calling thread tells which runs.
 *
 * CUB reads these in util_arch.cuh, which its headers include by relative
 * paths, so no header of cucc's can come first: the driver preprocesses a
 * file again with this one forced in when the first pass shows that CUB
 * is included (src/driver/compile.c).  docs/libraries.md has the story.
 */
#ifndef CUCC_CUB_CONFIG_H
#define CUCC_CUB_CONFIG_H

#ifndef CUB_PTX_ARCH
#define CUB_PTX_ARCH __CUCC_ARCH__
#endif
#ifndef CUB_IS_DEVICE_CODE
#define CUB_IS_DEVICE_CODE (cucc__on_device() != 0)
#define CUB_IS_HOST_CODE (cucc__on_device() == 0)
#define CUB_INCLUDE_DEVICE_CODE 1
#define CUB_INCLUDE_HOST_CODE 1
#endif

/*
 * CUB's device-wide algorithms whose results do not depend on how the
 * work is split run on the host (cucc/cub_host.h), each family's header
 * forced in where the program includes CUB's header of that family: the
 * driver passes CUCC_CUB_HOST_ALGOS, bit i for entry i of its
 * cub_host_headers (src/driver/compile.c).  They bring CUB's dispatch
 * headers before the program's code, so a program that puts CUB in a
 * namespace of its own (CUB_NS_PREFIX) must define CUCC_NO_HOST_ALGOS;
 * CUCC_NO_HOST_RADIX_SORT leaves the sort alone.
 */
#if defined(CUCC_CUB_HOST_RADIX_SORT) && !defined(CUCC_CUB_HOST_ALGOS)
#define CUCC_CUB_HOST_ALGOS 1
#endif
#if defined(__cplusplus) && defined(CUCC_CUB_HOST_ALGOS) && !defined(CUCC_NO_HOST_ALGOS)
#if CUCC_CUB_HOST_ALGOS & (2 | 4)               /* device_select, device_partition */
#include "cucc/cub_select.h"
#endif
#if CUCC_CUB_HOST_ALGOS & (8 | 16)              /* device_run_length_encode, device_reduce (ReduceByKey) */
#include "cucc/cub_rle.h"
#endif
#if CUCC_CUB_HOST_ALGOS & 64                    /* device_histogram */
#include "cucc/cub_histogram.h"
#endif
#if CUCC_CUB_HOST_ALGOS & 16                    /* device_reduce */
#include "cucc/cub_reduce.h"
#endif
#if CUCC_CUB_HOST_ALGOS & 32                    /* device_scan */
#include "cucc/cub_scan.h"
#endif
#if (CUCC_CUB_HOST_ALGOS & 1) && !defined(CUCC_NO_HOST_RADIX_SORT) /* device_radix_sort */
#include "cucc/cub_radix_sort.h"
#endif
#endif

#endif
