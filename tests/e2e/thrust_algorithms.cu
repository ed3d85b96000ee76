// FLAGS: --extended-lambda
// NEEDS: thrust
// Thrust on cucc: device_vector and host_vector, algorithms with the
// default and thrust::device policies, thrust::cuda::par.on(stream), user
// functors and __host__ __device__ lambdas, fancy iterators, device_ptr
// around cudaMalloc'd memory, device_vector storage handed to kernels and
// to cudaMemcpy, and algorithms that must wait for a kernel queued before
// them on the same stream.  Every value printed is exact.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/device_ptr.h>
#include <thrust/device_malloc.h>
#include <thrust/device_free.h>
#include <thrust/execution_policy.h>
#include <thrust/system/cuda/execution_policy.h>
#include <thrust/sequence.h>
#include <thrust/fill.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/count.h>
#include <thrust/copy.h>
#include <thrust/unique.h>
#include <thrust/extrema.h>
#include <thrust/inner_product.h>
#include <thrust/binary_search.h>
#include <thrust/gather.h>
#include <thrust/scatter.h>
#include <thrust/reverse.h>
#include <thrust/replace.h>
#include <thrust/tabulate.h>
#include <thrust/functional.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/iterator/permutation_iterator.h>
#include <thrust/tuple.h>
#include <cstdio>

struct saxpy_f {
    float a;
    explicit saxpy_f(float a) : a(a) {}
    __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};

struct is_odd {
    __host__ __device__ bool operator()(int v) const { return v & 1; }
};

struct square {
    __host__ __device__ long long operator()(int v) const { return (long long)v * v; }
};

struct zip_dot {
    __host__ __device__ int operator()(const thrust::tuple<int, int> &t) const
    {
        return thrust::get<0>(t) * thrust::get<1>(t);
    }
};

__global__ void add_index(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += i;
}

// A long kernel: an algorithm queued after it on its stream sees its stores.
__global__ void slow_fill(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned v = i;
        for (int r = 0; r < 4000; r++)
            v = v * 1664525u + 1013904223u;
        p[i] = (int)((v >> 16) & 7) + 1;
    }
}

static void show(const char *what, const thrust::device_vector<int> &v, int k)
{
    thrust::host_vector<int> h(v.begin(), v.begin() + k);
    printf("%s:", what);
    for (int i = 0; i < k; i++)
        printf(" %d", h[i]);
    printf("\n");
}

int main()
{
    const int n = 10000;

    // stream order: the kernels run before the reductions that follow them
    thrust::device_vector<int> w(n);
    slow_fill<<<(n + 127) / 128, 128>>>(thrust::raw_pointer_cast(w.data()), n);
    printf("after a kernel: %lld\n", thrust::reduce(w.begin(), w.end(), 0LL));
    thrust::device_vector<int> w2(n);
    cudaStream_t st0;
    cudaStreamCreateWithFlags(&st0, cudaStreamNonBlocking);
    slow_fill<<<(n + 127) / 128, 128, 0, st0>>>(thrust::raw_pointer_cast(w2.data()), n);
    printf("after a kernel on a stream: %lld\n", thrust::reduce(thrust::cuda::par.on(st0), w2.begin(), w2.end(), 0LL));
    cudaStreamDestroy(st0);

    // saxpy with a functor, then a kernel on the vector's storage
    thrust::device_vector<float> x(n), y(n, 1.0f);
    thrust::sequence(x.begin(), x.end());
    thrust::transform(x.begin(), x.end(), y.begin(), y.begin(), saxpy_f(2.0f));
    printf("saxpy sum %.1f\n", thrust::reduce(y.begin(), y.end(), 0.0f));

    thrust::device_vector<int> a(n);
    thrust::sequence(thrust::device, a.begin(), a.end(), 0, 3);
    add_index<<<(n + 255) / 256, 256>>>(thrust::raw_pointer_cast(a.data()), n);
    printf("kernel: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    show("a", a, 6);
    int back[4];
    cudaMemcpy(back, thrust::raw_pointer_cast(a.data()) + 100, sizeof back, cudaMemcpyDeviceToHost);
    printf("memcpy back: %d %d %d %d\n", back[0], back[1], back[2], back[3]);

    // keys in a scrambled order: sort, sort_by_key, stable sort with a comparator
    thrust::device_vector<int> k(n), v(n);
    thrust::tabulate(k.begin(), k.end(), [] __host__ __device__ (int i) { return (i * 7919) % 1013; });
    thrust::sequence(v.begin(), v.end());
    thrust::device_vector<int> ks = k;
    thrust::sort(ks.begin(), ks.end());
    show("sorted", ks, 12);
    thrust::sort_by_key(k.begin(), k.end(), v.begin());
    show("keys", k, 8);
    show("values", v, 8);
    thrust::stable_sort(ks.begin(), ks.end(), thrust::greater<int>());
    show("descending", ks, 6);

    // unique, counts, extrema, searches
    thrust::device_vector<int> u = k;
    int nu = (int)(thrust::unique(u.begin(), u.end()) - u.begin());
    printf("unique %d\n", nu);
    printf("odd %d\n", (int)thrust::count_if(k.begin(), k.end(), is_odd()));
    printf("count 5: %d\n", (int)thrust::count(k.begin(), k.end(), 5));
    thrust::device_vector<int>::iterator mx = thrust::max_element(v.begin(), v.end());
    printf("max %d at %d, min %d\n", (int)*mx, (int)(mx - v.begin()),
           (int)*thrust::min_element(v.begin(), v.end()));
    printf("lower_bound 500: %d, binary_search 1013: %d\n",
           (int)(thrust::lower_bound(k.begin(), k.end(), 500) - k.begin()),
           (int)thrust::binary_search(k.begin(), k.end(), 1013));

    // scans, reductions by key, inner product, transform_reduce
    thrust::device_vector<int> s(20, 1), sc(20);
    thrust::inclusive_scan(s.begin(), s.end(), sc.begin());
    show("inclusive", sc, 6);
    thrust::exclusive_scan(s.begin(), s.end(), sc.begin(), 10);
    show("exclusive", sc, 6);
    thrust::device_vector<int> rk(n), rv(n), ok(n), ov(n);
    thrust::transform(thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(n), rk.begin(),
                      [] __host__ __device__ (int i) { return i / 1000; });
    thrust::fill(rv.begin(), rv.end(), 2);
    int nk = (int)(thrust::reduce_by_key(rk.begin(), rk.end(), rv.begin(), ok.begin(), ov.begin()).first - ok.begin());
    printf("reduce_by_key %d groups, first %d -> %d\n", nk, (int)ok[0], (int)ov[0]);
    printf("inner_product %d\n", thrust::inner_product(s.begin(), s.end(), sc.begin(), 0));
    printf("sum of squares %lld\n",
           thrust::transform_reduce(a.begin(), a.begin() + 100, square(), 0LL, thrust::plus<long long>()));

    // fancy iterators
    printf("counting sum %d\n", thrust::reduce(thrust::counting_iterator<int>(1), thrust::counting_iterator<int>(101)));
    printf("constant sum %d\n", thrust::reduce(thrust::constant_iterator<int>(7), thrust::constant_iterator<int>(7) + 6));
    printf("zip dot %d\n",
           thrust::transform_reduce(thrust::make_zip_iterator(thrust::make_tuple(s.begin(), sc.begin())),
                                    thrust::make_zip_iterator(thrust::make_tuple(s.end(), sc.end())), zip_dot(), 0,
                                    thrust::plus<int>()));
    thrust::device_vector<int> idx(4);
    idx[0] = 9; idx[1] = 0; idx[2] = 5; idx[3] = 2;
    printf("permutation sum %d\n",
           thrust::reduce(thrust::make_permutation_iterator(a.begin(), idx.begin()),
                          thrust::make_permutation_iterator(a.begin(), idx.end())));
    printf("transform_iterator max %lld\n",
           *thrust::max_element(thrust::make_transform_iterator(a.begin(), square()),
                                thrust::make_transform_iterator(a.begin() + 50, square())));

    // copy_if, gather, scatter, replace, reverse
    thrust::device_vector<int> odd(n);
    int no = (int)(thrust::copy_if(k.begin(), k.end(), odd.begin(), is_odd()) - odd.begin());
    printf("copy_if %d\n", no);
    show("odd", odd, 5);
    thrust::device_vector<int> g(4);
    thrust::gather(idx.begin(), idx.end(), a.begin(), g.begin());
    show("gather", g, 4);
    thrust::device_vector<int> sct(10, -1);
    thrust::scatter(g.begin(), g.end(), idx.begin(), sct.begin());
    show("scatter", sct, 10);
    thrust::replace(sct.begin(), sct.end(), -1, 0);
    thrust::reverse(sct.begin(), sct.end());
    show("replace+reverse", sct, 10);

    // memory from cudaMalloc through device_ptr, on a stream
    int *raw;
    cudaMalloc(&raw, 1000 * sizeof(int));
    thrust::device_ptr<int> dp(raw);
    cudaStream_t st;
    cudaStreamCreate(&st);
    thrust::sequence(thrust::cuda::par.on(st), dp, dp + 1000, 1000, -1);
    thrust::sort(thrust::cuda::par.on(st), dp, dp + 1000);
    cudaStreamSynchronize(st);
    printf("device_ptr: %d %d, sum %d\n", (int)dp[0], (int)dp[999], thrust::reduce(thrust::device, raw, raw + 1000));
    cudaStreamDestroy(st);
    cudaFree(raw);
    // device_malloc gives device memory: copies to it, attributes, algorithms
    thrust::device_ptr<int> dm = thrust::device_malloc<int>(64);
    int hm[64];
    for (int i = 0; i < 64; i++)
        hm[i] = (i * 13) % 64;
    printf("device_malloc: copy %s", cudaGetErrorString(cudaMemcpy(dm.get(), hm, sizeof hm, cudaMemcpyHostToDevice)));
    cudaPointerAttributes pa;
    cudaPointerGetAttributes(&pa, dm.get());
    thrust::sort(dm, dm + 64);
    printf(", device memory %d, sorted %d..%d\n", pa.type == cudaMemoryTypeDevice, (int)dm[0], (int)dm[63]);
    thrust::device_free(dm);
    try {
        throw thrust::system_error(cudaErrorInvalidValue, thrust::cuda_category());
    } catch (const thrust::system_error &e) {
        printf("system_error caught, code %d\n", e.code().value());
    }
    printf("done: %s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
