/*
 * cub::DeviceRadixSort on cucc: a radix sort on the host, in stream order.
 *
 * CUB's own radix sort kernels rank keys with warp collectives (match,
 * ballots, shuffles) inside member functions, which run on fibers here: 4M
 * 32-bit keys took 2.2 s on two cores.  Every DeviceRadixSort call goes
 * through DispatchRadixSort<DESCENDING, Key, Value, Offset> with CUB's
 * default policy, so a partial specialisation for that policy takes the
 * calls of keys that are arithmetic types (integers, bool, float, double)
 * and sorts them with an LSD radix sort of 8-bit digits, stable, over the
 * bits [begin_bit, end_bit) of the key as CUB orders it (sign bit flipped
 * for signed integers, every bit of negative floats, CUB 1.x's Traits;
 * descending: the complement), with the values following their keys: the
 * same output as CUB's kernels.  Other keys (__half, custom types) go to
 * CUB's kernels, through the primary template with a policy derived from
 * CUB's.
 *
 * The temporary storage is the sort's second buffer where the pointer
 * forms must leave their input alone (or CUB's own size, if larger); the
 * DoubleBuffer forms ping-pong between their two buffers and point each
 * selector at the result, as CUB's do.  The sort runs on the stream as
 * a kernel would (cucc__stream_host_work), after what was queued before
 * it; called from device code or in a stream capture, CUB's kernels run
 * (a host node would free its job at the graph's first launch).  Bits past the key's
 * width count as 0, and -0.0 as +0.0 (CUB 1.17's ProcessFloatMinusZero).
 *
 * Forced in with cucc/cub_config.h (so CUB's dispatch header comes before
 * the program's code) where the program includes device_radix_sort.cuh:
 * the driver sets bit 0 of CUCC_CUB_HOST_ALGOS then (src/driver/compile.c).
 * A program that puts CUB in a namespace of its own (CUB_NS_PREFIX)
 * should define CUCC_NO_HOST_RADIX_SORT.
 */
#ifndef CUCC_CUB_RADIX_SORT_H
#define CUCC_CUB_RADIX_SORT_H

#include <cub/device/dispatch/dispatch_radix_sort.cuh>

#include "cucc/cub_host.h"

#include <stdlib.h>
#include <string.h>
#include <type_traits>

CUB_NAMESPACE_BEGIN

namespace cucc_radix
{

template <int N> struct bits_of;
template <> struct bits_of<1> { typedef unsigned char type; };
template <> struct bits_of<2> { typedef unsigned short type; };
template <> struct bits_of<4> { typedef unsigned int type; };
template <> struct bits_of<8> { typedef unsigned long long type; };

/* The key's bits in CUB's order, or ok = false */
template <class K, class = void> struct key_bits {
    static constexpr bool ok = false;
};
template <class K>
struct key_bits<K, typename std::enable_if<std::is_integral<K>::value && sizeof(K) <= 8>::type> {
    static constexpr bool ok = true;
    typedef typename bits_of<sizeof(K)>::type U;
    static __host__ __device__ U in(K k)
    {
        U u;
        memcpy(&u, &k, sizeof u);
        return std::is_signed<K>::value ? (U)(u ^ ((U)1 << (sizeof(U) * 8 - 1))) : u;
    }
};
template <class K>
struct key_bits<K, typename std::enable_if<std::is_floating_point<K>::value &&
                                           (sizeof(K) == 4 || sizeof(K) == 8)>::type> {
    static constexpr bool ok = true;
    typedef typename bits_of<sizeof(K)>::type U;
    static __host__ __device__ U in(K k)
    {
        U u;
        memcpy(&u, &k, sizeof u);
        const U high = (U)1 << (sizeof(U) * 8 - 1);
        if (u == high)
            u = 0;      /* -0.0 sorts as +0.0 (CUB's ProcessFloatMinusZero) */
        return (U)(u ^ ((u & high) ? (U)~(U)0 : high));
    }
};

/* One sort: keys (and values, V not NullType) pass by pass, from the
 * input into their two buffers each, alternately; the first pass writes
 * buffer kstart (vstart), the next the other one, and so on. */
template <bool DESC, class K, class V, class O> struct job {
    K *keys[2];
    V *values[2];
    const K *in_keys;
    const V *in_values;
    int kstart, vstart;
    O n;
    int begin_bit, end_bit;     /* end_bit at most the key's width */

    static constexpr bool keys_only = std::is_same<V, NullType>::value;

    /* the number of 8-bit digits */
    __host__ __device__ int passes() const { return end_bit > begin_bit ? (end_bit - begin_bit + 7) / 8 : 0; }

    __host__ __device__ void run()
    {
        typedef key_bits<K> KB;
        typedef typename KB::U U;
        const K *sk = in_keys;
        const V *sv = in_values;
        int kto = kstart, vto = vstart;
        for (int bit = begin_bit; bit < end_bit; bit += 8) {
            const int width = end_bit - bit < 8 ? end_bit - bit : 8;
            const U mask = (U)((1u << width) - 1);
            O count[257];
            for (int d = 0; d < 257; d++)
                count[d] = 0;
            for (O i = 0; i < n; i++) {
                U u = KB::in(sk[i]);
                if (DESC)
                    u = (U)~u;
                count[((u >> bit) & mask) + 1]++;
            }
            for (int d = 1; d < 257; d++)
                count[d] += count[d - 1];
            K *dk = keys[kto];
            V *dv = keys_only ? (V *)0 : values[vto];
            for (O i = 0; i < n; i++) {
                U u = KB::in(sk[i]);
                if (DESC)
                    u = (U)~u;
                O at = count[(u >> bit) & mask]++;
                dk[at] = sk[i];
                if (!keys_only)
                    dv[at] = sv[i];
            }
            sk = dk;
            sv = dv;
            kto ^= 1;
            vto ^= 1;
        }
    }
};

/* CUB's kernels for the keys this file does not sort */
template <class K, class V, class O> struct cub_policy : DeviceRadixSortPolicy<K, V, O> {
};

} // namespace cucc_radix

namespace cucc_radix
{

/* CUB's kernels: the primary template with a policy of its own */
template <bool DESC, class K, class V, class O> struct by_cub {
    CUB_RUNTIME_FUNCTION static cudaError_t run(void *temp, size_t &bytes, DoubleBuffer<K> &keys,
                                                DoubleBuffer<V> &values, O n, int begin_bit, int end_bit,
                                                bool overwrite, cudaStream_t stream, bool debug)
    {
        return DispatchRadixSort<DESC, K, V, O, cub_policy<K, V, O>>::Dispatch(
            temp, bytes, keys, values, n, begin_bit, end_bit, overwrite, stream, debug);
    }
};

/* The host sort (OK: the key is one it orders), else CUB's kernels */
template <bool OK, bool DESC, class K, class V, class O> struct sorter : by_cub<DESC, K, V, O> {
};
template <bool DESC, class K, class V, class O> struct sorter<true, DESC, K, V, O> {
    CUB_RUNTIME_FUNCTION static cudaError_t run(void *temp, size_t &bytes, DoubleBuffer<K> &keys,
                                                DoubleBuffer<V> &values, O num_items, int begin_bit, int end_bit,
                                                bool overwrite, cudaStream_t stream, bool debug)
    {
        typedef job<DESC, K, V, O> job_t;
        const bool keys_only = job_t::keys_only;
        const size_t n = num_items > 0 ? (size_t)num_items : 0;
        /* the second buffer of the pointer forms: keys, then values */
        const size_t key_bytes = (n * sizeof(K) + 255) & ~(size_t)255;
        const size_t need = overwrite ? 1 : key_bytes + (keys_only ? 0 : n * sizeof(V)) + 1;
        if (!temp) {
            /* enough for CUB's kernels too, which a stream capture takes */
            size_t cub_bytes = 0;
            cudaError_t e = by_cub<DESC, K, V, O>::run(NULL, cub_bytes, keys, values, num_items, begin_bit, end_bit,
                                                       overwrite, stream, debug);
            bytes = e == cudaSuccess && cub_bytes > need ? cub_bytes : need;
            return cudaSuccess;
        }
        if (bytes < need)
            return cudaErrorInvalidValue;
        if (n == 0)
            return cudaSuccess;
        /* A host function in a stream capture would become a graph node
         * that runs (and frees its job) at every launch: CUB's kernels. */
        /* Called from device code, the work would run before the parent's
         * child launches that precede it: CUB's kernels, child launches
         * themselves. */
        cudaStreamCaptureStatus capturing = cudaStreamCaptureStatusNone;
        if (cucc__on_device() || cudaStreamIsCapturing(stream, &capturing) != cudaSuccess ||
            capturing != cudaStreamCaptureStatusNone)
            return by_cub<DESC, K, V, O>::run(temp, bytes, keys, values, num_items, begin_bit, end_bit, overwrite,
                                              stream, debug);
        job_t j;
        j.n = num_items;
        /* bits past the key's width are 0 for CUB */
        const int width = (int)sizeof(K) * 8;
        j.end_bit = end_bit < width ? end_bit : width;
        j.begin_bit = begin_bit < j.end_bit ? begin_bit : j.end_bit;
        const int p = j.passes();
        if (overwrite) {
            /* each DoubleBuffer from its own current buffer to the other */
            j.keys[0] = keys.d_buffers[0];
            j.keys[1] = keys.d_buffers[1];
            j.in_keys = keys.Current();
            j.kstart = keys.selector ^ 1;
            j.values[0] = keys_only ? (V *)0 : values.d_buffers[0];
            j.values[1] = keys_only ? (V *)0 : values.d_buffers[1];
            j.in_values = keys_only ? (const V *)0 : values.Current();
            j.vstart = values.selector ^ 1;
            if (p % 2) {
                keys.selector ^= 1;
                if (!keys_only)
                    values.selector ^= 1;
            }
            if (p == 0)
                return cudaSuccess;
        } else {
            /* the input stays; passes alternate between the output
             * (buffer 0) and the temporary storage (1), the last one
             * writing the output; no pass: a copy */
            j.keys[0] = keys.Alternate();
            j.keys[1] = (K *)temp;
            j.values[0] = keys_only ? (V *)0 : values.Alternate();
            j.values[1] = keys_only ? (V *)0 : (V *)((char *)temp + key_bytes);
            j.in_keys = keys.Current();
            j.in_values = keys_only ? (const V *)0 : values.Current();
            j.kstart = j.vstart = p % 2 ? 0 : 1;
            if (p == 0) {
                cudaError_t e = cudaMemcpyAsync(j.keys[0], j.in_keys, n * sizeof(K), cudaMemcpyDefault, stream);
                if (e == cudaSuccess && !keys_only)
                    e = cudaMemcpyAsync(j.values[0], j.in_values, n * sizeof(V), cudaMemcpyDefault, stream);
                return e;
            }
        }
        return cucc_host::launch(j, stream);
    }
};

} // namespace cucc_radix

template <bool DESC, typename KeyT, typename ValueT, typename OffsetT>
struct DispatchRadixSort<DESC, KeyT, ValueT, OffsetT, DeviceRadixSortPolicy<KeyT, ValueT, OffsetT>> {
    CUB_RUNTIME_FUNCTION static cudaError_t Dispatch(void *d_temp_storage, size_t &temp_storage_bytes,
                                                     DoubleBuffer<KeyT> &d_keys, DoubleBuffer<ValueT> &d_values,
                                                     OffsetT num_items, int begin_bit, int end_bit,
                                                     bool is_overwrite_okay, cudaStream_t stream,
                                                     bool debug_synchronous)
    {
        return cucc_radix::sorter<cucc_radix::key_bits<KeyT>::ok, DESC, KeyT, ValueT, OffsetT>::run(
            d_temp_storage, temp_storage_bytes, d_keys, d_values, num_items, begin_bit, end_bit, is_overwrite_okay,
            stream, debug_synchronous);
    }
};

CUB_NAMESPACE_END

#endif
