/*
 * The C++ templates of cuda_runtime.h over runtime calls that use the
 * default stream: typed allocation and attachment, symbol copies that take
 * the variable itself, typed kernel launches, and, under the per-thread
 * default stream, the `<<<>>>` configuration.
 *
 * No include guard: cuda_runtime.h reads this once under CUDA's names, and
 * cucc/per_thread_stream.h reads it once more after renaming the calls to
 * their per-thread entry points, when a translation unit turns the
 * per-thread default stream on after cuda_runtime.h was included.  Each
 * reading leaves a mark, so neither happens twice.
 */
#ifdef __cplusplus

template <class T>
static inline cudaError_t cudaMallocAsync(T **devPtr, size_t size, cudaStream_t stream)
{
    return ::cudaMallocAsync((void **)(void *)devPtr, size, stream);
}

/* From a given pool. */
static inline cudaError_t cudaMallocAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    return ::cudaMallocFromPoolAsync(ptr, size, memPool, stream);
}

template <class T>
static inline cudaError_t cudaMallocAsync(T **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    return ::cudaMallocFromPoolAsync((void **)(void *)ptr, size, memPool, stream);
}

template <class T>
static inline cudaError_t cudaMallocFromPoolAsync(T **ptr, size_t size, cudaMemPool_t memPool,
                                                  cudaStream_t stream)
{
    return ::cudaMallocFromPoolAsync((void **)(void *)ptr, size, memPool, stream);
}

template <class T>
static inline cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, T *devPtr, size_t length = 0,
                                                   unsigned int flags = cudaMemAttachSingle)
{
    return ::cudaStreamAttachMemAsync(stream, (void *)devPtr, length, flags);
}

template <class T>
static inline cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count, size_t offset = 0,
                                             enum cudaMemcpyKind kind = cudaMemcpyHostToDevice)
{
    return ::cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind);
}

template <class T>
static inline cudaError_t cudaMemcpyToSymbolAsync(const T &symbol, const void *src, size_t count, size_t offset = 0,
                                                  enum cudaMemcpyKind kind = cudaMemcpyHostToDevice,
                                                  cudaStream_t stream = 0)
{
    return ::cudaMemcpyToSymbolAsync((const void *)&symbol, src, count, offset, kind, stream);
}

template <class T>
static inline cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count, size_t offset = 0,
                                               enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost)
{
    return ::cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset, kind);
}

template <class T>
static inline cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t count, size_t offset = 0,
                                                    enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost,
                                                    cudaStream_t stream = 0)
{
    return ::cudaMemcpyFromSymbolAsync(dst, (const void *)&symbol, count, offset, kind, stream);
}

template <class T>
static inline cudaError_t cudaLaunchKernel(T *func, dim3 gridDim, dim3 blockDim, void **args,
                                           size_t sharedMem = 0, cudaStream_t stream = 0)
{
    return ::cudaLaunchKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream);
}

template <class T>
static inline cudaError_t cudaLaunchCooperativeKernel(T *func, dim3 gridDim, dim3 blockDim, void **args,
                                                      size_t sharedMem = 0, cudaStream_t stream = 0)
{
    return ::cudaLaunchCooperativeKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream);
}

/* cudaLaunchKernelEx(config, kernel, args...): each argument is converted to
 * the kernel's parameter type before its address is taken. */
template <class... ExpTypes, class... ActTypes>
static inline cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *config, void (*kernel)(ExpTypes...),
                                             ActTypes &&...args)
{
    return [&](ExpTypes... coerced) -> cudaError_t {
        void *pargs[sizeof...(ExpTypes) + 1] = { (void *)&coerced..., 0 };
        return ::cudaLaunchKernelExC(config, (const void *)kernel, pargs);
    }(std::forward<ActTypes>(args)...);
}

#ifdef CUCC_PER_THREAD_DEFAULT_STREAM
/* `<<<g, b, s, 0>>>` launches into the per-thread stream.  A non-template
 * function beats kernel.hpp's template of the same signature, so every
 * launch from here to the end of the translation unit picks this one. */
static inline int cucc__push_config(dim3 g, dim3 b, size_t shmem = 0, cucc__stream_t stream = 0)
{
    return cucc__push_config3(g.x, g.y, g.z, b.x, b.y, b.z, shmem, stream ? stream : cudaStreamPerThread);
}
#define CUCC_STREAM_TEMPLATES_PTDS 1
#else
#define CUCC_STREAM_TEMPLATES_LEGACY 1
#endif

#endif
