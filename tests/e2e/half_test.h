// Test harness shared by the half_*.cu and bf16_*.cu programs: call
// checking, failure counting, float bit casts, a xorshift generator and a
// typed cudaMalloc.  The references themselves are in half_ref.h.
#ifndef HALF_TEST_H
#define HALF_TEST_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(call)                                                                      \
    do {                                                                                 \
        cudaError_t e_ = (call);                                                         \
        if (e_ != cudaSuccess) {                                                         \
            printf("FAIL %s:%d %s\n", __FILE__, __LINE__, cudaGetErrorName(e_));        \
            exit(1);                                                                     \
        }                                                                                \
    } while (0)

static long failures __attribute__((unused));
#define EXPECT(cond, ...)                                                                \
    do {                                                                                 \
        if (!(cond) && failures++ < 20)                                                  \
            printf(__VA_ARGS__);                                                         \
    } while (0)

static inline unsigned int fbits(float f) { unsigned int u; memcpy(&u, &f, 4); return u; }
static inline float bitsf(unsigned int u) { float f; memcpy(&f, &u, 4); return f; }

/* A test may define HALF_TEST_SEED before including this header. */
#ifndef HALF_TEST_SEED
#define HALF_TEST_SEED 0x9e3779b97f4a7c15ull
#endif
static unsigned long long rnd_state __attribute__((unused)) = HALF_TEST_SEED;
static inline unsigned long long rnd(void)
{
    rnd_state ^= rnd_state << 13;
    rnd_state ^= rnd_state >> 7;
    rnd_state ^= rnd_state << 17;
    return rnd_state;
}

template <class T> static inline T *dev_alloc(size_t n)
{
    T *p;
    CHECK(cudaMalloc(&p, n * sizeof(T)));
    return p;
}

#endif
