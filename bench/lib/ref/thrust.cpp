/* REFFLAGS: -fopenmp -DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_OMP
 * The reference of bench/lib/thrust.cu: the same program, built by g++
 * with OpenMP and Thrust's OpenMP device system directly (device_vector
 * storage from the C++ library). */
#define __host__
#define __device__
#include "../thrust.cu"
