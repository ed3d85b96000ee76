// cuComplex.h on the device and the host: every function on random and
// special operands, results printed as bit patterns.  The device lines of
// the .expected file came from an NVIDIA H100; the host line is exact.
#include <cstdio>
#include <cstring>
#include <cuComplex.h>

#define N 48

static unsigned long long rng = 0x9e3779b97f4a7c15ull;
static double next_double(void)
{
    rng = rng * 6364136223846793005ull + 1442695040888963407ull;
    double m = (double)(rng >> 11) / (double)(1ull << 53) * 2.0 - 1.0;
    int e = (int)((rng >> 3) % 41) - 20;
    return ldexp(m, e);
}

__global__ void dev_float(const cuFloatComplex *a, const cuFloatComplex *b, const cuFloatComplex *c,
                          cuFloatComplex *out, float *abs_out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= N)
        return;
    out[6 * i + 0] = cuCmulf(a[i], b[i]);
    out[6 * i + 1] = cuCdivf(a[i], b[i]);
    out[6 * i + 2] = cuCfmaf(a[i], b[i], c[i]);
    out[6 * i + 3] = cuCaddf(a[i], cuConjf(b[i]));
    out[6 * i + 4] = cuCsubf(a[i], b[i]);
    out[6 * i + 5] = cuComplexDoubleToFloat(cuComplexFloatToDouble(a[i]));
    abs_out[i] = cuCabsf(a[i]);
}

__global__ void dev_double(const cuDoubleComplex *a, const cuDoubleComplex *b, const cuDoubleComplex *c,
                           cuDoubleComplex *out, double *abs_out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= N)
        return;
    out[5 * i + 0] = cuCmul(a[i], b[i]);
    out[5 * i + 1] = cuCdiv(a[i], b[i]);
    out[5 * i + 2] = cuCfma(a[i], b[i], c[i]);
    out[5 * i + 3] = cuCadd(a[i], cuConj(b[i]));
    out[5 * i + 4] = cuCsub(a[i], b[i]);
    abs_out[i] = cuCabs(a[i]);
}

/* A GPU's float NaNs are all 0x7fffffff, the host's are not: NaNs print as such. */
static unsigned fbits(float f) { unsigned u; memcpy(&u, &f, 4); return f != f ? 0x7fffffffu : u; }
static unsigned long long dbits(double d) { unsigned long long u; memcpy(&u, &d, 8); return u; }

int main(void)
{
    cuFloatComplex *fa, *fb, *fc, *fo; float *fabs_;
    cuDoubleComplex *da, *db, *dc, *dout; double *dabs;
    cudaMallocManaged(&fa, N * sizeof *fa); cudaMallocManaged(&fb, N * sizeof *fb);
    cudaMallocManaged(&fc, N * sizeof *fc); cudaMallocManaged(&fo, 6 * N * sizeof *fo);
    cudaMallocManaged(&fabs_, N * sizeof *fabs_);
    cudaMallocManaged(&da, N * sizeof *da); cudaMallocManaged(&db, N * sizeof *db);
    cudaMallocManaged(&dc, N * sizeof *dc); cudaMallocManaged(&dout, 5 * N * sizeof *dout);
    cudaMallocManaged(&dabs, N * sizeof *dabs);
    for (int i = 0; i < N; i++) {
        da[i] = make_cuDoubleComplex(next_double(), next_double());
        db[i] = make_cuDoubleComplex(next_double(), next_double());
        dc[i] = make_cuDoubleComplex(next_double(), next_double());
    }
    /* special operands: huge, tiny, zero, infinite */
    da[0] = make_cuDoubleComplex(1e300, -3e299); db[0] = make_cuDoubleComplex(2e300, 1e300);
    da[1] = make_cuDoubleComplex(0.0, 0.0); db[1] = make_cuDoubleComplex(0.0, 0.0);
    da[2] = make_cuDoubleComplex(1e-310, 3e-310); db[2] = make_cuDoubleComplex(-2e-310, 5e-311);
    da[3] = make_cuDoubleComplex(1.0 / 0.0, 2.0); db[3] = make_cuDoubleComplex(3.0, 4.0);
    for (int i = 0; i < N; i++) {
        fa[i] = cuComplexDoubleToFloat(da[i]);
        fb[i] = cuComplexDoubleToFloat(db[i]);
        fc[i] = cuComplexDoubleToFloat(dc[i]);
    }
    fa[0] = make_cuFloatComplex(3e38f, -1e38f); fb[0] = make_cuFloatComplex(2e38f, 3e38f);
    fa[2] = make_cuFloatComplex(1e-40f, 3e-39f); fb[2] = make_cuFloatComplex(-2e-39f, 5e-41f);
    dev_float<<<2, 32>>>(fa, fb, fc, fo, fabs_);
    dev_double<<<2, 32>>>(da, db, dc, dout, dabs);
    cudaError_t e = cudaDeviceSynchronize();
    printf("sync: %s\n", cudaGetErrorString(e));
    for (int i = 0; i < N; i++) {
        printf("f%02d", i);
        for (int k = 0; k < 6; k++)
            printf(" %08x:%08x", fbits(fo[6 * i + k].x), fbits(fo[6 * i + k].y));
        printf(" |%08x|\n", fbits(fabs_[i]));
        printf("d%02d", i);
        for (int k = 0; k < 5; k++)
            printf(" %016llx:%016llx", dbits(dout[5 * i + k].x), dbits(dout[5 * i + k].y));
        printf(" |%016llx|\n", dbits(dabs[i]));
    }
    /* host calls: the same functions in host code */
    cuDoubleComplex h = cuCmul(make_cuDoubleComplex(1.5, -2.0), make_cuDoubleComplex(0.5, 4.0));
    printf("host %g %g %g %g\n", cuCreal(h), cuCimag(h), cuCabsf(make_cuComplex(3.0f, 4.0f)),
           cuCrealf(cuCdivf(make_cuComplex(1.0f, 1.0f), make_cuComplex(0.0f, 2.0f))));
    return 0;
}
