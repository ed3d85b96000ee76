// A mistake that only the host C++ compiler finds, in a kernel whose body
// cucc writes more than once (fiber entry and thread-loop copy): reported
// once, in the kernel's own name.
struct Foo {
    int a;
};

__global__ void kern(float *out, int n)
{
    Foo f;
    out[threadIdx.x] = f.b + n;
}
