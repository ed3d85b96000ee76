/* OpenCL version of bench/reduce_shuffle.cu.  OpenCL 1.2 has no warp
 * shuffle: the two shuffle stages (within each group of 32, then across
 * the groups' sums) become local-memory trees with barriers. */
#define THREADS 256
__kernel void block_sums(__global const float *x, __global float *partial, int n)
{
    __local float s[THREADS];
    __local float warps[THREADS / 32];
    int lid = get_local_id(0), size = get_local_size(0);
    float v = 0;
    for (int i = get_global_id(0); i < n; i += get_global_size(0))
        v += x[i];
    s[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int off = 16; off > 0; off /= 2) {     /* within each group of 32 */
        if (lid % 32 < off)
            s[lid] += s[lid + off];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid % 32 == 0)
        warps[lid / 32] = s[lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0) {
        float t = 0;
        for (int w = 0; w < size / 32; w++)
            t += warps[w];
        partial[get_group_id(0)] = t;
    }
}
