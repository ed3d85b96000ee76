// An if whose statement is missing (`if (c)` right before the closing
// brace) in a kernel that waits at a barrier: the parser took it for an if
// with no branch and the region emitter read the missing statement (found
// by fuzzing, make fuzz, with a preprocessing line in the branch's place).
__global__ void k(int *out, int n)
{
    __syncthreads();
    if (threadIdx.x < n)
}
