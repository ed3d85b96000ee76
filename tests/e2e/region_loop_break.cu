// A uniform `if (c) break;` or `continue;` between barriers of a loop,
// followed in the same piece by other statements (the shape of Rodinia's
// hotspot and pathfinder): regions run the jump once per block.  A flag
// set in the loop is read after it.  Exact integer results.
#include <cstdio>

#define BS 64

__global__ void relax(const int *src, int *dst, int iterations)
{
    __shared__ int cur[BS], next[BS];
    int tx = threadIdx.x;
    cur[tx] = src[blockIdx.x * BS + tx];
    __syncthreads();
    bool computed;
    for (int i = 0; i < iterations; i++) {
        computed = false;
        if (tx > i && tx < BS - 1 - i) {
            computed = true;
            next[tx] = cur[tx - 1] + cur[tx] + cur[tx + 1] - 2 * i;
        }
        __syncthreads();
        if (i == iterations - 1)
            break;
        if (computed)
            cur[tx] = next[tx] % 1000;
        __syncthreads();
    }
    dst[blockIdx.x * BS + tx] = computed ? next[tx] : -cur[tx];
}

__global__ void skip_odd(int *data, int rounds)
{
    __shared__ int s[BS];
    int tx = threadIdx.x;
    int mine = data[tx];
    int r = 0;
    while (r < rounds) {
        r++;
        s[tx] = mine;
        __syncthreads();
        if (r % 2 == 1)
            continue;
        mine += s[(tx + r) % BS];
        __syncthreads();
    }
    data[tx] = mine;
}

int main()
{
    const int blocks = 3;
    int *src, *dst;
    cudaMallocManaged(&src, blocks * BS * sizeof(int));
    cudaMallocManaged(&dst, blocks * BS * sizeof(int));
    for (int i = 0; i < blocks * BS; i++)
        src[i] = (i * 37) % 101;
    for (int it = 1; it <= 4; it++) {
        relax<<<blocks, BS>>>(src, dst, it);
        cudaError_t e = cudaDeviceSynchronize();
        long sum = 0;
        for (int i = 0; i < blocks * BS; i++)
            sum += (long)dst[i] * (i % 13 + 1);
        printf("relax %d: %s dst[5]=%d dst[70]=%d sum=%ld\n", it, cudaGetErrorString(e), dst[5],
               dst[70], sum);
    }
    for (int i = 0; i < BS; i++)
        dst[i] = i;
    skip_odd<<<1, BS>>>(dst, 7);
    printf("skip_odd: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    long t = 0;
    for (int i = 0; i < BS; i++)
        t += (long)dst[i] * (i + 1);
    printf("data[0]=%d data[63]=%d weighted=%ld\n", dst[0], dst[63], t);
    return 0;
}
