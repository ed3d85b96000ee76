// Device function templates that wait at barriers, called from kernels
// with their template arguments written out (these get a region form, a
// class template with the function's header), with defaults filling the
// rest, from a kernel template and from another template; a reference to
// the block and array parameters; and one call whose arguments are
// deduced (that kernel stays on fibers).  Every value is an exact integer.
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

template <typename T, int N>
__device__ T block_sum(T v, T *sh)
{
    sh[threadIdx.x] = v;
    __syncthreads();
    for (int s = N / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            sh[threadIdx.x] += sh[threadIdx.x + s];
        __syncthreads();
    }
    T r = sh[0];
    __syncthreads();
    return r;
}

template <typename Real>
__device__ Real reduce_cg(Real in, cg::thread_block cta)
{
    __shared__ Real buf[128];
    unsigned t = cta.thread_rank();
    buf[t] = in;
    cta.sync();
    for (unsigned s = cta.size() / 2; s > 0; s /= 2) {
        if (t < s)
            buf[t] += buf[t + s];
        cta.sync();
    }
    Real r = buf[0];
    cta.sync();
    return r;
}

// one template calling another, passing its own parameter on
template <typename T>
__device__ T sum_of_squares(T v, T *sh)
{
    return block_sum<T, 128>(v * v, sh);
}

template <bool twice, int shift = 1>
__device__ void scale_all(float *sh, int n)
{
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        sh[i] = sh[i] * (twice ? 2.0f : 1.0f) + shift;
    __syncthreads();
}

__device__ void load_pairs(const float *src, float vals[16], int idx[16], int base,
                           const cg::thread_block &cta)
{
    if (threadIdx.x < 16) {
        vals[threadIdx.x] = src[base + threadIdx.x];
        idx[threadIdx.x] = (int)threadIdx.x;
    }
    cta.sync();
    float t = 0;
    if (threadIdx.x < 16)
        t = vals[15 - threadIdx.x] * idx[(threadIdx.x + 1) % 16];
    cta.sync();
    if (threadIdx.x < 16)
        vals[threadIdx.x] += t;
    cta.sync();
}

template <typename T>
__global__ void sums(const T *in, T *out, const float *src, float *f)
{
    __shared__ T sh[128];
    __shared__ float fs[256];
    __shared__ float pv[16];
    __shared__ int pi[16];
    T v = in[blockIdx.x * 128 + threadIdx.x];
    T s = block_sum<T, 128>(v, sh);
    T s2 = reduce_cg<T>(v * 2, cg::this_thread_block());
    T s3 = sum_of_squares<T>(v, sh);
    fs[threadIdx.x] = threadIdx.x;
    fs[threadIdx.x + 128] = v;
    __syncthreads();
    scale_all<true>(fs, 256);
    scale_all<false, 3>(fs, 256);
    cg::thread_block blk = cg::this_thread_block();
    load_pairs(src, pv, pi, blockIdx.x * 16, blk);
    if (threadIdx.x == 0) {
        out[blockIdx.x * 3] = s;
        out[blockIdx.x * 3 + 1] = s2;
        out[blockIdx.x * 3 + 2] = s3;
    }
    f[blockIdx.x * 256 + threadIdx.x] = fs[threadIdx.x] + fs[255 - threadIdx.x] + pv[threadIdx.x % 16];
}

// deduced template arguments: no region form for this call
__global__ void deduced(const int *in, int *out)
{
    __shared__ int sh[128];
    int s = block_sum<int, 128>(in[threadIdx.x], sh);
    int s2 = reduce_cg(in[threadIdx.x] + 1, cg::this_thread_block());
    if (threadIdx.x == 0) {
        out[0] = s;
        out[1] = s2;
    }
}

int main()
{
    const int B = 4;
    int *in, *out;
    float *f, *src;
    double *din, *dout;
    cudaMallocManaged(&in, B * 128 * sizeof(int));
    cudaMallocManaged(&out, B * 3 * sizeof(int));
    cudaMallocManaged(&din, B * 128 * sizeof(double));
    cudaMallocManaged(&dout, B * 3 * sizeof(double));
    cudaMallocManaged(&f, B * 256 * sizeof(float));
    cudaMallocManaged(&src, B * 16 * sizeof(float));
    for (int i = 0; i < B * 128; i++) {
        in[i] = (i * 7) % 13;
        din[i] = i * 0.5;
    }
    for (int i = 0; i < B * 16; i++)
        src[i] = (float)(i % 9);
    sums<int><<<B, 128>>>(in, out, src, f);
    printf("int: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    for (int b = 0; b < B; b++)
        printf("int %d: %d %d %d\n", b, out[3 * b], out[3 * b + 1], out[3 * b + 2]);
    double fsum = 0;
    for (int i = 0; i < B * 256; i++)
        fsum += f[i] * (i % 5 + 1);
    printf("f %.1f\n", fsum);
    sums<double><<<B, 128>>>(din, dout, src, f);
    printf("double: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    for (int b = 0; b < B; b++)
        printf("double %d: %.2f %.2f %.2f\n", b, dout[3 * b], dout[3 * b + 1], dout[3 * b + 2]);
    deduced<<<1, 128>>>(in, out);
    printf("deduced: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    printf("deduced %d %d\n", out[0], out[1]);
    return 0;
}
