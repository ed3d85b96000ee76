// FLAGS: -lcurand
// cuRAND's Sobol quasi-random numbers: the JOEKUO6 direction vectors (32
// and 64 bits; every one of the first 3667 dimensions hashed), the host
// generators Sobol32 and Sobol64 (dimensions laid out one after another,
// offsets, calls that continue, raw bits, uniforms, normals and
// log-normals by the normal law's inverse, Poisson from Sobol64), their
// status codes, and the device API (curand_init with direction vectors and
// an offset, skipahead, curand, uniforms, normals) in a kernel that
// integrates over the unit cube.  Raw bits, uniforms and host normals are
// hashed (bit for bit an H200's); doubles from the inverse and the GPU's
// float normals are rounded (its erfcinv differs in the last bits).
#include <curand.h>
#include <curand_kernel.h>
#include <cstdio>

#define CK(x) do { curandStatus_t s_ = (x); if (s_) printf("status %d at line %d\n", (int)s_, __LINE__); } while (0)

static unsigned long long hash(const void *p, size_t bytes)
{
    const unsigned char *b = (const unsigned char *)p;
    unsigned long long h = 1469598103934665603ull;
    for (size_t i = 0; i < bytes; i++)
        h = (h ^ b[i]) * 1099511628211ull;
    return h;
}

__global__ void cube(curandDirectionVectors32_t *dv, int dims, unsigned points, double *sum, unsigned *first)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;     /* a thread per dimension and chunk */
    int d = t % dims, chunk = t / dims;
    curandStateSobol32_t st;
    curand_init(dv[d], chunk * points, &st);
    double s = 0;
    for (unsigned i = 0; i < points; i++) {
        float u = curand_uniform(&st);
        s += (double)u * u;
    }
    sum[t] = s;
    first[t] = curand(&st);
}

__global__ void mixed(curandDirectionVectors32_t *dv, curandDirectionVectors64_t *dv64, unsigned *u, float *f,
                      double *nd, float *n, unsigned long long *l, double *ud)
{
    int t = threadIdx.x;
    curandStateSobol32_t s;
    curand_init(dv[t], 1000u + 37u * t, &s);
    for (int i = 0; i < 4; i++) u[t * 8 + i] = curand(&s);
    skipahead(100000u, &s);
    for (int i = 4; i < 8; i++) u[t * 8 + i] = curand(&s);
    for (int i = 0; i < 4; i++) f[t * 4 + i] = curand_uniform(&s);
    for (int i = 0; i < 4; i++) n[t * 4 + i] = curand_normal(&s);
    for (int i = 0; i < 4; i++) nd[t * 4 + i] = curand_normal_double(&s);
    curandStateSobol64_t s64;
    curand_init(dv64[t], 123456789012ull + t, &s64);
    for (int i = 0; i < 4; i++) l[t * 4 + i] = curand(&s64);
    skipahead(1ull << 40, &s64);
    for (int i = 0; i < 4; i++) ud[t * 4 + i] = curand_uniform_double(&s64);
}

static void host_gen(curandRngType_t type)
{
    enum { N = 3000 };
    static unsigned u[N];
    static unsigned long long L[N];
    static float f[N];
    static double d[N];
    curandGenerator_t g;
    CK(curandCreateGeneratorHost(&g, type));
    printf("type %d: seed %d, dims 0 %d, 20001 %d, pseudo order %d, quasi order %d\n", (int)type,
           (int)curandSetPseudoRandomGeneratorSeed(g, 5), (int)curandSetQuasiRandomGeneratorDimensions(g, 0),
           (int)curandSetQuasiRandomGeneratorDimensions(g, 20001),
           (int)curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_DEFAULT),
           (int)curandSetGeneratorOrdering(g, CURAND_ORDERING_QUASI_DEFAULT));
    CK(curandSetQuasiRandomGeneratorDimensions(g, 5));
    bool is64 = type == CURAND_RNG_QUASI_SOBOL64;
    printf("  raw32 %d, raw64 %d, not a multiple %d\n", (int)curandGenerate(g, u, 10),
           (int)curandGenerateLongLong(g, L, 10), (int)curandGenerateUniform(g, f, 11));
    CK(curandSetGeneratorOffset(g, 0));
    if (is64) {
        CK(curandGenerateLongLong(g, L, N));
        printf("  raw %016llx, first %llx %llx, dim 1 from %llx\n", hash(L, sizeof L), L[0], L[1], L[601]);
    } else {
        CK(curandGenerate(g, u, N));
        printf("  raw %016llx, first %x %x, dim 1 from %x\n", hash(u, sizeof u), u[0], u[1], u[601]);
    }
    CK(curandGenerateUniform(g, f, N));
    printf("  uniform %016llx %.9g %.9g\n", hash(f, sizeof f), f[0], f[N - 1]);
    CK(curandGenerateUniformDouble(g, d, N));
    printf("  double %016llx %.17g %.17g\n", hash(d, sizeof d), d[0], d[N - 1]);
    CK(curandGenerateNormal(g, f, N, 1.0f, 2.0f));
    double m = 0;
    for (int i = 0; i < N; i++) m += f[i];
    printf("  normal %016llx %.9g %.9g mean %.4f\n", hash(f, sizeof f), f[0], f[N - 1], m / N);
    CK(curandGenerateLogNormal(g, f, N, 0.0f, 0.5f));
    printf("  log-normal %016llx %.9g\n", hash(f, sizeof f), f[7]);
    CK(curandGenerateNormalDouble(g, d, N, -1.0, 0.5));
    printf("  normal double %.12g %.12g %.12g\n", d[0], d[1234], d[N - 1]);
    if (is64) {
        CK(curandGeneratePoisson(g, u, N, 4.0));
        CK(curandGeneratePoisson(g, u + 1500, 1500, 2500.0));
        printf("  poisson %016llx %u %u %u\n", hash(u, sizeof u), u[0], u[1499], u[1500]);
    }
    CK(curandSetGeneratorOffset(g, 123457));
    CK(curandSetQuasiRandomGeneratorDimensions(g, 3));
    CK(curandGenerateUniform(g, f, 999));
    printf("  offset 123457, 3 dims: %016llx %.9g %.9g %.9g\n", hash(f, 999 * sizeof *f), f[0], f[333], f[666]);
    printf("  odd normals %d\n", (int)curandGenerateNormal(g, f, 3, 0.0f, 1.0f));
    CK(curandDestroyGenerator(g));
}

int main()
{
    curandDirectionVectors32_t *v32;
    curandDirectionVectors64_t *v64;
    CK(curandGetDirectionVectors32(&v32, CURAND_DIRECTION_VECTORS_32_JOEKUO6));
    CK(curandGetDirectionVectors64(&v64, CURAND_DIRECTION_VECTORS_64_JOEKUO6));
    printf("sets: 32 from the 64 set %d, 64 from the 32 set %d\n",
           (int)curandGetDirectionVectors32(&v32, CURAND_DIRECTION_VECTORS_64_JOEKUO6),
           (int)curandGetDirectionVectors64(&v64, CURAND_DIRECTION_VECTORS_32_JOEKUO6));
    printf("vectors 32 %016llx, 64 %016llx\n", hash(v32, 3667 * sizeof *v32), hash(v64, 3667 * sizeof *v64));
    int show[] = {0, 1, 2, 7, 100, 3666};
    for (int i = 0; i < 6; i++)
        printf("dim %d: %08x %08x %08x %08x %016llx\n", show[i], v32[show[i]][1], v32[show[i]][5], v32[show[i]][17],
               v32[show[i]][31], v64[show[i]][63]);

    curandRngType_t types[] = {CURAND_RNG_QUASI_SOBOL32, CURAND_RNG_QUASI_SOBOL64, CURAND_RNG_QUASI_DEFAULT};
    for (int i = 0; i < 3; i++)
        host_gen(types[i]);
    curandGenerator_t p;
    CK(curandCreateGenerator(&p, CURAND_RNG_PSEUDO_XORWOW));
    printf("pseudo: quasi dims %d, quasi order %d\n", (int)curandSetQuasiRandomGeneratorDimensions(p, 2),
           (int)curandSetGeneratorOrdering(p, CURAND_ORDERING_QUASI_DEFAULT));
    CK(curandDestroyGenerator(p));

    /* a device generator */
    {
        curandGenerator_t g;
        float *df, hf[64];
        cudaMalloc(&df, sizeof hf);
        CK(curandCreateGenerator(&g, CURAND_RNG_QUASI_SOBOL32));
        CK(curandSetQuasiRandomGeneratorDimensions(g, 4));
        CK(curandGenerateUniform(g, df, 64));
        CK(curandGenerateUniform(g, df, 64));
        cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
        printf("device generator %016llx %.9g %.9g\n", hash(hf, sizeof hf), hf[0], hf[63]);
        CK(curandDestroyGenerator(g));
        cudaFree(df);
    }

    /* the device API */
    enum { DIMS = 6, CHUNKS = 16, POINTS = 4096 };
    curandDirectionVectors32_t *ddv;
    curandDirectionVectors64_t *ddv64;
    cudaMalloc(&ddv, DIMS * sizeof *ddv);
    cudaMalloc(&ddv64, DIMS * sizeof *ddv64);
    cudaMemcpy(ddv, v32, DIMS * sizeof *ddv, cudaMemcpyHostToDevice);
    cudaMemcpy(ddv64, v64, DIMS * sizeof *ddv64, cudaMemcpyHostToDevice);
    double *sum;
    unsigned *first;
    cudaMallocManaged(&sum, DIMS * CHUNKS * sizeof *sum);
    cudaMallocManaged(&first, DIMS * CHUNKS * sizeof *first);
    cube<<<CHUNKS, DIMS>>>(ddv, DIMS, POINTS, sum, first);
    printf("cube: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    double total = 0;
    for (int t = 0; t < DIMS * CHUNKS; t++)
        total += sum[t];
    /* the integral of x1^2 + ... + x6^2 over the cube is 2 */
    printf("  integral %.9f, firsts %016llx\n", total / (CHUNKS * POINTS), hash(first, DIMS * CHUNKS * sizeof *first));

    unsigned *u;
    float *f, *n;
    double *nd, *ud;
    unsigned long long *l;
    cudaMallocManaged(&u, DIMS * 8 * sizeof *u);
    cudaMallocManaged(&f, DIMS * 4 * sizeof *f);
    cudaMallocManaged(&n, DIMS * 4 * sizeof *n);
    cudaMallocManaged(&nd, DIMS * 4 * sizeof *nd);
    cudaMallocManaged(&l, DIMS * 4 * sizeof *l);
    cudaMallocManaged(&ud, DIMS * 4 * sizeof *ud);
    mixed<<<1, DIMS>>>(ddv, ddv64, u, f, nd, n, l, ud);
    printf("mixed: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    printf("  raw %016llx, uniform %016llx, raw64 %016llx, double %016llx\n", hash(u, DIMS * 8 * sizeof *u),
           hash(f, DIMS * 4 * sizeof *f), hash(l, DIMS * 4 * sizeof *l), hash(ud, DIMS * 4 * sizeof *ud));
    for (int t = 0; t < DIMS; t += 2)
        printf("  t%d: %08x %08x %.9g %llx %.17g normals %.5f %.5f %.12f %.12f\n", t, u[t * 8], u[t * 8 + 7],
               f[t * 4 + 3], l[t * 4 + 3], ud[t * 4], n[t * 4], n[t * 4 + 3], nd[t * 4], nd[t * 4 + 3]);
    return 0;
}
