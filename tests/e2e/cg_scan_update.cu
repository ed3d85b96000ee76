// cg::inclusive_scan_update and cg::exclusive_scan_update: a group's scan
// after the value of a cuda::atomic (or a cuda::atomic_ref), which the
// group's last member then combines with all of the group's values.  Tiles
// of 8 and 32 threads, of 64 and 256 (several warps), and coalesced groups;
// sums of ints and floats, and maxima with negative values (what rank 0 of
// an exclusive scan gets).  Each group has counters of its own, so that the
// results do not depend on the order in which groups run.
#include <cstdio>
#include <cstring>
#include <cuda/atomic>
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

typedef cuda::atomic<int, cuda::thread_scope_device> iatomic;
typedef cuda::atomic<float, cuda::thread_scope_device> fatomic;

template <typename Group>
__device__ void scans(const Group &t, int id, const int *in, const float *fin, int *out, float *fout,
                      iatomic *isum, fatomic *fsum, int *imax)
{
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    int v = in[g];
    out[4 * g] = cg::inclusive_scan_update(t, isum[2 * id], v);
    out[4 * g + 1] = cg::exclusive_scan_update(t, isum[2 * id + 1], v);
    cuda::atomic_ref<int, cuda::thread_scope_device> m0(imax[2 * id]), m1(imax[2 * id + 1]);
    out[4 * g + 2] = cg::inclusive_scan_update(t, m0, v, cg::greater<int>());
    out[4 * g + 3] = cg::exclusive_scan_update(t, m1, v, cg::greater<int>());
    fout[2 * g] = cg::inclusive_scan_update(t, fsum[2 * id], fin[g]);
    fout[2 * g + 1] = cg::exclusive_scan_update(t, fsum[2 * id + 1], fin[g], cg::plus<float>());
}

template <unsigned N>
__global__ void tiles(const int *in, const float *fin, int *out, float *fout, iatomic *isum,
                      fatomic *fsum, int *imax)
{
    __shared__ cg::block_tile_memory<256> scratch;
    auto block = cg::this_thread_block(scratch);
    auto t = cg::tiled_partition<N>(block);
    int id = blockIdx.x * (blockDim.x / N) + t.meta_group_rank();
    scans(t, id, in, fin, out, fout, isum, fsum, imax);
}

__global__ void coalesced(const int *in, const float *fin, int *out, float *fout, iatomic *isum,
                          fatomic *fsum, int *imax)
{
    if (threadIdx.x % 3 != 1) {
        cg::coalesced_group c = cg::coalesced_threads();
        int id = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
        scans(c, id, in, fin, out, fout, isum, fsum, imax);
    }
}

static unsigned long long mix(unsigned long long h, unsigned v) { return (h ^ v) * 1099511628211ull; }

int main()
{
    const int n = 512, groups = n / 8;
    int *in, *out, *imax;
    float *fin, *fout;
    iatomic *isum;
    fatomic *fsum;
    cudaMallocManaged(&in, n * sizeof(int));
    cudaMallocManaged(&fin, n * sizeof(float));
    cudaMallocManaged(&out, 4 * n * sizeof(int));
    cudaMallocManaged(&fout, 2 * n * sizeof(float));
    cudaMallocManaged(&isum, 2 * groups * sizeof(iatomic));
    cudaMallocManaged(&fsum, 2 * groups * sizeof(fatomic));
    cudaMallocManaged(&imax, 2 * groups * sizeof(int));
    unsigned x = 99;
    for (int i = 0; i < n; i++) {
        x = x * 1103515245u + 12345u;
        in[i] = (int)((x >> 16) % 2000) - 1500;
        fin[i] = (float)((x >> 8) % 100000) / ((x >> 4) % 4 == 0 ? 0.003f : 7.0f) - 4000.0f;
    }
    for (int kind = 0; kind < 5; kind++) {
        for (int k = 0; k < 2 * groups; k++) {
            new (&isum[k]) iatomic(1000 + k);
            new (&fsum[k]) fatomic(0.25f * (float)k);
            imax[k] = k % 3 == 0 ? -2000 : -700 + k;
        }
        memset(out, 0, 4 * n * sizeof(int));
        memset(fout, 0, 2 * n * sizeof(float));
        const char *name[] = {"tile 8", "tile 32", "tile 64", "tile 256", "coalesced"};
        if (kind == 0) tiles<8><<<2, 256>>>(in, fin, out, fout, isum, fsum, imax);
        if (kind == 1) tiles<32><<<2, 256>>>(in, fin, out, fout, isum, fsum, imax);
        if (kind == 2) tiles<64><<<2, 256>>>(in, fin, out, fout, isum, fsum, imax);
        if (kind == 3) tiles<256><<<2, 256>>>(in, fin, out, fout, isum, fsum, imax);
        if (kind == 4) coalesced<<<2, 256>>>(in, fin, out, fout, isum, fsum, imax);
        cudaError_t e = cudaDeviceSynchronize();
        unsigned long long h = 1469598103934665603ull, hc = h;
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < 4; k++)
                h = mix(h, (unsigned)out[4 * i + k]);
            for (int k = 0; k < 2; k++) {
                unsigned bits;
                memcpy(&bits, &fout[2 * i + k], 4);
                h = mix(h, bits);
            }
        }
        for (int k = 0; k < 2 * groups; k++) {
            float f = fsum[k].load();
            unsigned bits;
            memcpy(&bits, &f, 4);
            hc = mix(mix(mix(hc, (unsigned)isum[k].load()), bits), (unsigned)imax[k]);
        }
        printf("%s: %s, results %016llx, counters %016llx\n", name[kind], cudaGetErrorString(e), h, hc);
        for (int i = 0; i < 40; i += 13)
            printf("  thread %d: %d %d %d %d %.9g %.9g\n", i, out[4 * i], out[4 * i + 1], out[4 * i + 2],
                   out[4 * i + 3], fout[2 * i], fout[2 * i + 1]);
        printf("  counters 0, 1: %d %d %d %d %.9g %.9g\n", isum[0].load(), isum[1].load(), imax[0], imax[1],
               fsum[0].load(), fsum[1].load());
    }
    return 0;
}
