// 2D five-point Jacobi stencil like stencil.cu, but each 16x16 block first
// stages its tile plus a one-point halo in __shared__ memory (edge threads
// fetch the halo), then one __syncthreads(), then every interior point is
// computed from shared memory.  REPS double sweeps between two buffers.
#include "bench.h"

#define W 4096
#define H 4096
#define BS 16
#define REPS 5

__global__ void jacobi_shared(const float *in, float *out, int w, int h)
{
    __shared__ float tile[BS + 2][BS + 2];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x = blockIdx.x * BS + tx, y = blockIdx.y * BS + ty;
    int i = y * w + x;
    tile[ty + 1][tx + 1] = in[i];
    if (tx == 0 && x > 0)
        tile[ty + 1][0] = in[i - 1];
    if (tx == BS - 1 && x < w - 1)
        tile[ty + 1][BS + 1] = in[i + 1];
    if (ty == 0 && y > 0)
        tile[0][tx + 1] = in[i - w];
    if (ty == BS - 1 && y < h - 1)
        tile[BS + 1][tx + 1] = in[i + w];
    __syncthreads();
    if (x > 0 && y > 0 && x < w - 1 && y < h - 1)
        out[i] = 0.2f * (tile[ty + 1][tx + 1] + tile[ty + 1][tx] + tile[ty + 1][tx + 2] +
                         tile[ty][tx + 1] + tile[ty + 2][tx + 1]);
}

int main(void)
{
    float *a, *b;
    cudaMallocManaged(&a, W * H * sizeof(float));
    cudaMallocManaged(&b, W * H * sizeof(float));
    for (int i = 0; i < W * H; i++)
        a[i] = b[i] = (float)((i * 37) % 101);
    dim3 block(BS, BS), grid(W / BS, H / BS);
    jacobi_shared<<<grid, block>>>(a, b, W, H);
    cudaDeviceSynchronize();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++) {
        jacobi_shared<<<grid, block>>>(a, b, W, H);
        jacobi_shared<<<grid, block>>>(b, a, W, H);
    }
    cudaDeviceSynchronize();
    double t1 = bench_now_ms();
    double check = 0;
    for (int i = 0; i < W * H; i += 7)
        check += a[i];
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
