// TOOL: --tool synccheck
// EXPECT: ^out: 31\.00 16\.00 0\.00$
// EXPECT: ERROR SUMMARY: 0 errors
// EXIT: 0
// synccheck: threads past the image's edge have nothing left to do after
// the barrier, where gcc made the call a jump (its return address the
// runtime's fiber start, not the kernel): one barrier all the same.  cucc
// compiles without sibling calls (src/driver/compile.c).
#include <cstdio>
#define W 40
__global__ void blur(const float *in, float *out, int w)
{
    __shared__ float tile[32];
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    float v = x < w ? in[x] : 0.0f;
    tile[threadIdx.x] = v;
    __syncthreads();
    if (x < w) {
        float r = threadIdx.x + 1 < blockDim.x ? tile[threadIdx.x + 1] : v;
        out[x] = v * 0.5f + r * 0.5f;
    }
}
int main(void)
{
    float *in, *out;
    cudaMallocManaged(&in, 64 * sizeof(float));
    cudaMallocManaged(&out, 64 * sizeof(float));
    for (int i = 0; i < 64; i++) {
        in[i] = (float)i;
        out[i] = 0;
    }
    blur<<<2, 32>>>(in, out, W);
    cudaDeviceSynchronize();
    printf("out: %.2f %.2f %.2f\n", out[31], out[16] - 0.5f, out[W]);
    return 0;
}
