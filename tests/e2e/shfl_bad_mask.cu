// A shuffle whose mask leaves out the calling lane: an H100 ends the
// kernel with cudaErrorIllegalInstruction (sticky: the next launch fails
// too).  The kernel is a region kernel (a barrier), so every strategy
// meets the check.  Expected output from an H100.
#include <cstdio>

__global__ void k(int *out)
{
    __shared__ int s[64];
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    int v = s[63 - threadIdx.x];
    if (threadIdx.x < 16)
        v += __shfl_xor_sync(0xffu, v, 1);   // lanes 8-15 are not in the mask
    out[threadIdx.x] = v;
}

__global__ void fine(int *out)
{
    out[threadIdx.x] = 1;
}

int main()
{
    int *o;
    cudaMalloc(&o, 64 * sizeof(int));
    k<<<1, 64>>>(o);
    cudaError_t e = cudaDeviceSynchronize();
    printf("bad mask: %s\n", cudaGetErrorName(e));
    fine<<<1, 64>>>(o);
    printf("next launch: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
