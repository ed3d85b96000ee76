// FLAGS: -DN=64 -DV=3 -DA=1 -DB=2 -DC=3 -DF=4 -DK=5 -DL=6 -DM=7 -DP=8 -DR=9 -DS=10 -DW=11 -DI=12 -DG=13 -DE=14 -DOp=15 -DLayout=16 -DScope=17 -DCopy=18 -DArgs=19 -DSum=20
// A program built with short macros on the command line (`-DN=64`, as
// benchmarks are): none may reach a name in cucc's headers, of which the
// ones programs include themselves are included here.  nvcc 13 takes
// -DN=64 with cuda_runtime.h alone; with these headers it rejects N, V, K,
// L, R, Layout and Args, names in its libcu++ and mma.h.  (T, U, Size,
// Group, STATE and Flags are names in NVIDIA's API or its core headers,
// which cucc's use too.)
#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuComplex.h>
#include <mma.h>
#include <curand_kernel.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda/annotated_ptr>
#include <cuda/std/atomic>
#include <math_constants.h>

namespace cg = cooperative_groups;

__global__ void k(int *o)
{
    cg::thread_block_tile<32> t = cg::tiled_partition<32>(cg::this_thread_block());
    int v = cg::reduce(t, (int)threadIdx.x, cg::plus<int>());
    o[threadIdx.x] = v + A + B + C + F + K + L + M + P + R + S + W + I + G + E + Op + Layout + Scope +
                     Copy + Args + Sum + V;
}

int main()
{
    int *o;
    cudaMallocManaged(&o, N * sizeof(int));
    k<<<1, N>>>(o);
    cudaDeviceSynchronize();
    int want0 = 496 + 213, want1 = 1520 + 213;
    if (o[0] != want0 || o[N - 1] != want1) {
        printf("FAIL: %d %d, want %d %d\n", o[0], o[N - 1], want0, want1);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
