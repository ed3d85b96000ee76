// Overloads in both execution spaces are resolved by the system compiler;
// only a call where every candidate is on the wrong side is an error.
__device__ int pick(int x) { return x; }
int pick(double x) { return (int)x; }
__device__ int only_dev(int x) { return x; }

int main(void)
{
    int a = pick(1.0);
    return a + only_dev(a);
}
