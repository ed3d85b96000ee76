// Included by header_errors.cu: diagnostics name this file.
#ifndef HEADER_ERRORS_H
#define HEADER_ERRORS_H

int host_clamp(int v);

__device__ inline int device_clamp(int v)
{
    return host_clamp(v) + warpSz;
}

__global__ int header_kernel(int *p);

#endif
