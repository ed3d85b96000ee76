/* OpenCL version of bench/reduce_shared.cu: grid-stride sums, then a tree
 * in local memory with a barrier per level. */
#define THREADS 256
__kernel void block_sums(__global const float *x, __global float *partial, int n)
{
    __local float s[THREADS];
    int lid = get_local_id(0), size = get_local_size(0);
    float v = 0;
    for (int i = get_global_id(0); i < n; i += get_global_size(0))
        v += x[i];
    s[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int step = size / 2; step > 0; step /= 2) {
        if (lid < step)
            s[lid] += s[lid + step];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partial[get_group_id(0)] = s[0];
}
