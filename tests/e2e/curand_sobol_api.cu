// FLAGS: -lcurand -pthread
// The rest of cuRAND's Sobol API as programs call it: skipahead written
// as NVIDIA's own header writes it (skipahead<curandStateSobol32_t *>),
// curand_discrete and curand_log_normal on Sobol states, a Poisson
// distribution drawn at quasi-random points, and the direction vectors
// asked for by several host threads at once (one table for all).  The
// results are checked here against what the law and the Gray code say;
// the program prints only verdicts.
#include <curand.h>
#include <curand_kernel.h>
#include <pthread.h>
#include <cstdio>
#include <cmath>

__global__ void draws(curandDirectionVectors32_t *dv, curandDirectionVectors64_t *dv64,
                      curandDiscreteDistribution_t pois, unsigned *same, unsigned *disc, double *logn)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    curandStateSobol32_t a, b;
    curand_init(dv[1], 0u, &a);
    curand_init(dv[1], 0u, &b);
    skipahead<curandStateSobol32_t *>(1000u + t, &a);
    skipahead(1000u + t, &b);
    same[t] = curand(&a) == curand(&b);
    curandStateSobol32_t s;
    curand_init(dv[2], 64u * t, &s);
    curandStateSobol64_t s64;
    curand_init(dv64[3], 64ull * t, &s64);
    skipahead<curandStateSobol64_t *>(0ull, &s64);
    for (int i = 0; i < 64; i++) {
        disc[t * 128 + i] = curand_discrete(&s, pois);
        disc[t * 128 + 64 + i] = curand_discrete(&s64, pois);
    }
    logn[t] = curand_log_normal_double(&s, 0.0, 0.25) * curand_log_normal(&s64, 0.0f, 0.25f);
}

static void *ask(void *out)
{
    curandDirectionVectors32_t *v;
    curandDirectionVectors64_t *w;
    curandGetDirectionVectors32(&v, CURAND_DIRECTION_VECTORS_32_JOEKUO6);
    curandGetDirectionVectors64(&w, CURAND_DIRECTION_VECTORS_64_JOEKUO6);
    ((const void **)out)[0] = v;
    ((const void **)out)[1] = w;
    return NULL;
}

int main()
{
    enum { T = 8 };
    pthread_t th[T];
    const void *got[T][2];
    for (int i = 0; i < T; i++)
        pthread_create(&th[i], NULL, ask, got[i]);
    for (int i = 0; i < T; i++)
        pthread_join(th[i], NULL);
    int one = 1;
    for (int i = 1; i < T; i++)
        one &= got[i][0] == got[0][0] && got[i][1] == got[0][1];
    printf("threads: %s\n", one ? "one table" : "several tables");

    curandDirectionVectors32_t *v32, *d32;
    curandDirectionVectors64_t *v64, *d64;
    curandGetDirectionVectors32(&v32, CURAND_DIRECTION_VECTORS_32_JOEKUO6);
    curandGetDirectionVectors64(&v64, CURAND_DIRECTION_VECTORS_64_JOEKUO6);
    cudaMalloc(&d32, 4 * sizeof *d32);
    cudaMalloc(&d64, 4 * sizeof *d64);
    cudaMemcpy(d32, v32, 4 * sizeof *d32, cudaMemcpyHostToDevice);
    cudaMemcpy(d64, v64, 4 * sizeof *d64, cudaMemcpyHostToDevice);
    curandDiscreteDistribution_t pois;
    printf("poisson distribution: %d\n", (int)curandCreatePoissonDistribution(3.0, &pois));
    enum { B = 4, N = 64 };
    unsigned *same, *disc;
    double *logn;
    cudaMallocManaged(&same, B * N * sizeof *same);
    cudaMallocManaged(&disc, B * N * 128 * sizeof *disc);
    cudaMallocManaged(&logn, B * N * sizeof *logn);
    draws<<<B, N>>>(d32, d64, pois, same, disc, logn);
    printf("kernel: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    int all = 1;
    for (int t = 0; t < B * N; t++)
        all &= same[t] == 1;
    printf("skipahead<curandStateSobol32_t *>: %s\n", all ? "as skipahead" : "differs");
    /* Poisson(3) at 16384 quasi-random points of each kind: mean 3,
     * variance 3, P(0) = e^-3 */
    for (int half = 0; half < 2; half++) {
        double m = 0, v = 0, zero = 0, n = B * N * 64.0;
        for (int t = 0; t < B * N; t++)
            for (int i = 0; i < 64; i++) {
                double k = disc[t * 128 + half * 64 + i];
                m += k;
                v += k * k;
                zero += k == 0;
            }
        m /= n;
        v = v / n - m * m;
        printf("discrete %s: mean %s, variance %s, P(0) %s\n", half ? "Sobol64" : "Sobol32",
               fabs(m - 3) < 0.02 ? "3" : "off", fabs(v - 3) < 0.1 ? "3" : "off",
               fabs(zero / n - exp(-3.0)) < 0.005 ? "e^-3" : "off");
    }
    int pos = 1;
    for (int t = 0; t < B * N; t++)
        pos &= logn[t] > 0 && logn[t] < 10;
    printf("log-normal products: %s\n", pos ? "in (0, 10)" : "out of range");
    curandDestroyDistribution(pois);
    return 0;
}
