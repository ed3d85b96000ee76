// Shuffles whose source lane does not take part: outside the mask
// (waiting after an if), exited, and 64-bit values.  The guide leaves the
// value undefined; an H200 gives 0 (a source past the segment: the lane's
// own value), and cuda-samples' reduction (reduce7, float and double)
// adds such shuffles into its last warp's sums.  Expected output from an
// H200.
#include <cstdio>
__global__ void outside(int *out, const int *in)
{
    int v = in[threadIdx.x] * 100 + threadIdx.x;
    v += __shfl_down_sync(0xffffffffu, v, 1);
    unsigned m = __ballot_sync(0xffffffffu, threadIdx.x < 8);
    if (threadIdx.x < 8) {
        v = in[32 + threadIdx.x];
        out[threadIdx.x * 4] = __shfl_down_sync(m, v, 16);
        out[threadIdx.x * 4 + 1] = __shfl_down_sync(m, v, 4);
        out[threadIdx.x * 4 + 2] = __shfl_xor_sync(m, v, 8);
        out[threadIdx.x * 4 + 3] = __shfl_sync(m, v, 20);
    }
}
__global__ void exited(int *out, const int *in)
{
    if (threadIdx.x >= 16)
        return;
    int v = in[threadIdx.x] + 7;
    out[threadIdx.x * 2] = __shfl_down_sync(0xffffu, v, 8);
    out[threadIdx.x * 2 + 1] = __shfl_up_sync(0xffffu, v, 3);
}
__global__ void wide(double *out, const double *in)
{
    double v = in[threadIdx.x] * 1.5;
    if (threadIdx.x < 4)
        out[threadIdx.x] = __shfl_down_sync(0xfu, v, 2);
}
__global__ void partial_sum(float *out, const float *in)
{
    float v = in[threadIdx.x];
    for (int o = 16; o > 0; o /= 2)
        v += __shfl_down_sync(0xffffffffu, v, o);
    unsigned m = __ballot_sync(0xffffffffu, threadIdx.x < 8);
    if (threadIdx.x < 8) {
        v = in[32 + threadIdx.x];
        for (int o = 16; o > 0; o /= 2)
            v += __shfl_down_sync(m, v, o);
        out[threadIdx.x] = v;
    }
}
int main()
{
    int *in, *out;
    float *fi, *fo;
    double *di, *dout;
    cudaMallocManaged(&in, 64 * sizeof(int));
    cudaMallocManaged(&out, 64 * sizeof(int));
    cudaMallocManaged(&fi, 64 * sizeof(float));
    cudaMallocManaged(&fo, 64 * sizeof(float));
    cudaMallocManaged(&di, 64 * sizeof(double));
    cudaMallocManaged(&dout, 64 * sizeof(double));
    for (int i = 0; i < 64; i++) {
        in[i] = i + 1;
        fi[i] = (float)(i + 1);
        di[i] = i + 0.25;
    }
    outside<<<1, 32>>>(out, in);
    cudaDeviceSynchronize();
    for (int t = 0; t < 8; t++)
        printf("outside lane %d: down16 %d down4 %d xor8 %d idx20 %d\n", t, out[4 * t], out[4 * t + 1],
               out[4 * t + 2], out[4 * t + 3]);
    exited<<<1, 32>>>(out, in);
    cudaDeviceSynchronize();
    for (int t = 0; t < 16; t++)
        printf("exited lane %d: down8 %d up3 %d\n", t, out[2 * t], out[2 * t + 1]);
    wide<<<1, 32>>>(dout, di);
    cudaDeviceSynchronize();
    for (int t = 0; t < 4; t++)
        printf("wide lane %d: %g\n", t, dout[t]);
    partial_sum<<<1, 32>>>(fo, fi);
    cudaDeviceSynchronize();
    for (int t = 0; t < 8; t++)
        printf("partial_sum lane %d: %g\n", t, fo[t]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
