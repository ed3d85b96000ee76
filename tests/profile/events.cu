// The profiler's trace with CUDA events: two records around a kernel on the
// legacy stream, each a slice of its own on the stream's row.
#include <cstdio>

__global__ void bump(float *x) { x[threadIdx.x] += 1; }

int main()
{
    float *x;
    cudaMalloc(&x, 256 * sizeof(float));
    cudaEvent_t a, b;
    cudaEventCreate(&a);
    cudaEventCreate(&b);
    cudaEventRecord(a);
    bump<<<1, 256>>>(x);
    cudaEventRecord(b);
    cudaEventSynchronize(b);
    float ms;
    cudaEventElapsedTime(&ms, a, b);
    printf("%s\n", ms >= 0 ? "ok" : "FAILED");
    return 0;
}
