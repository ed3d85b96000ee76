// libcu++ headers that plain code includes: <cuda/std/atomic>, <cuda/atomic>,
// <cuda/std/limits>, <cuda/std/complex>, <cuda/std/cstdint>,
// <cuda/std/type_traits>, <cuda/std/utility>, used in kernels.
#include <cstdio>
#include <cuda/atomic>
#include <cuda/std/atomic>
#include <cuda/std/complex>
#include <cuda/std/cstdint>
#include <cuda/std/limits>
#include <cuda/std/type_traits>
#include <cuda/std/utility>

__device__ cuda::std::atomic<int> counter;
__device__ cuda::atomic<float, cuda::thread_scope_device> fsum;
__device__ cuda::atomic<unsigned long long> big;

__global__ void work(int *cells, int *mins, cuda::std::complex<float> *z, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    counter.fetch_add(1, cuda::std::memory_order_relaxed);
    fsum.fetch_add(0.5f);
    big.fetch_max((unsigned long long)i * 3);
    cuda::atomic_ref<int, cuda::thread_scope_device> cell(cells[i % 4]);
    cell += 2;
    cuda::atomic_ref<int> lo(*mins);
    lo.fetch_min(1000 - i);
    cuda::std::int64_t wide = cuda::std::numeric_limits<cuda::std::int32_t>::max();
    static_assert(cuda::std::is_same<cuda::std::uint8_t, unsigned char>::value, "uint8_t");
    cuda::std::pair<int, float> pr = cuda::std::make_pair(i, 1.0f);
    if (i == 0) {
        cuda::std::complex<float> a(1.0f, 2.0f), b(3.0f, -1.0f);
        z[0] = a * b;
        z[1] = cuda::std::conj(a) + cuda::std::complex<float>((float)(wide % 10), (float)pr.first);
    }
}

int main()
{
    const int n = 1000;
    int *cells, *mins;
    cuda::std::complex<float> *z;
    cudaMallocManaged(&cells, 4 * sizeof(int));
    cudaMallocManaged(&mins, sizeof(int));
    cudaMallocManaged(&z, 2 * sizeof *z);
    for (int k = 0; k < 4; k++)
        cells[k] = 0;
    *mins = cuda::std::numeric_limits<int>::max();
    work<<<(n + 127) / 128, 128>>>(cells, mins, z, n);
    cudaDeviceSynchronize();
    int c;
    float f;
    unsigned long long b;
    cudaMemcpyFromSymbol(&c, counter, sizeof c);
    cudaMemcpyFromSymbol(&f, fsum, sizeof f);
    cudaMemcpyFromSymbol(&b, big, sizeof b);
    printf("counter %d fsum %g big %llu cells %d %d %d %d min %d\n", c, f, b, cells[0], cells[1],
           cells[2], cells[3], *mins);
    printf("z %g%+gi %g%+gi\n", z[0].real(), z[0].imag(), z[1].real(), z[1].imag());
    bool ok = c == n && f == 500.0f && b == 2997 && cells[0] == 500 && cells[3] == 500 && *mins == 1 &&
              z[0] == cuda::std::complex<float>(5.0f, 5.0f) && z[1] == cuda::std::complex<float>(8.0f, -2.0f);
    printf("%s\n", ok ? "PASS" : "FAIL");
    return 0;
}
