/* The CUDA driver API: load a module, launch one of its kernels.
 *
 *     cucc -cubin kernels.cu -o kernels.cubin
 *     cucc load.c -o load && ./load            (prints PASS)
 */
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call)                                                              \
    do {                                                                         \
        CUresult r_ = (call);                                                    \
        if (r_ != CUDA_SUCCESS) {                                                \
            const char *s_ = "?";                                                \
            cuGetErrorName(r_, &s_);                                             \
            fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #call, s_); \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "kernels.cubin";
    enum { N = 1 << 20 };
    float *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
    for (int i = 0; i < N; i++) {
        x[i] = (float)i;
        y[i] = 1.0f;
    }

    CUdevice dev;
    CUcontext ctx;
    CUmodule mod;
    CUfunction saxpy;
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&dev, 0));
    CHECK(cuCtxCreate(&ctx, NULL, 0, dev));
    CHECK(cuModuleLoad(&mod, path));
    CHECK(cuModuleGetFunction(&saxpy, mod, "saxpy"));

    CUdeviceptr dx, dy;
    CHECK(cuMemAlloc(&dx, N * sizeof *x));
    CHECK(cuMemAlloc(&dy, N * sizeof *y));
    CHECK(cuMemcpyHtoD(dx, x, N * sizeof *x));
    CHECK(cuMemcpyHtoD(dy, y, N * sizeof *y));

    int n = N;
    float a = 2.0f;
    void *params[] = { &n, &a, &dx, &dy };
    CHECK(cuLaunchKernel(saxpy, (N + 255) / 256, 1, 1, 256, 1, 1, 0, NULL, params, NULL));
    CHECK(cuCtxSynchronize());
    CHECK(cuMemcpyDtoH(y, dy, N * sizeof *y));

    int bad = 0;
    for (int i = 0; i < N; i++)
        if (y[i] != 2.0f * (float)i + 1.0f)
            bad++;
    CHECK(cuMemFree(dx));
    CHECK(cuMemFree(dy));
    CHECK(cuModuleUnload(mod));
    CHECK(cuCtxDestroy(ctx));
    free(x);
    free(y);
    if (bad) {
        printf("FAIL: %d wrong results\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
