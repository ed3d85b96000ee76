// Errors in a header included from the .cu file are reported against the
// header's own lines.
#include "header_errors.h"

int host_clamp(int v) { return v < 0 ? 0 : v; }

__global__ void kernel(int *p)
{
    p[threadIdx.x] = device_clamp(p[threadIdx.x]);
}

int main(void) { return device_clamp(3); }
