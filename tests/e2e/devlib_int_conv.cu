// Integer intrinsics and float-to-integer conversions on the values where
// CUDA's documentation leaves room, against what an H200 returned:
// __byte_perm with selector bit 3 set and upper selector bits, __mul24 /
// __umul24 with operand bits above 24, funnel shifts by 0..65 and
// 0xffffffff, __dp4a / __dp2a_lo / __dp2a_hi in every overload, __sad /
// __usad / __hadd / __rhadd / __uhadd / __urhadd at the overflow edges,
// __ffs / __clz of 0, __mulhi, mixed-signedness min/max, float min/max of
// signed zeros and NaN; then all 32 __float2{int,uint,ll,ull}_r{n,z,u,d} and
// __double2{int,uint,ll,ull}_r{n,z,u,d} of NaN, infinities, out-of-range,
// negative and tie values (CUDA saturates; NaN gives 0 or the type's
// minimum depending on the source and destination types).
#include <cuda_runtime.h>
#include <stdio.h>
#include <string.h>
#include <limits.h>

__global__ void ints(unsigned *o)
{
    int k = 0;
    unsigned a = 0x87654321u, b = 0xfedcba98u;
    unsigned sels[] = { 0x8888u, 0x89abu, 0xfedcu, 0x3210u, 0x7654u, 0xffffffffu, 0x12345678u, 0xcdefu };
    for (int s = 0; s < 8; s++) o[k++] = __byte_perm(a, b, sels[s]);
    int m24[][2] = { {0x00ffffff, 1}, {0x00800000, 2}, {(int)0xff000001, 3}, {0x7fffff, 0x7fffff}, {-1, -1},
                     {(int)0x12345678, (int)0x9abcdef0} };
    for (int s = 0; s < 6; s++) { o[k++] = __mul24(m24[s][0], m24[s][1]); o[k++] = __umul24(m24[s][0], m24[s][1]); }
    unsigned sh[] = { 0, 1, 31, 32, 33, 63, 64, 65, 0xffffffffu, 0x80000000u };
    for (int s = 0; s < 10; s++) {
        o[k++] = __funnelshift_l(a, b, sh[s]); o[k++] = __funnelshift_lc(a, b, sh[s]);
        o[k++] = __funnelshift_r(a, b, sh[s]); o[k++] = __funnelshift_rc(a, b, sh[s]);
    }
    o[k++] = __dp4a((int)a, (int)b, 7); o[k++] = __dp4a(a, b, 7u);
    o[k++] = __dp4a(make_char4(-128, 127, -1, 5), make_char4(-128, -128, 3, 9), -100);
    o[k++] = __dp4a(make_uchar4(255, 255, 1, 2), make_uchar4(255, 3, 4, 5), 0xffffff00u);
    o[k++] = __dp2a_lo((int)a, (int)b, 11); o[k++] = __dp2a_hi((int)a, (int)b, 11);
    o[k++] = __dp2a_lo(a, b, 11u); o[k++] = __dp2a_hi(a, b, 11u);
    o[k++] = __dp2a_lo(make_short2(-32768, 32767), make_char4(-128, 127, 1, 2), 5);
    o[k++] = __dp2a_hi(make_short2(-32768, 32767), make_char4(-128, 127, 1, 2), 5);
    o[k++] = __sad(INT_MIN, INT_MAX, 5u); o[k++] = __usad(0u, 0xffffffffu, 7u);
    o[k++] = __hadd(INT_MAX, INT_MAX); o[k++] = __hadd(INT_MIN, INT_MIN); o[k++] = __hadd(-3, 0);
    o[k++] = __rhadd(INT_MAX, INT_MAX); o[k++] = __rhadd(-3, 0); o[k++] = __rhadd(INT_MIN, INT_MAX);
    o[k++] = __uhadd(0xffffffffu, 0xffffffffu); o[k++] = __urhadd(0xffffffffu, 0xfffffffeu);
    o[k++] = __ffs(0); o[k++] = __ffsll(0); o[k++] = __clz(0); o[k++] = __clzll(0);
    o[k++] = __mulhi(INT_MIN, INT_MIN); o[k++] = (unsigned)__mul64hi(LLONG_MIN, LLONG_MIN);
    o[k++] = min(-1, 1u); o[k++] = max(-1, 1u); o[k++] = (unsigned)min(-1L, 1L);
    o[k++] = __float_as_uint(min(-0.0f, 0.0f)); o[k++] = __float_as_uint(min(0.0f, -0.0f));
    o[k++] = __float_as_uint(max(-0.0f, 0.0f));
    o[k++] = __float_as_uint(min(__int_as_float(0x7fc00000), 1.0f));
}

static const unsigned ints_expected[] = {
    0x21212121u, 0x21436587u, 0xfedcba98u, 0x87654321u, 0xfedcba98u, 0xfefefefeu, 0xbadcfe21u, 0x98badcfeu,
    0xffffffffu, 0x00ffffffu, 0xff000000u, 0x01000000u, 0x00000003u, 0x00000003u, 0xff000001u, 0xff000001u,
    0x00000001u, 0xfe000001u, 0x9c2d2080u, 0x142d2080u, 0xfedcba98u, 0xfedcba98u, 0x87654321u, 0x87654321u,
    0xfdb97531u, 0xfdb97531u, 0x43b2a190u, 0x43b2a190u, 0x43b2a190u, 0x43b2a190u, 0xfdb97531u, 0xfdb97531u,
    0xfedcba98u, 0x87654321u, 0x87654321u, 0xfedcba98u, 0xfdb97531u, 0x87654321u, 0x43b2a190u, 0xfedcba98u,
    0x43b2a190u, 0x87654321u, 0xfdb97531u, 0xfedcba98u, 0xfedcba98u, 0x87654321u, 0x87654321u, 0xfedcba98u,
    0xfdb97531u, 0x87654321u, 0x43b2a190u, 0xfedcba98u, 0x43b2a190u, 0x87654321u, 0xfdb97531u, 0xfedcba98u,
    0xfedcba98u, 0x87654321u, 0x87654321u, 0xfedcba98u, 0xffffd30bu, 0x0001210bu, 0x00000046u, 0x0001000cu,
    0x0005b505u, 0xfff7809du, 0x008a3b05u, 0x00c0069du, 0x007f7f86u, 0x00008003u, 0x00000004u, 0x00000006u,
    0x7fffffffu, 0x80000000u, 0xfffffffeu, 0x7fffffffu, 0xffffffffu, 0x00000000u, 0xffffffffu, 0xffffffffu,
    0x00000000u, 0x00000000u, 0x00000020u, 0x00000040u, 0x40000000u, 0x00000000u, 0x00000001u, 0xffffffffu,
    0xffffffffu, 0x80000000u, 0x00000000u, 0x80000000u, 0x3f800000u,
};
#define NINTS (int)(sizeof(ints_expected) / sizeof(ints_expected[0]))

#define NV 28
static const unsigned conv_inputs[NV] = { 0x7fc00000u, 0xffc00000u, 0x7f800000u, 0xff800000u, 0x4f32d05eu, 0xcf32d05eu, 0x60ad78ecu, 0xe0ad78ecu, 0xbf000000u, 0xbf800000u, 0xbfc00000u, 0x4f800000u, 0x4f7fffffu, 0x5f01103du, 0xdf01103du, 0x5f79ccd9u, 0x5f8ac723u, 0xc0000000u, 0x3f333333u, 0x40200000u, 0xc0200000u, 0x4f000000u, 0xcf000000u, 0xcf000001u, 0x5f000000u, 0xdf000000u, 0x5f7fffffu, 0x80000000u };
/* per input: float2int, float2uint, float2ll, float2ull, double2int,
   double2uint, double2ll, double2ull, each _rn _rz _ru _rd */
static const unsigned long long conv_expected[NV][32] = {
    { 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull },
    { 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull },
    { 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull },
    { 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull },
    { 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull, 0xb2d05e00ull },
    { 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xffffffff4d2fa200ull, 0xffffffff4d2fa200ull, 0xffffffff4d2fa200ull, 0xffffffff4d2fa200ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xffffffff4d2fa200ull, 0xffffffff4d2fa200ull, 0xffffffff4d2fa200ull, 0xffffffff4d2fa200ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull },
    { 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull },
    { 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull },
    { 0x0ull, 0x0ull, 0x0ull, 0xffffffffffffffffull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xffffffffffffffffull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xffffffffffffffffull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xffffffffffffffffull, 0x0ull, 0x0ull, 0x0ull, 0x0ull },
    { 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0x0ull, 0x0ull, 0x0ull, 0x0ull },
    { 0xfffffffffffffffeull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xfffffffffffffffeull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xfffffffffffffffeull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xfffffffffffffffeull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xfffffffffffffffeull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xfffffffffffffffeull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xfffffffffffffffeull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xfffffffffffffffeull, 0x0ull, 0x0ull, 0x0ull, 0x0ull },
    { 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0x100000000ull, 0x100000000ull, 0x100000000ull, 0x100000000ull, 0x100000000ull, 0x100000000ull, 0x100000000ull, 0x100000000ull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0x100000000ull, 0x100000000ull, 0x100000000ull, 0x100000000ull, 0x100000000ull, 0x100000000ull, 0x100000000ull, 0x100000000ull },
    { 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull, 0xffffff00ull },
    { 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x81103d0000000000ull, 0x81103d0000000000ull, 0x81103d0000000000ull, 0x81103d0000000000ull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x81103d0000000000ull, 0x81103d0000000000ull, 0x81103d0000000000ull, 0x81103d0000000000ull },
    { 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull },
    { 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0xf9ccd90000000000ull, 0xf9ccd90000000000ull, 0xf9ccd90000000000ull, 0xf9ccd90000000000ull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0xf9ccd90000000000ull, 0xf9ccd90000000000ull, 0xf9ccd90000000000ull, 0xf9ccd90000000000ull },
    { 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0xffffffffffffffffull },
    { 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0x0ull, 0x0ull, 0x0ull, 0x0ull },
    { 0x1ull, 0x0ull, 0x1ull, 0x0ull, 0x1ull, 0x0ull, 0x1ull, 0x0ull, 0x1ull, 0x0ull, 0x1ull, 0x0ull, 0x1ull, 0x0ull, 0x1ull, 0x0ull, 0x1ull, 0x0ull, 0x1ull, 0x0ull, 0x1ull, 0x0ull, 0x1ull, 0x0ull, 0x1ull, 0x0ull, 0x1ull, 0x0ull, 0x1ull, 0x0ull, 0x1ull, 0x0ull },
    { 0x2ull, 0x2ull, 0x3ull, 0x2ull, 0x2ull, 0x2ull, 0x3ull, 0x2ull, 0x2ull, 0x2ull, 0x3ull, 0x2ull, 0x2ull, 0x2ull, 0x3ull, 0x2ull, 0x2ull, 0x2ull, 0x3ull, 0x2ull, 0x2ull, 0x2ull, 0x3ull, 0x2ull, 0x2ull, 0x2ull, 0x3ull, 0x2ull, 0x2ull, 0x2ull, 0x3ull, 0x2ull },
    { 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0xfffffffffffffffdull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0xfffffffffffffffdull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0xfffffffffffffffdull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0xfffffffffffffffeull, 0xfffffffffffffffdull, 0x0ull, 0x0ull, 0x0ull, 0x0ull },
    { 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull, 0x80000000ull },
    { 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull },
    { 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xffffffff7fffff00ull, 0xffffffff7fffff00ull, 0xffffffff7fffff00ull, 0xffffffff7fffff00ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xffffffff7fffff00ull, 0xffffffff7fffff00ull, 0xffffffff7fffff00ull, 0xffffffff7fffff00ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull },
    { 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull },
    { 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0xffffffff80000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000000000000ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull },
    { 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0xffffff0000000000ull, 0xffffff0000000000ull, 0xffffff0000000000ull, 0xffffff0000000000ull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0x7fffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0x7fffffffffffffffull, 0xffffff0000000000ull, 0xffffff0000000000ull, 0xffffff0000000000ull, 0xffffff0000000000ull },
    { 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull, 0x0ull },
};

__global__ void conv(const float *fv, long long *o)
{
    int i = threadIdx.x;
    if (i >= NV) return;
    float x = fv[i];
    double d = x;
    long long *r = o + i * 32;
    r[0] = __float2int_rn(x); r[1] = __float2int_rz(x); r[2] = __float2int_ru(x); r[3] = __float2int_rd(x);
    r[4] = __float2uint_rn(x); r[5] = __float2uint_rz(x); r[6] = __float2uint_ru(x); r[7] = __float2uint_rd(x);
    r[8] = __float2ll_rn(x); r[9] = __float2ll_rz(x); r[10] = __float2ll_ru(x); r[11] = __float2ll_rd(x);
    r[12] = __float2ull_rn(x); r[13] = __float2ull_rz(x); r[14] = __float2ull_ru(x); r[15] = __float2ull_rd(x);
    r[16] = __double2int_rn(d); r[17] = __double2int_rz(d); r[18] = __double2int_ru(d); r[19] = __double2int_rd(d);
    r[20] = __double2uint_rn(d); r[21] = __double2uint_rz(d); r[22] = __double2uint_ru(d); r[23] = __double2uint_rd(d);
    r[24] = __double2ll_rn(d); r[25] = __double2ll_rz(d); r[26] = __double2ll_ru(d); r[27] = __double2ll_rd(d);
    r[28] = __double2ull_rn(d); r[29] = __double2ull_rz(d); r[30] = __double2ull_ru(d); r[31] = __double2ull_rd(d);
}

int main(void)
{
    const char *kinds[8] = { "float2int", "float2uint", "float2ll", "float2ull",
                             "double2int", "double2uint", "double2ll", "double2ull" };
    const char *modes[4] = { "rn", "rz", "ru", "rd" };
    int failures = 0;
    unsigned *di, hi[NINTS];
    cudaMalloc(&di, sizeof hi);
    ints<<<1, 1>>>(di);
    cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
    for (int k = 0; k < NINTS; k++)
        if (hi[k] != ints_expected[k]) {
            printf("integer intrinsic result %d: 0x%08x, H200 0x%08x  MISMATCH\n", k, hi[k], ints_expected[k]);
            failures++;
        }
    printf("integer intrinsics: %d values checked\n", NINTS);

    float fv[NV];
    memcpy(fv, conv_inputs, sizeof fv);
    float *dfv;
    long long *dco, hco[NV * 32];
    cudaMalloc(&dfv, sizeof fv);
    cudaMalloc(&dco, sizeof hco);
    cudaMemcpy(dfv, fv, sizeof fv, cudaMemcpyHostToDevice);
    conv<<<1, 32>>>(dfv, dco);
    if (cudaDeviceSynchronize() != cudaSuccess) { printf("FAIL launch\n"); return 1; }
    cudaMemcpy(hco, dco, sizeof hco, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < NV; i++)
        for (int k = 0; k < 32; k++)
            if ((unsigned long long)hco[i * 32 + k] != conv_expected[i][k]) {
                if (bad++ < 20)
                    printf("__%s_%s(%.9g [%08x]) = 0x%llx, H200 0x%llx  MISMATCH\n", kinds[k / 4], modes[k % 4],
                           (double)fv[i], conv_inputs[i], (unsigned long long)hco[i * 32 + k], conv_expected[i][k]);
            }
    printf("conversions: %d values checked, %d differ\n", NV * 32, bad);
    failures += bad;
    cudaFree(di); cudaFree(dfv); cudaFree(dco);
    printf(failures ? "FAIL\n" : "PASS\n");
    return failures != 0;
}
