// Integer atomicAnd, atomicOr and atomicXor whose values the kernel drops,
// combined by address in a region piece like the adds (src/simt/region.c,
// "combined atomics"), 4 and 8 bytes, and one thread mixing operations on
// one address (each address keeps its order); atomicMax and atomicMin,
// which stay atomics, over signed and unsigned values of 4 and 8 bytes.
#include <cstdio>
#include <cuda_runtime.h>

__device__ int gimax, gimin;
__device__ unsigned gumax, gumin;
__device__ long long glmax, glmin;
__device__ unsigned long long gulmax, gulmin;

__global__ void extremes(const int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int x = v[i];
    atomicMax(&gimax, x);
    atomicMin(&gimin, x);
    atomicMax(&gumax, (unsigned)x);
    atomicMin(&gumin, (unsigned)x);
    atomicMax(&glmax, (long long)x * 3000000000ll);
    atomicMin(&glmin, (long long)x * 3000000000ll);
    atomicMax(&gulmax, (unsigned long long)(long long)x);
    atomicMin(&gulmin, (unsigned long long)(long long)x);
}

// bit sets: 256 words, each thread's bit in or, out of and, toggled in xor
__global__ void bits(const int *v, unsigned *ors, unsigned *ands, unsigned long long *xors, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned x = (unsigned)v[i], b = (x >> 9) & 31u;     /* read before the first */
        if ((x & 15u) == 0) {
            atomicOr(&ors[i % 256], 1u << b);
            atomicAnd(&ands[i % 256], ~(1u << b));
        }
        atomicXor(&xors[i % 4], (unsigned long long)x << 20);
    }
}

// one thread, one address, operations mixed: their order is kept
__global__ void mixed(unsigned *a)
{
    __syncthreads();
    if (threadIdx.x == 0) {
        atomicAdd(&a[0], 3u);
        atomicOr(&a[0], 0x100u);
        atomicAdd(&a[0], 2u);
        atomicAnd(&a[0], ~1u);
        atomicXor(&a[0], 0x11u);
        atomicSub(&a[0], 5u);
    }
}

int main()
{
    const int n = 100000;
    int *v;
    unsigned *ors, *ands, *a;
    unsigned long long *xors;
    cudaMallocManaged(&v, n * sizeof(int));
    cudaMallocManaged(&ors, 256 * sizeof(unsigned));
    cudaMallocManaged(&ands, 256 * sizeof(unsigned));
    cudaMallocManaged(&xors, 4 * sizeof(unsigned long long));
    cudaMallocManaged(&a, sizeof(unsigned));
    unsigned s = 99;
    int rmax = -2147483647 - 1, rmin = 2147483647;
    unsigned rumax = 0, rumin = ~0u;
    unsigned long long rulmax = 0, rulmin = ~0ull;
    unsigned rors[256] = {0}, rands[256];
    unsigned long long rxors[4] = {0};
    for (int k = 0; k < 256; k++)
        rands[k] = ~0u;
    for (int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        v[i] = (int)(s ^ (s >> 7)) % 1000003;
        rmax = v[i] > rmax ? v[i] : rmax;
        rmin = v[i] < rmin ? v[i] : rmin;
        rumax = (unsigned)v[i] > rumax ? (unsigned)v[i] : rumax;
        rumin = (unsigned)v[i] < rumin ? (unsigned)v[i] : rumin;
        unsigned long long u = (unsigned long long)(long long)v[i];
        rulmax = u > rulmax ? u : rulmax;
        rulmin = u < rulmin ? u : rulmin;
        if (((unsigned)v[i] & 15u) == 0) {
            rors[i % 256] |= 1u << (((unsigned)v[i] >> 9) & 31u);
            rands[i % 256] &= ~(1u << (((unsigned)v[i] >> 9) & 31u));
        }
        rxors[i % 4] ^= (unsigned long long)(unsigned)v[i] << 20;
    }
    int z = -2147483647 - 1, y = 2147483647;
    unsigned uz = 0, uy = ~0u;
    long long lz = -9223372036854775807ll - 1, ly = 9223372036854775807ll;
    unsigned long long ulz = 0, uly = ~0ull;
    cudaMemcpyToSymbol(gimax, &z, sizeof z);
    cudaMemcpyToSymbol(gimin, &y, sizeof y);
    cudaMemcpyToSymbol(gumax, &uz, sizeof uz);
    cudaMemcpyToSymbol(gumin, &uy, sizeof uy);
    cudaMemcpyToSymbol(glmax, &lz, sizeof lz);
    cudaMemcpyToSymbol(glmin, &ly, sizeof ly);
    cudaMemcpyToSymbol(gulmax, &ulz, sizeof ulz);
    cudaMemcpyToSymbol(gulmin, &uly, sizeof uly);
    for (int k = 0; k < 256; k++) {
        ors[k] = 0;
        ands[k] = ~0u;
    }
    for (int k = 0; k < 4; k++)
        xors[k] = 0;
    *a = 0;
    extremes<<<(n + 255) / 256, 256>>>(v, n);
    bits<<<(n + 127) / 128, 128>>>(v, ors, ands, xors, n);
    mixed<<<1, 64>>>(a);
    cudaDeviceSynchronize();
    cudaMemcpyFromSymbol(&z, gimax, sizeof z);
    cudaMemcpyFromSymbol(&y, gimin, sizeof y);
    cudaMemcpyFromSymbol(&uz, gumax, sizeof uz);
    cudaMemcpyFromSymbol(&uy, gumin, sizeof uy);
    cudaMemcpyFromSymbol(&lz, glmax, sizeof lz);
    cudaMemcpyFromSymbol(&ly, glmin, sizeof ly);
    cudaMemcpyFromSymbol(&ulz, gulmax, sizeof ulz);
    cudaMemcpyFromSymbol(&uly, gulmin, sizeof uly);
    printf("int max %d min %d (%s)\n", z, y, z == rmax && y == rmin ? "right" : "wrong");
    printf("unsigned max %u min %u (%s)\n", uz, uy, uz == rumax && uy == rumin ? "right" : "wrong");
    printf("long long max %lld min %lld (%s)\n", lz, ly,
           lz == rmax * 3000000000ll && ly == rmin * 3000000000ll ? "right" : "wrong");
    printf("unsigned long long max %llu min %llu (%s)\n", ulz, uly,
           ulz == rulmax && uly == rulmin ? "right" : "wrong");
    int bad = 0;
    for (int k = 0; k < 256; k++)
        bad += ors[k] != rors[k] || ands[k] != rands[k];
    for (int k = 0; k < 4; k++)
        bad += xors[k] != rxors[k];
    printf("bits: %d words wrong, ors[0] %08x ands[0] %08x xors[0] %llx\n", bad, ors[0], ands[0], xors[0]);
    printf("mixed: %u\n", *a);
    return 0;
}
