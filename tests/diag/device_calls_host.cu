// Device code cannot call a host function.
int host_scale(int x) { return 3 * x; }

__device__ int dev_scale(int x)
{
    return host_scale(x) + 1;
}

__global__ void kernel(int *p)
{
    p[threadIdx.x] = dev_scale(p[threadIdx.x]) + host_scale(2);
}

int main(void)
{
    kernel<<<1, 32>>>(0);
    return host_scale(1);
}
