// C89-style kernels declare their temporaries at the top and assign them
// before each use; region pieces then repeat the declarations instead of
// keeping context variables.  Values that do cross a barrier (whole or
// one field of a struct) must still arrive.  Also a tile reduction synced
// with cg::sync(tile) in a loop (the simpleCudaGraphs shape).  Exact
// integer-valued results.
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define N 128

struct V3 {
    float x, y, z;
};

__global__ void forces(const float *pos, const float *q, float *out, int boxes)
{
    __shared__ float sp[N], sq[N];
    int tx = threadIdx.x;
    int j, k;
    float r2, w;
    V3 d;
    V3 keep;
    float carry;
    float acc;
    acc = 0;
    keep.x = pos[blockIdx.x * N + tx];   // read after the barriers
    keep.y = 7;
    carry = q[blockIdx.x * N + tx] * 2;  // read after the barriers
    for (k = 0; k < boxes; k++) {
        int base = ((blockIdx.x + k) % gridDim.x) * N;
        sp[tx] = pos[base + tx];
        sq[tx] = q[base + tx];
        __syncthreads();
        for (j = 0; j < N; j += 8) {
            d.x = sp[tx] - sp[j];
            d.y = sp[j] + 1;
            r2 = d.x * d.x + d.y;
            w = sq[j] * r2;
            d.z = w - d.x;
            acc += w + d.z;
        }
        __syncthreads();
    }
    out[blockIdx.x * N + tx] = acc + carry + keep.x * keep.y;
}

__global__ void tile_reduce(const float *in, double *out)
{
    __shared__ double tmp[N];
    cg::thread_block cta = cg::this_thread_block();
    double sum = in[blockIdx.x * N + threadIdx.x];
    tmp[cta.thread_rank()] = sum;
    cg::sync(cta);
    cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
    double beta = sum;
    double temp;
    for (int i = tile32.size() / 2; i > 0; i >>= 1) {
        if (tile32.thread_rank() < i) {
            temp = tmp[cta.thread_rank() + i];
            beta += temp;
            tmp[cta.thread_rank()] = beta;
        }
        cg::sync(tile32);
    }
    cg::sync(cta);
    if (cta.thread_rank() == 0) {
        beta = 0;
        for (int i = 0; i < cta.size(); i += tile32.size())
            beta += tmp[i];
        out[blockIdx.x] = beta;
    }
}

int main()
{
    const int blocks = 4;
    float *pos, *q, *out;
    double *r;
    cudaMallocManaged(&pos, blocks * N * sizeof(float));
    cudaMallocManaged(&q, blocks * N * sizeof(float));
    cudaMallocManaged(&out, blocks * N * sizeof(float));
    cudaMallocManaged(&r, blocks * sizeof(double));
    for (int i = 0; i < blocks * N; i++) {
        pos[i] = (float)(i % 9);
        q[i] = (float)(i % 4 - 1);
    }
    forces<<<blocks, N>>>(pos, q, out, 3);
    printf("forces: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    double s = 0;
    for (int i = 0; i < blocks * N; i++)
        s += out[i] * (i % 7 + 1);
    printf("out[0]=%.0f out[%d]=%.0f weighted=%.0f\n", out[0], blocks * N - 1, out[blocks * N - 1], s);
    tile_reduce<<<blocks, N>>>(pos, r);
    printf("tile_reduce: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    for (int b = 0; b < blocks; b++)
        printf("r[%d]=%.0f\n", b, r[b]);
    return 0;
}
