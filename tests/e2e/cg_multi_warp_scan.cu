// cg::inclusive_scan and cg::exclusive_scan over tiles of several warps
// (64 to 512 threads): integer sums, a non-commutative-looking max, and float
// sums whose rounding shows the order the values are combined in (large and
// small values mixed), each printed as a checksum per tile and a few ranks.
#include <cstdio>
#include <cstring>
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

template <unsigned N>
__global__ void scans(const int *ii, const float *ff, int *oi, float *of)
{
    __shared__ cg::block_tile_memory<512> scratch;
    auto block = cg::this_thread_block(scratch);
    auto t = cg::tiled_partition<N>(block);
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    oi[4 * g] = cg::inclusive_scan(t, ii[g]);
    oi[4 * g + 1] = cg::exclusive_scan(t, ii[g]);
    oi[4 * g + 2] = cg::inclusive_scan(t, ii[g], cg::greater<int>());
    oi[4 * g + 3] = cg::exclusive_scan(t, ii[g], cg::greater<int>());
    of[2 * g] = cg::inclusive_scan(t, ff[g]);
    of[2 * g + 1] = cg::exclusive_scan(t, ff[g], cg::plus<float>());
}

template <unsigned N>
static void run(const int *ii, const float *ff, int *oi, float *of, int n)
{
    scans<N><<<n / 512, 512>>>(ii, ff, oi, of);
    cudaError_t e = cudaDeviceSynchronize();
    printf("tile %u: %s\n", N, cudaGetErrorString(e));
    for (int tile = 0; tile < n / (int)N; tile += 3) {
        unsigned long long hi = 0, hf = 1469598103934665603ull;
        for (int r = 0; r < (int)N; r++) {
            int g = tile * N + r;
            for (int k = 0; k < 4; k++)
                hi = hi * 31 + (unsigned)oi[4 * g + k];
            for (int k = 0; k < 2; k++) {
                unsigned bits;
                memcpy(&bits, &of[2 * g + k], 4);
                hf = (hf ^ bits) * 1099511628211ull;
            }
        }
        int last = tile * N + N - 1, mid = tile * N + N / 2;
        printf("  tile %d: ints %016llx floats %016llx; rank %u: %d %d %d %d %.9g %.9g; last: %d %.9g\n",
               tile, hi, hf, N / 2, oi[4 * mid], oi[4 * mid + 1], oi[4 * mid + 2], oi[4 * mid + 3],
               of[2 * mid], of[2 * mid + 1], oi[4 * last], of[2 * last]);
    }
}

int main()
{
    const int n = 2048;
    int *ii, *oi;
    float *ff, *of;
    cudaMallocManaged(&ii, n * sizeof(int));
    cudaMallocManaged(&ff, n * sizeof(float));
    cudaMallocManaged(&oi, 4 * n * sizeof(int));
    cudaMallocManaged(&of, 2 * n * sizeof(float));
    unsigned x = 12345;
    for (int i = 0; i < n; i++) {
        x = x * 1103515245u + 12345u;
        ii[i] = (int)(x >> 16) % 1000 - 500;
        /* magnitudes from 1e-3 to 1e7: float sums round differently in another order */
        float m = (float)((x >> 8) % 10000) / 7.0f;
        int e = (int)(x >> 4) % 4;
        ff[i] = (e == 0 ? m * 1e4f : e == 1 ? m : e == 2 ? m * 1e-3f : -m * 3e3f);
    }
    run<64>(ii, ff, oi, of, n);
    run<128>(ii, ff, oi, of, n);
    run<256>(ii, ff, oi, of, n);
    run<512>(ii, ff, oi, of, n);
    return 0;
}
