/*
 * libcucc internals shared between runtime files.  Public API lives in
 * include/cuda_runtime_api.h; the ABI used by generated code in
 * include/cucc/abi.h.  Internal names are cucc__*.
 */
#ifndef CUCC_RT_H
#define CUCC_RT_H

#include "cuda_runtime_api.h"
#include "cucc/abi.h"

/* error.c ------------------------------------------------------------- */
/* Every API entry point returns through cucc__ret: a failing code becomes
 * the calling host thread's last error (cudaGetLastError); a sticky error
 * (cudaErrorIllegalAddress, cudaErrorAssert, ...) once raised is returned by
 * every later call until the process ends (CUDA's "corrupted context"). */
cudaError_t cucc__ret(cudaError_t e);
/* Records a sticky error raised by device code (a fault, a failed assert). */
void cucc__set_sticky(cudaError_t e);
/* cudaSuccess, or the sticky error if one was raised. */
cudaError_t cucc__sticky(void);

/* device.c ------------------------------------------------------------ */
int cucc__num_workers(void);      /* worker threads = CPU cores (CUCC_WORKERS overrides) */

/* launch.c / sched.c -------------------------------------------------- */
/* Waits until all device work issued so far has finished. */
cudaError_t cucc__device_sync(void);

#endif
