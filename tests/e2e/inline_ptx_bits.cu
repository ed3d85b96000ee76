// NEEDS: cub
// PTX registers hold bits: an operand of a bit-typed or differently typed
// instruction is read bit for bit where its size matches (a float in
// mov.b32 or shfl.b32, a double in mov.b64 {lo, hi}, float bits in "r"
// operands of add.f32), and results are stored the same way.  CUB's warp
// and block reductions of float and double go through such shuffles: with
// values converted instead, they kept only whole parts.
// (An H200 printed the same, nvcc 13.)
#include <cub/cub.cuh>
#include <cstdio>

__global__ void bits(unsigned *u, float *f, double *d, unsigned *halves)
{
    asm("mov.b32 %0, %1;" : "=r"(u[0]) : "f"(1.5f));
    asm("mov.b32 %0, %1;" : "=f"(f[0]) : "r"(0x40490fdbu));
    unsigned lo, hi;
    asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "d"(0.1));
    halves[0] = lo;
    halves[1] = hi;
    asm("mov.b64 %0, {%1, %2};" : "=d"(d[0]) : "r"(0u), "r"(0x40091eb8u));
    asm("{ .reg .f32 t; add.f32 t, %1, %2; mov.b32 %0, t; }"
        : "=r"(u[1]) : "r"(0x3fc00000u), "r"(0x40100000u));
}

__global__ void shuffles(float *out)
{
    float v = threadIdx.x * 0.25f, r;
    asm volatile("{ .reg .f32 t; .reg .pred p; shfl.sync.down.b32 t|p, %1, 1, 0x1f, 0xffffffff; "
                 "@p add.f32 t, t, %1; mov.f32 %0, t; }"
                 : "=f"(r) : "f"(v));
    out[threadIdx.x] = r;
}

template <class T> __global__ void reductions(T *out)
{
    T v = (T)threadIdx.x * (T)0.25 - (T)0.125;
    typedef cub::WarpReduce<T> WR;
    typedef cub::BlockReduce<T, 128> BR;
    __shared__ typename WR::TempStorage wt[4];
    __shared__ typename BR::TempStorage bt;
    T w = WR(wt[threadIdx.x / 32]).Sum(v);
    T b = BR(bt).Sum(v);
    if (threadIdx.x % 32 == 0)
        out[threadIdx.x / 32] = w;
    if (threadIdx.x == 0)
        out[4] = b;
}

int main()
{
    unsigned *u, *halves;
    float *f, *sh, *rf;
    double *d, *rd;
    cudaMallocManaged(&u, 2 * sizeof(unsigned));
    cudaMallocManaged(&halves, 2 * sizeof(unsigned));
    cudaMallocManaged(&f, sizeof(float));
    cudaMallocManaged(&d, sizeof(double));
    cudaMallocManaged(&sh, 32 * sizeof(float));
    cudaMallocManaged(&rf, 5 * sizeof(float));
    cudaMallocManaged(&rd, 5 * sizeof(double));
    bits<<<1, 1>>>(u, f, d, halves);
    shuffles<<<1, 32>>>(sh);
    reductions<float><<<1, 128>>>(rf);
    reductions<double><<<1, 128>>>(rd);
    cudaDeviceSynchronize();
    printf("mov.b32 of 1.5f: %08x; of 0x40490fdb: %.7f\n", u[0], f[0]);
    printf("mov.b64 halves of 0.1: %08x %08x; packed: %.4f\n", halves[1], halves[0], d[0]);
    printf("add.f32 on bits: %08x\n", u[1]);
    printf("shfl.down.b32 + add.f32: %.2f %.2f %.2f\n", sh[0], sh[15], sh[31]);
    printf("float: warps %.3f %.3f %.3f %.3f, block %.3f\n", rf[0], rf[1], rf[2], rf[3], rf[4]);
    printf("double: warps %.3f %.3f %.3f %.3f, block %.3f\n", rd[0], rd[1], rd[2], rd[3], rd[4]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
