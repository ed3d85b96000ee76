// Sparse matrix-vector product y = A x, A in CSR form with 8 to 64 nonzeros
// per row: one warp per row, the lanes stride over the row's nonzeros, the
// lanes' partial sums are added with __shfl_down_sync written inline in the
// kernel, and lane 0 writes.  Small integer values: every sum is exact.
#include "bench.h"

#define ROWS (1 << 18)
#define THREADS 256
#define REPS 10

__global__ void spmv(int rows, const int *rowptr, const int *cols, const float *vals,
                     const float *x, float *y)
{
    int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int lane = threadIdx.x % 32;
    float sum = 0;
    if (row < rows)
        for (int k = rowptr[row] + lane; k < rowptr[row + 1]; k += 32)
            sum += vals[k] * x[cols[k]];
    for (int off = 16; off > 0; off /= 2)
        sum += __shfl_down_sync(0xffffffffu, sum, off);
    if (lane == 0 && row < rows)
        y[row] = sum;
}

int main(void)
{
    int *rowptr, *cols;
    float *vals, *x, *y;
    cudaMallocManaged(&rowptr, (ROWS + 1) * sizeof(int));
    unsigned s = 12345;
    rowptr[0] = 0;
    for (int r = 0; r < ROWS; r++) {
        s = s * 1664525u + 1013904223u;
        rowptr[r + 1] = rowptr[r] + 8 + (int)((s >> 16) % 57);
    }
    int nnz = rowptr[ROWS];
    cudaMallocManaged(&cols, nnz * sizeof(int));
    cudaMallocManaged(&vals, nnz * sizeof(float));
    cudaMallocManaged(&x, ROWS * sizeof(float));
    cudaMallocManaged(&y, ROWS * sizeof(float));
    for (int k = 0; k < nnz; k++) {
        s = s * 1664525u + 1013904223u;
        cols[k] = (int)((s >> 8) % ROWS);
        vals[k] = (float)((int)(s >> 28) % 5 - 2);
    }
    for (int i = 0; i < ROWS; i++)
        x[i] = (float)(i % 10);
    int blocks = (ROWS * 32 + THREADS - 1) / THREADS;
    spmv<<<blocks, THREADS>>>(ROWS, rowptr, cols, vals, x, y);
    cudaDeviceSynchronize();
    double t0 = bench_now_ms();
    for (int r = 0; r < REPS; r++)
        spmv<<<blocks, THREADS>>>(ROWS, rowptr, cols, vals, x, y);
    cudaDeviceSynchronize();
    double t1 = bench_now_ms();
    double check = 0;
    for (int i = 0; i < ROWS; i++)
        check += (double)y[i] * (i % 7 + 1);
    bench_report((t1 - t0) / REPS, check);
    return 0;
}
