/*
 * What inline PTX lowers to (src/front/ptx.c) beyond the intrinsics:
 * bfe, bfi and lop3 on 32- and 64-bit values, prmt, %globaltimer and named
 * barriers.
 */
#ifndef CUCC_DEVICE_PTX_H
#define CUCC_DEVICE_PTX_H

#include <time.h>

/* bfe: len bits of a from bit pos (both taken mod 256), zero- or
 * sign-extended as T is unsigned or signed; a field past the top repeats
 * the top bit of a signed value. */
template <class T> __device__ inline T cucc__ptx_bfe(T a, unsigned pos, unsigned len)
{
    const unsigned w = sizeof(T) * 8;
    pos &= 255;
    len &= 255;
    if (len == 0)
        return 0;
    typedef unsigned long long U;
    U u = (U)a;
    if (w < 64)
        u &= (1ull << w) - 1;
    U field = pos >= w ? 0 : u >> pos;
    unsigned got = pos >= w ? 0 : (w - pos < len ? w - pos : len);
    if (got < 64)
        field &= got ? (1ull << got) - 1 : 0;
    if ((T)-1 < (T)0) {     /* signed: the sign is bit pos+len-1, or the top */
        unsigned sb = pos + len - 1 < w ? pos + len - 1 : w - 1;
        if ((u >> sb) & 1) {
            unsigned keep = got < len ? got : len;
            field |= keep < 64 ? ~0ull << keep : 0;
        }
    }
    return (T)field;
}

/* bfi: b with len bits from bit pos replaced by the low bits of a. */
template <class T> __device__ inline T cucc__ptx_bfi(T a, T b, unsigned pos, unsigned len)
{
    const unsigned w = sizeof(T) * 8;
    pos &= 255;
    len &= 255;
    if (len == 0 || pos >= w)
        return b;
    if (len > w - pos)
        len = w - pos;
    typedef unsigned long long U;
    U mask = (len >= 64 ? ~0ull : (1ull << len) - 1) << pos;
    return (T)(((U)b & ~mask) | (((U)a << pos) & mask));
}

/* lop3: bit i of the result is bit (a_i << 2 | b_i << 1 | c_i)... of lut,
 * with a's bits weighted 0xF0, b's 0xCC and c's 0xAA. */
template <class T> __device__ inline T cucc__ptx_lop3(T a, T b, T c, unsigned lut)
{
    T r = 0;
    for (unsigned k = 0; k < 8; k++)
        if (lut >> k & 1)
            r |= (k & 4 ? a : (T)~a) & (k & 2 ? b : (T)~b) & (k & 1 ? c : (T)~c);
    return r;
}

/* prmt (default mode): byte k of the result is byte (c >> 4k & 7) of b:a,
 * or, when bit 3 of that nibble is set, that byte's sign in all 8 bits
 * (the __byte_perm intrinsic reads only the low 3 bits). */
__device__ inline unsigned cucc__ptx_prmt(unsigned a, unsigned b, unsigned c)
{
    unsigned long long x = (unsigned long long)b << 32 | a;
    unsigned r = 0;
    for (unsigned k = 0; k < 4; k++) {
        unsigned sel = c >> (4 * k) & 15, byte = (unsigned)(x >> (8 * (sel & 7))) & 0xff;
        if (sel & 8)
            byte = byte & 0x80 ? 0xff : 0;
        r |= byte << (8 * k);
    }
    return r;
}

/* %globaltimer: nanoseconds, from the system's clock. */
__device__ inline unsigned long long cucc__globaltimer(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (unsigned long long)ts.tv_sec * 1000000000ull + (unsigned long long)ts.tv_nsec;
}

/* bar.sync id, count: the barrier numbered id (0..15) of count threads,
 * the whole block when count is 0 or covers it (as __syncthreads, which it
 * then is: every thread of the block arrives); fewer threads wait for one
 * another only (cucc__part_barrier, keys apart from cooperative groups'). */
__device__ inline void cucc__ptx_bar(unsigned id, unsigned count)
{
    if (count == 0 || count >= blockDim.x * blockDim.y * blockDim.z)
        __syncthreads();
    else
        cucc__part_barrier(0x200000000ul | (id & 15u), count);
}

#endif
