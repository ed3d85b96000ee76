/*
 * cuRAND's host API (include/curand.h) over the device API of
 * curand_kernel.h, run on the host: the same generator code that kernels
 * use, so the bits are the GPU's.  The layout is cuRAND's default
 * ordering, measured on an H200 (docs/libraries.md):
 *
 *   XORWOW   position p is thread p % 4096 (each thread its own
 *            subsequence) at its step p / 4096: a raw or uniform result
 *            is draw p / 4096, a double draws 2 (p / 4096) and the next,
 *            a pair of normals (Box-Muller) the same 2 draws, or 4 for
 *            doubles; raw, uniform and double results take a position
 *            each, a pair of normals one
 *   MRG32k3a as XORWOW with 81920 threads; a double is one draw, a pair
 *            of normals two (of floats or of doubles)
 *   Philox   position p is element p % 4 of subsequence p / 4: a raw,
 *            uniform or normal (curand_normal4) float is element p % 4 of
 *            the subsequence's first block of four, a double one of the
 *            two results of block (p % 4) / 2 (uniform2_double,
 *            normal2_double)
 *   MTGP32   192 block states (curand_mtgp32_params.cpp) make a step of
 *            49152 draws at a time, block after block, each block's 256
 *            threads in order; every result takes the next draw (normals
 *            by the normal law's inverse); a new seed applies from the
 *            next step on
 *   Sobol32, Sobol64 (quasi-random, src/lib/curand_sobol.cpp): a call's
 *            n results are n / dims points of each dimension, dimension
 *            after dimension, from point p on; a result is one draw
 *            (curand_kernel.h's conversions), p counts points
 *
 * The position starts at the generator's offset and each call continues
 * where the last ended (a new seed keeps it).  A generator keeps one state per XORWOW thread, at the
 * draw it will make next, so that consecutive calls draw on without a
 * jump; a state elsewhere is set with curand_init (a jump ahead).  The
 * work queued on the generator's stream before a call is done first; the
 * call is done when it returns.
 */
#include <math.h>
#include <stdlib.h>

#include <new>
#include <vector>

#include "curand.h"
#include "curand_kernel.h"
#include "curand_mtgp32_params.h"
#include "curand_sobol.h"

namespace {

/* A thread of XORWOW or MRG32k3a: its state, and whether it is set. */
template <class S> struct Slot {
    S state;
    bool set;
};

}  // namespace

struct curandGenerator_st {
    curandRngType_t type;
    unsigned long long seed, offset, pos;
    unsigned long long count;   /* positions taken since the offset was set */
    unsigned long long base;    /* XORWOW, MRG32k3a: the position their states were set at */
    bool fresh;                 /* the states are to be set again */
    unsigned dims;              /* Sobol32, Sobol64: the dimensions */
    cudaStream_t stream;
    std::vector<Slot<curandStateXORWOW_t>> xorwow;
    std::vector<Slot<curandStateMRG32k3a_t>> mrg;
    /* MTGP32: the block states, their parameters, and the draws of their
     * last step, handed out up to step_at */
    std::vector<curandStateMtgp32_t> mtgp;
    mtgp32_kernel_params_t mtgp_k;
    std::vector<unsigned int> step;
    size_t step_at;
};

namespace {

/* A new seed or offset: the states are set again at the next call. */
void forget(curandGenerator_t g) { g->fresh = true; }

/* The threads of cuRAND's default ordering: XORWOW 4096, MRG32k3a 81920. */
unsigned threads_of(curandGenerator_t g) { return g->type == CURAND_RNG_PSEUDO_MRG32K3A ? 81920u : 4096u; }

/* Thread t's state (XORWOW, MRG32k3a).  The threads keep their states from
 * call to call, each drawing what its results need; set again (after a
 * new seed or offset), a thread's state is at the draw that counts the
 * positions it had before (as cuRAND sets it: one draw per position,
 * whatever the results took). */
template <class S> S *thread_at(curandGenerator_t g, std::vector<Slot<S>> &threads, unsigned t)
{
    unsigned n = threads_of(g);
    if (threads.empty())
        threads.resize(n, Slot<S>{});
    if (g->fresh) {
        for (Slot<curandStateXORWOW_t> &x : g->xorwow)
            x.set = false;
        for (Slot<curandStateMRG32k3a_t> &x : g->mrg)
            x.set = false;
        g->base = g->pos;
        g->fresh = false;
    }
    Slot<S> &x = threads[t];
    if (!x.set) {
        unsigned long long steps = g->base > t ? (g->base - t + n - 1) / n : 0;
        curand_init(g->seed, t, steps, &x.state);
        x.set = true;
    }
    return &x.state;
}

/* f applied to the state of the thread of position p. */
template <class F> auto with_thread(curandGenerator_t g, unsigned long long p, F f)
{
    unsigned t = (unsigned)(p % threads_of(g));
    return g->type == CURAND_RNG_PSEUDO_MRG32K3A ? f(thread_at(g, g->mrg, t)) : f(thread_at(g, g->xorwow, t));
}

/* Subsequence s of Philox at block b (draw 4 b). */
curandStatePhilox4_32_10_t philox_at(curandGenerator_t g, unsigned long long s, unsigned b = 0)
{
    curandStatePhilox4_32_10_t st;
    curand_init(g->seed, s, 4ull * b, &st);
    return st;
}

curandStatus_t enter(curandGenerator_t g, const void *out)
{
    if (!g)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (!out)
        return CURAND_STATUS_OUT_OF_RANGE;
    if (cudaStreamSynchronize(g->stream) != cudaSuccess)
        return CURAND_STATUS_PREEXISTING_FAILURE;
    return CURAND_STATUS_SUCCESS;
}

/* XORWOW or MRG32k3a: threads with states; else Philox, by position. */
bool threaded(curandGenerator_t g) { return g->type != CURAND_RNG_PSEUDO_PHILOX4_32_10; }

/* n positions taken. */
void took(curandGenerator_t g, unsigned long long n)
{
    g->count += n;
    g->pos += n;
}

/* num results, a position each: from the state of its thread (XORWOW,
 * MRG32k3a), or from Philox at position p. */
template <class T, class FromThread, class FromPhilox>
curandStatus_t results(curandGenerator_t g, T *out, size_t num, FromThread from_thread, FromPhilox from_philox)
{
    curandStatus_t st = enter(g, num ? out : (void *)1);
    if (st != CURAND_STATUS_SUCCESS)
        return st;
    for (size_t i = 0; i < num; i++) {
        unsigned long long p = g->pos + i;
        out[i] = threaded(g) ? with_thread(g, p, from_thread) : from_philox(g, p);
    }
    cucc__init_written(out, num * sizeof *out);
    took(g, num);
    return CURAND_STATUS_SUCCESS;
}

/* MTGP32's next draw.  As cuRAND's, the generator makes a step of all
 * its block states at a time and hands its draws out in order; a new seed
 * sets the states again for the next step, after the draws of the step
 * made (an H200: tests/e2e/curand_mtgp32.cu). */
unsigned int mtgp_next(curandGenerator_t g)
{
    const unsigned per = CUCC_MTGP32_HOST_BLOCKS * 256u;
    if (g->step_at >= g->step.size()) {
        if (g->fresh || g->mtgp.empty()) {
            g->mtgp.resize(CUCC_MTGP32_HOST_BLOCKS);
            cucc__mtgp32_setup(&g->mtgp_k, g->mtgp.data(), CUCC_MTGP32_HOST_BLOCKS, g->seed);
            g->fresh = false;
        }
        g->step.resize(per);
        for (unsigned b = 0; b < CUCC_MTGP32_HOST_BLOCKS; b++) {
            curandStateMtgp32_t *s = &g->mtgp[b];
            for (unsigned t = 0; t < 256; t++)
                g->step[b * 256 + t] = cucc__mtgp32_bits(s, t);
            s->offset = (s->offset + 256) & MTGP32_STATE_MASK;
        }
        g->step_at = 0;
    }
    return g->step[g->step_at++];
}

/* MTGP32: num results, a draw each, conv applied. */
template <class T, class Conv> curandStatus_t mtgp_results(curandGenerator_t g, T *out, size_t num, Conv conv)
{
    curandStatus_t st = enter(g, num ? out : (void *)1);
    if (st != CURAND_STATUS_SUCCESS)
        return st;
    for (size_t i = 0; i < num; i++)
        out[i] = conv(mtgp_next(g));
    cucc__init_written(out, num * sizeof *out);
    took(g, num);
    return CURAND_STATUS_SUCCESS;
}

bool mtgp(curandGenerator_t g) { return g->type == CURAND_RNG_PSEUDO_MTGP32; }

/* Sobol32 or Sobol64: a quasi-random generator. */
bool quasi(curandGenerator_t g)
{
    return g->type == CURAND_RNG_QUASI_SOBOL32 || g->type == CURAND_RNG_QUASI_SOBOL64;
}

/* The quasi-random generators' results: num / dims points of each
 * dimension, dimension after dimension (cuRAND's CURAND_ORDERING_QUASI_DEFAULT),
 * from point pos on; conv makes a result of one draw (32 or 64 bits). */
template <class T, class Conv> curandStatus_t points(curandGenerator_t g, T *out, size_t num, Conv conv)
{
    curandStatus_t st = enter(g, num ? out : (void *)1);
    if (st != CURAND_STATUS_SUCCESS)
        return st;
    if (num % g->dims)
        return CURAND_STATUS_LENGTH_NOT_MULTIPLE;
    size_t per = num / g->dims;
    curandDirectionVectors32_t *v32;
    curandDirectionVectors64_t *v64;
    if (curandGetDirectionVectors32(&v32, CURAND_DIRECTION_VECTORS_32_JOEKUO6) != CURAND_STATUS_SUCCESS ||
        curandGetDirectionVectors64(&v64, CURAND_DIRECTION_VECTORS_64_JOEKUO6) != CURAND_STATUS_SUCCESS)
        return CURAND_STATUS_INITIALIZATION_FAILED;
    for (unsigned d = 0; d < g->dims; d++) {
        T *o = out + d * per;
        if (g->type == CURAND_RNG_QUASI_SOBOL64) {
            curandStateSobol64_t s;
            curand_init(v64[d], g->pos, &s);
            for (size_t j = 0; j < per; j++)
                o[j] = conv(curand(&s));
        } else {
            curandStateSobol32_t s;
            curand_init(v32[d], (unsigned)g->pos, &s);
            for (size_t j = 0; j < per; j++)
                o[j] = conv(curand(&s));
        }
    }
    cucc__init_written(out, num * sizeof *out);
    took(g, per);
    return CURAND_STATUS_SUCCESS;
}

}  // namespace

extern "C" {

curandStatus_t curandCreateGenerator(curandGenerator_t *generator, curandRngType_t rng_type)
{
    if (!generator)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (rng_type == CURAND_RNG_PSEUDO_DEFAULT)
        rng_type = CURAND_RNG_PSEUDO_XORWOW;
    if (rng_type == CURAND_RNG_QUASI_DEFAULT)
        rng_type = CURAND_RNG_QUASI_SOBOL32;
    bool sobol = rng_type == CURAND_RNG_QUASI_SOBOL32 || rng_type == CURAND_RNG_QUASI_SOBOL64;
    if (rng_type != CURAND_RNG_PSEUDO_XORWOW && rng_type != CURAND_RNG_PSEUDO_PHILOX4_32_10 &&
        rng_type != CURAND_RNG_PSEUDO_MRG32K3A && !(sobol && cucc__sobol_dims() > 0) &&
        !(rng_type == CURAND_RNG_PSEUDO_MTGP32 && cucc__mtgp32_available()))
        return CURAND_STATUS_TYPE_ERROR;
    if (cudaFree(0) != cudaSuccess)
        return CURAND_STATUS_INITIALIZATION_FAILED;
    curandGenerator_t g = new (std::nothrow) curandGenerator_st();
    if (!g)
        return CURAND_STATUS_ALLOCATION_FAILED;
    g->type = rng_type;
    g->seed = 0;        /* cuRAND's default seed */
    g->dims = 1;
    g->fresh = true;
    *generator = g;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandCreateGeneratorHost(curandGenerator_t *generator, curandRngType_t rng_type)
{
    return curandCreateGenerator(generator, rng_type);
}

curandStatus_t curandDestroyGenerator(curandGenerator_t generator)
{
    if (!generator)
        return CURAND_STATUS_NOT_INITIALIZED;
    cudaStreamSynchronize(generator->stream);
    delete generator;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGetVersion(int *version)
{
    if (!version)
        return CURAND_STATUS_OUT_OF_RANGE;
    *version = CURAND_VERSION;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGetProperty(libraryPropertyType type, int *value)
{
    if (!value)
        return CURAND_STATUS_OUT_OF_RANGE;
    switch (type) {
    case MAJOR_VERSION: *value = CURAND_VER_MAJOR; break;
    case MINOR_VERSION: *value = CURAND_VER_MINOR; break;
    case PATCH_LEVEL: *value = CURAND_VER_PATCH; break;
    default: return CURAND_STATUS_OUT_OF_RANGE;
    }
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandSetStream(curandGenerator_t generator, cudaStream_t stream)
{
    if (!generator)
        return CURAND_STATUS_NOT_INITIALIZED;
    generator->stream = stream;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator, unsigned long long seed)
{
    if (!generator)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (quasi(generator))
        return CURAND_STATUS_TYPE_ERROR;
    if (seed == generator->seed)
        return CURAND_STATUS_SUCCESS;   /* the same seed changes nothing */
    generator->seed = seed;
    /* Philox goes on from the offset (rounded up to a block of four) plus a
     * quarter of the positions taken since it was set: what an H200 does
     * (tests/e2e/curand_host.cu); the count goes on whole */
    if (generator->type == CURAND_RNG_PSEUDO_PHILOX4_32_10)
        generator->pos = (generator->offset + 3) / 4 * 4 + generator->count / 4;
    forget(generator);
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandSetGeneratorOffset(curandGenerator_t generator, unsigned long long offset)
{
    if (!generator)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (mtgp(generator))
        return CURAND_STATUS_TYPE_ERROR;    /* as an H200's cuRAND */
    generator->offset = offset;
    generator->pos = offset;
    generator->count = 0;
    forget(generator);
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandSetGeneratorOrdering(curandGenerator_t generator, curandOrdering_t order)
{
    if (!generator)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (quasi(generator))
        return order == CURAND_ORDERING_QUASI_DEFAULT ? CURAND_STATUS_SUCCESS : CURAND_STATUS_OUT_OF_RANGE;
    /* the default ordering is the best and the legacy one (cuRAND's docs) */
    if (order != CURAND_ORDERING_PSEUDO_DEFAULT && order != CURAND_ORDERING_PSEUDO_BEST &&
        order != CURAND_ORDERING_PSEUDO_LEGACY)
        return CURAND_STATUS_OUT_OF_RANGE;
    return CURAND_STATUS_SUCCESS;
}

/* 1 to 20000 dimensions for cuRAND; here up to those of the table
 * (curand_sobol.cpp), more is out of range. */
curandStatus_t curandSetQuasiRandomGeneratorDimensions(curandGenerator_t generator, unsigned int num_dimensions)
{
    if (!generator)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (!quasi(generator))
        return CURAND_STATUS_TYPE_ERROR;
    if (num_dimensions < 1 || num_dimensions > 20000 || num_dimensions > cucc__sobol_dims())
        return CURAND_STATUS_OUT_OF_RANGE;
    generator->dims = num_dimensions;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGenerateSeeds(curandGenerator_t generator)
{
    return generator ? CURAND_STATUS_SUCCESS : CURAND_STATUS_NOT_INITIALIZED;
}

curandStatus_t curandGenerate(curandGenerator_t g, unsigned int *out, size_t num)
{
    if (g && g->type == CURAND_RNG_QUASI_SOBOL64)
        return CURAND_STATUS_TYPE_ERROR;    /* (64 bits: curandGenerateLongLong) */
    if (g && quasi(g))
        return points(g, out, num, [](unsigned x) { return x; });
    if (g && mtgp(g))
        return mtgp_results(g, out, num, [](unsigned x) { return x; });
    return results(g, out, num, [](auto *s) { return curand(s); },
                   [](curandGenerator_t g, unsigned long long p) {
                       curandStatePhilox4_32_10_t s = philox_at(g, p / 4);
                       uint4 b = curand4(&s);
                       unsigned v[4] = {b.x, b.y, b.z, b.w};
                       return v[p % 4];
                   });
}

curandStatus_t curandGenerateLongLong(curandGenerator_t g, unsigned long long *out, size_t num)
{
    if (!g)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (g->type != CURAND_RNG_QUASI_SOBOL64)
        return CURAND_STATUS_TYPE_ERROR;
    return points(g, out, num, [](unsigned long long x) { return x; });
}

curandStatus_t curandGenerateUniform(curandGenerator_t g, float *out, size_t num)
{
    if (g && quasi(g))
        return points(g, out, num, [](auto x) { return cucc__sobol_u(x); });
    if (g && mtgp(g))
        return mtgp_results(g, out, num, [](unsigned x) { return cucc__sobol_u(x); });
    return results(g, out, num, [](auto *s) { return curand_uniform(s); },
                   [](curandGenerator_t g, unsigned long long p) {
                       curandStatePhilox4_32_10_t s = philox_at(g, p / 4);
                       float4 u = curand_uniform4(&s);
                       float v[4] = {u.x, u.y, u.z, u.w};
                       return v[p % 4];
                   });
}

curandStatus_t curandGenerateUniformDouble(curandGenerator_t g, double *out, size_t num)
{
    if (g && quasi(g))
        return points(g, out, num, [](auto x) { return cucc__sobol_ud(x); });
    if (g && mtgp(g))
        return mtgp_results(g, out, num, [](unsigned x) { return cucc__sobol_ud(x); });
    return results(g, out, num, [](auto *s) { return curand_uniform_double(s); },
                   [](curandGenerator_t g, unsigned long long p) {
                       curandStatePhilox4_32_10_t s = philox_at(g, p / 4, (unsigned)(p % 4) / 2);
                       double2 u = curand_uniform2_double(&s);
                       return p % 2 ? u.y : u.x;
                   });
}

}  // extern "C"

namespace {

/* n normals with mean and stddev (mean + stddev x, fused as the GPU
 * computes it); log-normals are the exponential of those.  XORWOW makes
 * them in pairs, a position each (n must be even); Philox one a position. */
template <class T> T scaled(T x, T mean, T stddev, bool log)
{
    const bool dbl = sizeof(T) == sizeof(double);
    T y = dbl ? (T)fma((double)stddev, (double)x, (double)mean) : (T)fmaf((float)stddev, (float)x, (float)mean);
    return log ? (dbl ? (T)exp((double)y) : (T)expf((float)y)) : y;
}

template <class T>
curandStatus_t normals(curandGenerator_t g, T *out, size_t n, T mean, T stddev, bool log)
{
    curandStatus_t st = enter(g, n ? out : (void *)1);
    if (st != CURAND_STATUS_SUCCESS)
        return st;
    if (stddev <= 0)
        return CURAND_STATUS_OUT_OF_RANGE;
    const bool dbl = sizeof(T) == sizeof(double);
    if (mtgp(g))    /* one draw a result, by the normal law's inverse (an
                     * H200's floats within 3 ulp, doubles within 5) */
        return mtgp_results(g, out, n, [=](unsigned x) {
            T v = dbl ? (T)cucc__sobol_icdf_double(x) : (T)cucc__sobol_icdf(x);
            return scaled(v, mean, stddev, log);
        });
    if (quasi(g))   /* one draw a result, by the normal law's inverse */
        return points(g, out, n, [=](auto x) {
            /* floats from the float inverse: an H200's host generators'
             * bits (tests/e2e/curand_sobol.cu) */
            T v = dbl ? (T)cucc__sobol_icdf_double(x) : (T)cucc__sobol_icdf(x);
            return scaled(v, mean, stddev, log);
        });
    if (threaded(g)) {
        if (n % 2)
            return CURAND_STATUS_LENGTH_NOT_MULTIPLE;
        for (size_t j = 0; j < n / 2; j++) {
            double2 d = with_thread(g, g->pos + j, [dbl](auto *s) {
                if (dbl)
                    return curand_normal2_double(s);
                float2 f = curand_normal2(s);
                return make_double2(f.x, f.y);
            });
            out[2 * j] = scaled((T)d.x, mean, stddev, log);
            out[2 * j + 1] = scaled((T)d.y, mean, stddev, log);
        }
        cucc__init_written(out, n * sizeof *out);
        took(g, n / 2);
        return CURAND_STATUS_SUCCESS;
    }
    for (size_t i = 0; i < n; i++) {
        unsigned long long q = g->pos + i;
        T v;
        if (dbl) {
            curandStatePhilox4_32_10_t s = philox_at(g, q / 4, (unsigned)(q % 4) / 2);
            double2 d = curand_normal2_double(&s);
            v = (T)(q % 2 ? d.y : d.x);
        } else {
            curandStatePhilox4_32_10_t s = philox_at(g, q / 4);
            float4 f = curand_normal4(&s);
            float e[4] = {f.x, f.y, f.z, f.w};
            v = (T)e[q % 4];
        }
        out[i] = scaled(v, mean, stddev, log);
    }
    cucc__init_written(out, n * sizeof *out);
    took(g, n);
    return CURAND_STATUS_SUCCESS;
}

}  // namespace

extern "C" {

curandStatus_t curandGenerateNormal(curandGenerator_t g, float *out, size_t n, float mean, float stddev)
{
    return normals(g, out, n, mean, stddev, false);
}

curandStatus_t curandGenerateNormalDouble(curandGenerator_t g, double *out, size_t n, double mean, double stddev)
{
    return normals(g, out, n, mean, stddev, false);
}

curandStatus_t curandGenerateLogNormal(curandGenerator_t g, float *out, size_t n, float mean, float stddev)
{
    return normals(g, out, n, mean, stddev, true);
}

curandStatus_t curandGenerateLogNormalDouble(curandGenerator_t g, double *out, size_t n, double mean,
                                             double stddev)
{
    return normals(g, out, n, mean, stddev, true);
}

}  // extern "C"

extern "C" {

/* Poisson results, a position each from that position's draw (as
 * curandGenerate's): up to lambda 2000 the square histogram of
 * curandCreatePoissonDistribution, above it the normal law's inverse at the
 * draw, rounded.  Not NVIDIA's values for the same draws (its method and
 * tables are its own); the same law. */
curandStatus_t curandGeneratePoisson(curandGenerator_t g, unsigned int *out, size_t n, double lambda)
{
    curandStatus_t st = enter(g, n ? out : (void *)1);
    if (st != CURAND_STATUS_SUCCESS)
        return st;
    if (quasi(g)) {
        if (!(lambda > 0) || lambda > 400000)
            return CURAND_STATUS_OUT_OF_RANGE;      /* as curandCreatePoissonDistribution */
        return points(g, out, n, [=](auto x) { return cucc__sobol_poisson(x, lambda); });
    }
    curandDiscreteDistribution_t d;
    st = curandCreatePoissonDistribution(lambda, &d);
    if (st != CURAND_STATUS_SUCCESS)
        return st;
    const curandDiscreteDistribution_st dist = *d;
    st = curandGenerate(g, out, n);
    if (st == CURAND_STATUS_SUCCESS)
        for (size_t i = 0; i < n; i++) {
            if (dist.method == CURAND_M2) {
                out[i] = cucc__discrete_m2(out[i], d);
            } else {
                double u = fma((double)out[i], CUCC_CURAND_2POW32_INV_DOUBLE, CUCC_CURAND_2POW32_INV_DOUBLE / 2.0);
                out[i] = (unsigned int)(fma(dist.stddev, normcdfinv(u), dist.mean) + 0.5);
            }
        }
    curandDestroyDistribution(d);
    return st;
}

}  // extern "C"
