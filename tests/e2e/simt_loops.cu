// Kernels that run as thread loops (docs/design.md, "SIMT execution") behave
// as on fibers: thread order, fresh parameters per thread, arguments with
// copy constructors, many arguments, 3D blocks, shared memory, device
// printf, and faults: an assert names its block and thread, __trap and a
// bad pointer end the grid with their error, and a thread loop that reaches
// a barrier the analysis could not see ends its grid with
// cudaErrorLaunchFailure.  run_e2e.sh runs it with CUCC_SIMT=fiber too;
// tests/simt/qualify.cu checks which kernels run as loops.
#include <cuda_runtime.h>
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %d %s\n", __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

/* Copies made anywhere, host (the launch) and device (one per thread). */
__managed__ unsigned copies;

struct Counted {
    int v;
    __host__ __device__ Counted(int x) : v(x) {}
    __host__ __device__ Counted(const Counted &o) : v(o.v)
    {
        __atomic_fetch_add(&copies, 1u, __ATOMIC_RELAXED);
    }
};

/* Each thread takes a ticket from its block's counter: the tickets give
 * the order the threads ran in. */
__global__ void order(unsigned *counter, unsigned *ticket)
{
    unsigned b = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    unsigned t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    unsigned n = blockDim.x * blockDim.y * blockDim.z;
    ticket[b * n + t] = atomicAdd(&counter[b], 1u);
}

__global__ void params(int n, int *out, Counted c)
{
    n += threadIdx.x;           /* a thread's own copy */
    c.v += threadIdx.x;
    out[threadIdx.x] = n * 1000 + c.v;
}

__global__ void many(int a0, int a1, int a2, int a3, int a4, int a5, int a6, int a7, int a8,
                     int a9, int a10, int a11, int a12, int a13, int a14, int a15, int a16,
                     double a17, char a18, int *out)
{
    out[threadIdx.x] = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11 + a12 + a13 +
                       a14 + a15 + a16 + (int)a17 + a18 + threadIdx.x;
}

__global__ void shared_mem(int *out)
{
    __shared__ int s[4];
    extern __shared__ int dyn[];
    if (threadIdx.x < 4)
        s[threadIdx.x] = blockIdx.x;
    dyn[threadIdx.x] = threadIdx.x;
    /* Threads run in order: thread 4 and later see what 0-3 wrote. */
    if (threadIdx.x >= 4)
        out[blockIdx.x * blockDim.x + threadIdx.x] = s[threadIdx.x % 4] * 100 + dyn[threadIdx.x - 4];
}

__global__ void say(void)
{
    if (threadIdx.x % 16 == 0)
        printf("block %d thread %d\n", blockIdx.x, threadIdx.x);
}

__global__ void asserts(int bad)
{
    assert(!(blockIdx.x == 1 && threadIdx.x == bad));
}

__global__ void traps(void)
{
    if (blockIdx.x == 1 && threadIdx.x == 3)
        __trap();
}

__global__ void faults(int *p)
{
    if (threadIdx.x == 7)
        p[0] = 1;
}

__device__ void wait_for_block(void) { __syncthreads(); }
__device__ void nothing(void) {}

/* `nothing` is a local function pointer here: the analysis sees the name of
 * the __device__ function (its known blind spot) and lets the kernel run as
 * a loop; the barrier behind the pointer must not go unnoticed. */
typedef void (*void_fn)(void);
__device__ void_fn hidden_fns[2] = { nothing, wait_for_block };
__global__ void hidden_barrier(int *out, int which)
{
    void_fn nothing = hidden_fns[which];
    nothing();
    out[threadIdx.x] = 1;
}

/* Runs f in a child process (a fault is sticky for the rest of a process)
 * and prints what it printed. */
static void in_child(void (*f)(void))
{
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        f();
        fflush(stdout);
        _exit(0);
    }
    int st;
    waitpid(pid, &st, 0);
    if (!WIFEXITED(st) || WEXITSTATUS(st))
        printf("child failed\n");
}

static void assert_case(void)
{
    /* The message goes to stderr: catch it to check it. */
    FILE *tmp = tmpfile();
    int saved = dup(2);
    dup2(fileno(tmp), 2);
    asserts<<<3, 32>>>(5);
    cudaError_t e = cudaDeviceSynchronize();
    fflush(stderr);
    dup2(saved, 2);
    char msg[512] = "";
    rewind(tmp);
    size_t n = fread(msg, 1, sizeof msg - 1, tmp);
    msg[n] = 0;
    printf("assert: %s, message names block [1,0,0] thread [5,0,0]: %s\n", cudaGetErrorName(e),
           strstr(msg, "block: [1,0,0], thread: [5,0,0]") ? "yes" : msg);
}

static void trap_case(void)
{
    traps<<<4, 32>>>();
    printf("trap: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
}

static void fault_case(void)
{
    FILE *tmp = tmpfile();
    int saved = dup(2);
    dup2(fileno(tmp), 2);
    faults<<<2, 32>>>((int *)16);
    cudaError_t e = cudaDeviceSynchronize();
    fflush(stderr);
    dup2(saved, 2);
    char msg[512] = "";
    rewind(tmp);
    size_t n = fread(msg, 1, sizeof msg - 1, tmp);
    msg[n] = 0;
    printf("fault: %s, message names thread [7,0,0]: %s\n", cudaGetErrorName(e),
           strstr(msg, "thread [7,0,0]") ? "yes" : msg);
}

static void hidden_case(void)
{
    int *d;
    CHECK(cudaMalloc(&d, 64 * sizeof(int)));
    hidden_barrier<<<2, 64>>>(d, 0);
    printf("hidden, no barrier: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    hidden_barrier<<<2, 64>>>(d, 1);
    cudaError_t e = cudaDeviceSynchronize();
    const char *simt = getenv("CUCC_SIMT");
    /* CUCC_SIMT=region runs this kernel, which has no region entry, on
     * fibers too. */
    int fibers = simt && (!strcmp(simt, "fiber") || !strcmp(simt, "region"));
    /* On fibers the barrier works; a thread loop must fail, not go on. */
    printf("hidden barrier: %s\n",
           e == (fibers ? cudaSuccess : cudaErrorLaunchFailure) ? "as expected" : cudaGetErrorName(e));
}

int main(void)
{
    in_child(assert_case);
    in_child(trap_case);
    in_child(fault_case);
    in_child(hidden_case);

    dim3 grid(2, 2, 2), block(4, 3, 2);
    unsigned nb = 8, nt = 24, *counter, *ticket;
    CHECK(cudaMallocManaged(&counter, nb * sizeof(unsigned)));
    CHECK(cudaMallocManaged(&ticket, nb * nt * sizeof(unsigned)));
    memset(counter, 0, nb * sizeof(unsigned));
    order<<<grid, block>>>(counter, ticket);
    CHECK(cudaDeviceSynchronize());
    int bad = 0;
    for (unsigned i = 0; i < nb * nt; i++)
        bad += ticket[i] != i % nt;
    printf("order x, y, z: %s\n", bad ? "wrong" : "ok");

    int *out;
    CHECK(cudaMallocManaged(&out, 256 * sizeof(int)));
    copies = 0;
    params<<<1, 8>>>(5, out, Counted(40));
    CHECK(cudaDeviceSynchronize());
    printf("params:");
    for (int i = 0; i < 8; i++)
        printf(" %d", out[i]);
    printf(" (%u copies)\n", copies);

    many<<<1, 4>>>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17.5, 'a', out);
    CHECK(cudaDeviceSynchronize());
    printf("many: %d %d %d %d\n", out[0], out[1], out[2], out[3]);

    memset(out, 0, 256 * sizeof(int));
    shared_mem<<<2, 16, 16 * sizeof(int)>>>(out);
    CHECK(cudaDeviceSynchronize());
    printf("shared:");
    for (int i = 0; i < 32; i++)
        printf(" %d", out[i]);
    printf("\n");

    say<<<1, 48>>>();
    CHECK(cudaDeviceSynchronize());
    printf("PASS\n");
    return 0;
}
