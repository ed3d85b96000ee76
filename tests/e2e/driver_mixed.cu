// The runtime initialises the driver API: after a runtime call, driver
// calls work without cuInit, in the primary context, which the runtime
// makes current to each thread that uses it while none is current.
//     driver_mixed MODULE   (tests/e2e/driver_kernels.cu built with -cubin)
#include "driver_check.h"

#include <cuda_runtime.h>
#include <pthread.h>

static CUcontext primary;

static void *other_thread(void *arg)
{
    (void)arg;
    CUcontext cur = (CUcontext)1;
    OK(cuCtxGetCurrent(&cur));
    CHECK(cur == NULL);
    CUdeviceptr d;
    EXPECT(cuMemAlloc(&d, 16), CUDA_ERROR_INVALID_CONTEXT);
    void *p = NULL;
    CHECK(cudaMalloc(&p, 16) == cudaSuccess);
    OK(cuCtxGetCurrent(&cur));
    CHECK(cur == primary);
    OK(cuMemFree((CUdeviceptr)(size_t)p));
    return NULL;
}

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    if (argc < 2) {
        fprintf(stderr, "usage: %s MODULE\n", argv[0]);
        return 2;
    }
    int n = 0;
    EXPECT(cuDeviceGetCount(&n), CUDA_ERROR_NOT_INITIALIZED);
    CHECK(cudaFree(0) == cudaSuccess);
    OK(cuDeviceGetCount(&n));
    CHECK(n >= 1);
    CUcontext cur = NULL;
    OK(cuCtxGetCurrent(&cur));
    OK(cuDevicePrimaryCtxRetain(&primary, 0));
    CHECK(cur != NULL && cur == primary);

    // A module in the primary context, run on the runtime's memory.
    CUmodule m;
    OK(cuModuleLoad(&m, argv[1]));
    CUfunction f;
    OK(cuModuleGetFunction(&f, m, "saxpy"));
    enum { N = 256 };
    float h[N];
    for (int i = 0; i < N; i++)
        h[i] = (float)i;
    float *x, *y;
    CHECK(cudaMalloc((void **)&x, sizeof h) == cudaSuccess);
    CHECK(cudaMalloc((void **)&y, sizeof h) == cudaSuccess);
    CHECK(cudaMemcpy(x, h, sizeof h, cudaMemcpyHostToDevice) == cudaSuccess);
    CHECK(cudaMemset(y, 0, sizeof h) == cudaSuccess);
    int nn = N;
    float a = 3.0f;
    void *params[] = { &nn, &a, &x, &y };
    OK(cuLaunchKernel(f, 1, 1, 1, N, 1, 1, 0, NULL, params, NULL));
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    CHECK(cudaMemcpy(h, y, sizeof h, cudaMemcpyDeviceToHost) == cudaSuccess);
    CHECK(h[0] == 0.0f && h[N - 1] == 3.0f * (N - 1));
    CHECK(cudaFree(x) == cudaSuccess);
    CHECK(cudaFree(y) == cudaSuccess);

    // A created context goes over the primary one and comes off again.
    CUcontext c;
    OK(cuCtxCreate(&c, NULL, 0, 0));
    OK(cuCtxGetCurrent(&cur));
    CHECK(cur == c);
    OK(cuCtxDestroy(c));
    OK(cuCtxGetCurrent(&cur));
    CHECK(cur == primary);

    // Popped, the primary context is current again once the runtime is used.
    CUcontext popped = NULL;
    OK(cuCtxPopCurrent(&popped));
    CHECK(popped == primary);
    OK(cuCtxGetCurrent(&cur));
    CHECK(cur == NULL);
    CUdeviceptr d;
    EXPECT(cuMemAlloc(&d, 16), CUDA_ERROR_INVALID_CONTEXT);
    void *q = NULL;
    CHECK(cudaMalloc(&q, 16) == cudaSuccess);
    OK(cuCtxGetCurrent(&cur));
    CHECK(cur == primary);
    OK(cuMemFree((CUdeviceptr)(size_t)q));

    pthread_t t;
    CHECK(pthread_create(&t, NULL, other_thread, NULL) == 0);
    pthread_join(t, NULL);

    OK(cuModuleUnload(m));
    OK(cuDevicePrimaryCtxRelease(0));
    return check_done();
}
