// __host__ __device__ functions are device code: the device rules apply.
__device__ int dev_counter(void) { return 1; }

__host__ __device__ int mix(int x)
{
    __constant__ int table[2];
    int r = x + table[0] + dev_counter();
    gridDim.x = 1;
    return r + not_declared;
}

int main(void) { return mix(1); }
