/* CUDA's declaration keywords; kept under NVIDIA's header name because some
 * programs include it directly. */
#ifndef CUCC_HOST_DEFINES_H
#define CUCC_HOST_DEFINES_H

#include "cucc/keywords.h"

#endif
