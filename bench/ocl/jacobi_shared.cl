/* OpenCL version of bench/jacobi_shared.cu: a 16x16 tile plus halo staged
 * in local memory, one barrier. */
#define BS 16
__kernel void jacobi_shared(__global const float *in, __global float *out, int w, int h)
{
    __local float tile[BS + 2][BS + 2];
    int tx = get_local_id(0), ty = get_local_id(1);
    int x = get_group_id(0) * BS + tx, y = get_group_id(1) * BS + ty;
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
    barrier(CLK_LOCAL_MEM_FENCE);
    if (x > 0 && y > 0 && x < w - 1 && y < h - 1)
        out[i] = 0.2f * (tile[ty + 1][tx + 1] + tile[ty + 1][tx] + tile[ty + 1][tx + 2] +
                         tile[ty][tx + 1] + tile[ty + 2][tx + 1]);
}
