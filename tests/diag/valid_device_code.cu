// Valid device code that must produce no diagnostics: namespaces, class
// templates with operators, constexpr, lambdas, dynamic parallelism, shared
// memory, casts, goto, switch on enums.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdint.h>

namespace util {
template <typename T> struct Vec3 {
    T x, y, z;
    __host__ __device__ Vec3() : x(0), y(0), z(0) {}
    __host__ __device__ Vec3(T a, T b, T c) : x(a), y(b), z(c) {}
    __host__ __device__ Vec3 operator+(const Vec3 &o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
    __host__ __device__ T dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
    __host__ __device__ T &operator[](int i) { return i == 0 ? x : i == 1 ? y : z; }
    __device__ void scale(T s) { x *= s; y *= s; z *= s; norm2 = dot(*this); }
    T norm2;
    typedef T value_type;
};
template <class T> __host__ __device__ inline T clampv(T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }
constexpr int kMax = 16;
constexpr int twice(int v) { return 2 * v; }
enum Mode { MODE_A, MODE_B = 3 };
enum class Color : uint8_t { Red, Green };
}

using util::Vec3;
typedef Vec3<float> vec3f;
struct Pair { int a; float b; };
union Bits { float f; unsigned u; };

__constant__ float c_coef[util::kMax];
__device__ int g_counter;

template <int N, typename T>
__device__ T sum_array(const T (&arr)[N]) {
    T s = T();
    #pragma unroll
    for (int i = 0; i < N; ++i) s += arr[i];
    return s;
}

struct Functor {
    int k;
    __device__ int operator()(int v) const { return v * k; }
};

template <class F> __device__ int apply(F f, int v) { return f(v); }

__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

__global__ void kernel(float *out, const int *in, int n, Pair *pairs)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    extern __shared__ float dyn[];
    __shared__ float tile[32][33];
    vec3f a(1.f, 2.f, 3.f), b = {4.f, 5.f, 6.f};
    Vec3<float> c = a + b;
    float arr[4] = {1, 2, 3, 4};
    float s = sum_array<4>(arr) + sum_array(arr);
    int lanes = warpSize;
    unsigned tx = threadIdx.x, ty = threadIdx.y;
    tile[ty % 32][tx % 32] = s;
    dyn[tx] = c.dot(a) * c_coef[i % util::kMax];
    Functor f{3};
    int r = apply(f, in[i]) + f(2);
    auto lam = [=] __device__ (int v) { return v + r; };
    r += lam(1);
    util::Mode m = util::MODE_B;
    util::Color col = util::Color::Green;
    if (col == util::Color::Red) r++;
    switch (m) {
    case util::MODE_A: r += 1; break;
    case util::MODE_B: { r += 2; break; }
    default: break;
    }
    Bits bits; bits.f = s;
    r += static_cast<int>(bits.u & 0xff) + reinterpret_cast<const int *>(out)[0] * 0;
    const float *cp = const_cast<const float *>(out);
    r += (int)sizeof(Pair) + (int)alignof(float4) + sizeof(arr) / sizeof(arr[0]);
    decltype(r) r2 = r;
    auto *pp = &pairs[i];
    pp->a = r2; pairs[i].b = *cp;
    int x = 0;
    do { x++; } while (x < 3);
    for (int k = 0, j = 10; k < j; k++, j--) x += k;
    while (x > 100) x /= 2;
    x = x > 5 ? util::clampv(x, 0, 10) : util::twice(x);
    x += fact(4) + g_counter;
    uint64_t big = 1ull << 40;
    x ^= (int)(big >> 38);
    float4 v4 = make_float4(1.f, 2.f, 3.f, 4.f);
    x += (int)v4.w;
    int idx[3] = {};
    idx[0] = lanes;
    goto done;
done:
    out[i] = (float)x + idx[0] + tile[0][0];
    (void)m;
    typename util::Vec3<int>::value_type vv = 3;
    out[i] += vv;
    util::Vec3<double> d3;
    d3[1] = 2.0;
    d3.scale(2.0);
    out[i] += (float)d3.norm2;
    printf("thread %d %s\n", i, "ok" "concat");
    __syncthreads();
    atomicAdd(&g_counter, 1);
}

template <typename T, int BLOCK>
__global__ void reduce_kernel(const T *__restrict__ in, T *out, int n)
{
    __shared__ T buf[BLOCK];
    T acc = T(0);
    for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK)
        acc += in[i];
    buf[threadIdx.x] = acc;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) out[blockIdx.x] = buf[0];
    T *p = new T[4];
    delete[] p;
    T tmp{};
    (void)tmp;
}

__global__ void child(int *p) { p[threadIdx.x] = 1; }
__global__ void parent(int *p) {
    if (threadIdx.x == 0) child<<<1, 32>>>(p);
    child<<<dim3(1), dim3(32), 0, cudaStreamTailLaunch>>>(p);
}

int main()
{
    float *d; int *di; Pair *pp;
    cudaMalloc(&d, 1024 * sizeof(float));
    cudaMalloc(&di, 1024 * sizeof(int));
    cudaMalloc(&pp, 1024 * sizeof(Pair));
    kernel<<<4, 256, 256 * sizeof(float)>>>(d, di, 1024, pp);
    reduce_kernel<float, 256><<<4, 256>>>(d, d, 1024);
    dim3 grid(4), block(256);
    parent<<<grid, block>>>(di);
    cudaDeviceSynchronize();
    printf("%f\n", util::clampv(1.0f, 0.0f, 2.0f));
    return 0;
}
