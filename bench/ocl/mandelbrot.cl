/* OpenCL version of bench/mandelbrot.cu.  Contraction into fused
 * multiply-adds, as in cucc's build and the OpenMP reference: the iteration
 * count near the set's boundary depends on it. */
#pragma OPENCL FP_CONTRACT ON
__kernel void mandelbrot(__global uchar *img, int w, int h, int maxit)
{
    int px = get_global_id(0), py = get_global_id(1);
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
    img[py * w + px] = (uchar)it;
}
