// Mandelbrot set: compute bound, a loop of a data-dependent length per
// pixel, no barrier.
#include "bench.h"

#define W 1024
#define H 768
#define MAXIT 256
#define REPS 3

__global__ void mandelbrot(unsigned char *img, int w, int h, int maxit)
{
    int px = blockIdx.x * blockDim.x + threadIdx.x;
    int py = blockIdx.y * blockDim.y + threadIdx.y;
    if (px >= w || py >= h)
        return;
    float cx = -2.0f + 3.0f * px / w, cy = -1.2f + 2.4f * py / h;
    float x = 0, y = 0;
    int it = 0;
    while (it < maxit && x * x + y * y < 4.0f) {
        float t = x * x - y * y + cx;
        y = 2.0f * x * y + cy;
        x = t;
        it++;
    }
    img[py * w + px] = (unsigned char)it;
}

int main(void)
{
    unsigned char *img;
    cudaMallocManaged(&img, W * H);
    dim3 block(16, 16), grid((W + 15) / 16, (H + 15) / 16);
    mandelbrot<<<grid, block>>>(img, W, H, MAXIT);
    cudaDeviceSynchronize();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        mandelbrot<<<grid, block>>>(img, W, H, MAXIT);
    cudaDeviceSynchronize();
    double t1 = bench_now_ms();
    double check = 0;
    for (int i = 0; i < W * H; i++)
        check += img[i];
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
