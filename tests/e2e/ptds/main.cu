// The per-thread default stream is a property of the translation unit:
// this file defines CUDA_API_PER_THREAD_DEFAULT_STREAM before including
// cuda_runtime.h, legacy.cu does not, and both are linked into one program.
// Stream 0 here is the calling host thread's own stream; stream 0 in
// legacy.cu is the legacy stream, which waits for every host thread's
// per-thread stream.
#define CUDA_API_PER_THREAD_DEFAULT_STREAM 1
#include <cuda_runtime.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "ptds.h"

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %s:%d %s\n", __FILE__, __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

#define N 4096

__global__ void add(int *p, int v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < N) p[i] += v;
}

static volatile int gate;            /* opened by the main thread */
static volatile int blocked_started;

static void CUDART_CB hold(void *arg)
{
    (void)arg;
    blocked_started = 1;
    while (!__atomic_load_n(&gate, __ATOMIC_ACQUIRE))
        ;
}

/* Thread A: its per-thread stream is held by a host function until the
 * gate opens; the kernel behind it must not run before. */
static int *dA;
static void *thread_a(void *arg)
{
    (void)arg;
    CHECK(cudaLaunchHostFunc(0, hold, NULL));
    add<<<N / 256, 256>>>(dA, 1);
    CHECK(cudaGetLastError());
    CHECK(cudaStreamSynchronize(0));
    return NULL;
}

int main(void)
{
    int *dB, *h;
    int bad = 0;
    CHECK(cudaMalloc(&dA, N * sizeof(int)));
    CHECK(cudaMalloc(&dB, N * sizeof(int)));
    CHECK(cudaMallocHost(&h, N * sizeof(int)));
    CHECK(cudaMemset(dA, 0, N * sizeof(int)));

    pthread_t ta;
    pthread_create(&ta, NULL, thread_a, NULL);
    while (!blocked_started)
        ;

    /* This thread's stream 0 is its own: copies, <<<>>> launches, memsets,
     * events and synchronous copies all run while thread A's stream is
     * held. */
    for (int i = 0; i < N; i++) h[i] = i;
    CHECK(cudaMemcpyAsync(dB, h, N * sizeof(int), cudaMemcpyHostToDevice, 0));
    add<<<N / 256, 256>>>(dB, 5);
    CHECK(cudaGetLastError());
    int seven = 7;
    void *args[] = { &dB, &seven };
    CHECK(cudaLaunchKernel((const void *)add, dim3(N / 256), dim3(256), args, 0, 0));
    cudaEvent_t ev;
    CHECK(cudaEventCreate(&ev));
    CHECK(cudaEventRecord(ev, 0));
    CHECK(cudaEventSynchronize(ev));
    CHECK(cudaMemcpy(h, dB, N * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < N; i++) if (h[i] != i + 12) bad++;
    printf("per-thread stream 0 runs beside another thread's: %s\n", bad ? "wrong" : "ok");
    printf("query own stream 0: %s\n", cudaGetErrorName(cudaStreamQuery(0)));
    if (cudaStreamQuery(0) != cudaSuccess) bad++;

    /* The legacy translation unit's stream 0 is the legacy stream: a
     * synchronous copy there waits for thread A's stream. */
    pthread_t opener;
    double since = legacy_now_ms();
    pthread_create(&opener, NULL, open_gate_later, (void *)&gate);
    double waited = legacy_copy_and_time(h, dA, N * sizeof(int), since);
    int b2 = 0;
    for (int i = 0; i < N; i++) if (h[i] != 1) b2++;
    printf("legacy stream 0 waits for per-thread streams: %s\n",
           b2 == 0 && waited >= 150 ? "ok" : "wrong");
    if (b2 || waited < 150) {
        printf("  (%d wrong, waited %.0f ms)\n", b2, waited);
        bad++;
    }
    pthread_join(opener, NULL);
    pthread_join(ta, NULL);

    /* And the legacy TU's launches go to the legacy stream. */
    bad += legacy_checks(dB);

    CHECK(cudaEventDestroy(ev));
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFreeHost(h));
    if (bad) { printf("FAIL %d problems\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
