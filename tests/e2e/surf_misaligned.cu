// A surface access whose byte column is not a multiple of the access size
// ends the grid with cudaErrorMisalignedAddress (sticky), whatever the
// boundary mode, as on an H200.
#include <cuda_runtime.h>
#include <stdio.h>
#include <string.h>

__global__ void peek(cudaSurfaceObject_t s, int x, float *out)
{
    *out = surf2Dread<float>(s, x, 0, cudaBoundaryModeClamp);
}

int main(void)
{
    cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    float *out;
    int bad = 0;
    if (cudaMallocArray(&a, &d, 8, 8, cudaArraySurfaceLoadStore) != cudaSuccess ||
        cudaMallocManaged(&out, sizeof(float)) != cudaSuccess) {
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
    peek<<<1, 1>>>(s, 100, out); /* clamped, fine */
    if (cudaDeviceSynchronize() != cudaSuccess) bad++;
    peek<<<1, 1>>>(s, 6, out);
    cudaError_t sync = cudaDeviceSynchronize();
    printf("sync %s\n", cudaGetErrorName(sync));
    if (sync != cudaErrorMisalignedAddress) bad++;
    if (cudaDeviceSynchronize() != cudaErrorMisalignedAddress) bad++;
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
