// A launch written with white space inside the chevrons, `k << < g, b >> >
// (args)` (Rodinia's particlefilter does so), is a launch for nvcc and for
// cucc; `operator<< <T>(...)`, explicit template arguments of an operator,
// is not.
#include <cstdio>
#include <iostream>

template <class T> struct Box {
    T v;
};
template <class T> std::ostream &operator<<(std::ostream &o, const Box<T> &b)
{
    return o << "Box(" << b.v << ")";
}

__global__ void fill(int *a, int base)
{
    a[threadIdx.x] = base + threadIdx.x;
}

int main()
{
    int *a;
    cudaMallocManaged(&a, 8 * sizeof(int));
    fill << < 1, 4 >> > (a, 10);
    fill<<< 1 , 4 >>>(a + 4, 20);
    cudaDeviceSynchronize();
    operator<< <int>(std::cout, Box<int>{a[3]}) << " " << (a[7] << 1) << "\n";
    printf("%s\n", a[0] == 10 && a[3] == 13 && a[4] == 20 && a[7] == 23 ? "PASS" : "FAIL");
    return 0;
}
