/*
 * cuRAND's device API (curand_kernel.h), for the XORWOW generator (the
 * default curandState) and Philox4_32_10: curand_init with seed,
 * subsequence and offset, skipahead, skipahead_sequence, curand (curand4),
 * uniform, normal and log-normal floats and doubles.
 *
 * The sequences are NVIDIA's: the same seeding, state updates and
 * conversions (uniform floats and doubles are bit-identical with cuRAND's;
 * normals go through Box-Muller with this library's logf/__sincosf, so they
 * agree to a few ulp).  XORWOW's subsequences are 2^67 draws apart: the
 * runtime jumps with powers of the generator's GF(2) matrix
 * (src/rt/curand.c).  MRG32k3a, MTGP32, Sobol, Poisson and the host API
 * (curand.h) are not done.
 */
#ifndef CUCC_CURAND_KERNEL_H
#define CUCC_CURAND_KERNEL_H

#include <math.h>
#include "cuda_runtime.h"

#define CUCC_CURAND_2POW32_INV (2.3283064e-10f)
#define CUCC_CURAND_2POW32_INV_DOUBLE (2.3283064365386963e-10)
#define CUCC_CURAND_2POW53_INV_DOUBLE (1.1102230246251565e-16)
#define CUCC_CURAND_2POW32_INV_2PI (2.3283064e-10f * 6.2831855f)
#define CUCC_CURAND_PI_DOUBLE (3.1415926535897932)

/* The runtime's jump: v (XORWOW's 160 bits) advanced by
 * subsequence * 2^67 + offset draws. */
extern "C" void cucc__curand_xorwow_jump(unsigned int v[5], unsigned long long subsequence,
                                         unsigned long long offset);

/* ---- XORWOW ----------------------------------------------------------- */

struct curandStateXORWOW {
    unsigned int d, v[5];
    int boxmuller_flag;
    int boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;

/* the Box-Muller caches' flags */
#define CUCC_CURAND_NORMAL 1
#define CUCC_CURAND_LOG_NORMAL 2

static __device__ inline void curand_init(unsigned long long seed, unsigned long long subsequence,
                                          unsigned long long offset, curandStateXORWOW_t *state)
{
    /* the seed's halves, salted and multiplied by odd constants */
    unsigned int a = 1099087573u * ((unsigned int)seed ^ 0xaad26b49u);
    unsigned int b = 2591861531u * ((unsigned int)(seed >> 32) ^ 0xf7dcefddu);
    state->d = 6615241u + a + b;
    state->v[0] = 123456789u + a;
    state->v[1] = 362436069u ^ a;
    state->v[2] = 521288629u + b;
    state->v[3] = 88675123u ^ b;
    state->v[4] = 5783321u + a;
    if (subsequence || offset)
        cucc__curand_xorwow_jump(state->v, subsequence, offset);
    state->d += 362437u * (unsigned int)offset;
    state->boxmuller_flag = state->boxmuller_flag_double = 0;
    state->boxmuller_extra = 0.0f;
    state->boxmuller_extra_double = 0.0;
}

static __device__ inline unsigned int curand(curandStateXORWOW_t *state)
{
    unsigned int t = state->v[0] ^ (state->v[0] >> 2);
    state->v[0] = state->v[1];
    state->v[1] = state->v[2];
    state->v[2] = state->v[3];
    state->v[3] = state->v[4];
    state->v[4] = (state->v[4] ^ (state->v[4] << 4)) ^ (t ^ (t << 1));
    state->d += 362437u;
    return state->v[4] + state->d;
}

static __device__ inline void skipahead(unsigned long long n, curandStateXORWOW_t *state)
{
    cucc__curand_xorwow_jump(state->v, 0, n);
    state->d += 362437u * (unsigned int)n;
}

static __device__ inline void skipahead_sequence(unsigned long long n, curandStateXORWOW_t *state)
{
    cucc__curand_xorwow_jump(state->v, n, 0);   /* d moves by a multiple of 2^32 */
}

/* ---- Philox4_32_10 ------------------------------------------------------ */

struct curandStatePhilox4_32_10 {
    uint4 ctr;
    uint4 output;
    uint2 key;
    unsigned int STATE;
    int boxmuller_flag;
    int boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;

/* ten rounds of Philox-4x32 on counter c with key k */
static __device__ inline uint4 cucc__philox10(uint4 c, uint2 k)
{
    for (int r = 0; r < 10; r++) {
        unsigned long long p0 = 0xD2511F53ull * c.x, p1 = 0xCD9E8D57ull * c.z;
        c = make_uint4((unsigned int)(p1 >> 32) ^ c.y ^ k.x, (unsigned int)p1,
                       (unsigned int)(p0 >> 32) ^ c.w ^ k.y, (unsigned int)p0);
        k.x += 0x9E3779B9u;
        k.y += 0xBB67AE85u;
    }
    return c;
}

/* the 128-bit counter plus n */
static __device__ inline void cucc__philox_add(curandStatePhilox4_32_10_t *s, unsigned long long n)
{
    unsigned long long lo = ((unsigned long long)s->ctr.y << 32 | s->ctr.x) + n;
    bool carry = lo < n;
    s->ctr.x = (unsigned int)lo;
    s->ctr.y = (unsigned int)(lo >> 32);
    if (carry && ++s->ctr.z == 0)
        ++s->ctr.w;
}

static __device__ inline void skipahead(unsigned long long n, curandStatePhilox4_32_10_t *state)
{
    state->STATE += (unsigned int)(n & 3);
    n /= 4;
    if (state->STATE > 3) {
        n++;
        state->STATE -= 4;
    }
    cucc__philox_add(state, n);
    state->output = cucc__philox10(state->ctr, state->key);
}

static __device__ inline void skipahead_sequence(unsigned long long n,
                                                 curandStatePhilox4_32_10_t *state)
{
    unsigned long long hi = ((unsigned long long)state->ctr.w << 32 | state->ctr.z) + n;
    state->ctr.z = (unsigned int)hi;
    state->ctr.w = (unsigned int)(hi >> 32);
    state->output = cucc__philox10(state->ctr, state->key);
}

static __device__ inline void curand_init(unsigned long long seed, unsigned long long subsequence,
                                          unsigned long long offset,
                                          curandStatePhilox4_32_10_t *state)
{
    state->ctr = make_uint4(0, 0, 0, 0);
    state->key = make_uint2((unsigned int)seed, (unsigned int)(seed >> 32));
    state->STATE = 0;
    state->boxmuller_flag = state->boxmuller_flag_double = 0;
    state->boxmuller_extra = 0.0f;
    state->boxmuller_extra_double = 0.0;
    skipahead_sequence(subsequence, state);
    skipahead(offset, state);
}

static __device__ inline unsigned int curand(curandStatePhilox4_32_10_t *state)
{
    unsigned int k = state->STATE++;
    unsigned int r = k == 0 ? state->output.x : k == 1 ? state->output.y
                   : k == 2 ? state->output.z : state->output.w;
    if (state->STATE == 4) {
        cucc__philox_add(state, 1);
        state->output = cucc__philox10(state->ctr, state->key);
        state->STATE = 0;
    }
    return r;
}

static __device__ inline uint4 curand4(curandStatePhilox4_32_10_t *state)
{
    uint4 a = state->output;
    cucc__philox_add(state, 1);
    state->output = cucc__philox10(state->ctr, state->key);
    uint4 b = state->output;
    unsigned int w[8] = {a.x, a.y, a.z, a.w, b.x, b.y, b.z, b.w}, k = state->STATE;
    return make_uint4(w[k], w[k + 1], w[k + 2], w[k + 3]);
}

/* ---- distributions -------------------------------------------------------
 * nvcc contracts cuRAND's `x * C + C / 2` into one fused multiply-add. */

static __device__ inline float cucc__curand_u01(unsigned int x)
{
    return fmaf((float)x, CUCC_CURAND_2POW32_INV, CUCC_CURAND_2POW32_INV / 2.0f);
}

/* 53 bits from two draws */
static __device__ inline double cucc__curand_u01_hq(unsigned int x, unsigned int y)
{
    unsigned long long z = (unsigned long long)x ^ ((unsigned long long)y << (53 - 32));
    return fma((double)z, CUCC_CURAND_2POW53_INV_DOUBLE, CUCC_CURAND_2POW53_INV_DOUBLE / 2.0);
}

static __device__ inline float2 cucc__box_muller(unsigned int x, unsigned int y)
{
    float u = cucc__curand_u01(x);
    float v = fmaf((float)y, CUCC_CURAND_2POW32_INV_2PI, CUCC_CURAND_2POW32_INV_2PI / 2.0f);
    float s = sqrtf(-2.0f * logf(u)), sn, cs;
    __sincosf(v, &sn, &cs);
    return make_float2(sn * s, cs * s);
}

static __device__ inline double2 cucc__box_muller_double(unsigned int x0, unsigned int x1,
                                                         unsigned int y0, unsigned int y1)
{
    double u = cucc__curand_u01_hq(x0, x1);
    unsigned long long zy = (unsigned long long)y0 ^ ((unsigned long long)y1 << (53 - 32));
    double v = fma((double)zy, CUCC_CURAND_2POW53_INV_DOUBLE * 2.0, CUCC_CURAND_2POW53_INV_DOUBLE);
    double s = sqrt(-2.0 * log(u)), sn, cs;
    sincospi(v, &sn, &cs);
    return make_double2(sn * s, cs * s);
}

static __device__ inline float curand_uniform(curandStateXORWOW_t *state)
{
    return cucc__curand_u01(curand(state));
}

static __device__ inline float curand_uniform(curandStatePhilox4_32_10_t *state)
{
    return cucc__curand_u01(curand(state));
}

static __device__ inline float4 curand_uniform4(curandStatePhilox4_32_10_t *state)
{
    uint4 x = curand4(state);
    return make_float4(cucc__curand_u01(x.x), cucc__curand_u01(x.y), cucc__curand_u01(x.z),
                       cucc__curand_u01(x.w));
}

static __device__ inline double curand_uniform_double(curandStateXORWOW_t *state)
{
    unsigned int x = curand(state);
    return cucc__curand_u01_hq(x, curand(state));
}

static __device__ inline double curand_uniform_double(curandStatePhilox4_32_10_t *state)
{
    return fma((double)curand(state), CUCC_CURAND_2POW32_INV_DOUBLE, CUCC_CURAND_2POW32_INV_DOUBLE);
}

static __device__ inline double2 curand_uniform2_double(curandStatePhilox4_32_10_t *state)
{
    uint4 x = curand4(state);
    return make_double2(cucc__curand_u01_hq(x.x, x.y), cucc__curand_u01_hq(x.z, x.w));
}

/* One of a Box-Muller pair, the other kept for the next call (flag says
 * which kind of value is kept: a normal or a log-normal). */
template <class _CuS>
static __device__ inline float cucc__curand_pair(_CuS *state, int flag, float mean, float stddev)
{
    if (state->boxmuller_flag != flag) {
        unsigned int x = curand(state);
        float2 v = cucc__box_muller(x, curand(state));
        float a = v.x, b = v.y;
        if (flag == CUCC_CURAND_LOG_NORMAL) {
            a = expf(mean + stddev * a);
            b = expf(mean + stddev * b);
        }
        state->boxmuller_extra = b;
        state->boxmuller_flag = flag;
        return a;
    }
    state->boxmuller_flag = 0;
    return state->boxmuller_extra;
}

/* The four draws of a double Box-Muller pair: XORWOW's next four, and
 * Philox's curand4 (as cuRAND takes them). */
static __device__ inline uint4 cucc__curand_draws4(curandStateXORWOW_t *state)
{
    unsigned int x0 = curand(state), x1 = curand(state), y0 = curand(state);
    return make_uint4(x0, x1, y0, curand(state));
}

static __device__ inline uint4 cucc__curand_draws4(curandStatePhilox4_32_10_t *state)
{
    return curand4(state);
}

template <class _CuS>
static __device__ inline double cucc__curand_pair_double(_CuS *state, int flag, double mean,
                                                         double stddev)
{
    if (state->boxmuller_flag_double != flag) {
        uint4 x = cucc__curand_draws4(state);
        double2 v = cucc__box_muller_double(x.x, x.y, x.z, x.w);
        double a = v.x, b = v.y;
        if (flag == CUCC_CURAND_LOG_NORMAL) {
            a = exp(mean + stddev * a);
            b = exp(mean + stddev * b);
        }
        state->boxmuller_extra_double = b;
        state->boxmuller_flag_double = flag;
        return a;
    }
    state->boxmuller_flag_double = 0;
    return state->boxmuller_extra_double;
}

static __device__ inline float curand_normal(curandStateXORWOW_t *state)
{
    return cucc__curand_pair(state, CUCC_CURAND_NORMAL, 0.0f, 1.0f);
}

static __device__ inline float curand_normal(curandStatePhilox4_32_10_t *state)
{
    return cucc__curand_pair(state, CUCC_CURAND_NORMAL, 0.0f, 1.0f);
}

static __device__ inline double curand_normal_double(curandStateXORWOW_t *state)
{
    return cucc__curand_pair_double(state, CUCC_CURAND_NORMAL, 0.0, 1.0);
}

static __device__ inline double curand_normal_double(curandStatePhilox4_32_10_t *state)
{
    return cucc__curand_pair_double(state, CUCC_CURAND_NORMAL, 0.0, 1.0);
}

static __device__ inline float curand_log_normal(curandStateXORWOW_t *state, float mean, float stddev)
{
    return cucc__curand_pair(state, CUCC_CURAND_LOG_NORMAL, mean, stddev);
}

static __device__ inline float curand_log_normal(curandStatePhilox4_32_10_t *state, float mean,
                                                 float stddev)
{
    return cucc__curand_pair(state, CUCC_CURAND_LOG_NORMAL, mean, stddev);
}

static __device__ inline double curand_log_normal_double(curandStateXORWOW_t *state, double mean,
                                                         double stddev)
{
    return cucc__curand_pair_double(state, CUCC_CURAND_LOG_NORMAL, mean, stddev);
}

static __device__ inline double curand_log_normal_double(curandStatePhilox4_32_10_t *state,
                                                         double mean, double stddev)
{
    return cucc__curand_pair_double(state, CUCC_CURAND_LOG_NORMAL, mean, stddev);
}

static __device__ inline float2 curand_normal2(curandStateXORWOW_t *state)
{
    unsigned int x = curand(state);
    return cucc__box_muller(x, curand(state));
}

static __device__ inline float2 curand_normal2(curandStatePhilox4_32_10_t *state)
{
    unsigned int x = curand(state);
    return cucc__box_muller(x, curand(state));
}

static __device__ inline float4 curand_normal4(curandStatePhilox4_32_10_t *state)
{
    uint4 x = curand4(state);
    float2 a = cucc__box_muller(x.x, x.y), b = cucc__box_muller(x.z, x.w);
    return make_float4(a.x, a.y, b.x, b.y);
}

static __device__ inline double2 curand_normal2_double(curandStateXORWOW_t *state)
{
    uint4 x = cucc__curand_draws4(state);
    return cucc__box_muller_double(x.x, x.y, x.z, x.w);
}

static __device__ inline double2 curand_normal2_double(curandStatePhilox4_32_10_t *state)
{
    uint4 x = cucc__curand_draws4(state);
    return cucc__box_muller_double(x.x, x.y, x.z, x.w);
}

#endif
