// A 2D kernel with a shared tile and a barrier (a region kernel compiled
// for several block widths) whose parameter is a class with a copy
// constructor that counts, its template argument a pointer: the region
// entry must see the copies the fibers see (the width copies' wrapper
// must not copy it once more), in launches of 16 x 16 and 8 x 8.
#include <cstdio>

template <class P> struct Acc {
    P p;
    int copies;
    Acc(P q) : p(q), copies(0) {}
    __host__ __device__ Acc(const Acc &o) : p(o.p), copies(o.copies + 1) {}
};

__global__ void seen(Acc<int *> a, int *out)
{
    __shared__ int s[16][16];
    s[threadIdx.y][threadIdx.x] = a.copies;
    __syncthreads();
    if (threadIdx.x == 0 && threadIdx.y == 0)
        out[blockIdx.x] = s[3][5] - s[0][0] + a.copies + a.p[0];
}

int main()
{
    int *buf, *out;
    cudaMallocManaged(&buf, sizeof(int));
    cudaMallocManaged(&out, 2 * sizeof(int));
    *buf = 100;
    Acc<int *> a(buf);
    seen<<<2, dim3(16, 16)>>>(a, out);
    cudaDeviceSynchronize();
    int c16 = out[0];
    printf("16 x 16: %d %d\n", out[0], out[1]);
    seen<<<2, dim3(8, 8)>>>(a, out);
    cudaDeviceSynchronize();
    printf("8 x 8: %d %d\n", out[0], out[1]);
    printf("%s\n", out[0] == c16 && out[1] == c16 && c16 > 100 ? "PASS" : "FAIL");
    return 0;
}
