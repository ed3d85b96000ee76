/* OpenCL version of bench/transpose.cu: a padded 32x33 local tile, 32x8
 * work-items each moving 4 rows, one barrier. */
#define TD 32
#define ROWS 8
__kernel void transpose(__global float *out, __global const float *in, int n)
{
    __local float tile[TD][TD + 1];
    int tx = get_local_id(0), ty = get_local_id(1);
    int x = get_group_id(0) * TD + tx, y = get_group_id(1) * TD + ty;
    for (int k = 0; k < TD; k += ROWS)
        tile[ty + k][tx] = in[(y + k) * n + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    x = get_group_id(1) * TD + tx;
    y = get_group_id(0) * TD + ty;
    for (int k = 0; k < TD; k += ROWS)
        out[(y + k) * n + x] = tile[tx][ty + k];
}
