// A __host__ function that calls through a variable has the name of a
// function an operator calls in device code (`get`, as a host memory pool
// and Thrust's device_ptr::get share it): device code cannot call the
// host one, so it does not make the operator, and with it every kernel,
// block.  A kernel that calls a __device__ function that waits still does.
#include <cstdio>

struct Pool {
    int (*pick)(int);
    int get(int k) { return pick(k); }      // host only: a call through a variable
};

struct Ref {
    int *p;
    __device__ int get() const { return *p; }
    __device__ int operator+(int k) const { return get() + k; }
};

__device__ int waits(int k)
{
    __syncthreads();
    return k;
}

__global__ void uses_operator(int *y)
{
    Ref r{y + threadIdx.x};
    y[threadIdx.x] = r + 1;
}

__global__ void calls_waits(int *y) { y[threadIdx.x] = waits(y[threadIdx.x] + 2); }

static int twice(int k) { return 2 * k; }

int main()
{
    int *y;
    cudaMallocManaged(&y, 64 * sizeof(int));
    for (int i = 0; i < 64; i++)
        y[i] = i;
    uses_operator<<<1, 64>>>(y);
    calls_waits<<<1, 64>>>(y);
    cudaDeviceSynchronize();
    Pool pool{twice};
    printf("%d %d %d\n", y[0], y[63], pool.get(y[5]));
    return 0;
}
