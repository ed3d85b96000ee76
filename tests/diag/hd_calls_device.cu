// A __host__ __device__ function cannot call a __device__-only function:
// its host side would have nothing to call.
__device__ float device_only(float x) { return x * 0.5f; }

__host__ __device__ float either(float x)
{
    return device_only(x) + 1.0f;
}

int main(void)
{
    return (int)either(2.0f);
}
