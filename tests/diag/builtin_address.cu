// The built-in variables have no address.
__global__ void kernel(const void **out)
{
    out[0] = &threadIdx;
    out[1] = &blockIdx.x;
    out[2] = &blockDim.y;
    out[3] = &gridDim;
    out[4] = &warpSize;
}

int main(void) { return 0; }
