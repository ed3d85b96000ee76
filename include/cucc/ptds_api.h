/*
 * The per-thread default stream entry points.
 *
 * CUDA gives every runtime call that uses the default stream a second entry
 * point: `name_ptsz` for calls that take a stream (0 there means
 * cudaStreamPerThread instead of the legacy stream) and `name_ptds` for the
 * synchronous copies and memsets (ordered on the calling host thread's
 * per-thread stream instead of the legacy stream).  A translation unit
 * compiled with `--default-stream per-thread`, or with
 * CUDA_API_PER_THREAD_DEFAULT_STREAM defined before it includes a CUDA
 * header, calls those (cucc/per_thread_stream.h maps the names); any other
 * calls the plain ones.  So the choice is per translation unit, as in CUDA,
 * and one program may mix both kinds.
 *
 * CUCC_PTDS_API(X) lists them once: X(name, suffix, (parameters), (arguments)).
 * From it come the prototypes below (the parameters carry C++ default
 * arguments through CUCC_DV) and the definitions in src/rt/ptds.c.
 * Included at the end of cuda_runtime_api.h; works as C and C++.
 */
#ifndef CUCC_PTDS_API_H
#define CUCC_PTDS_API_H

#define CUCC_PTDS_API(X)                                                                                          \
    /* Synchronous copies and memsets. */                                                                         \
    X(cudaMemcpy, ptds, (void *dst, const void *src, size_t count, enum cudaMemcpyKind kind),                     \
      (dst, src, count, kind))                                                                                    \
    X(cudaMemcpyToSymbol, ptds,                                                                                   \
      (const void *symbol, const void *src, size_t count, size_t offset CUCC_DV(0),                               \
       enum cudaMemcpyKind kind CUCC_DV(cudaMemcpyHostToDevice)),                                                 \
      (symbol, src, count, offset, kind))                                                                         \
    X(cudaMemcpyFromSymbol, ptds,                                                                                 \
      (void *dst, const void *symbol, size_t count, size_t offset CUCC_DV(0),                                     \
       enum cudaMemcpyKind kind CUCC_DV(cudaMemcpyDeviceToHost)),                                                 \
      (dst, symbol, count, offset, kind))                                                                         \
    X(cudaMemcpy2D, ptds,                                                                                         \
      (void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height,                     \
       enum cudaMemcpyKind kind),                                                                                 \
      (dst, dpitch, src, spitch, width, height, kind))                                                            \
    X(cudaMemcpyToArray, ptds,                                                                                    \
      (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind), \
      (dst, wOffset, hOffset, src, count, kind))                                                                  \
    X(cudaMemcpy2DToArray, ptds,                                                                                  \
      (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width,             \
       size_t height, enum cudaMemcpyKind kind),                                                                  \
      (dst, wOffset, hOffset, src, spitch, width, height, kind))                                                  \
    X(cudaMemcpyFromArray, ptds,                                                                                  \
      (void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind), \
      (dst, src, wOffset, hOffset, count, kind))                                                                  \
    X(cudaMemcpy2DFromArray, ptds,                                                                                \
      (void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width,             \
       size_t height, enum cudaMemcpyKind kind),                                                                  \
      (dst, dpitch, src, wOffset, hOffset, width, height, kind))                                                  \
    X(cudaMemcpyArrayToArray, ptds,                                                                               \
      (cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc,           \
       size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind CUCC_DV(cudaMemcpyDeviceToDevice)),              \
      (dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind))                                    \
    X(cudaMemcpy2DArrayToArray, ptds,                                                                             \
      (cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc,           \
       size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind CUCC_DV(cudaMemcpyDeviceToDevice)), \
      (dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind))                            \
    X(cudaMemcpy3D, ptds, (const struct cudaMemcpy3DParms *p), (p))                                               \
    X(cudaMemcpy3DPeer, ptds, (const struct cudaMemcpy3DPeerParms *p), (p))                                       \
    X(cudaMemset, ptds, (void *devPtr, int value, size_t count), (devPtr, value, count))                          \
    X(cudaMemset2D, ptds, (void *devPtr, size_t pitch, int value, size_t width, size_t height),                  \
      (devPtr, pitch, value, width, height))                                                                      \
    X(cudaMemset3D, ptds, (struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent),             \
      (pitchedDevPtr, value, extent))                                                                             \
    /* Calls that take a stream. */                                                                               \
    X(cudaMemcpyAsync, ptsz,                                                                                      \
      (void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream CUCC_DV(0)),       \
      (dst, src, count, kind, stream))                                                                            \
    X(cudaMemcpyToSymbolAsync, ptsz,                                                                              \
      (const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind,                \
       cudaStream_t stream CUCC_DV(0)),                                                                           \
      (symbol, src, count, offset, kind, stream))                                                                 \
    X(cudaMemcpyFromSymbolAsync, ptsz,                                                                            \
      (void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind,                      \
       cudaStream_t stream CUCC_DV(0)),                                                                           \
      (dst, symbol, count, offset, kind, stream))                                                                 \
    X(cudaMemcpy2DAsync, ptsz,                                                                                    \
      (void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height,                     \
       enum cudaMemcpyKind kind, cudaStream_t stream CUCC_DV(0)),                                                 \
      (dst, dpitch, src, spitch, width, height, kind, stream))                                                    \
    X(cudaMemcpyToArrayAsync, ptsz,                                                                               \
      (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind,  \
       cudaStream_t stream CUCC_DV(0)),                                                                           \
      (dst, wOffset, hOffset, src, count, kind, stream))                                                          \
    X(cudaMemcpy2DToArrayAsync, ptsz,                                                                             \
      (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width,             \
       size_t height, enum cudaMemcpyKind kind, cudaStream_t stream CUCC_DV(0)),                                  \
      (dst, wOffset, hOffset, src, spitch, width, height, kind, stream))                                          \
    X(cudaMemcpyFromArrayAsync, ptsz,                                                                             \
      (void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind,  \
       cudaStream_t stream CUCC_DV(0)),                                                                           \
      (dst, src, wOffset, hOffset, count, kind, stream))                                                          \
    X(cudaMemcpy2DFromArrayAsync, ptsz,                                                                           \
      (void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width,             \
       size_t height, enum cudaMemcpyKind kind, cudaStream_t stream CUCC_DV(0)),                                  \
      (dst, dpitch, src, wOffset, hOffset, width, height, kind, stream))                                          \
    X(cudaMemcpy3DAsync, ptsz, (const struct cudaMemcpy3DParms *p, cudaStream_t stream CUCC_DV(0)), (p, stream)) \
    X(cudaMemcpy3DPeerAsync, ptsz, (const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream CUCC_DV(0)),      \
      (p, stream))                                                                                                \
    X(cudaMemsetAsync, ptsz, (void *devPtr, int value, size_t count, cudaStream_t stream CUCC_DV(0)),             \
      (devPtr, value, count, stream))                                                                             \
    X(cudaMemset2DAsync, ptsz,                                                                                    \
      (void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream CUCC_DV(0)),       \
      (devPtr, pitch, value, width, height, stream))                                                              \
    X(cudaMemset3DAsync, ptsz,                                                                                    \
      (struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream CUCC_DV(0)), \
      (pitchedDevPtr, value, extent, stream))                                                                     \
    X(cudaMemPrefetchAsync, ptsz,                                                                                 \
      (const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags,                     \
       cudaStream_t stream CUCC_DV(0)),                                                                           \
      (devPtr, count, location, flags, stream))                                                                   \
    X(cudaMallocAsync, ptsz, (void **devPtr, size_t size, cudaStream_t hStream), (devPtr, size, hStream))        \
    X(cudaFreeAsync, ptsz, (void *devPtr, cudaStream_t hStream), (devPtr, hStream))                               \
    X(cudaMallocFromPoolAsync, ptsz, (void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream),       \
      (ptr, size, memPool, stream))                                                                               \
    X(cudaStreamQuery, ptsz, (cudaStream_t stream), (stream))                                                     \
    X(cudaStreamSynchronize, ptsz, (cudaStream_t stream), (stream))                                               \
    X(cudaStreamGetFlags, ptsz, (cudaStream_t hStream, unsigned int *flags), (hStream, flags))                    \
    X(cudaStreamGetPriority, ptsz, (cudaStream_t hStream, int *priority), (hStream, priority))                    \
    X(cudaStreamGetId, ptsz, (cudaStream_t hStream, unsigned long long *streamId), (hStream, streamId))           \
    X(cudaStreamGetDevice, ptsz, (cudaStream_t hStream, int *device), (hStream, device))                          \
    X(cudaStreamWaitEvent, ptsz, (cudaStream_t stream, cudaEvent_t event, unsigned int flags CUCC_DV(0)),         \
      (stream, event, flags))                                                                                     \
    X(cudaStreamAddCallback, ptsz,                                                                                \
      (cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags),                   \
      (stream, callback, userData, flags))                                                                        \
    X(cudaStreamAttachMemAsync, ptsz,                                                                             \
      (cudaStream_t stream, void *devPtr, size_t length CUCC_DV(0),                                               \
       unsigned int flags CUCC_DV(cudaMemAttachSingle)),                                                          \
      (stream, devPtr, length, flags))                                                                            \
    X(cudaStreamIsCapturing, ptsz, (cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus),           \
      (stream, pCaptureStatus))                                                                                   \
    X(cudaLaunchHostFunc, ptsz, (cudaStream_t stream, cudaHostFn_t fn, void *userData), (stream, fn, userData))   \
    X(cudaStreamBeginCapture, ptsz, (cudaStream_t stream, enum cudaStreamCaptureMode mode), (stream, mode))      \
    X(cudaStreamEndCapture, ptsz, (cudaStream_t stream, cudaGraph_t *pGraph), (stream, pGraph))                  \
    X(cudaStreamGetCaptureInfo, ptsz,                                                                             \
      (cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out,                                      \
       unsigned long long *id_out CUCC_DV(0), cudaGraph_t *graph_out CUCC_DV(0),                                  \
       const cudaGraphNode_t **dependencies_out CUCC_DV(0), const cudaGraphEdgeData **edgeData_out CUCC_DV(0),    \
       size_t *numDependencies_out CUCC_DV(0)),                                                                   \
      (stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out))        \
    X(cudaGraphLaunch, ptsz, (cudaGraphExec_t graphExec, cudaStream_t stream), (graphExec, stream))              \
    X(cudaGraphUpload, ptsz, (cudaGraphExec_t graphExec, cudaStream_t stream), (graphExec, stream))              \
    X(cudaEventRecord, ptsz, (cudaEvent_t event, cudaStream_t stream CUCC_DV(0)), (event, stream))                \
    X(cudaEventRecordWithFlags, ptsz,                                                                             \
      (cudaEvent_t event, cudaStream_t stream CUCC_DV(0), unsigned int flags CUCC_DV(0)), (event, stream, flags)) \
    X(cudaLaunchKernel, ptsz,                                                                                     \
      (const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem CUCC_DV(0),                   \
       cudaStream_t stream CUCC_DV(0)),                                                                           \
      (func, gridDim, blockDim, args, sharedMem, stream))                                                         \
    X(cudaLaunchKernelExC, ptsz, (const cudaLaunchConfig_t *config, const void *func, void **args),              \
      (config, func, args))                                                                                       \
    X(cudaLaunchCooperativeKernel, ptsz,                                                                          \
      (const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem CUCC_DV(0),                   \
       cudaStream_t stream CUCC_DV(0)),                                                                           \
      (func, gridDim, blockDim, args, sharedMem, stream))

#ifdef __cplusplus
extern "C" {
#endif

#define CUCC_PTDS_DECLARE(name, suffix, params, args) cudaError_t name##_##suffix params;
CUCC_PTDS_API(CUCC_PTDS_DECLARE)
#undef CUCC_PTDS_DECLARE

#ifdef __cplusplus
}
#endif

#endif
