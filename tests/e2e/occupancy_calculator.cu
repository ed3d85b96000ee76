// cuda_occupancy.h, the toolkit's header-only calculator: resident blocks
// per SM of an H200-like SM (compute capability 9.0) over registers per
// thread, static shared memory and block size, and the block size of
// highest occupancy.  The expected output is what NVIDIA's own header
// computes for the same table (host code, no GPU involved).
#include <cuda_occupancy.h>
#include <cstdio>

int main()
{
    cudaOccDeviceProp p;
    p.computeMajor = 9;
    p.computeMinor = 0;
    p.maxThreadsPerBlock = 1024;
    p.maxThreadsPerMultiprocessor = 2048;
    p.regsPerBlock = 65536;
    p.regsPerMultiprocessor = 65536;
    p.warpSize = 32;
    p.sharedMemPerBlock = 49152;
    p.sharedMemPerMultiprocessor = 233472;
    p.numSms = 132;
    p.sharedMemPerBlockOptin = 232448;
    p.reservedSharedMemPerBlock = 1024;
    cudaOccDeviceState st;
    const int regs[] = {0, 16, 32, 40, 64, 128, 255};
    const size_t smem[] = {0, 1000, 16384, 49152, 100000};
    const int blocks[] = {32, 96, 128, 256, 384, 512, 1024};
    for (int r : regs)
        for (size_t s : smem)
            for (int b : blocks) {
                cudaOccFuncAttributes a;
                a.maxThreadsPerBlock = 1024;
                a.numRegs = r;
                a.sharedSizeBytes = s;
                a.maxDynamicSharedSizeBytes = 0;
                a.shmemLimitConfig = FUNC_SHMEM_LIMIT_OPTIN;
                a.numBlockBarriers = 1;
                cudaOccResult res;
                cudaOccError e = cudaOccMaxActiveBlocksPerMultiprocessor(&res, &p, &a, &st, b, 0);
                printf("r%d s%zu b%d: %d %d\n", r, s, b, (int)e, res.activeBlocksPerMultiprocessor);
            }
    cudaOccFuncAttributes a;
    a.maxThreadsPerBlock = 1024;
    a.numRegs = 40;
    a.sharedSizeBytes = 2048;
    a.numBlockBarriers = 1;
    int mg, bs;
    cudaOccMaxPotentialOccupancyBlockSize(&mg, &bs, &p, &a, &st, 0);
    printf("potential %d %d\n", mg, bs);
    return 0;
}
