/* OpenCL version of bench/matmul.cu: 16x16 tiles in local memory, two
 * barriers per tile. */
#define TILE 16
__kernel void matmul(__global const float *a, __global const float *b, __global float *c, int n)
{
    __local float ta[TILE][TILE], tb[TILE][TILE];
    int tx = get_local_id(0), ty = get_local_id(1);
    int row = get_group_id(1) * TILE + ty, col = get_group_id(0) * TILE + tx;
    float sum = 0;
    for (int t = 0; t < n / TILE; t++) {
        ta[ty][tx] = a[row * n + t * TILE + tx];
        tb[ty][tx] = b[(t * TILE + ty) * n + col];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TILE; k++)
            sum += ta[ty][k] * tb[k][tx];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    c[row * n + col] = sum;
}
