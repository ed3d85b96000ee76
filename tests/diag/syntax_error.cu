// A syntax error in a kernel is reported once; later kernels are still
// checked.
__global__ void broken(int *p)
{
    int i = threadIdx.x
    p[i] = 0;
}

__global__ void next(int *p)
{
    threadIdx.x = 1;
}

int main(void) { return 0; }
