// nvcc accepts __global__ on a variable with a warning (#1835-D) and
// ignores the attribute; so does cucc.
__global__ int counter;

int main()
{
    return counter;
}
