// cuRAND's MTGP32 functions share their names with every generator's
// (curand, curand_uniform, curand_normal, ...) and wait for the whole
// block.  By name alone, every kernel drawing from XORWOW or Philox would
// wait too; MTGP32's bodies count only where the program names its state
// type.  Here it does not: neither kernel needs fibers.
#include <cstdio>
#include <curand_kernel.h>

__global__ void draw(curandState *states, float *out, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    curandState s = states[t];
    float acc = 0;
    for (int i = t; i < n; i += gridDim.x * blockDim.x)
        acc += curand_uniform(&s) + curand_normal(&s) * 0.0f;
    out[t] = acc;
    states[t] = s;
}

__global__ void setup(curandStatePhilox4_32_10_t *states, curandState *xs, unsigned *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    curand_init(1234, t, 0, &states[t]);
    curand_init(7, t, 0, &xs[t]);
    out[t] = curand(&states[t]);
}

int main()
{
    const int threads = 256, blocks = 4;
    curandState *st;
    curandStatePhilox4_32_10_t *ph;
    float *out;
    unsigned *bits;
    cudaMallocManaged(&st, threads * blocks * sizeof *st);
    cudaMallocManaged(&ph, threads * blocks * sizeof *ph);
    cudaMallocManaged(&out, threads * blocks * sizeof *out);
    cudaMallocManaged(&bits, threads * blocks * sizeof *bits);
    setup<<<blocks, threads>>>(ph, st, bits);
    cudaDeviceSynchronize();
    draw<<<blocks, threads>>>(st, out, 10000);
    cudaDeviceSynchronize();
    printf("%u %u %.4f %.4f\n", bits[0], bits[1023], out[0], out[1023]);
    return 0;
}
