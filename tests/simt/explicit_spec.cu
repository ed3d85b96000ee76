// A device function template with warp collectives and an explicit
// specialisation of it (`template <> int warp_sum<int>(...)`, as
// cuda-samples' reduction specialises warpReduceSum for __reduce_add_sync):
// the specialisation gets a region form of its own under the template's
// names, and the kernel instantiated with int uses it.  Look-alikes that
// stay on fibers: a specialisation defined after the kernel that calls
// the template, one that leaves template arguments to deduction, one that
// names itself (__func__).  A member template's specialisation of the same
// name is another function.  A specialisation that modifies a parameter the callers
// pass the same in every thread (`k += 1`: each thread's own copy).
#include <cstdio>

template <class T> __device__ T warp_sum(unsigned mask, T v)
{
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(mask, v, off);
    return v;
}

template <> __device__ int warp_sum<int>(unsigned mask, int v)
{
    v = __reduce_add_sync(mask, v) + 1000;  /* marks the specialisation's sums */
    return v;
}

template <class T> __global__ void block_sum(T *out, const T *in)
{
    __shared__ T s[8];
    T v = in[blockIdx.x * 256 + threadIdx.x];
    v = warp_sum<T>(0xffffffffu, v);
    if (threadIdx.x % 32 == 0)
        s[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = threadIdx.x < 8 ? s[threadIdx.x] : 0;
        v = warp_sum<T>(0xffffffffu, v);
        if (threadIdx.x == 0)
            out[blockIdx.x] = v;
    }
}

template <class T> __device__ T lane_max(T v)
{
    for (int off = 16; off > 0; off /= 2) {
        T o = __shfl_xor_sync(0xffffffffu, v, off);
        v = o > v ? o : v;
    }
    return v;
}

template <class T> __global__ void late(T *out, const T *in)
{
    T v = lane_max<T>(in[blockIdx.x * 32 + threadIdx.x]);
    __syncwarp();
    if (threadIdx.x == 0)
        out[blockIdx.x] = v;
}

template <> __device__ int lane_max<int>(int v)
{
    return __reduce_max_sync(0xffffffffu, v) + 2000;
}

template <class T> __device__ T scaled(T v, T k)
{
    return __shfl_xor_sync(0xffffffffu, v, 1) * k;
}

template <> __device__ int scaled<int>(int v, int k)
{
    k += 1;
    return __shfl_xor_sync(0xffffffffu, v, 1) * k;
}

template <class T> __global__ void modified(T *out, T k)
{
    T v = (T)threadIdx.x;
    v = scaled<T>(v, k);
    __syncwarp();
    out[threadIdx.x] = v + k;
}

/* A specialisation that leaves the second argument to deduction
 * (`wsum2<int>` of a template of two): fibers, with the reason. */
template <class T, class U> __device__ T wsum2(T v, U w)
{
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v + (T)w;
}

template <> __device__ int wsum2<int>(int v, float w)
{
    return __reduce_add_sync(0xffffffffu, v) + 3000 + (int)w;
}

template <class T> __global__ void two_args(T *out, const T *in)
{
    T v = wsum2<T, float>(in[blockIdx.x * 32 + threadIdx.x], 2.0f);
    if (threadIdx.x == 0)
        out[blockIdx.x] = v;
}

/* A member template's specialisation of the same name is not taken for
 * the free function's (the kernel's `lane_min<T>`); the name is
 * overloaded then, and the kernel runs on fibers. */
template <class T> __device__ T lane_min(T v)
{
    for (int off = 16; off > 0; off /= 2) {
        T o = __shfl_xor_sync(0xffffffffu, v, off);
        v = o < v ? o : v;
    }
    return v;
}

struct Other {
    template <class T> __device__ static T lane_min(T v);
};

template <> __device__ int Other::lane_min<int>(int v)
{
    return __reduce_min_sync(0xffffffffu, v) + 4000;
}

template <class T> __global__ void member_spec(T *out, const T *in)
{
    T v = lane_min<T>(in[blockIdx.x * 32 + threadIdx.x]);
    if (threadIdx.x == 0)
        out[blockIdx.x] = v;
}

/* A specialisation that prints its own name (__func__): fibers. */
template <class T> __device__ T named(T v)
{
    return v + __shfl_xor_sync(0xffffffffu, v, 1);
}

template <> __device__ int named<int>(int v)
{
    int r = v + __shfl_xor_sync(0xffffffffu, v, 2);
    if (threadIdx.x == 0)
        printf("named itself: %d\n", __func__[0] == 'n');
    return r;
}

template <class T> __global__ void self_named(T *out, const T *in)
{
    T v = named<T>(in[threadIdx.x]);
    out[threadIdx.x] = v;
}

int main()
{
    int *ii, *io;
    float *fi, *fo;
    cudaMallocManaged(&ii, 1024 * sizeof(int));
    cudaMallocManaged(&io, 32 * sizeof(int));
    cudaMallocManaged(&fi, 1024 * sizeof(float));
    cudaMallocManaged(&fo, 32 * sizeof(float));
    for (int i = 0; i < 1024; i++) {
        ii[i] = i % 9;
        fi[i] = (float)(i % 5) * 0.5f;
    }
    block_sum<int><<<4, 256>>>(io, ii);
    block_sum<float><<<4, 256>>>(fo, fi);
    cudaDeviceSynchronize();
    for (int b = 0; b < 4; b++)
        printf("block_sum %d: %d %g\n", b, io[b], fo[b]);
    late<int><<<4, 32>>>(io, ii);
    late<float><<<4, 32>>>(fo, fi);
    cudaDeviceSynchronize();
    for (int b = 0; b < 4; b++)
        printf("late %d: %d %g\n", b, io[b], fo[b]);
    modified<int><<<1, 32>>>(io, 3);
    modified<float><<<1, 32>>>(fo, 3.0f);
    cudaDeviceSynchronize();
    for (int t = 0; t < 32; t += 5)
        printf("modified %d: %d %g\n", t, io[t], fo[t]);
    two_args<int><<<2, 32>>>(io, ii);
    two_args<float><<<2, 32>>>(fo, fi);
    cudaDeviceSynchronize();
    printf("two_args: %d %d %g %g\n", io[0], io[1], fo[0], fo[1]);
    member_spec<int><<<2, 32>>>(io, ii);
    cudaDeviceSynchronize();
    printf("member_spec: %d %d\n", io[0], io[1]);
    self_named<int><<<1, 32>>>(io, ii);
    cudaDeviceSynchronize();
    printf("self_named: %d %d\n", io[0], io[5]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
