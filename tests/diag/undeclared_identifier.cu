// A name declared nowhere in the translation unit.
__global__ void saxpy(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + yvals[i];
    y[i] += offest;
}

int main(void) { return 0; }
