// Device printf output appears where CUDA prints it: at the next
// synchronising call (cudaDeviceSynchronize, cudaStreamSynchronize,
// cudaEventSynchronize, a blocking cudaMemcpy, cudaDeviceReset) or before
// a host function runs, after whatever the host printed before that call,
// even with stdout fully buffered (the runner pipes it).  The .expected
// file is the order CUDA gives.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %d %s\n", __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

__global__ void lines(int tag, int n, int *out)
{
    for (int k = 0; k < n; k++)
        printf("device %d line %d\n", tag, k);
    if (out)
        *out = tag;
}

static void CUDART_CB host_fn(void *arg)
{
    printf("host function %d\n", *(int *)arg);
}

int main(void)
{
    int *d, h = 0, five = 5;
    cudaStream_t s;
    cudaEvent_t ev;
    CHECK(cudaMalloc(&d, sizeof(int)));
    CHECK(cudaStreamCreate(&s));
    CHECK(cudaEventCreate(&ev));

    printf("host: before launch 1\n");
    lines<<<1, 1>>>(1, 3, NULL);
    CHECK(cudaGetLastError());
    printf("host: launched 1\n");
    CHECK(cudaDeviceSynchronize());
    printf("host: after cudaDeviceSynchronize\n");

    lines<<<1, 1>>>(2, 2, d);
    printf("host: launched 2\n");
    CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    printf("host: after cudaMemcpy, value %d\n", h);

    lines<<<1, 1, 0, s>>>(3, 2, NULL);
    printf("host: launched 3 on a stream\n");
    CHECK(cudaStreamSynchronize(s));
    printf("host: after cudaStreamSynchronize\n");

    lines<<<1, 1, 0, s>>>(4, 1, NULL);
    CHECK(cudaEventRecord(ev, s));
    printf("host: launched 4, event recorded\n");
    CHECK(cudaEventSynchronize(ev));
    printf("host: after cudaEventSynchronize\n");

    lines<<<1, 1, 0, s>>>(5, 1, NULL);
    CHECK(cudaLaunchHostFunc(s, host_fn, &five));
    CHECK(cudaStreamSynchronize(s));
    printf("host: after the host function\n");

    CHECK(cudaStreamDestroy(s));
    CHECK(cudaEventDestroy(ev));
    CHECK(cudaFree(d));
    lines<<<1, 1>>>(6, 1, NULL);
    printf("host: launched 6, resetting\n");
    CHECK(cudaDeviceReset());
    printf("PASS\n");
    return 0;
}
