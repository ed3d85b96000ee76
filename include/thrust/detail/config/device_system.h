/*
 * Thrust on cucc: Debian's libthrust-dev (or any Thrust 1.x on the include
 * path) with its "device" system mapped to one of Thrust's host systems,
 * since cucc's device memory is the host's.  Thrust includes this header
 * from its config.h; cucc's include directory comes first, so this one
 * picks the system and hands over to Thrust's own with #include_next.
 *
 *   compiled with OpenMP       THRUST_DEVICE_SYSTEM_OMP (OpenMP threads):
 *                              cucc adds -fopenmp to a file that includes
 *                              Thrust (src/driver/compile.c), so the default
 *   without (-Xcompiler -fno-openmp, or clang as the host compiler)
 *                              THRUST_DEVICE_SYSTEM_CPP (the calling thread)
 *   -DTHRUST_DEVICE_SYSTEM=... the user's choice (not CUDA: no GPU here)
 *
 * Thrust's algorithms then run on the calling host thread, where CUDA
 * queues them on a stream.  So that they still come after the kernels,
 * copies and memsets queued before them, a program that includes Thrust
 * makes work on the legacy default stream and on blocking streams finish
 * before its launch or copy call returns (cucc__thrust_attach, stream.c);
 * thrust::cuda::par.on(s) waits for s (thrust/system/cuda/execution_policy.h).
 * docs/libraries.md has the whole story.
 */
#pragma once

#ifndef THRUST_DEVICE_SYSTEM
#ifdef _OPENMP
#define THRUST_DEVICE_SYSTEM 2 /* THRUST_DEVICE_SYSTEM_OMP */
#else
#define THRUST_DEVICE_SYSTEM 4 /* THRUST_DEVICE_SYSTEM_CPP */
#endif
#endif

#include_next <thrust/detail/config/device_system.h>

#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_CUDA
#error "cucc: Thrust's CUDA device system needs an NVIDIA GPU; use THRUST_DEVICE_SYSTEM_CPP, _OMP or _TBB"
#endif

extern "C" void cucc__thrust_attach(void);
namespace {
struct cucc__thrust_attacher {
    cucc__thrust_attacher() { cucc__thrust_attach(); }
};
const cucc__thrust_attacher cucc__thrust_attached;
}
