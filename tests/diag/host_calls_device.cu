// Host code cannot call a __device__ function.
#include <stdio.h>

__device__ int square(int x) { return x * x; }
__host__ __device__ int twice(int x) { return 2 * x; }

int main(void)
{
    int a = twice(3);
    int b = square(a);
    printf("%d %d\n", a, b);
    return square(b) == 0;
}
