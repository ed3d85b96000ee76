/*
 * cuRAND's discrete distributions (curand.h): curandCreatePoissonDistribution
 * and curandDestroyDistribution.  A distribution lives in device memory
 * (cudaMalloc, so kernels and cucc-sanitizer see it as such) in cucc's
 * layout (struct curandDiscreteDistribution_st, curand.h), which
 * curand_discrete (curand_kernel.h) and curandGeneratePoisson read.
 *
 * Up to lambda 2000 it is a square histogram (Marsaglia, Tsang and Wang,
 * "Fast generation of discrete random variables", J. Stat. Softw. 11(3),
 * 2004) of the values whose probability is at least 1e-18, found from the
 * mode outwards, their probabilities scaled to sum 1: with n values, draw
 * u in (0, 1], j = floor(n u); j when u < V[j], else K[j].  It is built as
 * Vose's alias table (each column j holds its own value up to V[j] and
 * K[j]'s above), O(n).  Above 2000, as cuRAND documents, the normal law of
 * mean lambda and variance lambda, rounded.  NVIDIA's tables are its own,
 * so the values for a given draw differ from a GPU's; the law is the same.
 */
#include <math.h>
#include <stdlib.h>

#include <vector>

#include "curand.h"

namespace {

/* log P(X = k) for the Poisson law of lambda */
double log_pmf(double lambda, double k) { return k * log(lambda) - lambda - lgamma(k + 1.0); }

}  // namespace

extern "C" {

curandStatus_t curandCreatePoissonDistribution(double lambda, curandDiscreteDistribution_t *dist)
{
    if (!dist)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (!(lambda > 0) || lambda > 400000)
        return CURAND_STATUS_OUT_OF_RANGE;
    curandDiscreteDistribution_st d = {};
    d.mean = lambda;
    d.stddev = sqrt(lambda);
    std::vector<double> v;
    std::vector<unsigned int> k;
    if (lambda > 2000) {
        d.method = CURAND_DISCRETE_GAUSS;
    } else {
        d.method = CURAND_M2;
        const double cut = log(1e-18), mode = floor(lambda);
        double lo = mode, hi = mode;
        while (lo > 0 && log_pmf(lambda, lo - 1) >= cut)
            lo--;
        while (log_pmf(lambda, hi + 1) >= cut)
            hi++;
        const unsigned int n = (unsigned int)(hi - lo) + 1;
        std::vector<double> p(n);
        double sum = 0;
        for (unsigned int i = 0; i < n; i++)
            sum += p[i] = exp(log_pmf(lambda, lo + i));
        /* columns of height 1: p scaled by n; the short ones take the rest
         * of their column from a tall one */
        std::vector<unsigned int> small, large;
        for (unsigned int i = 0; i < n; i++) {
            p[i] *= n / sum;
            (p[i] < 1.0 ? small : large).push_back(i);
        }
        v.assign(n, 1.0);
        k.resize(n);
        for (unsigned int i = 0; i < n; i++)
            k[i] = i;
        while (!small.empty() && !large.empty()) {
            unsigned int s = small.back(), l = large.back();
            small.pop_back();
            v[s] = p[s];
            k[s] = l;
            p[l] -= 1.0 - p[s];
            if (p[l] < 1.0) {
                large.pop_back();
                small.push_back(l);
            }
        }
        /* thresholds on u itself: column j covers [j / n, (j + 1) / n) */
        for (unsigned int i = 0; i < n; i++)
            v[i] = (i + v[i]) / n;
        d.shift = (unsigned int)lo;
        d.length = n;
    }
    /* one allocation: the struct, then V, then K */
    size_t bytes = sizeof d + v.size() * sizeof(double) + k.size() * sizeof(unsigned int);
    void *mem;
    if (cudaMalloc(&mem, bytes) != cudaSuccess)
        return CURAND_STATUS_ALLOCATION_FAILED;
    curandDiscreteDistribution_st *out = (curandDiscreteDistribution_st *)mem;
    double *vv = (double *)(out + 1);
    unsigned int *kk = (unsigned int *)(vv + v.size());
    for (size_t i = 0; i < v.size(); i++) {
        vv[i] = v[i];
        kk[i] = k[i];
    }
    d.hist_v = v.empty() ? 0 : vv;
    d.hist_k = k.empty() ? 0 : kk;
    *out = d;
    cucc__init_written(mem, bytes);
    *dist = out;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandDestroyDistribution(curandDiscreteDistribution_t dist)
{
    if (!dist)
        return CURAND_STATUS_NOT_INITIALIZED;
    cudaFree(dist);
    return CURAND_STATUS_SUCCESS;
}

}  // extern "C"
