/*
 * Results a library writes with host code, which initcheck's hooks do not
 * see: marked initialised (cucc__init_written) by the extent of a rows x
 * cols column-major matrix, leading dimension ld, of elem-byte values (a
 * vector: 1 x n with ld its increment).  Gaps between columns are marked
 * too: reads of them are missed, never reported falsely.
 */
#ifndef CUCC_LIB_WRITTEN_H
#define CUCC_LIB_WRITTEN_H

#include <stddef.h>

#include "cucc/abi.h"

static inline void lib_written(const void *p, int rows, int cols, int ld, size_t elem)
{
    if (p && rows > 0 && cols > 0)
        cucc__init_written(p, ((size_t)(cols - 1) * (size_t)ld + (size_t)rows) * elem);
}

#endif
