// Inline PTX bfind (find the most significant non-sign bit) in its four
// types and with .shiftamt, on zero, one, powers of two, all ones and
// negative values; output compared with a GPU's.
#include <cstdio>

__global__ void bfind(const long long *in, unsigned *out, int n)
{
    int i = threadIdx.x;
    if (i >= n)
        return;
    long long v = in[i];
    unsigned u32, s32, u64, s64, sh32, sh64;
    asm("bfind.u32 %0, %1;" : "=r"(u32) : "r"((unsigned)v));
    asm("bfind.s32 %0, %1;" : "=r"(s32) : "r"((int)v));
    asm("bfind.u64 %0, %1;" : "=r"(u64) : "l"((unsigned long long)v));
    asm("bfind.s64 %0, %1;" : "=r"(s64) : "l"(v));
    asm("bfind.shiftamt.u32 %0, %1;" : "=r"(sh32) : "r"((unsigned)v));
    asm("bfind.shiftamt.s64 %0, %1;" : "=r"(sh64) : "l"(v));
    unsigned *o = out + 6 * i;
    o[0] = u32; o[1] = s32; o[2] = u64; o[3] = s64; o[4] = sh32; o[5] = sh64;
}

int main()
{
    const long long vals[] = { 0, 1, 2, 3, 0x80, 0x7fffffff, 0x80000000LL, 0xffffffffLL, -1, -2, -0x80000000LL,
                               0x123456789abLL, -0x123456789abLL, 0x4000000000000000LL, (long long)0x8000000000000000ULL };
    const int n = sizeof vals / sizeof *vals;
    long long *in;
    unsigned *out;
    cudaMallocManaged(&in, sizeof vals);
    cudaMallocManaged(&out, 6 * n * sizeof(unsigned));
    for (int i = 0; i < n; i++)
        in[i] = vals[i];
    bfind<<<1, 32>>>(in, out, n);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    for (int i = 0; i < n; i++)
        printf("%#llx: u32 %d s32 %d u64 %d s64 %d shiftamt.u32 %d shiftamt.s64 %d\n", (unsigned long long)vals[i],
               (int)out[6 * i], (int)out[6 * i + 1], (int)out[6 * i + 2], (int)out[6 * i + 3], (int)out[6 * i + 4],
               (int)out[6 * i + 5]);
    return 0;
}
