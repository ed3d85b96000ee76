// Region forms of device function templates: only calls that write out
// the template arguments (or leave the rest to defaults) get one.
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
