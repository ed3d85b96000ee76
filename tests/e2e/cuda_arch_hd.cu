// __CUDA_ARCH__ in __host__ __device__ functions: nvcc's device pass defines
// it (900 for sm_90), the host pass does not.  cucc emits both bodies and
// picks by whether the calling thread runs device code.
#include <cstdio>

static int host_helper(int x) { return -x; }

__host__ __device__ int where(int x)
{
#ifdef __CUDA_ARCH__
    return x + 1;
#else
    return host_helper(x);      // host-only call: nvcc never compiles it for the device
#endif
}

__host__ __device__ int arch_value(void)
{
#if defined(__CUDA_ARCH__)
    return __CUDA_ARCH__;
#else
    return -1;
#endif
}

// Constant evaluation runs the host side, as nvcc's host pass does.
__host__ __device__ constexpr int host_is_7(void)
{
#ifdef __CUDA_ARCH__
    return 8;
#else
    return 7;
#endif
}
static_assert(host_is_7() == 7, "constant evaluation takes the host body");

struct Pick {
    __host__ __device__ int side() const
    {
#ifndef __CUDA_ARCH__
        return 10;
#else
        return 20;
#endif
    }
};

template <typename T>
__host__ __device__ T twice_on_device(T v)
{
#ifdef __CUDA_ARCH__
    return v * 2;
#else
    return v;
#endif
}

__global__ void kernel(int *out)
{
    out[0] = where(5);
    out[1] = arch_value();
    out[2] = Pick().side();
    out[3] = twice_on_device(21);
    out[4] = host_is_7();
}

int main(void)
{
    int *out;
    cudaMallocManaged(&out, 5 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int h[4] = {where(5), arch_value(), Pick().side(), twice_on_device(21)};
    printf("host:   %d %d %d %d\n", h[0], h[1], h[2], h[3]);
    printf("device: %d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4]);
    int fails = (h[0] != -5) + (h[1] != -1) + (h[2] != 10) + (h[3] != 21) +
                (out[0] != 6) + (out[1] != 900) + (out[2] != 20) + (out[3] != 42) + (out[4] != 8);
#ifdef __CUDA_ARCH__
    fails += 100;   // host code never sees __CUDA_ARCH__
#endif
    printf("%s\n", fails ? "FAIL" : "PASS");
    return fails != 0;
}
