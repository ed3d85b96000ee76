/*
 * MTGP32's parameter sets for the host generators.  The 200 sets are not
 * cucc's: they come from NVIDIA's toolkit (curand_mtgp32dc_p_11213.h,
 * found by the Makefile and named in __CUCC_MTGP32_PARAMS, as the cucc
 * driver names it to programs); built without one, the host API refuses
 * CURAND_RNG_PSEUDO_MTGP32 with CURAND_STATUS_TYPE_ERROR.
 */
#include <string.h>

#include "curand.h"
#include "curand_mtgp32.h"
#ifdef __CUCC_MTGP32_PARAMS
#include "curand_mtgp32_host.h"
#endif
#include "curand_mtgp32_params.h"

bool cucc__mtgp32_available(void)
{
#ifdef __CUCC_MTGP32_PARAMS
    return true;
#else
    return false;
#endif
}

void cucc__mtgp32_setup(mtgp32_kernel_params_t *k, curandStateMtgp32_t *st, int n, unsigned long long seed)
{
    memset(k, 0, sizeof *k);
    memset(st, 0, sizeof *st * (size_t)n);
#ifdef __CUCC_MTGP32_PARAMS
    const mtgp32_params_fast_t *p = mtgp32dc_params_fast_11213;
    k->mask[0] = p[0].mask;
    for (int i = 0; i < CURAND_NUM_MTGP32_PARAMS; i++) {
        k->pos_tbl[i] = (unsigned int)p[i].pos;
        k->sh1_tbl[i] = (unsigned int)p[i].sh1;
        k->sh2_tbl[i] = (unsigned int)p[i].sh2;
        memcpy(k->param_tbl[i], p[i].tbl, sizeof k->param_tbl[i]);
        memcpy(k->temper_tbl[i], p[i].tmp_tbl, sizeof k->temper_tbl[i]);
        memcpy(k->single_temper_tbl[i], p[i].flt_tmp_tbl, sizeof k->single_temper_tbl[i]);
    }
    seed ^= seed >> 32;
    for (int i = 0; i < n; i++) {
        mtgp32_init_state(st[i].s, &p[i], (unsigned int)seed + (unsigned int)i + 1u);
        st[i].pIdx = i;
        st[i].k = k;
    }
#else
    (void)seed;
#endif
}
