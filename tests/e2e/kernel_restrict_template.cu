// Template kernels with __restrict__ pointer parameters (const and
// non-const, top-level const restrict), launched with explicit template
// arguments and through a pointer: the stub's self type must drop restrict.
#include <cuda_runtime.h>
#include <stdio.h>

template <typename T, int BLOCK>
__global__ void scale(const T *__restrict__ in, T *__restrict__ const out, T f, int n)
{
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n)
        out[i] = in[i] * f;
}

int main(void)
{
    const int n = 1000;
    float h[n], r[n];
    for (int i = 0; i < n; i++) h[i] = (float)i;
    float *din, *dout;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof h);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    scale<float, 128><<<(n + 127) / 128, 128>>>(din, dout, 2.0f, n);
    void (*fp)(const float *, float *, float, int) = scale<float, 128>;
    fp<<<(n + 127) / 128, 128>>>(dout, dout, 0.5f, n);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; i++) bad += r[i] != (float)i;
    printf("mismatches=%d status=%s\n", bad, cudaGetErrorName(e));
    printf(bad || e != cudaSuccess ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
