// Region pieces and what a thread stores: through two pointers to the same
// memory (an in-place call, in == out: a thread reads back what it just
// stored through the other pointer), and locals live across barriers that
// change through a cast to a reference or a conditional lvalue.  Each
// thread touches its own elements only: no race, one result.
#include <cstdio>

__global__ void inplace(float *out, const float *in)
{
    __shared__ float sh[256];
    int i = threadIdx.x;
    sh[i] = in[2 * i];
    __syncthreads();
    float a = in[2 * i];
    out[2 * i + 1] = a + sh[(i + 1) % 256];
    float b = in[2 * i + 1];
    out[2 * i] = b * 2.0f;
}

__global__ void lvalues(int *out)
{
    __shared__ int sh[64];
    int q = threadIdx.x;
    int a = 2 * threadIdx.x, b = 5;
    sh[threadIdx.x] = q;
    __syncthreads();
    static_cast<int &>(q) += 100;                               /* through a cast */
    (threadIdx.x & 1 ? a : b) = sh[(threadIdx.x + 1) % 64];      /* a conditional lvalue */
    __syncthreads();
    out[threadIdx.x] = q * 100000 + a * 100 + b;
}

int main()
{
    float *d, h[512];
    for (int k = 0; k < 512; k++)
        h[k] = (float)(k % 7);
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    inplace<<<1, 256>>>(d, d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("inplace:");
    for (int k = 0; k < 12; k++)
        printf(" %.0f", h[k]);
    printf(" ... %.0f %.0f\n", h[510], h[511]);
    int *o, ho[64];
    cudaMalloc(&o, sizeof ho);
    lvalues<<<1, 64>>>(o);
    cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);
    printf("lvalues: %d %d %d %d %d\n", ho[0], ho[1], ho[2], ho[33], ho[63]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
