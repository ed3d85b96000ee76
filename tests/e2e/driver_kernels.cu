// The module the driver API tests load: built with `cucc -cubin` (or, to
// check the tests against NVIDIA's driver, `nvcc -cubin`).  Not a test by
// itself: tests/run_driver_api.sh builds it and hands its path to the
// driver_*.cu programs.
#include <assert.h>
#include <stdio.h>

extern "C" __global__ void saxpy(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

// A C++ kernel: NVIDIA's name for it is the mangled one.
__global__ void scale(float *p, float s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] *= s;
}

template <class T> __global__ void fill(T *p, T v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v;
}
template __global__ void fill<int>(int *, int, int);
template __global__ void fill<float>(float *, float, int);

namespace ns {
__global__ void inc(int *p)
{
    atomicAdd(p, 1);
}
}

// Arguments of mixed sizes and alignments, for the extra-buffer launch.
extern "C" __global__ void mixed(char c, double d, int i, short s, double *out)
{
    out[0] = c;
    out[1] = d;
    out[2] = i;
    out[3] = s;
}

// Static shared memory and a barrier: each block sums its 256 inputs.
extern "C" __global__ void block_sum(const int *in, int *out)
{
    __shared__ int s[256];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * 256 + t];
    __syncthreads();
    for (int w = 128; w > 0; w /= 2) {
        if (t < w)
            s[t] += s[t + w];
        __syncthreads();
    }
    if (t == 0)
        out[blockIdx.x] = s[0];
}

// Dynamic shared memory: reverses n ints within one block.
extern "C" __global__ void dyn_reverse(int *p, int n)
{
    extern __shared__ int buf[];
    int t = threadIdx.x;
    if (t < n)
        buf[t] = p[t];
    __syncthreads();
    if (t < n)
        p[t] = buf[n - 1 - t];
}

__device__ int counter;
__constant__ float coef[4] = { 1.0f, 2.0f, 3.0f, 4.0f };

// out[i] = coef[i] * counter, then counts its threads into counter.
extern "C" __global__ void use_globals(float *out)
{
    int i = threadIdx.x;
    if (i < 4)
        out[i] = coef[i] * (float)counter;
    __syncthreads();
    if (i == 0)
        atomicAdd(&counter, (int)blockDim.x);
}

// A slow kernel, so that stream and event queries can see work in flight.
extern "C" __global__ void spin(volatile int *flag, long long iters)
{
    long long k = 0;
    for (long long j = 0; j < iters; j++)
        k += j & 1;
    if (threadIdx.x == 0)
        *flag = (int)(k & 0xff) + 1;
}

extern "C" __global__ void write_to(int *p)
{
    *p = 42;
}

// Parameters ending in a small one: an argument buffer ends where they do,
// short of the size of a struct holding them.
extern "C" __global__ void tail_char(int *out, int i, char c)
{
    out[0] = i + c;
}

// Parts of the runtime a program may not use itself: warp shuffles, device
// printf.
extern "C" __global__ void warp_sum(const int *in, int *out)
{
    int v = in[threadIdx.x];
    for (int d = 16; d > 0; d /= 2)
        v += __shfl_down_sync(0xffffffffu, v, d);
    if (threadIdx.x % 32 == 0)
        out[threadIdx.x / 32] = v;
}

extern "C" __global__ void hello(int v)
{
    printf("module says %d\n", v);
}

namespace ns {
__device__ int bias = 5;
}

#ifdef __CUCC__
// Found by the name as written only: it has internal linkage.
static __global__ void hidden(int *p)
{
    *p = ns::bias;
}

// A launch from device code finds the module's own kernel.
__global__ void child(int *p)
{
    p[threadIdx.x] += 1;
}

extern "C" __global__ void parent(int *p)
{
    child<<<1, 4>>>(p);
}

// Gives `hidden` a use, so that it is instantiated and registered.
extern "C" __global__ void call_hidden(int *p)
{
    if (!p)
        hidden<<<1, 1>>>(p);
}
#endif
