// Shuffles between pieces of a region kernel run warp by warp when every
// warp is whole, takes part with the full mask and no thread has left
// (src/emit/region.c, "warp steps"); otherwise as passes over the block.
// Each kernel here is run with shapes that take one path and the other
// (whole warps only: a shuffle reading a lane past the block's last is
// undefined), and prints what each thread ends with: the two paths, and
// the GPU, must agree.  Expected output from an H100.
#include <cstdio>
#include <cuda_fp16.h>

__device__ float tree_sum(float v)
{
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

// reductions, a butterfly, a broadcast, a scan with shfl_up and a width;
// a barrier makes it a region kernel
__global__ void mix(int *out, int width)
{
    __shared__ int seen;
    int t = threadIdx.x + blockDim.x * threadIdx.y;
    int lane = t % 32;
    if (t == 0)
        seen = 0;
    __syncthreads();
    float s = tree_sum((float)(t * 3 % 7));
    double m = t * 1.5;
    for (int off = 1; off < 32; off *= 2)
        m = fmax(m, __shfl_xor_sync(0xffffffffu, m, off));
    int b = __shfl_sync(0xffffffffu, t * 5, 3);
    int x = t % 5 + 1;
    for (int off = 1; off < width; off *= 2) {
        int y = __shfl_up_sync(0xffffffffu, x, off, width);
        if (lane % width >= off)
            x += y;
    }
    long long w = (long long)t << 33;
    w = __shfl_down_sync(0xffffffffu, w, 5, 16);
    atomicAdd(&seen, 1);
    __syncthreads();
    int n = blockDim.x * blockDim.y;
    out[4 * t] = (int)s + seen;
    out[4 * t + 1] = (int)m + b;
    out[4 * t + 2] = x;
    out[4 * t + 3] = (int)(w >> 33) + n;
}

// a thread gone before the shuffles: the block's passes
__global__ void gone(int *out, int stop)
{
    int t = threadIdx.x;
    out[t] = -1;
    if (t >= stop)
        return;
    __syncthreads();
    unsigned mask = (t / 32 + 1) * 32 <= stop ? 0xffffffffu : (1u << (stop % 32)) - 1;
    int v = t + 1;
    v += __shfl_xor_sync(mask, v, 1);
    out[t] = v;
}

// a class type (__half2), two shuffles in a row, a return after them
__global__ void structs(int *out)
{
    __shared__ int flag;
    int t = threadIdx.x + blockDim.x * threadIdx.y;
    if (t == 0)
        flag = 7;
    __syncthreads();
    __half2 p = __halves2half2(__int2half_rn(t), __int2half_rn(100 - t));
    p = __shfl_xor_sync(0xffffffffu, p, 2);
    int q = t * t;
    q = __shfl_down_sync(0xffffffffu, q, 1);
    out[t] = (int)__low2float(p) * 1000 + (int)__high2float(p) + q + flag;
    if (t % 3 == 0)
        return;
    out[t] += 1;
}

// half a warp in the mask, the other half idle
__global__ void half_mask(int *out)
{
    int t = threadIdx.x;
    __syncthreads();
    int v = t * 2;
    if (t % 32 < 16)
        v = __shfl_down_sync(0x0000ffffu, v, 4, 16);
    out[t] = v;
}

// shuffles under a condition of the thread: whole warps in or out (the
// warp steps, skipping the warps out), or the even lanes of each warp
// with a mask that names them (passes)
__global__ void preds(int *out, int split)
{
    __shared__ int base;
    int t = threadIdx.x;
    if (t == 0)
        base = 1000;
    __syncthreads();
    float v = t;
    if (t % split < split / 2) {
        if (split >= 64)
            v = tree_sum(v);
        int u = t * 7;
        u = __shfl_xor_sync(split >= 64 ? 0xffffffffu : 0x55555555u, u, 2);
        v += u;
    }
    out[t] = (int)v + base;
}

static void show(const char *name, const int *o, int n)
{
    long long sum = 0;
    printf("%s:", name);
    for (int i = 0; i < n; i++) {
        sum += (long long)o[i] * (i % 13 + 1);
        if (i < 12)
            printf(" %d", o[i]);
    }
    printf(" ... sum %lld\n", sum);
}

int main()
{
    int *o;
    cudaMallocManaged(&o, 4 * 1024 * sizeof(int));
    const struct {
        dim3 block;
        int width;
    } shapes[] = {{dim3(64), 32}, {dim3(32, 4), 8}, {dim3(8, 12), 16}, {dim3(16, 6), 4}, {dim3(256), 2}};
    for (const auto &s : shapes) {
        mix<<<2, s.block>>>(o, s.width);
        cudaDeviceSynchronize();
        char name[64];
        snprintf(name, sizeof name, "mix %ux%u w%d", s.block.x, s.block.y, s.width);
        show(name, o, 4 * (int)(s.block.x * s.block.y));
    }
    gone<<<1, 64>>>(o, 64);
    cudaDeviceSynchronize();
    show("gone none", o, 64);
    gone<<<1, 64>>>(o, 40);
    cudaDeviceSynchronize();
    show("gone 24", o, 64);
    structs<<<1, 96>>>(o);
    cudaDeviceSynchronize();
    show("structs 96", o, 96);
    structs<<<1, dim3(16, 4)>>>(o);
    cudaDeviceSynchronize();
    show("structs 16x4", o, 64);
    preds<<<1, 128>>>(o, 64);
    cudaDeviceSynchronize();
    show("preds whole warps", o, 128);
    preds<<<1, 128>>>(o, 2);
    cudaDeviceSynchronize();
    show("preds split warps", o, 128);
    half_mask<<<1, 64>>>(o);
    cudaDeviceSynchronize();
    show("half mask", o, 64);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
