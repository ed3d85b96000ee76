// An operator that waits for the block: operators are called without
// their names being written, so no kernel of this file may run as a
// thread loop, not even one that uses no operator of its own.
#include <cstdio>

struct Vec {
    float v;
    __device__ Vec operator+(const Vec &o) const
    {
        __syncthreads();
        return Vec{v + o.v};
    }
};

__global__ void add(Vec *y) { y[threadIdx.x] = y[threadIdx.x] + Vec{1}; }
__global__ void plain(float *y) { y[threadIdx.x] = threadIdx.x; }

int main()
{
    Vec *v;
    float *f;
    cudaMallocManaged(&v, 32 * sizeof(Vec));
    cudaMallocManaged(&f, 32 * sizeof(float));
    for (int i = 0; i < 32; i++)
        v[i].v = i;
    add<<<1, 32>>>(v);
    plain<<<1, 32>>>(f);
    cudaDeviceSynchronize();
    printf("%g %g\n", v[31].v, f[31]);
    return 0;
}
