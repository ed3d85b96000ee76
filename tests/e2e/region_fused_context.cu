// Region kernels whose blocks run fused along x while values live across
// barriers (context variables, one array for all the blocks of a run):
// a grid-stride sum then a shared tree in a uniform loop, a 2D block, a
// block of 1024 threads, a grid that is no multiple of the run, a
// do-while and an if on blockDim around barriers, warp collectives (each
// block's part of the run's arrays), and a loop whose bound is read from
// memory (not fused: the same results either way).
#include <cstdio>

__global__ void tree_sum(const float *x, float *partial, int n)
{
    __shared__ float s[256];
    float v = 0;
    int count = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        v += x[i];
        count++;
    }
    s[threadIdx.x] = v;
    __syncthreads();
    for (int half = blockDim.x / 2; half > 0; half /= 2) {
        if (threadIdx.x < half)
            s[threadIdx.x] += s[threadIdx.x + half];
        __syncthreads();
    }
    float total = s[0];
    __syncthreads();
    s[threadIdx.x] = (float)count;
    __syncthreads();
    if (threadIdx.x == 0)
        partial[blockIdx.x] = total * 1000 + s[blockDim.x - 1];
}

// 2D blocks: each thread keeps its own value across barriers and rotates
// a row of the tile; a do-while and an if on blockDim around barriers.
__global__ void rotate2d(const int *in, int *out, int w)
{
    __shared__ int t[8][32];
    int gx = blockIdx.x * 32 + threadIdx.x, gy = blockIdx.y * 8 + threadIdx.y;
    int mine = in[gy * w + gx] * 3 + (int)blockIdx.x;
    int step = 0;
    do {
        t[threadIdx.y][threadIdx.x] = mine;
        __syncthreads();
        mine = t[threadIdx.y][(threadIdx.x + 1) % 32] + 1;
        __syncthreads();
        step++;
    } while (step < 3);
    if (blockDim.y > 4) {
        t[threadIdx.y][threadIdx.x] = mine;
        __syncthreads();
        mine += t[(threadIdx.y + 1) % 8][threadIdx.x];
    }
    out[gy * w + gx] = mine * 10 + step;
}

// No context variables: a do-while counted by a uniform local and an if
// on blockDim around barriers, run once for all the fused blocks.
__global__ void smooth(const int *in, int *out)
{
    __shared__ int t[64], u[64];
    t[threadIdx.x] = in[blockIdx.x * 64 + threadIdx.x];
    __syncthreads();
    int rounds = 0;
    do {
        u[threadIdx.x] = t[(threadIdx.x + 1) % 64] + 2 * t[threadIdx.x] + (int)blockIdx.x;
        __syncthreads();
        t[threadIdx.x] = u[threadIdx.x] % 1009;
        __syncthreads();
        rounds++;
    } while (rounds < 4);
    if (blockDim.x == 64) {
        u[threadIdx.x] = t[63 - threadIdx.x];
        __syncthreads();
    }
    out[blockIdx.x * 64 + threadIdx.x] = u[threadIdx.x] * 10 + rounds;
}

__device__ int warp_total(int v)
{
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

// A grid-stride sum, then shuffles with uniform and per-thread lanes, a
// ballot, __syncthreads_count, and a device function of shuffles called
// by the first warp only.
__global__ void warp_mix(const int *in, int *out, int *sums, int n)
{
    __shared__ int ws[32];
    int v = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        v += in[i];
    int lane = threadIdx.x % 32;
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    unsigned big = __ballot_sync(0xffffffffu, v > 400);
    int many = __syncthreads_count(v > 300);
    int other = __shfl_sync(0xffffffffu, v, (lane * 7 + 3) % 32);
    if (lane == 0)
        ws[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        int w = threadIdx.x < blockDim.x / 32 ? ws[threadIdx.x] : 0;
        w = warp_total(w);
        if (threadIdx.x == 0)
            sums[blockIdx.x] = w;
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = (int)(big % 1000) + many * 7 + other * 3;
}

// 1024 threads a block: a run holds four blocks.
__global__ void wide(const int *in, int *out)
{
    __shared__ int s[1024];
    int i = blockIdx.x * 1024 + threadIdx.x;
    int a = in[i], b = a * a % 97;
    s[threadIdx.x] = a;
    __syncthreads();
    int c = s[1023 - threadIdx.x];
    __syncthreads();
    s[threadIdx.x] = b + c;
    __syncthreads();
    out[i] = s[(threadIdx.x + 5) % 1024] - a + (int)blockIdx.x;
}

// The loop's bound comes from memory.
__global__ void bounded(const int *rounds, int *out)
{
    __shared__ int s[128];
    int v = (int)(blockIdx.x * 128 + threadIdx.x);
    for (int r = 0; r < rounds[0]; r++) {
        s[threadIdx.x] = v;
        __syncthreads();
        v = s[127 - threadIdx.x] + r;
        __syncthreads();
    }
    out[blockIdx.x * 128 + threadIdx.x] = v;
}

int main()
{
    const int n = 1 << 20, blocks = 333;
    float *x, *partial;
    cudaMallocManaged(&x, n * sizeof(float));
    cudaMallocManaged(&partial, blocks * sizeof(float));
    for (int i = 0; i < n; i++)
        x[i] = (float)(i % 4);
    tree_sum<<<blocks, 256>>>(x, partial, n);
    cudaDeviceSynchronize();
    double c = 0;
    for (int b = 0; b < blocks; b++)
        c += (double)partial[b] * (b % 7 + 1);
    printf("tree_sum: %g %g %g, check %.0f\n", partial[0], partial[1], partial[blocks - 1], c);

    const int w = 32 * 37, h = 8 * 3;
    int *in, *out;
    cudaMallocManaged(&in, w * h * sizeof(int));
    cudaMallocManaged(&out, w * h * sizeof(int));
    for (int i = 0; i < w * h; i++)
        in[i] = i % 13;
    rotate2d<<<dim3(37, 3), dim3(32, 8)>>>(in, out, w);
    cudaDeviceSynchronize();
    long cr = 0;
    for (int i = 0; i < w * h; i++)
        cr += (long)out[i] * (i % 11 + 1);
    printf("rotate2d: %d %d %d, check %ld\n", out[0], out[1], out[w * h - 1], cr);

    int *win;
    cudaMallocManaged(&win, 1024 * 23 * sizeof(int));
    for (int i = 0; i < 1024 * 23; i++)
        win[i] = i % 101;
    wide<<<23, 1024>>>(win, out);
    cudaDeviceSynchronize();
    long cw = 0;
    for (int i = 0; i < 1024 * 23; i++)
        cw += (long)out[i] * (i % 5 + 1);
    printf("wide: %d %d %d, check %ld\n", out[0], out[1], out[1024 * 23 - 1], cw);

    smooth<<<50, 64>>>(win, out);
    cudaDeviceSynchronize();
    long cs = 0;
    for (int i = 0; i < 50 * 64; i++)
        cs += (long)out[i] * (i % 7 + 1);
    printf("smooth: %d %d, check %ld\n", out[0], out[50 * 64 - 1], cs);

    int *mix, *sums;
    cudaMallocManaged(&mix, 200 * 256 * sizeof(int));
    cudaMallocManaged(&sums, 200 * sizeof(int));
    int shapes[2] = {256, 96};
    for (int h = 0; h < 2; h++) {
        int t = shapes[h];
        warp_mix<<<200, t>>>(win, mix, sums, 1024 * 23);
        cudaDeviceSynchronize();
        long cm = 0, cs2 = 0;
        for (int i = 0; i < 200 * t; i++)
            cm += (long)mix[i] * (i % 9 + 1);
        for (int b = 0; b < 200; b++)
            cs2 += (long)sums[b] * (b % 4 + 1);
        printf("warp_mix %d: %d %d %d, sums %d %d, check %ld %ld\n", t, mix[0], mix[33], mix[200 * t - 1],
               sums[0], sums[199], cm, cs2);
    }

    int *rounds;
    cudaMallocManaged(&rounds, sizeof(int));
    rounds[0] = 3;
    bounded<<<45, 128>>>(rounds, out);
    cudaDeviceSynchronize();
    long cb = 0;
    for (int i = 0; i < 45 * 128; i++)
        cb += (long)out[i] * (i % 3 + 1);
    printf("bounded: %d %d, check %ld\n", out[0], out[45 * 128 - 1], cb);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
