// Thrust with cucc: a kernel fills a device_vector with keys, Thrust sorts
// them (keys and values together) and reduces them, and the result is
// checked on the host.  Build it as with nvcc:
//     cucc examples/thrust_sort.cu -o thrust_sort && ./thrust_sort
// (-Xcompiler -fopenmp runs Thrust's algorithms on OpenMP threads.)
// Needs Thrust's headers: Debian's libthrust-dev.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <cstdio>

__global__ void make_keys(unsigned *keys, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned h = i * 2654435761u;
        keys[i] = (h ^ (h >> 15)) % 1000000u;
    }
}

int main()
{
    const int n = 1 << 20;
    thrust::device_vector<unsigned> keys(n);
    thrust::device_vector<int> order(n);
    make_keys<<<(n + 255) / 256, 256>>>(thrust::raw_pointer_cast(keys.data()), n);
    thrust::sequence(order.begin(), order.end());
    unsigned long long sum = thrust::reduce(keys.begin(), keys.end(), 0ULL);
    thrust::sort_by_key(keys.begin(), keys.end(), order.begin());

    thrust::host_vector<unsigned> k = keys;
    thrust::host_vector<int> o = order;
    unsigned long long check = 0;
    int errors = 0;
    for (int i = 0; i < n; i++) {
        unsigned h = o[i] * 2654435761u;
        if ((i > 0 && k[i - 1] > k[i]) || k[i] != (h ^ (h >> 15)) % 1000000u)
            errors++;
        check += k[i];
    }
    if (check != sum)
        errors++;
    printf("thrust_sort of %d keys: %s (smallest %u, largest %u)\n", n, errors ? "FAILED" : "ok", k[0], k[n - 1]);
    return errors != 0;
}
