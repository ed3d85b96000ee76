/*
 * cub::DeviceScan (InclusiveSum, ExclusiveSum, InclusiveScan,
 * ExclusiveScan) on cucc: a loop on the host, in stream order
 * (cub_host.h), where the accumulator is an integer type, so that every
 * grouping of an associative operator gives the same numbers.  Float and
 * double scans keep CUB's kernels, whose partial sums round as their
 * tiles and warps group them, which a left-to-right loop would not.
 *
 * Every DeviceScan call (and Thrust's CUDA-system scans) reaches
 * DispatchScan<In, Out, ScanOp, InitValue, Offset> with CUB's default
 * policy; a partial specialisation for that policy takes them, as
 * cub_reduce.h does, and sends the rest to the primary template.
 *
 * What CUB's kernels compute (agent_scan.cuh): the items converted to the
 * accumulator type (the initial value's type, else the input's value
 * type); inclusive: out[i] = in[0] op ... op in[i]; exclusive: out[0] =
 * init, out[i] = init op in[0] op ... op in[i-1].  The operator may be
 * non-commutative: the loop keeps the operands' order.  The initial value
 * is read when the scan runs (a cub::FutureValue reads device memory).
 */
#ifndef CUCC_CUB_SCAN_H
#define CUCC_CUB_SCAN_H

#include "cucc/cub_host.h"

#include <cub/device/dispatch/dispatch_scan.cuh>

CUB_NAMESPACE_BEGIN

namespace cucc_scan
{

template <class In, class Init> struct acc {
    typedef typename Init::value_type type;
};
template <class In> struct acc<In, NullType> {
    typedef cub::detail::value_t<In> type;
};

template <class In, class Out, class Op, class Init, class Offset> struct job {
    typedef typename acc<In, Init>::type Acc;
    In in;
    Out out;
    Op op;
    Init init;
    Offset n;

    __host__ __device__ void scan(Int2Type<true> /*inclusive*/)
    {
        Acc a = in[0];
        out[0] = a;
        for (Offset i = 1; i < n; i++) {
            a = op(a, (Acc)in[i]);
            out[i] = a;
        }
    }
    __host__ __device__ void scan(Int2Type<false> /*exclusive*/)
    {
        Acc a = init;
        for (Offset i = 0; i < n; i++) {
            Acc x = in[i];
            out[i] = a;
            a = op(a, x);
        }
    }
    __host__ __device__ void run()
    {
        if (n > 0)
            scan(Int2Type<std::is_same<Init, NullType>::value>());
    }
};

template <class In, class Init> struct cub_policy : DeviceScanPolicy<typename acc<In, Init>::type> {
};

} // namespace cucc_scan

template <typename InputIteratorT, typename OutputIteratorT, typename ScanOpT, typename InitValueT, typename OffsetT>
struct DispatchScan<InputIteratorT, OutputIteratorT, ScanOpT, InitValueT, OffsetT,
                    DeviceScanPolicy<typename cucc_scan::acc<InputIteratorT, InitValueT>::type>> {
    typedef DispatchScan<InputIteratorT, OutputIteratorT, ScanOpT, InitValueT, OffsetT,
                         cucc_scan::cub_policy<InputIteratorT, InitValueT>>
        by_cub;
    typedef cucc_scan::job<InputIteratorT, OutputIteratorT, ScanOpT, InitValueT, OffsetT> job_t;

    CUB_RUNTIME_FUNCTION __forceinline__ static cudaError_t
    Dispatch(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, OutputIteratorT d_out,
             ScanOpT scan_op, InitValueT init_value, OffsetT num_items, cudaStream_t stream, bool debug_synchronous)
    {
        if (!d_temp_storage) {
            size_t cub_bytes = 0;
            cudaError_t e = by_cub::Dispatch(NULL, cub_bytes, d_in, d_out, scan_op, init_value, num_items, stream,
                                             debug_synchronous);
            temp_storage_bytes = cucc_host::query_bytes(e, cub_bytes);
            return cudaSuccess;
        }
        cucc_host::where w = cucc_host::exact<typename job_t::Acc>::value ? cucc_host::choose(stream)
                                                                          : cucc_host::BY_CUB;
        if (w == cucc_host::BY_CUB)
            return by_cub::Dispatch(d_temp_storage, temp_storage_bytes, d_in, d_out, scan_op, init_value, num_items,
                                    stream, debug_synchronous);
        job_t j = {d_in, d_out, scan_op, init_value, num_items};
        return cucc_host::launch(j, stream);
    }
};

CUB_NAMESPACE_END

#endif
