/*
 * The per-thread default stream entry points (include/cucc/ptds_api.h).
 *
 * A translation unit compiled with the per-thread default stream calls
 * cudaMemcpyAsync_ptsz, cudaMemcpy_ptds, ... instead of the plain calls.
 * Each one runs the plain call with the calling host thread marked as
 * inside a per-thread call (cucc__ptds_begin), and stream resolution
 * (stream.c) reads handle 0 as the thread's per-thread stream while the
 * mark is set.  That covers every way a call reaches the default stream: a
 * stream argument, a cudaLaunchConfig_t's stream, and the synchronous
 * copies and memsets, which order themselves on "stream 0".  The mark is
 * thread-local, so host threads and translation units of either kind do
 * not affect each other.
 */
#include "rt/rt.h"

#define CUCC_PTDS_DEFINE(name, suffix, params, args)  \
    cudaError_t name##_##suffix params                \
    {                                                 \
        int old = cucc__ptds_begin();                 \
        cudaError_t e = name args;                    \
        cucc__ptds_end(old);                          \
        return e;                                     \
    }

CUCC_PTDS_API(CUCC_PTDS_DEFINE)
