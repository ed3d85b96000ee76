// Inline PTX is lowered to C++ (src/front/ptx.c); an instruction outside
// what cucc translates is an error naming it, at the asm statement.  A
// compiler barrier and translated PTX are fine.
__device__ unsigned sm_id(void)
{
    unsigned id;
    asm("mov.u32 %0, %%smid;" : "=r"(id));
    return id;
}

__device__ unsigned lane_id(void)
{
    unsigned id;
    asm("mov.u32 %0, %%laneid;" : "=r"(id));
    return id;
}

__global__ void kernel(unsigned *out, const float *in)
{
    asm volatile("" ::: "memory");
    out[threadIdx.x] = lane_id() + sm_id();
    float4 v;
    asm("tex.1d.v4.f32.s32 {%0, %1, %2, %3}, [%4, {%5}];"
        : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w) : "l"(in), "r"(0));
    out[0] += (unsigned)v.x;
}

int main(void) { return 0; }
