// Lockstep loops whose next row is prefetched (src/simt/region.c,
// find_ahead): p[e] of a pointer parameter nobody changes, e the loop
// variable plus what the loop's head can compute.  Left alone: an index
// computed in the body, a loop stepping by one, a pointer the kernel
// moves, a neighbour's element (i - 1).  Each kernel's results are
// checked against the host's, so every strategy must agree.
#include <cstdio>

struct quad { float a, b, c, d; };

__global__ void grid_sum(const float *x, float *partial, int n)
{
    __shared__ float s[128];
    float v = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        v += x[i];
    s[threadIdx.x] = v;
    __syncthreads();
    for (int h = blockDim.x / 2; h > 0; h /= 2) {
        if (threadIdx.x < h)
            s[threadIdx.x] += s[threadIdx.x + h];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        partial[blockIdx.x] = s[0];
}

__global__ void axpy_stride(float a, const float *x, float *y, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        y[i] = a * x[i] + y[i];
    __syncthreads();
}

// an offset parameter, a uniform local, `<=` and unsigned counters
__global__ void shifted(const int *in, int *out, unsigned last, int off)
{
    const unsigned half = last / 2;
    __syncthreads();
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i <= last; i += gridDim.x * blockDim.x)
        out[i] = in[i + off] - in[half + i] + (i > 0 ? in[i - 1] : 0);
}

// what is not prefetched: an index computed in the body, a pointer moved
__global__ void computed(const float *x, float *y, float *z, int n)
{
    z += 1;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        int j = (i * 7) % n;
        y[i] = x[j];
        z[i - 1] = 2.0f * x[i];
    }
}

// a loop stepping by one has its next row next door
__global__ void by_one(const int *in, int *out, int n)
{
    __syncthreads();
    for (int i = threadIdx.x; i < n; i++)
        atomicAdd(&out[threadIdx.x], in[i]);
}

// elements of 16 bytes and of one byte
__global__ void widths(const quad *q, const unsigned char *c, float *out, int n)
{
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        out[i] = q[i].a + q[i].d + c[i];
}

int main()
{
    const int n = 100003;
    float *x, *y, *z, *partial, *out;
    int *in, *iout;
    quad *q;
    unsigned char *c;
    cudaMallocManaged(&x, n * sizeof(float));
    cudaMallocManaged(&y, n * sizeof(float));
    cudaMallocManaged(&z, (n + 1) * sizeof(float));
    cudaMallocManaged(&partial, 64 * sizeof(float));
    cudaMallocManaged(&out, n * sizeof(float));
    cudaMallocManaged(&in, 2 * n * sizeof(int));
    cudaMallocManaged(&iout, n * sizeof(int));
    cudaMallocManaged(&q, n * sizeof(quad));
    cudaMallocManaged(&c, n);
    for (int i = 0; i < n; i++) {
        x[i] = (float)(i % 8) * 0.5f;
        y[i] = 1.0f;
        q[i] = quad{(float)(i % 5), 0.0f, 0.0f, (float)(i % 3)};
        c[i] = (unsigned char)(i * 13);
    }
    for (int i = 0; i < 2 * n; i++)
        in[i] = (i * 31) % 1000;

    int bad = 0;
    grid_sum<<<64, 128>>>(x, partial, n);
    cudaDeviceSynchronize();
    double sum = 0, want = 0;
    for (int b = 0; b < 64; b++)
        sum += partial[b];
    for (int i = 0; i < n; i++)
        want += x[i];
    printf("grid_sum %.1f %s\n", sum, sum == want ? "ok" : "WRONG");
    bad += sum != want;

    axpy_stride<<<40, 96>>>(2.0f, x, y, n);
    cudaDeviceSynchronize();
    int wrong = 0;
    for (int i = 0; i < n; i++)
        wrong += y[i] != 2.0f * x[i] + 1.0f;
    printf("axpy_stride %s\n", wrong ? "WRONG" : "ok");
    bad += wrong != 0;

    const unsigned last = n - 1;
    shifted<<<33, 64>>>(in, iout, last, 5);
    cudaDeviceSynchronize();
    wrong = 0;
    long long check = 0;
    for (unsigned i = 0; i <= last; i++) {
        int w = in[i + 5] - in[last / 2 + i] + (i > 0 ? in[i - 1] : 0);
        wrong += iout[i] != w;
        check += iout[i];
    }
    printf("shifted %lld %s\n", check, wrong ? "WRONG" : "ok");
    bad += wrong != 0;

    computed<<<17, 128>>>(x, y, z, n);
    cudaDeviceSynchronize();
    wrong = 0;
    for (int i = 0; i < n; i++)
        wrong += y[i] != x[(int)(((long long)i * 7) % n)] || z[i] != 2.0f * x[i];
    printf("computed %s\n", wrong ? "WRONG" : "ok");
    bad += wrong != 0;

    for (int i = 0; i < 64; i++)
        iout[i] = 0;
    by_one<<<1, 64>>>(in, iout, 1000);
    cudaDeviceSynchronize();
    wrong = 0;
    for (int t = 0; t < 64; t++) {
        int w = 0;
        for (int i = t; i < 1000; i++)
            w += in[i];
        wrong += iout[t] != w;
    }
    printf("by_one %d %s\n", iout[0], wrong ? "WRONG" : "ok");
    bad += wrong != 0;

    widths<<<25, 256>>>(q, c, out, n);
    cudaDeviceSynchronize();
    wrong = 0;
    for (int i = 0; i < n; i++)
        wrong += out[i] != q[i].a + q[i].d + c[i];
    printf("widths %s\n", wrong ? "WRONG" : "ok");
    bad += wrong != 0;
    return bad;
}
