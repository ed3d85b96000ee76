// CUB with cucc: each block sums its 512 values with cub::BlockReduce
// (TempStorage in shared memory), cub::DeviceReduce adds the block sums
// (the two-call temporary-storage protocol), and the host checks both.
// Build it as with nvcc:
//     cucc examples/cub_block_reduce.cu -o cub_block_reduce && ./cub_block_reduce
// Needs CUB's headers: Debian's libcub-dev.
#include <cub/cub.cuh>
#include <cstdio>

#define THREADS 128
#define ITEMS 4

__global__ void block_sums(const int *in, int *sums)
{
    typedef cub::BlockReduce<int, THREADS> Reduce;
    __shared__ typename Reduce::TempStorage tmp;
    int v[ITEMS];
    for (int i = 0; i < ITEMS; i++)
        v[i] = in[(blockIdx.x * THREADS + threadIdx.x) * ITEMS + i];
    int s = Reduce(tmp).Sum(v);
    if (threadIdx.x == 0)
        sums[blockIdx.x] = s;
}

int main()
{
    const int blocks = 64, n = blocks * THREADS * ITEMS;
    int *in, *sums, *total;
    cudaMallocManaged(&in, n * sizeof(int));
    cudaMallocManaged(&sums, blocks * sizeof(int));
    cudaMallocManaged(&total, sizeof(int));
    long long want = 0;
    for (int i = 0; i < n; i++) {
        in[i] = (i * 7919) % 1000 - 500;
        want += in[i];
    }
    block_sums<<<blocks, THREADS>>>(in, sums);
    void *tmp = nullptr;
    size_t bytes = 0;
    cub::DeviceReduce::Sum(tmp, bytes, sums, total, blocks);
    cudaMalloc(&tmp, bytes);
    cub::DeviceReduce::Sum(tmp, bytes, sums, total, blocks);
    cudaDeviceSynchronize();
    int errors = *total != want;
    for (int b = 0; b < blocks; b++) {
        long long s = 0;
        for (int i = 0; i < THREADS * ITEMS; i++)
            s += in[b * THREADS * ITEMS + i];
        errors += sums[b] != s;
    }
    printf("cub_block_reduce of %d values in %d blocks: %s (sum %d)\n", n, blocks, errors ? "FAILED" : "ok", *total);
    cudaFree(tmp);
    return errors != 0;
}
