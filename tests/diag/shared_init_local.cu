// A __shared__ variable cannot have an initialiser.
__global__ void kernel(float *out)
{
    __shared__ int count = 0;
    __shared__ float weights[4] = {1, 2, 3, 4};
    __shared__ float ok[32];
    ok[threadIdx.x] = weights[threadIdx.x % 4] + count;
    out[threadIdx.x] = ok[threadIdx.x];
}

int main(void) { return 0; }
