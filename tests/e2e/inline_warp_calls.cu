// Calls of small warp functions, which cucc writes into their callers
// (src/simt/inline.c), in every form it takes and next to ones it must
// leave alone: the results are what the calls compute.
#include <cstdio>

#define N 256

__device__ int scale = 3;          // a global the helpers read

__device__ float warp_sum(float v)
{
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

// Modifies its by-value parameter: the caller's variable keeps its value.
__device__ int warp_max_twice(int v, int width)
{
    for (int off = width / 2; off > 0; off /= 2) {
        int o = __shfl_xor_sync(0xffffffffu, v, off, width);
        v = o > v ? o : v;
    }
    v *= 2;
    return v;
}

// Returns a double through a float: the conversion happens as in a call.
__device__ float warp_third(double v)
{
    double s = __shfl_sync(0xffffffffu, v, 0) / 3.0;
    return s;
}

// Reads the global `scale`, which some callers shadow with a local.
__device__ int scaled_ballot(bool p)
{
    return __popc(__ballot_sync(0xffffffffu, p)) * scale;
}

// void, with a pointer parameter.
__device__ void store_lane_sum(int *out, int v)
{
    int s = __reduce_add_sync(0xffffffffu, v);
    if (threadIdx.x % 32 == 0)
        out[threadIdx.x / 32] = s;
}

// Calls another warp function.
__device__ float warp_mean(float v)
{
    float s = warp_sum(v);
    return __shfl_sync(0xffffffffu, s, 0) / 32.0f;
}

__device__ int next_lane_value(int v)
{
    return __shfl_down_sync(0xffffffffu, v, 1);
}

// Templates: arguments deduced from `T v` or written.
template <typename T> __device__ T warp_sum_t(T v)
{
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

template <class T, class U> __device__ T pair_mix(unsigned mask, U v, T w)
{
    T s = (T)v * w;
    s += __shfl_xor_sync(mask, s, 1);
    return s;
}

__global__ void forms(float *f, int *i, int *warps)
{
    int t = threadIdx.x;
    float v = t * 0.5f;
    v = warp_sum(v);                        // x = f(a)
    f[t] = v;
    int m = t % 7;
    const int twice = warp_max_twice(m, 32); // T x = f(a), const
    i[t] = twice * 100 + m;                 // m unchanged
    float acc = 1.0f;
    acc += warp_third(t + 0.25);            // x op= f(a)
    f[N + t] = acc;
    int scale = 1000;                       // shadows the global: left as a call
    i[N + t] = scaled_ballot(t % 3 == 0) + scale;
    store_lane_sum(warps, t);               // f(a); void
    if (t < N)
        f[2 * N + t] = warp_mean(t);        // not a whole statement's call: left
    float w = 0;
    if (t >= 0)
        w = warp_mean(t * 2.0f);            // statement of an if, nested helper
    f[3 * N + t] = w;
    int k = t;
    k = next_lane_value(k++);               // the argument's side effect once
    i[2 * N + t] = k;
    warp_sum(v);                            // result discarded
    for (int r = 0; r < 2; r++) {
        int s = scaled_ballot((t + r) % 2 == 0);
        i[3 * N + 2 * t + r] = s;
    }
}

__global__ void unshadowed(int *out)
{
    int t = threadIdx.x + blockIdx.x * blockDim.x;
    int b = scaled_ballot(t % 5 == 0);      // the global `scale`
    out[t] = b;
}

template <typename T> __global__ void templated(T *p, double *q)
{
    T v = p[threadIdx.x];
    v = warp_sum_t(v);                      // T deduced: int here
    T a = warp_sum_t<T>(v / 7);             // written
    double m = pair_mix<double, int>(0xffffffffu, threadIdx.x, 0.5);
    m += pair_mix(0xffffffffu, 2.5f, 2.0);  // T double, U float
    char c = 1;
    int wide = warp_sum_t<int>(c + c);
    p[threadIdx.x] = v + a + wide;
    q[threadIdx.x] = m;
}

// T deduced from an expression: left as a call.
__global__ void deduced_expr(int *p)
{
    char c = (char)threadIdx.x;
    int wide = warp_sum_t(c + c);
    p[threadIdx.x] = wide;
}

int main()
{
    float *f;
    int *i, *warps;
    cudaMallocManaged(&f, 4 * N * sizeof(float));
    cudaMallocManaged(&i, 5 * N * sizeof(int));
    cudaMallocManaged(&warps, N / 32 * sizeof(int));
    forms<<<1, N>>>(f, i, warps);
    cudaError_t e = cudaDeviceSynchronize();
    printf("status %s\n", cudaGetErrorString(e));
    for (int t = 0; t < N; t += 37)
        printf("t %3d: sum %g  twice %d  third %g  ballot %d  mean %g  next %d  loop %d %d\n",
               t, f[t], i[t], f[N + t], i[N + t], f[3 * N + t], i[2 * N + t],
               i[3 * N + 2 * t], i[3 * N + 2 * t + 1]);
    printf("mean(t) at 0, 33, 255: %g %g %g\n", f[2 * N], f[2 * N + 33], f[2 * N + 255]);
    for (int w = 0; w < N / 32; w++)
        printf("warp %d lane sum %d\n", w, warps[w]);
    int *u;
    cudaMallocManaged(&u, 2 * N * sizeof(int));
    unshadowed<<<2, N>>>(u);
    e = cudaDeviceSynchronize();
    printf("status %s: %d %d %d\n", cudaGetErrorString(e), u[0], u[300], u[511]);
    double *q;
    cudaMallocManaged(&q, 64 * sizeof(double));
    for (int t = 0; t < 64; t++)
        u[t] = t;
    templated<<<1, 64>>>(u, q);
    e = cudaDeviceSynchronize();
    printf("status %s: %d %d %d %g %g\n", cudaGetErrorString(e), u[0], u[40], u[63], q[0], q[33]);
    deduced_expr<<<1, 64>>>(u);
    e = cudaDeviceSynchronize();
    printf("status %s: %d %d\n", cudaGetErrorString(e), u[0], u[32]);
    return 0;
}
