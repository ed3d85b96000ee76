// Thread-loop kernels whose body src/emit/kernel.c writes a second time with
// the built-in variables as parameters (cucc__loop_k), or deliberately not:
// templates with packs and defaults, unnamed and default parameters,
// __restrict__, 2D and 3D blocks, helpers reading the built-ins, a local
// named like a built-in, a lambda, a friend kernel, assert.  run_e2e.sh
// runs it with CUCC_SIMT=fiber too: same output.
#include <cuda_runtime.h>
#include <assert.h>
#include <stdio.h>

__device__ unsigned linear(void)
{
    return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z) +
           blockDim.x * blockDim.y * blockDim.z * (blockIdx.x + gridDim.x * blockIdx.y);
}

template <class T, int K = 3, class... More>
__global__ void packed(T *out, More... more)
{
    out[linear()] = (T)(K * linear() + sizeof...(More));
}

template <class T> __global__ void special(T *out) { out[threadIdx.x] = 1; }
template <> __global__ void special<int>(int *out) { out[threadIdx.x] = 2 + blockIdx.x; }

__global__ void unnamed(int *out, int, float scale = 2.0f)
{
    out[linear()] = (int)(scale * threadIdx.x) + threadIdx.y * 100 + threadIdx.z * 10000;
}

__global__ void restricted(const int *__restrict__ in, int *__restrict__ out)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = in[i] + gridDim.x;
}

__global__ void local_builtin(int *out)
{
    unsigned i = linear();
    {
        unsigned threadIdx = 7;     /* hides the built-in in this block only */
        out[i] = threadIdx;
    }
    out[i] += blockIdx.x;
}

__global__ void outer_builtin(int *out)
{
    const unsigned gridDim = 3;     /* hides the built-in in the whole body */
    out[linear()] = gridDim * blockIdx.x;
}

__global__ void with_lambda(int *out)
{
    auto twice = [=](int v) { return 2 * v + threadIdx.x; };
    out[linear()] = twice(blockIdx.x);
}

class Box;
__global__ void befriended(const Box *b, int *out);
class Box {
    int secret = 5;
    friend __global__ void befriended(const Box *b, int *out);
};
__global__ void befriended(const Box *b, int *out) { out[threadIdx.x] = b->secret + threadIdx.x; }

__global__ void checked(int *out)
{
    assert(threadIdx.x < blockDim.x);
    out[linear()] = threadIdx.x;
}

static long sum(const int *v, int n)
{
    long s = 0;
    for (int i = 0; i < n; i++)
        s += (long)v[i] * (i % 13 + 1);
    return s;
}

int main(void)
{
    int *a, *b;
    float *f;
    Box *box;
    cudaMallocManaged(&a, 4096 * sizeof(int));
    cudaMallocManaged(&b, 4096 * sizeof(int));
    cudaMallocManaged(&f, 4096 * sizeof(float));
    cudaMallocManaged(&box, sizeof(Box));
    new (box) Box();
    for (int i = 0; i < 4096; i++)
        a[i] = i;

    packed<<<dim3(2, 2), dim3(4, 3, 2)>>>(b, 1, 2.0, 'c');
    cudaDeviceSynchronize();
    printf("packed<int, 3, ...>: %ld\n", sum(b, 96));
    packed<float, 5><<<2, 64>>>(f);
    cudaDeviceSynchronize();
    printf("packed<float, 5>: %g %g\n", f[0], f[127]);
    special<<<1, 32>>>(b);
    special<<<1, 32>>>(f);
    cudaDeviceSynchronize();
    printf("special: %ld %g\n", sum(b, 32), f[31]);
    unnamed<<<1, dim3(8, 4, 2)>>>(b, 0);
    cudaDeviceSynchronize();
    printf("unnamed: %ld\n", sum(b, 64));
    restricted<<<4, 256>>>(a, b);
    cudaDeviceSynchronize();
    printf("restricted: %ld\n", sum(b, 1024));
    local_builtin<<<3, 32>>>(b);
    cudaDeviceSynchronize();
    printf("local_builtin: %ld\n", sum(b, 96));
    outer_builtin<<<2, 32>>>(b);
    cudaDeviceSynchronize();
    printf("outer_builtin: %ld\n", sum(b, 64));
    with_lambda<<<3, 32>>>(b);
    cudaDeviceSynchronize();
    printf("with_lambda: %ld\n", sum(b, 96));
    befriended<<<1, 16>>>(box, b);
    cudaDeviceSynchronize();
    printf("befriended: %ld\n", sum(b, 16));
    checked<<<2, dim3(4, 4)>>>(b);
    printf("checked: %s %ld\n", cudaGetErrorName(cudaDeviceSynchronize()), sum(b, 32));
    printf("PASS\n");
    return 0;
}
