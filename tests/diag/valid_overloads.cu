// Overloads of device functions and kernels that are not redefinitions.
struct P { int a; };
__device__ int pick(int x) { return x; }
__device__ int pick(unsigned x) { return (int)x; }
__device__ int pick(const P &p) { return p.a; }
__device__ int pick(P *p) { return p->a; }
__device__ int pick(int x, int y) { return x + y; }
__device__ int pick(int (*f)(int), int x) { return f(x); }
template <class T> __device__ T pick2(T v) { return v; }
template <> __device__ int pick2<int>(int v) { return v + 1; }
namespace a { __device__ int pick(int x) { return -x; } }
namespace b { __device__ int pick(int x) { return x * 2; } }
struct S {
    __device__ int pick(int x) { return x; }
};
__global__ void k(int *o) { o[0] = pick(1) + pick(2u) + a::pick(3) + b::pick(4) + pick2(5); }
__global__ void k(float *o) { o[0] = 1.0f; }
