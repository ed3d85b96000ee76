// __shared__ declarations in the forms real programs write them, each seen
// by the code after it with its own type: several declarators with arrays
// and pointers, a cv-qualified pointer, an anonymous struct, a name in
// parentheses (`unsigned (m)[2][3]`, also for a local array), a class
// template's object in a static member function of that template (where
// `obj.f<true>()` needs no `template` keyword: Rodinia's dwt2d), a class
// template object in a kernel template, and `sizeof` of a shared array.
// Run in every strategy by run_e2e.sh; the output was checked on an H100.
#include <cstdio>

template <int W> struct Window {
    float v[W];
    template <bool NEG> __device__ float get(int i) const { return NEG ? -v[i] : v[i]; }
    static __device__ float run(int t)
    {
        __shared__ Window<W> win;
        win.v[t] = (float)t;
        __syncthreads();
        return win.get<true>((t + 1) % W) + win.get<false>(t);
    }
};

template <int W> __global__ void forms(float *o)
{
    __shared__ float a[W], *p, b;
    __shared__ int const *volatile q;
    __shared__ struct {
        int x;
        float y[2];
    } s;
    __shared__ unsigned (m)[2][3];
    int (loc)[2] = {1, 0};
    __shared__ Window<W> w2;
    unsigned t = threadIdx.x;
    w2.v[t] = 2.0f * t;
    if (t == 0) {
        p = a;
        b = 2;
        q = nullptr;
        s.x = 3;
        s.y[1] = 4;
        m[1][2] = 5;
    }
    a[t] = 1;
    __syncthreads();
    float r = Window<W>::run(t);
    o[t] = r + w2.template get<false>(W - 1 - t) + p[t] + b + s.x + s.y[1] + m[1][2] + loc[1] + (q == nullptr) +
           sizeof(a) / sizeof(a[0]);
}

int main()
{
    float *o;
    cudaMallocManaged(&o, 64 * sizeof(float));
    forms<32><<<2, 32>>>(o);
    forms<32><<<1, 32>>>(o + 32);
    cudaError_t e = cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorName(e));
    for (int i = 0; i < 64; i += 7)
        printf("o[%d] = %g\n", i, o[i]);
    return 0;
}
