// nvcc defines __CUDA_ARCH__ only while compiling device code.  cucc takes
// device bodies from its device pass and everything outside function bodies
// from the host pass (warning where they differ: `pick`).  Host-side code
// and functions declared differently on each side are not checked as
// device code; everything else still is.
int host_only(int x) { return x; }

#ifdef __CUDA_ARCH__
__device__ int pick(int x) { return x; }
#else
int pick(int x) { return -x; }
#endif

__device__ int guarded(int x)
{
#ifdef __CUDA_ARCH__
    return x + 1;
#else
    return host_only(x);
#endif
}

__device__ int uses_pick(int x)
{
    return pick(x);
}

__device__ int unguarded(int x)
{
    return host_only(x) + pick(x);
}

int main(void) { return 0; }
