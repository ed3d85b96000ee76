// A __constant__ variable cannot be declared inside a device function.
__device__ float lookup(int i)
{
    __constant__ float table[4];
    return table[i];
}

__global__ void kernel(float *out)
{
    __constant__ float scale;
    out[threadIdx.x] = lookup(threadIdx.x % 4) * scale;
}

int main(void) { return 0; }
