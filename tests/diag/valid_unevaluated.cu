// Operands of sizeof and decltype are not evaluated: naming a function of
// the other execution space there calls nothing, and nvcc accepts it.
int host_value(int x) { return x; }
__device__ int device_value(int x) { return x; }

__global__ void kernel(int *p)
{
    decltype(host_value(1)) a = 0;
    p[0] = a + (int)sizeof(host_value(2));
}

int main(void)
{
    decltype(device_value(1)) b = 0;
    return b + (int)sizeof(device_value(2));
}
