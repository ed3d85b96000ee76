// expf in device code against the correctly rounded e^x (exp in double,
// rounded once), over 2^24 floats spread over every exponent and both
// signs: within CUDA's bound of 2 ulp everywhere, and the special values
// (NaN, infinities, zeros, the overflow and underflow thresholds,
// subnormal results) as CUDA gives them.  The thread loop that calls expf
// is one gcc vectorises under cucc; fibers run it scalar (run_e2e.sh
// compares the strategies' outputs).
#include <cmath>
#include <cstdio>
#include <cstring>

__global__ void exps(const float *x, float *y, float *fast, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        y[i] = expf(x[i]);
        fast[i] = __expf(x[i]);
    }
}

static unsigned bits(float f)
{
    unsigned u;
    memcpy(&u, &f, sizeof u);
    return u;
}

// ulp distance between two finite floats of the same sign, or 0/huge
static long ulps(float a, float b)
{
    if (a == b)
        return 0;
    if (std::isnan(a) || std::isnan(b) || std::isinf(a) || std::isinf(b))
        return 1L << 40;
    long d = (long)bits(a) - (long)bits(b);
    return d < 0 ? -d : d;
}

int main()
{
    const int n = 1 << 24;
    float *x, *y, *fast;
    cudaMallocManaged(&x, n * sizeof(float));
    cudaMallocManaged(&y, n * sizeof(float));
    cudaMallocManaged(&fast, n * sizeof(float));
    for (int i = 0; i < n; i++) {
        unsigned u = (unsigned)i * 256u + 97u;     // every exponent, both signs
        memcpy(&x[i], &u, sizeof u);
    }
    const float special[] = { NAN, INFINITY, -INFINITY, 0.0f, -0.0f, 1.0f, -1.0f, 88.72283f, 88.72284f,
                              -87.33654f, -103.27893f, -103.97208f, -104.0f, 1e-30f, 0.5f, 10.0f };
    const int ns = sizeof special / sizeof *special;
    for (int i = 0; i < ns; i++)
        x[i] = special[i];
    exps<<<(n + 255) / 256, 256>>>(x, y, fast, n);
    printf("launch: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));

    long worst = 0, over1 = 0, checked = 0;
    for (int i = ns; i < n; i++) {
        if (std::isnan(x[i]))
            continue;
        float ref = (float)std::exp((double)x[i]);
        long u = ulps(y[i], ref);
        if (u > worst)
            worst = u;
        over1 += u > 1;
        checked++;
    }
    printf("expf: %ld inputs, within 2 ulp of e^x: %s\n", checked, worst <= 2 ? "yes" : "NO");
    printf("expf: more than 1 ulp off: %s\n", over1 * 1000 < checked ? "under 1 in 1000" : "MORE");
    for (int i = 0; i < ns; i++) {
        float ref = (float)std::exp((double)special[i]);
        bool same = std::isnan(ref) ? std::isnan(y[i]) : ulps(y[i], ref) <= 2;
        printf("expf(%-12g) = %-14g %s; __expf: %s\n", special[i], y[i], same ? "ok" : "WRONG",
               std::isnan(ref) ? (std::isnan(fast[i]) ? "nan" : "WRONG")
               : std::isinf(ref) || ref == 0 ? (fast[i] == ref ? "same" : "WRONG")
               : std::fabs(fast[i] - ref) <= 1e-5f * ref + 1e-30f ? "close" : "WRONG");
    }
    return 0;
}
