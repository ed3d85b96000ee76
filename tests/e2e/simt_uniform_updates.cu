// Region kernels with what the plan once sent to fibers: a kernel parameter
// changed the same way in every thread (`beta /= alpha;`, a pointer moved
// to the block's slice), and `if (c) break;` / `continue;` with c the same
// in every thread in a loop around barriers (a tile loop's exit).  Each
// kernel's output must match the fibers' and the host's arithmetic.
#include <cstdio>

__global__ void scaled(const float *in, float *out, float alpha, float beta, int n)
{
    __shared__ float s[128];
    beta /= alpha;                       // the same in every thread
    in += blockIdx.x * blockDim.x;       // the block's slice
    out += blockIdx.x * blockDim.x;
    s[threadIdx.x] = in[threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = alpha * (s[(threadIdx.x + 1) % blockDim.x] + beta);
    n -= 1;
    if (threadIdx.x == 0 && blockIdx.x == 0)
        out[0] += n;
}

// blocks walk tiles until none is left; tiles 3, 10, ... are skipped
__global__ void tiles(int *out, int ntiles, int tile_size)
{
    __shared__ int acc[64];
    for (int tile = blockIdx.x;; tile += gridDim.x) {
        const int first = tile * tile_size;
        if (tile >= ntiles)
            break;
        if (tile % 7 == 3) {
            continue;
        }
        acc[threadIdx.x] = first + threadIdx.x;
        __syncthreads();
        out[first + threadIdx.x] = acc[(threadIdx.x + 3) % blockDim.x] * 2;
        __syncthreads();
    }
}

int main()
{
    const int B = 4, T = 128;
    float *in, *out;
    cudaMallocManaged(&in, B * T * sizeof(float));
    cudaMallocManaged(&out, B * T * sizeof(float));
    for (int i = 0; i < B * T; i++)
        in[i] = (float)(i % 13);
    scaled<<<B, T>>>(in, out, 2.0f, 6.0f, 10);
    cudaDeviceSynchronize();
    int bad = 0;
    for (int b = 0; b < B; b++)
        for (int t = 0; t < T; t++) {
            float want = 2.0f * (in[b * T + (t + 1) % T] + 3.0f) + (b == 0 && t == 0 ? 9 : 0);
            if (out[b * T + t] != want && bad++ < 5)
                printf("FAIL scaled %d %d: %g, want %g\n", b, t, out[b * T + t], want);
        }
    const int ntiles = 20, ts = 64;
    int *o;
    cudaMallocManaged(&o, ntiles * ts * sizeof(int));
    for (int i = 0; i < ntiles * ts; i++)
        o[i] = -1;
    tiles<<<3, ts>>>(o, ntiles, ts);
    cudaDeviceSynchronize();
    for (int tile = 0; tile < ntiles; tile++)
        for (int t = 0; t < ts; t++) {
            int want = tile % 7 == 3 ? -1 : (tile * ts + (t + 3) % ts) * 2;
            if (o[tile * ts + t] != want && bad++ < 10)
                printf("FAIL tiles %d %d: %d, want %d\n", tile, t, o[tile * ts + t], want);
        }
    printf("%s, %d wrong\n", cudaGetErrorString(cudaGetLastError()), bad);
    if (bad)
        return 1;
    printf("PASS\n");
    return 0;
}
