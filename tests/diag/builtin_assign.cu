// The built-in variables cannot be assigned to.
__global__ void kernel(int *p)
{
    threadIdx.x = 0;
    blockDim = dim3(1, 1, 1);
    ++gridDim.x;
    blockIdx.y += 2;
    gridDim.z--;
    p[threadIdx.x] = blockIdx.x;   /* reading is fine */
}

int main(void) { return 0; }
