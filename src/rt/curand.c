/*
 * cuRAND device API support (include/curand_kernel.h): XORWOW's jump ahead.
 *
 * One draw of XORWOW changes its 160-bit state v by a linear map over
 * GF(2), a 160 x 160 bit matrix M.  Advancing by n draws is M^n; with the
 * powers P[i] = M^(2^i), i < 131, computed once by squaring, n =
 * subsequence * 2^67 + offset is one matrix-vector product per set bit.
 * (cuRAND's tables hold other powers of the same M, so the states agree.)
 */
#include <pthread.h>
#include <string.h>

#define BITS 160
#define WORDS 5
#define POWERS 131     /* 2^0 .. 2^130: offsets below 2^64, subsequences below 2^64 */

typedef unsigned int Col[WORDS];
typedef Col Mat[BITS];  /* column j: the image of bit j */

static Mat powers[POWERS];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void step(unsigned int v[WORDS])
{
    unsigned int t = v[0] ^ (v[0] >> 2);
    v[0] = v[1];
    v[1] = v[2];
    v[2] = v[3];
    v[3] = v[4];
    v[4] = (v[4] ^ (v[4] << 4)) ^ (t ^ (t << 1));
}

/* out = m v */
static void apply(const Mat m, const unsigned int v[WORDS], unsigned int out[WORDS])
{
    unsigned int r[WORDS] = {0};
    for (int j = 0; j < BITS; j++)
        if (v[j / 32] >> (j % 32) & 1)
            for (int w = 0; w < WORDS; w++)
                r[w] ^= m[j][w];
    memcpy(out, r, sizeof r);
}

static void init(void)
{
    for (int j = 0; j < BITS; j++) {
        memset(powers[0][j], 0, sizeof(Col));
        powers[0][j][j / 32] = 1u << (j % 32);
        step(powers[0][j]);
    }
    for (int i = 1; i < POWERS; i++)     /* P[i] = P[i-1]^2: each column through P[i-1] */
        for (int j = 0; j < BITS; j++)
            apply(powers[i - 1], powers[i - 1][j], powers[i][j]);
}

void cucc__curand_xorwow_jump(unsigned int v[WORDS], unsigned long long subsequence,
                              unsigned long long offset)
{
    pthread_once(&once, init);
    for (int i = 0; i < 64; i++)
        if (offset >> i & 1)
            apply(powers[i], v, v);
    for (int i = 0; i < 64 && 67 + i < POWERS; i++)
        if (subsequence >> i & 1)
            apply(powers[67 + i], v, v);
}
