/*
 * curand.h on cucc: cuRAND's host API (docs/libraries.md) for the XORWOW
 * (the default), MRG32k3a and Philox4_32_10 generators, over the device API of
 * curand_kernel.h run on the host (src/lib/curand_host.cpp).  Results are
 * laid out as cuRAND's default ordering lays them out, and generators go
 * on after a call, a new offset or a new seed as cuRAND's do, all as
 * measured on an H200 (the rules are in src/lib/curand_host.cpp).  Raw
 * 32-bit values and uniform floats and doubles are bit-identical with an
 * H200's; normals and log-normals come from the same draws and agree to
 * about 1e-6 (floats: the GPU's approximate log and sine) or 1 ulp
 * (doubles).  Poisson results (curandGeneratePoisson, and the discrete
 * distributions of curandCreatePoissonDistribution that curand_discrete
 * draws from) follow the Poisson law from one draw a position, but are not
 * NVIDIA's bits (its tables are its own).  The quasi-random generators
 * Sobol32 and Sobol64 (src/lib/curand_sobol.cpp) give an H200's bits for
 * raw values, uniforms and float normals, in up to 3667 dimensions.
 * MTGP32 (192 block states, a step of 49152 draws at a time) gives an
 * H200's raw bits and uniforms where the CUDA toolkit's parameter table
 * was found at build time.  MT19937 and the scrambled Sobol generators are
 * not here (CURAND_STATUS_TYPE_ERROR).  Same types,
 * values and functions as NVIDIA's header; link with -lcurand.
 */
#ifndef CURAND_H_
#define CURAND_H_

#include <stddef.h>
#include "cuda_runtime_api.h"
#include "library_types.h"

#define CURANDAPI

#define CURAND_VER_MAJOR 10
#define CURAND_VER_MINOR 4
#define CURAND_VER_PATCH 0
#define CURAND_VER_BUILD 35
#define CURAND_VERSION (CURAND_VER_MAJOR * 1000 + CURAND_VER_MINOR * 100 + CURAND_VER_PATCH)

enum curandStatus {
    CURAND_STATUS_SUCCESS = 0,
    CURAND_STATUS_VERSION_MISMATCH = 100,
    CURAND_STATUS_NOT_INITIALIZED = 101,
    CURAND_STATUS_ALLOCATION_FAILED = 102,
    CURAND_STATUS_TYPE_ERROR = 103,
    CURAND_STATUS_OUT_OF_RANGE = 104,
    CURAND_STATUS_LENGTH_NOT_MULTIPLE = 105,
    CURAND_STATUS_DOUBLE_PRECISION_REQUIRED = 106,
    CURAND_STATUS_LAUNCH_FAILURE = 201,
    CURAND_STATUS_PREEXISTING_FAILURE = 202,
    CURAND_STATUS_INITIALIZATION_FAILED = 203,
    CURAND_STATUS_ARCH_MISMATCH = 204,
    CURAND_STATUS_INTERNAL_ERROR = 999
};
typedef enum curandStatus curandStatus_t;

enum curandRngType {
    CURAND_RNG_TEST = 0,
    CURAND_RNG_PSEUDO_DEFAULT = 100,
    CURAND_RNG_PSEUDO_XORWOW = 101,
    CURAND_RNG_PSEUDO_MRG32K3A = 121,
    CURAND_RNG_PSEUDO_MTGP32 = 141,
    CURAND_RNG_PSEUDO_MT19937 = 142,
    CURAND_RNG_PSEUDO_PHILOX4_32_10 = 161,
    CURAND_RNG_QUASI_DEFAULT = 200,
    CURAND_RNG_QUASI_SOBOL32 = 201,
    CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 = 202,
    CURAND_RNG_QUASI_SOBOL64 = 203,
    CURAND_RNG_QUASI_SCRAMBLED_SOBOL64 = 204
};
typedef enum curandRngType curandRngType_t;

enum curandOrdering {
    CURAND_ORDERING_PSEUDO_BEST = 100,
    CURAND_ORDERING_PSEUDO_DEFAULT = 101,
    CURAND_ORDERING_PSEUDO_SEEDED = 102,
    CURAND_ORDERING_PSEUDO_LEGACY = 103,
    CURAND_ORDERING_PSEUDO_DYNAMIC = 104,
    CURAND_ORDERING_QUASI_DEFAULT = 201
};
typedef enum curandOrdering curandOrdering_t;

struct curandGenerator_st;
typedef struct curandGenerator_st *curandGenerator_t;

/* Sobol direction vectors: the 32 (64) of one dimension, as
 * curandGetDirectionVectors32 (64) hands them out and curand_init takes
 * them (curand_kernel.h).  The arrays hold cuRAND's 20000 dimensions, but
 * only the first 3667 have vectors on cucc (src/lib/curand_sobol.cpp):
 * the others are zeros, whose points are all 0. */
enum curandDirectionVectorSet {
    CURAND_DIRECTION_VECTORS_32_JOEKUO6 = 101,
    CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6 = 102,
    CURAND_DIRECTION_VECTORS_64_JOEKUO6 = 103,
    CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6 = 104
};
typedef enum curandDirectionVectorSet curandDirectionVectorSet_t;
typedef unsigned int curandDirectionVectors32_t[32];
typedef unsigned long long curandDirectionVectors64_t[64];

enum curandMethod {
    CURAND_CHOOSE_BEST = 0,
    CURAND_ITR = 1,
    CURAND_KNUTH = 2,
    CURAND_HITR = 3,
    CURAND_M1 = 4,
    CURAND_M2 = 5,
    CURAND_BINARY_SEARCH = 6,
    CURAND_DISCRETE_GAUSS = 7,
    CURAND_REJECTION = 8,
    CURAND_DEVICE_API = 9,
    CURAND_FAST_REJECTION = 10,
    CURAND_3RD = 11,
    CURAND_DEFINITION = 12,
    CURAND_POISSON = 13
};
typedef enum curandMethod curandMethod_t;

/* A discrete distribution in device memory (cucc's layout): values shift
 * .. shift + length - 1 by a square histogram (Marsaglia, Tsang and Wang):
 * u in (0, 1], j = floor(length u), j if u < hist_v[j] else hist_k[j]; or, with
 * method CURAND_DISCRETE_GAUSS, the normal law of mean and stddev rounded. */
struct curandDiscreteDistribution_st {
    curandMethod_t method;
    unsigned int shift, length;
    double mean, stddev;
    const double *hist_v;          /* the square histogram */
    const unsigned int *hist_k;
};
typedef struct curandDiscreteDistribution_st *curandDiscreteDistribution_t;

#ifdef __cplusplus
extern "C" {
#endif

curandStatus_t curandCreateGenerator(curandGenerator_t *generator, curandRngType_t rng_type);
curandStatus_t curandCreateGeneratorHost(curandGenerator_t *generator, curandRngType_t rng_type);
curandStatus_t curandDestroyGenerator(curandGenerator_t generator);
curandStatus_t curandGetVersion(int *version);
curandStatus_t curandGetProperty(libraryPropertyType type, int *value);
curandStatus_t curandSetStream(curandGenerator_t generator, cudaStream_t stream);
curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator, unsigned long long seed);
curandStatus_t curandSetGeneratorOffset(curandGenerator_t generator, unsigned long long offset);
curandStatus_t curandSetGeneratorOrdering(curandGenerator_t generator, curandOrdering_t order);
curandStatus_t curandSetQuasiRandomGeneratorDimensions(curandGenerator_t generator, unsigned int num_dimensions);
curandStatus_t curandGetDirectionVectors32(curandDirectionVectors32_t *vectors[], curandDirectionVectorSet_t set);
curandStatus_t curandGetDirectionVectors64(curandDirectionVectors64_t *vectors[], curandDirectionVectorSet_t set);
curandStatus_t curandGenerate(curandGenerator_t generator, unsigned int *outputPtr, size_t num);
curandStatus_t curandGenerateLongLong(curandGenerator_t generator, unsigned long long *outputPtr, size_t num);
curandStatus_t curandGenerateUniform(curandGenerator_t generator, float *outputPtr, size_t num);
curandStatus_t curandGenerateUniformDouble(curandGenerator_t generator, double *outputPtr, size_t num);
curandStatus_t curandGenerateNormal(curandGenerator_t generator, float *outputPtr, size_t n, float mean,
                                    float stddev);
curandStatus_t curandGenerateNormalDouble(curandGenerator_t generator, double *outputPtr, size_t n, double mean,
                                          double stddev);
curandStatus_t curandGenerateLogNormal(curandGenerator_t generator, float *outputPtr, size_t n, float mean,
                                       float stddev);
curandStatus_t curandGenerateLogNormalDouble(curandGenerator_t generator, double *outputPtr, size_t n,
                                             double mean, double stddev);
curandStatus_t curandGenerateSeeds(curandGenerator_t generator);
curandStatus_t curandGeneratePoisson(curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda);
curandStatus_t curandCreatePoissonDistribution(double lambda, curandDiscreteDistribution_t *discrete_distribution);
curandStatus_t curandDestroyDistribution(curandDiscreteDistribution_t discrete_distribution);

#ifdef __cplusplus
}
#endif

#endif
