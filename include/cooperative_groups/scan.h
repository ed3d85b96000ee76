/*
 * cg::inclusive_scan and cg::exclusive_scan over a thread_block_tile or a
 * coalesced_group, in rank order, with cg::plus by default or any
 * callable taking two values.  An exclusive scan gives rank 0 the value
 * T() and the others the inclusive result of the rank below (for integer
 * sums, inclusive - own value, as CUDA computes it).
 */
#ifndef CUCC_COOPERATIVE_GROUPS_SCAN_H
#define CUCC_COOPERATIVE_GROUPS_SCAN_H

#include "../cooperative_groups.h"
#include "details/functional.h"

namespace cooperative_groups {

namespace details {

template <typename TyVal, typename _CuOp> struct is_integral_plus { static const bool value = false; };
template <typename TyVal> struct is_integral_plus<TyVal, plus<TyVal> > {
    static const bool value = integral<TyVal>::value;
};

template <typename Group, typename TyVal, typename _CuOp>
__device__ inline TyVal exclusive_from_inclusive(const Group &g, TyVal incl, TyVal v, _CuOp &)
{
    if (is_integral_plus<TyVal, typename plain<_CuOp>::type>::value)
        return incl - v;
    TyVal below = g.shfl_up(incl, 1);
    return g.thread_rank() == 0 ? TyVal() : below;
}

} // namespace details

template <typename Group, typename TyVal, typename _CuOp>
__device__ inline auto inclusive_scan(const Group &g, TyVal &&val, _CuOp &&op) -> decltype(op(val, val))
{
    typedef decltype(op(val, val)) _CuR;
    return details::scan_by_rank(g, (_CuR)val, op);
}
template <typename Group, typename TyVal>
__device__ inline typename details::plain<TyVal>::type inclusive_scan(const Group &g, TyVal &&val)
{
    typedef typename details::plain<TyVal>::type _CuR;
    plus<_CuR> op;
    return details::scan_by_rank(g, (_CuR)val, op);
}

template <typename Group, typename TyVal, typename _CuOp>
__device__ inline auto exclusive_scan(const Group &g, TyVal &&val, _CuOp &&op) -> decltype(op(val, val))
{
    typedef decltype(op(val, val)) _CuR;
    _CuR incl = details::scan_by_rank(g, (_CuR)val, op);
    return details::exclusive_from_inclusive(g, incl, (_CuR)val, op);
}
template <typename Group, typename TyVal>
__device__ inline typename details::plain<TyVal>::type exclusive_scan(const Group &g, TyVal &&val)
{
    typedef typename details::plain<TyVal>::type _CuR;
    plus<_CuR> op;
    _CuR incl = details::scan_by_rank(g, (_CuR)val, op);
    return details::exclusive_from_inclusive(g, incl, (_CuR)val, op);
}

} // namespace cooperative_groups

#endif
