/* REFFLAGS: -fopenmp -DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_OMP
 * The reference of bench/lib/thrust.cu: the same Thrust calls, built by
 * g++ with OpenMP directly (device_vector storage from the C++ library). */
#include <thrust/device_vector.h>
#include <thrust/reduce.h>
#include <thrust/sort.h>
#include <thrust/tabulate.h>
#include "../../bench.h"

#define N (1 << 23)
#define REPS 5

struct hash {
    unsigned operator()(unsigned i) const
    {
        i ^= i >> 16;
        i *= 0x7feb352du;
        i ^= i >> 15;
        return i % 1000003u;
    }
};

int main(void)
{
    thrust::device_vector<unsigned> v(N);
    unsigned long long sum = 0;
    thrust::tabulate(v.begin(), v.end(), hash());
    thrust::sort(v.begin(), v.end());
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++) {
        thrust::tabulate(v.begin(), v.end(), hash());
        thrust::sort(v.begin(), v.end());
        sum += thrust::reduce(v.begin(), v.end(), 0ull);
    }
    double t1 = bench_now_ms();
    bench_report((t1 - t0) / REPS, (double)(sum / REPS) + v[N / 2]);
    return 0;
}
