/* MTGP32's generators for the host API (curand_mtgp32_params.cpp, used by
 * curand_host.cpp): cuRAND's host generator runs 192 block states, state
 * i on parameter set i seeded as curandMakeMTGP32KernelState seeds it. */
#ifndef CUCC_LIB_CURAND_MTGP32_PARAMS_H
#define CUCC_LIB_CURAND_MTGP32_PARAMS_H

#include "curand_mtgp32.h"

/* the block states of cuRAND's host generator */
#define CUCC_MTGP32_HOST_BLOCKS 192

/* Whether the parameter table was there at build time (NVIDIA's toolkit's
 * curand_mtgp32dc_p_11213.h, the Makefile's MTGP32_PARAMS). */
bool cucc__mtgp32_available(void);

/* The kernel form of the first CURAND_NUM_MTGP32_PARAMS parameter sets
 * into k, and n states on them from seed into st (host memory both). */
void cucc__mtgp32_setup(mtgp32_kernel_params_t *k, curandStateMtgp32_t *st, int n, unsigned long long seed);

#endif
