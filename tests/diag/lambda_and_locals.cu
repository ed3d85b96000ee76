// Lambdas and locals hide nothing they should not: a call through a local
// is fine, a host function called next to it is not.
int host_f(int v) { return v; }

__global__ void kernel(int *p)
{
    auto host_f2 = [] __device__ (int v) { return v + 1; };
    int (*fp)(int) = 0;
    p[0] = host_f2(1) + (fp ? fp(2) : 0);
    p[1] = host_f(3);
}

int main(void) { return 0; }
