// The module of the driver API example: built on its own into kernels.cubin
// and loaded at run time by load.c (see README).
extern "C" __global__ void saxpy(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}
