// fmaxf, fminf, fmax, fmin in device code: cucc calls inline forms of its
// own (include/cucc/device_math.h) with the GPU's results, which differ
// from glibc's on signed zeros (-0 counts as less than +0), and a NaN
// operand loses.  Called directly, through std::, in a __host__ __device__
// function, and in a loop that gcc vectorises.  Expected output from an
// H100.
#include <cmath>
#include <cstdio>

__global__ void pairs(const float *a, const float *b, float *o, int n)
{
    int i = threadIdx.x;
    if (i < n) {
        o[6 * i] = fmaxf(a[i], b[i]);
        o[6 * i + 1] = fminf(a[i], b[i]);
        o[6 * i + 2] = (float)fmax((double)a[i], (double)b[i]);
        o[6 * i + 3] = (float)std::fmin((double)a[i], (double)b[i]);
        o[6 * i + 4] = fmax(a[i], b[i]);            // float overload
        o[6 * i + 5] = (float)fmin((double)a[i], 2.5);
    }
}

__global__ void rows(const float *x, float *mx, float *mn, int cols)
{
    float m = -INFINITY, l = INFINITY;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) {
        m = fmaxf(m, x[blockIdx.x * cols + c]);
        l = fminf(l, x[blockIdx.x * cols + c]);
    }
    mx[blockIdx.x * blockDim.x + threadIdx.x] = m;
    mn[blockIdx.x * blockDim.x + threadIdx.x] = l;
}

__host__ __device__ double both(int a, int b) { return fmax((double)a, (double)b) + fmin((double)a, (double)b) * 0.5; }

__global__ void ints(double *o) { o[threadIdx.x] = both((int)threadIdx.x - 3, 2); }

int main()
{
    const float nan = nanf(""), inf = INFINITY;
    const float ha[] = {0.0f, -0.0f, nan, 1.0f, nan, -inf, 2.0f, -0.0f, 1.0f, 2.0f, -1.0f, -2.0f, 3.0f, -5.0f};
    const float hb[] = {-0.0f, 0.0f, 1.0f, nan, nan, inf, -3.0f, -0.0f, 2.0f, 1.0f, -2.0f, -1.0f, -0.0f, inf};
    const int n = sizeof ha / sizeof *ha;
    float *a, *b, *o;
    cudaMallocManaged(&a, sizeof ha);
    cudaMallocManaged(&b, sizeof hb);
    cudaMallocManaged(&o, 6 * sizeof ha);
    for (int i = 0; i < n; i++) {
        a[i] = ha[i];
        b[i] = hb[i];
    }
    pairs<<<1, 32>>>(a, b, o, n);
    cudaDeviceSynchronize();
    for (int i = 0; i < n; i++) {
        printf("%g %g:", a[i], b[i]);
        for (int k = 0; k < 6; k++)
            printf(" %g", o[6 * i + k]);
        printf("\n");
    }

    const int R = 4, C = 1000, T = 64;
    float *x, *mx, *mn;
    cudaMallocManaged(&x, R * C * sizeof(float));
    cudaMallocManaged(&mx, R * T * sizeof(float));
    cudaMallocManaged(&mn, R * T * sizeof(float));
    for (int i = 0; i < R * C; i++)
        x[i] = (i * 37 % 101 == 0) ? nan : (i % 2 ? -0.0f : 0.0f) + (float)((i * 7919) % 1999) - 999.0f;
    rows<<<R, T>>>(x, mx, mn, C);
    cudaDeviceSynchronize();
    double sum = 0;
    int negzero = 0;
    for (int i = 0; i < R * T; i++) {
        sum += mx[i] * (i % 7 + 1) - mn[i] * (i % 5 + 1);
        negzero += (mx[i] == 0 && std::signbit(mx[i])) + (mn[i] == 0 && std::signbit(mn[i]));
    }
    printf("rows: %.1f, %d negative zeros\n", sum, negzero);

    double *d;
    cudaMallocManaged(&d, 8 * sizeof(double));
    ints<<<1, 8>>>(d);
    cudaDeviceSynchronize();
    for (int i = 0; i < 8; i++)
        printf("%g ", d[i]);
    printf("\n%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
