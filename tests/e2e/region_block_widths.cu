// A 2D kernel with a shared tile and a barrier (its region entry is
// compiled for blockDim.x 16 and 32 besides any width) launched with
// blocks 16 x 16, 32 x 8, 8 x 8, 16 x 4, 32 x 32 and 24 x 4 over an
// image whose sides are no multiple of them: every launch must see the
// same neighbours through the tile as the fibers do.
#include <cstdio>

#define W 100
#define H 70

__global__ void blur(const float *in, float *out, int w, int h, unsigned *edges)
{
    __shared__ float tile[32][33];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x = blockIdx.x * blockDim.x + tx, y = blockIdx.y * blockDim.y + ty;
    float v = x < w && y < h ? in[y * w + x] : 0.0f;
    tile[ty][tx] = v;
    __syncthreads();
    if (x < w && y < h) {
        float r = tx + 1 < (int)blockDim.x ? tile[ty][tx + 1] : v;
        float d = ty + 1 < (int)blockDim.y ? tile[ty + 1][tx] : v;
        out[y * w + x] = v * 0.5f + r * 0.25f + d * 0.25f;
        if (tx + 1 == (int)blockDim.x || ty + 1 == (int)blockDim.y)
            atomicAdd(edges, 1u);
    }
}

int main()
{
    float *in, *out;
    unsigned *edges;
    cudaMallocManaged(&in, W * H * sizeof(float));
    cudaMallocManaged(&out, W * H * sizeof(float));
    cudaMallocManaged(&edges, sizeof(unsigned));
    for (int i = 0; i < W * H; i++)
        in[i] = (float)((i * 37) % 64);
    const int shapes[][2] = {{16, 16}, {32, 8}, {8, 8}, {16, 4}, {32, 32}, {24, 4}};
    for (const auto &s : shapes) {
        dim3 block(s[0], s[1]), grid((W + s[0] - 1) / s[0], (H + s[1] - 1) / s[1]);
        *edges = 0;
        for (int i = 0; i < W * H; i++)
            out[i] = -1;
        blur<<<grid, block>>>(in, out, W, H, edges);
        cudaError_t e = cudaDeviceSynchronize();
        double sum = 0, wsum = 0;
        for (int i = 0; i < W * H; i++) {
            sum += out[i];
            wsum += out[i] * (i % 13);
        }
        printf("%2d x %2d: %s sum %.2f weighted %.2f edges %u out[%d] %.2f\n", s[0], s[1],
               cudaGetErrorString(e), sum, wsum, *edges, W * 17 + 31, out[W * 17 + 31]);
    }
    return 0;
}
