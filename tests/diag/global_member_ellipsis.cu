// A __global__ function is not a member function and takes no C variable
// argument list; a friend declaration and a parameter pack are fine.
struct Grid {
    __global__ void step(float *p);
    static __global__ void reset(float *p);
    friend __global__ void inspect(Grid *g);
};

__global__ void inspect(Grid *g) {}

__global__ void log_values(int n, ...) {}

template <typename... Args>
__global__ void pack_kernel(Args... args) {}

int main(void)
{
    pack_kernel<<<1, 1>>>(1, 2.0f);
    return 0;
}
