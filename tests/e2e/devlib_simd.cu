// SIMD video intrinsics (__vadd2 ... __vsadu4), sm_90 DPX min/max
// (__vimax3_s32, __viaddmax_s16x2_relu, __vibmax_u16x2, ...) and __fns on
// 8192 operand triples (edge values, then pseudo-random ones), checked
// against FNV-1a hashes of what an H200 returned for the same inputs.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define N 8192
#define NF 128

/* Every function, in the order of the expected hashes below. */
#define FUNCS \
    S1(__vabs2) S1(__vabsss2) S1(__vneg2) S1(__vnegss2) S1(__vabs4) S1(__vabsss4) S1(__vneg4) S1(__vnegss4) \
    S2(__vabsdiffs2) S2(__vabsdiffu2) S2(__vadd2) S2(__vaddss2) S2(__vaddus2) S2(__vsub2) S2(__vsubss2) S2(__vsubus2) \
    S2(__vavgs2) S2(__vavgu2) S2(__vhaddu2) S2(__vmaxs2) S2(__vmaxu2) S2(__vmins2) S2(__vminu2) \
    S2(__vcmpeq2) S2(__vcmpne2) S2(__vcmpges2) S2(__vcmpgeu2) S2(__vcmpgts2) S2(__vcmpgtu2) S2(__vcmples2) S2(__vcmpleu2) S2(__vcmplts2) S2(__vcmpltu2) \
    S2(__vseteq2) S2(__vsetne2) S2(__vsetges2) S2(__vsetgeu2) S2(__vsetgts2) S2(__vsetgtu2) S2(__vsetles2) S2(__vsetleu2) S2(__vsetlts2) S2(__vsetltu2) \
    S2(__vsads2) S2(__vsadu2) \
    S2(__vabsdiffs4) S2(__vabsdiffu4) S2(__vadd4) S2(__vaddss4) S2(__vaddus4) S2(__vsub4) S2(__vsubss4) S2(__vsubus4) \
    S2(__vavgs4) S2(__vavgu4) S2(__vhaddu4) S2(__vmaxs4) S2(__vmaxu4) S2(__vmins4) S2(__vminu4) \
    S2(__vcmpeq4) S2(__vcmpne4) S2(__vcmpges4) S2(__vcmpgeu4) S2(__vcmpgts4) S2(__vcmpgtu4) S2(__vcmples4) S2(__vcmpleu4) S2(__vcmplts4) S2(__vcmpltu4) \
    S2(__vseteq4) S2(__vsetne4) S2(__vsetges4) S2(__vsetgeu4) S2(__vsetgts4) S2(__vsetgtu4) S2(__vsetles4) S2(__vsetleu4) S2(__vsetlts4) S2(__vsetltu4) \
    S2(__vsads4) S2(__vsadu4) \
    S2(__vimax_s16x2_relu) S2(__vimin_s16x2_relu) \
    S3(__vimax3_s16x2) S3(__vimin3_s16x2) S3(__vimax3_u16x2) S3(__vimin3_u16x2) S3(__vimax3_s16x2_relu) S3(__vimin3_s16x2_relu) \
    S3(__viaddmax_s16x2) S3(__viaddmin_s16x2) S3(__viaddmax_s16x2_relu) S3(__viaddmin_s16x2_relu) S3(__viaddmax_u16x2) S3(__viaddmin_u16x2) \
    I2(__vimax_s32_relu) I2(__vimin_s32_relu) I3(__vimax3_s32) I3(__vimin3_s32) U3(__vimax3_u32) U3(__vimin3_u32) \
    I3(__vimax3_s32_relu) I3(__vimin3_s32_relu) I3(__viaddmax_s32) I3(__viaddmin_s32) I3(__viaddmax_s32_relu) I3(__viaddmin_s32_relu) \
    U3(__viaddmax_u32) U3(__viaddmin_u32) \
    B32(__vibmax_s32, int) B32(__vibmin_s32, int) B32(__vibmax_u32, unsigned) B32(__vibmin_u32, unsigned) \
    B16(__vibmax_s16x2) B16(__vibmin_s16x2) B16(__vibmax_u16x2) B16(__vibmin_u16x2) \
    FNS(__fns)

#define S1(f) o[k++] = f(a);
#define S2(f) o[k++] = f(a, b);
#define S3(f) o[k++] = f(a, b, c);
#define I2(f) o[k++] = (unsigned)f((int)a, (int)b);
#define I3(f) o[k++] = (unsigned)f((int)a, (int)b, (int)c);
#define U3(f) o[k++] = f(a, b, c);
#define B32(f, T) { bool p; o[k++] = (unsigned)f((T)a, (T)b, &p); o[k++] = p; }
#define B16(f) { bool ph, pl; o[k++] = f(a, b, &ph, &pl); o[k++] = ph * 2 + pl; }
#define FNS(f) o[k++] = f(a, c & 31, (int)(b % 81) - 40); o[k++] = f(a, c % 40, (int)(b % 7) - 3);

__global__ void simd(const unsigned *A, const unsigned *B, const unsigned *C, unsigned *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= N) return;
    unsigned a = A[i], b = B[i], c = C[i];
    unsigned *o = out + (size_t)i * NF;
    int k = 0;
    FUNCS
}

#undef S1
#undef S2
#undef S3
#undef I2
#undef I3
#undef U3
#undef B32
#undef B16
#undef FNS
#define S1(f) #f,
#define S2(f) #f,
#define S3(f) #f,
#define I2(f) #f,
#define I3(f) #f,
#define U3(f) #f,
#define B32(f, T) #f, #f " (pred)",
#define B16(f) #f, #f " (preds)",
#define FNS(f) "__fns (offset -40..40)", "__fns (base up to 39)",
static const char *names[NF] = { FUNCS };

static const unsigned expected[NF] = {
    0x7773b069u, 0xb9843049u, 0xdc042541u, 0xf0a47121u, 0xee1840bbu, 0xfdcd9127u,
    0xa2d8b081u, 0xa1314e29u, 0x9aa28e55u, 0xc4f8d824u, 0xb28ccfdbu, 0x47d5e2e3u,
    0x4c77c6fcu, 0x8bc4d525u, 0x88be9c9au, 0x99e68994u, 0xced3d880u, 0x56de48b9u,
    0x2cd5fa12u, 0xa85d97bfu, 0xe9f6c422u, 0xd5111b47u, 0x66d18ffau, 0x8c5857f9u,
    0xa0088191u, 0x2ebfd5f1u, 0xc095450bu, 0xbc7a0bbdu, 0xbd2bf6d7u, 0xa8e60dcdu,
    0x061c4eb3u, 0xf3a61199u, 0x159cac7fu, 0x38ec20f5u, 0x56596715u, 0xb86de9cdu,
    0x276ce914u, 0xab83b74du, 0x2ee3e034u, 0x7309f23du, 0x8bb19f34u, 0x0b899dddu,
    0x3bcf9b54u, 0xefe824c3u, 0x1686b536u, 0xc57a954du, 0x1c16fd6du, 0x9b090151u,
    0x1b4c3febu, 0xfaada58eu, 0x2fce9351u, 0xc000d5b7u, 0x5ad6a365u, 0xd4077ec5u,
    0xe6f76af5u, 0x2f80de5fu, 0x92179ec5u, 0x90b531a5u, 0x586ef221u, 0x7ca73091u,
    0xce6f52e8u, 0x14c22f34u, 0x4a7e32fbu, 0xb078b791u, 0x603cd402u, 0xb342bc58u,
    0x9760f68au, 0x37752a4cu, 0x319669ffu, 0x50f4f821u, 0x71a36572u, 0xe836f9beu,
    0xb6f8ac8fu, 0xf25e17f9u, 0x0fa4c68cu, 0x0ee5f8e2u, 0x42577314u, 0x45e942d6u,
    0x065fe78bu, 0x28610569u, 0x56c1f723u, 0x521682ffu, 0x5474cb39u, 0x594f2d99u,
    0x8378e50cu, 0x7a3b9d27u, 0x4918a29bu, 0x60afe73au, 0xfe097417u, 0x76a11a9du,
    0x072554dau, 0x8542e26eu, 0x9fc67fa6u, 0x04da00dfu, 0xa818b99bu, 0x70e273ffu,
    0x1bde5703u, 0x17847f69u, 0xe43efabdu, 0x8b51d4dbu, 0x0bcebe6eu, 0xdd14d8f0u,
    0xf92d5af6u, 0x669b057bu, 0x47878d3cu, 0xb6089dd8u, 0x7e8a570du, 0x7b197c9au,
    0xd8f3af42u, 0xd0ed6c5au, 0x6c11c62fu, 0x0e64c145u, 0xb34d1a4fu, 0xa34b5865u,
    0xe580d766u, 0xcc0880d4u, 0xc53fe942u, 0xd6f6f2b4u, 0xa85d97bfu, 0x279ade16u,
    0xd5111b47u, 0xc11ebec6u, 0xe9f6c422u, 0x6d026ba4u, 0x66d18ffau, 0x3ef6a3b4u,
    0x420d290bu, 0x19f28dd7u,
};

static unsigned long long st = 0x9e3779b97f4a7c15ULL;
static unsigned rnd32(void) { st ^= st << 13; st ^= st >> 7; st ^= st << 17; return (unsigned)(st >> 16); }

int main(void)
{
    static unsigned A[N], B[N], C[N];
    const unsigned edge[16] = { 0, 0xffffffffu, 0x80008000u, 0x7fff7fffu, 0x80808080u, 0x7f7f7f7fu, 0x00ff00ffu,
                                0xff00ff00u, 0x01010101u, 0x80000000u, 0x7fffffffu, 0x00010001u, 0xfffefffeu,
                                0x8001ff80u, 0x00800080u, 0x12345678u };
    for (int i = 0; i < N; i++) {
        if (i < 256) {
            A[i] = edge[i % 16]; B[i] = edge[i / 16]; C[i] = edge[(i * 7) % 16];
        } else {
            A[i] = rnd32(); B[i] = rnd32(); C[i] = rnd32();
            if (i % 3 == 0) B[i] = A[i] ^ (rnd32() & 0x00ff00ffu);   /* equal lanes */
        }
    }
    unsigned *dA, *dB, *dC, *dO;
    unsigned *O = (unsigned *)malloc((size_t)N * NF * 4);
    if (cudaMalloc(&dA, sizeof A) || cudaMalloc(&dB, sizeof B) || cudaMalloc(&dC, sizeof C) ||
        cudaMalloc(&dO, (size_t)N * NF * 4)) { printf("FAIL cudaMalloc\n"); return 1; }
    cudaMemcpy(dA, A, sizeof A, cudaMemcpyHostToDevice);
    cudaMemcpy(dB, B, sizeof B, cudaMemcpyHostToDevice);
    cudaMemcpy(dC, C, sizeof C, cudaMemcpyHostToDevice);
    simd<<<N / 128, 128>>>(dA, dB, dC, dO);
    if (cudaDeviceSynchronize() != cudaSuccess) { printf("FAIL launch\n"); return 1; }
    cudaMemcpy(O, dO, (size_t)N * NF * 4, cudaMemcpyDeviceToHost);
    int failures = 0;
    for (int j = 0; j < NF; j++) {
        unsigned h = 0x811c9dc5u;
        for (int i = 0; i < N; i++)
            for (int k = 0; k < 4; k++) { h ^= (O[(size_t)i * NF + j] >> (8 * k)) & 0xffu; h *= 0x01000193u; }
        if (h != expected[j]) {
            printf("%-28s hash %08x, H200 %08x  MISMATCH\n", names[j], h, expected[j]);
            failures++;
        }
    }
    printf("%d functions checked, %d differ from the H200\n", NF, failures);
    cudaFree(dA); cudaFree(dB); cudaFree(dC); cudaFree(dO); free(O);
    printf(failures ? "FAIL\n" : "PASS\n");
    return failures != 0;
}
