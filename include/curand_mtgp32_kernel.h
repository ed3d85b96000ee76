/*
 * cuRAND's MTGP32 device API: curand and its single-precision and
 * "specific" forms on a curandStateMtgp32_t that a whole block shares.
 *
 * A call is a block-wide step: thread t (cuRAND's count, below) makes the
 * number of words offset + t, offset + t + 1 and offset + t + pos of the
 * state, stores it as word offset + t + 351 and returns it tempered; then
 * (between two barriers) thread 0 moves offset past the block's numbers.
 * Every thread of the block must make the call, as on a GPU.  The steps
 * are cuRAND's, including two of its quirks: the thread count of 3D blocks
 * (z * by * bz + y * bx + x, not the linear index) and the single-
 * precision forms, which count threads from by * bz and store the new word
 * at that count instead of past the live ones; the numbers are then an
 * H200's (tests/e2e/curand_mtgp32.cu).
 */
#ifndef CUCC_CURAND_MTGP32_KERNEL_H
#define CUCC_CURAND_MTGP32_KERNEL_H

#include "cuda_runtime.h"
#include "curand_mtgp32.h"

/* The recursion of parameter set bid on words x1, x2 (the next) and y (at pos). */
static __host__ __device__ inline unsigned int cucc__mtgp32_rec(const mtgp32_kernel_params_t *k, int bid,
                                                                unsigned int x1, unsigned int x2, unsigned int y)
{
    unsigned int x = (x1 & k->mask[0]) ^ x2;
    x ^= x << k->sh1_tbl[bid];
    y = x ^ (y >> k->sh2_tbl[bid]);
    return y ^ k->param_tbl[bid][y & 0x0f];
}

/* The tempering matrix's row for word w. */
static __host__ __device__ inline unsigned int cucc__mtgp32_row(const unsigned int tbl[TBL_SIZE], unsigned int w)
{
    w ^= w >> 16;
    w ^= w >> 8;
    return tbl[w & 0x0f];
}

/* Thread t's new word from the live words of state s. */
static __host__ __device__ inline unsigned int cucc__mtgp32_word(const curandStateMtgp32_t *s, unsigned int t)
{
    const int pos = (int)s->k->pos_tbl[s->pIdx];
    return cucc__mtgp32_rec(s->k, s->pIdx, s->s[(t + s->offset) & MTGP32_STATE_MASK],
                            s->s[(t + s->offset + 1) & MTGP32_STATE_MASK],
                            s->s[(t + s->offset + pos) & MTGP32_STATE_MASK]);
}

/* The word that tempers thread t's number. */
static __host__ __device__ inline unsigned int cucc__mtgp32_tw(const curandStateMtgp32_t *s, unsigned int t)
{
    return s->s[(t + s->offset + s->k->pos_tbl[s->pIdx] - 1) & MTGP32_STATE_MASK];
}

/* Thread t's 32-bit number of a step (its word stored past the live ones). */
static __host__ __device__ inline unsigned int cucc__mtgp32_bits(curandStateMtgp32_t *s, unsigned int t)
{
    unsigned int r = cucc__mtgp32_word(s, t);
    s->s[(t + s->offset + MTGPDC_N) & MTGP32_STATE_MASK] = r;
    return r ^ cucc__mtgp32_row(s->k->temper_tbl[s->pIdx], cucc__mtgp32_tw(s, t));
}

/* Thread t's float of [1, 2) of a step, with the single forms' store at t. */
static __host__ __device__ inline float cucc__mtgp32_float(curandStateMtgp32_t *s, unsigned int t)
{
    unsigned int r = cucc__mtgp32_word(s, t);
    s->s[t] = r;
    unsigned int u = (r >> 9) ^ cucc__mtgp32_row(s->k->single_temper_tbl[s->pIdx], cucc__mtgp32_tw(s, t));
    float f;
    __builtin_memcpy(&f, &u, sizeof f);
    return f;
}

/* The end of a step: once every thread has its number, lead moves the
 * offset n words on. */
static __device__ inline void cucc__mtgp32_advance(curandStateMtgp32_t *s, bool lead, unsigned int n)
{
    __syncthreads();
    if (lead)
        s->offset = (s->offset + n) & MTGP32_STATE_MASK;
    __syncthreads();
}

static __device__ inline unsigned int curand(curandStateMtgp32_t *state)
{
    unsigned int t = blockDim.z * blockDim.y * threadIdx.z + blockDim.x * threadIdx.y + threadIdx.x;
    unsigned int o = cucc__mtgp32_bits(state, t);
    cucc__mtgp32_advance(state, t == 0, blockDim.x * blockDim.y * blockDim.z);
    return o;
}

/* As curand, for n threads of which this is thread index. */
static __device__ inline unsigned int curand_mtgp32_specific(curandStateMtgp32_t *state, unsigned char index,
                                                             unsigned char n)
{
    unsigned int o = cucc__mtgp32_bits(state, index);
    cucc__mtgp32_advance(state, index == 0, n);
    return o;
}

/* A float of [1, 2) (cuRAND's single-precision tempering). */
static __device__ inline float curand_mtgp32_single(curandStateMtgp32_t *state)
{
    unsigned int t = blockDim.z * blockDim.y + threadIdx.x;
    float o = cucc__mtgp32_float(state, t);
    cucc__mtgp32_advance(state, threadIdx.x == 0, blockDim.x * blockDim.y * blockDim.z);
    return o;
}

static __device__ inline float curand_mtgp32_single_specific(curandStateMtgp32_t *state, unsigned char index,
                                                             unsigned char n)
{
    float o = cucc__mtgp32_float(state, index);
    cucc__mtgp32_advance(state, threadIdx.x == 0, n);
    return o;
}

#endif
