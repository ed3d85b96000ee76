// __CUDA_ARCH__ in __device__ and __global__ functions: they take nvcc's
// device pass (__CUDA_ARCH__ == 900, sm_90).
#include <cstdio>

__device__ int dev_arch(void)
{
#ifdef __CUDA_ARCH__
    return __CUDA_ARCH__ == 900 ? 900 : -900;
#else
    return 0;
#endif
}

// A device intrinsic used only where __CUDA_ARCH__ says device code; the
// host side calls something no one declares, as nvcc allows.
__device__ float load_twice(const float *p)
{
#ifdef __CUDA_ARCH__
    return __ldg(p) * 2.0f + __int_as_float(0);
#else
    return undeclared_host_fallback(p);
#endif
}

// Declarations only the device pass has: a __device__ function and a
// specialisation (the pattern of the CUDA samples' reductions).
#ifdef __CUDA_ARCH__
__device__ int only_on_device(int x) { return 3 * x; }
#endif

template <class T> __device__ T pick(T v) { return v; }
#if __CUDA_ARCH__ >= 800
template <> __device__ int pick<int>(int v) { return v + 1000; }
#endif
template <> __device__ float pick<float>(float v) { return -v; }

__global__ void kernel(int *out, const float *in, float *fout)
{
    __shared__ int s[32];
    s[threadIdx.x] = dev_arch();
    __syncthreads();
    if (threadIdx.x == 0) {
        out[0] = s[31];
#if __CUDA_ARCH__ >= 600
        out[1] = 600;
#elif defined(__CUDA_ARCH__)
        out[1] = 1;
#else
        out[1] = -5;
#endif
#if __CUDA_ARCH__ >= 1000
        out[2] = 1000;
#elif __CUDA_ARCH__ >= 900
        out[2] = 900;
#else
        out[2] = -1;
#endif
#if defined(__CUDA_ARCH_LIST__) && __CUDA_ARCH_LIST__ == 900
        out[3] = 1;
#else
        out[3] = 0;
#endif
        fout[0] = load_twice(in);
#ifdef __CUDA_ARCH__
        out[4] = only_on_device(7) + pick(1) + (int)pick(2.0f);
#else
        out[4] = -1;
#endif
    }
}

int main(void)
{
    int *out;
    float *in, *fout;
    cudaMallocManaged(&out, 5 * sizeof(int));
    cudaMallocManaged(&in, sizeof(float));
    cudaMallocManaged(&fout, sizeof(float));
    in[0] = 21.0f;
    kernel<<<2, 32>>>(out, in, fout);
    cudaError_t e = cudaDeviceSynchronize();
    printf("%s: arch=%d ge600=%d ge900=%d list=%d ldg=%g only=%d\n", cudaGetErrorString(e),
           out[0], out[1], out[2], out[3], fout[0], out[4]);
    int fails = (e != cudaSuccess) + (out[0] != 900) + (out[1] != 600) + (out[2] != 900) +
                (out[3] != 1) + (fout[0] != 42.0f) + (out[4] != 21 + 1001 - 2);
#if defined(__CUDA_ARCH__) || !defined(__CUDA_ARCH_LIST__)
    fails += 100;   // the host pass has __CUDA_ARCH_LIST__, not __CUDA_ARCH__
#endif
    printf("%s\n", fails ? "FAIL" : "PASS");
    return fails != 0;
}
