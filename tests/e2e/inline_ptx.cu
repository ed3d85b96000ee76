// Inline PTX in device code, lowered to C++ by the front end
// (src/front/ptx.c): special registers, carry chains, .reg locals, braces,
// predicates, bit-field and byte instructions, conversions, loads and
// stores, fences.  Expected output from an H100 (nvcc 13, sm_90).
#include <cstdio>

__device__ unsigned lane_id(void)
{
    unsigned id;
    asm("mov.u32 %0, %%laneid;" : "=r"(id));
    return id;
}

/* 96-bit addition as a carry chain */
__device__ void add96(const unsigned a[3], const unsigned b[3], unsigned r[3])
{
    asm("add.cc.u32 %0, %3, %6;\n\t"
        "addc.cc.u32 %1, %4, %7;\n\t"
        "addc.u32 %2, %5, %8;"
        : "=r"(r[0]), "=r"(r[1]), "=r"(r[2])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(b[0]), "r"(b[1]), "r"(b[2]));
}

/* 64-bit subtraction with a borrow */
__device__ unsigned long long sub64(unsigned long long a, unsigned long long b)
{
    unsigned lo, hi;
    asm("sub.cc.u32 %0, %2, %4;\n\tsubc.u32 %1, %3, %5;"
        : "=r"(lo), "=r"(hi)
        : "r"((unsigned)a), "r"((unsigned)(a >> 32)), "r"((unsigned)b), "r"((unsigned)(b >> 32)));
    return (unsigned long long)hi << 32 | lo;
}

__global__ void kernel(const int *in, unsigned *out, float *fout)
{
    unsigned t = threadIdx.x, *o = out + 32 * t;
    o[0] = lane_id();
    unsigned lt;
    asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
    o[1] = lt;
    unsigned a[3] = {0xffffffffu - t, 0xfffffffeu, t}, b[3] = {t + 1, 1u, 7u}, r[3];
    add96(a, b, r);
    o[2] = r[0], o[3] = r[1], o[4] = r[2];
    unsigned long long s = sub64(0x100000000ull * t + 3, 5 + t);
    o[5] = (unsigned)s, o[6] = (unsigned)(s >> 32);
    unsigned v;
    asm("{\n\t.reg .u32 t1, t2;\n\tmul.lo.u32 t1, %1, 3;\n\tmad.lo.u32 t2, t1, %1, 7;\n\t"
        "add.u32 %0, t2, 1;\n\t}" : "=r"(v) : "r"(t));
    o[7] = v;
    asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(o[8]) : "r"(0x01fa0304u), "r"(0x04030201u * t), "r"(5u));
    asm("bfe.u32 %0, %1, 4, 8;" : "=r"(o[9]) : "r"(0xabcdef12u + t));
    int sx;
    asm("bfe.s32 %0, %1, %2, 5;" : "=r"(sx) : "r"(0x12345678 * (int)t), "r"(t % 32));
    o[10] = (unsigned)sx;
    asm("bfi.b32 %0, %1, %2, %3, 6;" : "=r"(o[11]) : "r"(t * 7), "r"(0xffffffffu), "r"(t % 30));
    asm("prmt.b32 %0, %1, %2, %3;" : "=r"(o[12]) : "r"(0x33221100u + t), "r"(0x77665544u), "r"(0x5140u + t));
    asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(o[13]) : "r"(t * 0x01010101u), "r"(0xf0f0f0f0u), "r"(0x3c3c3c3cu));
    asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(o[14]) : "r"(0x89abcdefu), "r"(0x01234567u + t), "r"(t));
    asm("shf.r.clamp.b32 %0, %1, %2, %3;" : "=r"(o[15]) : "r"(0x89abcdefu), "r"(0x01234567u + t), "r"(t * 3));
    asm("{\n\t.reg .pred p;\n\tsetp.lt.u32 p, %1, 16;\n\tselp.u32 %0, 100, 200, p;\n\t}" : "=r"(o[16]) : "r"(t));
    unsigned w = 1;
    asm("{\n\t.reg .pred q;\n\tsetp.eq.u32 q, %1, 3;\n\t@q add.u32 %0, %0, 10;\n\t@!q add.u32 %0, %0, 20;\n\t}"
        : "+r"(w) : "r"(t % 4));
    o[17] = w;
    int rn;
    asm("cvt.rni.s32.f32 %0, %1;" : "=r"(rn) : "f"(t * 0.75f - 7.5f));
    o[18] = (unsigned)rn;
    asm("cvt.rn.f32.s32 %0, %1;" : "=f"(fout[t]) : "r"(-3 * (int)t));
    int ld;
    asm volatile("ld.global.nc.s32 %0, [%1+8];" : "=r"(ld) : "l"(in + t));
    o[19] = (unsigned)ld;
    asm volatile("st.global.u32 [%0], %1;" :: "l"(o + 20), "r"(t ^ 0x55u));
    asm volatile("membar.gl;" ::: "memory");
    asm("mul.hi.u32 %0, %1, %2;" : "=r"(o[21]) : "r"(0x87654321u), "r"(0x10000u * (t + 1)));
    unsigned long long wide;
    asm("mul.wide.u32 %0, %1, %2;" : "=l"(wide) : "r"(0xfffffff0u), "r"(t + 3));
    o[22] = (unsigned)(wide >> 32);
    asm("min.s32 %0, %1, %2;" : "=r"(o[23]) : "r"((int)t - 10), "r"(5));
    asm("shl.b32 %0, %1, %2;" : "=r"(o[24]) : "r"(0x80000001u), "r"(t + 20));
    asm("shr.s32 %0, %1, %2;" : "=r"(o[25]) : "r"(-1024 - (int)t), "r"(t + 20));
    asm("popc.b32 %0, %1;" : "=r"(o[26]) : "r"(0x0f0f0f0fu * t));
    asm("clz.b32 %0, %1;" : "=r"(o[27]) : "r"(t << 3));
    asm("brev.b32 %0, %1;" : "=r"(o[28]) : "r"(t));
    float f;
    asm("fma.rn.f32 %0, %1, %2, %3;" : "=f"(f) : "f"(1.5f + t), "f"(2.0f), "f"(0.25f));
    o[29] = (unsigned)(f * 4);
    long long c0, c1;
    asm volatile("mov.u64 %0, %%clock64;" : "=l"(c0));
    asm volatile("mov.u64 %0, %%clock64;" : "=l"(c1));
    o[30] = c1 >= c0;
    unsigned long long g;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g));
    o[31] = g > 1600000000ull * 1000000000ull;
}

int main()
{
    const int n = 40;
    int *in;
    unsigned *out;
    float *fout;
    cudaMallocManaged(&in, (n + 2) * sizeof(int));
    cudaMallocManaged(&out, 32 * n * sizeof(unsigned));
    cudaMallocManaged(&fout, n * sizeof(float));
    for (int i = 0; i < n + 2; i++)
        in[i] = i * i - 50;
    kernel<<<1, n>>>(in, out, fout);
    printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    for (int t = 0; t < n; t += 3) {
        printf("t=%d", t);
        for (int k = 0; k < 32; k++)
            printf(" %x", out[32 * t + k]);
        printf(" %g\n", fout[t]);
    }
    return 0;
}
