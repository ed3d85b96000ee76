// Which kernels with barriers run as regions between barriers
// (src/simt/region.c), and why the others stay on fibers: one kernel per
// rule.  tests/run_strategies.sh compares `cucc --dump=simt` with
// regions.simt, then runs the program on fibers and with the default
// strategies, which must print the same.
#include <cstdio>

#define N 64

__device__ int helper(int v) { return v * 3 + 1; }

/* regions */
__global__ void straight(int *y)
{
    __shared__ int s[N];
    int me = threadIdx.x;
    s[me] = helper(me);
    __syncthreads();
    y[me] = s[N - 1 - me];
}
__global__ void uniform_loop(int *y, int rounds)
{
    __shared__ int s[N];
    int v = threadIdx.x;
    for (int r = 0; r < rounds; r++) {
        s[threadIdx.x] = v;
        __syncthreads();
        v += s[(threadIdx.x + r) % N];
        __syncthreads();
    }
    y[threadIdx.x] = v;
}
__global__ void uniform_if(int *y, int flag)
{
    __shared__ int s[N];
    int v = threadIdx.x * 2;
    if (flag > 0) {
        s[threadIdx.x] = v;
        __syncthreads();
        v = s[1] + v;
    }
    y[threadIdx.x] = v;
}
__global__ void exits_early(int *y, int n)
{
    __shared__ int s[N];
    if (threadIdx.x >= n)
        return;
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    y[threadIdx.x] = s[n - 1 - threadIdx.x];
}
__global__ void shared_condition(int *y)
{
    __shared__ int more;
    __shared__ int count;
    if (threadIdx.x == 0) {
        more = 1;
        count = 0;
    }
    __syncthreads();
    while (more) {
        __syncthreads();
        if (threadIdx.x == 0 && ++count == 5)
            more = 0;
        __syncthreads();
    }
    y[threadIdx.x] = count + threadIdx.x;
}

__global__ void counted(int *y)
{
    int c = __syncthreads_count(threadIdx.x & 1);
    y[threadIdx.x] = c;
}
__global__ void warp_branch(int *y)
{
    int v = threadIdx.x;
    if (threadIdx.x >= 32)
        v = __shfl_xor_sync(0xffffffffu, v, 1);
    else
        v = __reduce_add_sync(0xffffffffu, v);
    y[threadIdx.x] = v;
}

__device__ int lane_sum(int v)
{
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}
__global__ void helper_call(int *y)
{
    int v = lane_sum((int)threadIdx.x);
    y[threadIdx.x] = v;
}

/* no barrier, but a heavy loop with a uniform trip count: regions */
__global__ void naive_pairs(int *y, int n)
{
    int me = threadIdx.x, acc = 0, last = 0;
    for (int j = 0; j < n; j++) {
        int d = (me - j) * (me + j) + 3;
        int w = (d % 13) * (j % 5) - (d >> 2) % 7;
        acc += w * w - d % 11;
        last = (last * 5 + w) % 101;
    }
    y[me] = acc + last;
}

/* fibers */
__device__ int later_sum(int v);
__global__ void helper_later(int *y)
{
    int v = later_sum((int)threadIdx.x);
    y[threadIdx.x] = v;
}
__device__ int later_sum(int v) { return __reduce_add_sync(0xffffffffu, v); }
__device__ void by_ref(int &v) { v += __shfl_xor_sync(0xffffffffu, v, 1); }
__global__ void helper_ref(int *y)
{
    int v = threadIdx.x;
    by_ref(v);
    y[threadIdx.x] = v;
}
__global__ void two_in_one(int *y)
{
    int v = __any_sync(0xffffffffu, threadIdx.x > 3) + __all_sync(0xffffffffu, threadIdx.x > 3);
    y[threadIdx.x] = v;
}
__global__ void conditional(int *y)
{
    int v = y[0] == 0 ? __shfl_sync(0xffffffffu, (int)threadIdx.x, 0) : 5;
    y[threadIdx.x] = v;
}
__global__ void divergent(int *y)
{
    int v = threadIdx.x;
    if (threadIdx.x < 1000)     /* every thread, but the analysis cannot know */
        __syncthreads();
    y[threadIdx.x] = v;
}
__global__ void breaks(int *y, int rounds)
{
    int v = 0;
    for (int r = 0; r < rounds; r++) {
        __syncthreads();
        if (r == 3)
            break;
        v += r;
    }
    y[threadIdx.x] = v;
}
__global__ void param_modified(int *y, int k)
{
    k += threadIdx.x;
    __syncthreads();
    y[threadIdx.x] = k;
}
__global__ void auto_across(int *y)
{
    auto v = y[threadIdx.x] + 2;
    __syncthreads();
    y[threadIdx.x] = v;
}
__global__ void with_goto(int *y)
{
    int v = threadIdx.x;
    if (v > 5)
        goto out;
    v = 7;
out:
    __syncthreads();
    y[threadIdx.x] = v;
}
__global__ void per_thread_trip(int *y)
{
    int v = 0;
    for (int r = 0; r < (int)threadIdx.x % 3; r++)
        v += r;
    for (int r = 0; r < 2 + (int)(threadIdx.x / 1000); r++) {
        __syncthreads();
        v++;
    }
    y[threadIdx.x] = v;
}

static void print(const char *name, const int *y)
{
    long s = 0;
    for (int i = 0; i < N; i++)
        s += (long)y[i] * (i + 1);
    printf("%s %ld\n", name, s);
}
// The loop's bound is a template parameter: a constant, so uniform.
template <int T> __global__ void templ_bound(int *y)
{
    __shared__ int s[N];
    int v = 0;
    for (int k = 0; k < T; k++) {
        s[threadIdx.x] = threadIdx.x * (k + 1);
        __syncthreads();
        v += s[(threadIdx.x + k) % N];
        __syncthreads();
    }
    y[threadIdx.x] = v;
}

int main()
{
    int *n;
    cudaMallocManaged(&n, N * sizeof(int));
#define RUN(k, ...) cudaMemset(n, 0, N * sizeof(int)); k<<<1, N>>>(__VA_ARGS__); cudaDeviceSynchronize(); print(#k, n)
    RUN(straight, n);
    RUN(uniform_loop, n, 4);
    RUN(uniform_if, n, 1);
    RUN(uniform_if, n, 0);
    RUN(exits_early, n, 40);
    RUN(shared_condition, n);
    RUN(counted, n);
    RUN(warp_branch, n);
    RUN(helper_call, n);
    RUN(naive_pairs, n, 50);
    RUN(helper_later, n);
    RUN(helper_ref, n);
    RUN(two_in_one, n);
    RUN(conditional, n);
    RUN(divergent, n);
    RUN(breaks, n, 6);
    RUN(param_modified, n, 9);
    RUN(auto_across, n);
    RUN(with_goto, n);
    RUN(per_thread_trip, n);
    RUN(templ_bound<3>, n);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
