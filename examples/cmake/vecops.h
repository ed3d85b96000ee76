#pragma once
// Defined in vecops.cu, called from kernels of other files.
__device__ float axpy(float a, float x, float y);
// A host function launching a kernel of this library.
void fill(float *d, int n, float v);
