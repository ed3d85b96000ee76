// Errors inside templates are found in the uninstantiated body.
int host_weight(int i) { return i; }

template <typename T, int N>
__device__ T weighted(const T *v)
{
    T acc = T(0);
    for (int i = 0; i < N; i++)
        acc += v[i] * host_weight(i);
    return acc;
}

template <typename T>
__global__ void kernel(T *out, const T *in)
{
    __shared__ T tile[32];
    tile[threadIdx.x] = in[threadIdx.x];
    blockIdx.x = 0;
    out[threadIdx.x] = weighted<T, 4>(tile) + missing_scale;
}

template <class T> struct Accumulator {
    T sum;
    __device__ void add(T v) { sum += v; threadIdx.y = 1; }
    __device__ const void *where() const { return &blockDim; }
};

__global__ void use_accumulator(float *p)
{
    Accumulator<float> a;
    a.add(p[0]);
    p[1] = *(const float *)a.where();
}

int main(void)
{
    kernel<float><<<1, 32>>>(0, 0);
    return 0;
}
