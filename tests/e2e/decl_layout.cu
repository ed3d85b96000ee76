// Kernel declarations laid out as public code does: the return type, the
// name and `template<...>` on lines of their own, attributes and comments
// between the tokens, extern "C", __launch_bounds__, qualifiers from
// macros; and parameters and locals named like the kernel or like other
// device symbols (legal CUDA: a parameter may hide any outer name).
#include <cstdio>

template <typename T>
__global__
void
scale(T *a, T s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] *= s;
}

template
<
    typename T,
    int K
>
__global__ void
__launch_bounds__(128)
add_k(T *a)
{
    a[threadIdx.x] += K;
}

__global__ void
add1(int *a)
{
    a[threadIdx.x] += 1;
}

extern "C" __global__ void /* a comment */ add2(int *a) { a[threadIdx.x] += 2; }

#define KERNEL __global__ void
#define DEVICE_FN __device__ __forceinline__
KERNEL add3(int *a) { a[threadIdx.x] += 3; }

DEVICE_FN
int
twice(int x)
{
    return 2 * x;
}

__device__ int table[4] = {10, 20, 30, 40};

/* a parameter with the kernel's own name */
__global__ void fill(int *fill, int n)
{
    fill[threadIdx.x] = n;
}

/* parameters named like a device variable, a device function and the
 * kernel; a local named like another kernel */
__global__ void mix(int *table, int twice, int mix)
{
    int fill = threadIdx.x;
    table[fill] = ::table[fill] + twice * 100 + mix + ::twice(fill);
}

namespace ns {
__global__ void
inner(int *inner)
{
    inner[threadIdx.x] += 5;
}
}

namespace {
__global__ void hidden(int *hidden, int v) { hidden[threadIdx.x] -= v; }
}

/* overloads of one name */
__global__ void over(int *a) { a[threadIdx.x] += 1000; }
__global__ void over(int *over, int v) { over[threadIdx.x] += v; }

int main()
{
    float *f;
    int *a;
    cudaMallocManaged(&f, 4 * sizeof(float));
    cudaMallocManaged(&a, 4 * sizeof(int));
    for (int i = 0; i < 4; i++) {
        f[i] = (float)i;
        a[i] = 0;
    }
    scale<<<1, 4>>>(f, 2.0f, 4);
    add_k<int, 7><<<1, 4>>>(a);
    add1<<<1, 4>>>(a);
    add2<<<1, 4>>>(a);
    add3<<<1, 4>>>(a);
    cudaDeviceSynchronize();
    int ok = f[1] == 2.0f && f[3] == 6.0f && a[0] == 13 && a[3] == 13;
    printf("layouts: %g %g %d %d\n", f[1], f[3], a[0], a[3]);

    fill<<<1, 4>>>(a, 9);
    cudaDeviceSynchronize();
    ok &= a[2] == 9;
    mix<<<1, 4>>>(a, 3, 1);
    cudaDeviceSynchronize();
    printf("names: %d %d %d %d\n", a[0], a[1], a[2], a[3]);
    ok &= a[0] == 311 && a[1] == 323 && a[2] == 335 && a[3] == 347;
    ns::inner<<<1, 4>>>(a);
    hidden<<<1, 4>>>(a, 11);
    over<<<1, 4>>>(a);
    over<<<1, 4>>>(a, 2);
    cudaDeviceSynchronize();
    printf("scopes: %d %d\n", a[0], a[3]);
    ok &= a[0] == 311 + 5 - 11 + 1002 && a[3] == 347 + 5 - 11 + 1002;
    printf("%s\n", ok && cudaGetLastError() == cudaSuccess ? "PASS" : "FAIL");
    return 0;
}
