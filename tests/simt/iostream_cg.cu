// A file that includes <iostream> and uses cooperative groups: libstdc++'s
// host functions (streambuf::pubsync calls its own sync()) must not make
// operator<< "block" through cooperative groups' sync(), which would send
// every kernel of the file to fibers.
#include <cstdio>
#include <iostream>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void bump(int *a)
{
    a[threadIdx.x] += 1;
}

__global__ void bump_sync(int *a, int *out)
{
    cg::thread_block b = cg::this_thread_block();
    a[threadIdx.x] += 1;
    b.sync();
    out[threadIdx.x] = a[(threadIdx.x + 1) % 32];
}

int main()
{
    int *a, *out;
    cudaMallocManaged(&a, 32 * sizeof(int));
    cudaMallocManaged(&out, 32 * sizeof(int));
    for (int i = 0; i < 32; i++)
        a[i] = i;
    bump<<<1, 32>>>(a);
    bump_sync<<<1, 32>>>(a, out);
    cudaDeviceSynchronize();
    std::cout << out[0] << " " << out[31] << std::endl;
    return 0;
}
