/*
 * Cooperative groups (Programming Guide, "Cooperative Groups"): named
 * groups of threads with their own ranks, barriers and collectives.
 *
 *   thread_group          any group, by value (size, thread_rank, sync)
 *   thread_block          this_thread_block(): the block, __syncthreads
 *   grid_group            this_grid(): the grid; sync() needs a launch by
 *                         cudaLaunchCooperativeKernel (cucc__grid_sync)
 *   thread_block_tile<N>  tiled_partition<N>(parent): N = 1..32 consecutive
 *                         threads of a warp, warp collectives with ranks
 *                         relative to the tile; N = 64..1024, several warps:
 *                         ranks, sync (cucc__part_barrier) and cg::reduce
 *   coalesced_group       coalesced_threads(): the lanes converged at the
 *                         call (__activemask, src/rt/warp.c), collectives
 *                         by rank in the group
 *   tiled_partition(g, n) dynamic tiles of a block, a tile or a coalesced
 *                         group, as thread_group / coalesced_group
 *   cluster_group         this_cluster(): a launch without clusters has
 *                         clusters of one block
 *
 * A group lives in the threads that hold it: the tiles and coalesced
 * groups of one warp are described by their member lanes in that warp,
 * and every collective is a warp collective over those lanes (cucc's
 * device_warp.h), whatever the group's C++ type.  cooperative_groups/
 * reduce.h, scan.h and memcpy_async.h add the algorithms.
 */
#ifndef CUCC_COOPERATIVE_GROUPS_H
#define CUCC_COOPERATIVE_GROUPS_H
#define _COOPERATIVE_GROUPS_H_     /* NVIDIA's include guard: programs test it */

#ifdef __cplusplus

#include "cucc/keywords.h"
#include "vector_types.h"
#include "device_launch_parameters.h"
#include "cucc/device_functions.h"

namespace cooperative_groups {

class thread_group;
class thread_block;
class grid_group;
class coalesced_group;
template <unsigned int Size, typename ParentT = void> class thread_block_tile;

namespace details {

/* Group kinds (thread_group::get_type), numbered as in CUDA. */
const unsigned int coalesced_group_id = 1;
const unsigned int grid_group_id = 3;
const unsigned int thread_block_id = 4;
const unsigned int cluster_group_id = 6;
/* cucc's own kind: tiles of 64 to 1024 threads (several warps). */
const unsigned int multi_tile_group_id = 8;

__device__ inline unsigned int cta_size() { return blockDim.x * blockDim.y * blockDim.z; }
__device__ inline unsigned int cta_rank()
{
    return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
/* The caller's lane (Programming Guide: lanes are consecutive thread ranks
 * of the block, 32 to a warp) and the mask of the lanes below it. */
__device__ inline unsigned int laneid() { return cta_rank() & 31u; }
__device__ inline unsigned int lanemask_lt() { return (1u << laneid()) - 1u; }
__device__ inline unsigned long long grid_blocks()
{
    return (unsigned long long)gridDim.x * gridDim.y * gridDim.z;
}
__device__ inline unsigned long long grid_block_rank()
{
    return blockIdx.x + (unsigned long long)gridDim.x * (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
}
/* A group's lane mask packed into rank order: bit k is the member of rank
 * k (coalesced ballots and matches). */
__device__ inline unsigned int pack_lanes(unsigned int members, unsigned int lanes)
{
    unsigned int out = 0, rank = 0;
    for (unsigned int m = members; m; m &= m - 1, rank++)
        if (lanes & (m & (0u - m)))
            out |= 1u << rank;
    return out;
}
/* The bits of a value for a match, as __match_any_sync compares them. */
template <class TyVal>
__device__ inline unsigned long long match_bits(TyVal v)
{
    static_assert(sizeof(TyVal) <= 8, "match takes values of at most 8 bytes");
    unsigned long long bits = 0;
    memcpy(&bits, &v, sizeof v);
    return bits;
}
/* Device-side failure of a group operation (a tile size CUDA rejects):
 * the grid ends with cudaErrorLaunchFailure, as __trap() would. */
__device__ inline void abort_group() { cucc__trap(cudaErrorLaunchFailure); }

struct group_access;

} // namespace details

/* The generic group.  Every group converts to it by value; it keeps what
 * the operations need: the kind and, for tiles and coalesced groups, the
 * member lanes of the caller's warp. */
class thread_group {
protected:
    unsigned int type_;
    unsigned int mask_;         /* coalesced kind: member lanes */
    unsigned int size_;         /* coalesced kind: number of members */
    unsigned int meta_rank_;    /* coalesced kind: rank among the parent's partitions */
    unsigned int meta_size_;
    bool tiled_;                /* members are the consecutive lanes of a tile */

    __device__ explicit thread_group(unsigned int type)
        : type_(type), mask_(0), size_(0), meta_rank_(0), meta_size_(1), tiled_(false) {}

    friend struct details::group_access;

public:
    __device__ unsigned long long size() const;
    __device__ unsigned long long num_threads() const { return size(); }
    __device__ unsigned long long thread_rank() const;
    __device__ void sync() const;
    __device__ unsigned int get_type() const { return type_; }
};

namespace details {
struct group_access {
    __device__ static thread_group make(unsigned int type) { return thread_group(type); }
    __device__ static unsigned int mask(const thread_group &g) { return g.mask_; }
    __device__ static bool tiled(const thread_group &g) { return g.tiled_; }
    __device__ static void set(thread_group &g, unsigned int mask, unsigned int size, unsigned int meta_rank,
                               unsigned int meta_size, bool tiled)
    {
        g.mask_ = mask;
        g.size_ = size;
        g.meta_rank_ = meta_rank;
        g.meta_size_ = meta_size;
        g.tiled_ = tiled;
    }
};
} // namespace details

/* The thread block (this_thread_block()). */
class thread_block : public thread_group {
    friend __device__ thread_block this_thread_block();
    __device__ thread_block() : thread_group(details::thread_block_id) {}

public:
    static const unsigned int _group_id = details::thread_block_id;
    struct arrival_token {};

    __device__ static void sync() { __syncthreads(); }
    __device__ arrival_token barrier_arrive() const { return arrival_token(); }
    __device__ void barrier_wait(arrival_token &&) const { __syncthreads(); }
    __device__ static unsigned int size() { return details::cta_size(); }
    __device__ static unsigned int num_threads() { return details::cta_size(); }
    __device__ static unsigned int thread_rank() { return details::cta_rank(); }
    __device__ static dim3 group_index() { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
    __device__ static dim3 thread_index() { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
    __device__ static dim3 dim_threads() { return dim3(blockDim.x, blockDim.y, blockDim.z); }
    __device__ static dim3 group_dim() { return dim_threads(); }
};

__device__ inline thread_block this_thread_block() { return thread_block(); }

/* Scratch space a block reserves for tiles larger than a warp (CUDA 11.1+):
 * `__shared__ block_tile_memory<N> s; auto b = this_thread_block(s);`.
 * cucc's tiles need no scratch: it only has to exist. */
template <unsigned int MaxBlockSize = 1024> struct block_tile_memory {
};

template <unsigned int MaxBlockSize>
__device__ inline thread_block this_thread_block(block_tile_memory<MaxBlockSize> &)
{
    return this_thread_block();
}

/* The grid (this_grid()).  sync() is a barrier over every thread of the
 * grid; it needs a cooperative launch (is_valid()), elsewhere the grid
 * fails with cudaErrorLaunchFailure. */
class grid_group : public thread_group {
    friend __device__ grid_group this_grid();
    __device__ grid_group() : thread_group(details::grid_group_id) {}

public:
    static const unsigned int _group_id = details::grid_group_id;
    typedef unsigned int arrival_token;

    __device__ bool is_valid() const { return cucc__grid_is_cooperative() != 0; }
    /* forced inline: synccheck's report names the caller's line (the
     * runtime leaves cucc's headers out) */
    __device__ __forceinline__ void sync() const { cucc__grid_sync(); }
    __device__ arrival_token barrier_arrive() const { return 0; }
    __device__ __forceinline__ void barrier_wait(arrival_token &&) const { cucc__grid_sync(); }
    __device__ static unsigned long long num_blocks() { return details::grid_blocks(); }
    __device__ static unsigned long long block_rank() { return details::grid_block_rank(); }
    __device__ static unsigned long long num_threads() { return num_blocks() * details::cta_size(); }
    __device__ static unsigned long long size() { return num_threads(); }
    __device__ static unsigned long long thread_rank()
    {
        return block_rank() * details::cta_size() + details::cta_rank();
    }
    __device__ static dim3 dim_blocks() { return dim3(gridDim.x, gridDim.y, gridDim.z); }
    __device__ static dim3 group_dim() { return dim_blocks(); }
    __device__ static dim3 block_index() { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
    __device__ static dim3 dim_threads()
    {
        return dim3(gridDim.x * blockDim.x, gridDim.y * blockDim.y, gridDim.z * blockDim.z);
    }
    __device__ static dim3 thread_index()
    {
        return dim3(blockIdx.x * blockDim.x + threadIdx.x, blockIdx.y * blockDim.y + threadIdx.y,
                    blockIdx.z * blockDim.z + threadIdx.z);
    }
};

__device__ inline grid_group this_grid() { return grid_group(); }

/* Thread block clusters (sm_90): a launch without a cluster dimension has
 * clusters of one block, which is all cucc launches. */
class cluster_group : public thread_group {
    friend __device__ cluster_group this_cluster();
    __device__ cluster_group() : thread_group(details::cluster_group_id) {}

public:
    struct arrival_token {};
    __device__ static void sync() { __syncthreads(); }
    __device__ static arrival_token barrier_arrive() { return arrival_token(); }
    __device__ static void barrier_wait() { __syncthreads(); }
    __device__ static void barrier_wait(arrival_token &&) { __syncthreads(); }
    __device__ static unsigned int query_shared_rank(const void *) { return 0; }
    template <class TyVal> __device__ static TyVal *map_shared_rank(TyVal *addr, int) { return addr; }
    __device__ static dim3 block_index() { return dim3(0, 0, 0); }
    __device__ static unsigned int block_rank() { return 0; }
    __device__ static dim3 thread_index() { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
    __device__ static unsigned int thread_rank() { return details::cta_rank(); }
    __device__ static dim3 dim_blocks() { return dim3(1, 1, 1); }
    __device__ static unsigned int num_blocks() { return 1; }
    __device__ static dim3 dim_threads() { return dim3(blockDim.x, blockDim.y, blockDim.z); }
    __device__ static unsigned int num_threads() { return details::cta_size(); }
    __device__ static unsigned int size() { return details::cta_size(); }
};

__device__ inline cluster_group this_cluster() { return cluster_group(); }

/* The lanes of a warp that were converged at coalesced_threads(), or a
 * partition of a group into tiles.  Ranks count the members in lane
 * order; collectives name members by rank. */
class coalesced_group : public thread_group {
    friend struct details::group_access;

    __device__ unsigned int lane_of_rank(unsigned int rank) const
    {
        return size_ == 32 ? rank : __fns(mask_, 0, (int)rank + 1);
    }

public:
    static const unsigned int _group_id = details::coalesced_group_id;

    __device__ explicit coalesced_group(unsigned int mask) : thread_group(details::coalesced_group_id)
    {
        mask_ = mask;
        size_ = (unsigned int)__popc(mask);
    }

    __device__ unsigned int num_threads() const { return size_; }
    __device__ unsigned int size() const { return size_; }
    __device__ unsigned int thread_rank() const { return (unsigned int)__popc(mask_ & details::lanemask_lt()); }
    __device__ unsigned int meta_group_rank() const { return meta_rank_; }
    __device__ unsigned int meta_group_size() const { return meta_size_; }
    __device__ void sync() const { __syncwarp(mask_); }

    template <class TyVal> __device__ TyVal shfl(TyVal var, unsigned int srcRank) const
    {
        return cucc__warp_value<TyVal>(CUCC_WARP_SHFL_IDX, mask_, var, (int)lane_of_rank(srcRank), 32);
    }
    /* The member delta ranks above (below); past the end, the caller's own. */
    template <class TyVal> __device__ TyVal shfl_down(TyVal var, unsigned int delta) const
    {
        if (size_ == 32)
            return cucc__warp_value<TyVal>(CUCC_WARP_SHFL_DOWN, mask_, var, (int)delta, 32);
        unsigned int lane = __fns(mask_, details::laneid(), (int)delta + 1);
        if (lane >= 32)
            lane = details::laneid();
        return cucc__warp_value<TyVal>(CUCC_WARP_SHFL_IDX, mask_, var, (int)lane, 32);
    }
    template <class TyVal> __device__ TyVal shfl_up(TyVal var, unsigned int delta) const
    {
        if (size_ == 32)
            return cucc__warp_value<TyVal>(CUCC_WARP_SHFL_UP, mask_, var, (int)delta, 32);
        unsigned int lane = __fns(mask_, details::laneid(), -((int)delta + 1));
        if (lane >= 32)
            lane = details::laneid();
        return cucc__warp_value<TyVal>(CUCC_WARP_SHFL_IDX, mask_, var, (int)lane, 32);
    }

    __device__ int any(int predicate) const { return __ballot_sync(mask_, predicate) != 0; }
    __device__ int all(int predicate) const { return __ballot_sync(mask_, predicate) == mask_; }
    __device__ unsigned int ballot(int predicate) const
    {
        return details::pack_lanes(mask_, __ballot_sync(mask_, predicate));
    }
    template <class TyVal> __device__ unsigned int match_any(TyVal val) const
    {
        unsigned int m = (unsigned int)cucc__warp_op(CUCC_WARP_MATCH_ANY, mask_, details::match_bits(val), 0, 32);
        return details::pack_lanes(mask_, m);
    }
    template <class TyVal> __device__ unsigned int match_all(TyVal val, int &pred) const
    {
        unsigned long long r = cucc__warp_op(CUCC_WARP_MATCH_ALL, mask_, details::match_bits(val), 0, 32);
        pred = (int)(r >> 32);
        return details::pack_lanes(mask_, (unsigned int)r);
    }
};

/* coalesced_threads(): the group of the lanes converged with the caller.
 * Like __activemask(), a macro in use so that each call in the source is a
 * program point of its own (cucc/device_warp.h); the function itself can
 * still be named (&coalesced_threads). */
__device__ __forceinline__ coalesced_group cucc__coalesced_threads_here(int site)
{
    return coalesced_group(cucc__activemask_at(site, __builtin_return_address(0)));
}
__device__ __forceinline__ coalesced_group coalesced_threads()
{
    return coalesced_group(cucc__activemask_at(-1, __builtin_return_address(0)));
}
#define coalesced_threads() cucc__coalesced_threads_here(__COUNTER__)

namespace details {

/* Tiles of Size consecutive lanes (Size = 1, 2, 4, ..., 32), the common
 * part of every thread_block_tile<Size, ParentT>. */
template <unsigned int Size>
class tile_base : public thread_group {
    static_assert(Size >= 1 && Size <= 32 && (Size & (Size - 1)) == 0,
                  "thread_block_tile: Size must be one of 1, 2, 4, 8, 16, 32");

protected:
    __device__ tile_base(unsigned int meta_rank, unsigned int meta_size) : thread_group(coalesced_group_id)
    {
        mask_ = build_mask();
        size_ = Size;
        meta_rank_ = meta_rank;
        meta_size_ = meta_size;
        tiled_ = true;
    }
    __device__ static unsigned int base_lane() { return laneid() & ~(Size - 1); }

public:
    static const unsigned int _group_id = coalesced_group_id;
    static const unsigned int numThreads = Size;

    __device__ static unsigned int build_mask()
    {
        return Size == 32 ? 0xffffffffu : ((1u << (Size & 31)) - 1u) << base_lane();
    }
    __device__ static constexpr unsigned int num_threads() { return Size; }
    __device__ static constexpr unsigned int size() { return Size; }
    __device__ static unsigned int thread_rank() { return cta_rank() & (Size - 1); }
    __device__ unsigned int meta_group_rank() const { return meta_rank_; }
    __device__ unsigned int meta_group_size() const { return meta_size_; }
    __device__ static void sync() { __syncwarp(build_mask()); }

    /* Shuffles with lane numbers relative to the tile: width = Size. */
    template <class TyVal> __device__ TyVal shfl(TyVal var, int srcRank) const
    {
        return cucc__warp_value<TyVal>(CUCC_WARP_SHFL_IDX, build_mask(), var, srcRank, Size);
    }
    template <class TyVal> __device__ TyVal shfl_down(TyVal var, unsigned int delta) const
    {
        return cucc__warp_value<TyVal>(CUCC_WARP_SHFL_DOWN, build_mask(), var, (int)delta, Size);
    }
    template <class TyVal> __device__ TyVal shfl_up(TyVal var, unsigned int delta) const
    {
        return cucc__warp_value<TyVal>(CUCC_WARP_SHFL_UP, build_mask(), var, (int)delta, Size);
    }
    template <class TyVal> __device__ TyVal shfl_xor(TyVal var, unsigned int laneMask) const
    {
        return cucc__warp_value<TyVal>(CUCC_WARP_SHFL_XOR, build_mask(), var, (int)laneMask, Size);
    }

    /* Votes and matches: bits numbered by rank in the tile.  all() compares
     * with the full tile, as CUDA does (the missing lanes of a partial
     * last warp make it false). */
    __device__ int any(int predicate) const { return __ballot_sync(build_mask(), predicate) != 0; }
    __device__ int all(int predicate) const { return __ballot_sync(build_mask(), predicate) == build_mask(); }
    __device__ unsigned int ballot(int predicate) const
    {
        return __ballot_sync(build_mask(), predicate) >> base_lane();
    }
    template <class TyVal> __device__ unsigned int match_any(TyVal val) const
    {
        return (unsigned int)cucc__warp_op(CUCC_WARP_MATCH_ANY, build_mask(), match_bits(val), 0, 32) >> base_lane();
    }
    template <class TyVal> __device__ unsigned int match_all(TyVal val, int &pred) const
    {
        unsigned long long r = cucc__warp_op(CUCC_WARP_MATCH_ALL, build_mask(), match_bits(val), 0, 32);
        pred = (int)(r >> 32);
        return (unsigned int)r >> base_lane();
    }
};

/* Tiles of Size = 64, 128, ... 1024 threads: several whole warps, with
 * ranks and a barrier of their own (the runtime's partial barrier, keyed by
 * the tile's size and rank in the block; the block's last tile may be
 * shorter).  CUDA gives them no shuffles or votes. */
__device__ inline unsigned long multi_tile_key(unsigned int size, unsigned int rank)
{
    return 0x100000000ul | (unsigned long)size << 16 | rank;
}
__device__ inline unsigned int multi_tile_count(unsigned int size, unsigned int rank)
{
    unsigned int left = cta_size() - rank * size;
    return left < size ? left : size;
}

template <unsigned int Size>
class multi_tile_base : public thread_group {
    static_assert(Size >= 64 && Size <= 1024 && (Size & (Size - 1)) == 0,
                  "thread_block_tile: Size must be a power of two up to 1024");

protected:
    __device__ multi_tile_base(unsigned int meta_rank, unsigned int meta_size)
        : thread_group(multi_tile_group_id)
    {
        size_ = Size;
        meta_rank_ = meta_rank;
        meta_size_ = meta_size;
        tiled_ = true;
    }

public:
    static const unsigned int _group_id = multi_tile_group_id;
    static const unsigned int numThreads = Size;

    __device__ static constexpr unsigned int num_threads() { return Size; }
    __device__ static constexpr unsigned int size() { return Size; }
    __device__ static unsigned int thread_rank() { return cta_rank() & (Size - 1); }
    __device__ unsigned int meta_group_rank() const { return meta_rank_; }
    __device__ unsigned int meta_group_size() const { return meta_size_; }
    __device__ void sync() const
    {
        cucc__part_barrier(multi_tile_key(Size, meta_rank_), multi_tile_count(Size, meta_rank_));
    }
};

template <unsigned int Size, bool _CuMulti = (Size > 32)> struct tile_base_of {
    typedef tile_base<Size> type;
};
template <unsigned int Size> struct tile_base_of<Size, true> {
    typedef multi_tile_base<Size> type;
};

} // namespace details

/* A tile of Size threads of a block (tiled_partition<Size>(parent)).
 * ParentT records where it came from; tiles of one Size convert into each
 * other (thread_block_tile<32> t = tiled_partition<32>(block)). */
template <unsigned int Size, typename ParentT>
class thread_block_tile : public details::tile_base_of<Size>::type {
    typedef typename details::tile_base_of<Size>::type base_type;
    template <unsigned int, typename> friend class thread_block_tile;
    template <unsigned int _CuS, typename _CuP> friend __device__ thread_block_tile<_CuS, _CuP> tiled_partition(const _CuP &);
    friend __device__ thread_block_tile<1, void> this_thread();

    __device__ thread_block_tile(unsigned int meta_rank, unsigned int meta_size)
        : base_type(meta_rank, meta_size) {}

public:
    template <typename _CuP>
    __device__ thread_block_tile(const thread_block_tile<Size, _CuP> &t)
        : base_type(t.meta_group_rank(), t.meta_group_size()) {}
};

/* tiled_partition<Size>(parent): the caller's tile of Size consecutive
 * ranks of a thread_block or of a larger tile. */
template <unsigned int Size, typename ParentT>
__device__ inline thread_block_tile<Size, ParentT> tiled_partition(const ParentT &g)
{
    return thread_block_tile<Size, ParentT>((unsigned int)g.thread_rank() / Size,
                                            ((unsigned int)g.size() + Size - 1) / Size);
}

/* this_thread(): a group of one. */
__device__ inline thread_block_tile<1, void> this_thread() { return thread_block_tile<1, void>(0, 1); }

namespace details {

/* Dynamic tiles of the block: the ranks [k*n, (k+1)*n), cut short at the
 * end of the block. */
__device__ inline thread_group block_tile(unsigned int n)
{
    if (n == 0 || n > 32 || (n & (n - 1)))
        abort_group();
    unsigned int base = cta_rank() & ~(n - 1), len = cta_size() - base < n ? cta_size() - base : n;
    unsigned int mask = (0xffffffffu >> (32 - len)) << (laneid() & ~(n - 1));
    thread_group t = group_access::make(coalesced_group_id);
    group_access::set(t, mask, (unsigned int)__popc(mask), cta_rank() / n, (cta_size() + n - 1) / n, true);
    return t;
}

/* Tiles of a coalesced group or tile: members of ranks [k*n, (k+1)*n). */
__device__ inline coalesced_group coalesced_tile(const coalesced_group &g, unsigned int n)
{
    if (n == 0 || n > 32 || (n & (n - 1)))
        abort_group();
    if (g.size() <= n)
        return g;
    unsigned int all = group_access::mask(g), rank = g.thread_rank(), first = rank & ~(n - 1);
    unsigned int mask = 0, k = 0;
    for (unsigned int m = all; m; m &= m - 1, k++)
        if (k >= first && k < first + n)
            mask |= m & (0u - m);
    coalesced_group t(mask);
    group_access::set(t, mask, (unsigned int)__popc(mask), rank / n,
                      group_access::tiled(g) ? g.size() / n : (g.size() + n - 1) / n, group_access::tiled(g));
    return t;
}

} // namespace details

/* tiled_partition(parent, n): the caller's tile of n consecutive ranks of
 * parent (n = 1, 2, 4, ..., 32). */
__device__ inline thread_group tiled_partition(const thread_block &, unsigned int tilesz)
{
    return details::block_tile(tilesz);
}
__device__ inline coalesced_group tiled_partition(const coalesced_group &parent, unsigned int tilesz)
{
    return details::coalesced_tile(parent, tilesz);
}
__device__ inline thread_group tiled_partition(const thread_group &parent, unsigned int tilesz)
{
    if (parent.get_type() == details::thread_block_id)
        return details::block_tile(tilesz);
    if (parent.get_type() != details::coalesced_group_id)
        details::abort_group();
    return details::coalesced_tile(static_cast<const coalesced_group &>(parent), tilesz);
}

/* binary_partition(g, pred): the members of g whose pred agrees with the
 * caller's (meta rank 1 for true). */
__device__ inline coalesced_group binary_partition(const coalesced_group &g, bool pred)
{
    unsigned int all = details::group_access::mask(g), set = __ballot_sync(all, pred);
    if (set == all || set == 0) {
        coalesced_group t(all);
        details::group_access::set(t, all, g.size(), 0, 1, false);
        return t;
    }
    unsigned int mine = pred ? set : all & ~set;
    coalesced_group t(mine);
    details::group_access::set(t, mine, (unsigned int)__popc(mine), pred ? 1 : 0, 2, false);
    return t;
}
template <unsigned int Size, typename ParentT>
__device__ inline coalesced_group binary_partition(const thread_block_tile<Size, ParentT> &g, bool pred)
{
    coalesced_group whole(thread_block_tile<Size, ParentT>::build_mask());
    return binary_partition(whole, pred);
}

/* labeled_partition(g, label): the members of g with the caller's label;
 * meta ranks number the labels by their lowest lane. */
template <typename _CuLabel>
__device__ inline coalesced_group labeled_partition(const coalesced_group &g, _CuLabel label)
{
    unsigned int all = details::group_access::mask(g);
    unsigned int mine = (unsigned int)cucc__warp_op(CUCC_WARP_MATCH_ANY, all, details::match_bits(label), 0, 32);
    unsigned int leader = (unsigned int)__ffs(mine) - 1;
    unsigned int leaders = __ballot_sync(all, leader == details::laneid());
    coalesced_group t(mine);
    details::group_access::set(t, mine, (unsigned int)__popc(mine), (unsigned int)__popc(leaders & ((1u << leader) - 1)),
                               (unsigned int)__popc(leaders), false);
    return t;
}
template <typename _CuLabel, unsigned int Size, typename ParentT>
__device__ inline coalesced_group labeled_partition(const thread_block_tile<Size, ParentT> &g, _CuLabel label)
{
    coalesced_group whole(thread_block_tile<Size, ParentT>::build_mask());
    return labeled_partition(whole, label);
}

/* The generic operations dispatch on the kind. */
__device__ inline unsigned long long thread_group::size() const
{
    switch (type_) {
    case details::coalesced_group_id: return size_;
    case details::multi_tile_group_id: return details::multi_tile_count(size_, meta_rank_);
    case details::grid_group_id: return grid_group::size();
    case details::thread_block_id:
    case details::cluster_group_id: return details::cta_size();
    default: return 0;
    }
}

__device__ inline unsigned long long thread_group::thread_rank() const
{
    switch (type_) {
    case details::coalesced_group_id: return (unsigned int)__popc(mask_ & details::lanemask_lt());
    case details::multi_tile_group_id: return details::cta_rank() & (size_ - 1);
    case details::grid_group_id: return grid_group::thread_rank();
    case details::thread_block_id:
    case details::cluster_group_id: return details::cta_rank();
    default: return 0;
    }
}

__device__ inline void thread_group::sync() const
{
    switch (type_) {
    case details::coalesced_group_id: __syncwarp(mask_); break;
    case details::multi_tile_group_id:
        cucc__part_barrier(details::multi_tile_key(size_, meta_rank_),
                           details::multi_tile_count(size_, meta_rank_));
        break;
    case details::grid_group_id: cucc__grid_sync(); break;
    case details::thread_block_id:
    case details::cluster_group_id: __syncthreads(); break;
    default: break;
    }
}

/* Free functions of every group. */
template <class _CuGroupT> __device__ inline void sync(_CuGroupT const &g) { g.sync(); }
template <class _CuGroupT> __device__ inline auto thread_rank(_CuGroupT const &g) -> decltype(g.thread_rank())
{
    return g.thread_rank();
}
template <class _CuGroupT> __device__ inline auto group_size(_CuGroupT const &g) -> decltype(g.num_threads())
{
    return g.num_threads();
}

/* invoke_one(g, f, args...): one member (rank 0) calls f; the others wait
 * for it.  invoke_one_broadcast also hands f's result to every member. */
template <class _CuGroupT, class _CuFn, class... _CuArgs>
__device__ inline void invoke_one(const _CuGroupT &g, _CuFn &&fn, _CuArgs &&...args)
{
    if (g.thread_rank() == 0)
        fn(static_cast<_CuArgs &&>(args)...);
    g.sync();
}
template <class _CuGroupT, class _CuFn, class... _CuArgs>
__device__ inline auto invoke_one_broadcast(const _CuGroupT &g, _CuFn &&fn, _CuArgs &&...args)
    -> decltype(fn(static_cast<_CuArgs &&>(args)...))
{
    decltype(fn(static_cast<_CuArgs &&>(args)...)) r{};
    if (g.thread_rank() == 0)
        r = fn(static_cast<_CuArgs &&>(args)...);
    return g.shfl(r, 0);
}

} // namespace cooperative_groups

#endif /* __cplusplus */

#endif
