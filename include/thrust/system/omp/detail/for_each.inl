/*
 * cucc: Thrust's omp for_each (the device system's, docs/libraries.md) as
 * a kernel.  Thrust's CUDA system runs for_each, and what it builds on
 * (transform, fill, generate, tabulate, sequence, copy, ...), as a kernel
 * whose threads call the functor; so a __host__ __device__ functor takes its
 * device side (its `#ifdef __CUDA_ARCH__` branches), and threadIdx,
 * blockIdx, blockDim and gridDim in it are a thread's.  Here the same: a
 * kernel of blocks of 256 threads, thread i calling f on element i (a
 * grid-stride loop past 2^31 - 1 blocks), on cucc's workers as thread loops
 * (registered as the code cucc emits for a __global__ function registers,
 * include/cucc/kernel.hpp), launched on the legacy default stream and
 * waited for (an error of the launch or of the kernel throws
 * thrust::system_error, as Thrust's CUDA system does).  Called from
 * device code (a worker running blocks), it is a
 * loop on the calling thread.  This replaces Thrust's
 * thrust/system/omp/detail/for_each.inl.
 */
#pragma once

#include <thrust/detail/config.h>
#include <thrust/detail/function.h>
#include <thrust/distance.h>
#include <thrust/for_each.h>
#include <thrust/iterator/iterator_traits.h>
#include <thrust/system/omp/detail/pragma_omp.h>   /* others take THRUST_PRAGMA_OMP from here */

THRUST_NAMESPACE_BEGIN
namespace system
{
namespace omp
{
namespace detail
{

/* the kernel: its device body, its name, its host stub */
template <typename Iterator, typename Function>
void cucc__for_each_body(Iterator first, long long n, Function f)
{
    thrust::detail::wrapped_function<Function, void> wrapped(f);
    const long long stride = (long long)gridDim.x * blockDim.x;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        Iterator it = first + i;
        wrapped(*it);
    }
}

/* Its blocks at once (the region entry, kernel.hpp; cucc__fuse_x of them
 * along x, abi.h): the loop over their threads here, each with its
 * blockIdx and threadIdx for the functor to see, the arguments in locals,
 * and where each thread has one element at most (the grid covers n), one
 * loop over the elements, which g++ can vectorise.  Thrust's tabulate of
 * 8M keys on one worker of the 2-core Xeon: 17.5 ms as thread loops
 * calling the body, 2.8 this way (Thrust's own OpenMP build: 3.7). */
template <typename Iterator, typename Function>
void cucc__for_each_blocks(Iterator first, long long n, Function f)
{
    thrust::detail::wrapped_function<Function, void> wrapped(f);
    const dim3 bd = blockDim, gd = gridDim;
    const unsigned x0 = blockIdx.x, nb = cucc__fuse_x;
    const long long stride = (long long)gd.x * bd.x;
    threadIdx.y = threadIdx.z = 0;
    for (unsigned b = 0; b < nb; b++) {
        const long long base = (long long)(x0 + b) * bd.x;
        const_cast<uint3 &>(blockIdx).x = x0 + b;
        if (base + bd.x + stride > n) {     /* a thread an element at most */
            const long long end = n < base + bd.x ? n : base + bd.x;
            for (long long i = base; i < end; i++) {
                threadIdx.x = (unsigned)(i - base);
                cucc__access_at(threadIdx.x, threadIdx.x, 0, 0);   /* (the checking tools') */
                Iterator it = first + i;
                wrapped(*it);
            }
            continue;
        }
        for (unsigned x = 0; x < bd.x; x++) {
            threadIdx.x = x;
            cucc__access_at(x, x, 0, 0);
            for (long long i = base + x; i < n; i += stride) {
                Iterator it = first + i;
                wrapped(*it);
            }
        }
    }
}

template <typename Iterator, typename Function> const char *cucc__for_each_name(void)
{
    return "thrust::for_each";
}

template <typename Iterator, typename Function>
void cucc__for_each_kernel(Iterator first, long long n, Function f)
{
    typedef void (*self_t)(Iterator, long long, Function);
    void *args[] = {(void *)__builtin_addressof(first), (void *)__builtin_addressof(n),
                    (void *)__builtin_addressof(f), 0};
    cucc__launch_stub((const void *)(self_t)&cucc__for_each_kernel<Iterator, Function>, args);
    (void)cucc__kreg<self_t, (self_t)&cucc__for_each_kernel<Iterator, Function>, self_t,
                     (self_t)&cucc__for_each_body<Iterator, Function>, cucc__for_each_name<Iterator, Function>,
                     7, nullptr, (self_t)&cucc__for_each_blocks<Iterator, Function>>::r;
}

template <typename DerivedPolicy, typename RandomAccessIterator, typename Size, typename UnaryFunction>
RandomAccessIterator for_each_n(execution_policy<DerivedPolicy> &, RandomAccessIterator first, Size n, UnaryFunction f)
{
    if (n <= 0)
        return first;
    const long long count = (long long)n;
    if (cucc__on_device()) {
        thrust::detail::wrapped_function<UnaryFunction, void> wrapped(f);
        for (long long i = 0; i < count; i++) {
            RandomAccessIterator it = first + i;
            wrapped(*it);
        }
        return first + n;
    }
    const unsigned int threads = 256;
    const long long blocks = (count + threads - 1) / threads;
    const unsigned int grid = blocks > 0x7fffffffLL ? 0x7fffffffu : (unsigned int)blocks;
    /* (cucc__push_config3, not the static cucc__push_config: this template's
     * instances are one across translation units) */
    if (!cucc__push_config3(grid, 1, 1, threads, 1, 1, 0, 0))
        cucc__for_each_kernel<RandomAccessIterator, UnaryFunction>(first, count, f);
    /* as Thrust's CUDA system: a failed launch or a fault in the functor
     * throws */
    cudaError_t e = cudaGetLastError();
    if (e == cudaSuccess)
        e = cudaStreamSynchronize(0);
    if (e != cudaSuccess)
        throw thrust::system_error(e, thrust::cuda_category(), "for_each: failed");
    return first + n;
}

template <typename DerivedPolicy, typename RandomAccessIterator, typename UnaryFunction>
RandomAccessIterator for_each(execution_policy<DerivedPolicy> &s, RandomAccessIterator first, RandomAccessIterator last,
                              UnaryFunction f)
{
    return omp::detail::for_each_n(s, first, thrust::distance(first, last), f);
}

} // end namespace detail
} // end namespace omp
} // end namespace system
THRUST_NAMESPACE_END
