/* Sobol direction vectors (curand_sobol.cpp) for the host generators
 * (curand_host.cpp). */
#ifndef CUCC_LIB_CURAND_SOBOL_H
#define CUCC_LIB_CURAND_SOBOL_H

/* the dimensions of Boost's Joe-Kuo table, van der Corput's included */
#define CUCC_SOBOL_DIMS 3667

/* the dimensions with vectors here (CUCC_SOBOL_DIMS, or 0 where the
 * system had no table at build time) */
unsigned cucc__sobol_dims(void);

#endif
