// cuRAND's device API: XORWOW (curandState) and Philox4_32_10 with seeds,
// subsequences, offsets and skipahead; raw draws and uniforms compared bit
// for bit with an H100 (nvcc 13), normals and log-normals to 4 decimals
// (Box-Muller through the device's logf and __sincosf).
#include <cstdio>
#include <curand_kernel.h>

__global__ void xorwow(unsigned *raw, float *f, double *d, unsigned long long seed)
{
    int t = threadIdx.x;
    curandState s;
    curand_init(seed, t * 1000 + 3, t * 7, &s);
    raw[2 * t] = curand(&s);
    raw[2 * t + 1] = curand(&s);
    f[3 * t] = curand_uniform(&s);
    f[3 * t + 1] = curand_normal(&s);
    f[3 * t + 2] = curand_log_normal(&s, 0.5f, 0.25f);
    d[2 * t] = curand_uniform_double(&s);
    d[2 * t + 1] = curand_normal_double(&s);
    skipahead(1000000007ull, &s);
    skipahead_sequence(5, &s);
    raw[64 + t] = curand(&s);
}

__global__ void philox(unsigned *raw, float *f, double *d, unsigned long long seed)
{
    int t = threadIdx.x;
    curandStatePhilox4_32_10_t s;
    curand_init(seed, t, t * 3, &s);
    raw[2 * t] = curand(&s);
    uint4 q = curand4(&s);
    raw[2 * t + 1] = q.x ^ q.y ^ q.z ^ q.w;
    float4 u = curand_uniform4(&s);
    f[3 * t] = u.x + u.y + u.z + u.w;
    f[3 * t + 1] = curand_normal(&s);
    float4 n = curand_normal4(&s);
    f[3 * t + 2] = n.x + n.y + n.z + n.w;
    d[2 * t] = curand_uniform_double(&s);
    double2 u2 = curand_uniform2_double(&s);
    d[2 * t + 1] = u2.x + u2.y + curand_normal_double(&s);
    skipahead(123456789ull, &s);
    skipahead_sequence(1ull << 40, &s);
    raw[64 + t] = curand(&s);
}

int main()
{
    const int n = 32;
    unsigned *raw;
    float *f;
    double *d;
    cudaMallocManaged(&raw, 96 * sizeof(unsigned));
    cudaMallocManaged(&f, 3 * n * sizeof(float));
    cudaMallocManaged(&d, 2 * n * sizeof(double));
    for (int g = 0; g < 2; g++) {
        if (g == 0)
            xorwow<<<1, n>>>(raw, f, d, 1234ull);
        else
            philox<<<1, n>>>(raw, f, d, 0x123456789abcdefull);
        printf("%s %s\n", g ? "philox" : "xorwow", cudaGetErrorName(cudaDeviceSynchronize()));
        for (int t = 0; t < n; t += 5)
            printf("%2d %08x %08x %08x %.9g %.4f %.4f %.17g %.4f\n", t, raw[2 * t], raw[2 * t + 1],
                   raw[64 + t], f[3 * t], f[3 * t + 1], f[3 * t + 2], d[2 * t], d[2 * t + 1]);
    }
    return 0;
}
