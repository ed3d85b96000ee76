/*
 * cuRAND's MTGP32 host functions: the seeding of a state's words
 * (mtgp32_init_state, mtgp32_init_by_array, mtgp32_init_by_str, the MTGP
 * authors' methods) and the two calls that set up a kernel's generators,
 * curandMakeMTGP32Constants (the parameter sets as kernels read them) and
 * curandMakeMTGP32KernelState (one state per block, state i seeded with
 * seed ^ (seed >> 32), plus i + 1, on parameter set i, as cuRAND seeds
 * them).  Includes the parameter table (curand_mtgp32dc_p_11213.h), which
 * comes from NVIDIA's toolkit.
 */
#ifndef CUCC_CURAND_MTGP32_HOST_H
#define CUCC_CURAND_MTGP32_HOST_H

#include <stdlib.h>
#include <string.h>
#include "cuda_runtime.h"
#include "curand.h"
#include "curand_mtgp32.h"
#include "curand_mtgp32dc_p_11213.h"

/* The state's word count of a parameter set (351 for 11213). */
static inline int cucc__mtgp32_words(const mtgp32_params_fast_t *para) { return para->mexp / 32 + 1; }

/* The set's hidden seed, and the bytes the words start from. */
static inline unsigned int cucc__mtgp32_hidden(const mtgp32_params_fast_t *para)
{
    return para->tbl[4] ^ (para->tbl[8] << 16);
}

static inline void cucc__mtgp32_prefill(unsigned int state[], const mtgp32_params_fast_t *para)
{
    unsigned int h = cucc__mtgp32_hidden(para);
    h += h >> 16;
    h += h >> 8;
    for (int i = 0; i < cucc__mtgp32_words(para); i++)
        state[i] = (h & 0xffu) * 0x01010101u;
}

/* Words from a 32-bit seed. */
static __host__ inline void mtgp32_init_state(unsigned int state[], const mtgp32_params_fast_t *para,
                                              unsigned int seed)
{
    cucc__mtgp32_prefill(state, para);
    state[0] = seed;
    state[1] = cucc__mtgp32_hidden(para);
    for (int i = 1; i < cucc__mtgp32_words(para); i++)
        state[i] ^= 1812433253u * (state[i - 1] ^ (state[i - 1] >> 30)) + (unsigned int)i;
}

/* Words from a key of length values (key32, or the bytes of key8). */
static __host__ inline int cucc__mtgp32_init_key(unsigned int state[], const mtgp32_params_fast_t *para,
                                                 const unsigned int *key32, const unsigned char *key8,
                                                 int length)
{
    const int n = cucc__mtgp32_words(para);
    const int lag = n >= 623 ? 11 : n >= 68 ? 7 : n >= 39 ? 5 : 3;
    const int mid = (n - lag) / 2;
#define CUCC_MTGP32_MIX(x, m) (((x) ^ ((x) >> 27)) * (m))
    cucc__mtgp32_prefill(state, para);
    state[0] = cucc__mtgp32_hidden(para);
    unsigned int r = CUCC_MTGP32_MIX(state[0] ^ state[mid] ^ state[n - 1], 1664525u);
    state[mid] += r;
    r += (unsigned int)length;
    state[(mid + lag) % n] += r;
    state[0] = r;
    int count = (length + 1 > n ? length + 1 : n) - 1, i = 1;
    for (int j = 0; j < count; j++, i = (i + 1) % n) {
        r = CUCC_MTGP32_MIX(state[i] ^ state[(i + mid) % n] ^ state[(i + n - 1) % n], 1664525u);
        state[(i + mid) % n] += r;
        r += (j < length ? (key32 ? key32[j] : key8[j]) : 0u) + (unsigned int)i;
        state[(i + mid + lag) % n] += r;
        state[i] = r;
    }
    for (int j = 0; j < n; j++, i = (i + 1) % n) {
        r = CUCC_MTGP32_MIX(state[i] + state[(i + mid) % n] + state[(i + n - 1) % n], 1566083941u);
        state[(i + mid) % n] ^= r;
        r -= (unsigned int)i;
        state[(i + mid + lag) % n] ^= r;
        state[i] = r;
    }
#undef CUCC_MTGP32_MIX
    if (state[n - 1] == 0)
        state[n - 1] = 0x4d544750u;     /* "MTGP" */
    return 0;
}

static __host__ inline int mtgp32_init_by_array(unsigned int state[], const mtgp32_params_fast_t *para,
                                                unsigned int *array, int length)
{
    return cucc__mtgp32_init_key(state, para, array, NULL, length);
}

static __host__ inline int mtgp32_init_by_str(unsigned int state[], const mtgp32_params_fast_t *para,
                                              unsigned char *array)
{
    return cucc__mtgp32_init_key(state, para, NULL, array, (int)strlen((const char *)array));
}

/* The first CURAND_NUM_MTGP32_PARAMS sets of params in the form kernels
 * read them, into k (host memory: the host generator of libcurand uses
 * it as it is). */
static __host__ inline void cucc__mtgp32_constants(const mtgp32_params_fast_t params[], mtgp32_kernel_params_t *k)
{
    memset(k, 0, sizeof *k);
    k->mask[0] = params[0].mask;
    for (int i = 0; i < CURAND_NUM_MTGP32_PARAMS; i++) {
        k->pos_tbl[i] = (unsigned int)params[i].pos;
        k->sh1_tbl[i] = (unsigned int)params[i].sh1;
        k->sh2_tbl[i] = (unsigned int)params[i].sh2;
        memcpy(k->param_tbl[i], params[i].tbl, sizeof k->param_tbl[i]);
        memcpy(k->temper_tbl[i], params[i].tmp_tbl, sizeof k->temper_tbl[i]);
        memcpy(k->single_temper_tbl[i], params[i].flt_tmp_tbl, sizeof k->single_temper_tbl[i]);
    }
}

/* n states into s (host memory), state i on parameter set i of k, seeded
 * with seed ^ (seed >> 32), plus i + 1, as cuRAND seeds them. */
static __host__ inline void cucc__mtgp32_states(curandStateMtgp32_t *s, const mtgp32_params_fast_t params[],
                                                mtgp32_kernel_params_t *k, int n, unsigned long long seed)
{
    memset(s, 0, sizeof *s * (size_t)(n > 0 ? n : 0));
    seed ^= seed >> 32;
    for (int i = 0; i < n; i++) {
        mtgp32_init_state(s[i].s, &params[i], (unsigned int)seed + (unsigned int)i + 1u);
        s[i].pIdx = i;
        s[i].k = k;
    }
}

/* The parameter sets into p (device memory). */
static __host__ inline curandStatus_t curandMakeMTGP32Constants(const mtgp32_params_fast_t params[],
                                                                mtgp32_kernel_params_t *p)
{
    mtgp32_kernel_params_t *h = (mtgp32_kernel_params_t *)malloc(sizeof *h);
    if (!h)
        return CURAND_STATUS_ALLOCATION_FAILED;
    cucc__mtgp32_constants(params, h);
    curandStatus_t st = cudaMemcpy(p, h, sizeof *h, cudaMemcpyHostToDevice) == cudaSuccess
                            ? CURAND_STATUS_SUCCESS : CURAND_STATUS_INITIALIZATION_FAILED;
    free(h);
    return st;
}

/* n states (device memory), state i on parameter set i of k. */
static __host__ inline curandStatus_t curandMakeMTGP32KernelState(curandStateMtgp32_t *s,
                                                                  mtgp32_params_fast_t params[],
                                                                  mtgp32_kernel_params_t *k, int n,
                                                                  unsigned long long seed)
{
    size_t bytes = sizeof *s * (size_t)(n > 0 ? n : 0);
    curandStateMtgp32_t *h = (curandStateMtgp32_t *)malloc(bytes ? bytes : 1);
    if (!h)
        return CURAND_STATUS_ALLOCATION_FAILED;
    cucc__mtgp32_states(h, params, k, n, seed);
    curandStatus_t st = cudaMemcpy(s, h, bytes, cudaMemcpyHostToDevice) == cudaSuccess
                            ? CURAND_STATUS_SUCCESS : CURAND_STATUS_INITIALIZATION_FAILED;
    free(h);
    return st;
}

#endif
