// if, else, while and for must govern a statement: `if (c)` before the
// closing brace is an error at the brace, as nvcc reports it.
__device__ int f(int k)
{
    if (k > 0)
}
