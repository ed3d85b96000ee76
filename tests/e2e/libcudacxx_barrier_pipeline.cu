// libcu++'s <cuda/barrier> and <cuda/pipeline> within a block: split
// arrive/wait with work between, arrive_and_wait over rounds, a two-stage
// block-scope pipeline with producer and consumer threads (each waits for
// the other through the stages), a thread-scope pipeline with
// pipeline_consumer_wait_prior; `__shared__ alignas(16)`.
#include <cstdint>
#include <cstdio>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void split(int *out, int rounds)
{
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    __shared__ int s[256];
    if (threadIdx.x == 0)
        init(&bar, blockDim.x);
    __syncthreads();
    int acc = 0;
    for (int r = 0; r < rounds; r++) {
        s[threadIdx.x] = threadIdx.x * (r + 1);
        auto token = bar.arrive();
        int mine = threadIdx.x * 3;     /* work between arrive and wait */
        bar.wait(std::move(token));
        acc += s[(threadIdx.x + 1) % blockDim.x] + mine;
        bar.arrive_and_wait();
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

template <int B>
__global__ void staged(const float *in, float *out, int n)
{
    constexpr int stages = 2;
    __shared__ alignas(16) float buf[stages][B];
    if ((uintptr_t)buf % 16)
        out[511] = -1;
    __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, stages> st;
    auto cta = cg::this_thread_block();
    auto role = threadIdx.x < B ? cuda::pipeline_role::consumer : cuda::pipeline_role::producer;
    auto pipe = cuda::make_pipeline(cta, &st, role);
    float sum = 0;
    int chunks = n / B;
    if (role == cuda::pipeline_role::producer) {
        for (int c = 0; c < chunks; c++) {
            pipe.producer_acquire();
            cuda::memcpy_async(&buf[c % stages][threadIdx.x - B], &in[c * B + threadIdx.x - B], sizeof(float), pipe);
            pipe.producer_commit();
        }
    } else {
        for (int c = 0; c < chunks; c++) {
            pipe.consumer_wait();
            sum += buf[c % stages][threadIdx.x] * (c + 1);
            pipe.consumer_release();
        }
        out[threadIdx.x] = sum;
    }
}

__global__ void own(const float *in, float *out)
{
    __shared__ float t[128];
    auto pipe = cuda::make_pipeline();
    pipe.producer_acquire();
    cuda::memcpy_async(&t[threadIdx.x], &in[threadIdx.x], cuda::aligned_size_t<4>(sizeof(float)), pipe);
    pipe.producer_commit();
    cuda::pipeline_consumer_wait_prior<0>(pipe);
    __syncthreads();
    out[threadIdx.x] = t[127 - threadIdx.x];
}

int main()
{
    int *o;
    float *in, *fo;
    cudaMallocManaged(&o, 512 * sizeof(int));
    cudaMallocManaged(&in, 4096 * sizeof(float));
    cudaMallocManaged(&fo, 512 * sizeof(float));
    for (int i = 0; i < 4096; i++)
        in[i] = (float)(i % 13);
    split<<<2, 256>>>(o, 5);
    cudaError_t e1 = cudaDeviceSynchronize();
    int bad = 0;
    for (int b = 0; b < 2; b++)
        for (int t = 0; t < 256; t++) {
            int want = 0;
            for (int r = 0; r < 5; r++)
                want += ((t + 1) % 256) * (r + 1) + t * 3;
            bad += o[b * 256 + t] != want;
        }
    fo[511] = 0;
    staged<64><<<1, 128>>>(in, fo, 4096);
    cudaError_t e2 = cudaDeviceSynchronize();
    for (int t = 0; t < 64; t++) {
        float want = 0;
        for (int c = 0; c < 64; c++)
            want += in[c * 64 + t] * (c + 1);
        bad += fo[t] != want;
    }
    bad += fo[511] != 0;    /* alignas(16) kept */
    own<<<1, 128>>>(in, fo);
    cudaError_t e3 = cudaDeviceSynchronize();
    for (int t = 0; t < 128; t++)
        bad += fo[t] != in[127 - t];
    printf("%s %s %s %d wrong\n%s\n", cudaGetErrorName(e1), cudaGetErrorName(e2), cudaGetErrorName(e3), bad, bad ? "FAIL" : "PASS");
    return bad != 0;
}
