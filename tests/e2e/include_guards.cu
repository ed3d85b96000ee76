// Programs test NVIDIA's include-guard macros to see what is available
// (cuda-samples' helper_cuda.h defines its error-name helper for the
// runtime only #ifdef __DRIVER_TYPES_H__): each header defines its guard.
#include <cstdio>
#include <cuda_runtime.h>
#include <cuComplex.h>
#include <math_constants.h>
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <vector_functions.h>
#include <device_launch_parameters.h>

#ifdef __DRIVER_TYPES_H__
static const char *error_enum(cudaError_t e) { return cudaGetErrorName(e); }
#endif

int main()
{
    static const struct {
        const char *name;
        bool defined;
    } guards[] = {
/* a macro defined empty expands to nothing: its spelling and its expansion
 * differ in length */
#define STR(m) #m
#define EXPANDED(m) STR(m)
#define G(m) {#m, sizeof(#m) != sizeof(EXPANDED(m))}
        G(__DRIVER_TYPES_H__),      G(__VECTOR_TYPES_H__),     G(__CUDA_RUNTIME_H__),
        G(__CUDA_RUNTIME_API_H__),  G(__DEVICE_LAUNCH_PARAMETERS_H__), G(__TEXTURE_TYPES_H__),
        G(__SURFACE_TYPES_H__),     G(__VECTOR_FUNCTIONS_H__), G(__DRIVER_FUNCTIONS_H__),
        G(__CHANNEL_DESCRIPTOR_H__), G(CU_COMPLEX_H_),         G(__MATH_CONSTANTS_H__),
        G(_COOPERATIVE_GROUPS_H_),  G(__CUDA_FP16_H__),        G(__CUDA_BF16_H__),
    };
    int ok = 1;
    for (const auto &g : guards)
        if (!g.defined) {
            printf("%s is not defined\n", g.name);
            ok = 0;
        }
    printf("%s\n", error_enum(cudaErrorInvalidValue));
    printf("%s\n", ok ? "PASS" : "FAIL");
    return 0;
}
