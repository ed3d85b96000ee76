// Inline PTX in kernels that run as regions between barriers and with
// warp collectives: the lowered asm is ordinary code to the SIMT passes,
// which see the locals it writes and that it reads threadIdx.
#include <cstdio>

__global__ void lanes(unsigned *out)
{
    __shared__ unsigned seen[256];
    unsigned lane, lt;
    asm("mov.u32 %0, %%laneid;" : "=r"(lane));
    asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
    seen[threadIdx.x] = lane;
    __syncthreads();
    unsigned below = __popc(__ballot_sync(0xffffffffu, 1) & lt);
    unsigned sum = seen[(threadIdx.x + 32) % blockDim.x];
    for (int off = 16; off > 0; off /= 2)
        sum += __shfl_down_sync(0xffffffffu, sum, off);
    unsigned hi;
    asm("{\n\t.reg .u32 x;\n\tadd.cc.u32 x, %1, %2;\n\taddc.u32 %0, 0, 0;\n\t}" : "=r"(hi) : "r"(sum), "r"(0xfffffff0u));
    out[threadIdx.x] = lane * 1000000 + below * 1000 + (lane == 0 ? sum + hi * 100000000 : 0);
}

int main()
{
    unsigned *o;
    cudaMallocManaged(&o, 256 * sizeof(unsigned));
    lanes<<<1, 256>>>(o);
    cudaError_t e = cudaDeviceSynchronize();
    int bad = 0;
    for (unsigned t = 0; t < 256; t++) {
        unsigned lane = t % 32, want = lane * 1000000 + lane * 1000;
        if (lane == 0)
            want += 496 + 100000000;    /* 0 + 1 + ... + 31; the sum carries out */
        bad += o[t] != want;
    }
    printf("%s %d\n%s\n", cudaGetErrorName(e), bad, bad ? "FAIL" : "PASS");
    return bad != 0;
}
