// Barriers under a condition of the thread: regions only where the `if`
// is the kernel's last statement and has no else (a thread that fails it
// has nothing left to run, as if it had returned); otherwise fibers.
__global__ void tail(float *p, int n)
{
    __shared__ float s[64];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        s[threadIdx.x] = p[i];
        __syncthreads();
        p[i] = s[threadIdx.x ^ 1];
    }
}

__global__ void not_last(float *p, int n)
{
    __shared__ float s[64];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        s[threadIdx.x] = p[i];
        __syncthreads();
        p[i] = s[threadIdx.x ^ 1];
    }
    p[0] = 1;
}

__global__ void with_else(float *p, int n)
{
    __shared__ float s[64];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        s[threadIdx.x] = p[i];
        __syncthreads();
        p[i] = s[threadIdx.x ^ 1];
    } else {
        p[0] = 2;
    }
}

__global__ void in_loop(float *p, int n)
{
    __shared__ float s[64];
    for (int k = 0; k < 4; k++) {
        int i = k * 64 + threadIdx.x;
        if (i < n) {
            s[threadIdx.x] = p[i];
            __syncthreads();
            p[i] = s[threadIdx.x ^ 1];
        }
    }
}
