/*
 * Synchronization and timing functions of device code: barriers (declared
 * here, defined by the runtime's scheduler), memory fences, clock64(),
 * __nanosleep().  C++ only; included by cucc/device_functions.h.
 */
#ifndef CUCC_DEVICE_SYNC_H
#define CUCC_DEVICE_SYNC_H

#include <time.h>

#include "keywords.h"

/* B.6 Synchronization functions.  __syncthreads() waits until every thread
 * of the block that has not exited reaches it; the _count/_and/_or forms
 * also reduce a predicate over those threads.  They switch fibers, so they
 * live in the runtime (src/rt), not here. */
extern "C" {
__device__ void __syncthreads(void);
__device__ int __syncthreads_count(int predicate);
__device__ int __syncthreads_and(int predicate);
__device__ int __syncthreads_or(int predicate);
}

/* B.5 Memory fence functions.  CUDA orders a thread's memory accesses only
 * at fences (atomics themselves are relaxed); a sequentially consistent
 * fence of the host gives every guarantee of all three scopes.  Blocks run
 * on different cores, so __threadfence() needs a real fence; the block and
 * system scopes get the same one: a block's threads share one worker today,
 * but nothing here should depend on that, and the cost on x86-64 is one
 * mfence. */
__device__ inline void __threadfence_block(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
__device__ inline void __threadfence(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
__device__ inline void __threadfence_system(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
/* sm_90: thread block clusters are not modelled; a cluster is a subset of
 * the device, so the device-wide fence is enough. */
__device__ inline void __threadfence_cluster(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }

/*
 * B.11 Time function.
 *
 * clock64() is a per-multiprocessor cycle counter on the GPU; here it is the
 * time-stamp counter of the core (x86-64: rdtsc, a few GHz like an SM
 * clock, so spin-until-N-cycles loops take a comparable time), or a
 * nanosecond clock elsewhere.  The worker thread that runs the fiber may
 * move between cores, so each worker keeps the last value it returned and
 * never goes below it: readings are monotonic per CUDA thread, as on the
 * GPU, even if two cores' counters disagree.
 *
 * clock() in device code is the same counter's low 32 bits, sign-extended
 * to clock_t as CUDA's (a 32-bit SM counter read into an int): the emitter
 * renames the calls in __device__ and __global__ bodies to
 * cucc__dev_clock() (src/emit/devcall.c), since host and device code share
 * one translation unit where clock is the C library's (processor time in
 * CLOCKS_PER_SEC units, which host code keeps).  Until the thirtieth
 * session device code got the C library's too: microseconds of the
 * process's CPU time, so a kernel that waits for clockRate / 1000 * t
 * clocks to pass (cuda-samples' graphMemoryFootprint) waited about 2000
 * times longer than t.
 */
__device__ inline long long int clock64(void)
{
    static __thread unsigned long long last;
    unsigned long long t;
#if defined(__x86_64__)
    unsigned int lo, hi;
    __asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi));
    t = ((unsigned long long)hi << 32) | lo;
#elif defined(__aarch64__)
    __asm__ __volatile__("mrs %0, cntvct_el0" : "=r"(t));
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    t = (unsigned long long)ts.tv_sec * 1000000000ull + (unsigned long long)ts.tv_nsec;
#endif
    if (t < last)
        t = last;
    last = t;
    return (long long int)(t & 0x7fffffffffffffffull);
}

/* Device clock() (renamed by the emitter, above). */
__device__ inline clock_t cucc__dev_clock(void)
{
    return (clock_t)(int)(unsigned int)clock64();
}

/* ... in __host__ __device__ code: the device's on a worker that runs a
 * block, the C library's anywhere else (src/rt/sched.c). */
extern "C" int cucc__hd_in_block(void);
inline clock_t cucc__hd_clock(void)
{
    return cucc__hd_in_block() ? cucc__dev_clock() : clock();
}

/* sm_70: suspend the thread for about ns nanoseconds (at most ~1 ms, CUDA
 * allows anything in [0, 2 * ns]).  Used in back-off loops that wait for
 * another block, which runs on another worker: sleeping the worker lets it
 * run.  Short waits just pause the core. */
__device__ inline void __nanosleep(unsigned int ns)
{
    if (ns > 1000000u)
        ns = 1000000u;
    if (ns < 2000u) {
        for (unsigned int i = 0; i < ns / 16u + 1u; i++) {
#if defined(__x86_64__) || defined(__i386__)
            __builtin_ia32_pause();
#elif defined(__aarch64__)
            __asm__ __volatile__("yield");
#endif
        }
        return;
    }
    struct timespec ts = { 0, (long)ns };
    nanosleep(&ts, 0);
}

#endif
