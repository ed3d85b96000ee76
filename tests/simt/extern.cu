// NORUN (compiled with -rdc, linked with another file)
// A function declared here and defined in another translation unit may
// wait for the block: kernels that call it need fibers.
__device__ float elsewhere(float v);
__device__ float here(float v) { return v + 1; }

__global__ void calls_elsewhere(float *y) { y[threadIdx.x] = elsewhere(threadIdx.x); }
__global__ void calls_here(float *y) { y[threadIdx.x] = here(threadIdx.x); }
