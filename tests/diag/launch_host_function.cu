// Only __global__ functions are launched with <<<...>>>.
void host_work(int *p) { p[0] = 1; }
__device__ void device_work(int *p) { p[0] = 2; }

int main(void)
{
    int x = 0;
    host_work<<<1, 1>>>(&x);
    device_work<<<1, 1>>>(&x);
    return x;
}
