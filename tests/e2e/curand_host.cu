// FLAGS: -lcurand
// cuRAND's host API: XORWOW (the default generator) and Philox4_32_10,
// seeds, offsets, calls that continue the sequence, a stream; raw bits,
// uniform floats and doubles printed as hashes of their bits (the same
// bits as an H200's), normals and log-normals rounded to 3 decimals (the
// GPU's approximate log and sine differ in the last bits), their means to
// 4; length and type errors.  Same output as an H200.
#include <curand.h>
#include <cstdio>
#include <cstring>

static unsigned long long hash(const void *p, size_t bytes)
{
    const unsigned char *b = (const unsigned char *)p;
    unsigned long long h = 1469598103934665603ull;
    for (size_t i = 0; i < bytes; i++)
        h = (h ^ b[i]) * 1099511628211ull;
    return h;
}

static void run(const char *name, curandRngType_t type)
{
    const size_t N = 3 * 4096 * 4 + 100;
    curandGenerator_t g;
    unsigned *u;
    float *f;
    double *d;
    cudaMallocManaged(&u, N * sizeof(unsigned));
    cudaMallocManaged(&f, N * sizeof(float));
    cudaMallocManaged(&d, N * sizeof(double));
    printf("%s create %d\n", name, (int)curandCreateGenerator(&g, type));
    curandSetPseudoRandomGeneratorSeed(g, 20261126ull);
    curandGenerate(g, u, N);
    cudaDeviceSynchronize();
    printf("  raw %llx first %u %u last %u\n", hash(u, N * 4), u[0], u[1], u[N - 1]);
    curandGenerate(g, u, 10);   /* continues */
    cudaDeviceSynchronize();
    printf("  again %u %u %u\n", u[0], u[1], u[9]);
    curandSetGeneratorOffset(g, 12345);
    curandGenerateUniform(g, f, N);
    cudaDeviceSynchronize();
    printf("  uniform offset %llx first %.9g\n", hash(f, N * 4), f[0]);
    curandSetPseudoRandomGeneratorSeed(g, 7);
    curandSetGeneratorOffset(g, 0);
    curandGenerateUniformDouble(g, d, N);
    cudaDeviceSynchronize();
    printf("  uniform double %llx first %.17g\n", hash(d, N * 8), d[0]);
    curandSetPseudoRandomGeneratorSeed(g, 99);
    curandGenerateNormal(g, f, N, 1.5f, 2.0f);
    cudaDeviceSynchronize();
    double mean = 0;
    for (size_t i = 0; i < N; i++)
        mean += f[i];
    printf("  normal mean %.4f:", mean / N);
    for (int i = 0; i < 8; i++)
        printf(" %.3f", f[i]);
    printf("\n");
    curandSetPseudoRandomGeneratorSeed(g, 99);
    curandGenerateNormalDouble(g, d, N, -1.0, 0.5);
    cudaDeviceSynchronize();
    mean = 0;
    for (size_t i = 0; i < N; i++)
        mean += d[i];
    printf("  normal double mean %.4f:", mean / N);
    for (int i = 0; i < 8; i++)
        printf(" %.3f", d[i]);
    printf("\n");
    curandGenerateLogNormal(g, f, 1000, 0.0f, 0.25f);
    cudaDeviceSynchronize();
    printf("  lognormal:");
    for (int i = 0; i < 6; i++)
        printf(" %.3f", f[i]);
    printf("\n  odd normal: %d\n", (int)curandGenerateNormal(g, f, 5, 0.0f, 1.0f));
    cudaStream_t s;
    cudaStreamCreate(&s);
    curandSetStream(g, s);
    curandSetPseudoRandomGeneratorSeed(g, 1);
    curandGenerate(g, u, 4096);
    cudaStreamSynchronize(s);
    printf("  stream %llx\n", hash(u, 4096 * 4));
    cudaStreamDestroy(s);
    printf("  destroy %d\n", (int)curandDestroyGenerator(g));
    cudaFree(u);
    cudaFree(f);
    cudaFree(d);
}

int main()
{
    int v;
    curandGetVersion(&v);
    printf("version ok %d\n", v >= 10000);
    run("default", CURAND_RNG_PSEUDO_DEFAULT);
    run("xorwow", CURAND_RNG_PSEUDO_XORWOW);
    run("philox", CURAND_RNG_PSEUDO_PHILOX4_32_10);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
