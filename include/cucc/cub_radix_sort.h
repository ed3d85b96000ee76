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
 * forms must leave their input alone; the DoubleBuffer forms ping-pong
 * between their two buffers and point the selector at the result, as
 * CUB's do.  The sort runs on the stream (cudaLaunchHostFunc), after what
 * was queued before it; called from device code, at once.
 *
 * Forced in with cucc/cub_config.h, so CUB's dispatch header comes first.
 */
#ifndef CUCC_CUB_RADIX_SORT_H
#define CUCC_CUB_RADIX_SORT_H

#include <cub/device/dispatch/dispatch_radix_sort.cuh>

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
        return (U)(u ^ ((u & high) ? (U)~(U)0 : high));
    }
};

/* One sort: keys (and values, V not NullType) from src to dst buffers,
 * pass by pass. */
template <bool DESC, class K, class V, class O> struct job {
    K *keys[2];
    V *values[2];
    int first;          /* buffer the input is in (keys[first]) */
    const K *in_keys;   /* the input, where it is neither buffer */
    const V *in_values;
    O n;
    int begin_bit, end_bit;

    static constexpr bool keys_only = std::is_same<V, NullType>::value;

    /* the number of 8-bit digits */
    int passes() const { return end_bit > begin_bit ? (end_bit - begin_bit + 7) / 8 : 0; }

    __host__ __device__ void run()
    {
        typedef key_bits<K> KB;
        typedef typename KB::U U;
        const K *sk = in_keys ? in_keys : keys[first];
        const V *sv = in_values ? in_values : keys_only ? (const V *)0 : values[first];
        /* the pointer forms' last pass writes buffer 0, the output */
        int to = in_keys ? (passes() % 2 ? 0 : 1) : first ^ 1;
        if (passes() == 0 && in_keys) {
            memcpy(keys[0], in_keys, (size_t)n * sizeof(K));
            if (!keys_only)
                memcpy(values[0], in_values, (size_t)n * sizeof(V));
        }
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
            K *dk = keys[to];
            V *dv = keys_only ? (V *)0 : values[to];
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
            to ^= 1;
        }
    }

    static void CUDART_CB host_fn(void *p)
    {
        job *j = (job *)p;
        j->run();
        delete j;
    }
};

/* CUB's kernels for the keys this file does not sort */
template <class K, class V, class O> struct cub_policy : DeviceRadixSortPolicy<K, V, O> {
};

} // namespace cucc_radix

template <bool DESC, typename KeyT, typename ValueT, typename OffsetT>
struct DispatchRadixSort<DESC, KeyT, ValueT, OffsetT, DeviceRadixSortPolicy<KeyT, ValueT, OffsetT>> {
    static constexpr bool KEYS_ONLY = std::is_same<ValueT, NullType>::value;

    CUB_RUNTIME_FUNCTION static cudaError_t Dispatch(void *d_temp_storage, size_t &temp_storage_bytes,
                                                     DoubleBuffer<KeyT> &d_keys, DoubleBuffer<ValueT> &d_values,
                                                     OffsetT num_items, int begin_bit, int end_bit,
                                                     bool is_overwrite_okay, cudaStream_t stream,
                                                     bool debug_synchronous)
    {
        if (!cucc_radix::key_bits<KeyT>::ok)
            return DispatchRadixSort<DESC, KeyT, ValueT, OffsetT, cucc_radix::cub_policy<KeyT, ValueT, OffsetT>>::
                Dispatch(d_temp_storage, temp_storage_bytes, d_keys, d_values, num_items, begin_bit, end_bit,
                         is_overwrite_okay, stream, debug_synchronous);
        typedef cucc_radix::job<DESC, KeyT, ValueT, OffsetT> job_t;
        const size_t n = num_items > 0 ? (size_t)num_items : 0;
        /* the second buffer of the pointer forms: keys, then values */
        const size_t key_bytes = (n * sizeof(KeyT) + 255) & ~(size_t)255;
        const size_t need = is_overwrite_okay ? 1 : key_bytes + (KEYS_ONLY ? 0 : n * sizeof(ValueT)) + 1;
        if (!d_temp_storage) {
            temp_storage_bytes = need;
            return cudaSuccess;
        }
        if (temp_storage_bytes < need)
            return cudaErrorInvalidValue;
        if (n == 0)
            return cudaSuccess;
        job_t j;
        j.n = num_items;
        j.begin_bit = begin_bit;
        j.end_bit = end_bit;
        j.first = d_keys.selector;
        if (is_overwrite_okay) {
            j.keys[0] = d_keys.d_buffers[0];
            j.keys[1] = d_keys.d_buffers[1];
            j.values[0] = KEYS_ONLY ? (ValueT *)0 : d_values.d_buffers[0];
            j.values[1] = KEYS_ONLY ? (ValueT *)0 : d_values.d_buffers[1];
            j.in_keys = 0;
            j.in_values = 0;
            if (j.passes() % 2) {
                d_keys.selector ^= 1;
                if (!KEYS_ONLY)
                    d_values.selector ^= 1;
            }
        } else {
            /* the input stays; passes alternate between the output
             * (buffer 0) and the temporary storage (1), the last one
             * writing the output */
            j.keys[0] = d_keys.Alternate();
            j.keys[1] = (KeyT *)d_temp_storage;
            j.values[0] = KEYS_ONLY ? (ValueT *)0 : d_values.Alternate();
            j.values[1] = KEYS_ONLY ? (ValueT *)0 : (ValueT *)((char *)d_temp_storage + key_bytes);
            j.in_keys = d_keys.Current();
            j.in_values = KEYS_ONLY ? (const ValueT *)0 : d_values.Current();
        }
        if (cucc__on_device()) {
            j.run();
            return cudaSuccess;
        }
        return cudaLaunchHostFunc(stream, &job_t::host_fn, new job_t(j));
    }
};

CUB_NAMESPACE_END

#endif
