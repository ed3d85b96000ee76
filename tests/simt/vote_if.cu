// A vote in an if's condition, `if (__all_sync(m, p)) s`: the vote is a
// step of the split, the if runs in the next piece on its result.
#include <cstdio>

__global__ void vote_if(int *out, int w)
{
    int tx = threadIdx.x;
    out[tx] = 0;
    if (__all_sync(0xffffffffu, tx >= w))
        out[tx] += 1;
    if (__any_sync(0xffffffffu, tx == w) && tx % 2)
        out[tx] += 10;
    else
        out[tx] += 100;
    if (__ballot_sync(0xffffffffu, tx % 3 == 0) & (1u << (tx % 32)))
        out[tx] += 1000;
}

int main()
{
    int *p;
    cudaMallocManaged(&p, 96 * sizeof(int));
    vote_if<<<1, 96>>>(p, 40);
    cudaDeviceSynchronize();
    long s = 0;
    for (int i = 0; i < 96; i++)
        s += (long)p[i] * (i + 1);
    printf("%d %d %d %ld\n", p[0], p[40], p[95], s);
    return 0;
}
