// Shifts in device code by counts at or past the width of the promoted
// left operand, and by negative counts: what a GPU's shl/shr give (the
// count taken as the width: 0, or -1 for a negative value shifted right
// arithmetically), not x86's count mod the width (src/emit/devcall.c,
// "Shifts").  The expected output came from an H200 (nvcc -arch=sm_90).
// Literal counts and in-range counts keep their plain meaning; a
// __host__ __device__ helper and a template are shifted too.
#include <cstdio>

template <class T> __device__ T shl_t(T v, int s) { return v << s; }

__global__ void shifts(unsigned long long *out, int s, int neg)
{
    unsigned v = 0x12345678u;
    int sv = -8;
    long long big = 3, nbig = -3;
    unsigned short h = 0xabcd;
    int k = 0;
    out[k++] = v << (32 - s);
    out[k++] = v >> (32 - s);
    out[k++] = (1u << (32 - s)) - 1;
    out[k++] = (unsigned)(sv >> (40 - s));
    out[k++] = (unsigned)(sv >> (31 - s));
    out[k++] = (unsigned)((8 >> (33 - s)) + 1);
    out[k++] = v << s;
    out[k++] = big << (64 - s);
    out[k++] = big << (63 - s);
    out[k++] = nbig >> (64 - s);
    out[k++] = (unsigned long long)nbig >> (64 - s);
    out[k++] = (unsigned)(1 << neg);
    out[k++] = (unsigned)(-1 >> neg);
    out[k++] = h << (16 - s);               // promoted to int: not past the width
    out[k++] = (unsigned)(h << (31 - s) << 1);
    out[k++] = shl_t<unsigned>(v, 32 - s);
    out[k++] = shl_t<unsigned long long>(v, 32 - s);
    for (int i = 28; i < 36; i++)
        out[k++] = (v >> (i - s)) | (v << (i - s));
}

int main()
{
    unsigned long long *o;
    cudaMallocManaged(&o, 64 * sizeof(unsigned long long));
    shifts<<<1, 1>>>(o, 0, -1);
    cudaDeviceSynchronize();
    for (int i = 0; i < 25; i++)
        printf("%2d %016llx\n", i, o[i]);
    return 0;
}
