// Inline PTX that library code (CUB) writes, lowered to C++ by cucc
// (src/front/ptx.c): shfl.sync in its four modes with segment/clamp
// operands and the predicate output, vote.sync (ballot, all, any, uni,
// negated predicates, both spellings), named barriers of part of a block
// (bar.sync id, count), vector loads and stores, 64- and 32-bit values
// split into and joined from halves, the u32 video instructions, and exit.
// Same output as an H200.
#include <cstdio>

__device__ unsigned shfl(int mode, unsigned v, unsigned b, unsigned c, unsigned *pred)
{
    unsigned r, p;
    switch (mode) {
    case 0:
        asm volatile("{ .reg .pred q; shfl.sync.up.b32 %0|q, %2, %3, %4, 0xffffffff; selp.u32 %1, 1, 0, q; }"
                     : "=r"(r), "=r"(p) : "r"(v), "r"(b), "r"(c));
        break;
    case 1:
        asm volatile("{ .reg .pred q; shfl.sync.down.b32 %0|q, %2, %3, %4, 0xffffffff; selp.u32 %1, 1, 0, q; }"
                     : "=r"(r), "=r"(p) : "r"(v), "r"(b), "r"(c));
        break;
    case 2:
        asm volatile("{ .reg .pred q; shfl.sync.bfly.b32 %0|q, %2, %3, %4, 0xffffffff; selp.u32 %1, 1, 0, q; }"
                     : "=r"(r), "=r"(p) : "r"(v), "r"(b), "r"(c));
        break;
    default:
        asm volatile("{ .reg .pred q; shfl.sync.idx.b32 %0|q, %2, %3, %4, 0xffffffff; selp.u32 %1, 1, 0, q; }"
                     : "=r"(r), "=r"(p) : "r"(v), "r"(b), "r"(c));
        break;
    }
    *pred = p;
    return r;
}

__global__ void shuffles(unsigned *out)
{
    unsigned lane = threadIdx.x, v = lane * 10 + 1;
    /* c = (32 - width) << 8 | clamp, as CUDA's __shfl_*_sync write it, and
     * odd ones */
    const unsigned cs[] = {0x0000, 0x001f, 0x101f, 0x1000, 0x180f, 0x1c03, 0x0005, 0x1f00};
    const unsigned bs[] = {0, 1, 3, 5, 17};
    int k = 0;
    for (int mode = 0; mode < 4; mode++)
        for (unsigned c : cs)
            for (unsigned b : bs) {
                unsigned p, r = shfl(mode, v, b, c, &p);
                out[(k++ * 32 + lane)] = r * 2 + p;
            }
    /* the same through the plain form, no predicate */
    unsigned r;
    asm volatile("shfl.sync.down.b32 %0, %1, %2, %3, %4;" : "=r"(r) : "r"(v), "r"(2), "r"(0x1f), "r"(0xffffffffu));
    out[k++ * 32 + lane] = r;
}

__global__ void votes(unsigned *out)
{
    unsigned lane = threadIdx.x, b1, b2, all, any, uni, nall;
    asm volatile("{ .reg .pred p; setp.ne.u32 p, %1, 0; vote.sync.ballot.b32 %0, p, 0xffffffff; }"
                 : "=r"(b1) : "r"(lane % 3));
    asm volatile("{ .reg .pred p; setp.lt.u32 p, %1, 20; vote.ballot.sync.b32 %0, !p, 0xffffffff; }"
                 : "=r"(b2) : "r"(lane));
    asm volatile("{ .reg .pred p, q; setp.lt.u32 p, %1, 40; vote.sync.all.pred q, p, 0xffffffff; selp.u32 %0, 1, 0, q; }"
                 : "=r"(all) : "r"(lane));
    asm volatile("{ .reg .pred p, q; setp.eq.u32 p, %1, 31; vote.sync.any.pred q, p, 0xffffffff; selp.u32 %0, 1, 0, q; }"
                 : "=r"(any) : "r"(lane));
    asm volatile("{ .reg .pred p, q; setp.lt.u32 p, %1, 16; vote.sync.uni.pred q, p, 0xffffffff; selp.u32 %0, 1, 0, q; }"
                 : "=r"(uni) : "r"(lane));
    nall = 7;
    if (lane >= 8 && lane < 16)     /* the lanes of the mask */
        asm volatile("{ .reg .pred p, q; setp.lt.u32 p, %1, 12; vote.sync.all.pred q, !p, 0x0000ff00; "
                     "selp.u32 %0, 1, 0, q; }"
                     : "=r"(nall) : "r"(lane));
    if (lane == 0) {
        out[0] = b1;
        out[1] = b2;
        out[2] = all;
        out[3] = any;
        out[4] = uni;
    }
    if (lane == 8)
        out[5] = nall;
}

/* Warps 0-1 and 2-3 meet at barriers 1 and 2 of 64 threads each. */
__global__ void named_barriers(int *out)
{
    __shared__ int s[128];
    int t = threadIdx.x, group = t / 64;
    s[t] = t * 7;
    if (group == 0)
        asm volatile("bar.sync 1, 64;");
    else
        asm volatile("bar.sync 2, %0;" : : "r"(64));
    int partner = group * 64 + (t % 64 + 13) % 64;
    out[t] = s[partner];
    asm volatile("bar.sync 0;");
    out[128 + t] = s[127 - t];
}

__global__ void vectors(const unsigned *in, unsigned *out, const unsigned long long *in64, unsigned long long *out64)
{
    unsigned a, b, c, d;
    asm volatile("ld.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(in + 4 * threadIdx.x));
    asm volatile("st.global.v4.u32 [%0], {%1, %2, %3, %4};" : : "l"(out + 4 * threadIdx.x), "r"(d), "r"(c), "r"(b), "r"(a) : "memory");
    unsigned long long x, y;
    asm volatile("ld.volatile.global.v2.u64 {%0, %1}, [%2];" : "=l"(x), "=l"(y) : "l"(in64 + 2 * threadIdx.x));
    unsigned lo, hi;
    asm("{ .reg .b32 l, h; mov.b64 {l, h}, %2; mov.b32 %0, l; mov.b32 %1, h; }" : "=r"(lo), "=r"(hi) : "l"(x));
    unsigned long long z;
    asm("mov.b64 %0, {%1, %2};" : "=l"(z) : "r"(hi), "r"(lo));
    unsigned short h0, h1;
    asm("mov.b32 {%0, %1}, %2;" : "=h"(h0), "=h"(h1) : "r"(lo));
    unsigned j;
    asm("mov.b32 %0, {%1, %2};" : "=r"(j) : "h"(h1), "h"(h0));
    asm volatile("st.global.v2.u64 [%0], {%1, %2};" : : "l"(out64 + 2 * threadIdx.x), "l"(z), "l"(y + j) : "memory");
}

__global__ void video(const unsigned *a, const unsigned *b, unsigned *out)
{
    unsigned x = a[threadIdx.x], s = b[threadIdx.x], r[8];
    asm("vshr.u32.u32.u32.clamp.add %0, %1, %2, %3;" : "=r"(r[0]) : "r"(x), "r"(s), "r"(5u));
    asm("vshl.u32.u32.u32.clamp.add %0, %1, %2, %3;" : "=r"(r[1]) : "r"(x), "r"(s), "r"(7u));
    asm("vshr.u32.u32.u32.wrap.add %0, %1, %2, %3;" : "=r"(r[2]) : "r"(x), "r"(s), "r"(0u));
    asm("vshl.u32.u32.u32.wrap %0, %1, %2;" : "=r"(r[3]) : "r"(x), "r"(s));
    asm("vadd.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(r[4]) : "r"(x), "r"(s), "r"(0xfffffff0u));
    asm("vsub.u32.u32.u32 %0, %1, %2;" : "=r"(r[5]) : "r"(x), "r"(s));
    asm("vmin.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(r[6]) : "r"(x), "r"(s), "r"(1u));
    asm("vmax.u32.u32.u32 %0, %1, %2;" : "=r"(r[7]) : "r"(x), "r"(s));
    for (int i = 0; i < 8; i++)
        out[threadIdx.x * 8 + i] = r[i];
}

__global__ void exits(int *out)
{
    if (threadIdx.x % 5 == 3)
        asm volatile("exit;");
    out[threadIdx.x] = threadIdx.x + 100;
}

int main()
{
    unsigned *u, *vin, *vout, *va, *vb, *vid;
    unsigned long long *in64, *out64;
    int *named, *ex;
    const int NSH = 4 * 8 * 5 + 1;
    cudaMallocManaged(&u, NSH * 32 * sizeof(unsigned));
    cudaMallocManaged(&vin, 128 * sizeof(unsigned));
    cudaMallocManaged(&vout, 128 * sizeof(unsigned));
    cudaMallocManaged(&in64, 64 * sizeof(unsigned long long));
    cudaMallocManaged(&out64, 64 * sizeof(unsigned long long));
    cudaMallocManaged(&va, 32 * sizeof(unsigned));
    cudaMallocManaged(&vb, 32 * sizeof(unsigned));
    cudaMallocManaged(&vid, 256 * sizeof(unsigned));
    cudaMallocManaged(&named, 256 * sizeof(int));
    cudaMallocManaged(&ex, 64 * sizeof(int));
    unsigned s = 99;
    for (int i = 0; i < 128; i++)
        vin[i] = s = s * 1664525u + 1013904223u;
    for (int i = 0; i < 64; i++)
        in64[i] = (unsigned long long)(s = s * 1664525u + 1013904223u) << 32 | (s = s * 1664525u + 1013904223u);
    for (int i = 0; i < 32; i++) {
        va[i] = s = s * 1664525u + 1013904223u;
        vb[i] = i < 16 ? (unsigned)i * 3 : (s = s * 1664525u + 1013904223u) % 70;
    }
    for (int i = 0; i < 64; i++)
        ex[i] = -1;
    shuffles<<<1, 32>>>(u);
    votes<<<1, 32>>>(u + NSH * 32 - 8);
    named_barriers<<<1, 128>>>(named);
    vectors<<<1, 32>>>(vin, vout, in64, out64);
    video<<<1, 32>>>(va, vb, vid);
    exits<<<1, 64>>>(ex);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    for (int k = 0; k < NSH - 1; k++) {
        printf("shfl %d:", k);
        for (int l = 0; l < 32; l++)
            printf(" %u", u[k * 32 + l]);
        printf("\n");
    }
    printf("votes %08x %08x %u %u %u %u\n", u[NSH * 32 - 8], u[NSH * 32 - 7], u[NSH * 32 - 6], u[NSH * 32 - 5],
           u[NSH * 32 - 4], u[NSH * 32 - 3]);
    for (int i = 0; i < 256; i += 16) {
        printf("named %3d:", i);
        for (int j = 0; j < 16; j++)
            printf(" %d", named[i + j]);
        printf("\n");
    }
    for (int i = 0; i < 128; i += 8)
        printf("v4 %08x %08x %08x %08x %08x %08x %08x %08x\n", vout[i], vout[i + 1], vout[i + 2], vout[i + 3],
               vout[i + 4], vout[i + 5], vout[i + 6], vout[i + 7]);
    for (int i = 0; i < 64; i += 2)
        printf("v2 %016llx %016llx\n", out64[i], out64[i + 1]);
    for (int i = 0; i < 32; i++)
        printf("video %08x %u: %u %u %u %u %u %u %u %u\n", va[i], vb[i], vid[i * 8], vid[i * 8 + 1], vid[i * 8 + 2],
               vid[i * 8 + 3], vid[i * 8 + 4], vid[i * 8 + 5], vid[i * 8 + 6], vid[i * 8 + 7]);
    for (int i = 0; i < 64; i += 16) {
        printf("exit:");
        for (int j = 0; j < 16; j++)
            printf(" %d", ex[i + j]);
        printf("\n");
    }
    return 0;
}
