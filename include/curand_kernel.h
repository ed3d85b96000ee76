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
 * (src/rt/curand.c).  Poisson draws (curand_poisson) by cuRAND's three
 * methods; curand_discrete from the distributions of curand.h.  Sobol32
 * and Sobol64 (not scrambled) from the direction vectors of curand.h.
 * MTGP32 (curand_mtgp32_kernel.h; its states from curand_mtgp32_host.h).
 * The scrambled Sobol generators are not done.
 */
#ifndef CUCC_CURAND_KERNEL_H
#define CUCC_CURAND_KERNEL_H

#include <math.h>
#include <type_traits>
#include "cuda_runtime.h"
#include "curand.h"

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

/* ---- MRG32k3a -------------------------------------------------------------
 * L'Ecuyer's combined multiple recursive generator: two third-order
 * recurrences modulo m1 and m2, combined.  A jump of n steps is the
 * recurrences' 3 x 3 matrices to the n-th power (mod m), by squaring;
 * subsequences are 2^76 steps apart, sequences 2^127, as cuRAND's. */

struct curandStateMRG32k3a {
    unsigned int s1[3];
    unsigned int s2[3];
    int boxmuller_flag;
    int boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;

#define CUCC_MRG_M1 4294967087ull
#define CUCC_MRG_M2 4294944443ull
#define CUCC_MRG_NORM (2.3283065498378288e-10)
#define CUCC_MRG_BITS_NORM 1.000000048662

typedef unsigned long long cucc__mrg_mat[3][3];

static __device__ inline void cucc__mrg_mul(const cucc__mrg_mat a, const cucc__mrg_mat b, cucc__mrg_mat o,
                                             unsigned long long m)
{
    cucc__mrg_mat t;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            t[i][j] = (a[i][0] * b[0][j] % m + a[i][1] * b[1][j] % m + a[i][2] * b[2][j] % m) % m;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            o[i][j] = t[i][j];
}

/* o = a^(2^k) */
static __device__ inline void cucc__mrg_square_k(const cucc__mrg_mat a, int k, cucc__mrg_mat o,
                                                  unsigned long long m)
{
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            o[i][j] = a[i][j];
    while (k-- > 0)
        cucc__mrg_mul(o, o, o, m);
}

/* v = (base^n) v */
static __device__ inline void cucc__mrg_jump(const cucc__mrg_mat base, unsigned long long n, unsigned int v[3],
                                              unsigned long long m)
{
    cucc__mrg_mat p, r = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            p[i][j] = base[i][j];
    for (; n; n >>= 1) {
        if (n & 1)
            cucc__mrg_mul(p, r, r, m);
        cucc__mrg_mul(p, p, p, m);
    }
    unsigned long long w[3];
    for (int i = 0; i < 3; i++)
        w[i] = (r[i][0] * v[0] % m + r[i][1] * v[1] % m + r[i][2] * v[2] % m) % m;
    for (int i = 0; i < 3; i++)
        v[i] = (unsigned int)w[i];
}

/* The recurrences' one-step matrices, or their 2^k-th powers. */
static __device__ inline void cucc__mrg_step_mats(int k, cucc__mrg_mat a1, cucc__mrg_mat a2)
{
    const cucc__mrg_mat one1 = {{0, 1, 0}, {0, 0, 1}, {CUCC_MRG_M1 - 810728ull, 1403580ull, 0}};
    const cucc__mrg_mat one2 = {{0, 1, 0}, {0, 0, 1}, {CUCC_MRG_M2 - 1370589ull, 0, 527612ull}};
    cucc__mrg_square_k(one1, k, a1, CUCC_MRG_M1);
    cucc__mrg_square_k(one2, k, a2, CUCC_MRG_M2);
}

static __device__ inline void cucc__mrg_skip(unsigned long long n, int log2_unit, curandStateMRG32k3a_t *state)
{
    if (!n)
        return;
    cucc__mrg_mat a1, a2;
    cucc__mrg_step_mats(log2_unit, a1, a2);
    cucc__mrg_jump(a1, n, state->s1, CUCC_MRG_M1);
    cucc__mrg_jump(a2, n, state->s2, CUCC_MRG_M2);
}

static __device__ inline void skipahead(unsigned long long n, curandStateMRG32k3a_t *state)
{
    cucc__mrg_skip(n, 0, state);
}

static __device__ inline void skipahead_subsequence(unsigned long long n, curandStateMRG32k3a_t *state)
{
    cucc__mrg_skip(n, 76, state);
}

static __device__ inline void skipahead_sequence(unsigned long long n, curandStateMRG32k3a_t *state)
{
    cucc__mrg_skip(n, 127, state);
}

static __device__ inline void curand_init(unsigned long long seed, unsigned long long subsequence,
                                          unsigned long long offset, curandStateMRG32k3a_t *state)
{
    /* 12345 in every word; a seed multiplies them by its salted halves */
    unsigned long long x1 = (unsigned int)seed ^ 0x55555555u, x2 = (unsigned int)(seed >> 32) ^ 0xaaaaaaaau;
    for (int i = 0; i < 3; i++) {
        unsigned long long f1 = seed ? (i == 1 ? x2 : x1) : 1, f2 = seed ? (i == 1 ? x1 : x2) : 1;
        state->s1[i] = (unsigned int)(f1 * 12345ull % CUCC_MRG_M1);
        state->s2[i] = (unsigned int)(f2 * 12345ull % CUCC_MRG_M2);
    }
    skipahead_subsequence(subsequence, state);
    skipahead(offset, state);
    state->boxmuller_flag = state->boxmuller_flag_double = 0;
    state->boxmuller_extra = 0.0f;
    state->boxmuller_extra_double = 0.0;
}

/* One step: the combination, in (0, m1]. */
static __device__ inline double cucc__mrg_next(curandStateMRG32k3a_t *state)
{
    /* a12 s1[1] - a13 s1[0] as a12 s1[1] + a13 (m1 - s1[0]): no term near
     * 2^64 (m1 - a13 times s1[0] would overflow with s1[1]'s) */
    unsigned long long p1 = (1403580ull * state->s1[1] + 810728ull * (CUCC_MRG_M1 - state->s1[0])) % CUCC_MRG_M1;
    unsigned long long p2 = (527612ull * state->s2[2] + 1370589ull * (CUCC_MRG_M2 - state->s2[0])) % CUCC_MRG_M2;
    state->s1[0] = state->s1[1];
    state->s1[1] = state->s1[2];
    state->s1[2] = (unsigned int)p1;
    state->s2[0] = state->s2[1];
    state->s2[1] = state->s2[2];
    state->s2[2] = (unsigned int)p2;
    return p1 <= p2 ? (double)(p1 + CUCC_MRG_M1 - p2) : (double)(p1 - p2);
}

static __device__ inline unsigned int curand(curandStateMRG32k3a_t *state)
{
    return (unsigned int)(cucc__mrg_next(state) * CUCC_MRG_BITS_NORM);
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

static __device__ inline float curand_uniform(curandStateMRG32k3a_t *state)
{
    return (float)(cucc__mrg_next(state) * CUCC_MRG_NORM);
}

static __device__ inline double curand_uniform_double(curandStateMRG32k3a_t *state)
{
    return cucc__mrg_next(state) * CUCC_MRG_NORM;
}

/* Box-Muller pairs: from two draws (XORWOW, Philox) or, for MRG32k3a,
 * from two of its uniforms (doubles: four draws, or two uniform doubles). */
template <class _CuS> static __device__ inline float2 cucc__curand_bm(_CuS *state)
{
    unsigned int x = curand(state);
    return cucc__box_muller(x, curand(state));
}

static __device__ inline float2 cucc__curand_bm(curandStateMRG32k3a_t *state)
{
    float x = curand_uniform(state), y = curand_uniform(state) * 6.2831855f, sn, cs;
    float s = sqrtf(-2.0f * logf(x));
    __sincosf(y, &sn, &cs);
    return make_float2(sn * s, cs * s);
}

/* One of a Box-Muller pair, the other kept for the next call (flag says
 * which kind of value is kept: a normal or a log-normal). */
template <class _CuS>
static __device__ inline float cucc__curand_pair(_CuS *state, int flag, float mean, float stddev)
{
    if (state->boxmuller_flag != flag) {
        float2 v = cucc__curand_bm(state);
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

template <class _CuS> static __device__ inline double2 cucc__curand_bm_double(_CuS *state)
{
    uint4 x = cucc__curand_draws4(state);
    return cucc__box_muller_double(x.x, x.y, x.z, x.w);
}

static __device__ inline double2 cucc__curand_bm_double(curandStateMRG32k3a_t *state)
{
    double x = curand_uniform_double(state), y = curand_uniform_double(state) * 2.0, sn, cs;
    double s = sqrt(-2.0 * log(x));
    sincospi(y, &sn, &cs);
    return make_double2(sn * s, cs * s);
}

template <class _CuS>
static __device__ inline double cucc__curand_pair_double(_CuS *state, int flag, double mean,
                                                         double stddev)
{
    if (state->boxmuller_flag_double != flag) {
        double2 v = cucc__curand_bm_double(state);
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

static __device__ inline float curand_normal(curandStateMRG32k3a_t *state)
{
    return cucc__curand_pair(state, CUCC_CURAND_NORMAL, 0.0f, 1.0f);
}

static __device__ inline double curand_normal_double(curandStateMRG32k3a_t *state)
{
    return cucc__curand_pair_double(state, CUCC_CURAND_NORMAL, 0.0, 1.0);
}

static __device__ inline float curand_log_normal(curandStateMRG32k3a_t *state, float mean, float stddev)
{
    return cucc__curand_pair(state, CUCC_CURAND_LOG_NORMAL, mean, stddev);
}

static __device__ inline double curand_log_normal_double(curandStateMRG32k3a_t *state, double mean,
                                                         double stddev)
{
    return cucc__curand_pair_double(state, CUCC_CURAND_LOG_NORMAL, mean, stddev);
}

static __device__ inline float2 curand_normal2(curandStateMRG32k3a_t *state)
{
    return cucc__curand_bm(state);
}

static __device__ inline double2 curand_normal2_double(curandStateMRG32k3a_t *state)
{
    return cucc__curand_bm_double(state);
}

static __device__ inline double4 curand_normal4_double(curandStatePhilox4_32_10_t *state)
{
    uint4 x = curand4(state), y = curand4(state);
    double2 a = cucc__box_muller_double(x.x, x.y, x.z, x.w), b = cucc__box_muller_double(y.x, y.y, y.z, y.w);
    return make_double4(a.x, a.y, b.x, b.y);
}

/* ---- Poisson -------------------------------------------------------------
 * cuRAND's methods, chosen by lambda as its curand_poisson chooses them:
 * below 64, Knuth's (e^lambda multiplied by uniforms until it is at most
 * 1); above 4000, the normal law rounded; between, a rejection method whose
 * proposal inverts an approximation of the regularised incomplete gamma
 * function P(a, x) ~ 1 / (1 + e^(alpha(a) (a - x) - beta(a)))^2.  The GPU
 * computes that approximation with its approximate reciprocal square root,
 * exponential, logarithm and reciprocal; here they are the exact float
 * functions, so between 64 and 4000 a draw can (rarely) differ from the
 * GPU's; below and above, every draw tested was the GPU's (its expf can
 * differ from cucc's by an ulp, which could tip Knuth's last comparison). */

template <class _CuS> static __device__ inline unsigned int cucc__poisson_knuth(_CuS *state, float lambda)
{
    unsigned int k = 0;
    float p = expf(lambda);
    do {
        k++;
        p *= curand_uniform(state);
    } while (p > 1.0f);
    return k - 1;
}

/* alpha(a) and beta(a) of the approximation (constants of cuRAND's fit) */
static __device__ inline float2 cucc__poisson_ab(float a)
{
    return make_float2(fmaf(1.43248035075540910f, 1.0f / sqrtf(a - 0.12400979329415655f), 0.00025361074907033f),
                       fmaf(0.21096734870196546f, 1.0f / sqrtf(a - 1.97381164089999420f), 0.94201734077887530f));
}

static __device__ inline float cucc__poisson_p(float a, float2 ab, float x)
{
    float t = 1.0f + expf(fmaf(ab.x, a - x, -ab.y));
    return 1.0f / (t * t);
}

static __device__ inline float cucc__poisson_pinv(float a, float2 ab, float y)
{
    float t = ab.y + logf(1.0f / sqrtf(y) - 1.0f);
    return fmaf(-t, 1.0f / ab.x, a);
}

template <class _CuS> static __device__ inline unsigned int cucc__poisson_gammainc(_CuS *state, float lambda)
{
    const float2 ab = cucc__poisson_ab(lambda);
    const float logl = logf(lambda);
    for (;;) {
        float x = floorf(cucc__poisson_pinv(lambda, ab, curand_uniform(state)));
        float z = curand_uniform(state);
        float v = (cucc__poisson_p(lambda, ab, x + 1.0f) - cucc__poisson_p(lambda, ab, x)) * 1.3f;
        /* the density at x: e^(x log(lambda) - lambda - log(x!)), log(x!)
         * in double (cuRAND: a table and Stirling's series) */
        int sign;   /* lgamma_r: glibc's lgamma writes the global signgam */
        float t = expf(fmaf(x, logl, -lambda) - (float)lgamma_r((double)(int)(1.0f + x), &sign));
        if (z * v < t && v >= 1e-20f)
            return (unsigned int)x;
    }
}

template <class _CuS> static __device__ inline unsigned int cucc__poisson(_CuS *state, double lambda)
{
    if (lambda < 64)
        return cucc__poisson_knuth(state, (float)lambda);
    if (lambda > 4000)
        return (unsigned int)(fma(sqrt(lambda), curand_normal_double(state), lambda) + 0.5);
    return cucc__poisson_gammainc(state, (float)lambda);
}

static __device__ inline unsigned int curand_poisson(curandStateXORWOW_t *state, double lambda)
{
    return cucc__poisson(state, lambda);
}

static __device__ inline unsigned int curand_poisson(curandStatePhilox4_32_10_t *state, double lambda)
{
    return cucc__poisson(state, lambda);
}

static __device__ inline unsigned int curand_poisson(curandStateMRG32k3a_t *state, double lambda)
{
    return cucc__poisson(state, lambda);
}

/* four draws one after another, except above 4000: curand_normal4_double */
static __device__ inline uint4 curand_poisson4(curandStatePhilox4_32_10_t *state, double lambda)
{
    if (lambda > 4000) {
        double4 n = curand_normal4_double(state);
        double s = sqrt(lambda);
        return make_uint4((unsigned int)(fma(s, n.x, lambda) + 0.5), (unsigned int)(fma(s, n.y, lambda) + 0.5),
                          (unsigned int)(fma(s, n.z, lambda) + 0.5), (unsigned int)(fma(s, n.w, lambda) + 0.5));
    }
    unsigned int x = cucc__poisson(state, lambda), y = cucc__poisson(state, lambda);
    unsigned int z = cucc__poisson(state, lambda);
    return make_uint4(x, y, z, cucc__poisson(state, lambda));
}

/* ---- discrete distributions (curandCreatePoissonDistribution) ----------- */

/* the square histogram's value at u in (0, 1] */
static __device__ inline unsigned int cucc__discrete_at(double u, curandDiscreteDistribution_t d)
{
    unsigned int j = (unsigned int)(d->length * u);
    if (j >= d->length)
        j = d->length - 1;
    return d->shift + (u < d->hist_v[j] ? j : d->hist_k[j]);
}

/* ... for one draw x */
static __device__ inline unsigned int cucc__discrete_m2(unsigned int x, curandDiscreteDistribution_t d)
{
    return cucc__discrete_at(fma((double)x, CUCC_CURAND_2POW32_INV_DOUBLE, CUCC_CURAND_2POW32_INV_DOUBLE), d);
}

template <class _CuS>
static __device__ inline unsigned int cucc__discrete(_CuS *state, curandDiscreteDistribution_t d)
{
    if (d->method == CURAND_M2)
        return cucc__discrete_m2(curand(state), d);
    return (unsigned int)(fma(d->stddev, curand_normal_double(state), d->mean) + 0.5);
}

static __device__ inline unsigned int curand_discrete(curandStateXORWOW_t *state, curandDiscreteDistribution_t d)
{
    return cucc__discrete(state, d);
}

static __device__ inline unsigned int curand_discrete(curandStatePhilox4_32_10_t *state, curandDiscreteDistribution_t d)
{
    return cucc__discrete(state, d);
}

static __device__ inline unsigned int curand_discrete(curandStateMRG32k3a_t *state, curandDiscreteDistribution_t d)
{
    return cucc__discrete(state, d);
}

static __device__ inline uint4 curand_discrete4(curandStatePhilox4_32_10_t *state, curandDiscreteDistribution_t d)
{
    if (d->method == CURAND_M2) {
        uint4 x = curand4(state);
        return make_uint4(cucc__discrete_m2(x.x, d), cucc__discrete_m2(x.y, d), cucc__discrete_m2(x.z, d),
                          cucc__discrete_m2(x.w, d));
    }
    double4 n = curand_normal4_double(state);
    return make_uint4((unsigned int)(fma(d->stddev, n.x, d->mean) + 0.5), (unsigned int)(fma(d->stddev, n.y, d->mean) + 0.5),
                      (unsigned int)(fma(d->stddev, n.z, d->mean) + 0.5), (unsigned int)(fma(d->stddev, n.w, d->mean) + 0.5));
}

/* ---- Sobol32, Sobol64 ----------------------------------------------------
 * Quasi-random points of one dimension, given its direction vectors
 * (curandGetDirectionVectors32/64, curand.h): point i is the XOR of the
 * vectors at the set bits of i's Gray code, i ^ (i >> 1); each draw goes on
 * from i to i + 1 by one XOR, that of the vector at i's lowest clear bit
 * (the top one once every bit is set).  Uniforms, normals (by the inverse
 * of the normal law, not Box-Muller) and log-normals convert one draw each,
 * as cuRAND converts them. */

struct curandStateSobol32 {
    unsigned int i, x, c;
    unsigned int direction_vectors[32];
};
typedef struct curandStateSobol32 curandStateSobol32_t;

struct curandStateSobol64 {
    unsigned long long i, x, c;
    unsigned long long direction_vectors[64];
};
typedef struct curandStateSobol64 curandStateSobol64_t;

/* i's lowest clear bit, or the top bit where none is */
template <class _CuT> static __device__ inline int cucc__sobol_step(_CuT i)
{
    const int bits = (int)(8 * sizeof(_CuT));
    return ~i ? __builtin_ctzll((unsigned long long)(_CuT)~i) : bits - 1;
}

/* the point at index i (x = c ^ its vectors) */
template <class _CuS> static __device__ inline void cucc__sobol_seek(_CuS *state)
{
    const int bits = (int)(8 * sizeof state->i);
    auto g = state->i ^ (state->i >> 1);
    state->x = state->c;
    for (int k = 0; k < bits; k++)
        if ((g >> k) & 1)
            state->x ^= state->direction_vectors[k];
}

/* templates, as NVIDIA's (skipahead<curandStateSobol32_t *>(n, s) is how
 * its own header calls them) */
template <class _CuT>
static __device__ inline typename std::enable_if<std::is_same<curandStateSobol32_t *, _CuT>::value>::type
skipahead(unsigned int n, _CuT state)
{
    state->i += n;
    cucc__sobol_seek(state);
}

template <class _CuT>
static __device__ inline typename std::enable_if<std::is_same<curandStateSobol64_t *, _CuT>::value>::type
skipahead(unsigned long long n, _CuT state)
{
    state->i += n;
    cucc__sobol_seek(state);
}

static __device__ inline void curand_init(curandDirectionVectors32_t direction_vectors, unsigned int offset,
                                          curandStateSobol32_t *state)
{
    state->i = state->c = state->x = 0;
    for (int k = 0; k < 32; k++)
        state->direction_vectors[k] = direction_vectors[k];
    skipahead(offset, state);
}

static __device__ inline void curand_init(curandDirectionVectors64_t direction_vectors, unsigned long long offset,
                                          curandStateSobol64_t *state)
{
    state->i = state->c = state->x = 0;
    for (int k = 0; k < 64; k++)
        state->direction_vectors[k] = direction_vectors[k];
    skipahead(offset, state);
}

static __device__ inline unsigned int curand(curandStateSobol32_t *state)
{
    unsigned int r = state->x;
    state->x ^= state->direction_vectors[cucc__sobol_step(state->i)];
    state->i++;
    return r;
}

static __device__ inline unsigned long long curand(curandStateSobol64_t *state)
{
    unsigned long long r = state->x;
    state->x ^= state->direction_vectors[cucc__sobol_step(state->i)];
    state->i++;
    return r;
}

/* one draw to (0, 1]: floats from its top 32 bits; doubles from 32 bits
 * (x + 1) 2^-32, from 64 bits its top 53 bits and half a step */
static __device__ inline float cucc__sobol_u(unsigned int x) { return cucc__curand_u01(x); }

static __device__ inline float cucc__sobol_u(unsigned long long x) { return cucc__curand_u01((unsigned int)(x >> 32)); }

static __device__ inline float curand_uniform(curandStateSobol32_t *state) { return cucc__sobol_u(curand(state)); }

static __device__ inline float curand_uniform(curandStateSobol64_t *state) { return cucc__sobol_u(curand(state)); }

static __device__ inline double cucc__sobol_ud(unsigned int x)
{
    return x * CUCC_CURAND_2POW32_INV_DOUBLE + CUCC_CURAND_2POW32_INV_DOUBLE;
}

static __device__ inline double cucc__sobol_ud(unsigned long long x)
{
    return (double)(x >> 11) * CUCC_CURAND_2POW53_INV_DOUBLE + CUCC_CURAND_2POW53_INV_DOUBLE / 2.0;
}

static __device__ inline double curand_uniform_double(curandStateSobol32_t *state)
{
    return cucc__sobol_ud(curand(state));
}

static __device__ inline double curand_uniform_double(curandStateSobol64_t *state)
{
    return cucc__sobol_ud(curand(state));
}

/* The normal law's inverse at a draw: mirrored into the lower half, where
 * p = (x + 1/2) 2^-32 (doubles from 64 bits: 53 bits and 2^-53) keeps
 * its precision, then -sqrt(2) erfcinv(2p). */
template <class _CuF> static __device__ inline _CuF cucc__sobol_icdf_32(unsigned int x)
{
    const _CuF step = (_CuF)CUCC_CURAND_2POW32_INV_DOUBLE;     /* 2^-32 */
    _CuF s = (_CuF)-1.4142135623730951;
    if (x > 0x80000000u) {
        x = 0xffffffffu - x;
        s = -s;
    }
    _CuF p = x * step + step / (_CuF)2;
    return s * erfcinv((_CuF)2 * p);
}

static __device__ inline float cucc__sobol_icdf(unsigned int x) { return cucc__sobol_icdf_32<float>(x); }

static __device__ inline float cucc__sobol_icdf(unsigned long long x) { return cucc__sobol_icdf((unsigned int)(x >> 32)); }

static __device__ inline double cucc__sobol_icdf_double(unsigned int x) { return cucc__sobol_icdf_32<double>(x); }

static __device__ inline double cucc__sobol_icdf_double(unsigned long long x)
{
    double s = -1.4142135623730951;
    x >>= 11;
    if (x > 0x10000000000000ull) {
        x = 0x1fffffffffffffull - x;
        s = -s;
    }
    double p = (double)x * CUCC_CURAND_2POW53_INV_DOUBLE + CUCC_CURAND_2POW53_INV_DOUBLE / 2.0;
    return s * erfcinv(2.0 * p);
}

static __device__ inline float curand_normal(curandStateSobol32_t *state) { return cucc__sobol_icdf(curand(state)); }

static __device__ inline float curand_normal(curandStateSobol64_t *state) { return cucc__sobol_icdf(curand(state)); }

static __device__ inline double curand_normal_double(curandStateSobol32_t *state)
{
    return cucc__sobol_icdf_double(curand(state));
}

static __device__ inline double curand_normal_double(curandStateSobol64_t *state)
{
    return cucc__sobol_icdf_double(curand(state));
}

static __device__ inline float curand_log_normal(curandStateSobol32_t *state, float mean, float stddev)
{
    return expf(mean + stddev * cucc__sobol_icdf(curand(state)));
}

static __device__ inline float curand_log_normal(curandStateSobol64_t *state, float mean, float stddev)
{
    return expf(mean + stddev * cucc__sobol_icdf(curand(state)));
}

static __device__ inline double curand_log_normal_double(curandStateSobol32_t *state, double mean, double stddev)
{
    return exp(mean + stddev * cucc__sobol_icdf_double(curand(state)));
}

static __device__ inline double curand_log_normal_double(curandStateSobol64_t *state, double mean, double stddev)
{
    return exp(mean + stddev * cucc__sobol_icdf_double(curand(state)));
}

/* a draw to (0, 1), 1 excluded: half a step up from 32 bits, a quarter
 * from 53 */
static __device__ inline double cucc__sobol_u_open(unsigned int x)
{
    return x * CUCC_CURAND_2POW32_INV_DOUBLE + CUCC_CURAND_2POW32_INV_DOUBLE / 2.0;
}

static __device__ inline double cucc__sobol_u_open(unsigned long long x)
{
    return (double)(x >> 11) * CUCC_CURAND_2POW53_INV_DOUBLE + CUCC_CURAND_2POW53_INV_DOUBLE / 4.0;
}

/* Poisson from one draw: below lambda 1000 the inverse of its distribution
 * function (the sum of the terms, e^-lambda taken in factors of e^-500
 * for large lambda), above the normal law rounded. */
template <class _CuT> static __device__ inline unsigned int cucc__sobol_poisson(_CuT x, double lambda)
{
    if (lambda >= 1000)
        return (unsigned int)(sqrt(lambda) * cucc__sobol_icdf_double(x) + lambda + 0.5);
    double u = cucc__sobol_u_open(x);
    double p = 1.0, q = 1.0;
    unsigned int k = 0;
    int pow = 0;
    do {
        double l = lambda > pow + 500.0 ? exp(-500.0) : exp((double)pow - lambda);
        p *= l;
        q *= l;
        pow += 500;
        while (u > q) {
            k++;
            p *= lambda / (double)k;
            q += p;
        }
    } while ((double)pow < lambda);
    return k;
}

static __device__ inline unsigned int curand_poisson(curandStateSobol32_t *state, double lambda)
{
    return cucc__sobol_poisson(curand(state), lambda);
}

static __device__ inline unsigned int curand_poisson(curandStateSobol64_t *state, double lambda)
{
    return cucc__sobol_poisson(curand(state), lambda);
}

/* a discrete distribution at one draw: the square histogram at its
 * uniform double, or the normal law's inverse scaled and rounded */
template <class _CuT> static __device__ inline unsigned int cucc__sobol_discrete(_CuT x, curandDiscreteDistribution_t d)
{
    if (d->method == CURAND_M2)
        return cucc__discrete_at(cucc__sobol_ud(x), d);
    return (unsigned int)(fma(d->stddev, cucc__sobol_icdf_double(x), d->mean) + 0.5);
}

static __device__ inline unsigned int curand_discrete(curandStateSobol32_t *state, curandDiscreteDistribution_t d)
{
    return cucc__sobol_discrete(curand(state), d);
}

static __device__ inline unsigned int curand_discrete(curandStateSobol64_t *state, curandDiscreteDistribution_t d)
{
    return cucc__sobol_discrete(curand(state), d);
}

/* ---- MTGP32 (curand_mtgp32_kernel.h) ------------------------------------
 * A number is one 32-bit draw, turned as cuRAND turns a Sobol32 draw:
 * uniforms by the same affine maps, normals (and log-normals) by the
 * normal law's inverse, Poisson and discrete draws by inversion. */
#include "curand_mtgp32_kernel.h"

static __device__ inline float curand_uniform(curandStateMtgp32_t *state) { return cucc__sobol_u(curand(state)); }

static __device__ inline double curand_uniform_double(curandStateMtgp32_t *state)
{
    return cucc__sobol_ud(curand(state));
}

static __device__ inline float curand_normal(curandStateMtgp32_t *state) { return cucc__sobol_icdf(curand(state)); }

static __device__ inline double curand_normal_double(curandStateMtgp32_t *state)
{
    return cucc__sobol_icdf_double(curand(state));
}

/* (mean + stddev x fused, as nvcc compiles cuRAND's) */
static __device__ inline float curand_log_normal(curandStateMtgp32_t *state, float mean, float stddev)
{
    return expf(fmaf(stddev, cucc__sobol_icdf(curand(state)), mean));
}

static __device__ inline double curand_log_normal_double(curandStateMtgp32_t *state, double mean, double stddev)
{
    return exp(fma(stddev, cucc__sobol_icdf_double(curand(state)), mean));
}

static __device__ inline unsigned int curand_poisson(curandStateMtgp32_t *state, double lambda)
{
    return cucc__sobol_poisson(curand(state), lambda);
}

static __device__ inline unsigned int curand_discrete(curandStateMtgp32_t *state, curandDiscreteDistribution_t d)
{
    return cucc__sobol_discrete(curand(state), d);
}

#endif
