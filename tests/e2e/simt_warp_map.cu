// Warp steps whose shuffle moves the warp's values in a pass of its own
// (src/emit/region.c by_lane_map, include/cucc/kernel.hpp cucc__wmap):
// up, down and xor with every delta from 1 to 31 (powers of two take the
// constant-size copies), widths 32 down to 2 (a delta at or past the
// width gives the lane its own value), on int, float, double and long
// long.  The host computes the same steps from the Programming Guide's
// rules (built with nvcc, this program passes on an H200 too); a barrier
// makes each kernel a region kernel.
#include <cstdio>
#include <cstring>

#define THREADS 128
#define STEPS 5

enum { UP, DOWN, XOR };

// STEPS steps of v = v * 3 + shfl(v, d) with d = (d0 << k) & 31, uniform
// (0 included: every lane its own value)
template <class T>
__global__ void steps(T *out, int op, int d0, int width)
{
    __shared__ int gate;
    if (threadIdx.x == 0)
        gate = 1;
    __syncthreads();
    T v = (T)(threadIdx.x * 7 % 13 + gate);
    for (int k = 0; k < STEPS; k++) {
        if (op == UP)
            v = v * (T)3 + __shfl_up_sync(0xffffffffu, v, (d0 << k) & 31, width);
        else if (op == DOWN)
            v = v * (T)3 + __shfl_down_sync(0xffffffffu, v, (d0 << k) & 31, width);
        else
            v = v * (T)3 + __shfl_xor_sync(0xffffffffu, v, (d0 << k) & 31, width);
    }
    out[threadIdx.x] = v;
}

template <class T>
static void model(T *v, int op, int d0, int width)
{
    for (int t = 0; t < THREADS; t++)
        v[t] = (T)(t * 7 % 13 + 1);
    for (int k = 0; k < STEPS; k++) {
        int d = (d0 << k) & 31;
        T old[THREADS];
        memcpy(old, v, sizeof old);
        for (int t = 0; t < THREADS; t++) {
            int l = t % 32, w = t - l, src = l;
            int seg = width - 1, dd = d;
            if (op == UP)
                src = (l & seg) >= dd ? l - dd : l;
            else if (op == DOWN)
                src = (l & seg) + dd <= seg ? l + dd : l;
            else
                src = (l ^ dd) <= (l | seg) ? l ^ dd : l;
            v[t] = v[t] * (T)3 + old[w + src];
        }
    }
}

template <class T>
static int check(const char *type)
{
    T *out;
    cudaMallocManaged(&out, THREADS * sizeof(T));
    int bad = 0;
    for (int op = UP; op <= XOR; op++)
        for (int width = 32; width >= 2; width /= 2)
            for (int d0 = 1; d0 < 32; d0++) {
                steps<T><<<1, THREADS>>>(out, op, d0, width);
                if (cudaDeviceSynchronize() != cudaSuccess) {
                    printf("%s: launch failed\n", type);
                    return 1;
                }
                T want[THREADS];
                model(want, op, d0, width);
                for (int t = 0; t < THREADS; t++)
                    if (memcmp(&want[t], &out[t], sizeof(T)) != 0) {
                        if (bad++ < 5)
                            printf("%s op %d width %d d0 %d thread %d: %g, want %g\n", type, op,
                                   width, d0, t, (double)out[t], (double)want[t]);
                    }
            }
    cudaFree(out);
    printf("%s: %s\n", type, bad ? "differs" : "same");
    return bad;
}

int main()
{
    int bad = check<int>("int") + check<float>("float") + check<double>("double") +
              check<long long>("long long");
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
