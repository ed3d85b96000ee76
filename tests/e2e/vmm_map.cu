// FLAGS: -lcuda
// The driver's virtual memory management from a runtime program, as
// vectorAddMMAP and cudaCompressibleMemory use it: granularity, two
// physical allocations mapped back to back in one reservation and used as
// one array by a kernel and cudaMemcpy, one allocation mapped at two
// addresses (the same bytes), access flags, retained handles, pointer
// attributes, and the errors CUDA returns for misuse.  Output checked on an
// H100 (CUDA 13).
#include <cstdio>
#include <cuda.h>
#include <cuda_runtime.h>

__global__ void fill(int *a, int n, int add)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] = i + add;
}

#define SAY(call) printf("%-44s %d\n", #call, (int)(call))

int main()
{
    cudaFree(0);   /* the primary context, current for the driver API too */
    CUmemAllocationProp prop = {};
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = 0;
    size_t gran = 0;
    SAY(cuMemGetAllocationGranularity(&gran, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
    printf("granularity %zu\n", gran);
    int vmm = 0;
    cuDeviceGetAttribute(&vmm, CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED, 0);
    printf("vmm supported %d\n", vmm);

    CUmemGenericAllocationHandle h1, h2, bad;
    SAY(cuMemCreate(&h1, gran, &prop, 0));
    SAY(cuMemCreate(&h2, gran, &prop, 0));
    SAY(cuMemCreate(&bad, gran + 1, &prop, 0));

    CUdeviceptr base;
    SAY(cuMemAddressReserve(&base, 4 * gran, 0, 0, 0));
    printf("reservation aligned %d\n", (int)(base % gran == 0));
    SAY(cuMemMap(base, gran, 0, h1, 0));
    SAY(cuMemMap(base + gran, gran, 0, h2, 0));
    SAY(cuMemMap(base + gran, gran, 0, h1, 0));          /* over a mapping */
    SAY(cuMemMap(base + 3 * gran, 2 * gran, 0, h1, 0));  /* past the reservation */
    SAY(cuMemMap(base + 2 * gran, gran, 0, h1, 0));      /* h1 again: same bytes */

    CUmemAccessDesc acc = {};
    acc.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    acc.location.id = 0;
    acc.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    SAY(cuMemSetAccess(base, 3 * gran, &acc, 1));
    SAY(cuMemSetAccess(base, 4 * gran, &acc, 1));        /* last granule unmapped */

    int *a = (int *)base;
    int n = (int)(2 * gran / sizeof(int));
    fill<<<(n + 255) / 256, 256>>>(a, n, 7);
    SAY(cudaDeviceSynchronize());
    int head[2], mid[2], alias[2];
    SAY(cudaMemcpy(head, a, sizeof head, cudaMemcpyDeviceToHost));
    SAY(cudaMemcpy(mid, a + n / 2 - 1, sizeof mid, cudaMemcpyDeviceToHost));
    SAY(cudaMemcpy(alias, (char *)base + 2 * gran, sizeof alias, cudaMemcpyDeviceToHost));
    printf("head %d %d, across the seam %d %d, alias of h1 %d %d\n", head[0], head[1], mid[0], mid[1],
           alias[0], alias[1]);
    int last = -1;
    SAY(cudaMemcpy(&last, a + n - 1, sizeof last, cudaMemcpyDeviceToHost));
    printf("last %d\n", last);

    cudaPointerAttributes pa;
    SAY(cudaPointerGetAttributes(&pa, a + 5));
    printf("type %d device %d\n", (int)pa.type, pa.device);
    SAY(cudaFree(a));

    unsigned long long flags = 99;
    CUmemLocation loc = acc.location;
    SAY(cuMemGetAccess(&flags, &loc, base + gran));
    printf("access flags %llu\n", flags);
    CUmemGenericAllocationHandle got;
    SAY(cuMemRetainAllocationHandle(&got, (void *)(base + gran + 100)));
    printf("retained h2 %d\n", (int)(got == h2));
    CUmemAllocationProp back = {};
    SAY(cuMemGetAllocationPropertiesFromHandle(&back, h2));
    printf("prop type %d location %d/%d\n", (int)back.type, (int)back.location.type, back.location.id);

    SAY(cuMemUnmap(base, gran / 2));                      /* part of a mapping */
    SAY(cuMemAddressFree(base, 4 * gran));                /* still mapped */
    SAY(cuMemUnmap(base, 3 * gran));
    SAY(cuMemRelease(got));
    SAY(cuMemRelease(h1));
    SAY(cuMemRelease(h2));
    SAY(cuMemAddressFree(base, 4 * gran));
    SAY(cudaGetLastError());
    return 0;
}
