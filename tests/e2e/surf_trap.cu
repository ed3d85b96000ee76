// A surface write outside the array under cudaBoundaryModeTrap (the
// default) ends the grid with cudaErrorIllegalAddress, a sticky error that
// every later call returns, as on an H200.
#include <cuda_runtime.h>
#include <stdio.h>
#include <string.h>

__global__ void poke(cudaSurfaceObject_t s, int x, int *after)
{
    surf2Dwrite(1.0f, s, x, 0);
    *after = 1;
}

int main(void)
{
    cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    int *after, bad = 0;
    if (cudaMallocArray(&a, &d, 8, 8, cudaArraySurfaceLoadStore) != cudaSuccess ||
        cudaMallocManaged(&after, sizeof(int)) != cudaSuccess) {
        printf("FAIL setup\n");
        return 1;
    }
    struct cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeArray;
    r.res.array.array = a;
    cudaSurfaceObject_t s;
    if (cudaCreateSurfaceObject(&s, &r) != cudaSuccess) {
        printf("FAIL create\n");
        return 1;
    }
    *after = 0;
    poke<<<1, 1>>>(s, 28, after); /* in range: the last element of row 0 */
    if (cudaDeviceSynchronize() != cudaSuccess || *after != 1) {
        printf("in-range write failed\n");
        bad++;
    }
    *after = 0;
    poke<<<1, 1>>>(s, 32, after);
    cudaError_t launch = cudaGetLastError(), sync = cudaDeviceSynchronize();
    printf("launch %s, sync %s\n", cudaGetErrorName(launch), cudaGetErrorName(sync));
    if (launch != cudaSuccess || sync != cudaErrorIllegalAddress) bad++;
    if (cudaGetLastError() != cudaErrorIllegalAddress) bad++;
    void *p;
    if (cudaMalloc(&p, 16) != cudaErrorIllegalAddress) bad++;
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
