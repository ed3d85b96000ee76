/*
 * cuda_awbarrier.h and cuda_awbarrier_primitives.h (CUDA's "arrive-wait
 * barrier", nvcuda::experimental::awbarrier, and the __mbarrier_*
 * primitives under it) for the threads of one block.
 *
 * The barrier is one 64-bit word in shared memory: the phase in its low
 * half (the word waiters block on), then the pending and the expected
 * counts, 16 bits each.  An arrival's token holds the phase it arrived in
 * and the arrivals pending when it came, itself included (as an H200
 * reports them).  The threads of a block share
 * one OS thread, so no atomics; blocking is the runtime's wait on a word
 * (cucc__wait_while / cucc__notify), so kernels using it run on fibers.
 *
 * On a GPU, test_wait, try_wait and timed_wait give up after a while; a
 * block's fibers run one at a time, so a thread polling them would never
 * see the others arrive.  Here they block until the phase completes: the
 * try forms then return true, test_wait returns false (it was not complete
 * when asked; the next call says true), so polling loops end and a
 * thread that does other work in between still sees "not yet" once.
 */
#ifndef CUCC_AWBARRIER_HPP
#define CUCC_AWBARRIER_HPP

#include <stdint.h>

#include "abi.h"

typedef uint64_t __mbarrier_t;
typedef uint64_t __mbarrier_token_t;

#define _CUDA_AWBARRIER_MAX_COUNT ((1 << 14) - 1)

static __device__ inline volatile unsigned *cucc__mbar_phase(__mbarrier_t *b)
{
    return reinterpret_cast<volatile unsigned *>(b);   /* the low half (little-endian) */
}
static __device__ inline void cucc__mbar_store(__mbarrier_t *b, uint32_t phase, uint32_t pending,
                                               uint32_t expected)
{
    *reinterpret_cast<volatile uint64_t *>(b) =
        (uint64_t)expected << 48 | (uint64_t)(pending & 0xffff) << 32 | phase;
}
template <bool _CuDrop> static __device__ inline __mbarrier_token_t cucc__mbar_arrive(__mbarrier_t *b)
{
    uint64_t s = *reinterpret_cast<volatile uint64_t *>(b);
    uint32_t phase = (uint32_t)s, pending = (uint32_t)(s >> 32) & 0xffff, expected = (uint32_t)(s >> 48);
    if (_CuDrop)
        expected--;
    __mbarrier_token_t token = (uint64_t)pending << 32 | phase;   /* pending with this arrival (an H200's) */
    pending--;
    if (pending == 0) {
        cucc__mbar_store(b, phase + 1, expected, expected);
        cucc__notify(cucc__mbar_phase(b));
    } else {
        cucc__mbar_store(b, phase, pending, expected);
    }
    return token;
}
static __device__ inline void cucc__mbar_wait_phase(__mbarrier_t *b, uint32_t phase)
{
    while (*cucc__mbar_phase(b) == phase)
        cucc__wait_while(cucc__mbar_phase(b), phase);
}
static __device__ inline void cucc__mbar_wait_parity(__mbarrier_t *b, bool parity)
{
    uint32_t p;
    while (((p = *cucc__mbar_phase(b)) & 1) == (uint32_t)parity)
        cucc__wait_while(cucc__mbar_phase(b), p);
}

static __host__ __device__ inline uint32_t __mbarrier_maximum_count() { return _CUDA_AWBARRIER_MAX_COUNT; }
static __device__ inline void __mbarrier_init(__mbarrier_t *b, uint32_t expected_count)
{
    cucc__mbar_store(b, 0, expected_count, expected_count);
}
static __device__ inline void __mbarrier_inval(__mbarrier_t *b) { *b = 0; }
static __device__ inline __mbarrier_token_t __mbarrier_arrive(__mbarrier_t *b) { return cucc__mbar_arrive<false>(b); }
static __device__ inline __mbarrier_token_t __mbarrier_arrive_and_drop(__mbarrier_t *b)
{
    return cucc__mbar_arrive<true>(b);
}
static __device__ inline bool __mbarrier_test_wait(__mbarrier_t *b, __mbarrier_token_t token)
{
    if (*cucc__mbar_phase(b) != (uint32_t)token)
        return true;
    cucc__mbar_wait_phase(b, (uint32_t)token);
    return false;
}
static __device__ inline bool __mbarrier_test_wait_parity(__mbarrier_t *b, bool phase_parity)
{
    if ((*cucc__mbar_phase(b) & 1) != (uint32_t)phase_parity)
        return true;
    cucc__mbar_wait_parity(b, phase_parity);
    return false;
}
static __device__ inline bool __mbarrier_try_wait(__mbarrier_t *b, __mbarrier_token_t token, uint32_t)
{
    cucc__mbar_wait_phase(b, (uint32_t)token);
    return true;
}
static __device__ inline bool __mbarrier_try_wait_parity(__mbarrier_t *b, bool phase_parity, uint32_t)
{
    cucc__mbar_wait_parity(b, phase_parity);
    return true;
}
static __device__ inline uint32_t __mbarrier_token_pending_count(__mbarrier_token_t token)
{
    return (uint32_t)(token >> 32);
}

namespace nvcuda {
namespace experimental {

class awbarrier {
public:
    class arrival_token {
    public:
        arrival_token() = default;
        ~arrival_token() = default;
        __device__ uint32_t pending_count() const { return __mbarrier_token_pending_count(token); }

    private:
        __device__ arrival_token(uint64_t t) : token(t) {}
        uint64_t token;
        friend awbarrier;
    };
    awbarrier() = default;
    awbarrier(const awbarrier &) = delete;
    awbarrier &operator=(const awbarrier &) = delete;
    ~awbarrier() = default;

    __device__ arrival_token arrive() { return arrival_token(__mbarrier_arrive(&barrier)); }
    __device__ arrival_token arrive_and_drop() { return arrival_token(__mbarrier_arrive_and_drop(&barrier)); }
    __device__ bool timed_wait(arrival_token t, uint32_t) { return __mbarrier_try_wait(&barrier, t.token, 0); }
    __device__ bool timed_wait_parity(bool phase, uint32_t) { return __mbarrier_try_wait_parity(&barrier, phase, 0); }
    __device__ void wait(arrival_token t) { cucc__mbar_wait_phase(&barrier, (uint32_t)t.token); }
    __device__ void arrive_and_wait() { wait(arrive()); }
    __device__ bool try_wait(arrival_token t, uint32_t ns) { return __mbarrier_try_wait(&barrier, t.token, ns); }
    __device__ bool try_wait_parity(bool phase, uint32_t ns) { return __mbarrier_try_wait_parity(&barrier, phase, ns); }
    __host__ __device__ static constexpr uint32_t max() { return _CUDA_AWBARRIER_MAX_COUNT; }

private:
    uint64_t barrier;
    friend __device__ inline void init(awbarrier *b, uint32_t expected_count);
    friend __device__ inline void inval(awbarrier *b);
};

__device__ inline void init(awbarrier *b, uint32_t expected_count) { __mbarrier_init(&b->barrier, expected_count); }
__device__ inline void inval(awbarrier *b) { __mbarrier_inval(&b->barrier); }

} // namespace experimental
} // namespace nvcuda

#endif
