// A shared library built with `cucc -shared`: its kernels run on the
// program's runtime (tests/e2e/driver_shared_main.cu links against it).
#include <cuda_runtime.h>

__global__ void scale(float *p, float s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] *= s;
}

extern "C" int lib_scale(float *p, float s, int n)
{
    scale<<<(n + 127) / 128, 128>>>(p, s, n);
    return (int)cudaDeviceSynchronize();
}
