// A program linked against a `cucc -shared` library (driver_shared_lib.cu):
// memory from the program's runtime goes into the library's kernel, and its
// errors come back through the one runtime.
#include <cuda_runtime.h>
#include <stdio.h>

extern "C" int lib_scale(float *p, float s, int n);

int main(void)
{
    enum { N = 1000 };
    float h[N];
    for (int i = 0; i < N; i++)
        h[i] = (float)i;
    float *d = NULL;
    if (cudaMalloc((void **)&d, sizeof h) != cudaSuccess)
        return 1;
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    int e = lib_scale(d, 3.0f, N);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < N; i++)
        bad += h[i] != 3.0f * (float)i;
    cudaFree(d);
    if (e != 0 || bad) {
        printf("FAIL: error %d, %d wrong\n", e, bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
