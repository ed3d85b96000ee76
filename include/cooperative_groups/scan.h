/*
 * cg::inclusive_scan and cg::exclusive_scan over a thread_block_tile or a
 * coalesced_group, in rank order, with cg::plus by default or any
 * callable taking two values.  An exclusive scan gives rank 0 the value
 * T() and the others the inclusive result of the rank below (for integer
 * sums, inclusive - own value, as CUDA computes it).
 *
 * A tile of several warps (64 to 1024 threads) scans each warp, then each
 * thread scans the totals of its tile's warps below its own as a warp
 * scans its lanes (the order in which an H200 rounds float sums: every
 * rank of 256- and 512-thread tiles, where summing the totals in order
 * rounded 146 to 168 of 512 differently; tests/e2e/cg_multi_warp_scan.cu)
 * and combines the last with its warp's result.
 */
#ifndef CUCC_COOPERATIVE_GROUPS_SCAN_H
#define CUCC_COOPERATIVE_GROUPS_SCAN_H

#include <new>
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

/* The inclusive scan of g and, where `excl`, the exclusive one there:
 * over the lanes of one warp (scan_lanes), or (scan_group) over a tile of
 * several warps too. */
template <typename Group, typename TyVal, typename _CuOp>
__device__ inline TyVal scan_lanes(const Group &g, TyVal v, _CuOp &op, TyVal *excl)
{
    TyVal incl = scan_by_rank(g, v, op);
    if (excl)
        *excl = exclusive_from_inclusive(g, incl, v, op);
    return incl;
}

template <typename Group, typename TyVal, typename _CuOp>
__device__ inline TyVal scan_group(const Group &g, TyVal v, _CuOp &op, TyVal *excl)
{
    return scan_lanes(g, v, op, excl);
}

template <unsigned int Size, typename ParentT, typename TyVal, typename _CuOp>
__device__ inline TyVal scan_group(const thread_block_tile<Size, ParentT> &g, TyVal v, _CuOp &op,
                                   TyVal *excl)
{
    if constexpr (Size <= 32) {
        return scan_lanes(g, v, op, excl);
    } else {
        const bool sum = is_integral_plus<TyVal, typename plain<_CuOp>::type>::value;
        /* each warp's scan; its total through the block's scratch (one
         * slot per warp; the worker runs one block at a time) */
        static thread_local union { TyVal v[32]; char none; } scratch;
        unsigned int lane = laneid(), warp = cta_rank() / 32, first = g.meta_group_rank() * (Size / 32);
        TyVal w = v;
        for (unsigned int i = 1; i < 32; i <<= 1) {
            TyVal up = __shfl_up_sync(0xffffffffu, w, i);
            if (i <= lane)
                w = op(w, up);
        }
        if (lane == 31)
            new (&scratch.v[warp]) TyVal(w);
        g.sync();
        TyVal incl = w;
        if (warp > first) {
            /* the warps' totals scanned as a warp scans its lanes */
            union { TyVal v[Size / 32]; char none; } t;
            unsigned int n = warp - first;
            for (unsigned int k = 0; k < n; k++)
                new (&t.v[k]) TyVal(scratch.v[first + k]);
            for (unsigned int i = 1; i < n; i <<= 1)
                for (unsigned int k = n - 1; k >= i; k--)
                    t.v[k] = op(t.v[k], t.v[k - i]);
            TyVal below = t.v[n - 1];
            incl = op(w, below);
            if (excl && !sum && lane == 0)
                *excl = below;
        } else if (excl && lane == 0) {
            *excl = TyVal();
        }
        g.sync();   /* before the scratch is used again */
        if (excl) {
            if (sum) {
                *excl = incl - v;
            } else {
                TyVal up = __shfl_up_sync(0xffffffffu, incl, 1);
                if (lane != 0)
                    *excl = up;
            }
        }
        return incl;
    }
}

/* op(old, total) into dst, atomically; the old value returned */
template <typename TyAtomic, typename TyVal, typename _CuOp>
__device__ inline TyVal atomic_combine(TyAtomic &dst, TyVal total, _CuOp &op)
{
    TyVal old = dst.load();
    while (!dst.compare_exchange_weak(old, op(old, total)))
        ;
    return old;
}

/* v of g's last member, to every member */
template <typename Group, typename TyVal>
__device__ inline TyVal from_last(const Group &g, TyVal v)
{
    return g.shfl(v, (int)g.size() - 1);
}

template <unsigned int Size, typename ParentT, typename TyVal>
__device__ inline TyVal from_last(const thread_block_tile<Size, ParentT> &g, TyVal v)
{
    if constexpr (Size <= 32) {
        return g.shfl(v, Size - 1);
    } else {
        static thread_local union { TyVal v[32]; char none; } slot;
        if (g.thread_rank() == Size - 1)
            new (&slot.v[g.meta_group_rank()]) TyVal(v);
        g.sync();
        TyVal r = slot.v[g.meta_group_rank()];
        g.sync();
        return r;
    }
}

template <typename Group> struct several_warps { static const bool value = false; };
template <unsigned int Size, typename ParentT> struct several_warps<thread_block_tile<Size, ParentT> > {
    static const bool value = Size > 32;
};

/* The scan of g's values after dst's value, dst then combined with all of
 * them by g's last member (inclusive_scan_update, exclusive_scan_update).
 * Rank 0's exclusive result is op(old, T()), but in a tile of several
 * warps the old value itself, as on an H200 (tests/e2e/cg_scan_update.cu:
 * a maximum of negative values). */
template <typename Group, typename TyAtomic, typename TyVal, typename _CuOp>
__device__ inline TyVal scan_update(const Group &g, TyAtomic &dst, TyVal v, _CuOp &op, bool exclusive)
{
    TyVal excl = TyVal();
    TyVal incl = scan_group(g, v, op, exclusive ? &excl : (TyVal *)0);
    TyVal old = TyVal();
    if (g.thread_rank() == g.size() - 1)
        old = atomic_combine(dst, incl, op);
    old = from_last(g, old);
    if (exclusive && several_warps<Group>::value && g.thread_rank() == 0)
        return old;
    return op(old, exclusive ? excl : incl);
}

} // namespace details

/* inclusive_scan_update and exclusive_scan_update: dst a cuda::atomic or
 * cuda::atomic_ref (<cuda/atomic>) of the values' type. */
template <typename Group, typename TyAtomic, typename TyVal, typename _CuOp>
__device__ inline auto inclusive_scan_update(const Group &g, TyAtomic &dst, TyVal &&val, _CuOp &&op)
    -> decltype(op(val, val))
{
    typedef decltype(op(val, val)) _CuR;
    return details::scan_update(g, dst, (_CuR)val, op, false);
}
template <typename Group, typename TyAtomic, typename TyVal>
__device__ inline auto inclusive_scan_update(const Group &g, TyAtomic &dst, TyVal &&val)
    -> typename details::plain<decltype(dst.load())>::type
{
    return inclusive_scan_update(g, dst, val, plus<typename details::plain<decltype(dst.load())>::type>());
}
template <typename Group, typename TyAtomic, typename TyVal, typename _CuOp>
__device__ inline auto exclusive_scan_update(const Group &g, TyAtomic &dst, TyVal &&val, _CuOp &&op)
    -> decltype(op(val, val))
{
    typedef decltype(op(val, val)) _CuR;
    return details::scan_update(g, dst, (_CuR)val, op, true);
}
template <typename Group, typename TyAtomic, typename TyVal>
__device__ inline auto exclusive_scan_update(const Group &g, TyAtomic &dst, TyVal &&val)
    -> typename details::plain<decltype(dst.load())>::type
{
    return exclusive_scan_update(g, dst, val, plus<typename details::plain<decltype(dst.load())>::type>());
}

template <typename Group, typename TyVal, typename _CuOp>
__device__ inline auto inclusive_scan(const Group &g, TyVal &&val, _CuOp &&op) -> decltype(op(val, val))
{
    typedef decltype(op(val, val)) _CuR;
    return details::scan_group(g, (_CuR)val, op, (_CuR *)0);
}
template <typename Group, typename TyVal>
__device__ inline typename details::plain<TyVal>::type inclusive_scan(const Group &g, TyVal &&val)
{
    return inclusive_scan(g, val, plus<typename details::plain<TyVal>::type>());
}

template <typename Group, typename TyVal, typename _CuOp>
__device__ inline auto exclusive_scan(const Group &g, TyVal &&val, _CuOp &&op) -> decltype(op(val, val))
{
    typedef decltype(op(val, val)) _CuR;
    _CuR excl = _CuR();
    details::scan_group(g, (_CuR)val, op, &excl);
    return excl;
}
template <typename Group, typename TyVal>
__device__ inline typename details::plain<TyVal>::type exclusive_scan(const Group &g, TyVal &&val)
{
    return exclusive_scan(g, val, plus<typename details::plain<TyVal>::type>());
}

} // namespace cooperative_groups

#endif
