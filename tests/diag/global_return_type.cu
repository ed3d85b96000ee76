// A __global__ function must return void (Programming Guide, __global__).
__global__ int count_kernel(int *p)
{
    return p[0];
}

__global__ float *ptr_kernel(float *p) { return p; }

__global__ void ok_kernel(int *p) { p[0] = 1; }

int main(void)
{
    return 0;
}
