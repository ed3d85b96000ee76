/*
 * The per-thread default stream, per translation unit.
 *
 * With CUDA_API_PER_THREAD_DEFAULT_STREAM defined (nvcc's `--default-stream
 * per-thread` defines it; a program may define it itself before including
 * a CUDA header), stream handle 0 means cudaStreamPerThread in every call
 * this translation unit makes, and the synchronous copies and memsets order
 * themselves on the calling host thread's per-thread stream instead of the
 * legacy stream.  As in CUDA this works by renaming: from here on the
 * runtime calls are the _ptsz/_ptds entry points (cucc/ptds_api.h), and
 * `<<<>>>` launches use the cucc__push_config overload that
 * cucc/stream_templates.hpp adds, which turns stream 0 into
 * cudaStreamPerThread.  Other translation units of the same program keep
 * the legacy default stream.
 *
 * No include guard: cuda_runtime_api.h and cuda_runtime.h include this at
 * their end, outside their own guards, on every inclusion.  The driver
 * force-includes cuda_runtime.h before the program's first line, so a
 * program's own `#define CUDA_API_PER_THREAD_DEFAULT_STREAM` is seen only
 * when it includes a CUDA header afterwards; the renaming starts there.
 * (nvcc's implicit include comes first too, which is why NVIDIA advises
 * the flag for .cu files.)
 */
#if defined(CUDA_API_PER_THREAD_DEFAULT_STREAM) && !defined(CUCC_PER_THREAD_DEFAULT_STREAM)
#define CUCC_PER_THREAD_DEFAULT_STREAM 1
#define __CUDART_API_PER_THREAD_DEFAULT_STREAM

#define cudaMemcpy cudaMemcpy_ptds
#define cudaMemcpyToSymbol cudaMemcpyToSymbol_ptds
#define cudaMemcpyFromSymbol cudaMemcpyFromSymbol_ptds
#define cudaMemcpy2D cudaMemcpy2D_ptds
#define cudaMemcpyToArray cudaMemcpyToArray_ptds
#define cudaMemcpy2DToArray cudaMemcpy2DToArray_ptds
#define cudaMemcpyFromArray cudaMemcpyFromArray_ptds
#define cudaMemcpy2DFromArray cudaMemcpy2DFromArray_ptds
#define cudaMemcpyArrayToArray cudaMemcpyArrayToArray_ptds
#define cudaMemcpy2DArrayToArray cudaMemcpy2DArrayToArray_ptds
#define cudaMemcpy3D cudaMemcpy3D_ptds
#define cudaMemcpy3DPeer cudaMemcpy3DPeer_ptds
#define cudaMemset cudaMemset_ptds
#define cudaMemset2D cudaMemset2D_ptds
#define cudaMemset3D cudaMemset3D_ptds

#define cudaMemcpyAsync cudaMemcpyAsync_ptsz
#define cudaMemcpyToSymbolAsync cudaMemcpyToSymbolAsync_ptsz
#define cudaMemcpyFromSymbolAsync cudaMemcpyFromSymbolAsync_ptsz
#define cudaMemcpy2DAsync cudaMemcpy2DAsync_ptsz
#define cudaMemcpyToArrayAsync cudaMemcpyToArrayAsync_ptsz
#define cudaMemcpy2DToArrayAsync cudaMemcpy2DToArrayAsync_ptsz
#define cudaMemcpyFromArrayAsync cudaMemcpyFromArrayAsync_ptsz
#define cudaMemcpy2DFromArrayAsync cudaMemcpy2DFromArrayAsync_ptsz
#define cudaMemcpy3DAsync cudaMemcpy3DAsync_ptsz
#define cudaMemcpy3DPeerAsync cudaMemcpy3DPeerAsync_ptsz
#define cudaMemsetAsync cudaMemsetAsync_ptsz
#define cudaMemset2DAsync cudaMemset2DAsync_ptsz
#define cudaMemset3DAsync cudaMemset3DAsync_ptsz
#define cudaMemPrefetchAsync cudaMemPrefetchAsync_ptsz
#define cudaMallocAsync cudaMallocAsync_ptsz
#define cudaMallocFromPoolAsync cudaMallocFromPoolAsync_ptsz
#define cudaFreeAsync cudaFreeAsync_ptsz
#define cudaStreamQuery cudaStreamQuery_ptsz
#define cudaStreamSynchronize cudaStreamSynchronize_ptsz
#define cudaStreamGetFlags cudaStreamGetFlags_ptsz
#define cudaStreamGetPriority cudaStreamGetPriority_ptsz
#define cudaStreamGetId cudaStreamGetId_ptsz
#define cudaStreamGetDevice cudaStreamGetDevice_ptsz
#define cudaStreamWaitEvent cudaStreamWaitEvent_ptsz
#define cudaStreamAddCallback cudaStreamAddCallback_ptsz
#define cudaStreamAttachMemAsync cudaStreamAttachMemAsync_ptsz
#define cudaStreamIsCapturing cudaStreamIsCapturing_ptsz
#define cudaStreamBeginCapture cudaStreamBeginCapture_ptsz
#define cudaStreamEndCapture cudaStreamEndCapture_ptsz
#define cudaStreamGetCaptureInfo cudaStreamGetCaptureInfo_ptsz
#define cudaGraphLaunch cudaGraphLaunch_ptsz
#define cudaGraphUpload cudaGraphUpload_ptsz
#define cudaLaunchHostFunc cudaLaunchHostFunc_ptsz
#define cudaEventRecord cudaEventRecord_ptsz
#define cudaEventRecordWithFlags cudaEventRecordWithFlags_ptsz
#define cudaLaunchKernel cudaLaunchKernel_ptsz
#define cudaLaunchKernelExC cudaLaunchKernelExC_ptsz
#define cudaLaunchCooperativeKernel cudaLaunchCooperativeKernel_ptsz
#define cudaLaunchKernelEx cudaLaunchKernelEx_ptsz   /* a template only */

/* cuda_runtime.h's templates over these calls were read under the plain
 * names; read them again under the new ones. */
#if defined(__cplusplus) && defined(CUCC_STREAM_TEMPLATES_LEGACY)
#include "stream_templates.hpp"
#endif
#endif
