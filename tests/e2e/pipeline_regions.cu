// Kernels with thread-scope pipelines (cuda::make_pipeline() with no
// group: each thread waits for its own copies only) and block barriers:
// these run as regions.  Also a size declared `const auto` from
// cuda::aligned_size_t, locals passed to functions by const reference
// (not modified) and by reference (modified) across barriers, and a
// block-scope pipeline kernel for comparison.  Exact integer results.
#include <cstdio>
#include <cuda/pipeline>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define T 16

__device__ float twice(const float &x) { return 2 * x; }
__device__ void bump(float &x, int by) { x += by; }

// C = A * B for n x n matrices, tiles copied with memcpy_async
__global__ void matmul_pipe(const float *A, const float *B, float *C, int n)
{
    __shared__ float As[T][T], Bs[T][T];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
    const auto one = cuda::aligned_size_t<alignof(float)>(sizeof(float));
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    float sum = 0, scale = 1;
    for (int t = 0; t < n / T; t++) {
        pipe.producer_acquire();
        cuda::memcpy_async(&As[ty][tx], &A[row * n + t * T + tx], one, pipe);
        cuda::memcpy_async(&Bs[ty][tx], &B[(t * T + ty) * n + col], one, pipe);
        pipe.producer_commit();
        pipe.consumer_wait();
        __syncthreads();
        for (int k = 0; k < T; k++)
            sum += As[ty][k] * Bs[k][tx];
        pipe.consumer_release();
        __syncthreads();
        bump(scale, 1);
    }
    C[row * n + col] = twice(sum) + scale;
}

// two stages in flight, pipeline_consumer_wait_prior
__global__ void shift_sum(const int *in, int *out, int rounds)
{
    __shared__ int buf[2][64];
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    int acc = 0;
    pipe.producer_acquire();
    cuda::memcpy_async(&buf[0][threadIdx.x], &in[threadIdx.x], sizeof(int), pipe);
    pipe.producer_commit();
    for (int r = 0; r < rounds; r++) {
        int next = (r + 1) % rounds;
        pipe.producer_acquire();
        cuda::memcpy_async(&buf[(r + 1) % 2][threadIdx.x], &in[next * 64 + threadIdx.x], sizeof(int), pipe);
        pipe.producer_commit();
        cuda::pipeline_consumer_wait_prior<1>(pipe);
        __syncthreads();
        acc += buf[r % 2][(threadIdx.x + r) % 64];
        pipe.consumer_release();
        __syncthreads();
    }
    out[blockIdx.x * 64 + threadIdx.x] = acc;
}

// a block-scope pipeline: threads wait for each other's copies (fibers)
__global__ void block_pipe(const int *in, int *out)
{
    __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 1> state;
    __shared__ int buf[64];
    auto block = cg::this_thread_block();
    auto pipe = cuda::make_pipeline(block, &state);
    pipe.producer_acquire();
    if (threadIdx.x == 0)
        cuda::memcpy_async(buf, in, 64 * sizeof(int), pipe);
    pipe.producer_commit();
    pipe.consumer_wait();
    out[threadIdx.x] = buf[63 - threadIdx.x] * 3;
    pipe.consumer_release();
}

int main()
{
    const int n = 64;
    float *A, *B, *C;
    cudaMallocManaged(&A, n * n * sizeof(float));
    cudaMallocManaged(&B, n * n * sizeof(float));
    cudaMallocManaged(&C, n * n * sizeof(float));
    for (int i = 0; i < n * n; i++) {
        A[i] = (float)(i % 7 - 3);
        B[i] = (float)(i % 5 - 2);
    }
    matmul_pipe<<<dim3(n / T, n / T), dim3(T, T)>>>(A, B, C, n);
    printf("matmul_pipe: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    double s = 0;
    for (int i = 0; i < n * n; i++)
        s += C[i] * (i % 11 + 1);
    printf("C[0]=%.0f C[n*n-1]=%.0f weighted=%.0f\n", C[0], C[n * n - 1], s);

    int *in, *out;
    const int rounds = 5;
    cudaMallocManaged(&in, rounds * 64 * sizeof(int));
    cudaMallocManaged(&out, 3 * 64 * sizeof(int));
    for (int i = 0; i < rounds * 64; i++)
        in[i] = (i * 13) % 31;
    shift_sum<<<3, 64>>>(in, out, rounds);
    printf("shift_sum: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    long t = 0;
    for (int i = 0; i < 3 * 64; i++)
        t += (long)out[i] * (i + 1);
    printf("out[0]=%d out[63]=%d weighted=%ld\n", out[0], out[63], t);

    block_pipe<<<1, 64>>>(in, out);
    printf("block_pipe: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    printf("out[0]=%d out[63]=%d\n", out[0], out[63]);
    return 0;
}
