// Accesses far out of a block's shared memory fault as on a GPU, in every
// SIMT strategy, with a sticky error: cudaErrorIllegalAddress for offsets
// within the GPU's 16 MiB window of shared memory; below or past it an
// H100 says cudaErrorIllegalInstruction and cucc cudaErrorIllegalAddress,
// so those cases print only that the kernel faulted (run_e2e.sh
// runs this on fibers, thread loops and regions too): static __shared__
// variables in kernels with and without barriers and in a __device__
// function, reads and writes, far below and far above, and dynamic shared
// memory past the launch's size.  Each case runs in a child process (a
// fault is sticky).  In-bounds use, several kernels' variables side by
// side and dynamic sizes that change between launches keep working.
// Checked on an H100 (CUDA 13): the same output.
#include <cstdio>
#include <cstring>
#include <sys/wait.h>
#include <unistd.h>

__global__ void static_write_loop(int off, int *out)
{
    __shared__ int s[64];
    s[threadIdx.x] = (int)threadIdx.x;
    if (threadIdx.x == 0)
        s[off] = 7;
    out[threadIdx.x] = s[threadIdx.x];
}

__global__ void static_read_barrier(int off, int *out)
{
    __shared__ float a[32];
    __shared__ float b[32];
    a[threadIdx.x] = 1.0f;
    b[threadIdx.x] = 2.0f;
    __syncthreads();
    float v = a[(threadIdx.x + 1) % 32] + b[threadIdx.x];
    if (threadIdx.x == 5)
        v += a[off];
    __syncthreads();
    out[threadIdx.x] = (int)v;
}

__device__ int helper(int off)
{
    __shared__ int h[16];
    h[threadIdx.x % 16] = 3;
    __syncwarp();
    return h[off];
}

__global__ void static_in_device_fn(int off, int *out)
{
    out[threadIdx.x] = helper(off);
}

__global__ void dyn_write(int off, int *out)
{
    extern __shared__ int d[];
    d[threadIdx.x] = (int)threadIdx.x;
    __syncthreads();
    if (threadIdx.x == 31)
        d[off] = 9;
    __syncthreads();
    out[threadIdx.x] = d[31 - threadIdx.x];
}

/* Big tiles in two kernels, and dynamic sizes that change: all in bounds. */
__global__ void tiles(int *out, int n)
{
    __shared__ float t1[4096];
    __shared__ double t2[2048];
    extern __shared__ int d[];
    for (int i = threadIdx.x; i < 4096; i += blockDim.x)
        t1[i] = (float)i;
    for (int i = threadIdx.x; i < 2048; i += blockDim.x)
        t2[i] = 0.5 * i;
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        d[i] = i + (int)blockIdx.x;
    __syncthreads();
    int sum = 0;
    for (int i = 0; i < n; i++)
        sum += d[i];
    out[blockIdx.x * blockDim.x + threadIdx.x] =
        (int)t1[4095 - threadIdx.x] + (int)t2[2047 - threadIdx.x] + sum;
}

static void in_bounds(void)
{
    int *out;
    cudaMallocManaged(&out, 4 * 64 * sizeof(int));
    const int sizes[] = { 8192, 0, 16384, 256, 12000 };   /* 32 KB static + these <= 48 KB */
    for (int k = 0; k < 5; k++) {
        int n = sizes[k] / (int)sizeof(int);
        tiles<<<4, 64, sizes[k]>>>(out, n);
        cudaError_t l = cudaGetLastError();
        cudaError_t e = cudaDeviceSynchronize();
        long long sum = 0;
        for (int i = 0; i < 4 * 64; i++)
            sum += out[i];
        printf("tiles dyn=%d: %s %s sum %lld\n", sizes[k], cudaGetErrorName(l), cudaGetErrorName(e), sum);
    }
    static_write_loop<<<2, 64>>>(63, out);
    cudaError_t e = cudaDeviceSynchronize();
    printf("static_write_loop in bounds: %s out[0] %d\n", cudaGetErrorName(e), out[0]);
    cudaFree(out);
}

static void fault_case(int which, int off)
{
    int *out;
    cudaMalloc(&out, 64 * sizeof(int));
    const char *name = "";
#ifdef __CUCC__
    /* cucc names the kernel, block and thread on stderr: catch it */
    FILE *tmp = tmpfile();
    int saved = dup(2);
    dup2(fileno(tmp), 2);
#endif
    switch (which) {
    case 0: name = "static_write_loop"; static_write_loop<<<2, 64>>>(off, out); break;
    case 1: name = "static_read_barrier"; static_read_barrier<<<3, 32>>>(off, out); break;
    case 2: name = "static_in_device_fn"; static_in_device_fn<<<1, 32>>>(off, out); break;
    case 3: name = "dyn_write"; dyn_write<<<1, 32, 128>>>(off, out); break;
    }
    cudaError_t l = cudaGetLastError();
    cudaError_t e = cudaDeviceSynchronize();
    cudaError_t after = cudaMemset(out, 0, 4);
#ifdef __CUCC__
    fflush(stderr);
    dup2(saved, 2);
    char msg[1024] = "";
    rewind(tmp);
    size_t n = fread(msg, 1, sizeof msg - 1, tmp);
    msg[n] = 0;
    if (!strstr(msg, cudaGetErrorString(e)) || !strstr(msg, name))
        printf("unexpected message: %s\n", msg);
#endif
    if (off > 0 && off < (1 << 22))
        printf("%s off=%d: launch %s, sync %s, then %s\n", name, off, cudaGetErrorName(l),
               cudaGetErrorName(e), cudaGetErrorName(after));
    else
        printf("%s off=%d: launch %s, faulted %s, sticky %s\n", name, off, cudaGetErrorName(l),
               e != cudaSuccess ? "yes" : "no", after == e ? "yes" : "no");
}

static void in_child(void (*f)(int, int), int which, int off)
{
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        f(which, off);
        fflush(stdout);
        _exit(0);
    }
    int st;
    waitpid(pid, &st, 0);
    if (!WIFEXITED(st) || WEXITSTATUS(st))
        printf("child failed\n");
}

static void in_bounds_case(int, int)
{
    in_bounds();
}

int main(void)
{
    in_child(in_bounds_case, 0, 0);
    const int offs[] = { 1 << 28, -(1 << 28), 1 << 20, -(1 << 20), 3 << 20 };
    for (int which = 0; which < 4; which++)
        for (int k = 0; k < 5; k++)
            in_child(fault_case, which, offs[k]);
    return 0;
}
