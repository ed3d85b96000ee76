// cuda_awbarrier.h (nvcuda::experimental::awbarrier) and the __mbarrier_*
// primitives: arrive/wait with tokens over several phases, arrive_and_wait,
// arrive_and_drop shrinking the next phases, the tokens' pending counts
// (the arrival itself included), and the primitives' polling loop on
// __mbarrier_test_wait.  Output checked on an H200 (nvcc 13).
#include <cstdio>
#include <cuda_awbarrier.h>
#include <cuda_awbarrier_primitives.h>

using nvcuda::experimental::awbarrier;

__global__ void phases(int *out)
{
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ awbarrier bar;
    __shared__ int v[64];
    __shared__ unsigned pend_sum;
    int t = threadIdx.x;
    if (t == 0) {
        init(&bar, blockDim.x);
        pend_sum = 0;
    }
    __syncthreads();
    int acc = 0;
    for (int p = 0; p < 3; p++) {
        v[t] = t * 10 + p;
        awbarrier::arrival_token tok = bar.arrive();
        atomicAdd(&pend_sum, tok.pending_count());
        bar.wait(tok);
        acc += v[(t + 1) % blockDim.x];
        bar.arrive_and_wait();      /* nobody overwrites v before all have read */
    }
    out[blockIdx.x * blockDim.x + t] = acc;
    __syncthreads();
    if (t == 0)
        out[256 + blockIdx.x] = (int)pend_sum;
}

__global__ void drops(int *out)
{
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ awbarrier bar;
    __shared__ int count;
    int t = threadIdx.x;
    if (t == 0) {
        init(&bar, blockDim.x);
        count = 0;
    }
    __syncthreads();
    if (t >= 16) {              /* half the block leaves after phase 0 */
        atomicAdd(&count, 1);
        (void)bar.arrive_and_drop();
        return;
    }
    atomicAdd(&count, 1);
    bar.arrive_and_wait();      /* phase 0: everyone */
    int seen = count;
    bar.arrive_and_wait();      /* phase 1: the 16 that stayed have read */
    atomicAdd(&count, 1);
    bar.arrive_and_wait();      /* phase 2 */
    out[t] = seen * 100 + count;
}

/* The primitives: a polling loop on __mbarrier_test_wait.  (On the H200 a
 * kernel calling __mbarrier_try_wait failed with cudaErrorLaunchFailure,
 * so that form is left out.) */
__global__ void primitives(int *out)
{
    __shared__ __mbarrier_t bar;
    __shared__ int data[32];
    int t = threadIdx.x;
    if (t == 0)
        __mbarrier_init(&bar, 32);
    __syncthreads();
    data[t] = t * t;
    __mbarrier_token_t tok = __mbarrier_arrive(&bar);
    while (!__mbarrier_test_wait(&bar, tok)) {
    }
    out[t] = data[31 - t] + 1000;
}

int main()
{
    int *out;
    cudaMallocManaged(&out, 512 * sizeof(int));
    phases<<<2, 64>>>(out);
    printf("phases: %s", cudaGetErrorName(cudaDeviceSynchronize()));
    printf(" %d %d %d %d, pending sums %d %d\n", out[0], out[63], out[64], out[127], out[256], out[257]);
    drops<<<1, 32>>>(out);
    printf("drops: %s", cudaGetErrorName(cudaDeviceSynchronize()));
    printf(" %d %d %d\n", out[0], out[7], out[15]);
    primitives<<<1, 32>>>(out);
    printf("primitives: %s", cudaGetErrorName(cudaDeviceSynchronize()));
    printf(" %d %d\n", out[0], out[31]);
    return 0;
}
