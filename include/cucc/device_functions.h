/*
 * cucc's CUDA device function library: everything device code can call
 * without including anything (CUDA's device_functions.h, math_functions.h,
 * sm_*_atomic_functions.h, sm_*_intrinsics.h together).  cuda_runtime.h
 * includes it; the library is C++ inline functions compiled into the
 * program with its kernels (docs/design.md), so a C compilation gets
 * nothing from it.
 *
 *   device_sync.h        barriers (declared), fences, clock64, __nanosleep
 *   device_atomic.h      atomicAdd ... atomicCAS, _block and _system forms
 *   device_intrinsics.h  integer, SIMD and bit-cast intrinsics, __ldg
 *   device_rounding.h    __fadd_rz ..., __float2int_rn ..., exact rounding
 *   device_math.h        math functions CUDA adds to libm, min/max,
 *                        fast intrinsics (__sinf, __expf, __fdividef ...)
 *   device_runtime.h     printf, malloc, free as rewritten by the emitter,
 *                        __nv_aligned_device_malloc, __trap, __brkpt
 *   device_warp.h        __syncwarp, shuffles, votes, __activemask,
 *                        matches, warp reductions
 *   device_ptx.h         what inline PTX lowers to (src/front/ptx.c)
 */
#ifndef CUCC_DEVICE_FUNCTIONS_H
#define CUCC_DEVICE_FUNCTIONS_H

#include "keywords.h"
#include "vector_types.h"

#ifdef __cplusplus
#include "device_sync.h"
#include "device_atomic.h"
#include "device_nv_atomic.h"
#include "device_intrinsics.h"
#include "device_rounding.h"
#include "device_math.h"
#include "device_runtime.h"
#include "device_warp.h"
#include "device_ptx.h"
#endif

#endif
