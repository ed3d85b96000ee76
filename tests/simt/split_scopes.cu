// Declarations judged variable by variable keep C++'s scopes: a
// declarator that shadows a name an earlier one of the same declaration
// reads (`int m = n * tx, n = blockDim.x;`: m's n is the parameter), also
// in a loop's init and with declarations written apart (wrong before the
// twenty-first session); one whose type or sizeof names the thread's own
// local (`long long a = in[tx], n = sizeof(a);`, `decltype(tx) d2 = tx, d1 = 2;`),
// which cannot run once per block before it; and member names that only
// spell a local's name (`w = blockDim.x` beside a local x).
#include <cstdio>

#define T 64

__global__ void shadow(int *out, int n)
{
    __shared__ int s[T];
    {
        int m = n * threadIdx.x, n = blockDim.x;
        s[threadIdx.x] = m;
        __syncthreads();
        out[blockIdx.x * T + threadIdx.x] = s[(threadIdx.x + 1) % T] + n;
    }
}

__global__ void shadow_loop(int *out, int n)
{
    __shared__ int s[T];
    int acc = 0;
    for (int m = n * (int)threadIdx.x, n = 2, i = 0; i < n; i++) {
        s[threadIdx.x] = m + i;
        __syncthreads();
        acc += s[(threadIdx.x + 1) % T];
        __syncthreads();
    }
    out[blockIdx.x * T + threadIdx.x] = acc;
}

/* The same with declarations written apart: the parameter's n is read
 * before the block declares its own. */
__global__ void shadow_apart(int *out, const int *in)
{
    __shared__ int s[T];
    int tx = threadIdx.x;
    int n = 5;
    {
        s[tx] = n + in[tx];
        int m = tx * 2;
        int n = blockDim.x;
        __syncthreads();
        out[blockIdx.x * T + tx] = s[(tx + 1) % T] + n + m;
    }
}

__global__ void unevaluated(int *out, const int *in)
{
    __shared__ int s[T];
    int tx = threadIdx.x;
    long long a = in[tx], n = sizeof(a);
    decltype(tx) d2 = tx, d1 = 2;
    s[tx] = (int)a + d1 + d2;
    __syncthreads();
    out[blockIdx.x * T + tx] = s[(tx + 1) % T] + (int)n + d1;
}

__global__ void members(int *out)
{
    __shared__ int s[T];
    int x = threadIdx.x, w = blockDim.x;
    s[x] = x * w;
    __syncthreads();
    for (int k = 1; k < w; k *= 2) {
        int v = x >= k ? s[x - k] : 0;
        __syncthreads();
        s[x] += v;
        __syncthreads();
    }
    out[blockIdx.x * T + x] = s[x];
}

int main()
{
    int *in, *out;
    cudaMallocManaged(&in, 2 * T * sizeof(int));
    cudaMallocManaged(&out, 2 * T * sizeof(int));
    for (int i = 0; i < 2 * T; i++)
        in[i] = (i * 7) % 13;
    shadow<<<2, T>>>(out, 3);
    cudaDeviceSynchronize();
    printf("shadow %d %d %d\n", out[0], out[1], out[T + 63]);
    shadow_loop<<<2, T>>>(out, 3);
    cudaDeviceSynchronize();
    printf("shadow_loop %d %d %d\n", out[0], out[1], out[T + 63]);
    shadow_apart<<<2, T>>>(out, in);
    cudaDeviceSynchronize();
    printf("shadow_apart %d %d %d\n", out[0], out[1], out[T + 63]);
    unevaluated<<<2, T>>>(out, in);
    cudaDeviceSynchronize();
    printf("unevaluated %d %d %d\n", out[0], out[5], out[T + 63]);
    members<<<2, T>>>(out);
    cudaDeviceSynchronize();
    printf("members %d %d %d\n", out[0], out[9], out[T + 63]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
