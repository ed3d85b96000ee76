// The host half of host_cpp_memory.cu: cuda_runtime.h, then <memory>.
#include <cuda_runtime.h>
#include <memory>
#include <thread>

int host_side(int n)
{
    auto p = std::make_shared<int>(n);
    int *d = nullptr;
    if (cudaMalloc(&d, sizeof(int)) != cudaSuccess)
        return -1;
    cudaMemcpy(d, p.get(), sizeof(int), cudaMemcpyHostToDevice);
    int back = 0;
    std::thread t([&] { cudaMemcpy(&back, d, sizeof(int), cudaMemcpyDeviceToHost); });
    t.join();
    cudaFree(d);
    return back + 1;
}
