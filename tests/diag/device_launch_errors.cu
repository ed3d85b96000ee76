// Launches from device code (dynamic parallelism) follow the same rules.
__global__ void child(int *p) { p[threadIdx.x] = 1; }
__device__ void not_a_kernel(int *p) { p[0] = 2; }

__global__ void parent(int *p)
{
    child<<<1, 32>>>(p);
    child<<<1, 32, 0, 0, 1>>>(p);
    not_a_kernel<<<1, 1>>>(p);
}

int main(void) { return 0; }
