// A local initialised with itself (`unsigned t = t;`, valid C++ that reads
// an indeterminate value) passed to a function in a kernel that waits at a
// barrier: the region pass, asking whether the argument is a cooperative-
// groups block, followed t's initialiser to t for ever (found by fuzzing,
// make fuzz).
__device__ float twice(unsigned v) { return 2.0f * v; }
__global__ void k(float *o)
{
    __shared__ float a[32];
    unsigned t = t;
    t = threadIdx.x;
    a[t] = twice(t);
    __syncthreads();
    o[t] = a[(t + 1) % 32];
}
