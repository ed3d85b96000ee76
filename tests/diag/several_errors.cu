// Several independent errors in one file are all reported, in order.
#include <stdio.h>

int host_only(int v) { return v + 1; }
__device__ int dev_only(int v) { return v - 1; }

__global__ int bad_return(void) { return 0; }

__global__ void kernel(int *out)
{
    __shared__ int s = 5;
    threadIdx.x = 3;
    out[0] = host_only(s) + dev_only(1);
    printf("%d\n", out[0]);
    out[1] = undefined_thing;
}

int main(void)
{
    __shared__ int h;
    h = dev_only(2);
    kernel<<<1>>>(0);
    host_only<<<1, 1>>>(h);
    return h;
}
