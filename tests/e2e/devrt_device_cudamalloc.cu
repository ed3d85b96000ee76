// FLAGS: -rdc=true -lcudadevrt
// cudaMalloc and cudaFree called by device code (the device runtime API)
// allocate from the device heap, as CUDA's do: a request larger than
// cudaLimitMallocHeapSize fails with cudaErrorMemoryAllocation although
// the host could allocate it, and the memory outlives the kernel.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %d %s\n", __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

__device__ int *kept;

__global__ void allocate(int *res)
{
    int *huge = NULL, *small = NULL;
    res[0] = cudaMalloc((void **)&huge, (size_t)64 << 20);   /* the heap is 8 MiB */
    res[1] = huge == NULL;
    res[2] = cudaMalloc((void **)&small, 256 * sizeof(int));
    if (small)
        for (int i = 0; i < 256; i++)
            small[i] = i * i;
    kept = small;
}

__global__ void use_and_free(int *res)
{
    int sum = 0;
    for (int i = 0; i < 256; i++)
        sum += kept[i] == i * i;
    res[3] = sum;
    res[4] = cudaFree(kept);
    res[5] = cudaFree(NULL);
}

int main(void)
{
    int *d, h[6], bad = 0;
    void *host_big;
    CHECK(cudaMalloc(&host_big, (size_t)64 << 20));   /* fine from the host */
    CHECK(cudaMalloc(&d, sizeof h));
    allocate<<<1, 1>>>(d);
    CHECK(cudaGetLastError());
    use_and_free<<<1, 1>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    printf("device cudaMalloc of 64 MiB: %s\n", cudaGetErrorName((cudaError_t)h[0]));
    printf("pointer left NULL: %s\n", h[1] ? "yes" : "no");
    printf("device cudaMalloc of 1 KiB: %s\n", cudaGetErrorName((cudaError_t)h[2]));
    printf("read in a later kernel: %d of 256\n", h[3]);
    printf("device cudaFree: %s, of NULL: %s\n", cudaGetErrorName((cudaError_t)h[4]),
           cudaGetErrorName((cudaError_t)h[5]));
    if (h[0] != cudaErrorMemoryAllocation || !h[1] || h[2] != cudaSuccess || h[3] != 256 ||
        h[4] != cudaSuccess || h[5] != cudaSuccess)
        bad++;
    CHECK(cudaFree(d));
    CHECK(cudaFree(host_big));
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
