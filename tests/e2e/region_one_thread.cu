// Statements that look like "only thread K acts" (`if (threadIdx.x == K)`)
// next to ones every thread runs, in region kernels: beside split rows
// (`threadIdx.x < U`), after an early return, with effects in the
// condition that every thread performs, through a local too narrow for
// threadIdx.x; and a shared variable over-aligned by __align__ in a
// kernel whose blocks run fused along x.
#include <cstdio>

__global__ void beside_splits(float *a, float *b, float *out)
{
    __shared__ float s[256];
    int i = blockIdx.x * 256 + threadIdx.x;
    s[threadIdx.x] = a[i];
    __syncthreads();
    if (threadIdx.x == 0)
        out[blockIdx.x] = s[0];
    if (threadIdx.x < 128)
        a[i] = s[threadIdx.x + 128];
    b[i] = s[threadIdx.x] * 2.0f;
}

__global__ void after_return(const int *in, int *out, int *first, int n)
{
    __shared__ int s[128];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    s[threadIdx.x] = in[i];
    __syncthreads();
    if (threadIdx.x == 0)
        first[blockIdx.x] = s[0];
    out[i] = s[threadIdx.x] + s[0];
}

__global__ void effects(int *count, int *flag, int *hits)
{
    __shared__ int s[64];
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    if (atomicAdd(count, 1) >= 0 && threadIdx.x == 0)
        flag[blockIdx.x] = s[63];
    __syncthreads();
    if (hits[blockIdx.x * 64 + threadIdx.x]++ >= 0 && threadIdx.x == 5)
        flag[blockIdx.x] += 1000;
}

__global__ void narrow(int *out)
{
    __shared__ int s[512];
    unsigned char tx = threadIdx.x;    // 0 for threads 0 and 256
    s[threadIdx.x] = threadIdx.x * 3;
    __syncthreads();
    if (tx == 0)
        atomicAdd(&out[blockIdx.x], s[threadIdx.x ^ 1] + 1);
}

struct pair {
    float x, y;
};

__global__ void aligned(const float *in, float *out)
{
    __shared__ __align__(16) char raw[20 + 16];
    __shared__ pair ps[3];
    if (threadIdx.x < 4)
        raw[threadIdx.x * 4] = 0;
    __syncthreads();
    if (threadIdx.x == 0) {
        *reinterpret_cast<float4 *>(raw) = make_float4(in[blockIdx.x], 2.0f * blockIdx.x, 3.0f, 4.0f);
        ps[1].x = in[blockIdx.x] + 1.0f;
        ps[2].y = 7.0f;
    }
    __syncthreads();
    float4 w = *reinterpret_cast<float4 *>(raw);
    out[blockIdx.x * 32 + threadIdx.x] = w.x + w.y * threadIdx.x + ps[1].x + ps[2].y;
}

int main()
{
    float *a, *b, *out;
    const int nb = 6;
    cudaMallocManaged(&a, nb * 256 * sizeof(float));
    cudaMallocManaged(&b, nb * 256 * sizeof(float));
    cudaMallocManaged(&out, nb * sizeof(float));
    for (int i = 0; i < nb * 256; i++)
        a[i] = (float)(i % 37);
    beside_splits<<<nb, 256>>>(a, b, out);
    cudaDeviceSynchronize();
    double sa = 0, sb = 0;
    for (int i = 0; i < nb * 256; i++) {
        sa += a[i] * (i % 7 + 1);
        sb += b[i] * (i % 5 + 1);
    }
    printf("beside_splits: a %.1f b %.1f out %.1f %.1f\n", sa, sb, out[0], out[nb - 1]);

    const int n = 300;
    int *in, *o, *first;
    cudaMallocManaged(&in, 384 * sizeof(int));
    cudaMallocManaged(&o, 384 * sizeof(int));
    cudaMallocManaged(&first, 3 * sizeof(int));
    for (int i = 0; i < 384; i++) {
        in[i] = i * 3 + 1;
        o[i] = -1;
    }
    after_return<<<3, 128>>>(in, o, first, n);
    cudaDeviceSynchronize();
    long long so = 0;
    for (int i = 0; i < 384; i++)
        so += (long long)o[i] * (i % 9 + 1);
    printf("after_return: %lld first %d %d %d o[299] %d o[300] %d\n", so, first[0], first[1], first[2],
           o[299], o[300]);

    int *count, *flag, *hits;
    cudaMallocManaged(&count, sizeof(int));
    cudaMallocManaged(&flag, 4 * sizeof(int));
    cudaMallocManaged(&hits, 4 * 64 * sizeof(int));
    *count = 0;
    for (int i = 0; i < 4 * 64; i++)
        hits[i] = 0;
    effects<<<4, 64>>>(count, flag, hits);
    cudaDeviceSynchronize();
    printf("effects: count %d flag %d %d hits[0] %d hits[255] %d\n", *count, flag[0], flag[3], hits[0],
           hits[255]);

    int *nout;
    cudaMallocManaged(&nout, 2 * sizeof(int));
    nout[0] = nout[1] = 0;
    narrow<<<2, 512>>>(nout);
    cudaDeviceSynchronize();
    printf("narrow: %d %d\n", nout[0], nout[1]);

    float *ain, *aout;
    cudaMallocManaged(&ain, 8 * sizeof(float));
    cudaMallocManaged(&aout, 8 * 32 * sizeof(float));
    for (int i = 0; i < 8; i++)
        ain[i] = 10.0f * i;
    aligned<<<8, 32>>>(ain, aout);
    cudaDeviceSynchronize();
    double sal = 0;
    for (int i = 0; i < 8 * 32; i++)
        sal += aout[i] * (i % 3 + 1);
    printf("aligned: %.1f %.1f %.1f\n", sal, aout[0], aout[8 * 32 - 1]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
