// FLAGS: -Xcompiler -fopenmp
// Host code with OpenMP, built as nvcc users build it (-Xcompiler
// -fopenmp): _OPENMP is defined while the .cu file is compiled, the OpenMP
// runtime is linked, and threads of a parallel region each create a
// stream, launch kernels and copy results back concurrently.
#include <cstdio>
#include <omp.h>

__global__ void fill(int *a, int v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] = v * i;
}

int main()
{
#ifndef _OPENMP
    printf("_OPENMP is not defined\nFAIL\n");
    return 1;
#else
    const int T = 4, N = 1000;
    int ok = 1;
    omp_set_num_threads(T);
#pragma omp parallel
    {
        int t = omp_get_thread_num();
        int *d, h[N];
        cudaStream_t s;
        cudaStreamCreate(&s);
        cudaMalloc(&d, N * sizeof(int));
        for (int rep = 0; rep < 5; rep++) {
            fill<<<(N + 127) / 128, 128, 0, s>>>(d, t + rep, N);
            cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost, s);
            cudaStreamSynchronize(s);
            for (int i = 0; i < N; i++)
                if (h[i] != (t + rep) * i) {
#pragma omp atomic write
                    ok = 0;
                }
        }
        cudaFree(d);
        cudaStreamDestroy(s);
    }
    long sum = 0;
#pragma omp parallel for reduction(+ : sum)
    for (int i = 0; i < 100; i++)
        sum += i;
    printf("%d threads, results %s, sum %ld\n", T, ok ? "right" : "wrong", sum);
    printf("%s\n", ok && sum == 4950 ? "PASS" : "FAIL");
    return 0;
#endif
}
