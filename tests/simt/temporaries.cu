// C89 temporaries (src/simt/region.c, "piece temporaries"): declared
// without a value, assigned before each read in every piece, they are
// repeated per piece; one field of a struct set in one piece and read in
// another, or a value read before it is assigned, keeps a context
// variable.  The run compares fibers and regions.
#include <cstdio>

struct P3 {
    float x, y, z;
};

__global__ void temps(const float *in, float *out)
{
    __shared__ float s[64];
    int t = threadIdx.x;
    float a;
    float carry;
    P3 d;
    P3 part;
    int k;
    part.y = in[t] * 2;          // read in the second piece: context
    carry = 1;
    for (k = 0; k < 3; k++) {
        a = in[(t + k) % 64];
        d.x = a + 1;
        d.y = d.x * 2;
        d.z = d.y - a;
        s[t] = d.z + carry;
        __syncthreads();
        a = s[63 - t];
        carry += a;              // read before assigned in this piece: context
        part.x = a;
        __syncthreads();
    }
    out[t] = carry + part.x + part.y;
}

int main()
{
    float *in, *out;
    cudaMallocManaged(&in, 64 * sizeof(float));
    cudaMallocManaged(&out, 64 * sizeof(float));
    for (int i = 0; i < 64; i++)
        in[i] = (float)(i % 7);
    temps<<<1, 64>>>(in, out);
    cudaDeviceSynchronize();
    double w = 0;
    for (int i = 0; i < 64; i++)
        w += out[i] * (i + 1);
    printf("%.0f %.0f %.0f\n", out[0], out[63], w);
    return 0;
}
