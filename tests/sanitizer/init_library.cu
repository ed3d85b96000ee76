// BUILD: initcheck
// LINK: -lcurand
// TOOL: --tool initcheck
// EXPECT: Uninitialized __global__ memory read of size 4 bytes
// EXPECT: at use in .*init_library\.cu:22
// EXPECT: ERROR SUMMARY: 32 errors
// EXIT: 7
// FIXED: ERROR SUMMARY: 0 errors
// initcheck and device memory a library wrote from the host: cuRAND's
// results and a discrete distribution of its, read by a kernel, are
// initialised; the planted bug asks cuRAND for 32 of the 64 values the
// kernel reads.
#include <cstdio>
#include <curand.h>
#include <curand_kernel.h>
__global__ void use(const unsigned *r, curandDiscreteDistribution_t d, unsigned *out)
{
    int t = threadIdx.x;
    curandState s;
    curand_init(7, t, 0, &s);
    unsigned k = curand_discrete(&s, d);
    out[t] = k + r[t];
}
int main()
{
    unsigned *r, *out;
    cudaMalloc(&r, 64 * sizeof(unsigned));
    cudaMalloc(&out, 64 * sizeof(unsigned));
    curandGenerator_t g;
    curandCreateGenerator(&g, CURAND_RNG_PSEUDO_DEFAULT);
#ifdef FIXED
    curandGenerate(g, r, 64);
#else
    curandGenerate(g, r, 32);
#endif
    curandDiscreteDistribution_t d;
    curandCreatePoissonDistribution(4.5, &d);
    use<<<1, 64>>>(r, d, out);
    printf("synchronize: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    curandDestroyDistribution(d);
    curandDestroyGenerator(g);
    cudaFree(r);
    cudaFree(out);
    return 0;
}
