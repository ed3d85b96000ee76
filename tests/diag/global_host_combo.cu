// __global__ cannot be combined with __host__.
__global__ __host__ void both(int *p)
{
    p[0] = 0;
}

__host__ __global__ void both_again(int *p);

int main(void) { return 0; }
