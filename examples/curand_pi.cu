// A cuRAND Monte-Carlo with cucc: the host API fills device memory with
// uniform points (XORWOW, a fixed seed), a kernel counts those inside the
// quarter circle, and pi comes out to within 0.01.  Build it as with nvcc:
//     cucc examples/curand_pi.cu -lcurand -o curand_pi && ./curand_pi
#include <curand.h>
#include <cstdio>

__global__ void inside(const float *xy, int n, unsigned *count)
{
    unsigned c = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        float x = xy[2 * i], y = xy[2 * i + 1];
        c += x * x + y * y <= 1.0f;
    }
    atomicAdd(count, c);
}

int main()
{
    const int n = 1 << 20;
    float *xy;
    unsigned *count;
    cudaMalloc(&xy, 2 * n * sizeof(float));
    cudaMallocManaged(&count, sizeof(unsigned));
    *count = 0;
    curandGenerator_t gen;
    curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT);
    curandSetPseudoRandomGeneratorSeed(gen, 1234ull);
    curandGenerateUniform(gen, xy, 2 * n);
    inside<<<256, 256>>>(xy, n, count);
    cudaDeviceSynchronize();
    double pi = 4.0 * *count / n;
    int ok = pi > 3.13159 && pi < 3.15159;
    printf("curand_pi with %d points: %s (pi = %.5f)\n", n, ok ? "ok" : "FAILED", pi);
    curandDestroyGenerator(gen);
    return !ok;
}
