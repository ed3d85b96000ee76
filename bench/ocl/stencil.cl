/* OpenCL version of bench/stencil.cu. */
__kernel void jacobi(__global const float *in, __global float *out, int w, int h)
{
    int x = get_global_id(0), y = get_global_id(1);
    if (x <= 0 || y <= 0 || x >= w - 1 || y >= h - 1)
        return;
    int i = y * w + x;
    out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - w] + in[i + w]);
}
