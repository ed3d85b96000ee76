/*
 * cub::DeviceSelect (If, Flagged, Unique) and cub::DevicePartition (If,
 * Flagged) on cucc: one pass on the host, in stream order (cub_host.h).
 *
 * All five reach DispatchSelectIf<In, Flags, Out, NumSelected, SelectOp,
 * EqualityOp, Offset, KEEP_REJECTS>, which has no policy parameter to
 * specialise on, so CUB's class is read here under another name
 * (cucc_cub_DispatchSelectIf, its include guard then keeps it from being
 * read again) and DispatchSelectIf is ours, with the same parameters and
 * the same Dispatch.  What CUB's agent (agent_select_if.cuh) decides, the
 * loop decides the same way:
 *   - a selection functor (SelectOp not NullType): select_op(item);
 *   - else flags (their value type not NullType): static_cast<bool>(flag);
 *   - else runs: item i is kept when i == 0 or !equality_op(in[i-1], in[i]).
 * Kept items go to the front in order; with KEEP_REJECTS (partition) the
 * rejected ones go to the back in reverse order, the r-th rejected item
 * at num_items - 1 - r; *d_num_selected_out = the number kept, 0 for an
 * empty input.  Items are read as the input's value type, as CUB does.
 */
#ifndef CUCC_CUB_SELECT_H
#define CUCC_CUB_SELECT_H

#include "cucc/cub_host.h"

#define DispatchSelectIf cucc_cub_DispatchSelectIf
#include <cub/device/dispatch/dispatch_select_if.cuh>
#undef DispatchSelectIf

CUB_NAMESPACE_BEGIN

namespace cucc_select
{

enum method { BY_OP, BY_FLAGS, BY_RUNS };

template <class In, class Flags, class Out, class Num, class SelectOp, class EqualityOp, class Offset,
          bool KEEP_REJECTS>
struct job {
    typedef cub::detail::value_t<In> T;
    typedef cub::detail::value_t<Flags> FlagT;
    static constexpr method how = !std::is_same<SelectOp, NullType>::value ? BY_OP
                                  : !std::is_same<FlagT, NullType>::value ? BY_FLAGS
                                                                           : BY_RUNS;
    In in;
    Flags flags;
    Out out;
    Num num_selected;
    SelectOp select_op;
    EqualityOp equality_op;
    Offset n;

    __host__ __device__ bool keep(Offset i, const T &item, const T *prev, Int2Type<BY_OP>)
    {
        (void)i, (void)prev;
        return select_op(item);
    }
    __host__ __device__ bool keep(Offset i, const T &item, const T *prev, Int2Type<BY_FLAGS>)
    {
        (void)item, (void)prev;
        FlagT f = flags[i];
        return static_cast<bool>(f);
    }
    __host__ __device__ bool keep(Offset i, const T &item, const T *prev, Int2Type<BY_RUNS>)
    {
        return i == 0 || !equality_op(*prev, item);
    }

    __host__ __device__ void run()
    {
        Offset kept = 0, rejected = 0;
        if (n > 0) {
            T prev = in[0];
            for (Offset i = 0; i < n; i++) {
                T item = in[i];
                if (keep(i, item, &prev, Int2Type<how>()))
                    out[kept++] = item;
                else if (KEEP_REJECTS)
                    out[n - 1 - rejected++] = item;
                if (how == BY_RUNS)
                    prev = item;
            }
        }
        *num_selected = kept;
    }
};

} // namespace cucc_select

template <typename InputIteratorT, typename FlagsInputIteratorT, typename SelectedOutputIteratorT,
          typename NumSelectedIteratorT, typename SelectOpT, typename EqualityOpT, typename OffsetT,
          bool KEEP_REJECTS>
struct DispatchSelectIf {
    typedef cucc_cub_DispatchSelectIf<InputIteratorT, FlagsInputIteratorT, SelectedOutputIteratorT,
                                      NumSelectedIteratorT, SelectOpT, EqualityOpT, OffsetT, KEEP_REJECTS>
        by_cub;

    CUB_RUNTIME_FUNCTION __forceinline__ static cudaError_t
    Dispatch(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in, FlagsInputIteratorT d_flags,
             SelectedOutputIteratorT d_selected_out, NumSelectedIteratorT d_num_selected_out, SelectOpT select_op,
             EqualityOpT equality_op, OffsetT num_items, cudaStream_t stream, bool debug_synchronous)
    {
        if (!d_temp_storage) {
            size_t cub_bytes = 0;
            cudaError_t e = by_cub::Dispatch(NULL, cub_bytes, d_in, d_flags, d_selected_out, d_num_selected_out,
                                             select_op, equality_op, num_items, stream, debug_synchronous);
            temp_storage_bytes = cucc_host::query_bytes(e, cub_bytes);
            return cudaSuccess;
        }
        cucc_host::where w = cucc_host::choose(stream);
        if (w == cucc_host::BY_CUB)
            return by_cub::Dispatch(d_temp_storage, temp_storage_bytes, d_in, d_flags, d_selected_out,
                                    d_num_selected_out, select_op, equality_op, num_items, stream,
                                    debug_synchronous);
        cucc_select::job<InputIteratorT, FlagsInputIteratorT, SelectedOutputIteratorT, NumSelectedIteratorT,
                         SelectOpT, EqualityOpT, OffsetT, KEEP_REJECTS>
            j = {d_in, d_flags, d_selected_out, d_num_selected_out, select_op, equality_op, num_items};
        return cucc_host::launch(j, stream);
    }
};

CUB_NAMESPACE_END

#endif
