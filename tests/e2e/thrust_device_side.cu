// NEEDS: thrust
// Thrust's algorithms on device_vectors call their functors from a kernel,
// as Thrust's CUDA system does: a __host__ __device__ functor takes its
// device side (#ifdef __CUDA_ARCH__) and sees a thread's threadIdx,
// blockIdx, blockDim and gridDim; each thread has its own copy of the
// functor (cuda-samples' cdpQuadtree seeds its points so).  Which element
// a thread gets is Thrust's choice (on a GPU two per thread), so the test
// checks what every mapping gives: the device side for every element,
// distinct thread numbers, per-thread copies; host_vectors keep the host
// side.  (An H200 with nvcc passes it.)
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/count.h>
#include <thrust/for_each.h>
#include <thrust/functional.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/unique.h>
#include <thrust/generate.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <cstdio>

struct where {
    __host__ __device__ int operator()(int) const
    {
#ifdef __CUDA_ARCH__
        return 1;
#else
        return 0;
#endif
    }
};

/* a unique number for each call: the thread's, plus the whole grid per
 * call the same thread made before */
struct unique {
    unsigned calls = 0;
    __host__ __device__ long long operator()()
    {
#ifdef __CUDA_ARCH__
        long long v = (long long)blockIdx.x * blockDim.x + threadIdx.x + (long long)calls * blockDim.x * gridDim.x;
        calls++;
        return v;
#else
        return -1;
#endif
    }
};

struct grid_size {
    unsigned *out;
    __host__ __device__ void operator()(int i) const { out[i] = blockDim.x * gridDim.x; }
};

int main()
{
    const int n = 100000;
    int fails = 0;
    thrust::device_vector<int> a(n, 7), side(n);
    thrust::transform(a.begin(), a.end(), side.begin(), where());
    int dev = thrust::count(side.begin(), side.end(), 1);
    printf("transform: device side for %d of %d\n", dev, n);
    fails += dev != n;

    thrust::device_vector<long long> u(n);
    thrust::generate(u.begin(), u.end(), unique());
    thrust::sort(u.begin(), u.end());
    bool distinct = thrust::unique(u.begin(), u.end()) == u.end() && u[0] >= 0;
    printf("generate: distinct thread numbers %s\n", distinct ? "yes" : "no");
    fails += !distinct;

    thrust::device_vector<unsigned> g(n);
    thrust::device_vector<int> idx(n);
    thrust::sequence(idx.begin(), idx.end());
    thrust::for_each(idx.begin(), idx.end(), grid_size{thrust::raw_pointer_cast(g.data())});
    unsigned lo = thrust::reduce(g.begin(), g.end(), ~0u, thrust::minimum<unsigned>());
    printf("for_each: every call in a grid %s\n", lo > 0 ? "yes" : "no");
    fails += !(lo > 0);

    thrust::host_vector<int> h(16, 7), hs(16);
    thrust::transform(h.begin(), h.end(), hs.begin(), where());
    printf("host_vector: device side for %d of 16\n", (int)thrust::count(hs.begin(), hs.end(), 1));
    fails += thrust::count(hs.begin(), hs.end(), 1) != 0;
    printf(fails ? "FAIL\n" : "PASS\n");
    return fails != 0;
}
