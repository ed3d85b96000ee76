// Device code that writes past its malloc'd block over the heap's own data
// gets an error, not a hang or a crash of the runtime: the free that finds
// the damage ends the grid with cudaErrorIllegalAddress (sticky), while
// other blocks keep allocating until the grid ends.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__global__ void overflow(void)
{
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        /* Over 1 KB: no worker's cache, the heap's own free, which checks
         * the tag of the chunk after p.  That chunk need not be q (another
         * block may allocate between the two: with 64-byte blocks freed
         * through the caches, 1% of the runs on 8 workers saw no damage). */
        char *p = (char *)malloc(2048);
        char *q = (char *)malloc(2048);
        if (p && q) {
            memset(p, 0xff, 2048 + 32); /* over the next chunk's header, whoever owns it */
            free(p);
            free(q);
        }
        return;
    }
    for (int i = 0; i < 100; i++) {
        void *r = malloc(48 + i);
        free(r);
    }
}

int main(void)
{
    overflow<<<64, 32>>>();
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess) {
        printf("FAIL launch %s\n", cudaGetErrorName(e));
        return 1;
    }
    e = cudaDeviceSynchronize();
    printf("after the overflow: %s\n", cudaGetErrorName(e));
    printf(e == cudaErrorIllegalAddress ? "PASS\n" : "FAIL\n");
    return e != cudaErrorIllegalAddress;
}
