// NORUN (no main). Thread-loop kernels whose pieces have row variables (`T v = R +
// threadIdx.x`) and no if, ?: or switch run as regions: their rows are
// loops gcc vectorises without masks.  With a conditional they stay
// thread loops (masked AVX-512 code was slower than scalar on the AMD
// dev machine); a bounds guard is the other way in (simt_guards).
__global__ void axpb(const float *in, float *out, float a, float b)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = a * in[i] + b;
}

__global__ void pixels(const float *in, float *out, int w)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    out[y * w + x] = 0.5f * in[y * w + x] + 1.0f;
}

__global__ void clamp(const float *in, float *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = in[i] > 1.0f ? 1.0f : in[i];
}

__global__ void copy_if(const float *in, float *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (in[i] != 0.0f)
        out[i] = in[i];
}

__global__ void no_rows(float *out)
{
    out[threadIdx.x] = 2.0f * threadIdx.x;
}
