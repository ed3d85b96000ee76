// A by-value kernel parameter of class type reached through its own
// operator-> is each thread's own copy: a call through `->` may change the
// parameter itself (an operator-> that hands out a member, as
// std::optional's does), so a kernel with a barrier keeps one copy per
// thread.  Through a plain pointer parameter, p->f() changes *p, not p.
// (An H200 printed the same, nvcc 13.)
#include <cstdio>

struct Acc {
    int v;
    __host__ __device__ void add(int x) { v += x; }
};

struct Box {
    Acc a;
    __host__ __device__ Acc *operator->() { return &a; }
};

__global__ void through_box(Box box, int *out)
{
    __shared__ int sh[64];
    box->add(2 * threadIdx.x);
    sh[threadIdx.x] = 2;
    __syncthreads();
    out[threadIdx.x] = box->v + sh[(threadIdx.x + 63) % 64];
}

__global__ void through_pointer(Acc *acc, int *out)
{
    __shared__ int sh[64];
    if (threadIdx.x == 0)
        acc->add(5);
    sh[threadIdx.x] = 3;
    __syncthreads();
    out[threadIdx.x] = acc->v + sh[(threadIdx.x + 1) % 64];
}

static int wrong(const int *o, int (*want)(int))
{
    int bad = 0;
    for (int i = 0; i < 64; i++)
        bad += o[i] != want(i);
    return bad;
}

int main()
{
    int *o;
    Acc *acc;
    cudaMallocManaged(&o, 64 * sizeof(int));
    cudaMallocManaged(&acc, sizeof(Acc));
    acc->v = 100;
    through_box<<<1, 64>>>(Box{Acc{10}}, o);
    cudaDeviceSynchronize();
    printf("box: %d wrong\n", wrong(o, [](int i) { return 10 + 2 * i + 2; }));
    through_pointer<<<1, 64>>>(acc, o);
    cudaDeviceSynchronize();
    printf("pointer: %d wrong, acc %d\n", wrong(o, [](int) { return 108; }), acc->v);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
