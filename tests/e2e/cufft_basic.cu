// FLAGS: -lcufft
// NEEDS: cufft
// cuFFT's plan API: 1D, 2D and 3D plans, batches, C2C both ways, R2C and
// C2R out of place and in place (padded rows), double precision, PlanMany
// with an advanced (strided, interleaved) layout, Create + MakePlan, a
// stream with a kernel before and after, and errors.  Inputs are sums of
// integer-amplitude waves, so every output is an integer or a half-integer
// up to rounding; values are printed rounded to 2 decimals, so FFTW's and
// cuFFT's last bits do not show.  Same output as an H200.
#include <cufft.h>
#include <cmath>
#include <cstdio>

#define PI 3.14159265358979323846

static double r2(double v)
{
    v = std::round(v * 100) / 100;
    return v == 0 ? 0 : v;     /* no -0.00 */
}

static void showc(const char *what, const cufftComplex *v, int n)
{
    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" (%.2f,%.2f)", r2(v[i].x), r2(v[i].y));
    printf("\n");
}

static void showr(const char *what, const float *v, int n)
{
    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" %.2f", r2(v[i]));
    printf("\n");
}

__global__ void scale(cufftComplex *v, int n, float s)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        v[i].x *= s;
        v[i].y *= s;
    }
}

int main()
{
    const int N = 16, B = 3;
    cufftComplex *c, *d;
    cudaMallocManaged(&c, 4096 * sizeof(cufftComplex));
    cudaMallocManaged(&d, 4096 * sizeof(cufftComplex));
    for (int b = 0; b < B; b++)
        for (int i = 0; i < N; i++) {
            double t = 2 * PI * i / N;
            c[b * N + i].x = (float)(3 * cos((b + 1) * t) + (b == 1 ? 2 : 0));
            c[b * N + i].y = (float)(2 * sin(3 * t) - b);
        }
    cufftHandle p;
    printf("plan1d %d\n", (int)cufftPlan1d(&p, N, CUFFT_C2C, B));
    printf("forward %d\n", (int)cufftExecC2C(p, c, d, CUFFT_FORWARD));
    cudaDeviceSynchronize();
    for (int b = 0; b < B; b++) {
        char name[32];
        snprintf(name, sizeof name, "c2c batch %d", b);
        showc(name, d + b * N, N);
    }
    printf("inverse in place %d\n", (int)cufftExecC2C(p, d, d, CUFFT_INVERSE));
    cudaDeviceSynchronize();
    showc("round trip (x16)", d + N, N);
    cufftDestroy(p);

    /* real transforms, out of place and in place */
    float *r, *rin;
    cudaMallocManaged(&r, 4096 * sizeof(float));
    cudaMallocManaged(&rin, 4096 * sizeof(float));
    for (int i = 0; i < N; i++)
        r[i] = (float)(1 + 4 * cos(2 * PI * 2 * i / N) - 2 * sin(2 * PI * 5 * i / N));
    cufftHandle pr, pc;
    cufftPlan1d(&pr, N, CUFFT_R2C, 1);
    cufftPlan1d(&pc, N, CUFFT_C2R, 1);
    printf("r2c %d\n", (int)cufftExecR2C(pr, r, d));
    cudaDeviceSynchronize();
    showc("r2c", d, N / 2 + 1);
    printf("c2r %d\n", (int)cufftExecC2R(pc, d, rin));
    cudaDeviceSynchronize();
    showr("c2r (x16)", rin, N);
    /* in place: rows padded to 2 (N/2 + 1) reals */
    for (int i = 0; i < N + 2; i++)
        rin[i] = i < N ? r[i] : 99;
    printf("r2c in place %d\n", (int)cufftExecR2C(pr, rin, (cufftComplex *)rin));
    cudaDeviceSynchronize();
    showc("r2c in place", (cufftComplex *)rin, N / 2 + 1);
    printf("c2r in place %d\n", (int)cufftExecC2R(pc, (cufftComplex *)rin, rin));
    cudaDeviceSynchronize();
    showr("c2r in place (x16)", rin, N);
    cufftDestroy(pr);
    cufftDestroy(pc);

    /* 2D: 4 x 8, C2C and R2C */
    const int X = 4, Y = 8;
    for (int i = 0; i < X; i++)
        for (int j = 0; j < Y; j++) {
            c[i * Y + j].x = (float)(2 * cos(2 * PI * (i * 1.0 / X + j * 3.0 / Y)) + 1);
            c[i * Y + j].y = 0;
            r[i * Y + j] = c[i * Y + j].x;
        }
    cufftHandle p2, p2r;
    cufftPlan2d(&p2, X, Y, CUFFT_C2C);
    cufftExecC2C(p2, c, d, CUFFT_FORWARD);
    cudaDeviceSynchronize();
    showc("2d c2c", d, X * Y);
    cufftPlan2d(&p2r, X, Y, CUFFT_R2C);
    cufftExecR2C(p2r, r, d);
    cudaDeviceSynchronize();
    showc("2d r2c", d, X * (Y / 2 + 1));
    cufftDestroy(p2);
    cufftDestroy(p2r);

    /* 3D double: 2 x 4 x 4, Z2Z and D2Z/Z2D */
    cufftDoubleComplex *z, *zo;
    double *dr;
    cudaMallocManaged(&z, 64 * sizeof(cufftDoubleComplex));
    cudaMallocManaged(&zo, 64 * sizeof(cufftDoubleComplex));
    cudaMallocManaged(&dr, 64 * sizeof(double));
    for (int i = 0; i < 32; i++) {
        int a = i / 16, b = (i / 4) % 4, e = i % 4;
        z[i].x = cos(2 * PI * (a / 2.0 + b / 4.0 + 3 * e / 4.0)) * 5;
        z[i].y = 1;
        dr[i] = z[i].x;
    }
    cufftHandle p3, p3r;
    cufftPlan3d(&p3, 2, 4, 4, CUFFT_Z2Z);
    cufftExecZ2Z(p3, z, zo, CUFFT_FORWARD);
    cudaDeviceSynchronize();
    printf("3d z2z:");
    for (int i = 0; i < 32; i++)
        printf(" (%.2f,%.2f)", r2(zo[i].x), r2(zo[i].y));
    printf("\n");
    cufftPlan3d(&p3r, 2, 4, 4, CUFFT_D2Z);
    cufftExecD2Z(p3r, dr, zo);
    cudaDeviceSynchronize();
    printf("3d d2z:");
    for (int i = 0; i < 2 * 4 * 3; i++)
        printf(" (%.2f,%.2f)", r2(zo[i].x), r2(zo[i].y));
    printf("\n");
    cufftDestroy(p3);
    cufftDestroy(p3r);

    /* PlanMany, advanced layout: 2 transforms of 8 interleaved (stride 2,
     * distance 1) into contiguous rows (stride 1, distance 8) */
    for (int i = 0; i < 16; i++) {
        c[i].x = (float)((i % 2 ? 1 : 2) * cos(2 * PI * (i / 2) * (i % 2 ? 3 : 1) / 8.0));
        c[i].y = (float)(i % 2);
    }
    int n8[1] = {8}, emb[1] = {8};
    cufftHandle pm;
    printf("planmany %d\n", (int)cufftPlanMany(&pm, 1, n8, emb, 2, 1, emb, 1, 8, CUFFT_C2C, 2));
    cufftExecC2C(pm, c, d, CUFFT_FORWARD);
    cudaDeviceSynchronize();
    showc("planmany", d, 16);
    cufftDestroy(pm);

    /* Create + MakePlan on a stream, kernels around it, no sync between */
    cudaStream_t s;
    cudaStreamCreate(&s);
    cufftHandle pk;
    size_t ws = 1;
    cufftCreate(&pk);
    printf("makeplan %d\n", (int)cufftMakePlan1d(pk, 8, CUFFT_C2C, 1, &ws));
    cufftSetStream(pk, s);
    for (int i = 0; i < 8; i++) {
        c[i].x = (float)(i % 4);
        c[i].y = 0;
    }
    scale<<<1, 8, 0, s>>>(c, 8, 2);
    cufftExecC2C(pk, c, c, CUFFT_FORWARD);
    scale<<<1, 8, 0, s>>>(c, 8, 0.5f);
    cudaStreamSynchronize(s);
    showc("stream", c, 8);
    cufftDestroy(pk);
    cudaStreamDestroy(s);

    /* errors */
    cufftHandle bad;
    int version;
    cufftGetVersion(&version);
    printf("version ok %d\n", version >= 10000);
    int e1 = cufftPlan1d(&bad, 0, CUFFT_C2C, 1);
    int e2 = cufftPlan1d(&bad, 8, (cufftType)0x77, 1);
    int e3 = cufftExecC2C(12345, c, d, CUFFT_FORWARD);
    printf("errors: size %d type %d plan %d", e1, e2, e3);
    cufftPlan1d(&bad, 8, CUFFT_R2C, 1);
    int e4 = cufftExecC2C(bad, c, d, CUFFT_FORWARD);
    int e5 = cufftDestroy(bad);
    int e6 = cufftDestroy(bad);
    printf(" wrong-exec %d destroy %d destroy-again %d\n", e4, e5, e6);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
