// Built with the host compiler's -Wall -Wextra -Wshadow (warn_host_warnings.flags):
// the warnings are the user's own, each once, at the user's line and column;
// nothing about the code cucc makes of the kernels (thread loops, regions,
// region forms of device functions, launch stubs), and no unused-parameter
// warning for a kernel parameter, as with nvcc.
__device__ float warp_sum(float v)
{
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

__global__ void loop_kernel(const float *x, float *y, int n, int unused_param)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = 2 * x[i];
}

__global__ void region_kernel(const float *x, float *out, int n)
{
    __shared__ float part[8];
    int never_read = 3;
    float v = 0;
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        v += x[i];
    v = warp_sum(v);
    if (threadIdx.x % 32 == 0)
        part[threadIdx.x / 32] = v;
    __syncthreads();
    unsigned lanes = 32;
    if (threadIdx.x < 8 && n < lanes)
        out[threadIdx.x] = part[threadIdx.x];
}

int main()
{
    float *x, *y;
    cudaMalloc(&x, 64 * sizeof(float));
    cudaMalloc(&y, 64 * sizeof(float));
    loop_kernel<<<1, 64>>>(x, y, 64, 0);
    region_kernel<<<1, 256>>>(x, y, 64);
    return cudaDeviceSynchronize() != cudaSuccess;
}
