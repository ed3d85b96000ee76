// FLAGS: -rdc=true
// NEEDS: cub
// The CUB algorithms cucc runs on the host keep the order CUB's kernels
// would have: Thrust code right after a cub::DeviceSelect call reads its
// results (Thrust's algorithms run on the calling thread, so stream work
// before them must be done, as it is for kernels); a CUB call made by a
// kernel after it launched a child goes after the child (it runs CUB's
// kernels, themselves child launches); ReduceByKey compares keys as the
// unique output's type, as CUB does (float keys, int output: runs of
// equal ints).
// (An H200 printed the same, nvcc 13 with its own CUB.)
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_select.cuh>
#include <thrust/device_vector.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <cstdio>

struct Add {
    template <class T> __host__ __device__ T operator()(const T &a, const T &b) const { return a + b; }
};

struct Odd {
    __host__ __device__ bool operator()(int x) const { return x & 1; }
};

__global__ void ones(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = 1;
}

__global__ void fill_then_sum(int *buf, int n, int *sum, void *temp, size_t bytes, int *rc)
{
    if (threadIdx.x == 0 && blockIdx.x == 0) {
        ones<<<(n + 127) / 128, 128>>>(buf, n);
        *rc = (int)cub::DeviceReduce::Sum(temp, bytes, buf, sum, n);
    }
}

int main()
{
    const int n = 1 << 20;
    thrust::device_vector<int> in(n), out(n, 0), num(1, 0);
    thrust::sequence(in.begin(), in.end());
    size_t bytes = 0;
    cub::DeviceSelect::If(nullptr, bytes, in.data().get(), out.data().get(), num.data().get(), n, Odd());
    thrust::device_vector<char> temp(bytes);
    cub::DeviceSelect::If((void *)temp.data().get(), bytes, in.data().get(), out.data().get(), num.data().get(),
                          n, Odd());
    int count = num[0];
    long long s = thrust::reduce(out.begin(), out.end(), 0LL);
    printf("selected %d (%s), sum %lld (%s)\n", count, count == n / 2 ? "right" : "wrong", s,
           s == (long long)(n / 2) * (n / 2) ? "right" : "wrong");

    const int m = 1000;
    int *buf, *sum, *rc;
    cudaMallocManaged(&buf, m * sizeof(int));
    cudaMallocManaged(&sum, sizeof(int));
    cudaMallocManaged(&rc, sizeof(int));
    for (int i = 0; i < m; i++)
        buf[i] = 0;
    size_t rbytes = 0;
    cub::DeviceReduce::Sum(nullptr, rbytes, buf, sum, m);
    void *rtemp;
    cudaMalloc(&rtemp, rbytes);
    fill_then_sum<<<1, 32>>>(buf, m, sum, rtemp, rbytes, rc);
    cudaDeviceSynchronize();
    printf("device-side sum %d, rc %d, %s\n", *sum, *rc, cudaGetErrorString(cudaGetLastError()));

    const int k = 6;
    float *keys;
    int *vals, *uniq, *aggs, *runs;
    cudaMallocManaged(&keys, k * sizeof(float));
    cudaMallocManaged(&vals, k * sizeof(int));
    cudaMallocManaged(&uniq, k * sizeof(int));
    cudaMallocManaged(&aggs, k * sizeof(int));
    cudaMallocManaged(&runs, sizeof(int));
    const float kk[k] = {1.1f, 1.2f, 1.9f, 2.5f, 2.7f, 3.0f};
    for (int i = 0; i < k; i++) {
        keys[i] = kk[i];
        vals[i] = i + 1;
    }
    size_t kbytes = 0;
    cub::DeviceReduce::ReduceByKey(nullptr, kbytes, keys, uniq, vals, aggs, runs, Add(), k);
    void *ktemp;
    cudaMalloc(&ktemp, kbytes);
    cub::DeviceReduce::ReduceByKey(ktemp, kbytes, keys, uniq, vals, aggs, runs, Add(), k);
    cudaDeviceSynchronize();
    printf("runs %d:", *runs);
    for (int i = 0; i < *runs; i++)
        printf(" (%d, %d)", uniq[i], aggs[i]);
    printf("\n");
    return 0;
}
