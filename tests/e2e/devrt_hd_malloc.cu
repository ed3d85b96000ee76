// A __host__ __device__ function that calls malloc, free and printf means
// the C library's on the host and the device heap and printf FIFO on the
// device: the host side can allocate more than the device heap holds, the
// device side gets NULL for it, and the device's printf output waits for
// the synchronisation while the host's prints at once.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %d %s\n", __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

/* Allocates n bytes, writes and reads them back; 1 on success, 0 when the
 * allocation failed, -1 when the memory did not hold. */
__host__ __device__ int try_buffer(size_t n, const char *side)
{
    char *p = (char *)malloc(n);
    if (!p) {
        printf("%s: %zu bytes: NULL\n", side, n);
        return 0;
    }
    p[0] = 'a';
    p[n / 2] = 'b';
    p[n - 1] = 'c';
    int ok = p[0] == 'a' && p[n / 2] == 'b' && p[n - 1] == 'c';
    free(p);
    printf("%s: %zu bytes: %s\n", side, n, ok ? "ok" : "corrupt");
    return ok ? 1 : -1;
}

__global__ void on_device(size_t small, size_t huge, int *res)
{
    res[0] = try_buffer(small, "device");
    res[1] = try_buffer(huge, "device");
}

int main(void)
{
    const size_t small = 1000, huge = (size_t)64 << 20;  /* the heap is 8 MiB */
    int *d, h[2] = { 0, 0 }, bad = 0;
    CHECK(cudaMalloc(&d, sizeof h));

    on_device<<<1, 1>>>(small, huge, d);
    CHECK(cudaGetLastError());
    /* Host calls print now, before the device's lines. */
    if (try_buffer(small, "host") != 1 || try_buffer(huge, "host") != 1)
        bad++;
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    if (h[0] != 1 || h[1] != 0)
        bad++;
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
