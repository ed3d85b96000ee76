/* OpenCL version of bench/scan.cu: Hillis-Steele inclusive scan of each
 * work-group's segment in local memory, two barriers per step. */
#define THREADS 512
__kernel void block_scan(__global const float *in, __global float *out)
{
    __local float buf[THREADS];
    uint lid = get_local_id(0), size = get_local_size(0);
    int i = get_global_id(0);
    buf[lid] = in[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint off = 1; off < size; off *= 2) {
        float v = lid >= off ? buf[lid - off] : 0.0f;
        barrier(CLK_LOCAL_MEM_FENCE);
        buf[lid] += v;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[i] = buf[lid];
}
