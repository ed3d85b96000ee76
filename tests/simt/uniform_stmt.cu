// A loop or if without barriers that computes a uniform value (the trip
// count of a later loop of barriers) from kernel arguments and uniform
// loop counters: regions, the statement once per block.  The same with a
// value of the thread's, or with a store to memory: fibers.  A local
// declared without a value and set only by such statements (`bonus`)
// is uniform too.
#include <cstdio>

#define T 64

__global__ void from_args(float *sums, int n)
{
    __shared__ float s[T];
    int tx = threadIdx.x;
    int i;
    int lim = 0;
    s[tx] = tx < n ? sums[blockIdx.x * T + tx] : 0.0f;
    __syncthreads();
    for (i = 2; i <= T; i = 2 * i) {        /* a counter declared ahead */
        if (n >= i)
            lim = i;
    }
    for (i = 2; i <= lim; i = 2 * i) {
        if ((tx + 1) % i == 0 && tx < lim)
            s[tx] += s[tx - i / 2];
        __syncthreads();
    }
    if (tx == lim - 1)
        sums[blockIdx.x * T] = s[tx];
}

__global__ void nested(int *out, int a, int b)
{
    __shared__ int s[T];
    int steps = 0;
    int bonus;
    if (a > b) {
        bonus = 1;
    } else {
        bonus = 2;
        for (int k = 0; k < b; k++)
            if (k % 3 == 0)
                steps += a;
    }
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    for (int k = 0; k < steps % 7 + bonus; k++) {
        int v = s[(threadIdx.x + 1) % T];
        __syncthreads();
        s[threadIdx.x] += v;
        __syncthreads();
    }
    out[blockIdx.x * T + threadIdx.x] = s[threadIdx.x];
}

__global__ void per_thread(int *out, int n)
{
    __shared__ int s[T];
    int lim = 0;
    for (int i = 1; i <= n; i++)
        if (threadIdx.x < i)
            lim = i;
    s[threadIdx.x] = threadIdx.x % 3;
    __syncthreads();
    for (int i = 0; i < lim; i++) {
        int v = s[(threadIdx.x + 1) % T] & 1;
        __syncthreads();
        s[threadIdx.x] += v;
        __syncthreads();
    }
    out[threadIdx.x] = s[threadIdx.x];
}

__global__ void stores(int *out, int n)
{
    __shared__ int s[T];
    int lim = 0;
    for (int i = 1; i <= n; i++)
        if (i % 2)
            out[T + i] = lim = i;
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    for (int i = 0; i < lim; i++) {
        int v = s[(threadIdx.x + 3) % T];
        __syncthreads();
        s[threadIdx.x] += v;
        __syncthreads();
    }
    out[threadIdx.x] = s[threadIdx.x];
}

/* The loop counts with a counter declared ahead: uniform inside it only,
 * the thread's own again in the later loop. */
__global__ void counter_after(int *out, int n)
{
    __shared__ int s[T];
    int i;
    int df = 1;
    for (i = 2; i <= n; i *= 2)
        if (n % i == 0)
            df = i;
    s[threadIdx.x] = df + threadIdx.x;
    __syncthreads();
    int acc = 0;
    for (i = 0; i < 4; i++)
        if (threadIdx.x < i)
            acc += s[i];
    out[threadIdx.x] = acc;
}

/* Reading memory: not once per block (every thread may have returned). */
__global__ void reads_after_return(const int *p, int n, int *out)
{
    if (threadIdx.x >= n)
        return;
    int m = 0;
    if (p[n - 1] > 0)
        m = 1;
    __syncthreads();
    out[threadIdx.x] = m;
}

/* The same for an update statement alone. */
__global__ void update_after_return(const int *p, int n, int *out)
{
    if (threadIdx.x >= n)
        return;
    int m = 0;
    m = p[n - 1];
    __syncthreads();
    out[threadIdx.x] = m;
}

int main()
{
    float *f, hf[3 * T];
    for (int i = 0; i < 3 * T; i++)
        hf[i] = (float)(i % 5);
    cudaMalloc(&f, sizeof hf);
    cudaMemcpy(f, hf, sizeof hf, cudaMemcpyHostToDevice);
    from_args<<<3, T>>>(f, 45);
    cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
    printf("from_args: %.0f %.0f %.0f\n", hf[0], hf[T], hf[2 * T]);
    int *d, h[3 * T];
    cudaMalloc(&d, sizeof h);
    nested<<<2, T>>>(d, 3, 5);
    cudaMemcpy(h, d, 2 * T * sizeof(int), cudaMemcpyDeviceToHost);
    printf("nested: %d %d %d %d\n", h[0], h[17], h[T + 5], h[2 * T - 1]);
    nested<<<1, T>>>(d, 5, 3);
    cudaMemcpy(h, d, T * sizeof(int), cudaMemcpyDeviceToHost);
    printf("nested: %d %d %d\n", h[0], h[31], h[T - 1]);
    per_thread<<<1, T>>>(d, 9);
    cudaMemcpy(h, d, T * sizeof(int), cudaMemcpyDeviceToHost);
    printf("per_thread: %d %d %d %d\n", h[0], h[7], h[8], h[T - 1]);
    stores<<<1, T>>>(d, 6);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("stores: %d %d %d %d %d\n", h[0], h[T - 1], h[T + 1], h[T + 3], h[T + 5]);
    counter_after<<<1, T>>>(d, 8);
    cudaMemcpy(h, d, T * sizeof(int), cudaMemcpyDeviceToHost);
    printf("counter_after: %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[T - 1]);
    cudaMemset(d, 0, T * sizeof(int));
    reads_after_return<<<1, T>>>(nullptr, 0, d);
    printf("reads_after_return: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    update_after_return<<<1, T>>>(nullptr, 0, d);
    printf("update_after_return: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
