// Host code launches a kernel with <<<...>>>, it does not call it.
__global__ void set_all(int *p, int v) { p[threadIdx.x] = v; }

int main(void)
{
    int *d = 0;
    set_all(d, 3);
    set_all<<<1, 32>>>(d, 3);
    return 0;
}
