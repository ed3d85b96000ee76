// Declarations of several declarators, some the same in every thread and
// some the thread's own, around barriers: each variable is judged on its
// own (src/simt/split_decl.c), so the loops of barriers that count with
// the uniform ones run as regions.  A loop whose init declares both kinds
// (`for (int a = 0, i = 0, st = tx; ...)`), and increments of three or
// more steps (`a += step, b += step, ++i`: `a, b, c` is ((a, b), c)).
// Declarators with pointers and arrays, names declared again after a
// loop whose init declared them.  A declaration that defines a local class
// keeps its declarators together: fibers when they live across a barrier.
#include <cstdio>

#define T 64

__global__ void mixed(float *out, const float *in)
{
    __shared__ float s[T];
    int tx = threadIdx.x, half = blockDim.x / 2, acc;
    acc = (int)in[blockIdx.x * T + tx];
    s[tx] = (float)acc;
    __syncthreads();
    for (int st = half; st > 0; st >>= 1) {
        if (tx < st)
            s[tx] += s[tx + st];
        __syncthreads();
    }
    if (tx == 0)
        out[blockIdx.x] = s[0];
}

__global__ void for_init(float *out, const float *in, int n)
{
    __shared__ float s[4][T];
    float sum = 0;
    const int first = blockIdx.x * n, last = first + n - T, step = T;
    for (int a = first, b = first, i = 0, stage = first, k = 0; a <= last;
         a += step, b += step, ++i) {
        for (; stage <= a + step && stage <= last; stage += step, ++k)
            s[k % 4][threadIdx.x] = in[stage + threadIdx.x];
        __syncthreads();
        sum += s[i % 4][(threadIdx.x + 1) % T] + (float)(b - a);
        __syncthreads();
    }
    int k = 7;      /* the loop's k was in its own scope */
    out[blockIdx.x * T + threadIdx.x] = sum + (float)k;
}

__global__ void three_steps(int *out)
{
    __shared__ int s[T];
    int tx = threadIdx.x;
    s[tx] = 0;
    __syncthreads();
    int i, j, k;
    for (i = 0, j = 1, k = 2; i < 6; i++, j += 2, k += 3) {
        if (tx == i)
            s[j % T] += k;
        __syncthreads();
    }
    out[blockIdx.x * T + tx] = s[tx];
}

struct Pair {
    float a, b;
};

__global__ void declarators(float *out, const float *in)
{
    __shared__ float s[T];
    int tx = threadIdx.x;
    const float *p = in + blockIdx.x * T + tx, scale = 2.0f, *q = in;
    float w[2] = {1.0f, 2.0f}, z = *p;
    s[tx] = z * scale + w[tx % 2] + q[0];
    __syncthreads();
    for (int r = 0, own = tx; r < 3; r++) {
        float next = s[(own + 1) % T];
        __syncthreads();
        s[own] += next;
        __syncthreads();
    }
    Pair pa = {s[tx], 1.0f}, pb = {2.0f, s[(tx + 3) % T]};
    __syncthreads();
    out[blockIdx.x * T + tx] = pa.a + pa.b + pb.a + pb.b;
}

/* The class defined by the declaration: each variable's storage would
 * define it again; fibers, with the reason. */
__global__ void local_class(float *out)
{
    __shared__ float s[T];
    s[threadIdx.x] = (float)threadIdx.x;
    __syncthreads();
    struct Local { float a, b; } la = {s[threadIdx.x], 1.0f}, lb = {2.0f, s[(threadIdx.x + 5) % T]};
    __syncthreads();
    out[blockIdx.x * T + threadIdx.x] = la.a * lb.a + la.b * lb.b;
}

int main()
{
    const int blocks = 3, n = 4 * T;
    float *in, *out, *big;
    int *iout;
    cudaMallocManaged(&in, blocks * n * sizeof(float));
    cudaMallocManaged(&big, blocks * T * sizeof(float));
    cudaMallocManaged(&out, blocks * T * sizeof(float));
    cudaMallocManaged(&iout, blocks * T * sizeof(int));
    for (int i = 0; i < blocks * n; i++)
        in[i] = (float)(i % 11);
    mixed<<<blocks, T>>>(out, in);
    cudaDeviceSynchronize();
    for (int b = 0; b < blocks; b++)
        printf("mixed %d %g\n", b, out[b]);
    for_init<<<blocks, T>>>(big, in, n);
    cudaDeviceSynchronize();
    for (int i = 0; i < blocks * T; i += 13)
        printf("for_init %d %g\n", i, big[i]);
    three_steps<<<blocks, T>>>(iout);
    cudaDeviceSynchronize();
    for (int i = 0; i < blocks * T; i += 11)
        printf("three_steps %d %d\n", i, iout[i]);
    declarators<<<blocks, T>>>(big, in);
    cudaDeviceSynchronize();
    for (int i = 0; i < blocks * T; i += 7)
        printf("declarators %d %g\n", i, big[i]);
    local_class<<<blocks, T>>>(big);
    cudaDeviceSynchronize();
    for (int i = 0; i < blocks * T; i += 17)
        printf("local_class %d %g\n", i, big[i]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
