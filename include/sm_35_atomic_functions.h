/* CUDA's sm_35_atomic_functions.h: its functions are part of cucc's device library, which
 * cuda_runtime.h already includes; programs that include this header by
 * name get the same declarations. */
#ifndef CUCC_SM_35_ATOMIC_FUNCTIONS_H
#define CUCC_SM_35_ATOMIC_FUNCTIONS_H

#include <math.h>
#include "cucc/device_functions.h"

#endif
