// The C++ side of cuda_fp16.h, in device code and host code alike: the
// implicit conversions and the operators of __half and __half2, the
// functions that build and take apart pairs, bit casts, classification,
// pair comparisons with their 1.0/0.0 and mask results, __hcmadd, __ldg,
// the CUDART_*_FP16 constants, sizes and alignments, __half in shared
// memory and as a kernel argument.  Each check is one expression computed
// on both sides; the device's answers are compared with the host's and
// with the expected value.
#include <cuda_fp16.h>
#include <stdio.h>
#include <stdlib.h>
#include "half_test.h"

static_assert(sizeof(__half) == 2 && alignof(__half) == 2, "__half is 2 bytes");
static_assert(sizeof(__half2) == 4 && alignof(__half2) == 4, "__half2 is 4 bytes");
static_assert(sizeof(__half_raw) == 2 && sizeof(__half2_raw) == 4 && alignof(__half2_raw) == 4, "raw forms");
static_assert(__is_trivially_copyable(__half) && __is_trivially_copyable(__half2), "trivially copyable");

#define NCHECK 64

/* Every check: results[k] = the value of expression k as bits, computed
 * by the same code on the host and on the device. */
__host__ __device__ void run_checks(unsigned int *r, __half arg, const __half *table)
{
    int k = 0;
    __half a = 2.5f;                   /* float -> __half */
    __half b = __half(-1.25);          /* double -> __half */
    __half c = 3;                      /* int -> __half */
    __half nan = __ushort_as_half(0x7e00);
    r[k++] = __half_as_ushort(a);                              /* 0x4100 */
    r[k++] = __half_as_ushort(b);                              /* 0xbd00 */
    r[k++] = __half_as_ushort(c);                              /* 0x4200 */
    r[k++] = __half_as_ushort(a + b);                          /* 1.25: 0x3d00 */
    r[k++] = __half_as_ushort(a - c);                          /* -0.5: 0xb800 */
    r[k++] = __half_as_ushort(a * b);                          /* -3.125: 0xc240 */
    r[k++] = __half_as_ushort(c / a);                          /* 1.2: 0x3ccd */
    r[k++] = __half_as_ushort(-a);                             /* 0xc100 */
    r[k++] = __half_as_ushort(+b);                             /* 0xbd00 */
    __half t = a;
    t += c;
    r[k++] = __half_as_ushort(t); /* 5.5: 0x4580 */
    t -= b;
    r[k++] = __half_as_ushort(t); /* 6.75: 0x46c0 */
    t *= c;
    r[k++] = __half_as_ushort(t); /* 20.25: 0x4d10 */
    t /= a;
    r[k++] = __half_as_ushort(t); /* 8.1: 0x480d */
    __half u = c;
    r[k++] = __half_as_ushort(u++);   /* 3: 0x4200 */
    r[k++] = __half_as_ushort(++u);   /* 5: 0x4500 */
    r[k++] = __half_as_ushort(u--);   /* 5 */
    r[k++] = __half_as_ushort(--u);   /* 3 */
    r[k++] = (a == a) | (a != c) << 1 | (b < a) << 2 | (a > b) << 3 | (a <= a) << 4 | (c >= a) << 5; /* 0x3f */
    r[k++] = (nan == nan) | (nan != nan) << 1 | (nan < a) << 2 | (nan >= a) << 3; /* only != : 0x2 */
    r[k++] = (__float2half(0.0f) == __float2half(-0.0f)) | (bool)__float2half(-0.0f) << 1 | (bool)a << 2; /* 0x5 */
    float f = a;
    r[k++] = (unsigned int)(f * 4);  /* 10 */
    r[k++] = (unsigned int)(int)b;   /* -1 (truncation) */
    r[k++] = (unsigned int)(unsigned char)__float2half(300.0f); /* 255 (saturates) */
    r[k++] = (unsigned int)(long long)__float2half(-7.9f);      /* -7 */
    r[k++] = (unsigned int)(short)__float2half(65504.0f);       /* 32767 */
    /* pairs */
    __half2 p = make_half2(a, b), q = __halves2half2(c, a);
    __half2 s = p + q, d = p - q, m = p * q, v = p / q;
    r[k++] = __half_as_ushort(s.x) | __half_as_ushort(s.y) << 16; /* 5.5, 1.25 */
    r[k++] = __half_as_ushort(d.x) | __half_as_ushort(d.y) << 16; /* -0.5, -3.75 */
    r[k++] = __half_as_ushort(m.x) | __half_as_ushort(m.y) << 16; /* 7.5, -3.125 */
    r[k++] = __half_as_ushort(v.x) | __half_as_ushort(v.y) << 16; /* 0.8335, -0.5 */
    __half2 w = p;
    w += q;
    w *= q;
    w -= p;
    w /= q;
    r[k++] = __half_as_ushort(w.x) | __half_as_ushort(w.y) << 16;
    w = -p;
    w++;
    r[k++] = __half_as_ushort(w.x) | __half_as_ushort(w.y) << 16; /* -1.5, 2.25 */
    r[k++] = (p == p) | (p != q) << 1 | (p < q) << 2 | (q > p) << 3 | (p <= p) << 4 | (q >= q) << 5; /* 0x33 */
    r[k++] = __half_as_ushort(__low2half(p)) | __half_as_ushort(__high2half(p)) << 16;
    __half2 l = __lows2half2(p, q), h = __highs2half2(p, q), x = __lowhigh2highlow(p);
    r[k++] = __half_as_ushort(l.x) | __half_as_ushort(l.y) << 16; /* a, c */
    r[k++] = __half_as_ushort(h.x) | __half_as_ushort(h.y) << 16; /* b, a */
    r[k++] = __half_as_ushort(x.x) | __half_as_ushort(x.y) << 16; /* b, a */
    __half2 l2 = __low2half2(p), h2 = __high2half2(p), dup = __half2half2(c);
    r[k++] = __half_as_ushort(l2.x) | __half_as_ushort(l2.y) << 16;
    r[k++] = __half_as_ushort(h2.x) | __half_as_ushort(h2.y) << 16;
    r[k++] = __half_as_ushort(dup.x) | __half_as_ushort(dup.y) << 16;
    float2 fl = __half22float2(p);
    r[k++] = (unsigned int)(fl.x * 100) ^ (unsigned int)(int)(fl.y * 100) << 16;
    __half2 fp = __floats2half2_rn(1.0f / 3, 70000.0f), fq = __float22half2_rn(make_float2(-0.1f, 1e-8f));
    r[k++] = __half_as_ushort(fp.x) | __half_as_ushort(fp.y) << 16; /* 0x3555, inf */
    r[k++] = __half_as_ushort(fq.x) | __half_as_ushort(fq.y) << 16; /* 0xae66, 0 */
    r[k++] = (unsigned int)(__low2float(q) * 8) | (unsigned int)(__high2float(q) * 8) << 16;
    __half2 fh = __float2half2_rn(0.3f);
    r[k++] = __half_as_ushort(fh.x) | __half_as_ushort(fh.y) << 16;
    /* bits, classification, pair comparisons */
    r[k++] = (unsigned short)__half_as_short(b) | __half_as_ushort(__short_as_half((short)-1)) << 16;
    r[k++] = (unsigned int)(__hisinf(CUDART_INF_FP16) + 1) | (unsigned int)(__hisinf(-CUDART_INF_FP16) + 1) << 4 |
             (unsigned int)(__hisinf(CUDART_MAX_NORMAL_FP16) + 1) << 8 | __hisnan(CUDART_NAN_FP16) << 12 |
             __hisnan(a) << 13;
    __half2 pn = __halves2half2(nan, a);
    __half2 e2 = __heq2(pn, pn), u2 = __hequ2(pn, pn), n2 = __hisnan2(pn), lt2 = __hlt2(p, q);
    r[k++] = __half_as_ushort(e2.x) | __half_as_ushort(e2.y) << 16;   /* 0, 1.0 */
    r[k++] = __half_as_ushort(u2.x) | __half_as_ushort(u2.y) << 16;   /* 1.0, 1.0 */
    r[k++] = __half_as_ushort(n2.x) | __half_as_ushort(n2.y) << 16;   /* 1.0, 0 */
    r[k++] = __half_as_ushort(lt2.x) | __half_as_ushort(lt2.y) << 16; /* 1.0, 1.0 */
    r[k++] = __hne2_mask(pn, pn);  /* 0 */
    r[k++] = __hneu2_mask(pn, pn); /* 0x0000ffff */
    r[k++] = __hgt2_mask(q, p);    /* 0xffffffff */
    r[k++] = __hbequ2(pn, pn) | __hbeq2(pn, pn) << 1 | __hbltu2(pn, q) << 2 | __hblt2(pn, q) << 3; /* 0b0101 */
    /* constants, min/max, complex fma */
    r[k++] = __half_as_ushort(CUDART_MIN_DENORM_FP16) | __half_as_ushort(CUDART_NEG_ZERO_FP16) << 16;
    r[k++] = __half_as_ushort(CUDART_ONE_FP16) | __half_as_ushort(CUDART_ZERO_FP16) << 16;
    r[k++] = __half_as_ushort(__hmax(CUDART_NEG_ZERO_FP16, CUDART_ZERO_FP16)) |
             __half_as_ushort(__hmin(CUDART_ZERO_FP16, CUDART_NEG_ZERO_FP16)) << 16; /* +0, -0 */
    r[k++] = __half_as_ushort(__hmax(nan, b)) | __half_as_ushort(__hmin_nan(a, nan)) << 16; /* b, 0x7fff */
    __half2 mx = __hmax2(pn, __halves2half2(b, b)), mn = __hmin2_nan(pn, p);
    r[k++] = __half_as_ushort(mx.x) | __half_as_ushort(mx.y) << 16; /* b, a */
    r[k++] = __half_as_ushort(mn.x) | __half_as_ushort(mn.y) << 16; /* NaN, b */
    __half2 sat = __hadd2_sat(p, q), ng = __hneg2(pn), ab = __habs2(__halves2half2(b, nan));
    r[k++] = __half_as_ushort(sat.x) | __half_as_ushort(sat.y) << 16; /* 1, 1 */
    r[k++] = __half_as_ushort(ng.x) | __half_as_ushort(ng.y) << 16;   /* NaN canonical, -a */
    r[k++] = __half_as_ushort(ab.x) | __half_as_ushort(ab.y) << 16;   /* 1.25, NaN canonical */
    /* the argument and a table read */
    r[k++] = __half_as_ushort(arg) | __half_as_ushort(table[1]) << 16;
}

__global__ void device_checks(unsigned int *r, __half arg, const __half *table)
{
    __shared__ __half shared[2];
    if (threadIdx.x < 2)
        shared[threadIdx.x] = __ldg(&table[threadIdx.x]);
    __syncthreads();
    if (threadIdx.x == 0)
        run_checks(r, arg, shared);
}

/* __hcmadd and friends exist only in device code. */
__global__ void device_only(unsigned int *r)
{
    __half2 a = __floats2half2_rn(1.5f, -2.0f), b = __floats2half2_rn(0.5f, 3.0f), c = __floats2half2_rn(1.0f, 1.0f);
    __half2 z = __hcmadd(a, b, c); /* (1.5 - 2i)(0.5 + 3i) + (1 + i) = (7.75, 4.5) */
    r[0] = __half_as_ushort(z.x) | __half_as_ushort(z.y) << 16;
    __half2 f = __hfma2_relu(a, b, __floats2half2_rn(-1.0f, 1.0f)); /* (-0.25 -> 0, -5) -> (0, 0) */
    r[1] = __half_as_ushort(f.x) | __half_as_ushort(f.y) << 16;
    __half2 g = __hfma2_sat(a, b, c); /* (1.75, -5) -> (1, 0) */
    r[2] = __half_as_ushort(g.x) | __half_as_ushort(g.y) << 16;
    r[3] = (unsigned int)__half2int_rn(__float2half(2.5f)) | (unsigned int)__half2int_ru(__float2half(2.25f)) << 8 |
           (unsigned int)__half2int_rd(__float2half(-2.25f)) << 16;
}

int main(void)
{
    static const unsigned int expected[NCHECK] = {
        0x4100, 0xbd00, 0x4200, 0x3d00, 0xb800, 0xc240, 0x3ccd, 0xc100, 0xbd00, 0x4580, 0x46c0, 0x4d10, 0x480d,
        0x4200, 0x4500, 0x4500, 0x4200, 0x3f, 0x2, 0x5, 10, 0xffffffff, 255, 0xfffffff9, 32767,
        0x3d004580, 0xc380b800, 0xc2404780, 0xb8003aab, 0x3f0044ab, 0x4080be00, 0x3f,
        0xbd004100, 0x42004100, 0x4100bd00, 0x4100bd00, 0x41004100, 0xbd00bd00, 0x42004200,
        0xff8300fa, 0x7c003555, 0x0000ae66, 0x00140018, 0x34cd34cd,
        0xffffbd00, 0x1102, 0x3c000000, 0x3c003c00, 0x00003c00, 0x3c003c00, 0x0, 0x0000ffff, 0xffffffff, 0x1,
        0x80000001, 0x00003c00, 0x80000000, 0x7fffbd00, 0x4100bd00, 0xbd007fff, 0x3c003c00, 0xc1007fff,
        0x7fff3d00, 0x3400c480};
    unsigned int want[NCHECK];
    for (int i = 0; i < NCHECK; i++)
        want[i] = expected[i];

    unsigned int host[NCHECK];
    __half table_host[2] = {__float2half(-3.0f), __float2half(0.25f)};
    __half arg = __float2half(-4.5f);
    run_checks(host, arg, table_host);

    unsigned int *dr, dev[NCHECK];
    __half *dt;
    CHECK(cudaMalloc(&dr, sizeof dev));
    CHECK(cudaMalloc(&dt, sizeof table_host));
    CHECK(cudaMemcpy(dt, table_host, sizeof table_host, cudaMemcpyHostToDevice));
    device_checks<<<1, 32>>>(dr, arg, dt);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(dev, dr, sizeof dev, cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int i = 0; i < NCHECK; i++) {
        if (host[i] != want[i] || dev[i] != want[i]) {
            printf("check %d: host %08x device %08x want %08x\n", i, host[i], dev[i], want[i]);
            bad++;
        }
    }

    unsigned int d2[4];
    device_only<<<1, 1>>>(dr);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(d2, dr, sizeof d2, cudaMemcpyDeviceToHost));
    const unsigned int want2[4] = {0x448047c0, 0x00000000, 0x00003c00, 0xfffd0302};
    for (int i = 0; i < 4; i++)
        if (d2[i] != want2[i]) {
            printf("device-only check %d: %08x want %08x\n", i, d2[i], want2[i]);
            bad++;
        }
    CHECK(cudaFree(dr));
    CHECK(cudaFree(dt));
    if (bad) {
        printf("FAIL %d checks\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
