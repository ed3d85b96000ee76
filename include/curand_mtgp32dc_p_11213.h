/*
 * MTGP32's 200 parameter sets for Mersenne exponent 11213
 * (mtgp32dc_params_fast_11213, mtgpdc_params_11213_num).
 *
 * The numbers are not cucc's: they are the MTGP authors' sets as NVIDIA's
 * CUDA toolkit ships them, and a program built with cucc reads them from
 * the toolkit's own curand_mtgp32dc_p_11213.h, which cucc finds at
 * $CUDA_HOME, $CUDA_PATH or /usr/local/cuda and names in
 * __CUCC_MTGP32_PARAMS (src/driver/compile.c).  Without a toolkit this
 * header stops the build with an error that says so.
 */
#ifndef CUCC_CURAND_MTGP32DC_P_11213_H
#define CUCC_CURAND_MTGP32DC_P_11213_H

#include "curand_mtgp32.h"

#ifdef __CUCC_MTGP32_PARAMS
#include __CUCC_MTGP32_PARAMS
#else
#error "cucc: MTGP32's parameter table comes from NVIDIA's CUDA toolkit, and none was found (set CUDA_HOME to the toolkit's directory)"
#endif

#endif
