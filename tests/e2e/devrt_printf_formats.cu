// Device printf: every conversion, flag, width/precision (also '*') and
// length modifier formats as the host's printf does; printf returns the
// number of arguments it consumed (CUDA: not the number of characters),
// -1 for a NULL format; beyond 32 arguments conversions print as written.
#include <cuda_runtime.h>
#include <stdint.h>
#include <stddef.h>
#include "devrt_capture.h"

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %d %s\n", __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

/* Each format once on the device and once on the host, same arguments. */
#define FORMATS(P, R)                                                              \
    R[0] = P("d i: %d %i %+d % d %-6d| %06d %.3d\n", 42, -42, 7, 7, 5, -5, 9);     \
    R[1] = P("u o x X: %u %o %x %X %#o %#x %#X\n", 4000000000u, 8u, 255u, 255u, 8u, 255u, 255u); \
    R[2] = P("c s: %c %s [%10s] [%-10s] [%.2s]\n", 'q', "str", "right", "left", "cut"); \
    R[3] = P("f F: %f %F %.0f %#.0f %10.4f %-10.2f|\n", 3.25, -1.5, 2.5, 2.0, 3.14159, 2.71828); \
    R[4] = P("e E: %e %E %.2e %+.1E\n", 12345.678, 0.000123, -9.87e-10, 6.02e23); \
    R[5] = P("g G: %g %G %g %g %#g %.3g\n", 0.0001, 1e-5, 123456.0, 1234567.0, 1.0, 3.14159); \
    R[6] = P("a A: %a %A %.2a\n", 1.0, -0.5, 3.0);                                   \
    R[7] = P("hh h: %hhd %hhu %hd %hu\n", (signed char)-3, (unsigned char)250, (short)-300, (unsigned short)65000); \
    R[8] = P("l ll: %ld %lu %lld %llu %llx\n", -1234567890123L, 1234567890123UL, -9000000000000000000LL, 18000000000000000000ULL, 0xdeadbeefcafeULL); \
    R[9] = P("z t j: %zu %zd %td %jd %ju\n", (size_t)123456789012ULL, (ptrdiff_t)-5, (ptrdiff_t)-77, (intmax_t)-1, (uintmax_t)99); \
    R[10] = P("L: %Lf %.3Le\n", (long double)1.5, (long double)-2.25);               \
    R[11] = P("star: [%*d] [%-*d] [%.*f] [%*.*f]\n", 6, 42, 6, 42, 2, 3.14159, 8, 3, 2.5); \
    R[12] = P("percent: 100%% %c%%\n", 'x');                                          \
    R[13] = P("no arguments\n");                                                      \
    R[14] = P("inf nan: %f %e %g %F\n", 1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0 * 0.0, 1.0 / 0.0); \
    R[15] = P("ptr null: %p\n", (void *)0);

__global__ void formats(int *ret)
{
    FORMATS(printf, ret)
}

/* 33 conversions: the last is beyond CUDA's 32 arguments. */
#define A8(b) b, b + 1, b + 2, b + 3, b + 4, b + 5, b + 6, b + 7
#define F8 "%d %d %d %d %d %d %d %d "
__global__ void many(int *ret, const char *null_fmt)
{
    ret[0] = printf(F8 F8 F8 F8 "%d|\n", A8(0), A8(8), A8(16), A8(24), 32);
    ret[1] = printf(null_fmt);
}

int main(void)
{
    int *d, h[16], want[16];
    char expect[4096], line[512];
    CHECK(cudaMalloc(&d, sizeof h));

    capture_begin();
    formats<<<1, 1>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    char *got = capture_end();
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));

    /* The host's rendering; CUDA returns argument counts instead. */
    expect[0] = 0;
    int host_ret[16];
#define HP(...) (snprintf(line, sizeof line, __VA_ARGS__), strcat(expect, line), 0)
    FORMATS(HP, host_ret)
    (void)host_ret;
    int counts[16] = { 7, 7, 5, 6, 4, 6, 3, 4, 5, 5, 2, 9, 1, 0, 4, 1 };
    memcpy(want, counts, sizeof want);

    int bad = 0;
    if (strcmp(got, expect) != 0) {
        printf("device output differs:\n--- device\n%s--- host\n%s", got, expect);
        bad++;
    }
    for (int i = 0; i < 16; i++)
        if (h[i] != want[i]) {
            printf("printf #%d returned %d, want %d\n", i, h[i], want[i]);
            bad++;
        }
    free(got);

    capture_begin();
    many<<<1, 1>>>(d, NULL);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    got = capture_end();
    CHECK(cudaMemcpy(h, d, 2 * sizeof(int), cudaMemcpyDeviceToHost));
    const char *want_many = "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 "
                            "24 25 26 27 28 29 30 31 %d|\n";
    if (strcmp(got, want_many) != 0) {
        printf("33 conversions: got \"%s\"\n", got);
        bad++;
    }
    if (h[0] != 32 || h[1] != -1) {
        printf("returns: %d %d, want 32 -1\n", h[0], h[1]);
        bad++;
    }
    free(got);
    CHECK(cudaFree(d));
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
