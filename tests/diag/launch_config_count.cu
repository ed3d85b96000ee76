// An execution configuration has 2 to 4 arguments: grid, block, shared
// memory bytes, stream.
__global__ void kernel(int *p) { p[threadIdx.x] = 0; }

int main(void)
{
    int *d = 0;
    kernel<<<1>>>(d);
    kernel<<<1, 32, 0, 0, 7>>>(d);
    kernel<<<dim3(1, 1), dim3(32), 128>>>(d);
    return 0;
}
