// All-pairs n-body accelerations (softened gravity): each block of TILE
// threads walks over the bodies one tile at a time, staging the tile's
// positions in __shared__ memory between two __syncthreads(); the tile loop
// has the same trip count for every thread.  Check: the sum of |a| over all
// bodies, robust to rounding differences (FMA contraction, summation order).
#include "bench.h"

#define N 4096
#define TILE 256
#define EPS2 0.01f
#define REPS 3

__global__ void forces(const float4 *pos, float4 *acc, int n)
{
    __shared__ float4 tile[TILE];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float4 p = pos[i];
    float ax = 0, ay = 0, az = 0;
    for (int t = 0; t < n / TILE; t++) {
        tile[threadIdx.x] = pos[t * TILE + threadIdx.x];
        __syncthreads();
        for (int j = 0; j < TILE; j++) {
            float4 q = tile[j];
            float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
            float d2 = dx * dx + dy * dy + dz * dz + EPS2;
            float inv = 1.0f / sqrtf(d2);
            float s = q.w * inv * inv * inv;
            ax += dx * s;
            ay += dy * s;
            az += dz * s;
        }
        __syncthreads();
    }
    acc[i] = make_float4(ax, ay, az, 0.0f);
}

int main(void)
{
    float4 *pos, *acc;
    cudaMallocManaged(&pos, N * sizeof(float4));
    cudaMallocManaged(&acc, N * sizeof(float4));
    for (int i = 0; i < N; i++) {
        pos[i].x = (float)(i % 17) - 8.0f + 0.01f * (i % 101);
        pos[i].y = (float)((i * 7) % 23) - 11.0f;
        pos[i].z = (float)((i * 13) % 29) * 0.5f - 7.0f;
        pos[i].w = 1.0f + (float)(i % 3);
    }
    forces<<<N / TILE, TILE>>>(pos, acc, N);
    cudaDeviceSynchronize();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        forces<<<N / TILE, TILE>>>(pos, acc, N);
    cudaDeviceSynchronize();
    double t1 = bench_now_ms();
    double check = 0;
    for (int i = 0; i < N; i++)
        check += fabs(acc[i].x) + fabs(acc[i].y) + fabs(acc[i].z);
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
