// The other half of main.cu: no per-thread default stream here, so stream 0
// is the legacy default stream.
#include <cuda_runtime.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "ptds.h"

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

void *open_gate_later(void *gate)
{
    usleep(200 * 1000);
    __atomic_store_n((volatile int *)gate, 1, __ATOMIC_RELEASE);
    return NULL;
}

/* cudaMemcpy on the legacy stream waits for the blocking streams' earlier
 * work, thread A's per-thread stream included: the ms from since (a
 * now_ms() taken before the gate's opener started, about 200). */
double legacy_copy_and_time(int *h, const int *d, size_t bytes, double since)
{
    if (cudaMemcpy(h, d, bytes, cudaMemcpyDeviceToHost) != cudaSuccess)
        return -1;
    return now_ms() - since;
}

double legacy_now_ms(void)
{
    return now_ms();
}

__global__ void twice(int *p)
{
    p[threadIdx.x] *= 2;
}

static volatile int released;
static void CUDART_CB hold_legacy(void *arg)
{
    (void)arg;
    while (!__atomic_load_n(&released, __ATOMIC_ACQUIRE))
        ;
}

static void *release_later(void *arg)
{
    (void)arg;
    usleep(50 * 1000);
    __atomic_store_n(&released, 1, __ATOMIC_RELEASE);
    return NULL;
}

#include <pthread.h>

int legacy_checks(int *d)
{
    int bad = 0;
    /* Work held on the legacy stream: a launch into stream 0 from this
     * translation unit queues behind it, so the per-thread stream (named
     * explicitly) is idle and the legacy stream is not. */
    if (cudaLaunchHostFunc(0, hold_legacy, NULL) != cudaSuccess)
        bad++;
    twice<<<1, 32>>>(d);
    cudaError_t q_legacy = cudaStreamQuery(cudaStreamLegacy);
    cudaError_t q_zero = cudaStreamQuery(0);
    printf("legacy TU: stream 0 is the legacy stream: %s\n",
           q_legacy == cudaErrorNotReady && q_zero == cudaErrorNotReady ? "ok" : "wrong");
    if (q_legacy != cudaErrorNotReady || q_zero != cudaErrorNotReady)
        bad++;
    pthread_t t;
    pthread_create(&t, NULL, release_later, NULL);
    if (cudaStreamSynchronize(0) != cudaSuccess)
        bad++;
    pthread_join(t, NULL);
    int h[32];
    if (cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost) != cudaSuccess)
        bad++;
    int wrong = 0;
    for (int i = 0; i < 32; i++)
        if (h[i] != 2 * (i + 12))
            wrong++;
    printf("legacy TU: launch ran on the legacy stream: %s\n", wrong ? "wrong" : "ok");
    return bad + wrong;
}
