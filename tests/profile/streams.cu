// The profiler (src/rt/profile.c): two kernels three times each on two
// streams, a copy each way and a memset (tests/run_profile.sh checks the
// tables and the trace).
#include <cstdio>
__global__ void scale(float *x, int n, float a) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) x[i] *= a; }
__global__ void add(const float *x, float *y, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) y[i] += x[i]; }
int main()
{
    const int n = 1 << 20;
    float *h = new float[n], *x, *y;
    for (int i = 0; i < n; i++) h[i] = 1;
    cudaMalloc(&x, n * sizeof(float)); cudaMalloc(&y, n * sizeof(float));
    cudaMemcpy(x, h, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemset(y, 0, n * sizeof(float));
    cudaStream_t s; cudaStreamCreate(&s);
    for (int r = 0; r < 3; r++) { scale<<<n / 256, 256, 0, s>>>(x, n, 2.0f); add<<<n / 256, 256>>>(x, y, n); }
    cudaDeviceSynchronize();
    cudaMemcpy(h, y, n * sizeof(float), cudaMemcpyDeviceToHost);
    printf("y[0] = %g\n", h[0]);
    return 0;
}
