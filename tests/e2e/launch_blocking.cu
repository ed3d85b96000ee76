// CUDA_LAUNCH_BLOCKING=1 (set here before the first CUDA call): a launch
// returns once its kernel has run, so the host sees its writes without a
// synchronisation; a launch into a stream being captured still only adds a
// node.
#include <cstdio>
#include <cstdlib>

__global__ void slow_write(volatile int *flag, int value)
{
    long long t0 = clock64();
    while (clock64() - t0 < 50000000)   /* some tens of ms */
        ;
    *flag = value;
}

int main()
{
    setenv("CUDA_LAUNCH_BLOCKING", "1", 1);
    int *flag;
    cudaMallocManaged(&flag, sizeof(int));
    *flag = 0;
    slow_write<<<1, 1>>>(flag, 7);
    int seen = *(volatile int *)flag;   /* no cudaDeviceSynchronize */
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaGraph_t g;
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    slow_write<<<1, 1, 0, s>>>(flag, 9);
    cudaError_t ec = cudaStreamEndCapture(s, &g);
    int after_capture = *flag;
    cudaGraphExec_t x;
    cudaGraphInstantiate(&x, g, 0);
    cudaGraphLaunch(x, s);
    cudaStreamSynchronize(s);
    printf("%d %s %d %d\n", seen, cudaGetErrorName(ec), after_capture, *flag);
    printf("%s\n", seen == 7 && ec == cudaSuccess && after_capture == 7 && *flag == 9 ? "PASS" : "FAIL");
    return 0;
}
