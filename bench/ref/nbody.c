/* OpenMP reference of bench/nbody.cu: bodies split among the threads, the
 * inner loop over all bodies vectorised with an omp simd reduction (so the
 * sums are reassociated: the check is the sum of |a|, compared with a
 * tolerance). */
#include <math.h>
#include <stdlib.h>
#include "../bench.h"

#define N 4096
#define EPS2 0.01f
#define REPS 3

typedef struct { float x, y, z, w; } float4;

static void forces(const float4 *restrict pos, float4 *restrict acc, int n)
{
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; i++) {
        float px = pos[i].x, py = pos[i].y, pz = pos[i].z;
        float ax = 0, ay = 0, az = 0;
#pragma omp simd reduction(+ : ax, ay, az)
        for (int j = 0; j < n; j++) {
            float dx = pos[j].x - px, dy = pos[j].y - py, dz = pos[j].z - pz;
            float d2 = dx * dx + dy * dy + dz * dz + EPS2;
            float inv = 1.0f / sqrtf(d2);
            float s = pos[j].w * inv * inv * inv;
            ax += dx * s;
            ay += dy * s;
            az += dz * s;
        }
        acc[i].x = ax;
        acc[i].y = ay;
        acc[i].z = az;
        acc[i].w = 0;
    }
}

int main(void)
{
    float4 *pos = malloc(N * sizeof(float4)), *acc = malloc(N * sizeof(float4));
    for (int i = 0; i < N; i++) {
        pos[i].x = (float)(i % 17) - 8.0f + 0.01f * (i % 101);
        pos[i].y = (float)((i * 7) % 23) - 11.0f;
        pos[i].z = (float)((i * 13) % 29) * 0.5f - 7.0f;
        pos[i].w = 1.0f + (float)(i % 3);
    }
    forces(pos, acc, N);
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        forces(pos, acc, N);
    double t1 = bench_now_ms();
    double check = 0;
    for (int i = 0; i < N; i++)
        check += fabs(acc[i].x) + fabs(acc[i].y) + fabs(acc[i].z);
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
