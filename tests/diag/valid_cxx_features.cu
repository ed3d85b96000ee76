// Valid C++ in device code that must produce no diagnostics: variadic and
// fold expressions, CRTP, template template parameters, out-of-class
// members, SFINAE, if constexpr, structured bindings, local types, lambdas.
#include <cuda_runtime.h>
#include <stdio.h>
#include <type_traits>
#include <utility>

template <typename T, typename U> struct is_same_t { static constexpr bool value = false; };
template <typename T> struct is_same_t<T, T> { static constexpr bool value = true; };

template <typename... Ts> __device__ int count_args(Ts... ts) { return sizeof...(Ts); }
template <typename... Ts> __device__ auto sum_all(Ts... ts) { return (ts + ... + 0); }
template <typename T> __device__ T first_of(T a) { return a; }
template <typename T, typename... R> __device__ T first_of(T a, R... r) { return a; }

template <class Derived> struct Base {
    __device__ int call() { return static_cast<Derived *>(this)->impl(); }
};
struct Impl : Base<Impl> {
    __device__ int impl() { return 7; }
};

template <template <class> class C, class T> struct Wrap { C<T> c; };
template <class T> struct Box { T v; __device__ T get() const { return v; } };

struct Counter {
    static __device__ int bump(int x) { return x + 1; }
    int val : 4;
    int other : 4;
};

struct Mat {
    float m[2][2];
    __device__ float &at(int r, int c);
    __device__ Mat operator*(const Mat &o) const;
};
__device__ float &Mat::at(int r, int c) { return m[r][c]; }
__device__ Mat Mat::operator*(const Mat &o) const {
    Mat r{};
    for (int i = 0; i < 2; ++i)
        for (int j = 0; j < 2; ++j) {
            float s = 0;
            for (int k = 0; k < 2; ++k) s += m[i][k] * o.m[k][j];
            r.m[i][j] = s;
        }
    return r;
}

template <typename T>
__device__ typename std::enable_if<std::is_integral<T>::value, T>::type twice(T v) { return v * 2; }

__device__ auto trailing(int a) -> int { return a * 3; }

typedef int (*binop_t)(int, int);
__device__ int add2(int a, int b) { return a + b; }
__device__ binop_t d_op = add2;

template <int N> struct Fib { static constexpr int value = Fib<N - 1>::value + Fib<N - 2>::value; };
template <> struct Fib<0> { static constexpr int value = 0; };
template <> struct Fib<1> { static constexpr int value = 1; };

namespace outer { namespace inner {
    __device__ inline int helper(int v) { return v - 1; }
    struct Node { int key; Node *next; };
} }
namespace oi = outer::inner;

__global__ void __launch_bounds__(256, 2) kern(int *out, float *f)
{
    const int tid = threadIdx.x + blockIdx.x * blockDim.x;
    int local[8];
    for (int &x : local) x = tid;
    int total = 0;
    for (auto x : local) total += x;
    total += count_args(1, 2.0, 'c') + sum_all(1, 2, 3) + first_of(4, 5, 6);
    Impl im;
    total += im.call();
    Wrap<Box, int> w; w.c.v = 3;
    total += w.c.get();
    total += Counter::bump(total);
    Counter cnt; cnt.val = 1;
    total += cnt.val;
    Mat a{{{1, 2}, {3, 4}}}, b = a * a;
    total += (int)b.at(0, 1);
    total += twice(3) + trailing(2);
    binop_t op = add2;
    total += op(1, 2) + (*op)(3, 4) + d_op(5, 6);
    total += Fib<10>::value;
    static_assert(Fib<5>::value == 5, "fib");
    static_assert(is_same_t<int, int>::value, "same");
    if constexpr (sizeof(int) == 4) total += 1;
    else total -= 1;
    total += oi::helper(3) + outer::inner::helper(4);
    oi::Node node{1, nullptr};
    oi::Node *np = &node;
    total += np->key + (np->next == nullptr);
    struct Local { int a, b; } loc = {1, 2};
    total += loc.a + loc.b;
    using ull = unsigned long long;
    ull big = (ull)total << 3;
    typedef float real;
    real rr = 1.5f;
    enum { A = 1, B = 2 } e = B;
    total += (int)big + (int)rr + e + A;
    auto lam = [&](int q) { return q * total; };
    total += lam(2);
    auto gen = [] __device__ (auto v) { return v; };
    total += gen(1);
    int arr2[2][3] = {{1, 2, 3}, {4, 5, 6}};
    int (*rowp)[3] = arr2;
    total += rowp[1][2];
    float4 fv = {1.f, 2.f, 3.f, 4.f};
    total += (int)(fv.x + fv.y);
    alignas(16) float aligned[4] = {0};
    total += (int)aligned[0];
    volatile int vol = 3;
    total += vol;
    int *__restrict__ rp = out;
    rp[tid] = total;
    unsigned mask = __ballot_sync(0xffffffffu, total > 0);
    #pragma unroll 4
    for (int i = 0; i < 8; i++) f[i] += mask & (1u << i) ? 1.0f : 0.0f;
    int x = total > 3 && total < 100 ? 1 : 0;
    bool ok = x < 2 || x > 5;
    total += ok;
    std::pair<int, int> pr{1, 2};
    total += pr.first + std::min(1, 2);
    int val = std::is_same<decltype(total), int>::value ? 1 : 0;
    total += val;
    auto [p1, p2] = pr;
    total += p1 + p2;
    total += __popc(mask) + __ffs(mask);
    asm volatile("" ::: "memory");
    out[tid] = total;
}

template <typename T> struct Accum {
    T sum;
    __device__ void add(T v) { sum += v; }
    template <typename U> __device__ void add_as(U v) { sum += static_cast<T>(v); }
};

template <typename T> __global__ void tkern(T *p, int n)
{
    Accum<T> acc{};
    acc.add(p[0]);
    acc.template add_as<int>(3);
    acc.add_as(2.0);
    typename std::remove_pointer<T *>::type tmp = acc.sum;
    p[threadIdx.x] = tmp;
    T arr[4];
    arr[0] = T{};
    if (n > 1 && p[0] < p[1]) p[0] = p[1];
    p[0] = n > 2 ? T(1) : T(2);
    bool b = n < 3, c = n > 4;
    p[1] = b + c;
}

static int host_helper(int v) { return v + 1; }

int main()
{
    int *d; float *f;
    cudaMalloc(&d, 256 * sizeof(int));
    cudaMalloc(&f, 8 * sizeof(float));
    kern<<<1, 256>>>(d, f);
    tkern<int><<<1, 32>>>(d, 32);
    tkern<<<1, 32>>>(f, 8);
    void (*kp)(int *, int) = tkern<int>;
    kp<<<1, 1>>>(d, 1);
    auto hl = [](int v) { return v * 2; };
    int r = hl(host_helper(2));
    dim3 g(1, 1), blk(32);
    tkern<int><<<g, blk, 0, 0>>>(d, r);
    cudaDeviceSynchronize();
    printf("%d\n", r);
    return 0;
}
