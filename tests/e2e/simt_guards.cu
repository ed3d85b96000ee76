// Guards of the region strategy: a piece that starts with declarations
// and `if (c) return;`, or ends with `if (c) s`, counts the threads of a
// row that pass c and runs a row they all pass without the test.  Rows
// that pass whole, in part or not at all; 2D blocks; a guard on
// threadIdx.x alone, one in unsigned arithmetic that wraps (no interval);
// a return inside the guarded statement; threads that returned before a
// barrier must stay out of a later guarded piece.
#include <cstdio>

__global__ void scale(int n, int a, const int *x, int *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

__global__ void stencil(const int *in, int *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x <= 0 || y <= 0 || x >= w - 1 || y >= h - 1)
        return;
    int i = y * w + x;
    out[i] = in[i] + in[i - 1] + in[i + 1] + in[i - w] + in[i + w];
}

// threadIdx.x < k with k an int: an unsigned comparison (k = -1 passes all).
__global__ void guard_lt(int *a, int k)
{
    unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x < k)
        a[g] += 1;
}

// g - 5u < m wraps for g < 5: no interval of g.
__global__ void guard_wrap(int *b, unsigned m)
{
    unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
    if (g - 5u < m)
        b[g] += 1;
}

// Two tests, one of them on threadIdx.y: rows in or out whole.
__global__ void guard_2d(int *c, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && !(y >= h))
        c[y * w + x] += x + 100 * y;
}

__global__ void early_inside(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        if (in[i] % 5 == 0)
            return;
        out[i] = in[i] * 3;
    }
}

__global__ void exit_then_sync(const int *in, int *out, int *flag, int n)
{
    __shared__ int s[64];
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    if (g >= n)
        return;
    s[threadIdx.x] = in[g] * 2;
    __syncthreads();
    int t = threadIdx.x;
    if (t < 64) {
        flag[g] += 1 + (t + 1 < (int)blockDim.x && g + 1 < n ? s[t + 1] : 0);
        out[g] = s[t];
    }
}

int main()
{
    const int n = 1000, w = 37, h = 21, T = 64, B = (n + T - 1) / T;
    int *x, *y, *in, *out, *a, *b, *c, *o2, *fl;
    cudaMallocManaged(&x, n * sizeof(int));
    cudaMallocManaged(&y, n * sizeof(int));
    cudaMallocManaged(&in, w * h * sizeof(int));
    cudaMallocManaged(&out, w * h * sizeof(int));
    cudaMallocManaged(&a, B * T * sizeof(int));
    cudaMallocManaged(&b, B * T * sizeof(int));
    cudaMallocManaged(&c, B * T * sizeof(int));
    cudaMallocManaged(&o2, B * T * sizeof(int));
    cudaMallocManaged(&fl, B * T * sizeof(int));
    for (int i = 0; i < n; i++) {
        x[i] = i % 17;
        y[i] = i;
    }
    for (int i = 0; i < w * h; i++) {
        in[i] = (i * 7) % 31;
        out[i] = -1;
    }
    for (int i = 0; i < B * T; i++)
        a[i] = b[i] = c[i] = o2[i] = fl[i] = 0;
    int bad = 0;

    scale<<<B, T>>>(n, 3, x, y);
    cudaDeviceSynchronize();
    for (int i = 0; i < n; i++)
        bad += y[i] != 3 * (i % 17) + i;
    printf("scale: %d wrong\n", bad);

    stencil<<<dim3((w + 7) / 8, (h + 3) / 4), dim3(8, 4)>>>(in, out, w, h);
    cudaDeviceSynchronize();
    int sb = 0;
    for (int yy = 0; yy < h; yy++)
        for (int xx = 0; xx < w; xx++) {
            int i = yy * w + xx;
            int want = xx == 0 || yy == 0 || xx == w - 1 || yy == h - 1
                           ? -1
                           : in[i] + in[i - 1] + in[i + 1] + in[i - w] + in[i + w];
            sb += out[i] != want;
        }
    printf("stencil: %d wrong\n", sb);
    bad += sb;

    guard_lt<<<B, T>>>(a, -1);
    guard_lt<<<B, T>>>(a, 10);
    guard_wrap<<<B, T>>>(b, 40u);
    guard_wrap<<<B, T>>>(b, 100000u);
    guard_2d<<<dim3(3, 5), dim3(16, 4)>>>(c, 37, 18);
    cudaDeviceSynchronize();
    int ob = 0;
    for (int g = 0; g < B * T; g++) {
        int t = g % T;
        ob += a[g] != 1 + (t < 10);
        ob += b[g] != (g >= 5 && g < 45) + (g >= 5);
        ob += c[g] != (g < 37 * 18 ? g % 37 + 100 * (g / 37) : 0);
    }
    printf("guard_lt, guard_wrap, guard_2d: %d wrong\n", ob);
    bad += ob;

    for (int i = 0; i < B * T; i++)
        o2[i] = -7;
    early_inside<<<B, T>>>(x, o2, n);
    cudaDeviceSynchronize();
    int eb = 0;
    for (int i = 0; i < B * T; i++)
        eb += o2[i] != (i < n && x[i] % 5 != 0 ? x[i] * 3 : -7);
    printf("early_inside: %d wrong\n", eb);
    bad += eb;

    for (int i = 0; i < B * T; i++)
        o2[i] = -7;
    exit_then_sync<<<B, T>>>(x, o2, fl, n);
    cudaDeviceSynchronize();
    int xb = 0;
    for (int g = 0; g < B * T; g++) {
        int t = g % T;
        int want_fl = g < n ? 1 + (t + 1 < T && g + 1 < n ? 2 * x[g + 1] : 0) : 0;
        xb += fl[g] != want_fl;
        xb += o2[g] != (g < n ? 2 * x[g] : -7);
    }
    printf("exit_then_sync: %d wrong\n", xb);
    bad += xb;

    printf("%s\n", bad == 0 && cudaGetLastError() == cudaSuccess ? "PASS" : "FAIL");
    return 0;
}
