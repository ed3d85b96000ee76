// Atomic functions beyond the conformance suite: 64-bit signed min/max and
// bitwise operations, 16-bit atomicCAS on neighbouring halfwords of one word
// (no lost updates, no clobbered neighbour), 16-byte atomicCAS/atomicExch
// (sm_90) on a two-counter struct, float2/float4 atomicAdd, the subnormal
// flushing of float atomicAdd in global memory (as an H200 does) and its
// absence for double, and every _block/_system overload on known values.
#include <cuda_runtime.h>
#include <stdio.h>
#include <string.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %s %d %s\n", __FILE__, __LINE__, cudaGetErrorName(e_)); return 1; } } while (0)

struct __align__(16) Pair { long long a, b; };

struct Cells {
    long long mn, mx, and_, or_, xor_;
    unsigned short half[2];        /* two 16-bit counters in one 32-bit word */
    int pad;
    Pair pair;                     /* advanced as one 16-byte value */
    Pair slot;                     /* exchanged as one 16-byte value */
    float2 f2;
    float4 f4;
};

__host__ __device__ long long val(int t) { return ((long long)(t * 2654435761u) << 20) - (1LL << 50); }

__global__ void contended(Cells *c, Pair *olds, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) return;
    long long v = val(t);
    if (t % 3 == 0) { atomicMin(&c->mn, v); atomicMax(&c->mx, v); }
    else if (t % 3 == 1) { atomicMin_block(&c->mn, v); atomicMax_system(&c->mx, v); }
    else { atomicMin_system(&c->mn, v); atomicMax_block(&c->mx, v); }
    atomicAnd(&c->and_, v | 0x0f0f0f0f0f0f0f0fLL);
    atomicOr_block(&c->or_, 1LL << (t % 63));
    atomicXor_system(&c->xor_, v);

    /* halfword counters: thread parity picks the half */
    unsigned short *h = &c->half[t & 1];
    unsigned short old = *h, assumed;
    do {
        assumed = old;
        old = atomicCAS(h, assumed, (unsigned short)(assumed + 1));
    } while (old != assumed);

    /* 16-byte CAS loop: both members advance together */
    Pair cur = c->pair, want, seen;
    do {
        want.a = cur.a + 1;
        want.b = cur.b + 3;
        seen = atomicCAS(&c->pair, cur, want);
        if (seen.a == cur.a && seen.b == cur.b) break;
        cur = seen;
    } while (1);

    /* 16-byte exchange: old values plus the final one are a permutation */
    Pair mine = { t + 1, -(long long)(t + 1) };
    olds[t] = atomicExch(&c->slot, mine);

    atomicAdd(&c->f2, make_float2(1.0f, (float)(t % 7)));
    atomicAdd_block(&c->f4, make_float4(0.5f, 1.0f, (float)(t % 3), -2.0f));
}

/* Single-thread checks of every scoped overload and of subnormal handling. */
__global__ void scoped(long long *r, float *fg, double *dg)
{
    int k = 0;
    int i = 10; unsigned u = 10; unsigned long long ull = 10; long long ll = 10; float f = 1.5f; double d = 2.5;
    r[k++] = atomicAdd_block(&i, 5); r[k++] = atomicAdd_system(&u, 5u); r[k++] = (long long)atomicAdd_block(&ull, 5ull);
    r[k++] = (long long)(atomicAdd_system(&f, 1.0f) * 10); r[k++] = (long long)(atomicAdd_block(&d, 1.0) * 10);
    r[k++] = i; r[k++] = u; r[k++] = (long long)ull; r[k++] = (long long)(f * 10); r[k++] = (long long)(d * 10);
    r[k++] = atomicSub_block(&i, 3); r[k++] = atomicSub_system(&u, 3u); r[k++] = i; r[k++] = u;
    r[k++] = atomicExch_block(&i, 7); r[k++] = atomicExch_system(&u, 8u); r[k++] = (long long)atomicExch_block(&ull, 9ull);
    r[k++] = (long long)(atomicExch_system(&f, 4.0f) * 10); r[k++] = i + u + (long long)ull + (long long)f;
    r[k++] = atomicMin_block(&i, 3); r[k++] = atomicMax_system(&u, 100u); r[k++] = (long long)atomicMin_system(&ull, 1ull);
    r[k++] = atomicMax_block(&ll, 20LL); r[k++] = i + u + (long long)ull + ll;
    unsigned w = 5;
    r[k++] = atomicInc_block(&w, 5u); r[k++] = w; r[k++] = atomicDec_system(&w, 5u); r[k++] = w;
    r[k++] = atomicCAS_block(&i, 3, 30); r[k++] = atomicCAS_system(&u, 99u, 0u); r[k++] = (long long)atomicCAS_block(&ull, 1ull, 11ull);
    unsigned short hs = 0xbeef;
    r[k++] = atomicCAS_system(&hs, (unsigned short)0xbeef, (unsigned short)0x1234); r[k++] = hs;
    r[k++] = atomicAnd_system(&i, 6) ; r[k++] = atomicOr_block(&u, 1u); r[k++] = atomicXor_block(&ll, 5LL);
    r[k++] = (long long)atomicAnd_block(&ull, 3ull); r[k++] = i + u + (long long)ull + ll;
    /* global float atomicAdd flushes subnormal operands and results (the old
       value is returned as stored); double does not */
    fg[0] = 1e-40f;
    r[k++] = __float_as_int(atomicAdd(&fg[0], 1e-40f)); r[k++] = __float_as_int(fg[0]);
    fg[1] = 2e-38f;
    atomicAdd(&fg[1], -1.9e-38f); r[k++] = __float_as_int(fg[1]);
    fg[2] = 0.0f;
    atomicAdd(&fg[2], -1e-41f); r[k++] = __float_as_int(fg[2]);
    fg[3] = -0.0f;
    atomicAdd(&fg[3], -0.0f); r[k++] = __float_as_int(fg[3]);
    dg[0] = 1e-310;
    atomicAdd(&dg[0], 1e-310); r[k++] = __double_as_longlong(dg[0]) == __double_as_longlong(2e-310);
}

static const long long scoped_expected[] = {
    10, 10, 10, 15, 25, 15, 15, 15, 25, 35,
    15, 15, 12, 12,
    12, 12, 15, 25, 7 + 8 + 9 + 4,
    7, 8, 9, 10, 3 + 100 + 1 + 20,
    5, 0, 0, 5,
    3, 100, 1,
    0xbeef, 0x1234,
    30, 100, 20, 11, 6 + 101 + 3 + 17,
    0x000116c2, 0, 0, 0, (long long)(int)0x80000000, 1,
};
#define NSCOPED (int)(sizeof(scoped_expected) / sizeof(scoped_expected[0]))

int main(void)
{
    const int n = 40000;
    Cells h;
    memset(&h, 0, sizeof h);
    h.mn = 0x7fffffffffffffffLL; h.mx = -0x7fffffffffffffffLL - 1; h.and_ = -1; h.xor_ = 0x123456789LL;
    Cells *dc;
    Pair *dolds, *olds = new Pair[n];
    CHECK(cudaMalloc(&dc, sizeof h));
    CHECK(cudaMalloc(&dolds, n * sizeof(Pair)));
    CHECK(cudaMemcpy(dc, &h, sizeof h, cudaMemcpyHostToDevice));
    contended<<<(n + 255) / 256, 256>>>(dc, dolds, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    Cells r;
    CHECK(cudaMemcpy(&r, dc, sizeof r, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(olds, dolds, n * sizeof(Pair), cudaMemcpyDeviceToHost));

    Cells e = h;
    float ef2y = 0, ef4z = 0;
    for (int t = 0; t < n; t++) {
        long long v = val(t);
        if (v < e.mn) e.mn = v;
        if (v > e.mx) e.mx = v;
        e.and_ &= v | 0x0f0f0f0f0f0f0f0fLL;
        e.or_ |= 1LL << (t % 63);
        e.xor_ ^= v;
        ef2y += (float)(t % 7);
        ef4z += (float)(t % 3);
    }
    int failures = 0;
#define EXPECT(what, ok) do { int ok_ = (ok); printf("%-34s %s\n", what, ok_ ? "ok" : "MISMATCH"); failures += !ok_; } while (0)
    EXPECT("64-bit signed atomicMin/Max", r.mn == e.mn && r.mx == e.mx);
    EXPECT("64-bit atomicAnd/Or/Xor", r.and_ == e.and_ && r.or_ == e.or_ && r.xor_ == e.xor_);
    EXPECT("16-bit atomicCAS neighbours", r.half[0] == n / 2 && r.half[1] == n / 2);
    EXPECT("16-byte atomicCAS loop", r.pair.a == n && r.pair.b == 3LL * n);
    char *seen = new char[n + 1]();
    int perm_bad = 0;
    for (int t = 0; t <= n; t++) {
        Pair p = t < n ? olds[t] : r.slot;
        if (p.a < 0 || p.a > n || p.b != -p.a || seen[p.a]) perm_bad++;
        else seen[p.a] = 1;
    }
    EXPECT("16-byte atomicExch permutation", perm_bad == 0);
    EXPECT("float2 atomicAdd", r.f2.x == (float)n && r.f2.y == ef2y);
    EXPECT("float4 atomicAdd_block", r.f4.x == 0.5f * n && r.f4.y == (float)n && r.f4.z == ef4z && r.f4.w == -2.0f * n);

    long long *dr, hr[NSCOPED];
    float *fg;
    double *dg;
    CHECK(cudaMalloc(&dr, sizeof hr));
    CHECK(cudaMalloc(&fg, 4 * sizeof(float)));
    CHECK(cudaMalloc(&dg, sizeof(double)));
    scoped<<<1, 1>>>(dr, fg, dg);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(hr, dr, sizeof hr, cudaMemcpyDeviceToHost));
    int sbad = 0;
    for (int k = 0; k < NSCOPED; k++)
        if (hr[k] != scoped_expected[k] && sbad++ < 10) printf("scoped/subnormal check %d: %lld, expected %lld\n", k, hr[k], scoped_expected[k]);
    EXPECT("_block/_system overloads, subnormals", sbad == 0);
    cudaFree(dc); cudaFree(dolds); cudaFree(dr); cudaFree(fg); cudaFree(dg);
    delete[] olds;
    delete[] seen;
    printf(failures ? "FAIL\n" : "PASS\n");
    return failures != 0;
}
