// FLAGS: --extended-lambda -Xcompiler -fopenmp
// NEEDS: thrust
// tests/e2e/thrust_algorithms.cu with OpenMP on: Thrust's device system is
// then its OpenMP one (thrust/detail/config/device_system.h); the same
// output as without it and as on a GPU.
#include <omp.h>
#include "thrust_algorithms.cu"
