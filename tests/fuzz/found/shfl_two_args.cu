// A shuffle called with two arguments (it needs three or four), in a kernel
// that waits at a barrier: the region pass took it for a collective and the
// emitter read the missing third argument (found by fuzzing, make fuzz).
__global__ void k(float *out)
{
    float v = out[threadIdx.x];
    __syncthreads();
    v += __shfl_sync(0xffffffffu, v);
    out[threadIdx.x] = v;
}
