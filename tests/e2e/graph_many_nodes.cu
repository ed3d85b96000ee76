// A graph of more nodes than a stream holds pending (1024) launches as
// one piece of work: cudaGraphLaunch returns while its first node, a host
// function, still waits for the host to open a gate.
// (An H200 printed the same, nvcc 13.)
#include <atomic>
#include <cstdio>
#include <unistd.h>

static std::atomic<int> gate{0};

static void CUDART_CB wait_for_gate(void *)
{
    while (!gate.load())
        usleep(1000);
}

__global__ void count(int *p)
{
    atomicAdd(p, 1);
}

int main()
{
    int *p;
    cudaMallocManaged(&p, sizeof *p);
    *p = 0;
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaGraph_t g;
    cudaGraphExec_t ge;
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    cudaLaunchHostFunc(s, wait_for_gate, nullptr);
    for (int i = 0; i < 1500; i++)
        count<<<1, 1, 0, s>>>(p);
    cudaStreamEndCapture(s, &g);
    size_t nodes = 0;
    cudaGraphGetNodes(g, nullptr, &nodes);
    cudaGraphInstantiate(&ge, g, 0);
    alarm(60);      /* a hang ends the test */
    cudaGraphLaunch(ge, s);
    printf("%zu nodes: launch returned, %d ran\n", nodes, *(volatile int *)p);
    gate = 1;
    cudaStreamSynchronize(s);
    printf("after the gate: %d ran, %s\n", *p, cudaGetErrorString(cudaGetLastError()));
    return 0;
}
