/* OpenCL version of bench/histogram.cu: a private histogram per work-group
 * in local memory (local atomics), added to the global one with global
 * atomics. */
#define BINS 256
__kernel void histogram(__global const uchar *data, __global uint *hist, int n)
{
    __local uint local_hist[BINS];
    int lid = get_local_id(0), size = get_local_size(0);
    for (int b = lid; b < BINS; b += size)
        local_hist[b] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = get_global_id(0); i < n; i += get_global_size(0))
        atomic_inc(&local_hist[data[i]]);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int b = lid; b < BINS; b += size)
        if (local_hist[b])
            atomic_add(&hist[b], local_hist[b]);
}
