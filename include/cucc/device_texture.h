/*
 * Textures and surfaces in device code: texture object fetches, the legacy
 * texture references, surface object reads and writes.  cuda_runtime.h
 * includes it (C++ only); the fetches call the texture unit of libcucc.
 */
#ifndef CUCC_DEVICE_TEXTURE_H
#define CUCC_DEVICE_TEXTURE_H

#ifdef __cplusplus
#include "../texture_indirect_functions.h"
#include "../surface_indirect_functions.h"
#include "../cuda_texture_types.h"
#include "../texture_fetch_functions.h"
#endif

#endif
