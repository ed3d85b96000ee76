/*
 * cublas_v2.h: cuBLAS's handle API (include/cublas_api.h), its functions
 * under the names programs call (cublasSgemm is cublasSgemm_v2, as in
 * NVIDIA's header).  Link with -lcublas (lib/libcublas.so, a linker script
 * for cucc's cuBLAS and the host's BLAS).
 */
#ifndef CUBLAS_V2_H_
#define CUBLAS_V2_H_

#include "cublas_api.h"

#define cublasCreate cublasCreate_v2
#define cublasDestroy cublasDestroy_v2
#define cublasGetVersion cublasGetVersion_v2
#define cublasSetWorkspace cublasSetWorkspace_v2
#define cublasSetStream cublasSetStream_v2
#define cublasGetStream cublasGetStream_v2
#define cublasGetPointerMode cublasGetPointerMode_v2
#define cublasSetPointerMode cublasSetPointerMode_v2
#define cublasIsamax cublasIsamax_v2
#define cublasIsamin cublasIsamin_v2
#define cublasIdamax cublasIdamax_v2
#define cublasIdamin cublasIdamin_v2
#define cublasIcamax cublasIcamax_v2
#define cublasIcamin cublasIcamin_v2
#define cublasIzamax cublasIzamax_v2
#define cublasIzamin cublasIzamin_v2
#define cublasSaxpy cublasSaxpy_v2
#define cublasScopy cublasScopy_v2
#define cublasSscal cublasSscal_v2
#define cublasSswap cublasSswap_v2
#define cublasSgemv cublasSgemv_v2
#define cublasStrmv cublasStrmv_v2
#define cublasStrsv cublasStrsv_v2
#define cublasSgemm cublasSgemm_v2
#define cublasSsymm cublasSsymm_v2
#define cublasSsyrk cublasSsyrk_v2
#define cublasStrmm cublasStrmm_v2
#define cublasStrsm cublasStrsm_v2
#define cublasDaxpy cublasDaxpy_v2
#define cublasDcopy cublasDcopy_v2
#define cublasDscal cublasDscal_v2
#define cublasDswap cublasDswap_v2
#define cublasDgemv cublasDgemv_v2
#define cublasDtrmv cublasDtrmv_v2
#define cublasDtrsv cublasDtrsv_v2
#define cublasDgemm cublasDgemm_v2
#define cublasDsymm cublasDsymm_v2
#define cublasDsyrk cublasDsyrk_v2
#define cublasDtrmm cublasDtrmm_v2
#define cublasDtrsm cublasDtrsm_v2
#define cublasCaxpy cublasCaxpy_v2
#define cublasCcopy cublasCcopy_v2
#define cublasCscal cublasCscal_v2
#define cublasCswap cublasCswap_v2
#define cublasCgemv cublasCgemv_v2
#define cublasCtrmv cublasCtrmv_v2
#define cublasCtrsv cublasCtrsv_v2
#define cublasCgemm cublasCgemm_v2
#define cublasCsymm cublasCsymm_v2
#define cublasCsyrk cublasCsyrk_v2
#define cublasCtrmm cublasCtrmm_v2
#define cublasCtrsm cublasCtrsm_v2
#define cublasZaxpy cublasZaxpy_v2
#define cublasZcopy cublasZcopy_v2
#define cublasZscal cublasZscal_v2
#define cublasZswap cublasZswap_v2
#define cublasZgemv cublasZgemv_v2
#define cublasZtrmv cublasZtrmv_v2
#define cublasZtrsv cublasZtrsv_v2
#define cublasZgemm cublasZgemm_v2
#define cublasZsymm cublasZsymm_v2
#define cublasZsyrk cublasZsyrk_v2
#define cublasZtrmm cublasZtrmm_v2
#define cublasZtrsm cublasZtrsm_v2
#define cublasSasum cublasSasum_v2
#define cublasDasum cublasDasum_v2
#define cublasScasum cublasScasum_v2
#define cublasDzasum cublasDzasum_v2
#define cublasSnrm2 cublasSnrm2_v2
#define cublasDnrm2 cublasDnrm2_v2
#define cublasScnrm2 cublasScnrm2_v2
#define cublasDznrm2 cublasDznrm2_v2
#define cublasSdot cublasSdot_v2
#define cublasDdot cublasDdot_v2
#define cublasCdotu cublasCdotu_v2
#define cublasCdotc cublasCdotc_v2
#define cublasZdotu cublasZdotu_v2
#define cublasZdotc cublasZdotc_v2
#define cublasCsscal cublasCsscal_v2
#define cublasZdscal cublasZdscal_v2
#define cublasSrot cublasSrot_v2
#define cublasDrot cublasDrot_v2
#define cublasSger cublasSger_v2
#define cublasDger cublasDger_v2
#define cublasCgeru cublasCgeru_v2
#define cublasCgerc cublasCgerc_v2
#define cublasZgeru cublasZgeru_v2
#define cublasZgerc cublasZgerc_v2
#define cublasSsymv cublasSsymv_v2
#define cublasDsymv cublasDsymv_v2
#define cublasChemv cublasChemv_v2
#define cublasZhemv cublasZhemv_v2
#define cublasChemm cublasChemm_v2
#define cublasZhemm cublasZhemm_v2
#define cublasCherk cublasCherk_v2
#define cublasZherk cublasZherk_v2

#endif
