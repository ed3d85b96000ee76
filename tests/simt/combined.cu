// NORUN (no main: the dump is the test)
// Which atomics a region piece may sum before adding them to memory
// (src/simt/region.c, "combined atomics"): --dump=simt lists them.  A
// barrier first makes each kernel a region one (one without runs as a
// thread loop, which sums nothing).
#include <cuda_runtime.h>

__device__ unsigned counter;
__device__ void log_it(unsigned *p, unsigned v) { *p = v; }

// summed: the shared histogram's flush
__global__ void flush(unsigned *hist)
{
    __shared__ unsigned local[256];
    local[threadIdx.x] = threadIdx.x;
    __syncthreads();
    if (local[threadIdx.x])
        atomicAdd(&hist[threadIdx.x], local[threadIdx.x]);
}

// summed: the input points to const of another type
__global__ void other_type(const unsigned char *in, unsigned *hist)
{
    __syncthreads();
    atomicAdd(&hist[in[threadIdx.x]], 1u);
}

// summed: the input may be the counters, but each thread reads it
// before its add
__global__ void same_type(const unsigned *in, unsigned *hist)
{
    __syncthreads();
    atomicAdd(&hist[in[threadIdx.x] % 8], 1u);
}

// not: a read after the add, of what may be the counters
__global__ void same_type_after(const unsigned *in, unsigned *hist, unsigned *out)
{
    __syncthreads();
    atomicAdd(&hist[threadIdx.x % 8], 1u);
    if (in[threadIdx.x] == 0)
        atomicAdd(&hist[8], 1u);
}

// summed: a scatter-add, every read before the thread's add
__global__ void scatter(int *key, int *val, int *out, int *seen)
{
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    seen[i] = out[key[i]];
    atomicAdd(&out[key[i]], val[i]);
}

// not: a loop's next turn reads after this turn's add
__global__ void loop_reads(unsigned *hist)
{
    __syncthreads();
    for (int j = 0; j < 4; j++) {
        unsigned v = hist[j];
        atomicAdd(&hist[j + 4], v);
    }
}

// summed: __restrict__ says it is not
__global__ void same_type_restrict(const unsigned *__restrict__ in, unsigned *hist)
{
    __syncthreads();
    atomicAdd(&hist[in[threadIdx.x] % 8], 1u);
}

// summed: a global variable's counter, the input read before the add
__global__ void global_counter(const unsigned char *in)
{
    __syncthreads();
    atomicAdd(&counter, (unsigned)in[threadIdx.x]);
}

// not: the input read after it, not __restrict__
__global__ void global_counter_after(const unsigned char *in, unsigned *out)
{
    __syncthreads();
    atomicAdd(&counter, 1u);
    if (in[threadIdx.x])
        atomicAdd(&counter, 2u);
}

// summed: a global variable's counter and nothing read
__global__ void global_only(void)
{
    __syncthreads();
    atomicAdd(&counter, threadIdx.x);
}

// not: the old value is used
__global__ void old_value(unsigned *hist, unsigned *out)
{
    __syncthreads();
    unsigned old = atomicAdd(&hist[0], 1u);
    if (old == 0)
        atomicAdd(&hist[1], 1u);
}

// not: a call of a function that is not pure
__global__ void calls(unsigned *hist, unsigned *out)
{
    __syncthreads();
    atomicAdd(&hist[threadIdx.x % 4], 1u);
    log_it(out, threadIdx.x);
}

// not: a fence orders the add before the flag's
__global__ void fenced(unsigned *hist, unsigned *flag)
{
    __syncthreads();
    atomicAdd(&hist[threadIdx.x % 4], 1u);
    __threadfence();
    atomicAdd(flag, 1u);
}

// not: a store to global memory
__global__ void stores(unsigned *hist, float *out)
{
    __syncthreads();
    atomicAdd(&hist[threadIdx.x % 4], 1u);
    out[threadIdx.x] = 1.0f;
}

// not: through a local pointer, through a reference
__global__ void indirect(unsigned *hist)
{
    __syncthreads();
    unsigned *h = hist + 4;
    atomicAdd(&h[threadIdx.x % 4], 1u);
    unsigned &r = hist[0];
    atomicAdd(&r, 1u);
}

// summed in the piece after the barrier only: the first reads hist
__global__ void two_pieces(unsigned *hist, unsigned *out)
{
    __shared__ unsigned s[64];
    atomicAdd(&hist[threadIdx.x % 4], 1u);
    s[threadIdx.x] = hist[0];
    __syncthreads();
    atomicSub(&hist[4 + threadIdx.x % 4], s[63 - threadIdx.x]);
}

// summed without a barrier: a thread loop kernel becomes a region one
__global__ void no_barrier(const unsigned char *in, unsigned *hist)
{
    atomicAdd(&hist[in[blockIdx.x * blockDim.x + threadIdx.x]], 1u);
}

// not: a thread loop whose adds are read back stays one
__global__ void no_barrier_reads(unsigned *hist, unsigned *out)
{
    atomicAdd(&hist[threadIdx.x % 4], 1u);
    out[threadIdx.x] = hist[threadIdx.x % 4];
}

// not: after the add, memory reached through a pointer in shared memory,
// through a pointer member of an input, or an input without __restrict__
struct Args {
    unsigned *h;
};
__global__ void through_pointers(unsigned *hist, const Args *__restrict__ a, const unsigned int *in,
                                 unsigned *out)
{
    __shared__ unsigned *sp;
    sp = hist;
    __syncthreads();
    atomicAdd(&hist[0], 1u);
    out[0] = sp[0] + a[0].h[0] + in[0];
}

// not: the store `h[0] =` is sequenced after the add in its operand
__global__ void sequenced(unsigned *h)
{
    __syncthreads();
    h[0] = (atomicAdd(&h[0], 1u), 7u);
}

// not: an add in a branch of ?: (its other branch is a value)
__global__ void conditional(unsigned *h)
{
    __syncthreads();
    (threadIdx.x & 1) ? atomicAdd(&h[0], 1u) : 0u;
}

// not: a function of the program's own named like a pure one reads memory
__device__ unsigned min(const unsigned *p, unsigned v) { return *p < v ? *p : v; }
__global__ void own_min(unsigned *hist, unsigned *out)
{
    __syncthreads();
    atomicAdd(&hist[0], 1u);
    out[threadIdx.x] = min(hist, 100u);
}
