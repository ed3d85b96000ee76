// A stream holds about 1024 launches that have not run: the launching host
// thread then waits (an H100 left 1022 of 20000 slow launches pending when
// the loop ended).  Launching without bound would let a host thread that
// never synchronises queue work without end (and a cudaFree that waits
// for the device wait for all of it).
// (An H200 printed the same, nvcc 13.)
#include <cstdio>

__global__ void slow(unsigned *count)
{
    __nanosleep(20000);
    atomicAdd(count, 1u);
}

int main()
{
    unsigned *count;
    cudaMallocManaged(&count, sizeof *count);
    *count = 0;
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    const unsigned n = 3000;
    for (unsigned i = 0; i < n; i++)
        slow<<<1, 1, 0, s>>>(count);
    unsigned done = *(volatile unsigned *)count;
    printf("pending after the loop at most 1024: %s\n", n - done <= 1024 ? "yes" : "no");
    int *d;
    cudaMalloc(&d, 4);
    cudaFree(d);
    cudaStreamSynchronize(s);
    printf("ran %u, %s\n", *count, cudaGetErrorString(cudaGetLastError()));
    return 0;
}
