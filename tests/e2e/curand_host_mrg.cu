// FLAGS: -lcurand
// cuRAND's host API with MRG32k3a: 81920 threads, each its own subsequence
// (2^76 draws apart); raw values over 2^22 positions (where thread 0 draws
// again), uniform floats and doubles, normals (rounded: the GPU's log and
// sine differ in the last bits), where a call goes on after normals, an
// offset, a new seed.  Same output as an H200.
#include <curand.h>
#include <cstdio>
int main()
{
    const size_t N = 1 << 22;
    unsigned *u; float *f; double *d;
    cudaMallocManaged(&u, N * 4); cudaMallocManaged(&f, N * 4); cudaMallocManaged(&d, N * 8);
    curandGenerator_t g;
    curandCreateGenerator(&g, CURAND_RNG_PSEUDO_MRG32K3A);
    curandSetPseudoRandomGeneratorSeed(g, 1234);
    curandGenerate(g, u, N);
    cudaDeviceSynchronize();
    for (size_t i = 0; i < N; i++) if (u[i] == 2521876100u || u[i] == 2890950871u) printf("found %u at %zu\n", u[i], i);
    printf("last %u %u\n", u[N - 2], u[N - 1]);
    curandGenerate(g, u, 4); cudaDeviceSynchronize();
    printf("again %u %u %u %u\n", u[0], u[1], u[2], u[3]);
    curandSetGeneratorOffset(g, 0);
    curandGenerateUniform(g, f, 8); cudaDeviceSynchronize();
    printf("uniform"); for (int i = 0; i < 8; i++) printf(" %.9g", f[i]); printf("\n");
    curandSetGeneratorOffset(g, 0);
    curandGenerateUniformDouble(g, d, 8); cudaDeviceSynchronize();
    printf("udouble"); for (int i = 0; i < 8; i++) printf(" %.17g", d[i]); printf("\n");
    curandSetGeneratorOffset(g, 0);
    curandGenerateNormal(g, f, 8, 0, 1); cudaDeviceSynchronize();
    printf("normal"); for (int i = 0; i < 8; i++) printf(" %.5f", f[i]); printf("\n");
    curandGenerate(g, u, 4); cudaDeviceSynchronize();
    printf("raw after normal %u %u %u %u\n", u[0], u[1], u[2], u[3]);
    curandSetGeneratorOffset(g, 0);
    curandGenerateNormalDouble(g, d, 8, 0, 1); cudaDeviceSynchronize();
    printf("ndouble"); for (int i = 0; i < 8; i++) printf(" %.12f", d[i]); printf("\n");
    curandSetGeneratorOffset(g, 10);
    curandGenerate(g, u, 4); cudaDeviceSynchronize();
    printf("offset10 %u %u %u %u\n", u[0], u[1], u[2], u[3]);
    curandSetPseudoRandomGeneratorSeed(g, 99);
    curandGenerate(g, u, 4); cudaDeviceSynchronize();
    printf("reseed %u %u %u %u\n", u[0], u[1], u[2], u[3]);
    printf("odd normal %d\n", (int)curandGenerateNormal(g, f, 5, 0, 1));
    return 0;
}
