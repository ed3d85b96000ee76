/*
 * cub::DeviceRunLengthEncode (Encode, NonTrivialRuns) and
 * cub::DeviceReduce::ReduceByKey on cucc: one pass on the host, in
 * stream order (cub_host.h).
 *
 * NonTrivialRuns reaches DeviceRleDispatch; Encode is a ReduceByKey of
 * ones (DispatchReduceByKey with cub::Sum).  Neither class has a policy
 * parameter, so, as in cub_select.h, CUB's are read under other names
 * and these take their places with the same Dispatch.  A run is a longest
 * stretch of items whose neighbours are equal, equality_op(in[i-1], in[i])
 * (CUB flags the heads where it is false).
 *   - NonTrivialRuns: the offset and length of each run longer than one,
 *     in order, and their number.
 *   - ReduceByKey: each run's first key, the run's values folded left to
 *     right with reduction_op in the accumulator type (the aggregates'
 *     value type, else the values'), and the number of runs.  Integer
 *     accumulators only: the sum of a float run depends on where CUB's
 *     tiles split it, so those calls keep CUB's kernels.
 */
#ifndef CUCC_CUB_RLE_H
#define CUCC_CUB_RLE_H

#include "cucc/cub_host.h"

#define DeviceRleDispatch cucc_cub_DeviceRleDispatch
#include <cub/device/dispatch/dispatch_rle.cuh>
#undef DeviceRleDispatch
#define DispatchReduceByKey cucc_cub_DispatchReduceByKey
#include <cub/device/dispatch/dispatch_reduce_by_key.cuh>
#undef DispatchReduceByKey

CUB_NAMESPACE_BEGIN

namespace cucc_rle
{

template <class In, class OffsetsOut, class LengthsOut, class NumOut, class EqualityOp, class Offset>
struct nontrivial_job {
    In in;
    OffsetsOut offsets;
    LengthsOut lengths;
    NumOut num_runs;
    EqualityOp equality_op;
    Offset n;

    __host__ __device__ void run()
    {
        typedef cub::detail::value_t<In> T;
        Offset runs = 0;
        Offset start = 0;
        if (n > 0) {
            T prev = in[0];
            for (Offset i = 1; i <= n; i++) {
                bool head = i == n;
                if (!head) {
                    T item = in[i];
                    head = !equality_op(prev, item);
                    prev = item;
                }
                if (head) {
                    if (i - start > 1) {
                        offsets[runs] = start;
                        lengths[runs] = i - start;
                        runs++;
                    }
                    start = i;
                }
            }
        }
        *num_runs = runs;
    }
};

template <class KeysIn, class UniqueOut, class ValuesIn, class AggregatesOut, class NumOut, class EqualityOp,
          class ReductionOp, class Offset, class Acc>
struct by_key_job {
    KeysIn keys;
    UniqueOut unique;
    ValuesIn values;
    AggregatesOut aggregates;
    NumOut num_runs;
    EqualityOp equality_op;
    ReductionOp reduction_op;
    Offset n;

    __host__ __device__ void run()
    {
        /* keys compared as the unique output's type, as CUB does (float
         * keys into an int output: runs of equal ints) */
        typedef cub::detail::non_void_value_t<UniqueOut, cub::detail::value_t<KeysIn>> K;
        Offset runs = 0;
        if (n > 0) {
            K prev = keys[0];
            Acc acc = values[0];
            unique[0] = prev;
            for (Offset i = 1; i < n; i++) {
                K key = keys[i];
                if (!equality_op(prev, key)) {
                    aggregates[runs++] = acc;
                    unique[runs] = key;
                    acc = values[i];
                } else {
                    acc = reduction_op(acc, (Acc)values[i]);
                }
                prev = key;
            }
            aggregates[runs++] = acc;
        }
        *num_runs = runs;
    }
};

} // namespace cucc_rle

template <typename InputIteratorT, typename OffsetsOutputIteratorT, typename LengthsOutputIteratorT,
          typename NumRunsOutputIteratorT, typename EqualityOpT, typename OffsetT>
struct DeviceRleDispatch {
    typedef cucc_cub_DeviceRleDispatch<InputIteratorT, OffsetsOutputIteratorT, LengthsOutputIteratorT,
                                       NumRunsOutputIteratorT, EqualityOpT, OffsetT>
        by_cub;

    CUB_RUNTIME_FUNCTION __forceinline__ static cudaError_t
    Dispatch(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in,
             OffsetsOutputIteratorT d_offsets_out, LengthsOutputIteratorT d_lengths_out,
             NumRunsOutputIteratorT d_num_runs_out, EqualityOpT equality_op, OffsetT num_items,
             cudaStream_t stream, bool debug_synchronous)
    {
        if (!d_temp_storage) {
            size_t cub_bytes = 0;
            cudaError_t e = by_cub::Dispatch(NULL, cub_bytes, d_in, d_offsets_out, d_lengths_out, d_num_runs_out,
                                             equality_op, num_items, stream, debug_synchronous);
            temp_storage_bytes = cucc_host::query_bytes(e, cub_bytes);
            return cudaSuccess;
        }
        cucc_host::where w = cucc_host::choose(stream);
        if (w == cucc_host::BY_CUB)
            return by_cub::Dispatch(d_temp_storage, temp_storage_bytes, d_in, d_offsets_out, d_lengths_out,
                                    d_num_runs_out, equality_op, num_items, stream, debug_synchronous);
        cucc_rle::nontrivial_job<InputIteratorT, OffsetsOutputIteratorT, LengthsOutputIteratorT,
                                 NumRunsOutputIteratorT, EqualityOpT, OffsetT>
            j = {d_in, d_offsets_out, d_lengths_out, d_num_runs_out, equality_op, num_items};
        return cucc_host::launch(j, stream);
    }
};

template <typename KeysInputIteratorT, typename UniqueOutputIteratorT, typename ValuesInputIteratorT,
          typename AggregatesOutputIteratorT, typename NumRunsOutputIteratorT, typename EqualityOpT,
          typename ReductionOpT, typename OffsetT>
struct DispatchReduceByKey {
    typedef cucc_cub_DispatchReduceByKey<KeysInputIteratorT, UniqueOutputIteratorT, ValuesInputIteratorT,
                                         AggregatesOutputIteratorT, NumRunsOutputIteratorT, EqualityOpT,
                                         ReductionOpT, OffsetT>
        by_cub;
    typedef cub::detail::non_void_value_t<AggregatesOutputIteratorT, cub::detail::value_t<ValuesInputIteratorT>>
        Acc;

    CUB_RUNTIME_FUNCTION __forceinline__ static cudaError_t
    Dispatch(void *d_temp_storage, size_t &temp_storage_bytes, KeysInputIteratorT d_keys_in,
             UniqueOutputIteratorT d_unique_out, ValuesInputIteratorT d_values_in,
             AggregatesOutputIteratorT d_aggregates_out, NumRunsOutputIteratorT d_num_runs_out,
             EqualityOpT equality_op, ReductionOpT reduction_op, OffsetT num_items, cudaStream_t stream,
             bool debug_synchronous)
    {
        if (!d_temp_storage) {
            size_t cub_bytes = 0;
            cudaError_t e = by_cub::Dispatch(NULL, cub_bytes, d_keys_in, d_unique_out, d_values_in,
                                             d_aggregates_out, d_num_runs_out, equality_op, reduction_op,
                                             num_items, stream, debug_synchronous);
            temp_storage_bytes = cucc_host::query_bytes(e, cub_bytes);
            return cudaSuccess;
        }
        cucc_host::where w = cucc_host::exact<Acc>::value ? cucc_host::choose(stream) : cucc_host::BY_CUB;
        if (w == cucc_host::BY_CUB)
            return by_cub::Dispatch(d_temp_storage, temp_storage_bytes, d_keys_in, d_unique_out, d_values_in,
                                    d_aggregates_out, d_num_runs_out, equality_op, reduction_op, num_items,
                                    stream, debug_synchronous);
        cucc_rle::by_key_job<KeysInputIteratorT, UniqueOutputIteratorT, ValuesInputIteratorT,
                             AggregatesOutputIteratorT, NumRunsOutputIteratorT, EqualityOpT, ReductionOpT,
                             OffsetT, Acc>
            j = {d_keys_in, d_unique_out, d_values_in, d_aggregates_out, d_num_runs_out,
                 equality_op, reduction_op, num_items};
        return cucc_host::launch(j, stream);
    }
};

CUB_NAMESPACE_END

#endif
