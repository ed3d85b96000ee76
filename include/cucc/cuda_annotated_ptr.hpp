/*
 * libcu++'s <cuda/annotated_ptr> and <cuda/discard_memory> for cucc.
 *
 * On a GPU an access property tells the L2 cache how to keep what a
 * pointer reads and writes (persisting, streaming...); a CPU's caches take
 * no such hints, so here the properties are kept as values and change no
 * result: annotated_ptr is the pointer it wraps, apply_access_property and
 * discard_memory do nothing (discarded memory keeps its bytes, which is
 * one of the contents CUDA allows), associate_access_property returns its
 * pointer.  access_property's descriptor (explicit operator uint64_t) is
 * the property's kind, not a GPU's encoding.
 */
#pragma once
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "cuda_barrier.hpp"

namespace cuda {

class access_property {
    std::uint64_t cucc__kind = 0;   /* 0 normal/global, 1 streaming, 2 persisting */

public:
    struct shared {};
    struct global {};
    struct persisting {
        __host__ __device__ constexpr operator cudaAccessProperty() const noexcept
        {
            return cudaAccessPropertyPersisting;
        }
    };
    struct streaming {
        __host__ __device__ constexpr operator cudaAccessProperty() const noexcept
        {
            return cudaAccessPropertyStreaming;
        }
    };
    struct normal {
        __host__ __device__ constexpr operator cudaAccessProperty() const noexcept
        {
            return cudaAccessPropertyNormal;
        }
    };

    __host__ __device__ constexpr access_property() noexcept {}
    __host__ __device__ constexpr access_property(global) noexcept {}
    __host__ __device__ constexpr access_property(normal) noexcept {}
    __host__ __device__ constexpr access_property(streaming) noexcept : cucc__kind(1) {}
    __host__ __device__ constexpr access_property(persisting) noexcept : cucc__kind(2) {}
    __host__ __device__ constexpr access_property(normal, float) {}
    __host__ __device__ constexpr access_property(streaming, float) : cucc__kind(1) {}
    __host__ __device__ constexpr access_property(persisting, float) : cucc__kind(2) {}
    __host__ __device__ constexpr access_property(normal, float, streaming) {}
    __host__ __device__ constexpr access_property(persisting, float, streaming) : cucc__kind(2) {}
    __host__ __device__ constexpr access_property(void *, std::size_t, std::size_t, normal) {}
    __host__ __device__ constexpr access_property(void *, std::size_t, std::size_t, streaming) : cucc__kind(1) {}
    __host__ __device__ constexpr access_property(void *, std::size_t, std::size_t, persisting) : cucc__kind(2) {}
    __host__ __device__ constexpr access_property(void *, std::size_t, std::size_t, normal, streaming) {}
    __host__ __device__ constexpr access_property(void *, std::size_t, std::size_t, persisting, streaming)
        : cucc__kind(2) {}
    __host__ __device__ constexpr explicit operator std::uint64_t() const noexcept { return cucc__kind; }
};

template <class _CuP> struct cucc__is_access_property {
    static const bool value =
        std::is_same<_CuP, access_property>::value || std::is_same<_CuP, access_property::persisting>::value ||
        std::is_same<_CuP, access_property::streaming>::value ||
        std::is_same<_CuP, access_property::normal>::value || std::is_same<_CuP, access_property::global>::value ||
        std::is_same<_CuP, access_property::shared>::value;
};

template <class _CuT, class _CuP> __host__ __device__ inline _CuT *associate_access_property(_CuT *p, _CuP)
{
    static_assert(cucc__is_access_property<_CuP>::value, "property is not convertible to cuda::access_property");
    return p;
}

template <class _CuShape>
__host__ __device__ inline void apply_access_property(const volatile void *, const _CuShape,
                                                      access_property::persisting) noexcept
{
}
template <class _CuShape>
__host__ __device__ inline void apply_access_property(const volatile void *, const _CuShape,
                                                      access_property::normal) noexcept
{
}

__host__ __device__ inline void discard_memory(volatile void *, std::size_t) noexcept {}

template <class _CuT, class _CuP> class annotated_ptr {
    static_assert(cucc__is_access_property<_CuP>::value, "property is not convertible to cuda::access_property");
    _CuT *cucc__p = nullptr;
    _CuP cucc__prop{};
    template <class, class> friend class annotated_ptr;

public:
    using value_type = _CuT;
    using size_type = std::size_t;
    using reference = value_type &;
    using pointer = value_type *;
    using const_pointer = value_type const *;
    using difference_type = std::ptrdiff_t;

    constexpr annotated_ptr() noexcept = default;
    constexpr annotated_ptr(annotated_ptr const &) noexcept = default;
    annotated_ptr &operator=(annotated_ptr const &) noexcept = default;
    __host__ __device__ explicit annotated_ptr(pointer p) : cucc__p(p) {}
    template <class _CuR>
    __host__ __device__ annotated_ptr(pointer p, _CuR prop) : cucc__p(p), cucc__prop(access_property(prop))
    {
        static_assert(std::is_same<_CuP, access_property>::value,
                      "This method requires annotated_ptr<T, cuda::access_property>");
    }
    template <class _CuU, class _CuQ>
    __host__ __device__ annotated_ptr(const annotated_ptr<_CuU, _CuQ> &o) : cucc__p(o.cucc__p)
    {
        static_assert(std::is_assignable<pointer &, _CuU *>::value, "pointer must be assignable from other pointer");
        static_assert(std::is_same<_CuP, _CuQ>::value || std::is_same<_CuP, access_property>::value,
                      "property must be the same or access_property");
    }

    __host__ __device__ pointer operator->() const { return cucc__p; }
    __host__ __device__ reference operator*() const { return *cucc__p; }
    __host__ __device__ reference operator[](difference_type n) const { return cucc__p[n]; }
    __host__ __device__ constexpr difference_type operator-(annotated_ptr o) const { return cucc__p - o.cucc__p; }
    __host__ __device__ constexpr explicit operator bool() const noexcept { return cucc__p != nullptr; }
    __host__ __device__ pointer get() const noexcept { return cucc__p; }
    __host__ __device__ _CuP __property() const noexcept { return cucc__prop; }
};

/* memcpy_async with annotated pointers: the plain pointers' copy. */
template <class _CuD, class _CuS, class _CuSP, class _CuShape, class _CuSync>
__device__ inline void memcpy_async(_CuD *dst, annotated_ptr<_CuS, _CuSP> src, _CuShape n, _CuSync &sync)
{
    memcpy_async(dst, src.get(), n, sync);
}
template <class _CuD, class _CuDP, class _CuS, class _CuSP, class _CuShape, class _CuSync>
__device__ inline void memcpy_async(annotated_ptr<_CuD, _CuDP> dst, annotated_ptr<_CuS, _CuSP> src, _CuShape n,
                                    _CuSync &sync)
{
    memcpy_async(dst.get(), src.get(), n, sync);
}
template <class _CuG, class _CuD, class _CuS, class _CuSP, class _CuShape, class _CuSync>
__device__ inline void memcpy_async(const _CuG &g, _CuD *dst, annotated_ptr<_CuS, _CuSP> src, _CuShape n,
                                    _CuSync &sync)
{
    memcpy_async(g, dst, src.get(), n, sync);
}
template <class _CuG, class _CuD, class _CuDP, class _CuS, class _CuSP, class _CuShape, class _CuSync>
__device__ inline void memcpy_async(const _CuG &g, annotated_ptr<_CuD, _CuDP> dst, annotated_ptr<_CuS, _CuSP> src,
                                    _CuShape n, _CuSync &sync)
{
    memcpy_async(g, dst.get(), src.get(), n, sync);
}

} // namespace cuda
