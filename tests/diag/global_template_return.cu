// Kernel templates: a return type that cannot be void is an error; one that
// names a template parameter is checked where the template is instantiated.
template <typename T>
__global__ int count_kernel(const T *in, int n);

template <typename T>
__global__ int count_kernel(const T *in, int n)
{
    int c = 0;
    for (int i = 0; i < n; i++)
        c += in[i] != T(0);
    return c;
}

template <typename R>
__global__ R generic_kernel(int *p) { p[0] = 1; }

int main(void)
{
    count_kernel<float><<<1, 1>>>(0, 0);
    generic_kernel<void><<<1, 1>>>(0);
    return 0;
}
