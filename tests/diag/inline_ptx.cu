// Inline PTX cannot run on the CPU target (nvcc accepts this program; cucc
// cannot compile it and says so).  A compiler barrier is fine.
__device__ unsigned lane_id(void)
{
    unsigned id;
    asm("mov.u32 %0, %%laneid;" : "=r"(id));
    return id;
}

__global__ void kernel(unsigned *out)
{
    asm volatile("" ::: "memory");
    out[threadIdx.x] = lane_id();
}

int main(void) { return 0; }
