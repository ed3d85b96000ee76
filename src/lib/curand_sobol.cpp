/*
 * Sobol direction vectors for cuRAND's quasi-random generators
 * (curandGetDirectionVectors32/64, the host generators of curand_host.cpp
 * and curand_init of curand_kernel.h), the set cuRAND calls JOEKUO6.
 *
 * Dimension 0 is van der Corput's (every m_k = 1); dimension d >= 1 is
 * the primitive polynomial d - 1 of Joe and Kuo's table ("Constructing
 * Sobol sequences with better two-dimensional projections", SIAM J. Sci.
 * Comput. 30, 2008), with its initial numbers m_1 .. m_s.  The table is
 * not cucc's: it comes from the system's Boost headers (Debian's
 * libboost-dev, boost/random/detail/sobol_table.hpp), which hold its first
 * 3667 dimensions.  From a polynomial x^s + c_1 x^(s-1) + ... + c_(s-1) x + 1
 * the numbers go on by Bratley and Fox's recurrence
 *     m_k = 2 c_1 m_(k-1) ^ 4 c_2 m_(k-2) ^ ... ^ 2^s m_(k-s) ^ m_(k-s),
 * and vector k (from 0) of 32 bits is m_(k+1) << (31 - k), of 64 bits
 * m_(k+1) << (63 - k).  An H200's curandGetDirectionVectors32 and 64 gave
 * the same vectors for all 3667 (tests/e2e/curand_sobol.cu).
 *
 * cuRAND has 20000 dimensions; here the rest of the arrays are zeros and
 * the generators refuse more than CUCC_SOBOL_DIMS (curand_host.cpp).
 */
#include <stdlib.h>

#include "curand.h"
#include "curand_sobol.h"

#if __has_include(<boost/random/detail/sobol_table.hpp>)
#include <boost/random/detail/sobol_table.hpp>
typedef boost::random::detail::qrng_tables::sobol cucc_sobol_table;
#define CUCC_HAVE_SOBOL_TABLE 1
#else
#define CUCC_HAVE_SOBOL_TABLE 0
#endif

/* the arrays cuRAND hands out: 20000 dimensions each */
#define SOBOL_ALL 20000

namespace {

/* m_1 .. m_64 of dimension d into m[0 .. 63] */
void numbers(unsigned d, unsigned long long m[64])
{
    if (d == 0) {
        for (int k = 0; k < 64; k++)
            m[k] = 1;
        return;
    }
#if CUCC_HAVE_SOBOL_TABLE
    unsigned poly = cucc_sobol_table::polynomial(d - 1);
    int s = 31 - __builtin_clz(poly);
    for (int k = 0; k < s; k++)
        m[k] = cucc_sobol_table::minit(d - 1, (size_t)k);
    for (int k = s; k < 64; k++) {
        unsigned long long v = m[k - s] ^ (m[k - s] << s);
        for (int i = 1; i < s; i++)
            if ((poly >> (s - i)) & 1)
                v ^= m[k - i] << i;
        m[k] = v;
    }
#endif
}

struct Tables {
    curandDirectionVectors32_t *v32;
    curandDirectionVectors64_t *v64;
};

Tables make(void)
{
    Tables t = {
        (curandDirectionVectors32_t *)calloc(SOBOL_ALL, sizeof(curandDirectionVectors32_t)),
        (curandDirectionVectors64_t *)calloc(SOBOL_ALL, sizeof(curandDirectionVectors64_t)),
    };
    if (!t.v32 || !t.v64) {
        free(t.v32);
        free(t.v64);
        return Tables{NULL, NULL};
    }
    for (unsigned d = 0; d < cucc__sobol_dims(); d++) {
        unsigned long long m[64];
        numbers(d, m);
        for (int k = 0; k < 32; k++)
            t.v32[d][k] = (unsigned)(m[k] << (31 - k));
        for (int k = 0; k < 64; k++)
            t.v64[d][k] = m[k] << (63 - k);
    }
    return t;
}

/* The tables, made by the first call (C++ makes a function's static once,
 * whatever threads call at the same time); null where memory ran out. */
const Tables &tables(void)
{
    static const Tables t = make();
    return t;
}

}  // namespace

/* the dimensions with vectors: Boost's table and van der Corput's, or
 * none without the table */
unsigned cucc__sobol_dims(void) { return CUCC_HAVE_SOBOL_TABLE ? CUCC_SOBOL_DIMS : 0; }

extern "C" {

curandStatus_t curandGetDirectionVectors32(curandDirectionVectors32_t *vectors[], curandDirectionVectorSet_t set)
{
    if (set != CURAND_DIRECTION_VECTORS_32_JOEKUO6)
        return CURAND_STATUS_OUT_OF_RANGE;      /* (the scrambled set is not here) */
    if (!cucc__sobol_dims())
        return CURAND_STATUS_TYPE_ERROR;
    if (!tables().v32)
        return CURAND_STATUS_ALLOCATION_FAILED;
    *vectors = tables().v32;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGetDirectionVectors64(curandDirectionVectors64_t *vectors[], curandDirectionVectorSet_t set)
{
    if (set != CURAND_DIRECTION_VECTORS_64_JOEKUO6)
        return CURAND_STATUS_OUT_OF_RANGE;
    if (!cucc__sobol_dims())
        return CURAND_STATUS_TYPE_ERROR;
    if (!tables().v64)
        return CURAND_STATUS_ALLOCATION_FAILED;
    *vectors = tables().v64;
    return CURAND_STATUS_SUCCESS;
}

}  // extern "C"
