// A process that has run kernels forks, at varying delays after its last
// synchronisation (when the runtime's worker and stream threads are going
// idle), and the child launches on the default stream and on a stream of
// its own making: the child has none of the parent's threads, nor any lock
// one of them held (src/rt/sched.c pool_after_fork, src/rt/stream.c
// streams_after_fork), and must finish its work.  (CUDA itself does not
// let a child use a context its parent created; cucc's own tests fork so.)
#include <cstdio>
#include <csignal>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>

__global__ void bump(int *a) { atomicAdd(&a[blockIdx.x * blockDim.x + threadIdx.x], 1); }

static void spin_us(long us)
{
    timespec t0, t;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    do
        clock_gettime(CLOCK_MONOTONIC, &t);
    while ((t.tv_sec - t0.tv_sec) * 1000000L + (t.tv_nsec - t0.tv_nsec) / 1000 < us);
}

int main()
{
    const int n = 64 * 256, rounds = 100;
    int *a;
    cudaMallocManaged(&a, n * sizeof(int));
    cudaStream_t s;
    cudaStreamCreate(&s);
    int hung = 0, wrong = 0;
    for (int r = 0; r < rounds; r++) {
        bump<<<64, 256, 0, s>>>(a);
        bump<<<64, 256>>>(a);
        cudaDeviceSynchronize();
        spin_us(r % 4 == 0 ? 0 : 100 + 2 * r);
        int before = a[0];
        pid_t p = fork();
        if (p == 0) {
            cudaStream_t c;
            cudaStreamCreate(&c);
            bump<<<64, 256, 0, s>>>(a);
            bump<<<64, 256, 0, c>>>(a);
            bump<<<64, 256>>>(a);
            cudaError_t e = cudaDeviceSynchronize();
            _exit(e == cudaSuccess && a[0] == before + 3 && a[n - 1] == before + 3 ? 0 : 1);
        }
        int st = 0, done = 0;
        for (int w = 0; w < 10000 && !done; w++) {
            if (waitpid(p, &st, WNOHANG) == p)
                done = 1;
            else
                usleep(1000);
        }
        if (!done) {
            hung++;
            kill(p, SIGKILL);
            waitpid(p, &st, 0);
        } else if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
            wrong++;
        }
    }
    printf("children: %d, hung %d, wrong %d; parent's count %d\n", rounds, hung, wrong, a[0]);
    return hung || wrong;
}
