// Locals that live across a barrier (the region strategy's context
// variables) declared with direct initialisation, T v(args) and T v{args},
// arrays too: the initial value must survive (it was lost, and a grid-stride
// sum of half2 started from garbage in the cuda-samples' fp16ScalarProduct).
#include <cstdio>
#include <cuda_fp16.h>

__global__ void k(const float *in, float *out, int n)
{
    __shared__ float s[64];
    half2 value(0.f, 0.f);
    int count{3};
    float pair[2]{1.5f, 2.5f};
    float scale(0.5f);
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        value = __floats2half2_rn(in[i], 1.0f) + value;
        count++;
    }
    s[threadIdx.x] = (float)value.x;
    __syncthreads();
    out[blockIdx.x * blockDim.x + threadIdx.x] =
        s[(threadIdx.x + 1) % 64] + (float)value.y * 100 + count * 1000 + (pair[0] + pair[1]) * scale;
}

int main()
{
    const int n = 1000, blocks = 2, threads = 64;
    float *in, *out;
    cudaMallocManaged(&in, n * sizeof(float));
    cudaMallocManaged(&out, blocks * threads * sizeof(float));
    for (int i = 0; i < n; i++)
        in[i] = (float)(i % 4);
    k<<<blocks, threads>>>(in, out, n);
    cudaDeviceSynchronize();
    int bad = 0;
    for (int b = 0; b < blocks; b++)
        for (int t = 0; t < threads; t++) {
            int t2 = (t + 1) % threads;
            float x2 = 0, y = 0;
            int cnt = 3;
            for (int i = b * threads + t2; i < n; i += blocks * threads)
                x2 += (float)(i % 4);
            for (int i = b * threads + t; i < n; i += blocks * threads) {
                y += 1;
                cnt++;
            }
            float want = x2 + y * 100 + cnt * 1000 + 2.0f;
            bad += out[b * threads + t] != want;
        }
    printf("%g %g %g, %d wrong\n", out[0], out[1], out[127], bad);
    printf("%s\n", bad == 0 && cudaGetLastError() == cudaSuccess ? "PASS" : "FAIL");
    return 0;
}
