// Block runs (src/emit/region.c emit_block_runs): fused blocks along x whose
// row variables start blockDim.x apart and whose rows all pass the guard run
// as one x loop.  Guards that fail at the grid's edges, in the middle of a
// block and in a hole; a row start that is not blockDim.x apart from block
// to block (blocks trading places, a block size unlike the kernel's 16); a kernel
// without a guard; and a fault in the middle of a run, whose message must
// name the block and thread.  Every element is checked against the host.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sys/wait.h>
#include <unistd.h>

__global__ void edges(const float *in, float *out, int w, int h, int lo, int hi)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < lo || y <= 0 || x >= hi || y >= h - 1)
        return;
    int i = y * w + x;
    out[i] = in[i - 1] + 2 * in[i] + 3 * in[i + 1] + 5 * in[i - w] + 7 * in[i + w];
}

// a hole: threads inside [lo, hi) leave (no block run may span it)
__global__ void hole(float *out, int w, int lo, int hi)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= lo && x < hi)
        return;
    out[y * w + x] = (float)(x * 3 + y);
}

// row starts that do not grow by blockDim.x from block to block (blocks
// 3k + 1 and 3k + 2 trade places)
__global__ void shuffled(int *out, int w)
{
    int x = (blockIdx.x % 3 * 2 % 3 + blockIdx.x / 3 * 3) * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w)
        return;
    out[y * w + x] = x + 1000 * y;
}

// blockIdx.x * 16: blockDim.x apart only when blocks are 16 wide
__global__ void sixteen(int *out, int w)
{
    int tx = threadIdx.x;
    int x = blockIdx.x * 16 + tx;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w)
        return;
    out[y * w + x] = x * 7 + y;
}

// no guard at all
__global__ void plain(int *out, int w)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    out[y * w + x] = 2 * x - y;
}

// thread 5 of block (9, 1) writes through a bad pointer
__global__ void faults(int *good, int *bad, int w)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w)
        return;
    int *p = x == 9 * 16 + 5 && y == 1 * 4 + 2 ? bad : good;
    p[y * w + x] = x;
}

static int bad;

static void expect(const char *what, int x, int y, double got, double want)
{
    if (got != want && bad++ < 10)
        printf("%s (%d, %d): %g, want %g\n", what, x, y, got, want);
}

static void run_shapes(int bx, int by, int gx, int gy)
{
    const int w = bx * gx, h = by * gy;
    float *a, *b;
    int *t;
    cudaMallocManaged(&a, w * h * sizeof(float));
    cudaMallocManaged(&b, w * h * sizeof(float));
    cudaMallocManaged(&t, w * h * sizeof(int));
    dim3 block(bx, by), grid(gx, gy);
    int los[] = {1, bx / 2, 3 * bx + 1}, his[] = {w - 1, w - bx / 2 - 1, w - 2 * bx};
    for (int k = 0; k < 3; k++) {
        for (int i = 0; i < w * h; i++) {
            a[i] = (float)(i % 17);
            b[i] = -1;
        }
        edges<<<grid, block>>>(a, b, w, h, los[k], his[k]);
        cudaDeviceSynchronize();
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                int i = y * w + x;
                float s = -1;
                if (x >= los[k] && y > 0 && x < his[k] && y < h - 1)
                    s = a[i - 1] + 2 * a[i] + 3 * a[i + 1] + 5 * a[i - w] + 7 * a[i + w];
                expect("edges", x, y, b[i], s);
            }
    }
    for (int i = 0; i < w * h; i++)
        b[i] = -1;
    hole<<<grid, block>>>(b, w, w / 3 + 1, w / 2);
    cudaDeviceSynchronize();
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            expect("hole", x, y, b[y * w + x], x >= w / 3 + 1 && x < w / 2 ? -1 : x * 3 + y);
    memset(t, 0, w * h * sizeof(int));
    shuffled<<<grid, block>>>(t, w);
    cudaDeviceSynchronize();
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            /* blocks 3k + 1 and 3k + 2 trade places; a last one may fall off */
            int b = x / bx, src = b % 3 * 2 % 3 + b / 3 * 3;
            expect("shuffled", x, y, t[y * w + x], src < gx ? x + 1000 * y : 0);
        }
    memset(t, 0, w * h * sizeof(int));
    sixteen<<<grid, block>>>(t, w);
    cudaDeviceSynchronize();
    {
        /* blocks of bx threads 16 apart: overlapping or with gaps */
        bool *hit = (bool *)calloc(w, sizeof(bool));
        for (int b = 0; b < gx; b++)
            for (int tx = 0; tx < bx; tx++)
                if (b * 16 + tx < w)
                    hit[b * 16 + tx] = true;
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++)
                expect("sixteen", x, y, t[y * w + x], hit[x] ? x * 7 + y : 0);
        free(hit);
    }
    plain<<<grid, block>>>(t, w);
    cudaDeviceSynchronize();
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            expect("plain", x, y, t[y * w + x], 2 * x - y);
    cudaFree(a);
    cudaFree(b);
    cudaFree(t);
}

static void fault_case(void)
{
    const int w = 16 * 40, h = 4 * 3;
    int *good;
    cudaMalloc(&good, w * h * sizeof(int));
    FILE *tmp = tmpfile();
    int saved = dup(2);
    dup2(fileno(tmp), 2);
    faults<<<dim3(40, 3), dim3(16, 4)>>>(good, (int *)16, w);
    cudaError_t e = cudaDeviceSynchronize();
    fflush(stderr);
    dup2(saved, 2);
    char msg[512] = "";
    rewind(tmp);
    size_t n = fread(msg, 1, sizeof msg - 1, tmp);
    msg[n] = 0;
    bool named = strstr(msg, "block [9,1,0], thread [5,2,0]") != NULL;
    printf("fault: %s, message names block [9,1,0] thread [5,2,0]: %s\n", cudaGetErrorName(e),
           named ? "yes" : msg);
    fflush(stdout);
    _exit(e == cudaErrorIllegalAddress && named ? 0 : 1);
}

int main()
{
    run_shapes(16, 16, 128, 6);
    run_shapes(16, 4, 37, 9);
    run_shapes(8, 8, 70, 5);
    run_shapes(32, 2, 9, 7);
    printf("results: %s\n", bad ? "differ" : "same");
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0)
        fault_case();
    int st;
    waitpid(pid, &st, 0);
    bool ok = bad == 0 && WIFEXITED(st) && WEXITSTATUS(st) == 0;
    printf("%s\n", ok ? "PASS" : "FAIL");
    return !ok;
}
