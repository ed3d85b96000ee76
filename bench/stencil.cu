// 2D five-point Jacobi stencil on a W x H grid, 16x16 blocks, one point
// per thread read straight from global memory, no barrier; REPS sweeps
// between two buffers.
#include "bench.h"

#define W 2048
#define H 1024
#define REPS 10

__global__ void jacobi(const float *in, float *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x <= 0 || y <= 0 || x >= w - 1 || y >= h - 1)
        return;
    int i = y * w + x;
    out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - w] + in[i + w]);
}

int main(void)
{
    float *a, *b;
    cudaMallocManaged(&a, W * H * sizeof(float));
    cudaMallocManaged(&b, W * H * sizeof(float));
    for (int i = 0; i < W * H; i++)
        a[i] = b[i] = (float)((i * 37) % 101);
    dim3 block(16, 16), grid(W / 16, H / 16);
    jacobi<<<grid, block>>>(a, b, W, H);
    cudaDeviceSynchronize();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++) {
        jacobi<<<grid, block>>>(a, b, W, H);
        jacobi<<<grid, block>>>(b, a, W, H);
    }
    cudaDeviceSynchronize();
    double t1 = bench_now_ms();
    double check = 0;
    for (int i = 0; i < W * H; i += 7)
        check += a[i];
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
