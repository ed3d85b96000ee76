// A kernel parameter of reference type refers to the caller's object (a
// reference is passed as its address): with managed memory the kernel's
// writes through it are the caller's.  A const reference reads the
// object; a by-value parameter of the same type stays a copy.  Packs of
// references too (and `(e)...`, a pack expansion of a parenthesised
// expression, parses).
// (An H200 printed the same, nvcc 13.)
#include <cstdio>

struct Item {
    int value;
    int hits[4];
};

__global__ void bump(Item &it, const int &step)
{
    atomicAdd(&it.value, step);
    atomicAdd(&it.hits[threadIdx.x % 4], 1);
}

__global__ void bump_copy(Item it, int *seen)
{
    it.value += 1000;
    if (threadIdx.x == 0)
        *seen = it.value;
}

template <class T> __global__ void scale(T &x, T by)
{
    if (threadIdx.x == 0 && blockIdx.x == 0)
        x *= by;
}

template <class... T> __global__ void bump_all(T &...v)
{
    if (threadIdx.x == 0) {
        int done[] = {(v += 1, 0)..., 0};
        (void)done;
    }
}

template <class... T> __global__ void sum_all(int *out, T... v)
{
    int s = 0;
    int vals[] = {(int)(v * 2)..., 0};
    for (unsigned i = 0; i < sizeof...(T); i++)
        s += vals[i];
    out[threadIdx.x] = s;
}

int main()
{
    Item *it;
    int *step, *seen;
    double *d;
    cudaMallocManaged(&it, sizeof(Item));
    cudaMallocManaged(&step, sizeof(int));
    cudaMallocManaged(&seen, sizeof(int));
    cudaMallocManaged(&d, sizeof(double));
    it->value = 10;
    for (int i = 0; i < 4; i++)
        it->hits[i] = 0;
    *step = 3;
    *d = 1.5;
    bump<<<2, 64>>>(*it, *step);
    cudaDeviceSynchronize();
    printf("value %d hits %d %d %d %d\n", it->value, it->hits[0], it->hits[1], it->hits[2], it->hits[3]);
    bump_copy<<<1, 32>>>(*it, seen);
    cudaDeviceSynchronize();
    printf("copy saw %d, value still %d\n", *seen, it->value);
    scale<double><<<4, 32>>>(*d, 4.0);
    cudaDeviceSynchronize();
    printf("scaled %.2f\n", *d);
    int *a, *b;
    cudaMallocManaged(&a, sizeof(int));
    cudaMallocManaged(&b, sizeof(int));
    *a = 5;
    *b = 7;
    bump_all<<<1, 32>>>(*a, *b, it->value);
    sum_all<<<1, 4>>>(seen, 1, 2, 3, 4);
    cudaDeviceSynchronize();
    printf("pack %d %d %d, sum %d\n", *a, *b, it->value, *seen);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
