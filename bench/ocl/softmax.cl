/* OpenCL version of bench/softmax.cu, one work-group of 256 per row.  The
 * warp shuffles become local-memory trees: the max and the sum of
 * exp(x - max) are each reduced over the 256 work-items with a barrier
 * per level. */
#define THREADS 256
__kernel void softmax(__global const float *x, __global float *y, int cols)
{
    __local float red[THREADS];
    __global const float *row = x + (size_t)get_group_id(0) * cols;
    __global float *out = y + (size_t)get_group_id(0) * cols;
    int lid = get_local_id(0), size = get_local_size(0);

    float m = -INFINITY;
    for (int c = lid; c < cols; c += size)
        m = fmax(m, row[c]);
    red[lid] = m;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int step = size / 2; step > 0; step /= 2) {
        if (lid < step)
            red[lid] = fmax(red[lid], red[lid + step]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    m = red[0];
    barrier(CLK_LOCAL_MEM_FENCE);

    float s = 0;
    for (int c = lid; c < cols; c += size)
        s += exp(row[c] - m);
    red[lid] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int step = size / 2; step > 0; step /= 2) {
        if (lid < step)
            red[lid] += red[lid + step];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    float inv = 1.0f / red[0];
    for (int c = lid; c < cols; c += size)
        out[c] = exp(row[c] - m) * inv;
}
