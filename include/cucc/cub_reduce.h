/*
 * cub::DeviceReduce (Reduce, Sum, Min, Max, ArgMin, ArgMax) on cucc: a
 * loop on the host, in stream order (cub_host.h), where the result does
 * not depend on how the items are grouped: integer accumulators, and the
 * key-value pairs of ArgMin/ArgMax over integers.  Float and double
 * reductions keep CUB's kernels: a float sum rounds differently in
 * another order, and even Min (b < a ? b : a) picks between -0.0 and
 * +0.0, or lets a NaN through, by the order of its operands.
 *
 * Every DeviceReduce call (and Thrust's CUDA-system reduce) goes through
 * DispatchReduce<In, Out, Offset, Op, OutputT> with CUB's default policy,
 * so a partial specialisation for that policy takes them, as
 * cub_radix_sort.h does for the sort; the calls it does not run go to
 * the primary template with a policy derived from CUB's.
 *
 * What CUB's kernels compute (dispatch_reduce.cuh): the items converted
 * to the accumulator type (the output's value type, else the input's)
 * folded with reduction_op, then reduction_op(init, that); init alone
 * for an empty input.  CUB requires an associative, commutative
 * operator, and with one the fold's grouping does not matter.
 */
#ifndef CUCC_CUB_REDUCE_H
#define CUCC_CUB_REDUCE_H

#include "cucc/cub_host.h"

#include <cub/device/dispatch/dispatch_reduce.cuh>

CUB_NAMESPACE_BEGIN

namespace cucc_host
{
template <class K, class V> struct exact<KeyValuePair<K, V>> {
    static constexpr bool value = std::is_integral<V>::value;
};
} // namespace cucc_host

namespace cucc_reduce
{

template <class In, class Out, class Offset, class Op, class OutputT> struct job {
    typedef cub::detail::non_void_value_t<Out, cub::detail::value_t<In>> Acc;
    In in;
    Out out;
    Offset n;
    Op op;
    OutputT init;

    __host__ __device__ void run()
    {
        if (n <= 0) {
            *out = init;
            return;
        }
        Acc acc = in[0];
        for (Offset i = 1; i < n; i++)
            acc = op(acc, (Acc)in[i]);
        *out = op(init, acc);
    }
};

template <class In, class Out, class Offset, class Op, class OutputT>
struct cub_policy : DeviceReducePolicy<cub::detail::value_t<In>, OutputT, Offset, Op> {
};

} // namespace cucc_reduce

template <typename InputIteratorT, typename OutputIteratorT, typename OffsetT, typename ReductionOpT,
          typename OutputT>
struct DispatchReduce<InputIteratorT, OutputIteratorT, OffsetT, ReductionOpT, OutputT,
                      DeviceReducePolicy<cub::detail::value_t<InputIteratorT>, OutputT, OffsetT, ReductionOpT>> {
    typedef DispatchReduce<InputIteratorT, OutputIteratorT, OffsetT, ReductionOpT, OutputT,
                           cucc_reduce::cub_policy<InputIteratorT, OutputIteratorT, OffsetT, ReductionOpT, OutputT>>
        by_cub;
    typedef cucc_reduce::job<InputIteratorT, OutputIteratorT, OffsetT, ReductionOpT, OutputT> job_t;

    CUB_RUNTIME_FUNCTION __forceinline__ static cudaError_t
    Dispatch(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out,
             OffsetT num_items, ReductionOpT reduction_op, OutputT init, cudaStream_t stream, bool debug_synchronous)
    {
        if (!d_temp_storage) {
            size_t cub_bytes = 0;
            cudaError_t e = by_cub::Dispatch(NULL, cub_bytes, d_in, d_out, num_items, reduction_op, init, stream,
                                             debug_synchronous);
            temp_storage_bytes = cucc_host::query_bytes(e, cub_bytes);
            return cudaSuccess;
        }
        const bool exact = cucc_host::exact<typename job_t::Acc>::value && cucc_host::exact<OutputT>::value;
        cucc_host::where w = exact ? cucc_host::choose(stream) : cucc_host::BY_CUB;
        if (w == cucc_host::BY_CUB)
            return by_cub::Dispatch(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, reduction_op, init,
                                    stream, debug_synchronous);
        job_t j = {d_in, d_out, num_items, reduction_op, init};
        return cucc_host::launch(j, stream);
    }
};

CUB_NAMESPACE_END

#endif
