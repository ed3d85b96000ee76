/* OpenCL version of bench/nbody.cu: tiles of positions in local memory,
 * two barriers per tile. */
#define TILE 256
#define EPS2 0.01f
__kernel void forces(__global const float4 *pos, __global float4 *acc, int n)
{
    __local float4 tile[TILE];
    int lid = get_local_id(0);
    int i = get_global_id(0);
    float4 p = pos[i];
    float ax = 0, ay = 0, az = 0;
    for (int t = 0; t < n / TILE; t++) {
        tile[lid] = pos[t * TILE + lid];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int j = 0; j < TILE; j++) {
            float4 q = tile[j];
            float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
            float d2 = dx * dx + dy * dy + dz * dz + EPS2;
            float inv = 1.0f / sqrt(d2);
            float s = q.w * inv * inv * inv;
            ax += dx * s;
            ay += dy * s;
            az += dz * s;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    acc[i] = (float4)(ax, ay, az, 0.0f);
}
