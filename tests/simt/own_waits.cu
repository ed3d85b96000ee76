// A thread-scope pipeline's operations wait for the thread's own copies:
// kernels with them and barriers get regions; a block-scope pipeline's
// kernel does not.  Uniform declarations made by a functional cast or a
// vector maker are repeated in every piece, `auto` or not (each block of
// makers owns half of p); an argument passed by const reference is not
// modified by the call.
#include <cuda/pipeline>
#include <cooperative_groups.h>

__device__ float first_of(const float &x, float &y) { y += 1; return x; }

__global__ void thread_scope(float *p)
{
    __shared__ float s[64];
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    const auto one = cuda::aligned_size_t<alignof(float)>(sizeof(float));
    pipe.producer_acquire();
    cuda::memcpy_async(&s[threadIdx.x], &p[threadIdx.x], one, pipe);
    pipe.producer_commit();
    cuda::pipeline_consumer_wait_prior<0>(pipe);
    __syncthreads();
    p[threadIdx.x] = s[63 - threadIdx.x] + (size_t)one;
}

__global__ void block_scope(float *p)
{
    __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 1> st;
    auto pipe = cuda::make_pipeline(cooperative_groups::this_thread_block(), &st);
    pipe.producer_acquire();
    pipe.producer_commit();
    pipe.consumer_wait();
    p[threadIdx.x] = 1;
}

__global__ void makers(float *p)
{
    __shared__ float s[64];
    const auto v = make_float2(1, 2);
    const auto w = float(blockIdx.x);
    float y = 0;
    float x = first_of(v.x, y);
    float *q = p + 64 * blockIdx.x;
    s[threadIdx.x] = q[threadIdx.x];
    __syncthreads();
    q[threadIdx.x] = s[63 - threadIdx.x] + v.y + w + x + y;
}

#include <cstdio>

int main()
{
    float *p;
    cudaMallocManaged(&p, 128 * sizeof(float));
    for (int i = 0; i < 128; i++)
        p[i] = i;
    thread_scope<<<1, 64>>>(p);
    cudaDeviceSynchronize();
    printf("thread_scope %.1f %.1f\n", p[0], p[63]);
    makers<<<2, 64>>>(p);
    cudaDeviceSynchronize();
    printf("makers %.1f %.1f %.1f %.1f\n", p[0], p[63], p[64], p[127]);
    block_scope<<<1, 64>>>(p);
    cudaDeviceSynchronize();
    printf("block_scope %.1f %.1f\n", p[0], p[63]);
    return 0;
}
