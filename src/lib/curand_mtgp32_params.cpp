/*
 * MTGP32's parameter sets for the host generators.  The 200 sets are not
 * cucc's: they come from NVIDIA's toolkit (curand_mtgp32dc_p_11213.h,
 * found by the Makefile and named in __CUCC_MTGP32_PARAMS, as the cucc
 * driver names it to programs); built without one, the host API refuses
 * CURAND_RNG_PSEUDO_MTGP32 with CURAND_STATUS_TYPE_ERROR.
 */
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
#ifdef __CUCC_MTGP32_PARAMS
    cucc__mtgp32_constants(mtgp32dc_params_fast_11213, k);
    cucc__mtgp32_states(st, mtgp32dc_params_fast_11213, k, n, seed);
#else
    (void)k, (void)st, (void)n, (void)seed;    /* (no generator is made: cucc__mtgp32_available) */
#endif
}
