// Device code that names its own memcpy and memset: a 3-argument overload
// counting elements, a namespace's memset called unqualified inside it, a
// member function memcpy called from another member, and the C library's
// memcpy and memset beside them.  Each call must reach the function the
// program meant.
#include <cstdio>
#include <cstring>

__device__ void memcpy(float4 *d, const float4 *s, int n)
{
    for (int i = 0; i < n; i++)
        d[i] = s[i];
}

namespace fill {
__device__ void memset(int *d, int v, int n)
{
    for (int i = 0; i < n; i++)
        d[i] = v;
}
__global__ void sevens(int *out)
{
    memset(out, 7, 4);
}
}

struct Buf {
    float x[4];
    __device__ void memcpy(const float *s, int n, int scale)
    {
        for (int i = 0; i < n; i++)
            x[i] = s[i] * scale;
    }
    __device__ void take(const float *s) { memcpy(s, 4, 2); }
};

__global__ void copies(float4 *d, const float4 *s, Buf *b, const float *f, int *bytes)
{
    memcpy(d, s, 4);
    b->take(f);
    int tmp[4] = {1, 2, 3, 4};
    std::memset(bytes, 0, 8 * sizeof(int));
    ::memcpy(bytes + 2, tmp, sizeof tmp);
}

int main(void)
{
    float4 *d, *s;
    Buf *b;
    float *f;
    int *o, *bytes;
    cudaMallocManaged(&d, 4 * sizeof(float4));
    cudaMallocManaged(&s, 4 * sizeof(float4));
    cudaMallocManaged(&b, sizeof(Buf));
    cudaMallocManaged(&f, 4 * sizeof(float));
    cudaMallocManaged(&o, 4 * sizeof(int));
    cudaMallocManaged(&bytes, 8 * sizeof(int));
    for (int i = 0; i < 4; i++) {
        s[i] = make_float4(i, i + 0.5f, i, i);
        d[i] = make_float4(-1, -1, -1, -1);
        f[i] = i + 1;
        bytes[i] = bytes[i + 4] = -1;
    }
    copies<<<1, 1>>>(d, s, b, f, bytes);
    fill::sevens<<<1, 1>>>(o);
    cudaError_t e = cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorName(e));
    printf("d: %g %g %g %g\n", d[0].y, d[1].y, d[2].y, d[3].x);
    printf("b: %g %g %g %g\n", b->x[0], b->x[1], b->x[2], b->x[3]);
    printf("o: %d %d %d %d\n", o[0], o[1], o[2], o[3]);
    printf("bytes:");
    for (int i = 0; i < 8; i++)
        printf(" %d", bytes[i]);
    printf("\n");
    return 0;
}
