// cudaFree keeps large mappings for a later allocation of the same size
// (src/rt/memory.c), but a freed one stays unusable: a copy from it is
// cudaErrorInvalidValue, a kernel reading it faults with
// cudaErrorIllegalAddress, and an allocation of its size gets it back,
// usable again.  (cucc's behaviour; a GPU's allocator may leave freed
// memory readable.)
#include <cstdio>

__global__ void read_first(const int *p, int *out) { *out = p[1000]; }
__global__ void fill(int *p, int n, int v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v + i;
}

int main(void)
{
    const int n = 1 << 20;      /* 4 MB: a mapping of its own */
    int *a, *out, host[4];
    cudaMallocManaged(&out, sizeof(int));
    cudaMalloc(&a, n * sizeof(int));
    fill<<<n / 256, 256>>>(a, n, 7);
    cudaDeviceSynchronize();
    cudaFree(a);
    cudaError_t e1 = cudaMemcpy(host, a, sizeof host, cudaMemcpyDefault);
    cudaGetLastError();
    int *b;
    cudaMalloc(&b, n * sizeof(int));
    fill<<<n / 256, 256>>>(b, n, 100);
    cudaError_t e2 = cudaMemcpy(host, b + 4, sizeof host, cudaMemcpyDeviceToHost);
    printf("copy from freed: %s\n", cudaGetErrorName(e1));
    printf("same size again: %s, %d %d\n", cudaGetErrorName(e2), host[0], host[3]);
    cudaFree(b);
    read_first<<<1, 1>>>(b, out);
    cudaError_t e3 = cudaDeviceSynchronize();
    printf("kernel on freed: %s\n", cudaGetErrorName(e3));
    int ok = e1 == cudaErrorInvalidValue && e2 == cudaSuccess && host[0] == 104 && host[3] == 107 &&
             e3 == cudaErrorIllegalAddress;
    printf("%s\n", ok ? "PASS" : "FAIL");
    return 0;
}
