// Kernels with barriers that run as regions between barriers (strategy 2,
// src/simt/region.c) compute what fibers compute: barriers in uniform
// loops, ifs and do/while loops, an early return before barriers, values
// kept across several barriers, 2D and 3D blocks, a partial last warp,
// shared-memory trees, locals recomputed from threadIdx, local arrays and
// structs kept across barriers, and the order threads run in between two
// barriers (tickets from an atomic counter).  run_e2e.sh runs it with
// CUCC_SIMT=fiber too and requires the same output; tests/simt/regions.cu
// checks which kernels get regions.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %d %s\n", __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

static int failures;
#define EXPECT(cond, ...) do { if (!(cond)) { failures++; printf("FAIL line %d: ", __LINE__); \
    printf(__VA_ARGS__); printf("\n"); } } while (0)

/* Tree sum in shared memory: barrier in a loop whose trip count comes from
 * blockDim; the loop counter halves. */
__global__ void tree_sum(const int *in, int *out)
{
    extern __shared__ int s[];
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (unsigned step = blockDim.x / 2; step > 0; step >>= 1) {
        if (t < step)
            s[t] += s[t + step];
        __syncthreads();
    }
    if (t == 0)
        out[blockIdx.x] = s[0];
}

/* Early return before barriers: threads past n leave, the rest keep going
 * through two barriers (B.6: a barrier waits for threads that have not
 * exited). */
__global__ void early_exit(const int *in, int *out, int n)
{
    __shared__ int buf[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int v = in[i] * 3;
    buf[threadIdx.x] = v;
    __syncthreads();
    int left = threadIdx.x > 0 ? buf[threadIdx.x - 1] : -1;
    __syncthreads();
    buf[threadIdx.x] = left + v;
    __syncthreads();
    out[i] = buf[threadIdx.x] + (threadIdx.x + 1 < blockDim.x && i + 1 < n ? 1 : 0);
}

/* A value live across several barriers and loop iterations; a uniform
 * while loop and a do/while; a uniform if with an else. */
__global__ void live_values(int *out, int rounds, int mode)
{
    __shared__ int ring[128];
    int me = threadIdx.x, acc = me, hist[3] = {0, 0, 0};
    int r = 0;
    while (r < 3) {
        ring[me] = acc;
        __syncthreads();
        acc += ring[(me + 1) % blockDim.x];
        hist[r] = acc;
        __syncthreads();
        r++;
    }
    int k = 0;
    do {
        ring[me] = acc ^ k;
        __syncthreads();
        acc = ring[blockDim.x - 1 - me] + 1;
        __syncthreads();
        k++;
    } while (k < rounds);
    if (mode == 1) {
        ring[me] = acc * 2;
        __syncthreads();
        acc = ring[0];
    } else {
        ring[me] = acc * 5;
        __syncthreads();
        acc = ring[blockDim.x - 1];
    }
    out[blockIdx.x * blockDim.x + me] = acc + hist[0] + hist[1] * 7 + hist[2] * 13;
}

/* 2D tile transpose through padded shared memory, blocks of 16x8; the
 * indices are recomputed from threadIdx after the barrier. */
__global__ void transpose(const float *in, float *out, int w, int h)
{
    __shared__ float tile[16][17];
    int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 16 + threadIdx.y;
    for (int j = 0; j < 16; j += 8)
        if (x < w && y + j < h)
            tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
    __syncthreads();
    int tx = blockIdx.y * 16 + threadIdx.x, ty = blockIdx.x * 16 + threadIdx.y;
    for (int j = 0; j < 16; j += 8)
        if (tx < h && ty + j < w)
            out[(ty + j) * h + tx] = tile[threadIdx.x][threadIdx.y + j];
}

/* 3D block, a struct kept across a barrier, and the order threads run in
 * between barriers. */
struct Pair {
    int a;
    float b;
};

__global__ void order3d(unsigned *counter, unsigned *ticket, int *sum)
{
    __shared__ int cell[4][3][5];
    Pair p;
    p.a = threadIdx.x + 10 * threadIdx.y + 100 * threadIdx.z;
    p.b = 0.5f * p.a;
    unsigned t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    ticket[t] = atomicAdd(counter, 1u);
    cell[threadIdx.z][threadIdx.y][threadIdx.x] = p.a;
    __syncthreads();
    ticket[60 + t] = atomicAdd(counter, 1u);
    int other = cell[2 - threadIdx.z % 3 + 1 > 3 ? 0 : 3 - threadIdx.z][threadIdx.y][threadIdx.x];
    __syncthreads();
    sum[t] = other + (int)(p.b * 2) + p.a;
}

/* A partial last warp (50 threads) and a block-wide count through shared
 * atomics between barriers. */
__global__ void count_odd(const int *in, int *out)
{
    __shared__ int odd;
    if (threadIdx.x == 0)
        odd = 0;
    __syncthreads();
    if (in[blockIdx.x * blockDim.x + threadIdx.x] & 1)
        atomicAdd(&odd, 1);
    __syncthreads();
    out[blockIdx.x * blockDim.x + threadIdx.x] = odd;
}

/* A template kernel and a uniform value computed once per block. */
template <int B>
__global__ void scaled(const float *in, float *out, float k)
{
    __shared__ float s[B];
    const int base = blockIdx.x * B;
    float mine = in[base + threadIdx.x] * k;
    s[threadIdx.x] = mine;
    __syncthreads();
    out[base + threadIdx.x] = mine + s[(threadIdx.x + 1) % B];
}

/* Warp collectives between pieces: a shuffle reduction in a uniform loop,
 * a second one in a branch only the first warp takes (lanes of other warps
 * do not take part), votes, a block count in a loop condition's stead,
 * __syncwarp, a match and the sm_80 reductions; 80 threads, so the last
 * warp is partial, and threads past `live` have returned. */
__global__ void collectives(const int *in, int *out, int live)
{
    __shared__ int warp_sums[4];
    int t = threadIdx.x, lane = t % 32, warp = t / 32;
    if (t >= live)
        return;
    int v = in[blockIdx.x * blockDim.x + t];
    int sum = v;
    for (int off = 16; off > 0; off /= 2)
        sum += __shfl_down_sync(0xffffffffu, sum, off);
    if (lane == 0)
        warp_sums[warp] = sum;
    __syncthreads();
    int total = 0;
    if (warp == 0) {
        int w = lane < (live + 31) / 32 ? warp_sums[lane] : 0;
        for (int off = 1; off < 32; off *= 2)
            w += __shfl_xor_sync(0xffffffffu, w, off);
        total = w;
    }
    unsigned odd = __ballot_sync(0xffffffffu, v & 1);
    int all_pos = __all_sync(0xffffffffu, v > 0);
    int any_big = __any_sync(0xffffffffu, v > 90);
    int count = __syncthreads_count(v % 3 == 0);
    int every = __syncthreads_and(v >= 0);
    int some = __syncthreads_or(v == 7);
    __syncwarp();
    unsigned same = __match_any_sync(0xffffffffu, v % 4);
    int rmin = __reduce_min_sync(0xffffffffu, v - 50);
    int rmax = __reduce_max_sync(0xffffffffu, (unsigned)v);
    float half = __shfl_sync(0xffffffffu, v * 0.5f, 31 - lane, 16);
    int *o = out + (blockIdx.x * blockDim.x + t) * 12;
    o[0] = sum;
    o[1] = total;
    o[2] = (int)odd;
    o[3] = all_pos;
    o[4] = any_big;
    o[5] = count;
    o[6] = every;
    o[7] = some;
    o[8] = (int)same;
    o[9] = rmin;
    o[10] = rmax;
    o[11] = (int)(half * 2);
}

/* __device__ functions that wait, run in region form: a warp sum by
 * shuffles (called in uniform code and in a branch only the first warp
 * takes), a block sum through shared memory and barriers that calls it, a
 * void function with a barrier, and one that returns early for some
 * threads before its shuffle. */
__device__ int warp_sum(int v)
{
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_xor_sync(0xffffffffu, v, off);
    return v;
}

__device__ int block_sum(int v, int *scratch)
{
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    v = warp_sum(v);
    if (lane == 0)
        scratch[warp] = v;
    __syncthreads();
    int total = 0;
    for (int w = 0; w < (int)(blockDim.x + 31) / 32; w++)
        total += scratch[w];
    __syncthreads();
    return total;
}

__device__ void rotate(int *buf, int v)
{
    buf[threadIdx.x] = v;
    __syncthreads();
    int got = buf[(threadIdx.x + 1) % blockDim.x];
    __syncthreads();
    buf[threadIdx.x] = got;
}

__device__ unsigned odd_lanes(int v)
{
    if (v < 0)
        return 0;
    return __ballot_sync(0xffffffffu, v & 1);
}

__global__ void helpers(const int *in, int *out)
{
    __shared__ int scratch[32], buf[128];
    int t = threadIdx.x;
    int v = in[blockIdx.x * blockDim.x + t];
    int w = warp_sum(v);
    int b = block_sum(v, scratch);
    int first = 0;
    if (t < 32)
        first = warp_sum(v * 2);
    rotate(buf, v);
    unsigned odd = odd_lanes(v);
    int *o = out + (blockIdx.x * blockDim.x + t) * 5;
    o[0] = w;
    o[1] = b;
    o[2] = first;
    o[3] = buf[t];
    o[4] = (int)odd;
}

/* A loop with a uniform trip count and a heavy body runs once per block
 * around the thread loop (src/simt/region.c, "loops run once per block"):
 * accumulators kept across its iterations, a value computed before it, a
 * per-thread inner loop inside it; and the same loop with a printf in it,
 * which keeps the threads' order. */
__global__ void heavy_loop(const int *in, int *out, int rounds)
{
    __shared__ int s[64];
    s[threadIdx.x] = in[blockIdx.x * 64 + threadIdx.x];
    __syncthreads();
    int mine = s[threadIdx.x], a = 0, b = 1, c = 0;
    for (int r = 0; r < rounds; r++) {
        int x = s[(threadIdx.x + r) % 64], y = s[(threadIdx.x * 7 + r) % 64];
        a += x * mine - y;
        b = (b * 3 + x) % 1009;
        for (int k = 0; k < (int)(threadIdx.x % 4); k++)
            c += (x ^ y) + k;
        c -= a % 7;
    }
    if (threadIdx.x < 2 && blockIdx.x == 0)
        for (int r = 0; r < 3 * rounds; r++) {
            int x = s[(threadIdx.x + r) % 64], y = s[(threadIdx.x * 3 + r) % 64] * 2;
            int z = (x * 5 + y * 3 - r) % 11 + (x ^ y) % 5;
            if (r % 8 == 0)
                printf("heavy_loop thread %u round %d: %d\n", threadIdx.x, r, z);
        }
    out[blockIdx.x * 64 + threadIdx.x] = a * 31 + b * 7 + c;
}

/* Thread 41 of block 1 writes through a bad pointer after the barrier. */
__global__ void faults(int *good, int *bad)
{
    __shared__ int s[64];
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    int *p = blockIdx.x == 1 && threadIdx.x == 41 ? bad : good;
    p[threadIdx.x] = s[63 - threadIdx.x];
}

static void fault_case(void)
{
    int *good;
    CHECK(cudaMalloc(&good, 64 * sizeof(int)));
    FILE *tmp = tmpfile();
    int saved = dup(2);
    dup2(fileno(tmp), 2);
    faults<<<3, 64>>>(good, (int *)16);
    cudaError_t e = cudaDeviceSynchronize();
    fflush(stderr);
    dup2(saved, 2);
    char msg[512] = "";
    rewind(tmp);
    size_t n = fread(msg, 1, sizeof msg - 1, tmp);
    msg[n] = 0;
    printf("fault: %s, message names block [1,0,0] thread [41,0,0]: %s\n", cudaGetErrorName(e),
           strstr(msg, "block [1,0,0], thread [41,0,0]") ? "yes" : msg);
}

int main(void)
{
    /* a fault is sticky for the rest of a process: in a child */
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        fault_case();
        fflush(stdout);
        _exit(0);
    }
    int st;
    waitpid(pid, &st, 0);
    if (!WIFEXITED(st) || WEXITSTATUS(st)) {
        printf("FAIL fault case: child failed\n");
        failures++;
    }

    /* tree_sum */
    {
        const int nb = 7, bs = 128;
        int *in, *out;
        CHECK(cudaMallocManaged(&in, nb * bs * sizeof(int)));
        CHECK(cudaMallocManaged(&out, nb * sizeof(int)));
        for (int i = 0; i < nb * bs; i++)
            in[i] = (i * 37) % 101 - 50;
        tree_sum<<<nb, bs, bs * sizeof(int)>>>(in, out);
        CHECK(cudaDeviceSynchronize());
        for (int b = 0; b < nb; b++) {
            int want = 0;
            for (int i = 0; i < bs; i++)
                want += in[b * bs + i];
            EXPECT(out[b] == want, "tree_sum block %d: %d, want %d", b, out[b], want);
        }
        CHECK(cudaFree(in));
        CHECK(cudaFree(out));
    }
    /* early_exit */
    {
        const int n = 300, bs = 128, nb = 3;
        int *in, *out;
        CHECK(cudaMallocManaged(&in, nb * bs * sizeof(int)));
        CHECK(cudaMallocManaged(&out, nb * bs * sizeof(int)));
        for (int i = 0; i < nb * bs; i++) {
            in[i] = i % 17;
            out[i] = -7;
        }
        early_exit<<<nb, bs>>>(in, out, n);
        CHECK(cudaDeviceSynchronize());
        for (int i = 0; i < nb * bs; i++) {
            int t = i % bs;
            int want = -7;
            if (i < n) {
                int left = t > 0 ? in[i - 1] * 3 : -1;
                want = left + in[i] * 3 + (t + 1 < bs && i + 1 < n ? 1 : 0);
            }
            EXPECT(out[i] == want, "early_exit %d: %d, want %d", i, out[i], want);
        }
        CHECK(cudaFree(in));
        CHECK(cudaFree(out));
    }
    /* live_values */
    for (int mode = 0; mode < 2; mode++) {
        const int bs = 96, nb = 2, rounds = 4;
        int *out;
        CHECK(cudaMallocManaged(&out, nb * bs * sizeof(int)));
        live_values<<<nb, bs>>>(out, rounds, mode);
        CHECK(cudaDeviceSynchronize());
        int acc[bs], ring[bs], hist[bs][3];
        for (int t = 0; t < bs; t++)
            acc[t] = t;
        for (int r = 0; r < 3; r++) {
            for (int t = 0; t < bs; t++)
                ring[t] = acc[t];
            for (int t = 0; t < bs; t++)
                hist[t][r] = acc[t] += ring[(t + 1) % bs];
        }
        for (int k = 0; k < rounds; k++) {
            for (int t = 0; t < bs; t++)
                ring[t] = acc[t] ^ k;
            for (int t = 0; t < bs; t++)
                acc[t] = ring[bs - 1 - t] + 1;
        }
        for (int t = 0; t < bs; t++)
            ring[t] = acc[t] * (mode == 1 ? 2 : 5);
        for (int t = 0; t < bs; t++)
            acc[t] = ring[mode == 1 ? 0 : bs - 1];
        for (int b = 0; b < nb; b++)
            for (int t = 0; t < bs; t++) {
                int want = acc[t] + hist[t][0] + hist[t][1] * 7 + hist[t][2] * 13;
                EXPECT(out[b * bs + t] == want, "live_values mode %d [%d,%d]: %d, want %d", mode,
                       b, t, out[b * bs + t], want);
            }
        CHECK(cudaFree(out));
    }
    /* transpose */
    {
        const int w = 50, h = 37;
        float *in, *out;
        CHECK(cudaMallocManaged(&in, w * h * sizeof(float)));
        CHECK(cudaMallocManaged(&out, w * h * sizeof(float)));
        for (int i = 0; i < w * h; i++) {
            in[i] = (float)i;
            out[i] = -1;
        }
        transpose<<<dim3((w + 15) / 16, (h + 15) / 16), dim3(16, 8)>>>(in, out, w, h);
        CHECK(cudaDeviceSynchronize());
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++)
                EXPECT(out[x * h + y] == in[y * w + x], "transpose (%d,%d): %g", x, y,
                       out[x * h + y]);
        CHECK(cudaFree(in));
        CHECK(cudaFree(out));
    }
    /* order3d */
    {
        unsigned *counter, *ticket;
        int *sum;
        CHECK(cudaMallocManaged(&counter, sizeof(unsigned)));
        CHECK(cudaMallocManaged(&ticket, 120 * sizeof(unsigned)));
        CHECK(cudaMallocManaged(&sum, 60 * sizeof(int)));
        *counter = 0;
        order3d<<<1, dim3(5, 3, 4)>>>(counter, ticket, sum);
        CHECK(cudaDeviceSynchronize());
        for (int t = 0; t < 120; t++)
            EXPECT(ticket[t] == (unsigned)t, "order3d ticket %d: %u", t, ticket[t]);
        for (int z = 0; z < 4; z++)
            for (int y = 0; y < 3; y++)
                for (int x = 0; x < 5; x++) {
                    int t = x + 5 * (y + 3 * z), a = x + 10 * y + 100 * z;
                    int oz = 2 - z % 3 + 1 > 3 ? 0 : 3 - z;
                    int want = (x + 10 * y + 100 * oz) + (int)(0.5f * a * 2) + a;
                    EXPECT(sum[t] == want, "order3d sum %d: %d, want %d", t, sum[t], want);
                }
        CHECK(cudaFree(counter));
        CHECK(cudaFree(ticket));
        CHECK(cudaFree(sum));
    }
    /* count_odd */
    {
        const int bs = 50, nb = 4;
        int *in, *out;
        CHECK(cudaMallocManaged(&in, nb * bs * sizeof(int)));
        CHECK(cudaMallocManaged(&out, nb * bs * sizeof(int)));
        for (int i = 0; i < nb * bs; i++)
            in[i] = (i * 7) % 11;
        count_odd<<<nb, bs>>>(in, out);
        CHECK(cudaDeviceSynchronize());
        for (int b = 0; b < nb; b++) {
            int want = 0;
            for (int t = 0; t < bs; t++)
                want += in[b * bs + t] & 1;
            for (int t = 0; t < bs; t++)
                EXPECT(out[b * bs + t] == want, "count_odd [%d,%d]: %d, want %d", b, t,
                       out[b * bs + t], want);
        }
        CHECK(cudaFree(in));
        CHECK(cudaFree(out));
    }
    /* scaled<32> */
    {
        const int nb = 3;
        float *in, *out;
        CHECK(cudaMallocManaged(&in, nb * 32 * sizeof(float)));
        CHECK(cudaMallocManaged(&out, nb * 32 * sizeof(float)));
        for (int i = 0; i < nb * 32; i++)
            in[i] = (float)(i % 9);
        scaled<32><<<nb, 32>>>(in, out, 2.0f);
        CHECK(cudaDeviceSynchronize());
        for (int b = 0; b < nb; b++)
            for (int t = 0; t < 32; t++) {
                float want = in[b * 32 + t] * 2 + in[b * 32 + (t + 1) % 32] * 2;
                EXPECT(out[b * 32 + t] == want, "scaled [%d,%d]: %g, want %g", b, t,
                       out[b * 32 + t], want);
            }
        CHECK(cudaFree(in));
        CHECK(cudaFree(out));
    }
    /* collectives: the reference is the rule of each intrinsic, lane by lane */
    for (int live = 80; live >= 70; live -= 10) {
        const int bs = 80, nb = 2;
        int *in, *out;
        CHECK(cudaMallocManaged(&in, nb * bs * sizeof(int)));
        CHECK(cudaMallocManaged(&out, nb * bs * 12 * sizeof(int)));
        for (int i = 0; i < nb * bs; i++)
            in[i] = (i * 29) % 97;
        for (int i = 0; i < nb * bs * 12; i++)
            out[i] = -1;
        collectives<<<nb, bs>>>(in, out, live);
        CHECK(cudaDeviceSynchronize());
        for (int b = 0; b < nb; b++) {
            const int *v = in + b * bs;
            /* shfl_down tree over each warp's live lanes: a source lane
             * that exited gives 0, a source past the warp the lane's own
             * value (an H200's results) */
            int down[80];
            for (int base = 0; base < live; base += 32) {
                int n = live - base < 32 ? live - base : 32, s[32];
                for (int l = 0; l < n; l++)
                    s[l] = v[base + l];
                for (int off = 16; off > 0; off /= 2) {
                    int next[32];
                    for (int l = 0; l < n; l++)
                        next[l] = s[l] + (l + off < n ? s[l + off] : l + off < 32 ? 0 : s[l]);
                    for (int l = 0; l < n; l++)
                        s[l] = next[l];
                }
                for (int l = 0; l < n; l++)
                    down[base + l] = s[l];
            }
            int wsum[3] = {0, 0, 0}, count = 0, every = 1, some = 0;
            for (int t = 0; t < live; t++) {
                if (t % 32 == 0)
                    wsum[t / 32] = down[t];
                count += v[t] % 3 == 0;
                every &= v[t] >= 0;
                some |= v[t] == 7;
            }
            for (int t = 0; t < live; t++) {
                int lane = t % 32, base = t - lane, n = live - base < 32 ? live - base : 32;
                const int *o = out + (b * bs + t) * 12;
                EXPECT(o[0] == down[t], "collectives sum [%d,%d]: %d, want %d", b, t, o[0], down[t]);
                int total = t < 32 ? wsum[0] + wsum[1] + wsum[2] : 0;
                EXPECT(o[1] == total, "collectives total [%d,%d]: %d, want %d", b, t, o[1], total);
                unsigned odd = 0, same = 0;
                int all_pos = 1, any_big = 0, rmin = 1 << 30, rmax = 0;
                for (int l = 0; l < n; l++) {
                    int x = v[base + l];
                    odd |= (unsigned)(x & 1) << l;
                    all_pos &= x > 0;
                    any_big |= x > 90;
                    if (x % 4 == v[t] % 4)
                        same |= 1u << l;
                    rmin = x - 50 < rmin ? x - 50 : rmin;
                    rmax = x > rmax ? x : rmax;
                }
                int src = (lane & ~15) | ((31 - lane) & 15);
                int half2 = src < n ? v[base + src] : 0;
                EXPECT(o[2] == (int)odd, "collectives ballot [%d,%d]: %x, want %x", b, t, o[2], odd);
                EXPECT(o[3] == all_pos && o[4] == any_big, "collectives all/any [%d,%d]", b, t);
                EXPECT(o[5] == count && o[6] == every && o[7] == some,
                       "collectives block [%d,%d]: %d %d %d, want %d %d %d", b, t, o[5], o[6], o[7],
                       count, every, some);
                EXPECT(o[8] == (int)same, "collectives match [%d,%d]: %x, want %x", b, t, o[8], same);
                EXPECT(o[9] == rmin && o[10] == rmax, "collectives reduce [%d,%d]: %d %d, want %d %d",
                       b, t, o[9], o[10], rmin, rmax);
                EXPECT(o[11] == half2, "collectives shfl width 16 [%d,%d]: %d, want %d", b, t,
                       o[11], half2);
            }
            for (int t = live; t < bs; t++)
                EXPECT(out[(b * bs + t) * 12] == -1, "collectives: exited thread %d wrote", t);
        }
        CHECK(cudaFree(in));
        CHECK(cudaFree(out));
    }
    /* heavy_loop */
    {
        const int nb = 3, rounds = 40;
        int *in, *out;
        CHECK(cudaMallocManaged(&in, nb * 64 * sizeof(int)));
        CHECK(cudaMallocManaged(&out, nb * 64 * sizeof(int)));
        for (int i = 0; i < nb * 64; i++)
            in[i] = (i * 37) % 19 - 9;
        heavy_loop<<<nb, 64>>>(in, out, rounds);
        CHECK(cudaDeviceSynchronize());
        for (int bl = 0; bl < nb; bl++)
            for (int t = 0; t < 64; t++) {
                const int *s = in + bl * 64;
                int mine = s[t], a = 0, b = 1, c = 0;
                for (int r = 0; r < rounds; r++) {
                    int x = s[(t + r) % 64], y = s[(t * 7 + r) % 64];
                    a += x * mine - y;
                    b = (b * 3 + x) % 1009;
                    for (int k = 0; k < t % 4; k++)
                        c += (x ^ y) + k;
                    c -= a % 7;
                }
                int want = a * 31 + b * 7 + c;
                EXPECT(out[bl * 64 + t] == want, "heavy_loop [%d,%d]: %d, want %d", bl, t,
                       out[bl * 64 + t], want);
            }
        CHECK(cudaFree(in));
        CHECK(cudaFree(out));
    }
    /* helpers */
    {
        const int bs = 96, nb = 2;
        int *in, *out;
        CHECK(cudaMallocManaged(&in, nb * bs * sizeof(int)));
        CHECK(cudaMallocManaged(&out, nb * bs * 5 * sizeof(int)));
        for (int i = 0; i < nb * bs; i++)
            in[i] = (i * 13) % 31 - (i % 5 == 0 ? 40 : 0);
        helpers<<<nb, bs>>>(in, out);
        CHECK(cudaDeviceSynchronize());
        for (int b = 0; b < nb; b++) {
            const int *v = in + b * bs;
            int total = 0;
            for (int t = 0; t < bs; t++)
                total += v[t];
            for (int t = 0; t < bs; t++) {
                const int *o = out + (b * bs + t) * 5;
                int base = t - t % 32, w = 0, w2 = 0;
                unsigned odd = 0;
                for (int l = 0; l < 32; l++) {
                    w += v[base + l];
                    w2 += v[base + l] * 2;
                    if (v[base + l] >= 0 && (v[base + l] & 1))
                        odd |= 1u << l;
                }
                EXPECT(o[0] == w, "helpers warp_sum [%d,%d]: %d, want %d", b, t, o[0], w);
                EXPECT(o[1] == total, "helpers block_sum [%d,%d]: %d, want %d", b, t, o[1], total);
                EXPECT(o[2] == (t < 32 ? w2 : 0), "helpers branch [%d,%d]: %d", b, t, o[2]);
                EXPECT(o[3] == v[(t + 1) % bs], "helpers rotate [%d,%d]: %d", b, t, o[3]);
                EXPECT(v[t] < 0 ? o[4] == 0 : o[4] == (int)odd, "helpers odd_lanes [%d,%d]: %x, want %x",
                       b, t, o[4], odd);
            }
        }
        CHECK(cudaFree(in));
        CHECK(cudaFree(out));
    }
    if (failures) {
        printf("%d failures\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
