// Blocks of one grid that wait for one another, in grids of cheap blocks:
// CUDA promises no order between blocks, but programs hand a flag from one
// block to another, or spin at a barrier of their own across a grid no
// larger than the GPU, and on a GPU those grids finish.  Here they must too,
// whatever the runtime learnt from the kernel's earlier launches: a grid
// that its launcher ran alone when the last launch had been quick (tried in
// src/rt/sched.c and dropped, docs/design.md) hung here.  Many cheap launches
// first; four workers whatever the machine.
#include <cstdio>
#include <cstdlib>
#include <unistd.h>

__global__ void handoff(volatile int *flag, int round, int *seen)
{
    if (blockIdx.x == 0) {
        if (round >= 0) {
            while (*flag != round)      /* block 1 sets it */
                ;
            if (threadIdx.x == 0)
                seen[0]++;
        }
    } else if (threadIdx.x == 0) {
        if (round >= 0)
            *flag = round;
    }
}

__global__ void barrier(unsigned *count, int round, int *seen)
{
    if (round >= 0) {
        if (threadIdx.x == 0) {
            atomicAdd(count, 1u);
            while (atomicAdd(count, 0u) < (unsigned)(gridDim.x * (round + 1)))
                ;
            atomicAdd(seen, 1);
        }
    }
}

int main()
{
    setenv("CUCC_WORKERS", "4", 1);
    alarm(60);                          /* a grid that never ends fails here */
    int *flag, *seen;
    unsigned *count;
    cudaMallocManaged(&flag, sizeof(int));
    cudaMallocManaged(&seen, 2 * sizeof(int));
    cudaMallocManaged(&count, sizeof(unsigned));
    *flag = -1;
    seen[0] = seen[1] = 0;
    *count = 0;
    for (int r = 0; r < 200; r++)       /* cheap: the kernel's blocks look quick */
        handoff<<<2, 32>>>(flag, -1, seen);
    for (int r = 0; r < 20; r++)
        handoff<<<2, 32>>>(flag, r, seen);
    cudaError_t e1 = cudaDeviceSynchronize();
    for (int r = 0; r < 200; r++)
        barrier<<<4, 32>>>(count, -1, seen + 1);
    for (int r = 0; r < 20; r++)
        barrier<<<4, 32>>>(count, r, seen + 1);
    cudaError_t e2 = cudaDeviceSynchronize();
    printf("hand-offs: %s, %d of 20; grid barriers: %s, %d of 80\n", cudaGetErrorString(e1), seen[0],
           cudaGetErrorString(e2), seen[1]);
    return 0;
}
