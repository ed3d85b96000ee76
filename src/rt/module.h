/*
 * Modules of the driver API (module.c): shared objects built with
 * `cucc -cubin` and loaded with cuModuleLoad.  docs/driver_api.md has the
 * story; this header is what launch.c, symbol.c and driver_api.c need.
 */
#ifndef CUCC_RT_MODULE_H
#define CUCC_RT_MODULE_H

#include "cuda.h"
#include "sched.h"

/* Registration hooks.  While a module is being loaded (dlopen runs its
 * static initialisers on the loading thread), the kernels and variables it
 * registers belong to it. */

/* launch.c hands every new kernel here first: returns 1 when a module
 * being loaded on this thread takes k (and frees it when unloaded), 0 when
 * k belongs to the program (the global registry). */
int cucc__module_adopt_kernel(struct cucc__kernel *k);
/* The kernel of a loaded module (or of the one being loaded) whose host
 * stub is `stub`; NULL if there is none.  cucc__kernel_find falls back on
 * it, so cudaLaunchKernel, device-side launches and cudaFuncGetAttributes
 * work for module kernels too. */
const struct cucc__kernel *cucc__module_find_kernel(const void *stub);
/* symbol.c reports every newly registered variable (kind: 0 __device__,
 * 1 __constant__, 2 __managed__). */
void cucc__module_note_var(const void *addr, size_t size, const char *name, int kind);

/* For driver_api.c.  Every function checks its handles and returns CUDA's
 * codes; none needs a lock held by the caller. */
CUresult cucc__module_load(const void *image, size_t size, CUcontext ctx, CUmodule *out);
CUresult cucc__module_unload(CUmodule m);
/* Unloads every module loaded into ctx (cuCtxDestroy, cuDevicePrimaryCtxReset). */
void cucc__module_unload_context(CUcontext ctx);
CUresult cucc__module_get_function(CUmodule m, const char *name, CUfunction *out);
CUresult cucc__module_function_count(CUmodule m, unsigned *count);
CUresult cucc__module_get_global(CUmodule m, const char *name, CUdeviceptr *dptr, size_t *bytes);
/* The kernel behind f, or NULL when f is not a function of a loaded
 * module.  *const_bytes (if not NULL): the module's __constant__ bytes. */
const struct cucc__kernel *cucc__function_kernel(CUfunction f, size_t *const_bytes);
/* The name cuModuleGetFunction knows f by first (its symbol name). */
const char *cucc__function_name(CUfunction f);

/* driver_api.c: CUDA_SUCCESS when the calling thread has a live current
 * context, else the driver's error (not initialised, no context,
 * destroyed); for the driver API's other files (vmm.c). */
CUresult cucc__drv_need_context(void);
#define NEED_CONTEXT()                              \
    do {                                            \
        CUresult r_ = cucc__drv_need_context();     \
        if (r_ != CUDA_SUCCESS)                     \
            return r_;                              \
    } while (0)

#endif
