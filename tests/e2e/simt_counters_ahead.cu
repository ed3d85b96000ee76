// Loop counters declared ahead, C89 style (`int i, j; ... for (i = 0;
// ...)`), as Rodinia writes them: a counter of loops with barriers is
// uniform, one of per-thread loops is each thread's own, and a counter
// used both ways works in every strategy (and on a GPU).
#include <cstdio>
#define BS 16

__global__ void diag(float *m, int dim)
{
    int i, j;
    __shared__ float sh[BS][BS];
    int off = blockIdx.x * BS * dim;
    for (i = 0; i < BS; i++)
        sh[i][threadIdx.x] = m[off + i * dim + threadIdx.x];
    __syncthreads();
    for (i = 0; i < BS - 1; i++) {
        if (threadIdx.x > i) {
            for (j = 0; j < i; j++)
                sh[threadIdx.x][i] -= sh[threadIdx.x][j] * sh[j][i];
            sh[threadIdx.x][i] /= sh[i][i];
        }
        __syncthreads();
        if (threadIdx.x > i)
            for (j = 0; j < i + 1; j++)
                sh[i + 1][threadIdx.x] -= sh[i + 1][j] * sh[j][threadIdx.x];
        __syncthreads();
    }
    for (i = 1; i < BS; i++)
        m[off + i * dim + threadIdx.x] = sh[i][threadIdx.x];
}

__global__ void tree(float *sums, int n)
{
    __shared__ float p[64];
    int tx = threadIdx.x;
    int i;
    p[tx] = tx < n ? sums[blockIdx.x * 64 + tx] : 0;
    __syncthreads();
    for (i = 2; i <= 64; i = 2 * i) {
        if ((tx + 1) % i == 0)
            p[tx] = p[tx] + p[tx - i / 2];
        __syncthreads();
    }
    if (tx == 63)
        sums[blockIdx.x * 64] = p[tx];
}

int main()
{
    const int dim = BS, blocks = 3;
    float *m, *s;
    cudaMallocManaged(&m, blocks * BS * dim * sizeof(float));
    cudaMallocManaged(&s, blocks * 64 * sizeof(float));
    for (int i = 0; i < blocks * BS * dim; i++)
        m[i] = (i % dim == (i / dim) % BS) ? 8.0f : 0.25f * ((i * 7) % 5);
    for (int i = 0; i < blocks * 64; i++)
        s[i] = (float)(i % 9);
    diag<<<blocks, BS>>>(m, dim);
    tree<<<blocks, 64>>>(s, 64);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    for (int b = 0; b < blocks; b++) {
        double w = 0;
        for (int i = 0; i < BS * dim; i++)
            w += m[b * BS * dim + i] * (i % 13 + 1);
        printf("block %d: m[1][0] %.6f m[15][15] %.6f weighted %.4f  sum %.1f\n", b, m[b * BS * dim + dim],
               m[b * BS * dim + 15 * dim + 15], w, s[b * 64]);
    }
    return 0;
}
