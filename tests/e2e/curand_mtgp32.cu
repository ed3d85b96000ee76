// FLAGS: -lcurand
// NEEDS: mtgp32
// cuRAND's MTGP32: states made by curandMakeMTGP32Constants and
// curandMakeMTGP32KernelState, the block-wide curand() of the device API
// (and its specific and single-precision forms, uniforms, normals,
// log-normals, Poisson draws) in blocks of 256 and of 128 threads, the
// host generator (192 block states read as one stream, calls that go on,
// a new seed, the unsupported offset, the host-side generator) and the
// host seeding functions.  Bits are hashed where cuRAND's are promised;
// float normals and log-normals (the GPU's erfcinvf and expf differ in the
// last bits) are checked against the doubles of the same draws.
#include <curand.h>
#include <curand_kernel.h>
#include <curand_mtgp32_host.h>
#include <curand_mtgp32dc_p_11213.h>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#define CK(x) do { int s_ = (int)(x); if (s_) printf("status %d at line %d\n", s_, __LINE__); } while (0)

static unsigned long long hash(const void *p, size_t bytes)
{
    const unsigned char *b = (const unsigned char *)p;
    unsigned long long h = 1469598103934665603ull;
    for (size_t i = 0; i < bytes; i++)
        h = (h ^ b[i]) * 1099511628211ull;
    return h;
}

__global__ void rounds(curandStateMtgp32_t *st, unsigned *out, int n)
{
    for (int r = 0; r < n; r++)
        out[((size_t)blockIdx.x * n + r) * blockDim.x + threadIdx.x] = curand(&st[blockIdx.x]);
}

/* Each kind of result in a slot of n per block. */
__global__ void kinds(curandStateMtgp32_t *st, float *f, double *d, unsigned *u)
{
    int t = threadIdx.x, n = blockDim.x;
    curandStateMtgp32_t *s = &st[blockIdx.x];
    size_t at = (size_t)blockIdx.x * n * 8 + t;
    f[at + 0 * n] = curand_uniform(s);
    d[at + 0 * n] = curand_uniform_double(s);
    d[at + 1 * n] = curand_normal_double(s);
    u[at + 0 * n] = curand_poisson(s, 4.0);
    u[at + 1 * n] = curand_poisson(s, 2500.0);
    u[at + 2 * n] = curand_mtgp32_specific(s, (unsigned char)t, (unsigned char)n);
    u[at + 3 * n] = curand(s);
}

/* The single-precision forms, after two steps.  cuRAND's store their new
 * word at the thread's count instead of past the live words: what later
 * steps read there is whatever the state's memory held (and a live word at
 * that count races with other threads' reads), so a state serves one such
 * call, at an offset where those words are dead. */
__global__ void single(curandStateMtgp32_t *st, float *f, int specific)
{
    curandStateMtgp32_t *s = &st[blockIdx.x];
    curand(s);
    curand(s);
    f[blockIdx.x * blockDim.x + threadIdx.x] =
        specific ? curand_mtgp32_single_specific(s, (unsigned char)threadIdx.x, (unsigned char)blockDim.x)
                 : curand_mtgp32_single(s);
}

/* normals and log-normals of the same draws in float and double */
__global__ void normals(curandStateMtgp32_t *a, curandStateMtgp32_t *b, float *f, double *d)
{
    size_t at = (size_t)blockIdx.x * blockDim.x * 2 + threadIdx.x;
    f[at] = curand_normal(&a[blockIdx.x]);
    d[at] = curand_normal_double(&b[blockIdx.x]);
    at += blockDim.x;
    f[at] = curand_log_normal(&a[blockIdx.x], 0.5f, 0.75f);
    d[at] = curand_log_normal_double(&b[blockIdx.x], 0.5, 0.75);
}

static double worst(const float *f, const double *d, size_t n)
{
    double w = 0;
    for (size_t i = 0; i < n; i++) {
        double e = fabs((double)f[i] - d[i]) / (fabs(d[i]) > 1 ? fabs(d[i]) : 1);   /* relative, absolute below 1 */
        w = e > w ? e : w;
    }
    return w;
}

int main()
{
    mtgp32_kernel_params_t *kp;
    curandStateMtgp32_t *st, *st2;
    CK(cudaMalloc(&kp, sizeof *kp));
    CK(cudaMalloc(&st, 64 * sizeof *st));
    CK(cudaMalloc(&st2, 64 * sizeof *st2));
    CK(curandMakeMTGP32Constants(mtgp32dc_params_fast_11213, kp));

    /* 64 blocks of 256, three steps each */
    CK(curandMakeMTGP32KernelState(st, mtgp32dc_params_fast_11213, kp, 64, 1234));
    unsigned *raw;
    CK(cudaMallocManaged(&raw, 64 * 3 * 256 * sizeof *raw));
    rounds<<<64, 256>>>(st, raw, 3);
    CK(cudaDeviceSynchronize());
    printf("device: block 0 %u %u %u, block 63 %u, step 2 of block 5 %u; hash %016llx\n", raw[0], raw[1], raw[2],
           raw[63 * 768], raw[5 * 768 + 512 + 7], hash(raw, 64 * 3 * 256 * 4));
    /* three more steps continue the states */
    rounds<<<64, 256>>>(st, raw, 3);
    CK(cudaDeviceSynchronize());
    printf("device, on: hash %016llx\n", hash(raw, 64 * 3 * 256 * 4));

    /* blocks of 128: every kind of result */
    CK(curandMakeMTGP32KernelState(st, mtgp32dc_params_fast_11213, kp, 4, 99));
    float *f;
    double *d;
    unsigned *u;
    CK(cudaMallocManaged(&f, 4 * 128 * 8 * sizeof *f));
    CK(cudaMallocManaged(&d, 4 * 128 * 8 * sizeof *d));
    CK(cudaMallocManaged(&u, 4 * 128 * 8 * sizeof *u));
    CK(cudaMemset(f, 0, 4 * 128 * 8 * sizeof *f));
    kinds<<<4, 128>>>(st, f, d, u);
    CK(cudaDeviceSynchronize());
    const char *dk[] = {"uniform_double", "normal_double"},
               *uk[] = {"poisson 4", "poisson 2500", "specific", "curand after"};
    printf("uniform: %.9g %.9g hash %016llx\n", f[0], f[3 * 1024 + 127], hash(f, 4 * 1024 * 4));
    for (int k = 0; k < 2; k++) {
        CK(curandMakeMTGP32KernelState(st, mtgp32dc_params_fast_11213, kp, 4, 99));
        single<<<4, 128>>>(st, f, k);
        CK(cudaDeviceSynchronize());
        printf("%s: %.9g %.9g hash %016llx\n", k ? "single_specific" : "single", f[0], f[511], hash(f, 512 * 4));
    }
    for (int k = 0; k < 2; k++) {      /* (normal doubles: the GPU's erfcinv, rounded) */
        unsigned long long h = 1;
        for (int b = 0; b < 4; b++)
            h ^= hash(d + b * 1024 + k * 128, 128 * 8) * (b + 1);
        if (k == 0)
            printf("%s: %.17g hash %016llx\n", dk[k], d[k * 128 + 1], h);
        else
            printf("%s: %.12f %.12f\n", dk[k], d[k * 128 + 1], d[3 * 1024 + k * 128 + 127]);
    }
    for (int k = 0; k < 4; k++) {
        unsigned long long h = 1, sum = 0;
        for (int b = 0; b < 4; b++) {
            h ^= hash(u + b * 1024 + k * 128, 128 * 4) * (b + 1);
            for (int t = 0; t < 128; t++)
                sum += u[b * 1024 + k * 128 + t];
        }
        printf("%s: %u sum %llu hash %016llx\n", uk[k], u[k * 128 + 2], sum, h);
    }

    /* float normals and log-normals against the doubles of the same draws */
    CK(curandMakeMTGP32KernelState(st, mtgp32dc_params_fast_11213, kp, 8, 5));
    CK(curandMakeMTGP32KernelState(st2, mtgp32dc_params_fast_11213, kp, 8, 5));
    normals<<<8, 64>>>(st, st2, f, d);
    CK(cudaDeviceSynchronize());
    printf("float normals within 1e-6 of the doubles: %s; log-normals within 4e-6: %s\n",
           worst(f, d, 8 * 128) < 1e-6 ? "yes" : "no", worst(f + 64, d + 64, 64) < 4e-6 ? "yes" : "no");

    /* the host generator */
    curandGenerator_t g;
    unsigned *h;
    CK(cudaMallocManaged(&h, 70000 * sizeof *h));
    CK(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_MTGP32));
    CK(curandSetPseudoRandomGeneratorSeed(g, 1234));
    CK(curandGenerate(g, h, 65613));
    CK(cudaDeviceSynchronize());
    printf("host: %u %u at 256: %u at 49152: %u; hash %016llx\n", h[0], h[1], h[256], h[49152], hash(h, 65613 * 4));
    CK(curandGenerate(g, h, 5000));
    CK(cudaDeviceSynchronize());
    printf("host, on: %u; hash %016llx\n", h[0], hash(h, 5000 * 4));
    printf("offset: status %d\n", (int)curandSetGeneratorOffset(g, 100));
    printf("long long: status %d\n", (int)curandGenerateLongLong(g, (unsigned long long *)h, 10));
    CK(curandSetPseudoRandomGeneratorSeed(g, 1234));   /* the same seed */
    CK(curandGenerate(g, h, 4));
    CK(cudaDeviceSynchronize());
    printf("same seed again: %u %u\n", h[0], h[1]);
    CK(curandSetPseudoRandomGeneratorSeed(g, 5));
    CK(curandGenerate(g, h, 4));
    CK(cudaDeviceSynchronize());
    printf("new seed 5: %u %u\n", h[0], h[1]);
    CK(curandDestroyGenerator(g));
    CK(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_MTGP32));
    CK(curandSetPseudoRandomGeneratorSeed(g, 5));
    CK(curandGenerate(g, h, 4));
    CK(cudaDeviceSynchronize());
    printf("fresh, seed 5: %u %u\n", h[0], h[1]);
    CK(curandDestroyGenerator(g));
    CK(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_MTGP32));
    CK(curandGenerate(g, h, 4));
    CK(cudaDeviceSynchronize());
    printf("default seed: %u %u\n", h[0], h[1]);
    CK(curandDestroyGenerator(g));

    float *hf;
    double *hd;
    CK(cudaMallocManaged(&hf, 20000 * sizeof *hf));
    CK(cudaMallocManaged(&hd, 20000 * sizeof *hd));
    for (int k = 0; k < 4; k++) {
        CK(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_MTGP32));
        CK(curandSetPseudoRandomGeneratorSeed(g, 77));
        if (k == 0) CK(curandGenerateUniform(g, hf, 20000));
        if (k == 1) CK(curandGenerateUniformDouble(g, hd, 20000));
        if (k == 2) CK(curandGenerateNormalDouble(g, hd, 20000, 1.0, 2.0));
        if (k == 3) CK(curandGenerateLogNormalDouble(g, hd, 333, 0.5, 0.75));
        CK(cudaDeviceSynchronize());
        if (k == 0) printf("host uniform: %.9g hash %016llx\n", hf[1], hash(hf, 20000 * 4));
        if (k == 1) printf("host uniform double: %.17g hash %016llx\n", hd[1], hash(hd, 20000 * 8));
        if (k == 2) printf("host normal double: %.12f %.12f\n", hd[0], hd[19999]);
        if (k == 3) printf("host log-normal double: %.12f %.12f\n", hd[0], hd[332]);
        CK(curandDestroyGenerator(g));
    }
    CK(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_MTGP32));
    CK(curandSetPseudoRandomGeneratorSeed(g, 77));
    CK(curandGenerateNormalDouble(g, hd, 20000, 1.0, 2.0));
    CK(curandDestroyGenerator(g));
    CK(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_MTGP32));
    CK(curandSetPseudoRandomGeneratorSeed(g, 77));
    CK(curandGenerateNormal(g, hf, 333, 1.0f, 2.0f));      /* an odd count is fine */
    CK(cudaDeviceSynchronize());
    printf("host float normals (333) within 1e-6 of the doubles: %s\n", worst(hf, hd, 333) < 1e-6 ? "yes" : "no");
    CK(curandDestroyGenerator(g));
    CK(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_MTGP32));
    CK(curandGeneratePoisson(g, h, 20000, 4.0));
    CK(cudaDeviceSynchronize());
    double mean = 0;
    for (int i = 0; i < 20000; i++)
        mean += h[i] / 20000.0;
    printf("host poisson 4: mean %s\n", fabs(mean - 4.0) < 0.1 ? "near 4" : "off");
    CK(curandDestroyGenerator(g));

    /* the host-side generator: the same stream */
    unsigned *hh = (unsigned *)malloc(70000 * sizeof *hh);
    CK(curandCreateGeneratorHost(&g, CURAND_RNG_PSEUDO_MTGP32));
    CK(curandSetPseudoRandomGeneratorSeed(g, 1234));
    CK(curandGenerate(g, hh, 70000));
    printf("host-side generator: %u hash %016llx\n", hh[69999], hash(hh, 70000 * 4));
    CK(curandDestroyGenerator(g));

    /* the host seeding functions */
    unsigned words[MTGPDC_N + 1];
    mtgp32_init_state(words, &mtgp32dc_params_fast_11213[7], 42);
    printf("init_state: %u %u hash %016llx\n", words[2], words[350], hash(words, MTGPDC_N * 4));
    unsigned key[] = {1, 2, 3, 4, 0x12345678};
    mtgp32_init_by_array(words, &mtgp32dc_params_fast_11213[3], key, 5);
    printf("init_by_array: %u hash %016llx\n", words[100], hash(words, MTGPDC_N * 4));
    unsigned char str[] = "cucc runs CUDA on CPUs";
    mtgp32_init_by_str(words, &mtgp32dc_params_fast_11213[199], str);
    printf("init_by_str: %u hash %016llx\n", words[0], hash(words, MTGPDC_N * 4));
    printf("%d parameter sets, mexp %d\n", mtgpdc_params_11213_num, mtgp32dc_params_fast_11213[0].mexp);
    free(hh);
    return 0;
}
