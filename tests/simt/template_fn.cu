// Region forms of device function templates: calls that write out the
// template arguments (or leave the rest to defaults) get one, and calls
// whose arguments deduce from what the block's level can name (`deduced`:
// T from the __shared__ array; tests/e2e/region_deduced_fn.cu).  A
// parameter whose type is a type parameter of the template (an integer
// type where it is called) is uniform when every thread passes the same:
// a loop of barriers may count to it.
template <typename T, int N = 64>
__device__ T sum(T v, T *sh)
{
    sh[threadIdx.x] = v;
    __syncthreads();
    T r = 0;
    for (int i = 0; i < N; i++)
        r += sh[i];
    __syncthreads();
    return r;
}

__global__ void written(int *p)
{
    __shared__ int sh[64];
    p[threadIdx.x] = sum<int, 64>(p[threadIdx.x], sh);
}

__global__ void defaulted(float *p)
{
    __shared__ float sh[64];
    p[threadIdx.x] = sum<float>(p[threadIdx.x], sh);
}

__global__ void deduced(int *p)
{
    __shared__ int sh[64];
    p[threadIdx.x] = sum(p[threadIdx.x], sh);
}

template <typename T>
__global__ void from_template(T *p)
{
    __shared__ T sh[64];
    p[threadIdx.x] = sum<T, 32>(p[threadIdx.x], sh);
}

template __global__ void from_template<double>(double *);

template <int B, typename size_type>
__device__ void tiles(int *p, size_type n, const size_type step)
{
    __shared__ int t[B];
    size_type first = step * blockIdx.x;
    int acc = 0;
    for (size_type k = first; k < first + n; k += step) {
        t[threadIdx.x] = p[k % 64 + threadIdx.x % 8];
        __syncthreads();
        acc += t[(threadIdx.x + 1) % B];
        __syncthreads();
    }
    p[64 + blockIdx.x * B + threadIdx.x] = acc;
}

__global__ void typed_count(int *p, size_t n) { tiles<16, size_t>(p, n, (size_t)3); }

#include <cstdio>

int main()
{
    int *p;
    float *f;
    double *d;
    cudaMallocManaged(&p, 128 * sizeof(int));
    cudaMallocManaged(&f, 64 * sizeof(float));
    cudaMallocManaged(&d, 64 * sizeof(double));
    for (int i = 0; i < 64; i++) {
        p[i] = i;
        f[i] = i * 0.5f;
        d[i] = i * 0.25;
    }
    written<<<1, 64>>>(p);
    defaulted<<<1, 64>>>(f);
    from_template<double><<<1, 64>>>(d);
    cudaDeviceSynchronize();
    printf("written %d %d defaulted %.1f %.1f from_template %.2f %.2f\n", p[0], p[63], f[0], f[63],
           d[0], d[63]);
    deduced<<<1, 64>>>(p);
    cudaDeviceSynchronize();
    printf("deduced %d %d\n", p[0], p[63]);
    for (int i = 0; i < 64; i++)
        p[i] = i * i;
    typed_count<<<4, 16>>>(p, 20);
    cudaDeviceSynchronize();
    printf("typed_count %d %d %d\n", p[64], p[64 + 17], p[127]);
    return 0;
}
