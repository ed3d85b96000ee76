// Values live across barriers that a piece changes other than by a plain
// assignment: through a reference parameter, a member function, a pointer
// taken in the piece, a reference bound to them, a member of a
// vector type, a by-reference swap; and one only read (by pure functions)
// between two barriers.  The region strategy writes back only the values
// a piece can change; each change here must survive to the next piece.
#include <cstdio>

__device__ void bump(float &x) { x += 1.0f; }

struct Acc {
    float s;
    __device__ void add(float x) { s += x * 2.0f; }
};

template <class T> __device__ void swap2(T &a, T &b)
{
    T t = a;
    a = b;
    b = t;
}

__global__ void kept(float *out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    float v = t;
    Acc acc = {0.5f * t};
    float2 q = make_float2(t, -t);
    float w = 3.0f * t, u = 100.0f + t;
    float r = t;
    s[t] = v;
    __syncthreads();
    bump(v);                        /* reference parameter */
    acc.add(s[63 - t]);             /* member function */
    __syncthreads();
    float *p = &w;                  /* a pointer taken in the piece */
    *p += s[(t + 1) % 64];
    q.y += 10.0f;                   /* a member of a vector type */
    __syncthreads();
    float &ref = u;                 /* a reference bound to it */
    ref *= 2.0f;
    float *pr = &r;
    pr[0] *= 2.0f;                  /* through a pointer, indexed */
    __syncthreads();
    swap2(w, u);                    /* by-reference swap */
    __syncthreads();
    float m = fmaxf(v, s[t]) + sqrtf(fabsf(q.x));    /* only read */
    s[t] = m;
    __syncthreads();
    out[t] = v + acc.s * 10.0f + w * 100.0f + u * 1000.0f + q.y * 0.5f + r * 3.0f + m * 7.0f +
             s[(t + 3) % 64];
}

/* A scan whose step's value is only read after the barrier, with a
 * grid of several blocks (the value's element must stay the thread's). */
__global__ void scan(const int *in, int *out)
{
    __shared__ int buf[128];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    buf[threadIdx.x] = in[i];
    __syncthreads();
    for (unsigned off = 1; off < blockDim.x; off *= 2) {
        int v = threadIdx.x >= off ? buf[threadIdx.x - off] : 0;
        __syncthreads();
        buf[threadIdx.x] += v;
        __syncthreads();
        if (threadIdx.x == 0)
            buf[threadIdx.x] += 0 * v;
    }
    out[i] = buf[threadIdx.x];
}

int main()
{
    float *d, h[64];
    cudaMalloc(&d, sizeof h);
    kept<<<1, 64>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 64; t += 9)
        printf("kept[%d] = %.2f\n", t, h[t]);
    int n = 4 * 128, *in, *out, hin[512], hout[512];
    for (int k = 0; k < n; k++)
        hin[k] = (k * 7) % 11 - 3;
    cudaMalloc(&in, sizeof hin);
    cudaMalloc(&out, sizeof hout);
    cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice);
    scan<<<4, 128>>>(in, out);
    cudaMemcpy(hout, out, sizeof hout, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int b = 0; b < 4; b++) {
        int acc = 0;
        for (int k = 0; k < 128; k++) {
            acc += hin[b * 128 + k];
            bad += hout[b * 128 + k] != acc;
        }
    }
    printf("scan: %d wrong, last %d %d\n", bad, hout[127], hout[511]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
