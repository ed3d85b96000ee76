// Calls the analysis cannot follow by name (src/simt/strategy.c): a
// template parameter that turns out to be a pointer to a function that
// waits (its address is taken below), a parameter named like a function,
// a pointer to member function.  All need fibers, and on fibers they work.
#include <cstdio>

#define N 32

__device__ float scale(float v) { return 2 * v; }
__device__ float with_barrier(float v)
{
    __shared__ float s[N];
    s[threadIdx.x] = v;
    __syncthreads();
    return s[N - 1 - threadIdx.x];
}
typedef float (*unary_fn)(float);
__device__ unary_fn barrier_fn = with_barrier;

struct Ops {
    float k;
    __device__ float mul(float v) const { return k * v; }
};

template <class F> __global__ void apply(F f, float *y) { y[threadIdx.x] = f(threadIdx.x); }
__global__ void shadowing(unary_fn scale, float *y) { y[threadIdx.x] = scale(threadIdx.x); }
__global__ void member_pointer(float *y)
{
    Ops o{3};
    float (Ops::*pm)(float) const = &Ops::mul;
    y[threadIdx.x] = (o.*pm)(threadIdx.x);
}

int main()
{
    float *y;
    cudaMallocManaged(&y, N * sizeof(float));
    unary_fn h;
    cudaMemcpyFromSymbol(&h, barrier_fn, sizeof h);
    apply<<<1, N>>>(h, y);
    cudaDeviceSynchronize();
    printf("apply: %g %g (%s)\n", y[0], y[N - 1], cudaGetErrorName(cudaGetLastError()));
    shadowing<<<1, N>>>(h, y);
    cudaDeviceSynchronize();
    printf("shadowing: %g %g (%s)\n", y[0], y[N - 1], cudaGetErrorName(cudaGetLastError()));
    member_pointer<<<1, N>>>(y);
    cudaDeviceSynchronize();
    printf("member_pointer: %g %g (%s)\n", y[0], y[N - 1], cudaGetErrorName(cudaGetLastError()));
    return 0;
}
