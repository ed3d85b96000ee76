// A program that defines kernels and variables with the names of its
// module's: each side keeps its own (a module binds its names to itself;
// the program's launches find the program's kernels).
//     driver_interpose MODULE   (tests/e2e/driver_kernels.cu built with -cubin)
#include "driver_check.h"

#include <cuda_runtime.h>

__device__ int counter;

extern "C" __global__ void saxpy(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = -1.0f;
    if (i == 0)
        counter = 1000;
}

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    if (argc < 2) {
        fprintf(stderr, "usage: %s MODULE\n", argv[0]);
        return 2;
    }
    OK(cuInit(0));
    CUcontext ctx;
    OK(cuCtxCreate(&ctx, NULL, 0, 0));
    CUmodule mod;
    OK(cuModuleLoad(&mod, argv[1]));
    CUfunction f;
    OK(cuModuleGetFunction(&f, mod, "saxpy"));
    enum { N = 64 };
    float h[N];
    for (int i = 0; i < N; i++)
        h[i] = (float)i;
    float *x, *y;
    CHECK(cudaMalloc((void **)&x, sizeof h) == cudaSuccess);
    CHECK(cudaMalloc((void **)&y, sizeof h) == cudaSuccess);
    CHECK(cudaMemcpy(x, h, sizeof h, cudaMemcpyHostToDevice) == cudaSuccess);
    CHECK(cudaMemcpy(y, h, sizeof h, cudaMemcpyHostToDevice) == cudaSuccess);

    // The module's saxpy through the driver API.
    int n = N;
    float a = 2.0f;
    void *params[] = { &n, &a, &x, &y };
    OK(cuLaunchKernel(f, 1, 1, 1, N, 1, 1, 0, NULL, params, NULL));
    float r[N];
    CHECK(cudaMemcpy(r, y, sizeof r, cudaMemcpyDeviceToHost) == cudaSuccess);
    CHECK(r[0] == 0.0f && r[N - 1] == 3.0f * (N - 1));

    // The program's saxpy through <<<>>>.
    saxpy<<<1, N>>>(N, a, x, y);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    CHECK(cudaMemcpy(r, y, sizeof r, cudaMemcpyDeviceToHost) == cudaSuccess);
    CHECK(r[0] == -1.0f && r[N - 1] == -1.0f);

    // Two variables called counter.
    void *mine = NULL;
    CHECK(cudaGetSymbolAddress(&mine, counter) == cudaSuccess);
    CUdeviceptr theirs = 0;
    OK(cuModuleGetGlobal(&theirs, NULL, mod, "counter"));
    CHECK(mine != NULL && theirs != 0 && (CUdeviceptr)(size_t)mine != theirs);
    int c = -1;
    OK(cuMemcpyDtoH(&c, theirs, sizeof c));
    CHECK(c == 0);
    CHECK(cudaMemcpyFromSymbol(&c, counter, sizeof c) == cudaSuccess);
    CHECK(c == 1000);

    CHECK(cudaFree(x) == cudaSuccess);
    CHECK(cudaFree(y) == cudaSuccess);
    OK(cuModuleUnload(mod));
    OK(cuCtxDestroy(ctx));
    return check_done();
}
