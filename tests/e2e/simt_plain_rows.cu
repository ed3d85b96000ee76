// Thread-loop kernels with row variables and no conditional run as
// regions (tests/simt/plain_rows.cu): exact launches in 1D and 2D, a row
// variable of unsigned type, one used twice, the same results as on
// fibers (run_e2e.sh runs every strategy).
#include <cstdio>

__global__ void axpb(const float *in, float *out, float a, float b)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = a * in[i] + b;
}

__global__ void pixels(const int *in, int *out, int w)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    unsigned u = blockIdx.x * blockDim.x + threadIdx.x;
    out[y * w + x] = in[y * w + x] * 3 + (int)(u % 7u) + x;
}

int main()
{
    const int n = 4096, w = 96, h = 40;
    float *a, *b;
    int *p, *q;
    cudaMallocManaged(&a, n * sizeof(float));
    cudaMallocManaged(&b, n * sizeof(float));
    cudaMallocManaged(&p, w * h * sizeof(int));
    cudaMallocManaged(&q, w * h * sizeof(int));
    for (int i = 0; i < n; i++)
        a[i] = (float)(i % 13);
    for (int i = 0; i < w * h; i++)
        p[i] = i % 29;
    axpb<<<n / 128, 128>>>(a, b, 2.0f, 0.5f);
    pixels<<<dim3(w / 32, h / 8), dim3(32, 8)>>>(p, q, w);
    cudaDeviceSynchronize();
    int bad = 0;
    for (int i = 0; i < n; i++)
        bad += b[i] != 2.0f * (float)(i % 13) + 0.5f;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            bad += q[y * w + x] != p[y * w + x] * 3 + x % 7 + x;
    printf("%d wrong\n%s\n", bad, bad == 0 ? "PASS" : "FAIL");
    return 0;
}
