// FLAGS: -lcurand
// cuRAND's Poisson draws.  Device API: curand_poisson on XORWOW, Philox and
// MRG32k3a in all three of its methods (Knuth's below 64, the rejection
// method between, the normal law above 4000), curand_poisson4, the same
// draws as a GPU's; MRG32k3a's uniforms over 4096 draws of one
// subsequence (a state where a12 s1[1] + (m1 - a13) s1[0] passes 2^64).
// Discrete distributions (curandCreatePoissonDistribution, curand_discrete)
// and curandGeneratePoisson: the GPU's values above lambda 2000 (the
// normal law), and below it the Poisson law (mean, variance, P(0)) within
// a tolerance, as NVIDIA's tables are its own; status codes.  Expected
// output from an H200.
#include <cstdio>
#include <cstring>
#include <curand.h>
#include <curand_kernel.h>
__device__ __constant__ double lams[] = {0.5, 3.7, 20.0, 63.9, 100.0, 1000.0, 4001.0, 1e6};
#define NL 8
#define NT 32
#define ND 16
template <class S> __global__ void draws(unsigned *out)
{
    int t = threadIdx.x;
    S s;
    curand_init(1234ULL, t, 7, &s);
    for (int l = 0; l < NL; l++)
        for (int d = 0; d < ND; d++)
            out[(l * NT + t) * ND + d] = curand_poisson(&s, lams[l]);
}
__global__ void draws4(uint4 *out)
{
    int t = threadIdx.x;
    curandStatePhilox4_32_10_t s;
    curand_init(99ULL, t, 0, &s);
    for (int d = 0; d < 4; d++) {
        out[t * 8 + d] = curand_poisson4(&s, 3.7);
        out[t * 8 + 4 + d] = curand_poisson4(&s, 1e6);
    }
}
__global__ void mrg_uniforms(float *u)
{
    curandStateMRG32k3a_t s;
    curand_init(1234ULL, 23, 7, &s);
    for (int i = 0; i < 4096; i++)
        u[i] = curand_uniform(&s);
}
__global__ void discrete(unsigned *out, int n, curandDiscreteDistribution_t d)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    curandState s;
    curand_init(42ULL, t, 0, &s);
    for (int i = 0; i < n; i++)
        out[t * n + i] = curand_discrete(&s, d);
}
static unsigned long long mix(const unsigned *v, size_t n)
{
    unsigned long long h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++)
        h = (h ^ v[i]) * 1099511628211ULL;
    return h;
}
/* the Poisson law: mean, variance and P(0) within 5 standard errors */
static const char *law(const unsigned *v, size_t n, double lambda)
{
    double m = 0, q = 0, z = 0;
    for (size_t i = 0; i < n; i++) {
        m += v[i];
        q += (double)v[i] * v[i];
        z += v[i] == 0;
    }
    m /= n;
    q = q / n - m * m;
    z /= n;
    const double p0 = exp(-lambda);
    bool ok = fabs(m - lambda) <= 5 * sqrt(lambda / n) && fabs(q - lambda) <= 5 * lambda * sqrt((2 + 1 / lambda) / n) &&
              fabs(z - p0) <= 5 * sqrt(p0 * (1 - p0) / n) + 1e-9;
    return ok ? "the Poisson law" : "NOT the Poisson law";
}
int main()
{
    unsigned *o;
    cudaMallocManaged(&o, NL * NT * ND * 4);
    const char *names[] = {"XORWOW", "Philox", "MRG32k3a"};
    const double hl[NL] = {0.5, 3.7, 20.0, 63.9, 100.0, 1000.0, 4001.0, 1e6};
    for (int g = 0; g < 3; g++) {
        if (g == 0)
            draws<curandStateXORWOW_t><<<1, NT>>>(o);
        if (g == 1)
            draws<curandStatePhilox4_32_10_t><<<1, NT>>>(o);
        if (g == 2)
            draws<curandStateMRG32k3a_t><<<1, NT>>>(o);
        cudaDeviceSynchronize();
        for (int l = 0; l < NL; l++) {
            const unsigned *v = o + l * NT * ND;
            /* between 64 and 4000 the GPU's approximate functions may
             * (rarely) take another rejection: Philox and MRG32k3a there
             * only as a law */
            if (g > 0 && hl[l] >= 64 && hl[l] <= 4000)
                printf("%s lambda %g: %s\n", names[g], hl[l], law(v, NT * ND, hl[l]));
            else
                printf("%s lambda %g: %u %u %u %u ... hash %016llx\n", names[g], hl[l], v[0], v[1], v[2], v[NT * ND - 1],
                       mix(v, NT * ND));
            if (g > 0 && hl[l] >= 64)
                break;   /* the rest of the threads' draws follow */
        }
    }
    uint4 *o4;
    cudaMallocManaged(&o4, NT * 8 * sizeof(uint4));
    draws4<<<1, NT>>>(o4);
    cudaDeviceSynchronize();
    printf("curand_poisson4: %u %u %u %u, hash %016llx\n", o4[0].x, o4[0].y, o4[4].z, o4[4].w, mix((unsigned *)o4, NT * 8 * 4));
    float *u;
    cudaMallocManaged(&u, 4096 * 4);
    mrg_uniforms<<<1, 1>>>(u);
    cudaDeviceSynchronize();
    printf("MRG32k3a uniforms: %a %a, hash %016llx\n", u[358], u[4095], mix((unsigned *)u, 4096));

    curandDiscreteDistribution_t d;
    printf("create(0) %d, create(-1) %d, create(400001) %d, create(null) %d\n", (int)curandCreatePoissonDistribution(0, &d),
           (int)curandCreatePoissonDistribution(-1, &d), (int)curandCreatePoissonDistribution(400001, &d),
           (int)curandCreatePoissonDistribution(3, NULL));
    const double dl[] = {0.3, 2.5, 40.0, 500.0, 1999.0, 2001.0, 20000.0};
    const int B = 64, T = 128, N = 32;
    unsigned *v;
    cudaMallocManaged(&v, B * T * N * 4);
    for (int l = 0; l < 7; l++) {
        curandStatus_t st = curandCreatePoissonDistribution(dl[l], &d);
        discrete<<<B, T>>>(v, N, d);
        cudaError_t e = cudaDeviceSynchronize();
        if (dl[l] > 2000)
            printf("discrete %g: %d %s, %u %u %u, hash %016llx\n", dl[l], (int)st, cudaGetErrorString(e), v[0], v[1], v[2],
                   mix(v, B * T * N));
        else
            printf("discrete %g: %d %s, %s\n", dl[l], (int)st, cudaGetErrorString(e), law(v, B * T * N, dl[l]));
        printf("destroy %d\n", (int)curandDestroyDistribution(d));
    }
    const curandRngType_t types[] = {CURAND_RNG_PSEUDO_XORWOW, CURAND_RNG_PSEUDO_PHILOX4_32_10, CURAND_RNG_PSEUDO_MRG32K3A};
    const double gl[] = {0.3, 3.7, 50.0, 2000.0};
    const size_t M = B * T * N;
    for (int g = 0; g < 3; g++) {
        curandGenerator_t gen;
        curandCreateGenerator(&gen, types[g]);
        curandSetPseudoRandomGeneratorSeed(gen, 1234);
        printf("%s: generate(lambda 0) %d, (400001) %d\n", names[g], (int)curandGeneratePoisson(gen, v, 16, 0.0),
               (int)curandGeneratePoisson(gen, v, 16, 400001.0));
        for (int l = 0; l < 4; l++) {
            curandStatus_t st = curandGeneratePoisson(gen, v, M, gl[l]);
            cudaDeviceSynchronize();
            printf("%s generate %g: %d, %s\n", names[g], gl[l], (int)st, law(v, M, gl[l]));
        }
        /* Poisson takes one position a result: raw draws go on after it */
        curandSetGeneratorOffset(gen, 0);
        curandGeneratePoisson(gen, v, 1000, 3.7);
        curandGenerate(gen, v, 4);
        cudaDeviceSynchronize();
        printf("%s after 1000 Poisson: %u %u %u %u\n", names[g], v[0], v[1], v[2], v[3]);
        curandDestroyGenerator(gen);
    }
    return 0;
}
