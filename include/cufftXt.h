/*
 * cufftXt.h on cucc: the single-device part of cuFFT's extended API, plans
 * described with 64-bit sizes and data types and a typed Exec, over the
 * same plans as cufft.h (src/lib/cufft.c).  The multi-GPU descriptors,
 * callbacks and half-precision types are not here (docs/libraries.md).
 */
#ifndef _CUFFTXT_H_
#define _CUFFTXT_H_

#include "cufft.h"

#ifdef __cplusplus
extern "C" {
#endif

cufftResult cufftXtMakePlanMany(cufftHandle plan, int rank, long long int *n, long long int *inembed,
                                long long int istride, long long int idist, cudaDataType inputtype,
                                long long int *onembed, long long int ostride, long long int odist,
                                cudaDataType outputtype, long long int batch, size_t *workSize,
                                cudaDataType executiontype);
cufftResult cufftXtGetSizeMany(cufftHandle plan, int rank, long long int *n, long long int *inembed,
                               long long int istride, long long int idist, cudaDataType inputtype,
                               long long int *onembed, long long int ostride, long long int odist,
                               cudaDataType outputtype, long long int batch, size_t *workSize,
                               cudaDataType executiontype);
cufftResult cufftXtExec(cufftHandle plan, void *input, void *output, int direction);

#ifdef __cplusplus
}
#endif

#endif
