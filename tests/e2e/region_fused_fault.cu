// A shared-memory write far past its array, in a kernel of two pieces
// between barriers whose blocks cucc runs fused along x (each block with a
// copy of the shared variables): it faults as on a GPU, where the access
// lands past the block's shared allocation, cudaErrorIllegalAddress.
#include <cstdio>

__global__ void staged(const int *in, int *out, int off)
{
    __shared__ int s[64];
    s[threadIdx.x] = in[blockIdx.x * 64 + threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 3 && blockIdx.x == 2)
        s[off] = 7;
    out[blockIdx.x * 64 + threadIdx.x] = s[63 - threadIdx.x];
}

int main()
{
    int *in, *out;
    cudaMallocManaged(&in, 8 * 64 * sizeof(int));
    cudaMallocManaged(&out, 8 * 64 * sizeof(int));
    for (int i = 0; i < 8 * 64; i++)
        in[i] = i;
    staged<<<8, 64>>>(in, out, 5);      // in bounds
    cudaError_t e = cudaDeviceSynchronize();
    printf("in bounds: %s, out[0] %d out[511] %d\n", cudaGetErrorString(e), out[0], out[511]);
    staged<<<8, 64>>>(in, out, 1 << 20); // 4 MB past the array
    e = cudaDeviceSynchronize();
    printf("far: %s\n", cudaGetErrorString(e));
    printf("after: %s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
