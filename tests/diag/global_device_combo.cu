// __global__ cannot be combined with __device__.
__device__ __global__ void kernel(float *x)
{
    x[threadIdx.x] = 1.0f;
}

__global__ __device__ void kernel2(float *x);

int main(void) { return 0; }
