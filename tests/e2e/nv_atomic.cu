// __nv_atomic_* built-ins (CUDA 12.8+): every operation with memory orders
// and scopes, from many threads at once; results checked against what the
// operations must give in any order.
#include <cstdio>

struct Pair {
    long long a, b;
};

struct alignas(16) Wide {
    long long lo, hi;
};

__device__ int counter;
__device__ unsigned long long ucounter;
__device__ float fsum;
__device__ double dsum;
__device__ int imin, imax;
__device__ unsigned bits_and, bits_or, bits_xor;
__device__ int ticket;
__device__ int exchanged;
__device__ Wide wide;
__device__ int flag, payload;

__global__ void hammer(int *seen, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    seen[i] = __nv_atomic_fetch_add(&counter, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    __nv_atomic_add(&ucounter, 3ull, __NV_ATOMIC_RELAXED);
    __nv_atomic_fetch_sub(&counter, 0, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_BLOCK);
    __nv_atomic_fetch_add(&fsum, 0.5f, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    __nv_atomic_add(&dsum, 0.25, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_SYSTEM);
    __nv_atomic_fetch_min(&imin, 1000 - i, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    __nv_atomic_max(&imax, i * 3 - 7, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    __nv_atomic_fetch_and(&bits_and, ~(1u << (i % 32)) | (i >= 32 ? ~0u : 0u), __NV_ATOMIC_RELAXED,
                          __NV_THREAD_SCOPE_DEVICE);
    __nv_atomic_or(&bits_or, 1u << (i % 13), __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    __nv_atomic_fetch_xor(&bits_xor, (unsigned)i, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    /* a ticket taken by compare-exchange: every thread gets a distinct one */
    int expected = __nv_atomic_load_n(&ticket, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
    while (!__nv_atomic_compare_exchange_n(&ticket, &expected, expected + 1, false, __NV_ATOMIC_ACQ_REL,
                                           __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE))
        ;
    seen[n + i] = expected;
    __nv_atomic_exchange_n(&exchanged, i, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}

__global__ void generic_forms(int *result)
{
    Pair p = {1, 2}, q = {3, 4}, r;
    __shared__ Pair sp;
    if (threadIdx.x == 0) {
        __nv_atomic_store(&sp, &p, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_BLOCK);
        __nv_atomic_exchange(&sp, &q, &r, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_BLOCK);
        result[0] = (int)(r.a * 10 + r.b);
        Pair expect = {3, 4}, desired = {5, 6};
        bool ok = __nv_atomic_compare_exchange(&sp, &expect, &desired, false, __NV_ATOMIC_SEQ_CST,
                                               __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
        Pair wrong = {0, 0};
        bool fails = __nv_atomic_compare_exchange(&sp, &wrong, &desired, true, __NV_ATOMIC_SEQ_CST,
                                                  __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
        __nv_atomic_load(&sp, &r, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_BLOCK);
        result[1] = ok * 100 + fails * 10 + (int)(wrong.a + wrong.b);
        result[2] = (int)(r.a * 10 + r.b);
        Wide w = {7, 8}, got;
        __nv_atomic_store(&wide, &w, __NV_ATOMIC_SEQ_CST);
        __nv_atomic_load(&wide, &got, __NV_ATOMIC_SEQ_CST);
        result[3] = (int)(got.lo * 10 + got.hi);
        char c = 'a';
        __shared__ char sc;
        __nv_atomic_store_n(&sc, c, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
        result[4] = __nv_atomic_load_n(&sc, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
    }
}

/* Message passing: a release store of the flag after the payload, an
 * acquire load before reading it, between two blocks. */
__global__ void message(int *out)
{
    if (blockIdx.x == 0) {
        payload = 42;
        __nv_atomic_thread_fence(__NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE);
        __nv_atomic_store_n(&flag, 1, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE);
    } else {
        while (__nv_atomic_load_n(&flag, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE) == 0)
            ;
        out[0] = payload;
    }
}

int main(void)
{
    const int n = 1000;
    int *seen;
    cudaMallocManaged(&seen, 2 * n * sizeof(int));
    int big = 1 << 30, zero = 0;
    unsigned ones = ~0u;
    cudaMemcpyToSymbol(imin, &big, sizeof big);
    int small = -(1 << 30);
    cudaMemcpyToSymbol(imax, &small, sizeof small);
    cudaMemcpyToSymbol(bits_and, &ones, sizeof ones);
    cudaMemcpyToSymbol(counter, &zero, sizeof zero);
    hammer<<<(n + 127) / 128, 128>>>(seen, n);
    cudaDeviceSynchronize();
    int c, mn, mx, ex, tk;
    unsigned long long uc;
    float f;
    double d;
    unsigned ba, bo, bx;
    cudaMemcpyFromSymbol(&c, counter, sizeof c);
    cudaMemcpyFromSymbol(&uc, ucounter, sizeof uc);
    cudaMemcpyFromSymbol(&f, fsum, sizeof f);
    cudaMemcpyFromSymbol(&d, dsum, sizeof d);
    cudaMemcpyFromSymbol(&mn, imin, sizeof mn);
    cudaMemcpyFromSymbol(&mx, imax, sizeof mx);
    cudaMemcpyFromSymbol(&ba, bits_and, sizeof ba);
    cudaMemcpyFromSymbol(&bo, bits_or, sizeof bo);
    cudaMemcpyFromSymbol(&bx, bits_xor, sizeof bx);
    cudaMemcpyFromSymbol(&tk, ticket, sizeof tk);
    cudaMemcpyFromSymbol(&ex, exchanged, sizeof ex);
    /* every old value of the counter and every ticket seen exactly once */
    static char hit[2][n];
    int dup = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 2; k++) {
            int v = seen[k * n + i];
            if (v < 0 || v >= n || hit[k][v]++)
                dup++;
        }
    printf("counter %d ucounter %llu fsum %g dsum %g\n", c, uc, f, d);
    printf("min %d max %d and %08x or %08x xor %08x\n", mn, mx, ba, bo, bx);
    printf("tickets %d, exchanged one of ours: %d, duplicates %d\n", tk, ex >= 0 && ex < n, dup);

    int *result;
    cudaMallocManaged(&result, 8 * sizeof(int));
    generic_forms<<<1, 32>>>(result);
    message<<<2, 1>>>(result + 5);
    cudaDeviceSynchronize();
    printf("generic: exchange got %d, cas %d, now %d, wide %d, char %c, message %d\n", result[0],
           result[1], result[2], result[3], result[4], result[5]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
