// C++ in device code: namespaces and aliases, using-declarations, classes with
// constructors and operators, templates (type, non-type, packs, fold), range-for,
// lambdas, structured bindings, rvalue references, if constexpr, overloading.
#include <cstdio>
namespace geo { struct V { float x, y; __host__ __device__ V(float a = 0, float b = 0) : x(a), y(b) {}
  __host__ __device__ V operator+(const V &o) const { return V(x + o.x, y + o.y); } }; }
namespace g2 = geo;
template <int N> struct Arr { int v[N]; __device__ int &operator[](int i) { return v[i]; } };
template <class T, class F> __device__ T apply(T a, F f) { return f(a); }
struct Pair { int a, b; };
__device__ int over(int x) { return x + 1; }
__device__ float over(float x) { return x * 2; }
template <class... Ts> __device__ int sum(Ts... ts) { return (0 + ... + ts); }
__global__ void k(int *out)
{
    using g2::V;
    V p = V(1, 2) + V(3, 4);
    Arr<4> arr{};
    for (int i = 0; i < 4; i++) arr[i] = i;
    int s = 0;
    for (int x : arr.v) s += x;
    auto sq = [](int v) { return v * v; };
    Pair pr{3, 4};
    auto [a, b] = pr;
    int &&rr = a + b;
    int r = 0;
    if constexpr (sizeof(int) == 4) r = 1;
    out[threadIdx.x] = (int)p.x + (int)p.y + s + apply(3, sq) + rr + r + over(1) + (int)over(1.5f) + sum(1, 2, 3) + static_cast<int>(2.9f);
}
int main() { int *d, h; cudaMalloc(&d, 4); k<<<1, 1>>>(d); cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost);
  int want = 4 + 6 + 6 + 9 + 7 + 1 + 2 + 3 + 6 + 2; printf("got %d want %d\n%s\n", h, want, h == want ? "PASS" : "FAIL"); return h != want; }
