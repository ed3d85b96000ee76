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

template <typename T, typename Op> struct is_integral_plus { static const bool value = false; };
template <typename T> struct is_integral_plus<T, plus<T> > {
    static const bool value = integral<T>::value;
};

template <typename Group, typename T, typename Op>
__device__ inline T exclusive_from_inclusive(const Group &g, T incl, T v, Op &)
{
    if (is_integral_plus<T, typename plain<Op>::type>::value)
        return incl - v;
    T below = g.shfl_up(incl, 1);
    return g.thread_rank() == 0 ? T() : below;
}

} // namespace details

template <typename Group, typename T, typename Op>
__device__ inline auto inclusive_scan(const Group &g, T &&val, Op &&op) -> decltype(op(val, val))
{
    typedef decltype(op(val, val)) R;
    return details::scan_by_rank(g, (R)val, op);
}
template <typename Group, typename T>
__device__ inline typename details::plain<T>::type inclusive_scan(const Group &g, T &&val)
{
    typedef typename details::plain<T>::type R;
    plus<R> op;
    return details::scan_by_rank(g, (R)val, op);
}

template <typename Group, typename T, typename Op>
__device__ inline auto exclusive_scan(const Group &g, T &&val, Op &&op) -> decltype(op(val, val))
{
    typedef decltype(op(val, val)) R;
    R incl = details::scan_by_rank(g, (R)val, op);
    return details::exclusive_from_inclusive(g, incl, (R)val, op);
}
template <typename Group, typename T>
__device__ inline typename details::plain<T>::type exclusive_scan(const Group &g, T &&val)
{
    typedef typename details::plain<T>::type R;
    plus<R> op;
    R incl = details::scan_by_rank(g, (R)val, op);
    return details::exclusive_from_inclusive(g, incl, (R)val, op);
}

} // namespace cooperative_groups

#endif
