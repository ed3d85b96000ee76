/*
 * What cucc's host versions of CUB's device-wide algorithms share
 * (cub_select.h, cub_rle.h, cub_reduce.h, cub_scan.h, cub_histogram.h):
 * where a call runs, and how its work joins the stream.
 *
 * A call from host code that is not being captured queues its work on
 * the stream as a kernel would be (cucc__stream_host_work), so it runs
 * after what came before it and before what comes after, as CUB's
 * kernels would, and host code that must see stream work done at once
 * (Thrust's, src/rt/stream.c) does.  A call from device code
 * (CUB_RUNTIME_FUNCTION, dynamic parallelism) goes to CUB's kernels: done
 * at once, the work would run before the parent's earlier child launches.
 * A call in a stream capture goes to CUB's kernels too: a host function
 * node would run, and free its job, at every launch of the graph.  CUCC_CUB_KERNELS=1 in the environment sends
 * every call to CUB's kernels (to compare, or to escape).
 *
 * The work needs no temporary storage, but the size query answers at
 * least what CUB's kernels need, which a capture uses and which a
 * program may have sized a buffer shared with another call by.
 */
#ifndef CUCC_CUB_HOST_H
#define CUCC_CUB_HOST_H

#include <cub/util_type.cuh>

#include <new>
#include <stdlib.h>
#include <string.h>
#include <type_traits>

CUB_NAMESPACE_BEGIN

namespace cucc_host
{

enum where { HOST_STREAM, BY_CUB };

/* CUCC_CUB_KERNELS set (and not "0"): CUB's kernels for every call */
inline bool kernels_asked()
{
    static int asked = -1;
    if (asked < 0) {
        const char *e = getenv("CUCC_CUB_KERNELS");
        asked = e && *e && strcmp(e, "0") != 0;
    }
    return asked != 0;
}

inline where choose(cudaStream_t stream)
{
    if (cucc__on_device())
        return BY_CUB;
    if (kernels_asked())
        return BY_CUB;
    cudaStreamCaptureStatus capturing = cudaStreamCaptureStatusNone;
    if (cudaStreamIsCapturing(stream, &capturing) != cudaSuccess || capturing != cudaStreamCaptureStatusNone)
        return BY_CUB;
    return HOST_STREAM;
}

template <class J> void CUDART_CB run_job(void *p)
{
    J *j = (J *)p;
    j->run();
    delete j;
}

/* Queues a copy of j on the stream */
template <class J> cudaError_t launch(const J &j, cudaStream_t stream)
{
    J *p = new (std::nothrow) J(j);
    if (!p)
        return cudaErrorMemoryAllocation;
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
    if (stream == 0)
        stream = cudaStreamPerThread;
#endif
    cudaError_t e = cucc__stream_host_work(stream, &run_job<J>, p);
    if (e != cudaSuccess)
        delete p;
    return e;
}

/* The size to answer: CUB's, and at least one byte */
inline size_t query_bytes(cudaError_t cub_error, size_t cub_bytes)
{
    return cub_error == cudaSuccess && cub_bytes > 1 ? cub_bytes : 1;
}

/* Types whose sums, minima and scans do not depend on the order of
 * association (integers wrap the same in any order; floats do not) */
template <class T> struct exact {
    static constexpr bool value = std::is_integral<T>::value;
};

} // namespace cucc_host

CUB_NAMESPACE_END

#endif
