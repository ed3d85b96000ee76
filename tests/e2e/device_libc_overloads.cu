// Overloads of malloc, free and fmaxf that a program (or a library such as
// Thrust, whose malloc takes a policy) declares with other parameters:
// calls with the C library's arity are the device runtime's, the others
// the program's own.
#include <cstdio>

struct Arena {
    char *base;
    unsigned used;
};

__device__ void *malloc(Arena &a, unsigned n)
{
    void *p = a.base + a.used;
    a.used += (n + 15) / 16 * 16;
    return p;
}

__device__ void free(Arena &a, void *p)
{
    a.used = (unsigned)((char *)p - a.base);
}

__device__ float fmaxf(float a, float b, float c)
{
    return ::fmaxf(::fmaxf(a, b), c);
}

__global__ void kernel(char *pool, int *out)
{
    Arena arena = { pool + 64 * threadIdx.x, 0 };
    int *own = (int *)malloc(arena, 20);        // the program's
    int *heap = (int *)malloc(2 * sizeof(int)); // the device heap's
    own[0] = 7 * threadIdx.x;
    heap[0] = own[0] + 1;
    out[threadIdx.x * 4] = (int)arena.used;
    out[threadIdx.x * 4 + 1] = heap[0];
    free(arena, own);
    out[threadIdx.x * 4 + 2] = (int)arena.used;
    free(heap);
    out[threadIdx.x * 4 + 3] = (int)fmaxf((float)threadIdx.x, 2.5f, fmaxf(1.0f, 0.5f));
}

int main()
{
    char *pool;
    int *out;
    cudaMalloc(&pool, 64 * 4);
    cudaMallocManaged(&out, 16 * sizeof(int));
    kernel<<<1, 4>>>(pool, out);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    for (int t = 0; t < 4; t++)
        printf("thread %d: used %d, heap %d, after free %d, max %d\n", t, out[t * 4], out[t * 4 + 1], out[t * 4 + 2],
               out[t * 4 + 3]);
    return 0;
}
