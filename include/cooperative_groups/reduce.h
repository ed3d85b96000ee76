/*
 * cg::reduce (Programming Guide, "Cooperative Groups", group collectives):
 * every member of a thread_block_tile or coalesced_group gets op applied
 * over the values of all members.  The function objects cg::plus, less
 * (minimum), greater (maximum), bit_and, bit_or and bit_xor, or any
 * callable taking two values.
 *
 * The order of the operations is CUDA's, so that floating-point results
 * are the GPU's bit for bit: a butterfly of shfl_xor over a tile (and over
 * a coalesced group of 32), otherwise an inclusive scan by rank whose last
 * member broadcasts.
 */
#ifndef CUCC_COOPERATIVE_GROUPS_REDUCE_H
#define CUCC_COOPERATIVE_GROUPS_REDUCE_H

#include <new>
#include "../cooperative_groups.h"
#include "details/functional.h"

namespace cooperative_groups {

namespace details {

template <unsigned int Size, typename ParentT, typename TyVal, typename _CuOp>
__device__ inline TyVal reduce_group(const thread_block_tile<Size, ParentT> &g, TyVal v, _CuOp &op)
{
    if constexpr (Size <= 32) {
        for (unsigned int m = Size >> 1; m > 0; m >>= 1)
            v = op(v, g.shfl_xor(v, m));
        return v;
    } else {
        /* a tile of several warps: each warp's value, through the block's
         * scratch (one slot per warp; the worker runs one block at a time),
         * then every thread combines its tile's in warp order */
        static thread_local union { TyVal v[32]; char none; } scratch;
        for (unsigned int m = 16; m > 0; m >>= 1)
            v = op(v, __shfl_xor_sync(0xffffffffu, v, m));
        unsigned int warp = cta_rank() / 32, first = g.meta_group_rank() * (Size / 32);
        unsigned int warps = (multi_tile_count(Size, g.meta_group_rank()) + 31) / 32;
        if (laneid() == 0)
            new (&scratch.v[warp]) TyVal(v);
        g.sync();
        TyVal r = scratch.v[first];
        for (unsigned int w = 1; w < warps; w++)
            r = op(r, scratch.v[first + w]);
        g.sync();   /* before the scratch is used again */
        return r;
    }
}

template <typename TyVal, typename _CuOp>
__device__ inline TyVal reduce_group(const coalesced_group &g, TyVal v, _CuOp &op)
{
    unsigned int mask = group_access::mask(g);
    if (g.size() == 32) {
        for (unsigned int m = 16; m > 0; m >>= 1)
            v = op(v, cucc__warp_value<TyVal>(CUCC_WARP_SHFL_XOR, mask, v, (int)m, 32));
        return v;
    }
    v = scan_by_rank(g, v, op);
    return cucc__warp_value<TyVal>(CUCC_WARP_SHFL_IDX, mask, v, 31 - __clz((int)mask), 32);
}

} // namespace details

template <typename Group, typename TyVal, typename _CuOp>
__device__ inline auto reduce(const Group &g, TyVal &&val, _CuOp &&op) -> decltype(op(val, val))
{
    typedef decltype(op(val, val)) _CuR;
    return details::reduce_group(g, (_CuR)val, op);
}

} // namespace cooperative_groups

#endif
