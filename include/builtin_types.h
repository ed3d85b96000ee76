/* The types CUDA makes available to every .cu file. */
#ifndef CUCC_BUILTIN_TYPES_H
#define CUCC_BUILTIN_TYPES_H

#include "driver_types.h"
#include "surface_types.h"
#include "texture_types.h"
#include "vector_types.h"

#endif
