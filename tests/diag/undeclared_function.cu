// A device function calling a function that does not exist.
__device__ float smooth(float v)
{
    return smoothstep_fast(v) * 0.5f;
}

__global__ void kernel(float *p)
{
    p[threadIdx.x] = smooth(p[threadIdx.x]) + clamp01f(p[0], 0.0f, 1.0f);
}

int main(void) { return 0; }
