// The rest of the device library: clock64() never goes backwards within a
// thread even across barriers (where fibers of the block interleave) and
// advances while a thread sleeps in __nanosleep(); cache-hinted loads and
// stores (__ldg, __ldcs, __ldcv, __stwt, ...) on scalars and vectors;
// make_<type>() for the 64-bit 4-vectors and CUDA 13's _16a/_32a types
// with their alignments; the double/int reinterpretations.
#include <cuda_runtime.h>
#include <stdio.h>
#include <string.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %s %d %s\n", __FILE__, __LINE__, cudaGetErrorName(e_)); return 1; } } while (0)

__global__ void clocks(int *bad, long long *slept)
{
    long long prev = clock64();
    int b = 0;
    for (int i = 0; i < 50; i++) {
        if (i % 10 == 0) __syncthreads();    /* other fibers of the block run in between */
        long long c = clock64();
        if (c < prev) b++;
        prev = c;
    }
    if (b) atomicAdd(bad, b);
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        long long t0 = clock64();
        __nanosleep(200000);                 /* 0.2 ms */
        slept[0] = clock64() - t0;
        t0 = clock64();
        slept[1] = clock64() - t0;           /* back-to-back reads */
    }
}

__global__ void hints(const float4 *in4, const double *ind, const int2 *in2, float4 *out4, double *outd, int2 *out2, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float4 a = __ldg(&in4[i]), b = __ldcs(&in4[i]), c = __ldca(&in4[i]), d = __ldcv(&in4[i]);
    float4 s = make_float4(a.x + b.x + c.x + d.x, a.y + b.y, c.z + d.z, __ldlu(&in4[i]).w);
    __stwt(&out4[i], s);
    __stcs(&outd[i], __ldg(&ind[i]) * 2 + __ldcg(&ind[i]));
    int2 v = __ldg(&in2[i]);
    __stwb(&out2[i], make_int2(v.y, v.x));
}

__global__ void vectors(long long *o)
{
    long4_16a l16 = make_long4_16a(1, -2, 3, -4);
    long4_32a l32 = make_long4_32a(5, 6, 7, 8);
    ulong4_16a u16 = make_ulong4_16a(9, 10, 11, 12);
    ulong4_32a u32 = make_ulong4_32a(13, 14, 15, 16);
    double4_16a d16 = make_double4_16a(0.5, 1.5, 2.5, 3.5);
    double4_32a d32 = make_double4_32a(4.5, 5.5, 6.5, 7.5);
    longlong4 ll4 = make_longlong4(-1, -2, -3, -4);
    double4 dd4 = make_double4(1, 2, 3, 4);
    double3 dd3 = make_double3(1, 2, 3);
    char4 c4 = make_char4(-1, 2, -3, 4);
    int k = 0;
    o[k++] = l16.x + l16.y + l16.z + l16.w; o[k++] = l32.w; o[k++] = (long long)(u16.x + u32.w);
    o[k++] = (long long)(d16.w * 2 + d32.x * 2); o[k++] = ll4.z; o[k++] = (long long)(dd4.w + dd3.z); o[k++] = c4.x + c4.z;
    o[k++] = alignof(long4_32a); o[k++] = alignof(double4_16a); o[k++] = sizeof(ulong4_32a);
    o[k++] = __double2hiint(-2.0); o[k++] = __double2loint(__hiloint2double(7, -9));
    o[k++] = __double_as_longlong(__hiloint2double((int)0x3ff00000, 0)) == __double_as_longlong(1.0);
}

int main(void)
{
    int failures = 0;
    int *dbad, hbad;
    long long *dslept, hslept[2];
    CHECK(cudaMalloc(&dbad, sizeof(int)));
    CHECK(cudaMalloc(&dslept, sizeof hslept));
    CHECK(cudaMemset(dbad, 0, sizeof(int)));
    clocks<<<16, 128>>>(dbad, dslept);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(&hbad, dbad, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hslept, dslept, sizeof hslept, cudaMemcpyDeviceToHost));
    printf("clock64 decreases=%d\n", hbad);
    printf("clock64 advances over __nanosleep: %s\n", hslept[0] > hslept[1] && hslept[0] > 1000 ? "ok" : "MISMATCH");
    failures += hbad != 0 || !(hslept[0] > hslept[1] && hslept[0] > 1000);

    const int n = 1000;
    float4 h4[n], r4[n];
    double hd[n], rd[n];
    int2 h2[n], r2[n];
    for (int i = 0; i < n; i++) {
        h4[i] = make_float4((float)i, (float)(2 * i), (float)(3 * i), (float)(-i));
        hd[i] = i * 0.25;
        h2[i] = make_int2(i, -i);
    }
    float4 *d4i, *d4o;
    double *ddi, *ddo;
    int2 *d2i, *d2o;
    CHECK(cudaMalloc(&d4i, sizeof h4)); CHECK(cudaMalloc(&d4o, sizeof h4));
    CHECK(cudaMalloc(&ddi, sizeof hd)); CHECK(cudaMalloc(&ddo, sizeof hd));
    CHECK(cudaMalloc(&d2i, sizeof h2)); CHECK(cudaMalloc(&d2o, sizeof h2));
    CHECK(cudaMemcpy(d4i, h4, sizeof h4, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(ddi, hd, sizeof hd, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d2i, h2, sizeof h2, cudaMemcpyHostToDevice));
    hints<<<(n + 127) / 128, 128>>>(d4i, ddi, d2i, d4o, ddo, d2o, n);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(r4, d4o, sizeof r4, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(rd, ddo, sizeof rd, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(r2, d2o, sizeof r2, cudaMemcpyDeviceToHost));
    int hb = 0;
    for (int i = 0; i < n; i++)
        hb += r4[i].x != 4.0f * i || r4[i].y != 4.0f * i || r4[i].z != 6.0f * i || r4[i].w != (float)-i ||
              rd[i] != 0.75 * i || r2[i].x != -i || r2[i].y != i;
    printf("cache-hinted loads/stores wrong=%d\n", hb);
    failures += hb != 0;

    long long *dv, hv[13];
    CHECK(cudaMalloc(&dv, sizeof hv));
    vectors<<<1, 1>>>(dv);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(hv, dv, sizeof hv, cudaMemcpyDeviceToHost));
    const long long ev[13] = { -2, 8, 25, 16, -3, 7, -4, 32, 16, 32, (long long)(int)0xc0000000, -9, 1 };
    int vb = 0;
    for (int k = 0; k < 13; k++)
        if (hv[k] != ev[k]) { printf("vector/reinterpret check %d: %lld, expected %lld\n", k, hv[k], ev[k]); vb++; }
    printf("64-bit 4-vectors and reinterpretations: %s\n", vb ? "MISMATCH" : "ok");
    failures += vb;
    printf(failures ? "FAIL\n" : "PASS\n");
    return failures != 0;
}
