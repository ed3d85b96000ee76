// CUDA_VISIBLE_DEVICES: what each runtime call returns for one setting of
// it (tests/rt/visible_devices.sh runs it under several; the .expected
// file is what CUDA 13 printed on an H200 with one GPU).
#include <cstdio>
__global__ void k(int *p) { if (p) *p = 1; }
#define SHOW(name, call) do { cudaError_t e_ = (call); printf("%-28s %s\n", name, cudaGetErrorName(e_)); } while (0)
int main()
{
    int n = -7;
    cudaError_t e = cudaGetDeviceCount(&n);
    printf("%-28s %s count=%d\n", "cudaGetDeviceCount", cudaGetErrorName(e), n);
    int dev = -7;
    e = cudaGetDevice(&dev);
    printf("%-28s %s dev=%d\n", "cudaGetDevice", cudaGetErrorName(e), dev);
    SHOW("cudaSetDevice(0)", cudaSetDevice(0));
    SHOW("cudaSetDevice(1)", cudaSetDevice(1));
    cudaDeviceProp p;
    SHOW("cudaGetDeviceProperties(0)", cudaGetDeviceProperties(&p, 0));
    int v = -1;
    SHOW("cudaDeviceGetAttribute(0)", cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 0));
    SHOW("cudaDriverGetVersion", cudaDriverGetVersion(&v));
    SHOW("cudaRuntimeGetVersion", cudaRuntimeGetVersion(&v));
    SHOW("cudaFree(0)", cudaFree(0));
    void *d = nullptr;
    SHOW("cudaMalloc", cudaMalloc(&d, 16));
    SHOW("cudaMallocHost", cudaMallocHost(&d, 16));
    k<<<1, 1>>>(nullptr);
    SHOW("launch: cudaGetLastError", cudaGetLastError());
    SHOW("cudaGetLastError again", cudaGetLastError());
    SHOW("cudaDeviceSynchronize", cudaDeviceSynchronize());
    cudaStream_t s;
    SHOW("cudaStreamCreate", cudaStreamCreate(&s));
    SHOW("cudaPeekAtLastError", cudaPeekAtLastError());
    SHOW("cudaDeviceReset", cudaDeviceReset());
    return 0;
}
