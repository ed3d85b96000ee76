/*
 * libcu++'s split barriers and pipelines (<cuda/barrier>, <cuda/std/barrier>,
 * <cuda/pipeline>) for the threads of one block.
 *
 * cuda::barrier<thread_scope_block>: arrive() counts the thread in and
 * returns the phase as its token; the last expected arrival ends the phase
 * (the next one expects as many, less those that dropped) and wakes the
 * waiters; wait(token) blocks while the phase is the token's.  Blocking is
 * the runtime's wait on a word of the block (cucc__wait_while /
 * cucc__notify, src/rt/barrier.c), so kernels using them run on fibers.
 * The threads of a block share one OS thread, so the counts need no
 * atomics; barriers of a wider scope are kept the same way and only work
 * among the threads of one block.
 *
 * cuda::memcpy_async copies at once: the copy has completed before any
 * wait for it, which is all the asynchronous form promises.  So a
 * thread-scope pipeline's acquire, commit, wait and release have nothing
 * to wait for.  A block-scope pipeline (pipeline_shared_state, producer
 * and consumer roles) keeps per stage how often it was filled and emptied:
 * producer_acquire waits for the stage to be emptied by every consumer,
 * consumer_wait for it to be filled by every producer.
 */
#ifndef CUCC_CUDA_BARRIER_HPP
#define CUCC_CUDA_BARRIER_HPP

#include <cstddef>
#include <cstring>
#include <utility>

#include "cuda_atomic.hpp"

namespace cuda {

/* ---- barrier ------------------------------------------------------------- */

template <thread_scope _CuScope, class CompletionF = void> class barrier;

template <thread_scope _CuScope> class barrier<_CuScope, void> {
public:
    typedef unsigned arrival_token;

    barrier() = default;
    __device__ explicit barrier(std::ptrdiff_t expected) { reset(expected); }
    barrier(const barrier &) = delete;
    barrier &operator=(const barrier &) = delete;

    __device__ arrival_token arrive(std::ptrdiff_t n = 1)
    {
        unsigned token = phase_;
        pending_ -= (unsigned)n;
        if (pending_ == 0) {
            pending_ = expected_;
            phase_ = phase_ + 1;
            cucc__notify(&phase_);
        }
        return token;
    }
    __device__ void wait(arrival_token &&token) const
    {
        while (phase_ == token)
            cucc__wait_while(&phase_, token);
    }
    __device__ void arrive_and_wait() { wait(arrive()); }
    __device__ void arrive_and_drop()
    {
        expected_--;
        (void)arrive();
    }
    __device__ static constexpr std::ptrdiff_t max() { return 0x7fffffff; }

    template <thread_scope _CuS> friend __device__ void init(barrier<_CuS> *b, std::ptrdiff_t expected);

private:
    __device__ void reset(std::ptrdiff_t expected)
    {
        expected_ = pending_ = (unsigned)expected;
        phase_ = 0;
    }
    unsigned expected_ = 0, pending_ = 0;
    volatile unsigned phase_ = 0;
};

/* init(&bar, count): a barrier in __shared__ memory, set by one thread. */
template <thread_scope _CuS> __device__ inline void init(barrier<_CuS> *b, std::ptrdiff_t expected)
{
    b->reset(expected);
}

/* ---- copies -------------------------------------------------------------- */

template <std::size_t _CuAlign> struct aligned_size_t {
    static constexpr std::size_t align = _CuAlign;
    std::size_t value;
    __host__ __device__ explicit constexpr aligned_size_t(std::size_t v) : value(v) {}
    __host__ __device__ constexpr operator std::size_t() const { return value; }
};

template <thread_scope _CuScope> class pipeline;

/* memcpy_async(dst, src, size, barrier or pipeline): done at once.  The
 * destination is often an extern __shared__ array, whose size g++ takes
 * for 0 (it is the launch's): no -Wstringop-overflow on the copies. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wstringop-overflow"
#endif
template <class Size, thread_scope _CuS>
__device__ inline void memcpy_async(void *dst, const void *src, Size size, barrier<_CuS> &)
{
    memcpy(dst, src, (std::size_t)size);
}
template <class Size, thread_scope _CuS>
__device__ inline void memcpy_async(void *dst, const void *src, Size size, pipeline<_CuS> &)
{
    memcpy(dst, src, (std::size_t)size);
}
/* ... the cooperative form: every thread of the group copies it, the same
 * bytes from the same place */
template <class Group, class Size, thread_scope _CuS>
__device__ inline void memcpy_async(const Group &, void *dst, const void *src, Size size, barrier<_CuS> &)
{
    memcpy(dst, src, (std::size_t)size);
}
template <class Group, class Size, thread_scope _CuS>
__device__ inline void memcpy_async(const Group &, void *dst, const void *src, Size size, pipeline<_CuS> &)
{
    memcpy(dst, src, (std::size_t)size);
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

/* ---- pipelines ----------------------------------------------------------- */

enum class pipeline_role { producer, consumer };

/* A stage of a block-scope pipeline: how often it was filled (every
 * producer committed) and emptied (every consumer released), and the
 * commits and releases of the round under way. */
struct cucc__pipe_stage {
    volatile unsigned filled, emptied;
    unsigned commits, releases;
};
struct cucc__pipe_roles {
    unsigned producers, consumers;
};

template <thread_scope _CuScope, unsigned char _CuStages> class pipeline_shared_state {
public:
    pipeline_shared_state() = default;
    pipeline_shared_state(const pipeline_shared_state &) = delete;

    cucc__pipe_stage stage[_CuStages];
    cucc__pipe_roles roles;
};

/* A thread's view of a pipeline: the stage it produces next (head) and
 * consumes next (tail), counted from the start; none (a thread-scope
 * pipeline) when st_ is null. */
template <thread_scope _CuScope> class pipeline {
public:
    pipeline(const pipeline &) = default;

    __device__ void producer_acquire()
    {
        if (st_)
            await(&st_[head_ % stages_].emptied, head_ / stages_);
    }
    __device__ void producer_commit()
    {
        if (st_)
            count(&st_[head_ % stages_].commits, roles_->producers, &st_[head_ % stages_].filled);
        head_++;
    }
    __device__ void consumer_wait()
    {
        if (st_)
            await_filled(tail_);
    }
    template <class _CuRep, class _CuPeriod> __device__ bool consumer_wait_for(const _CuRep &, const _CuPeriod &)
    {
        consumer_wait();
        return true;
    }
    __device__ void consumer_release()
    {
        if (st_)
            count(&st_[tail_ % stages_].releases, roles_->consumers, &st_[tail_ % stages_].emptied);
        tail_++;
    }
    __device__ bool quit() { return true; }

    /* pipeline_consumer_wait_prior<N>: the caller's oldest stages, all
     * but the last n it committed, filled (none released) */
    __device__ void cucc__wait_prior(unsigned n)
    {
        for (unsigned i = tail_; st_ && i + n < head_; i++)
            await_filled(i);
    }

    __device__ pipeline() = default;
    __device__ pipeline(cucc__pipe_stage *st, cucc__pipe_roles *roles, unsigned stages)
        : st_(st), roles_(roles), stages_(stages)
    {
    }

private:
    /* waits until *c is at least n */
    __device__ static void await(volatile unsigned *c, unsigned n)
    {
        while (*c < n)
            cucc__wait_while(c, *c);
    }
    /* stage i (counted from the start) filled */
    __device__ void await_filled(unsigned i) { await(&st_[i % stages_].filled, i / stages_ + 1); }
    /* one more of `all`; the last one completes the round of *done */
    __device__ static void count(unsigned *k, unsigned all, volatile unsigned *done)
    {
        if (++*k == all) {
            *k = 0;
            *done = *done + 1;
            cucc__notify(done);
        }
    }

    cucc__pipe_stage *st_ = nullptr;
    cucc__pipe_roles *roles_ = nullptr;
    unsigned stages_ = 1, head_ = 0, tail_ = 0;
};

/* A thread's own pipeline: nothing to wait for. */
__device__ inline pipeline<thread_scope_thread> make_pipeline() { return pipeline<thread_scope_thread>(); }

/* A pipeline of a group (a thread block): every thread of the group calls
 * it.  With roles, the group's first thread clears the state, then each
 * thread counts itself in its role; without, every thread is both. */
template <class Group, thread_scope _CuScope, unsigned char _CuStages>
__device__ inline pipeline<_CuScope> make_pipeline(const Group &g,
                                                pipeline_shared_state<_CuScope, _CuStages> *st,
                                                pipeline_role role)
{
    if (g.thread_rank() == 0) {
        memset(st->stage, 0, sizeof st->stage);
        st->roles = cucc__pipe_roles{0, 0};
    }
    g.sync();
    if (role == pipeline_role::producer)
        st->roles.producers++;
    else
        st->roles.consumers++;
    g.sync();
    return pipeline<_CuScope>(st->stage, &st->roles, _CuStages);
}

template <class Group, thread_scope _CuScope, unsigned char _CuStages>
__device__ inline pipeline<_CuScope> make_pipeline(const Group &g,
                                                pipeline_shared_state<_CuScope, _CuStages> *st)
{
    if (g.thread_rank() == 0) {
        memset(st->stage, 0, sizeof st->stage);
        st->roles = cucc__pipe_roles{(unsigned)g.size(), (unsigned)g.size()};
    }
    g.sync();
    return pipeline<_CuScope>(st->stage, &st->roles, _CuStages);
}

/* Waits until all but the last N stages the caller committed are filled. */
template <unsigned char _CuN, thread_scope _CuScope>
__device__ inline void pipeline_consumer_wait_prior(pipeline<_CuScope> &p)
{
    p.cucc__wait_prior(_CuN);
}

/* The primitives' form (cuda_pipeline.h's __pipeline_*): copies at once. */
template <class T> __device__ inline void pipeline_memcpy_async(T *dst, const T *src)
{
    *dst = *src;
}

namespace std {
template <class CompletionF = void> using barrier = ::cuda::barrier<thread_scope_system, CompletionF>;
} // namespace std

} // namespace cuda

#endif
