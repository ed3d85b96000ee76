// A local that shadows a built-in variable may be assigned; the built-in
// still may not.
__global__ void kernel(int *p)
{
    {
        int threadIdx = 3;
        threadIdx = 4;
        p[0] = threadIdx;
    }
    threadIdx.x = 1;
}

int main(void) { return 0; }
