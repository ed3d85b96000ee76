/* OpenMP reference of bench/mandelbrot.cu.  The iteration count is chaotic
 * near the set's boundary, so a fused multiply-add changes it for some
 * pixels: this file, cucc's build (-arch=native) and the OpenCL version all
 * contract (nvcc's and gcc's default), to count the same iterations and
 * print the same check. */
#include <stdlib.h>
#include "../bench.h"

#define W 1024
#define H 768
#define MAXIT 256
#define REPS 3

static void mandelbrot(unsigned char *img, int w, int h, int maxit)
{
#pragma omp parallel for schedule(dynamic, 4)
    for (int py = 0; py < h; py++)
        for (int px = 0; px < w; px++) {
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
}

int main(void)
{
    unsigned char *img = malloc(W * H);
    mandelbrot(img, W, H, MAXIT);
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        mandelbrot(img, W, H, MAXIT);
    double t1 = bench_now_ms();
    double check = 0;
    for (int i = 0; i < W * H; i++)
        check += img[i];
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
