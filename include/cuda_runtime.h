/*
 * What `#include <cuda_runtime.h>` gives a CUDA program (and what the cucc
 * driver force-includes into every .cu file): the keywords, the runtime API,
 * the vector types and their constructors, the device function library, the
 * built-in variables and, for C++, the template conveniences of CUDA's
 * cuda_runtime.h (cudaMalloc(T **), symbol copies taking the variable
 * itself, kernel functions passed as typed pointers, ...).
 *
 * Works as C (API and types only), as C++ compiled straight by the system
 * compiler, and as the input of the cucc front end.
 */
#ifndef CUCC_CUDA_RUNTIME_H
#define CUCC_CUDA_RUNTIME_H
#define __CUDA_RUNTIME_H__     /* NVIDIA's include guard: programs test it */

/* CUDA's cuda_runtime.h makes these available; programs rely on it. */
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cucc/keywords.h"
#include "host_defines.h"
#include "builtin_types.h"
#include "channel_descriptor.h"
#include "cuda_runtime_api.h"
#include "cuda_device_runtime_api.h"
#include "driver_functions.h"
#include "device_launch_parameters.h"

#if defined(__has_include)
#if __has_include("vector_functions.h")
#include "vector_functions.h"
#endif
#if __has_include("cucc/device_functions.h")
#include "cucc/device_functions.h"
#endif
#endif

#ifdef __cplusplus

#include <cmath>
#include <cstdlib>
#include <new>
#include <utility>

#include "cucc/kernel.hpp"
#include "cucc/device_texture.h"

/* Memory ---------------------------------------------------------------- */

/* CUDA 11's form, which programs still call: the error node and log are
 * not filled. */
static inline cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                               cudaGraphNode_t *pErrorNode, char *pLogBuffer,
                                               size_t bufferSize)
{
    (void)pErrorNode;
    (void)pLogBuffer;
    (void)bufferSize;
    return ::cudaGraphInstantiate(pGraphExec, graph, 0);
}

/* ... and CUDA 11's cudaGraphExecUpdate. */
static inline cudaError_t cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph,
                                              cudaGraphNode_t *hErrorNode_out,
                                              enum cudaGraphExecUpdateResult *updateResult_out)
{
    cudaGraphExecUpdateResultInfo info;
    cudaError_t e = ::cudaGraphExecUpdate(hGraphExec, hGraph, &info);
    if (hErrorNode_out)
        *hErrorNode_out = info.errorNode;
    if (updateResult_out)
        *updateResult_out = info.result;
    return e;
}

template <class T>
static inline cudaError_t cudaMalloc(T **devPtr, size_t size)
{
    return ::cudaMalloc((void **)(void *)devPtr, size);
}

static inline cudaError_t cudaMallocHost(void **ptr, size_t size, unsigned int flags)
{
    return ::cudaHostAlloc(ptr, size, flags);
}

template <class T>
static inline cudaError_t cudaMallocHost(T **ptr, size_t size, unsigned int flags = 0)
{
    return ::cudaHostAlloc((void **)(void *)ptr, size, flags);
}

template <class T>
static inline cudaError_t cudaHostAlloc(T **ptr, size_t size, unsigned int flags)
{
    return ::cudaHostAlloc((void **)(void *)ptr, size, flags);
}

template <class T>
static inline cudaError_t cudaHostGetDevicePointer(T **pDevice, void *pHost, unsigned int flags)
{
    return ::cudaHostGetDevicePointer((void **)(void *)pDevice, pHost, flags);
}

template <class T>
static inline cudaError_t cudaMallocManaged(T **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal)
{
    return ::cudaMallocManaged((void **)(void *)devPtr, size, flags);
}

template <class T>
static inline cudaError_t cudaMallocPitch(T **devPtr, size_t *pitch, size_t width, size_t height)
{
    return ::cudaMallocPitch((void **)(void *)devPtr, pitch, width, height);
}

static inline cudaError_t cudaEventCreate(cudaEvent_t *event, unsigned int flags)
{
    return ::cudaEventCreateWithFlags(event, flags);
}

/* Symbols: the variable itself names the symbol (the copies are in
 * cucc/stream_templates.hpp). ---------------------------------------------- */

template <class T>
static inline cudaError_t cudaGetSymbolAddress(void **devPtr, const T &symbol)
{
    return ::cudaGetSymbolAddress(devPtr, (const void *)&symbol);
}

template <class T>
static inline cudaError_t cudaGetSymbolSize(size_t *size, const T &symbol)
{
    return ::cudaGetSymbolSize(size, (const void *)&symbol);
}

/* Kernels: a __global__ function's name is its host stub. ----------------- */

template <class T>
static inline cudaError_t cudaFuncSetCacheConfig(T *func, enum cudaFuncCache cacheConfig)
{
    return ::cudaFuncSetCacheConfig((const void *)func, cacheConfig);
}

template <class T>
static inline cudaError_t cudaFuncSetSharedMemConfig(T *func, enum cudaSharedMemConfig config)
{
    return ::cudaFuncSetSharedMemConfig((const void *)func, config);
}

template <class T>
static inline cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, T *entry)
{
    return ::cudaFuncGetAttributes(attr, (const void *)entry);
}

template <class T>
static inline cudaError_t cudaFuncSetAttribute(T *entry, enum cudaFuncAttribute attr, int value)
{
    return ::cudaFuncSetAttribute((const void *)entry, attr, value);
}

template <class T>
static inline cudaError_t cudaFuncGetName(const char **name, T *func)
{
    return ::cudaFuncGetName(name, (const void *)func);
}

/* The templates over calls that use the default stream: read once here,
 * and once more under the per-thread names if the translation unit turns
 * the per-thread default stream on later (cucc/per_thread_stream.h). */
#include "cucc/stream_templates.hpp"

/* Occupancy ------------------------------------------------------------- */

template <class T>
static inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, T func, int blockSize,
                                                                        size_t dynamicSMemSize)
{
    return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, (const void *)func, blockSize,
                                                                    dynamicSMemSize, cudaOccupancyDefault);
}

template <class T>
static inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, T func,
                                                                                 int blockSize,
                                                                                 size_t dynamicSMemSize,
                                                                                 unsigned int flags)
{
    return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, (const void *)func, blockSize,
                                                                    dynamicSMemSize, flags);
}

template <class T>
static inline cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, T func, int numBlocks,
                                                                    int blockSize)
{
    return ::cudaOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize, (const void *)func, numBlocks, blockSize);
}

/* The block size (a multiple of the warp size, at most blockSizeLimit) that
 * maximises resident threads per multiprocessor, and the grid size that
 * fills the device with such blocks. */
template <class UnaryFunction, class T>
static inline cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
    int *minGridSize, int *blockSize, T func, UnaryFunction blockSizeToDynamicSMemSize, int blockSizeLimit = 0,
    unsigned int flags = 0)
{
    if (!minGridSize || !blockSize || !func)
        return cudaErrorInvalidValue;
    int dev, sms, maxThreads, warp;
    cudaError_t e = ::cudaGetDevice(&dev);
    if (e == cudaSuccess) e = ::cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
    if (e == cudaSuccess) e = ::cudaDeviceGetAttribute(&maxThreads, cudaDevAttrMaxThreadsPerBlock, dev);
    if (e == cudaSuccess) e = ::cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, dev);
    struct cudaFuncAttributes attr;
    if (e == cudaSuccess) e = ::cudaFuncGetAttributes(&attr, (const void *)func);
    if (e != cudaSuccess)
        return e;
    int limit = attr.maxThreadsPerBlock < maxThreads ? attr.maxThreadsPerBlock : maxThreads;
    if (blockSizeLimit > 0 && blockSizeLimit < limit)
        limit = blockSizeLimit;
    int best = 0, bestBlocks = 0;
    for (int bs = (limit + warp - 1) / warp * warp; bs > 0; bs -= warp) {
        int b = bs > limit ? limit : bs, n = 0;
        e = ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&n, (const void *)func, b,
                                                                     blockSizeToDynamicSMemSize(b), flags);
        if (e != cudaSuccess)
            return e;
        if (n * b > best * bestBlocks || best == 0) {
            best = b;
            bestBlocks = n;
        }
    }
    *blockSize = best;
    *minGridSize = bestBlocks * sms;
    return cudaSuccess;
}

template <class UnaryFunction, class T>
static inline cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(int *minGridSize, int *blockSize, T func,
                                                                         UnaryFunction blockSizeToDynamicSMemSize,
                                                                         int blockSizeLimit = 0)
{
    return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(minGridSize, blockSize, func,
                                                                   blockSizeToDynamicSMemSize, blockSizeLimit, 0);
}

template <class T>
static inline cudaError_t cudaOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize, int *blockSize, T func,
                                                                      size_t dynamicSMemSize = 0,
                                                                      int blockSizeLimit = 0, unsigned int flags = 0)
{
    return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
        minGridSize, blockSize, func, [dynamicSMemSize](int) { return dynamicSMemSize; }, blockSizeLimit, flags);
}

template <class T>
static inline cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, T func,
                                                             size_t dynamicSMemSize = 0, int blockSizeLimit = 0)
{
    return cudaOccupancyMaxPotentialBlockSizeWithFlags(minGridSize, blockSize, func, dynamicSMemSize,
                                                       blockSizeLimit, 0);
}

#endif /* __cplusplus */

#endif

/* Outside the guard: see the file. */
#include "cucc/per_thread_stream.h"
