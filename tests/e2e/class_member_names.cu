// Declaration habits of library-style CUDA code (CUB's): a member typedef
// named like the class template it instantiates (`typedef Layout<T, N>
// Layout;`, `typedef typename Warp<T>::Inner Warp;`, `using Pack =
// Pack<T>;`), which g++ rejects as written and nvcc accepts, and
// `__shared__ union { ...; struct { ... }; } tmp;` with members in an
// anonymous struct.  Same output as an H200.
#include <cstdio>

namespace lib {
template <class T, int N> struct Layout {
    enum { SIZE = N };
    T cells[N];
};
template <class T> struct Warp {
    struct Inner {
        __device__ static T sum(const T *v, int n)
        {
            T s = 0;
            for (int i = 0; i < n; i++)
                s += v[i];
            return s;
        }
    };
};
template <class T> struct Pack {
    T a, b;
};

template <class T, int THREADS> struct Reduce {
    typedef Layout<T, THREADS> Layout;
    typedef typename Warp<T>::Inner Warp;
    using Pack = Pack<T>;
    struct Storage {
        Layout lay;
        Pack pack;
    };
    __device__ static T run(Storage &s, T v)
    {
        s.lay.cells[threadIdx.x] = v;
        __syncthreads();
        if (threadIdx.x == 0) {
            s.pack.a = Warp::sum(s.lay.cells, Layout::SIZE);
            s.pack.b = s.lay.cells[Layout::SIZE - 1];
        }
        __syncthreads();
        return s.pack.a * 1000 + s.pack.b;
    }
};
}

template <int THREADS> __global__ void kernel(int *out)
{
    typedef lib::Reduce<int, THREADS> R;
    __shared__ union {
        typename R::Storage reduce;
        struct {
            int counts[THREADS];
            int total;
        };
    } tmp;
    int r = R::run(tmp.reduce, (int)(threadIdx.x * 3 + blockIdx.x));
    __syncthreads();
    tmp.counts[threadIdx.x] = r % 97 + (int)threadIdx.x;
    __syncthreads();
    if (threadIdx.x == 0) {
        tmp.total = 0;
        for (int i = 0; i < THREADS; i++)
            tmp.total += tmp.counts[i];
        out[blockIdx.x] = tmp.total;
    }
}

int main()
{
    int *out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<64><<<4, 64>>>(out);
    cudaError_t e = cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorString(e));
    for (int b = 0; b < 4; b++)
        printf("block %d: %d\n", b, out[b]);
    return 0;
}
