// A __global__ function is only called with an execution configuration.
__global__ void child(int *p) { p[threadIdx.x] = 0; }

__global__ void parent(int *p)
{
    child(p);
}

__device__ void helper(int *p)
{
    child(p + 32);
}

int main(void)
{
    parent<<<1, 32>>>(0);
    return 0;
}
