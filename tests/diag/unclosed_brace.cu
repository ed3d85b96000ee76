// A kernel whose body is never closed: reported at the end of the file,
// with the '{' of the body, before anything reaches the host compiler.
__global__ void scale(float *x, float a)
{
    if (threadIdx.x < 32) {
        x[threadIdx.x] *= a;
}

int main()
{
    return 0;
}
