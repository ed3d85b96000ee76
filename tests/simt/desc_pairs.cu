// Which scan steps run as one descending loop, the barrier between their
// halves elided (src/simt/region.c, "descending pairs"), and which keep it.
#include <cstdio>

// elided: reads at or below its own element, writes its own
__global__ void step_below(int *p)
{
    __shared__ int s[64];
    s[threadIdx.x] = p[threadIdx.x];
    __syncthreads();
    for (unsigned off = 1; off < blockDim.x; off *= 2) {
        int v = threadIdx.x >= off ? s[threadIdx.x - off] : 0;
        __syncthreads();
        s[threadIdx.x] += v;
        __syncthreads();
    }
    p[threadIdx.x] = s[threadIdx.x];
}

// kept: reads above its own element
__global__ void step_above(int *p)
{
    __shared__ int s[64];
    s[threadIdx.x] = p[threadIdx.x];
    __syncthreads();
    for (unsigned off = 1; off < blockDim.x; off *= 2) {
        int v = threadIdx.x + off < blockDim.x ? s[threadIdx.x + off] : 0;
        __syncthreads();
        s[threadIdx.x] += v;
        __syncthreads();
    }
    p[threadIdx.x] = s[threadIdx.x];
}

// kept: the read's subscript is not known to be below the thread's own
__global__ void step_unguarded(int *p, unsigned k)
{
    __shared__ int s[64];
    s[threadIdx.x] = p[threadIdx.x];
    __syncthreads();
    for (unsigned off = 1; off < blockDim.x; off *= 2) {
        int v = s[(threadIdx.x - off) & k];
        __syncthreads();
        s[threadIdx.x] += v;
        __syncthreads();
    }
    p[threadIdx.x] = s[threadIdx.x];
}

// kept: the first half writes shared memory
__global__ void step_writes(int *p)
{
    __shared__ int s[64], t[64];
    s[threadIdx.x] = p[threadIdx.x];
    __syncthreads();
    for (unsigned off = 1; off < blockDim.x; off *= 2) {
        t[threadIdx.x] = threadIdx.x >= off ? s[threadIdx.x - off] : 0;
        __syncthreads();
        s[threadIdx.x] += t[threadIdx.x];
        __syncthreads();
    }
    p[threadIdx.x] = s[threadIdx.x];
}

// kept: the array read under another name too (above its own element)
__global__ void step_alias(int *p)
{
    __shared__ int s[64];
    int *q = s;
    s[threadIdx.x] = p[threadIdx.x];
    __syncthreads();
    for (unsigned off = 1; off < blockDim.x; off *= 2) {
        int v = threadIdx.x >= off ? s[threadIdx.x - off] : q[threadIdx.x + off];
        __syncthreads();
        s[threadIdx.x] += v;
        __syncthreads();
    }
    p[threadIdx.x] = s[threadIdx.x];
}

// kept: the second half writes through a __shared__ pointer (to s), the
// first reads s above its own element where the split does not hold
__global__ void step_pointer(int *p)
{
    __shared__ int s[64];
    __shared__ int *q;
    if (threadIdx.x == 0)
        q = s;
    s[threadIdx.x] = p[threadIdx.x];
    __syncthreads();
    for (unsigned off = 1; off < blockDim.x; off *= 2) {
        int v = threadIdx.x >= off ? s[threadIdx.x - off] : s[threadIdx.x + off];
        __syncthreads();
        q[threadIdx.x] += v;
        __syncthreads();
    }
    p[threadIdx.x] = s[threadIdx.x];
}

// kept: a thread may have returned
__global__ void step_return(int *p, int n)
{
    __shared__ int s[64];
    if ((int)threadIdx.x >= n)
        return;
    s[threadIdx.x] = p[threadIdx.x];
    __syncthreads();
    for (unsigned off = 1; off < (unsigned)n; off *= 2) {
        int v = threadIdx.x >= off ? s[threadIdx.x - off] : 0;
        __syncthreads();
        s[threadIdx.x] += v;
        __syncthreads();
    }
    p[threadIdx.x] = s[threadIdx.x];
}

int main(void)
{
    int *p;
    cudaMallocManaged(&p, 64 * sizeof(int));
    void (*ks[])(int *) = {step_below, step_above, step_writes, step_alias, step_pointer};
    for (int k = 0; k < 7; k++) {
        for (int i = 0; i < 64; i++)
            p[i] = (i * 7) % 5 - 2;
        if (k < 5)
            ks[k]<<<1, 64>>>(p);
        else if (k == 5)
            step_unguarded<<<1, 64>>>(p, 63u);
        else
            step_return<<<1, 64>>>(p, 48);
        cudaDeviceSynchronize();
        long sum = 0;
        for (int i = 0; i < 64; i++)
            sum += (long)p[i] * (i + 1);
        printf("%d: %d %d %d %ld\n", k, p[0], p[31], p[63], sum);
    }
    return 0;
}
