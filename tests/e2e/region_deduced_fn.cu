// Calls of __device__ function templates that wait, their template
// arguments left to deduction: from a __shared__ array, a pointer, a
// literal, a kernel parameter, a local of a type parameter.  Each kernel
// runs as regions (the call names the form's types with
// decltype(cucc__by_value(...)), src/emit/region.c) and computes what
// fibers do.
#include <cstdio>

#define N 128

template <typename T> __device__ T block_sum(T v, T *sh)
{
    sh[threadIdx.x] = v;
    __syncthreads();
    T s = 0;
    for (int i = 0; i < (int)blockDim.x; i++)
        s += sh[i];
    __syncthreads();
    return s;
}

template <class T, class U> __device__ T scaled_sum(T v, U k, T *sh)
{
    sh[threadIdx.x] = v * (T)k;
    __syncthreads();
    T s = sh[(threadIdx.x + 1) % blockDim.x] + sh[threadIdx.x];
    __syncthreads();
    return s;
}

__global__ void from_array(int *out)
{
    __shared__ int sh[N];
    int v = threadIdx.x;
    out[threadIdx.x] = block_sum(v * 3, sh);        // T from the array
}

__global__ void from_pointer(double *out, double bias)
{
    __shared__ double sh[N];
    double *p = sh;
    double s = block_sum(bias + threadIdx.x, p);     // T from the pointer
    double k = scaled_sum(bias, 2, p);              // T from the parameter, U int
    out[threadIdx.x] = s + k;
}

template <typename T> __global__ void from_local(T *out)
{
    __shared__ T sh[N];
    T v = (T)threadIdx.x / 2;
    out[threadIdx.x] = scaled_sum(v, 0.5f, sh);    // T from v, U from the literal
}

int main()
{
    int *a;
    double *b;
    float *c;
    cudaMallocManaged(&a, N * sizeof(int));
    cudaMallocManaged(&b, N * sizeof(double));
    cudaMallocManaged(&c, N * sizeof(float));
    from_array<<<1, N>>>(a);
    from_pointer<<<1, N>>>(b, 0.25);
    from_local<float><<<1, N>>>(c);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    for (int t = 0; t < N; t += 31)
        printf("%3d: %d %.3f %.3f\n", t, a[t], b[t], c[t]);
    return 0;
}
