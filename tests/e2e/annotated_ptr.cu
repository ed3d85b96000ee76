// libcu++'s <cuda/annotated_ptr>: annotated pointers with static and
// runtime access properties read and write as the pointers they wrap
// (indexing, *, ->, difference, bool, get, conversion to a pointer to
// const), associate_access_property, apply_access_property,
// discard_memory, and memcpy_async from an annotated source into shared
// memory under a cuda::barrier.  The properties are cache hints on a GPU
// and change no result.  Output checked on an H200 (nvcc 13).
#include <cstdio>
#include <cuda/annotated_ptr>
#include <cuda/barrier>

struct pair_t {
    int a, b;
};

__global__ void sums(const float *x, float *out, pair_t *pairs, int n)
{
    cuda::annotated_ptr<const float, cuda::access_property::streaming> in(x);
    cuda::annotated_ptr<float, cuda::access_property::persisting> res(out);
    cuda::annotated_ptr<pair_t, cuda::access_property> pp(pairs, cuda::access_property::normal{});
    cuda::annotated_ptr<const float, cuda::access_property> any(x, cuda::access_property::streaming{});
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = in[i] + *(any.get() + i) + (float)(in - decltype(in)(x + 1));
        res[i] = v;
        cuda::annotated_ptr<const float, cuda::access_property::persisting> back(res);   /* T to const T */
        res[i] += back[i] - v;
        pp[i].a = i;
        (pp.get() + i)->b = 2 * i;
        if (i == 0 && pp && !cuda::annotated_ptr<int, cuda::access_property::global>())
            pp->b += 100;
    }
}

__global__ void staged(const float *x, float *out)
{
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    __shared__ float tile[64];
    if (threadIdx.x == 0)
        init(&bar, blockDim.x);
    __syncthreads();
    cuda::annotated_ptr<const float, cuda::access_property::streaming> src(x + blockIdx.x * 64);
    if (threadIdx.x == 0)
        cuda::memcpy_async(tile, src, sizeof tile, bar);
    bar.arrive_and_wait();
    float *p = cuda::associate_access_property(out, cuda::access_property::persisting{});
    cuda::apply_access_property(out, 64 * sizeof(float), cuda::access_property::normal{});
    p[blockIdx.x * 64 + threadIdx.x] = tile[63 - threadIdx.x] * 2.0f;
    __syncthreads();
    if (threadIdx.x == 0)
        cuda::discard_memory(tile, sizeof tile);
}

int main()
{
    const int n = 128;
    float *x, *out;
    pair_t *pairs;
    cudaMallocManaged(&x, n * sizeof(float));
    cudaMallocManaged(&out, n * sizeof(float));
    cudaMallocManaged(&pairs, n * sizeof(pair_t));
    for (int i = 0; i < n; i++)
        x[i] = 0.5f * i;
    sums<<<2, 64>>>(x, out, pairs, n);
    cudaDeviceSynchronize();
    printf("sums: %g %g %g, pairs %d/%d %d/%d\n", out[0], out[1], out[127], pairs[0].a, pairs[0].b, pairs[77].a,
           pairs[77].b);
    staged<<<2, 64>>>(x, out);
    printf("staged: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    printf("%g %g %g %g\n", out[0], out[63], out[64], out[127]);
    cuda::access_property prop(cuda::access_property::streaming{});
    cudaAccessProperty hit = cuda::access_property::persisting{};
    printf("host: property %d, annotated %d\n", (int)hit,
           (int)(cuda::annotated_ptr<float, cuda::access_property>(out, prop).get() == out));
    return 0;
}
