/*
 * cg::memcpy_async(group, dst, src, bytes) and cg::wait(group) /
 * cg::wait_prior<N>(group) (Programming Guide, "Asynchronous Data
 * Copies" with cooperative groups).  The copy is collective over the
 * group: here each member copies its share at once, and wait() is the
 * group's barrier, after which every member sees the whole copy, which is
 * all the guide promises.
 */
#ifndef CUCC_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H
#define CUCC_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H

#include "../cooperative_groups.h"

namespace cooperative_groups {

template <class Group>
__device__ inline void memcpy_async(const Group &g, void *dst, const void *src, size_t bytes)
{
    size_t n = (size_t)g.size(), r = (size_t)g.thread_rank();
    size_t share = (bytes + n - 1) / n, from = r * share;
    if (from < bytes)
        memcpy((char *)dst + from, (const char *)src + from, bytes - from < share ? bytes - from : share);
}
template <class Group, class TyVal>
__device__ inline void memcpy_async(const Group &g, TyVal *dst, size_t dst_count, const TyVal *src, size_t src_count)
{
    memcpy_async(g, (void *)dst, (const void *)src, (dst_count < src_count ? dst_count : src_count) * sizeof(TyVal));
}

template <class Group> __device__ inline void wait(const Group &g) { g.sync(); }
template <unsigned int _CuN, class Group> __device__ inline void wait_prior(const Group &g) { g.sync(); }

} // namespace cooperative_groups

#endif
