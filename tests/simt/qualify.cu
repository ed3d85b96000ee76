// Which kernels may run as thread loops (src/simt/strategy.c): one kernel
// per rule.  tests/run_strategies.sh compares `cucc --dump=simt` with
// qualify.simt, then runs the program on fibers and on thread loops, which
// must print the same.
#include <cooperative_groups.h>
#include <cstdio>
#include <cassert>
namespace cg = cooperative_groups;

#define N 64

__device__ float scale(float v) { return 2.0f * v; }
__device__ float twice_scaled(float v) { return scale(scale(v)); }
__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

__device__ float block_sum(float v)
{
    __shared__ float s[N];
    s[threadIdx.x] = v;
    __syncthreads();
    float t = 0;
    for (int i = 0; i < blockDim.x; i++)
        t += s[i];
    __syncthreads();
    return t;
}
__device__ float outer(float v) { return block_sum(v) + 1; }

/* Mutual recursion: even() reaches the barrier through odd(). */
__device__ int odd(int n);
__device__ int even(int n) { return n == 0 ? __syncthreads_count(1) : odd(n - 1); }
__device__ int odd(int n) { return n == 0 ? 0 : even(n - 1); }

struct Acc {
    float s;
    __device__ Acc() : s(0) {}
    __device__ void add(float v) { s += v; }
};
struct Synced {
    __device__ Synced() { __syncthreads(); }
    int x = 1;
};
struct Shape {
    __device__ virtual float area() const { return 1; }
};

typedef float (*unary_fn)(float);
__device__ unary_fn table[2] = { scale, twice_scaled };

__global__ void plain(float *y) { y[threadIdx.x] = threadIdx.x; }
__global__ void calls_chain(float *y) { y[threadIdx.x] = twice_scaled(threadIdx.x); }
__global__ void recursion(int *y) { y[threadIdx.x] = fact(threadIdx.x % 8); }
__global__ void early_return(float *y)
{
    if (threadIdx.x % 3 == 0)
        return;
    y[threadIdx.x] = 1;
}
__global__ void barrier(float *y)
{
    __shared__ float s[N];
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    y[threadIdx.x] = s[N - 1 - threadIdx.x];
}
__global__ void barrier_deep(float *y) { y[threadIdx.x] = outer(threadIdx.x); }
__global__ void barrier_cycle(int *y) { y[threadIdx.x] = even(4); }
__global__ void shuffle(float *y) { y[threadIdx.x] = __shfl_down_sync(0xffffffffu, (float)threadIdx.x, 1); }
__global__ void vote(int *y) { y[threadIdx.x] = __ballot_sync(0xffffffffu, threadIdx.x & 1) != 0; }
__global__ void activemask(int *y) { y[threadIdx.x] = __popc(__activemask()); }
__global__ void syncwarp(int *y) { y[threadIdx.x] = 1; __syncwarp(); }
__global__ void legacy_shfl(int *y) { y[threadIdx.x] = __shfl((int)threadIdx.x, 0); }
__global__ void cg_rank(int *y)
{
    cg::thread_block b = cg::this_thread_block();
    y[b.thread_rank()] = b.size();
}
__global__ void cg_sync(int *y)
{
    cg::thread_block b = cg::this_thread_block();
    y[threadIdx.x] = 1;
    b.sync();
}
__global__ void cg_tile(int *y)
{
    auto t = cg::tiled_partition<8>(cg::this_thread_block());
    y[threadIdx.x] = t.thread_rank();
}
__global__ void lambda_local(float *y)
{
    auto f = [](float v) { return v + 1; };
    y[threadIdx.x] = f(threadIdx.x);
}
__global__ void lambda_barrier(float *y)
{
    auto f = [] { __syncthreads(); };
    y[threadIdx.x] = 1;
    f();
}
template <class F> __global__ void functor(F f, float *y) { y[threadIdx.x] = f(threadIdx.x); }
struct Triple {
    __device__ float operator()(float v) const { return 3 * v; }
};
__global__ void pointer_param(unary_fn f, float *y) { y[threadIdx.x] = f(threadIdx.x); }
__global__ void pointer_deref(float *y)
{
    unary_fn f = scale;
    y[threadIdx.x] = (*f)(threadIdx.x);
}
__global__ void pointer_table(float *y) { y[threadIdx.x] = table[threadIdx.x & 1](threadIdx.x); }
__global__ void member(float *y)
{
    Acc a;
    a.add(threadIdx.x);
    y[threadIdx.x] = a.s;
}
__global__ void constructor_barrier(int *y)
{
    Synced s;
    y[threadIdx.x] = s.x;
}
__global__ void virtual_call(float *y)
{
    Shape s;
    y[threadIdx.x] = s.area();
}
__global__ void declares(unsigned *y)
{
    dim3 a, b(7), c(threadIdx.x, 2);
    y[threadIdx.x] = a.x + b.x + c.x;
}
__global__ void child(int *y)
{
    __syncthreads();
    y[threadIdx.x] += 1;
}
__global__ void parent(int *y)
{
    y[threadIdx.x] = 1;
    if (threadIdx.x == 0)
        child<<<1, blockDim.x>>>(y);
}
__global__ void library(int *y, float *f)
{
    int i = threadIdx.x;
    atomicAdd(&y[0], 1);
    f[i] = sqrtf((float)i) + __fdividef(1.0f, i + 1.0f) + fminf(i, 3);
    assert(i < N);
    if (i == 0 && blockIdx.x == 0)   /* (one block: the order of blocks' lines is free) */
        printf("library: block %d\n", blockIdx.x);
    int *p = (int *)malloc(sizeof(int));
    free(p);
}

static void print_f(const char *name, const float *y)
{
    float s = 0;
    for (int i = 0; i < N; i++)
        s += y[i] * (i + 1);
    printf("%s %g\n", name, s);
}

static void print_i(const char *name, const int *y)
{
    long s = 0;
    for (int i = 0; i < N; i++)
        s += (long)y[i] * (i + 1);
    printf("%s %ld\n", name, s);
}

int main()
{
    float *f;
    int *n;
    cudaMallocManaged(&f, N * sizeof(float));
    cudaMallocManaged(&n, N * sizeof(int));
#define RUN_F(k, ...) cudaMemset(f, 0, N * sizeof(float)); k<<<1, N>>>(__VA_ARGS__); cudaDeviceSynchronize(); print_f(#k, f)
#define RUN_I(k, ...) cudaMemset(n, 0, N * sizeof(int)); k<<<1, N>>>(__VA_ARGS__); cudaDeviceSynchronize(); print_i(#k, n)
    RUN_F(plain, f);
    RUN_F(calls_chain, f);
    RUN_I(recursion, n);
    RUN_F(early_return, f);
    RUN_F(barrier, f);
    RUN_F(barrier_deep, f);
    RUN_I(barrier_cycle, n);
    RUN_F(shuffle, f);
    RUN_I(vote, n);
    RUN_I(activemask, n);
    RUN_I(syncwarp, n);
    RUN_I(legacy_shfl, n);
    RUN_I(cg_rank, n);
    RUN_I(cg_sync, n);
    RUN_I(cg_tile, n);
    RUN_F(lambda_local, f);
    RUN_F(lambda_barrier, f);
    RUN_F(functor, Triple(), f);
    unary_fn h;
    cudaMemcpyFromSymbol(&h, table, sizeof h);
    RUN_F(pointer_param, h, f);
    RUN_F(pointer_deref, f);
    RUN_F(pointer_table, f);
    RUN_F(member, f);
    RUN_I(constructor_barrier, n);
    RUN_F(virtual_call, f);
    RUN_I(declares, (unsigned *)n);
    RUN_I(parent, n);
    cudaMemset(n, 0, N * sizeof(int));
    library<<<2, N>>>(n, f);
    cudaDeviceSynchronize();
    print_i("library", n);
    print_f("library", f);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
